import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';
import { ID_PATTERN, optionalParam } from '@/lib/params';

/** A poll, /poll/{id} with the id optional; the event dialog links to /poll/1 (polls issue). */
export const Route = createFileRoute('/_default/poll/{-$id}')({
  params: {
    parse: (p) => ({ id: optionalParam(p.id, ID_PATTERN) }),
    stringify: (p) => ({ id: p.id }),
  },
  component: Poll,
});

function Poll() {
  const { id } = Route.useParams();
  return <ComingSoon title={id ? `โหวตกิจกรรม #${id}` : 'โหวตกิจกรรม'} />;
}
