import { createFileRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { ensureRound, loadRoundPage } from '@/features/lotto';
import { ID_PATTERN, optionalParam } from '@/lib/params';
import { pageWithData } from '@/lib/route-data';

/**
 * A lotto round, /lotto/{round_id} (docs/product.md "Routes"). Without an id there is no round to show: the
 * lobby is where members pick one. The page is its own lazy chunk (bench/bundle.mjs, 200 KB budget).
 */
export const Route = createFileRoute('/_default/lotto/{-$round_id}')({
  params: {
    parse: (p) => ({ round_id: optionalParam(p.round_id, ID_PATTERN) }),
    stringify: (p) => ({ round_id: p.round_id }),
  },
  beforeLoad: ({ params }) => {
    if (!params.round_id) throw redirect({ to: '/lotto/lobby', replace: true });
  },
  loader: ({ context, params }) => pageWithData(loadRoundPage, ensureRound(context.queryClient, Number(params.round_id))),
  component: lazyRouteComponent(loadRoundPage, 'RoundPage'),
});
