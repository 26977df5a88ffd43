import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ensureWheel, loadWheelPage } from '@/features/wheel';
import { pageWithData } from '@/lib/route-data';

/** Fortune wheel, "กงล้อนำโชค": `?tab=2` opens the points tab (docs/product.md "Wheel tab"). */
export const Route = createFileRoute('/_auth/member/wheel')({
  loader: ({ context }) => pageWithData(loadWheelPage, ensureWheel(context.queryClient)),
  component: lazyRouteComponent(loadWheelPage, 'WheelPage'),
});
