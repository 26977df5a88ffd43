import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { promotionDialogAtom } from '@/state/ui';

const PromotionDialog = lazy(() => import('./PromotionDialog'));

/**
 * The promotion dialog, loaded the first time its flag opens it and kept mounted afterwards. The
 * default layout mounts it with the shell dialogs; the payment layout's pages (deposit, QR payment),
 * which have no shell dialogs, mount it themselves.
 */
export function PromotionDialogSlot() {
  const open = useAtomValue(promotionDialogAtom);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <PromotionDialog />
    </Suspense>
  );
}
