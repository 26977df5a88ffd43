import { Badge, Box, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { LottoRound } from '@contract/lotto';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatClock } from '../round/format';
import { yeekeeApi } from './api';
import { mergeShots, newestId, type ShotFeed } from './feed';
import { ShootBox } from './ShootBox';
import { YeekeeProof } from './YeekeeProof';

const feedKey = (roundId: number) => ['lotto', 'yeekee', 'feed', roundId] as const;

/**
 * The live list by short polling (docs/lotto.md): each poll sends the newest id held and adds what
 * came after it; the next poll is `poll_ms` later, only while the round is open and the page shown.
 */
function feedQuery(queryClient: QueryClient, roundId: number, live: boolean) {
  return queryOptions({
    queryKey: feedKey(roundId),
    queryFn: async () => {
      const prev = queryClient.getQueryData<ShotFeed>(feedKey(roundId));
      return mergeShots(prev, await yeekeeApi.list(roundId, newestId(prev)));
    },
    staleTime: 0,
    refetchInterval: (q) => (live ? (q.state.data?.pollMs ?? 2000) : false),
  });
}

function ShotList({ feed, mine }: { feed: ShotFeed | undefined; mine: ReadonlySet<number> }) {
  return (
    <Box
      as="section"
      aria-label="รายการยิงเลข"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="2xl"
      p={{ base: '4', sm: '5' }}
    >
      <Flex justify="space-between" align="baseline" mb="3">
        <Heading as="h2" size="md" color="gold.fg">
          รายการยิงเลขล่าสุด
        </Heading>
        <Text fontSize="sm" color="fg.muted" data-testid="yeekee-shot-count">
          ยิงแล้ว {feed?.count ?? 0} ครั้ง
        </Text>
      </Flex>
      {feed && feed.shots.length === 0 && (
        <Text color="fg.muted" fontSize="sm" textAlign="center" py="6">
          ยังไม่มีใครยิงเลขในรอบนี้
        </Text>
      )}
      <Stack as="ol" listStyleType="none" gap="1.5" maxH={{ base: '96', md: '560px' }} overflowY="auto" aria-label="เลขที่ยิงล่าสุด">
        {feed?.shots.map((s) => (
          <Grid
            as="li"
            key={s.id}
            data-testid="yeekee-shot"
            templateColumns="3.2rem 1fr auto"
            alignItems="center"
            gap="2"
            px="3"
            py="1.5"
            rounded="lg"
            bg={mine.has(s.id) ? 'gold.950' : 'bg.subtle'}
            borderWidth="1px"
            borderColor={mine.has(s.id) ? 'gold.700' : 'transparent'}
          >
            <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
              #{s.seq}
            </Text>
            <Box minW="0">
              <Text
                fontSize="lg"
                fontWeight="bold"
                letterSpacing="0.1em"
                fontVariantNumeric="tabular-nums"
                data-testid="yeekee-shot-number"
              >
                {s.number}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {s.member}
                {mine.has(s.id) && (
                  <Badge ml="2" size="xs" colorPalette="gold">
                    ของคุณ
                  </Badge>
                )}
              </Text>
            </Box>
            <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
              {formatClock(s.created_at)}
            </Text>
          </Grid>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * The Yeekee round page's own part: the shoot box and the live shot list while the round is open,
 * then the result with its proof. `onRoundMoved` reloads the round when the list shows it moved on.
 */
export function YeekeePanel({
  round,
  open,
  loggedIn,
  onRoundMoved,
}: {
  round: LottoRound;
  open: boolean;
  loggedIn: boolean;
  onRoundMoved: () => void;
}) {
  const queryClient = useQueryClient();
  const live = round.status === 'open';
  const feed = useQuery(feedQuery(queryClient, round.id, live));
  const [mine, setMine] = useState<ReadonlySet<number>>(new Set());
  const listStatus = feed.data?.round.status;
  useEffect(() => {
    if (listStatus && listStatus !== round.status) onRoundMoved();
  }, [listStatus, round.status, onRoundMoved]);

  const decided = round.status === 'resulted' || round.status === 'cancelled';
  return (
    <Stack gap="4">
      {decided && <YeekeeProof roundId={round.id} />}
      {round.status === 'closed' && (
        <Box bg="bg.panel" rounded="2xl" p="4" borderWidth="1px" borderColor="orange.700" role="status">
          <Text fontWeight="bold">ปิดรับยิงเลขแล้ว กำลังคำนวณผล…</Text>
          <Text fontSize="sm" color="fg.muted">
            ผลและหลักฐานการคำนวณจะแสดงที่นี่ภายในไม่กี่วินาที
          </Text>
        </Box>
      )}
      <Grid templateColumns={{ base: '1fr', md: decided ? '1fr' : '1fr 1fr' }} gap="4" alignItems="start">
        {!decided && (
          <ShootBox
            roundId={round.id}
            open={open}
            loggedIn={loggedIn}
            onShot={(s) => {
              setMine((m) => new Set(m).add(s.shot.id));
              void queryClient.invalidateQueries({ queryKey: feedKey(round.id) });
            }}
          />
        )}
        {!decided && <ShotList feed={feed.data} mine={mine} />}
      </Grid>
      {feed.isError && (
        <Text color="fg.error" fontSize="sm">
          {feed.error.message}
        </Text>
      )}
    </Stack>
  );
}
