import { Badge, Box, Button, Container, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Outcome, SportBetView } from '@contract/sport';
import { BET_TYPE_NAMES, OUTCOME_NAMES } from '@contract/sport-names';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { QueryBoundary } from '@/components/query/QueryBoundary';
import { isLoggedInAtom } from '@/state/auth';
import { bahtText, oddsFormatAtom, oddsText, thaiDateTime } from './format';
import { marketLabel, pickLine, pickName } from './legs';
import { type BetsStatus, sportBetsQuery } from './queries';
import { SportNav } from './SportNav';

const OUTCOME_COLOR: Record<Outcome, string> = {
  won: 'green',
  half_won: 'green',
  push: 'gray',
  void: 'gray',
  half_lost: 'red',
  lost: 'red',
};

function OutcomeBadge({ outcome, testId }: { outcome: Outcome | null; testId: string }) {
  return (
    <Badge colorPalette={outcome ? OUTCOME_COLOR[outcome] : 'orange'} variant={outcome ? 'solid' : 'subtle'} data-testid={testId}>
      {outcome ? OUTCOME_NAMES[outcome] : 'รอผล'}
    </Badge>
  );
}

function BetCard({ bet }: { bet: SportBetView }) {
  const format = useAtomValue(oddsFormatAtom);
  const settled = bet.status === 'settled';
  return (
    <Box
      rounded="xl"
      borderWidth="1px"
      borderColor="whiteAlpha.200"
      bg="bg.panel"
      p="3"
      data-testid="sport-bet"
      aria-label={`บิล #${bet.id}`}
    >
      <Flex justify="space-between" align="center" gap="2" mb="2">
        <Box>
          <Text fontWeight="bold">
            บิล #{bet.id} ·{' '}
            <Text as="span" color="gold.300">
              {BET_TYPE_NAMES[bet.type]}
            </Text>
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {thaiDateTime(bet.placed_at)}
          </Text>
        </Box>
        <OutcomeBadge outcome={settled ? bet.result : null} testId="sport-bet-result" />
      </Flex>
      <Stack gap="0">
        {bet.legs.map((l) => {
          const score = l.period === '1h' ? l.ht : l.ft;
          return (
            <Flex key={l.leg} gap="2" py="2" borderTopWidth="1px" borderColor="whiteAlpha.100" data-testid="sport-bet-leg" align="start">
              <Box flex="1" minW="0">
                <Text fontSize="xs" color="fg.muted" truncate>
                  {l.league} · {thaiDateTime(l.kickoff_at)}
                </Text>
                <Text fontSize="sm" truncate>
                  {l.home} - {l.away}
                  {score && (
                    <Text as="span" ms="2" fontWeight="bold" color="gold.200" data-testid="sport-bet-score">
                      {score.home}-{score.away}
                      {l.period === '1h' ? ' (ครึ่งแรก)' : ''}
                    </Text>
                  )}
                </Text>
                <Text fontSize="sm" fontWeight="bold" color="gold.300" data-testid="sport-bet-pick">
                  {pickName(l)} {pickLine(l)}{' '}
                  <Text as="span" color="fg.muted" fontWeight="normal">
                    {marketLabel(l)} @ {oddsText(l.odds, format)}
                  </Text>
                </Text>
              </Box>
              <OutcomeBadge outcome={l.outcome} testId="sport-bet-leg-outcome" />
            </Flex>
          );
        })}
      </Stack>
      <Flex justify="space-between" borderTopWidth="1px" borderColor="whiteAlpha.100" pt="2" fontSize="sm" gap="2" wrap="wrap">
        <Text>
          เดิมพัน <b>{bahtText(bet.stake)}</b> · ราคา <b>{oddsText(bet.odds, format)}</b>
        </Text>
        <Text data-testid="sport-bet-payout">
          {settled ? 'ยอดจ่าย ' : 'ยอดจ่ายสูงสุด '}
          <Text as="b" color={settled && bet.payout > 0 ? 'green.300' : undefined}>
            ฿ {bahtText(settled ? bet.payout : bet.potential_payout)}
          </Text>
        </Text>
      </Flex>
    </Box>
  );
}

function BetList({ status }: { status: BetsStatus }) {
  const q = useSuspenseInfiniteQuery(sportBetsQuery(status));
  const bets = q.data.pages.flatMap((p) => p.bets);
  if (bets.length === 0)
    return (
      <Text color="fg.muted" textAlign="center" py="10">
        {status === 'open' ? 'ยังไม่มีบิลที่รอผล' : 'ยังไม่มีบิลที่ได้ผลแล้ว'}
      </Text>
    );
  return (
    <Stack gap="3">
      {bets.map((b) => (
        <BetCard key={b.id} bet={b} />
      ))}
      {q.hasNextPage && (
        <Button variant="outline" colorPalette="gold" loading={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()}>
          ดูเพิ่มเติม
        </Button>
      )}
    </Stack>
  );
}

/** /sport/bets "โพยบอลของฉัน": open and settled bills, each leg with its score and outcome, and the payout. */
export function BetsPage() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const status: BetsStatus = (useSearch({ strict: false }) as { status?: string }).status === 'settled' ? 'settled' : 'open';
  const navigate = useNavigate();
  return (
    <Container py={{ base: '4', sm: '6' }} maxW="860px">
      <SportNav current="/sport/bets" />
      {!loggedIn ? (
        <Stack align="center" gap="3" py="8" textAlign="center">
          <Text>เข้าสู่ระบบเพื่อดูโพยบอลของท่าน</Text>
          <Button asChild colorPalette="green">
            <Link to="/login">เข้าสู่ระบบ</Link>
          </Button>
        </Stack>
      ) : (
        <Stack gap="3">
          <Flex gap="1" role="tablist" aria-label="สถานะบิล">
            {(['open', 'settled'] as const).map((s) => (
              <Button
                key={s}
                role="tab"
                aria-selected={s === status}
                size="sm"
                colorPalette="green"
                variant={s === status ? 'solid' : 'outline'}
                onClick={() => void navigate({ to: '/sport/bets', search: s === 'settled' ? { status: 'settled' } : {}, replace: true })}
              >
                {s === 'open' ? 'รอผล' : 'ได้ผลแล้ว'}
              </Button>
            ))}
          </Flex>
          <QueryBoundary
            fallback={
              <Stack gap="3">
                {[1, 2].map((k) => (
                  <Skeleton key={k} h="40" rounded="xl" />
                ))}
              </Stack>
            }
          >
            <BetList status={status} />
          </QueryBoundary>
        </Stack>
      )}
    </Container>
  );
}
