import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { loadPromotionWidgets } from '@/features/promotions';

const Pick = lazy(() => loadPromotionWidgets().then((m) => ({ default: m.PromotionPick })));
const Example = lazy(() => loadPromotionWidgets().then((m) => ({ default: m.PromotionExample })));
const DialogSlot = lazy(() => loadPromotionWidgets().then((m) => ({ default: m.PromotionDialogSlot })));

/**
 * "โปรโมชั่นที่เลือก" with what `amount` would bring (features/promotions), loaded with the promotions
 * widgets; the deposit page's loader starts that load with its data, so it is usually there at once.
 */
export function PromotionChoice({ amount }: { amount?: number }) {
  return (
    <Suspense fallback={<Skeleton h="16" rounded="xl" />}>
      <Pick amount={amount} />
    </Suspense>
  );
}

/** Under the amount field: what the amount typed brings under the chosen promotion. */
export function PromotionExampleLine({ amount }: { amount: number }) {
  return (
    <Suspense fallback={null}>
      <Example amount={amount} />
    </Suspense>
  );
}

/** The promotion dialog for the payment layout's pages, which have no shell dialogs. */
export function PromotionDialogMount() {
  return (
    <Suspense fallback={null}>
      <DialogSlot />
    </Suspense>
  );
}
