import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { HouseRound } from '@contract/games';
import { formatMoney, formatThaiDate } from '@/lib/format';
import { useRounds } from './rounds';

/** The member's recent rounds of this game, newest first, each with a link to verify it. */
export function RoundHistory({
  token,
  gameId,
  enabled,
  onVerify,
}: {
  token: string;
  gameId: string;
  enabled: boolean;
  onVerify: (roundId: number) => void;
}) {
  const rounds = useRounds(token, gameId, enabled);
  return (
    <Box>
      <Text fontWeight="semibold" color="gold.300" mb="2">
        ประวัติการเล่น
      </Text>
      {rounds.isPending ? (
        <Spinner size="sm" color="gold.400" />
      ) : rounds.error ? (
        <Text fontSize="sm" color="red.300">
          {rounds.error.message}
        </Text>
      ) : rounds.data.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          ยังไม่มีตาที่เล่น
        </Text>
      ) : (
        <Stack as="ul" gap="1.5" listStyleType="none" data-testid="round-history">
          {rounds.data.map((r) => (
            <RoundRow key={r.round_id} round={r} onVerify={onVerify} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

function RoundRow({ round, onVerify }: { round: HouseRound; onVerify: (roundId: number) => void }) {
  const won = round.win > 0;
  return (
    <Flex as="li" align="center" gap="3" px="3" py="2" rounded="lg" bg="whiteAlpha.50" borderWidth="1px" borderColor="whiteAlpha.100">
      <Box flex="1" minW="0">
        <Text fontSize="xs" color="fg.muted">
          #{round.round_id} · {formatThaiDate(round.created_at, true)} · nonce {round.nonce}
        </Text>
        <Text fontSize="sm">
          เดิมพัน {formatMoney(round.stake)} ·{' '}
          <Box as="span" color={won ? 'green.300' : 'fg.muted'} fontWeight={won ? 'semibold' : 'normal'}>
            ได้ {formatMoney(round.win)}
          </Box>
        </Text>
      </Box>
      <Button
        size="xs"
        variant="outline"
        colorPalette="gold"
        onClick={() => onVerify(round.round_id)}
        aria-label={`ตรวจสอบตา #${round.round_id}`}
      >
        ตรวจสอบ
      </Button>
    </Flex>
  );
}
