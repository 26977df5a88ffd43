import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';
import { NAME_PATTERN, optionalParam } from '@/lib/params';

/** A LINE LIFF page, /liff/{name} with the name optional. */
export const Route = createFileRoute('/_liff/liff/{-$name}')({
  params: {
    parse: (p) => ({ name: optionalParam(p.name, NAME_PATTERN) }),
    stringify: (p) => ({ name: p.name }),
  },
  component: Liff,
});

function Liff() {
  const { name } = Route.useParams();
  return <ComingSoon title={name ? `LINE: ${name}` : 'LINE'} />;
}
