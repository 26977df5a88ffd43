import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';
import { ID_PATTERN, optionalParam } from '@/lib/params';

/** A lotto round, /lotto/{round_id} with the id optional (lotto issue). */
export const Route = createFileRoute('/_default/lotto/{-$round_id}')({
  params: {
    parse: (p) => ({ round_id: optionalParam(p.round_id, ID_PATTERN) }),
    stringify: (p) => ({ round_id: p.round_id }),
  },
  component: LottoRound,
});

function LottoRound() {
  const { round_id } = Route.useParams();
  return <ComingSoon title={round_id ? `แทงหวย งวดที่ ${round_id}` : 'แทงหวย'} />;
}
