import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';
import { NAME_PATTERN, optionalParam } from '@/lib/params';

/** A provider's game lobby, /lobby/{name} with the name optional (games issue). */
export const Route = createFileRoute('/_lobby/lobby/{-$name}')({
  params: {
    parse: (p) => ({ name: optionalParam(p.name, NAME_PATTERN) }),
    stringify: (p) => ({ name: p.name }),
  },
  component: Lobby,
});

function Lobby() {
  const { name } = Route.useParams();
  return <ComingSoon title={name ? `ล็อบบี้เกม ${name}` : 'ล็อบบี้เกม'} />;
}
