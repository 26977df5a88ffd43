import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ensureSport, loadSportPage, sportSearch } from '@/features/sport';
import { pageWithData } from '@/lib/route-data';

/** The sportsbook "แทงบอล" (?day= วันนี้/พรุ่งนี้/ล่วงหน้า, ?league=) on its own chunk. */
export const Route = createFileRoute('/_default/sport/')({
  validateSearch: sportSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => pageWithData(loadSportPage, ensureSport(context.queryClient, deps)),
  component: lazyRouteComponent(loadSportPage, 'SportPage'),
});
