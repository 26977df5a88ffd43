import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ensureProviderLobby, loadLobbyPages } from '@/features/games';
import { NAME_PATTERN, optionalParam } from '@/lib/params';
import { pageWithData } from '@/lib/route-data';

const ProviderLobby = lazyRouteComponent(loadLobbyPages, 'ProviderLobby');

/**
 * A provider's game lobby, /lobby/{name} with the name optional (docs/product.md "Routes"): without one, the
 * providers to pick from. A name that fails the pattern is the 404 page; a well-formed but unknown
 * one is the page's own Thai not-found state. Same chunk as the five lobbies (features/games/pages).
 */
export const Route = createFileRoute('/_lobby/lobby/{-$name}')({
  params: {
    parse: (p) => ({ name: optionalParam(p.name, NAME_PATTERN) }),
    stringify: (p) => ({ name: p.name }),
  },
  // The page is rendered inside this route's component (it takes the name), not as the route's
  // component, so the router does not load it: loaded here, it never suspends its first render.
  loader: ({ context, params }) =>
    pageWithData(async () => ProviderLobby.preload?.(), ensureProviderLobby(context.queryClient, params.name)),
  component: Lobby,
});

function Lobby() {
  const { name } = Route.useParams();
  return <ProviderLobby name={name} />;
}
