import { Badge, Box, Button, Container, Flex, Grid, Heading, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { PollStatus } from '@contract/polls';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import { FairnessSection } from '@/components/FairnessSection';
import { Panel } from '@/components/Panel';
import { QueryBoundary } from '@/components/query/QueryBoundary';
import { TOAST_MS, toaster } from '@/components/toaster';
import { failureMessage } from '@/lib/api-error';
import { isLoggedInAtom } from '@/state/auth';
import { newRequestKey, pollApi } from './api';
import { Choices } from './Choices';
import { Countdown } from './Countdown';
import { MyVotes, QuotaCard } from './MemberPanels';
import {
  pollConfigQuery,
  pollIdOf,
  pollKeys,
  pollMyQuery,
  pollQuotaQuery,
  pollStatsQuery,
  pollWinnersQuery,
  type ShownPoll,
} from './queries';
import { Fairness, Winners } from './Result';
import { StatsBars } from './StatsBars';

const STATUS_COLORS: Record<PollStatus, string> = { open: 'green', closed: 'orange', resolved: 'blue', cancelled: 'gray' };

function StatusLine({ poll }: { poll: ShownPoll }) {
  const c = poll.config;
  if (c.voting_open) return null;
  const text = c.not_started
    ? 'โพลนี้ยังไม่เปิดให้โหวต'
    : c.status === 'resolved'
      ? 'โพลนี้ประกาศผลแล้ว'
      : c.status === 'cancelled'
        ? 'โพลนี้ถูกยกเลิกแล้ว ไม่มีการแจกรางวัล'
        : 'โพลนี้ปิดโหวตแล้ว รอประกาศผล';
  return (
    <Text color="fg.muted" textAlign="center" data-testid="poll-status-line">
      {text}
    </Text>
  );
}

/** The vote's confirm step: the choice, one vote used, 'ยืนยันการโหวต' or cancel; visitors are sent to log in. */
function VoteAction({
  poll,
  selected,
  remaining,
  onDone,
}: {
  poll: ShownPoll;
  selected: number | null;
  remaining: number | undefined;
  onDone: () => void;
}) {
  const signedIn = useAtomValue(isLoggedInAtom);
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const pid = poll.config.id;
  const mutation = useMutation({
    mutationFn: (choiceId: number) => pollApi.submit(pid, choiceId, newRequestKey()),
    onSuccess: (r) => {
      toaster.create({ type: 'success', title: 'โหวตสำเร็จ', description: r.message, duration: TOAST_MS });
      onDone();
    },
    onError: (err) => {
      toaster.create({ type: 'error', title: 'โหวตไม่สำเร็จ', description: failureMessage(err), duration: TOAST_MS });
    },
    onSettled: () => {
      inFlight.current = false;
      void queryClient.invalidateQueries({ queryKey: pollKeys.stats(pid) });
      void queryClient.invalidateQueries({ queryKey: pollKeys.quota(pid) });
      void queryClient.invalidateQueries({ queryKey: pollKeys.my(pid) });
    },
  });
  if (!poll.config.voting_open) return <StatusLine poll={poll} />;
  const choice = poll.choices.find((c) => c.id === selected);
  if (!signedIn)
    return (
      <Stack gap="2" align="center" data-testid="poll-login">
        <Text color="fg.muted" textAlign="center">
          {choice ? `ท่านเลือก "${choice.label}" ` : ''}เข้าสู่ระบบเพื่อโหวตและลุ้นรับรางวัล
        </Text>
        <Button asChild colorPalette="green" size="lg" w={{ base: 'full', sm: 'auto' }} minW={{ sm: '60' }}>
          <Link to="/login">เข้าสู่ระบบเพื่อโหวต</Link>
        </Button>
      </Stack>
    );
  if (!choice)
    return (
      <Text color="fg.muted" textAlign="center">
        แตะตัวเลือกที่ต้องการโหวต
      </Text>
    );
  const none = remaining !== undefined && remaining <= 0;
  const onConfirm = () => {
    if (inFlight.current || mutation.isPending) return;
    inFlight.current = true;
    mutation.mutate(choice.id);
  };
  return (
    <Box
      rounded="xl"
      borderWidth="1px"
      borderColor="gold.700"
      bg="gold.950/50"
      p="4"
      role="region"
      aria-label="ยืนยันการโหวต"
      data-testid="poll-confirm"
    >
      <Text textAlign="center">
        โหวต <strong>"{choice.label}"</strong> ใช้ 1 สิทธิ์
        {remaining !== undefined ? ` (เหลือ ${remaining} สิทธิ์)` : ''}
      </Text>
      {none && (
        <Text textAlign="center" color="orange.300" fontSize="sm" mt="1">
          ท่านใช้สิทธิ์โหวตครบแล้ว
        </Text>
      )}
      <Flex gap="3" mt="3" direction={{ base: 'column', sm: 'row' }} justify="center">
        <Button colorPalette="green" size="lg" onClick={onConfirm} loading={mutation.isPending} disabled={none} minW={{ sm: '48' }}>
          ยืนยันการโหวต
        </Button>
        <Button variant="outline" size="lg" onClick={onDone} disabled={mutation.isPending} minW={{ sm: '32' }}>
          ยกเลิก
        </Button>
      </Flex>
    </Box>
  );
}

function MemberSide({ pid }: { pid: number }) {
  const quota = useQuery(pollQuotaQuery(pid));
  const my = useQuery(pollMyQuery(pid));
  return (
    <>
      <Panel title="สิทธิ์โหวตของฉัน">
        {quota.data ? (
          <QuotaCard quota={quota.data} />
        ) : quota.isError ? (
          <Text color="fg.muted">{failureMessage(quota.error)}</Text>
        ) : (
          <Skeleton h="16" />
        )}
      </Panel>
      <Panel title="โหวตของฉัน">
        {my.data ? <MyVotes my={my.data} /> : my.isError ? <Text color="fg.muted">{failureMessage(my.error)}</Text> : <Skeleton h="16" />}
      </Panel>
    </>
  );
}

function PollView({ id }: { id: number | undefined }) {
  const poll = useSuspenseQuery(pollConfigQuery(id)).data;
  const c = poll.config;
  const pid = c.id;
  const signedIn = useAtomValue(isLoggedInAtom);
  const queryClient = useQueryClient();
  const resolved = c.status === 'resolved';
  const stats = useQuery(pollStatsQuery(pid)).data;
  const winners = useQuery({ ...pollWinnersQuery(pid), enabled: resolved }).data;
  const remaining = useQuery({ ...pollQuotaQuery(pid), enabled: signedIn }).data?.remaining;
  const [selected, setSelected] = useState<number | null>(null);
  const winning = poll.metadata.winning_choice_id;
  const onEnd = useCallback(() => void queryClient.invalidateQueries({ queryKey: pollKeys.config(id) }), [queryClient, id]);
  return (
    <Stack gap={{ base: '4', sm: '5' }}>
      {poll.missing_id !== null && (
        <Box
          rounded="xl"
          borderWidth="1px"
          borderColor="orange.700"
          bg="orange.950/50"
          px="4"
          py="3"
          role="status"
          data-testid="poll-missing"
        >
          ไม่พบโพล #{poll.missing_id} จึงแสดงโพลปัจจุบันแทน
        </Box>
      )}
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap={{ base: '4', sm: '5' }} alignItems="start">
        <Stack gap={{ base: '4', sm: '5' }} minW="0">
          <Box as="section" aria-label={c.title} bg="bg.panel" rounded="2xl" borderWidth="1px" borderColor="gold.800" overflow="hidden">
            {c.image && <Image src={c.image} alt={c.title} w="full" maxH="280px" objectFit="cover" />}
            <Stack p={{ base: '4', sm: '6' }} gap="4">
              <Box>
                <Flex gap="2" align="center" wrap="wrap" mb="1">
                  <Badge colorPalette={STATUS_COLORS[c.status]} variant="subtle" data-testid="poll-status">
                    {c.not_started ? 'ยังไม่เปิดโหวต' : c.status_name}
                  </Badge>
                  <Text fontSize="xs" color="fg.muted">
                    โพล #{pid}
                  </Text>
                </Flex>
                <Heading as="h2" size={{ base: 'lg', sm: 'xl' }} color="gold.fg">
                  {c.title}
                </Heading>
                {c.description && (
                  <Text color="fg.muted" mt="1" whiteSpace="pre-line">
                    {c.description}
                  </Text>
                )}
                <Text mt="2" fontSize="sm">
                  รางวัล: <strong>{poll.metadata.prize.text}</strong> ต่อ 1 สิทธิ์ที่ทายถูก
                  {poll.metadata.winners_limit > 0 ? ` (สุ่ม ${poll.metadata.winners_limit} สิทธิ์)` : ''}
                </Text>
              </Box>
              <Countdown
                key={`${pid}-${c.server_time}`}
                opensAt={c.opens_at}
                closesAt={c.closes_at}
                serverTime={c.server_time}
                notStarted={c.not_started}
                votingOpen={c.voting_open}
                onEnd={onEnd}
              />
              <Choices
                layout={c.layout}
                choices={poll.choices}
                stats={stats}
                selected={selected}
                winning={winning}
                disabled={!c.voting_open}
                onSelect={(cid) => setSelected((s) => (s === cid ? null : cid))}
              />
              <VoteAction poll={poll} selected={selected} remaining={remaining} onDone={() => setSelected(null)} />
            </Stack>
          </Box>
          {resolved && (
            <Panel title="ผลโพลและผู้ได้รับรางวัล">{winners ? <Winners winners={winners} /> : <Skeleton h="32" rounded="xl" />}</Panel>
          )}
          <Panel title={c.layout === 'grid' ? 'ผลโหวตล่าสุด (10 อันดับแรก)' : 'ผลโหวตล่าสุด'}>
            {stats ? <StatsBars stats={stats} layout={c.layout} winning={winning} /> : <Skeleton h="32" rounded="xl" />}
          </Panel>
        </Stack>
        <Stack gap={{ base: '4', sm: '5' }} minW="0">
          {signedIn ? (
            <MemberSide pid={pid} />
          ) : (
            <Panel title="สิทธิ์โหวต">
              <Text color="fg.muted" mb="3">
                สมัครสมาชิกหรือเข้าสู่ระบบ เพื่อรับสิทธิ์โหวตและลุ้นรางวัล
              </Text>
              <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
                <Button asChild colorPalette="gold" flex="1">
                  <Link to="/register">สมัครสมาชิก</Link>
                </Button>
                <Button asChild colorPalette="green" flex="1">
                  <Link to="/login">เข้าสู่ระบบ</Link>
                </Button>
              </Flex>
            </Panel>
          )}
          <Panel title="กติกา">
            <Stack as="ul" gap="2" ps="5" listStyleType="disc" fontSize="sm" data-testid="poll-rules">
              {poll.metadata.rules.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </Stack>
          </Panel>
          <FairnessSection summary={resolved ? 'ผลสุ่มผู้โชคดีตรวจสอบได้ด้วย seed ที่เปิดเผยแล้ว' : 'ผลสุ่มผู้โชคดีตรวจสอบได้หลังประกาศผล'}>
            <Fairness config={poll} winners={winners} />
          </FairnessSection>
        </Stack>
      </Grid>
    </Stack>
  );
}

/**
 * /poll/{id} (id optional: the current poll). Visitors see the poll, its time left, choices and live
 * stats and are sent to log in to vote; members also see their quota ("เหลือสิทธิ์โหวต N ครั้ง") and
 * how to earn more, their votes, and vote with a confirm step. After resolution: the result, the
 * winners and the revealed seed. An unknown id shows the current poll with a note.
 */
export function PollPage() {
  const params = useParams({ strict: false }) as { id?: string };
  const id = pollIdOf(params.id);
  return (
    <Container py={{ base: '4', sm: '6' }} maxW="1120px">
      <Heading as="h1" size={{ base: 'xl', sm: '2xl' }} mb="4">
        {id ? `โหวตกิจกรรม #${id}` : 'โหวตกิจกรรม'}
      </Heading>
      <QueryBoundary
        fallback={
          <Stack gap="4">
            <Skeleton h="64" rounded="2xl" />
            <Skeleton h="40" rounded="2xl" />
          </Stack>
        }
      >
        <PollView key={id ?? 'current'} id={id} />
      </QueryBoundary>
    </Container>
  );
}
