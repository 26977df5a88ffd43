import { Box, Text } from '@chakra-ui/react';
import type { LottoRound } from '@contract/lotto';
import { useEffect } from 'react';
import { useCountdown } from '@/lib/countdown';
import { formatLeft, localTime } from '../round/clock';

/**
 * The time left until a round closes (or opens, for the next round) on the server's clock: `skew`
 * is the server's time minus this phone's (see round/clock.ts). Red in the last 5 minutes; at zero
 * `onElapsed` lets the page reload the round list.
 */
export function RoundCountdown({ round, skew, onElapsed }: { round: LottoRound; skew: number; onElapsed?: () => void }) {
  const opensAt = localTime(round.opens_at, skew);
  const notYet = round.status === 'open' && !round.is_open && opensAt > Date.now();
  const deadline = round.status === 'open' ? (notYet ? opensAt : localTime(round.closes_at, skew)) : null;
  const left = useCountdown(deadline);
  const ended = deadline !== null && left === 0;
  useEffect(() => {
    if (ended) onElapsed?.();
  }, [ended, onElapsed]);

  if (deadline === null || ended) {
    // At zero the page asks the server again; until it answers, say what just happened.
    return (
      <Text fontSize="sm" fontWeight="semibold" color={ended && notYet ? 'green.300' : 'fg.muted'}>
        {ended && notYet ? 'เปิดรับแทงแล้ว' : 'ปิดรับแทง'}
      </Text>
    );
  }
  return (
    <Box>
      <Text fontSize="2xs" color="fg.muted" lineHeight="short">
        {notYet ? 'เปิดรับแทงใน' : 'ปิดรับแทงใน'}
      </Text>
      <Text
        fontSize={{ base: 'md', sm: 'lg' }}
        fontWeight="bold"
        lineHeight="short"
        fontVariantNumeric="tabular-nums"
        color={notYet ? 'fg.muted' : left < 300 ? 'red.300' : 'green.300'}
        data-testid="round-countdown"
      >
        {formatLeft(left)}
      </Text>
    </Box>
  );
}
