import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadSportPage, sportSearch } from '@/features/sport';

/** The sportsbook "แทงบอล" (?day= วันนี้/พรุ่งนี้/ล่วงหน้า, ?league=) on its own chunk. */
export const Route = createFileRoute('/_default/sport/')({
  validateSearch: sportSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => (await loadSportPage()).ensureSport(context.queryClient, deps),
  component: lazyRouteComponent(loadSportPage, 'SportPage'),
});
