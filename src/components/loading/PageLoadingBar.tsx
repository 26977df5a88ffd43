import { Box } from '@chakra-ui/react/box';
import { useRouter } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { loadingBarAtom } from '@/state/ui';
import { finishLoadingAtom, startLoadingAtom } from './loading-bar';

/** Starts the bar at every route change and stops it when the new route has resolved. */
function useRouteChangeLoading(): void {
  const router = useRouter();
  const start = useSetAtom(startLoadingAtom);
  const finish = useSetAtom(finishLoadingAtom);
  useEffect(() => {
    const offStart = router.subscribe('onBeforeNavigate', (e) => {
      if (e.pathChanged) start(0);
    });
    const offEnd = router.subscribe('onResolved', () => finish(false));
    return () => {
      offStart();
      offEnd();
    };
  }, [router, start, finish]);
}

/** The page loading bar: 2 px at the top, gold while loading, red when the page failed (docs/product.md "Page loading bar"). */
export function PageLoadingBar() {
  useRouteChangeLoading();
  const { status, seq } = useAtomValue(loadingBarAtom);
  if (status === 'idle') return null;
  const failed = status === 'failed';
  return (
    <Box
      key={seq}
      role="progressbar"
      aria-label="กำลังโหลดหน้า"
      aria-busy={status === 'loading'}
      data-status={status}
      position="fixed"
      top="0"
      left="0"
      height="2px"
      zIndex="max"
      pointerEvents="none"
      bg={failed ? 'red.500' : 'gold.500'}
      boxShadow={failed ? '0 0 6px #e53e3e' : '0 0 6px #f5c542'}
      animation={status === 'loading' ? 'loadbar 0.5s ease-out forwards' : undefined}
      width={status === 'loading' ? undefined : '100%'}
      opacity={status === 'done' ? 0 : 1}
      transition={status === 'done' ? 'width 0.2s ease, opacity 0.3s ease 0.2s' : undefined}
    />
  );
}
