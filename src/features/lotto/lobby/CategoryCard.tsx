import { Box, Flex, Text } from '@chakra-ui/react';
import type { LobbyData, LottoRound } from '@contract/lotto';
import { Link } from '@tanstack/react-router';
import { CategoryBadge } from '../components/CategoryBadge';
import { formatTimeOfDay } from '../components/format';
import { RoundCountdown } from '../components/RoundCountdown';

type LobbyCategory = LobbyData['groups'][number]['categories'][number];

/** The round a tap opens: the one taking bets now, else the next one. */
export function currentRound(category: LobbyCategory): LottoRound | undefined {
  return category.rounds.find((r) => r.is_open) ?? category.rounds.find((r) => r.status === 'open');
}

/**
 * A lobby tile: the category's mark and name, its round's date and a live countdown to the close;
 * the whole tile opens /lotto/{round_id}. `label` overrides the name (Yeekee shows its round).
 */
export function CategoryCard({
  category,
  round,
  label,
  skew,
  onElapsed,
}: {
  category: LobbyCategory;
  round: LottoRound | undefined;
  label?: string;
  skew: number;
  onElapsed: () => void;
}) {
  const open = round?.is_open ?? false;
  const tile = (
    <Box
      h="full"
      p={{ base: '3', sm: '4' }}
      rounded="xl"
      borderWidth="1px"
      borderColor={open ? 'gold.800' : 'border.muted'}
      bg={open ? 'linear-gradient(160deg, rgba(245,197,66,0.10), rgba(20,23,31,1) 45%)' : 'bg.subtle'}
      opacity={round ? 1 : 0.6}
      transition="transform 0.15s, border-color 0.15s"
      _hover={round ? { transform: 'translateY(-2px)', borderColor: 'gold.500' } : undefined}
    >
      <Flex align="center" gap="2.5">
        <CategoryBadge code={category.code} size={{ base: '9', sm: '11' }} />
        <Box minW="0" flex="1">
          <Text fontWeight="bold" fontSize={{ base: 'sm', sm: 'md' }} lineHeight="short" truncate color={open ? 'gold.200' : 'fg'}>
            {label ?? category.name}
          </Text>
          <Text fontSize="2xs" color="fg.muted" lineHeight="short" truncate>
            {round ? round.draw_date_th : category.schedule_text}
          </Text>
          {round && (
            <Text fontSize="2xs" color="fg.muted" lineHeight="short">
              ปิดรับ {formatTimeOfDay(round.closes_at)} น.
            </Text>
          )}
        </Box>
      </Flex>
      <Box mt="2.5">
        {round ? (
          <RoundCountdown round={round} skew={skew} onElapsed={onElapsed} />
        ) : (
          <Text fontSize="sm" color="fg.muted">
            ยังไม่มีงวดเปิดรับ
          </Text>
        )}
      </Box>
    </Box>
  );
  if (!round) return tile;
  return (
    <Link
      to="/lotto/{-$round_id}"
      params={{ round_id: String(round.id) }}
      aria-label={`${label ?? category.name} ${round.title} ${open ? 'เปิดรับแทง' : 'ยังไม่เปิดรับแทง'}`}
      data-testid={`lotto-round-${round.id}`}
    >
      {tile}
    </Link>
  );
}
