import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadWheelPage } from '@/features/wheel';

/** Fortune wheel, "กงล้อนำโชค": `?tab=2` opens the points tab (docs/product.md "Wheel tab"). */
export const Route = createFileRoute('/_auth/member/wheel')({
  loader: async ({ context }) => (await loadWheelPage()).ensureWheel(context.queryClient),
  component: lazyRouteComponent(loadWheelPage, 'WheelPage'),
});
