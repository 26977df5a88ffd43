import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadPlayPage, parsePlaySearch } from '@/features/play';

/**
 * The in-house games (/play?game=&token=[&demo=1][&mobile=1], docs/games.md "Links") in the game
 * layout, and their verify view (?view=verify[&round=<id>]). The page loads on its own chunk.
 */
export const Route = createFileRoute('/_game/play')({
  validateSearch: parsePlaySearch,
  component: lazyRouteComponent(loadPlayPage, 'PlayPage'),
});
