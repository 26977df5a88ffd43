import { Badge, Box, Flex, Heading, Text } from '@chakra-ui/react';
import type { LottoRound, RoundStatus } from '@contract/lotto';
import { useEffect } from 'react';
import { useCountdown } from '@/lib/countdown';
import { formatThaiDate } from '@/lib/format';
import { clockSkew, formatLeft, localTime } from './clock';

const PALETTE: Record<RoundStatus, string> = { open: 'green', closed: 'orange', resulted: 'gold', cancelled: 'red' };

/**
 * The round's name, state and countdown to its close (on the server's clock). When the countdown
 * ends, `onDeadline` reloads the round so the page follows it from open to closed.
 */
export function RoundHeader({ round, receivedAt, onDeadline }: { round: LottoRound; receivedAt: number; onDeadline: () => void }) {
  const skew = clockSkew(round.closes_at, round.seconds_to_close, receivedAt);
  const opensAt = localTime(round.opens_at, skew);
  const notYet = round.status === 'open' && opensAt > receivedAt;
  const deadline = round.status === 'open' ? (notYet ? opensAt : localTime(round.closes_at, skew)) : null;
  const left = useCountdown(deadline);
  const ended = deadline !== null && left === 0;
  useEffect(() => {
    if (ended) onDeadline();
  }, [ended, onDeadline]);

  return (
    <Box bg="bg.panel" borderWidth="1px" borderColor="gold.800" rounded="2xl" p={{ base: '4', sm: '5' }}>
      <Flex justify="space-between" align="start" gap="3">
        <Box minW="0">
          <Heading as="h1" size={{ base: 'lg', md: 'xl' }} color="gold.fg">
            {round.category_name}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {round.title}
          </Text>
        </Box>
        <Badge colorPalette={notYet ? 'gray' : PALETTE[round.status]} variant="solid" size="lg" flexShrink={0}>
          {notYet ? 'ยังไม่เปิดรับแทง' : round.status_name}
        </Badge>
      </Flex>
      {round.status === 'open' && (
        <Flex mt="3" align="baseline" gap="2" wrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            {notYet ? 'เปิดรับแทงใน' : 'ปิดรับแทงใน'}
          </Text>
          <Text
            fontSize="2xl"
            fontWeight="bold"
            fontVariantNumeric="tabular-nums"
            color={left < 300 && !notYet ? 'red.fg' : 'fg'}
            data-testid="round-countdown"
          >
            {formatLeft(left)}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            (ปิดรับ {formatThaiDate(round.closes_at, true)} น.)
          </Text>
        </Flex>
      )}
      {round.status === 'closed' && (
        <Text mt="3" fontSize="sm" color="fg.muted">
          ปิดรับแทงแล้ว ผลออกประมาณ {formatThaiDate(round.result_expected_at, true)} น.
        </Text>
      )}
      {round.status === 'cancelled' && round.cancel_reason && (
        <Text mt="3" fontSize="sm" color="fg.error">
          {round.cancel_reason}
        </Text>
      )}
    </Box>
  );
}
