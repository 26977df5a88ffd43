import { NativeSelect } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useView } from '../../app/kit';
import { liveRoundsQuery, roundName } from './queries';

/**
 * The round of the exposure and limited-number tabs (`?round=`), chosen among the rounds still taking
 * bets or waiting for a result.
 */
export function RoundChooser({
  current,
}: {
  /** The chosen round's name when known, shown even if it is no longer live. */ current?: string;
}) {
  const [view, set] = useView('/shell/lotto');
  const rounds = useQuery(liveRoundsQuery);
  const value = view.round ?? 0;
  const listed = rounds.data?.some((r) => r.id === value);
  return (
    <NativeSelect.Root size="md" maxW="md" bg="white">
      <NativeSelect.Field
        aria-label="งวด"
        value={value ? String(value) : ''}
        onChange={(e) => set({ round: Number(e.target.value) || undefined, epage: 1 })}
      >
        <option value="">{rounds.isPending ? 'กำลังโหลดงวด...' : 'เลือกงวด'}</option>
        {value > 0 && !listed && <option value={String(value)}>{current ?? `งวด #${value}`}</option>}
        {rounds.data?.map((r) => (
          <option key={r.id} value={String(r.id)}>
            {roundName(r)} ({r.status_name})
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
