import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parsePlaySearch } from '@/features/play/search';

/**
 * The in-house games (/play?game=&token=[&demo=1][&mobile=1], docs/games.md "Links") in the game
 * layout, and their verify view (?view=verify[&round=<id>]). The page loads on its own chunk.
 */
export const Route = createFileRoute('/_game/play')({
  validateSearch: parsePlaySearch,
  component: lazyRouteComponent(() => import('@/features/play/PlayPage'), 'PlayPage'),
});
