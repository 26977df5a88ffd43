import { Box, Button, Container, Flex, Grid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { BET_TYPES, type BetType } from '@contract/lotto-names';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { QueryBoundary } from '@/components/query/QueryBoundary';
import { walletsQueryKey } from '@/features/member';
import { isLoggedInAtom } from '@/state/auth';
import { ResultBoard } from '../components/ResultBoard';
import { limitQuery, lottoKeys, roundQuery } from '../queries';
import { YeekeePanel } from '../yeekee/YeekeePanel';
import { BillDialog, type DialogView } from './BillDialog';
import { BillEntry, type OfferedBet } from './BillEntry';
import { BillPanel } from './BillPanel';
import type { Limited } from './bill';
import { RoundBills } from './RoundBills';
import { RoundHeader } from './RoundHeader';
import { LimitedNumbers, RoundRules } from './RoundInfo';
import { useBill, useRoundBillReset } from './useBill';

type Tab = 'bet' | 'shoot';

function Card({ children }: { children: ReactNode }) {
  return (
    <Box bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="2xl" p={{ base: '4', sm: '5' }} minW="0">
      {children}
    </Box>
  );
}

function Tabs({ tab, onTab }: { tab: Tab; onTab: (t: Tab) => void }) {
  const item = (t: Tab, label: string) => (
    <Button
      role="tab"
      aria-selected={tab === t}
      flex="1"
      rounded="full"
      colorPalette="gold"
      variant={tab === t ? 'solid' : 'ghost'}
      onClick={() => onTab(t)}
    >
      {label}
    </Button>
  );
  return (
    <Flex role="tablist" aria-label="หวยยี่กี" bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="full" p="1" gap="1">
      {item('bet', 'แทงหวย')}
      {item('shoot', 'ยิงเลข')}
    </Flex>
  );
}

/**
 * /lotto/{round_id}: the round with its countdown and result, the bill builder and the lotto dialog,
 * the member's bills of the round, limited numbers and rules; a Yeekee round adds the shoot box, the
 * live shot list and the result's proof.
 */
export function RoundPage() {
  const params = useParams({ strict: false }) as { round_id?: string };
  const roundId = Number(params.round_id);
  // A new key per round: the dialog, the tab and the keypad start afresh on another round.
  return <RoundView key={roundId} roundId={roundId} />;
}

export function RoundView({ roundId }: { roundId: number }) {
  return (
    <Container py={{ base: '4', md: '6' }}>
      <QueryBoundary
        fallback={
          <Stack gap="4">
            <Skeleton h="28" rounded="2xl" />
            <Skeleton h="96" rounded="2xl" />
          </Stack>
        }
        actions={
          <Button asChild colorPalette="gold">
            <Link to="/lotto/lobby">เลือกงวดอื่น</Link>
          </Button>
        }
      >
        <Round roundId={roundId} />
      </QueryBoundary>
    </Container>
  );
}

function Round({ roundId }: { roundId: number }) {
  const queryClient = useQueryClient();
  const loggedIn = useAtomValue(isLoggedInAtom);
  useRoundBillReset(roundId);

  const round = useSuspenseQuery({
    ...roundQuery(roundId),
    // While a round waits for its result, look again now and then (Yeekee's comes within seconds).
    refetchInterval: (q) => (q.state.data?.round.status === 'closed' ? (q.state.data.round.group === 'yeekee' ? 3000 : 30_000) : false),
  });
  const limit = useQuery(limitQuery(roundId));
  const [dialog, setDialog] = useState<DialogView | null>(null);
  const [tab, setTab] = useState<Tab | null>(null);

  const limited = useMemo(
    () => new Map<string, Limited>((limit.data?.limited ?? []).map((l) => [`${l.bet_type}:${l.number}`, l])),
    [limit.data],
  );
  const flow = useBill(roundId, limited);
  const detail = round.data;
  const offered: OfferedBet[] = useMemo(() => {
    const rates = new Map(detail.rates.filter((r) => r.enabled).map((r) => [r.bet_type, r.rate]));
    return BET_TYPES.filter((bt) => detail.category.bet_types.includes(bt) && rates.has(bt)).map((bt) => ({
      bet_type: bt,
      rate: rates.get(bt) ?? 0,
    }));
  }, [detail]);
  const rates = useMemo(() => new Map<BetType, number>(offered.map((o) => [o.bet_type, o.rate])), [offered]);

  const reload = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: lottoKeys.round(roundId) });
  }, [queryClient, roundId]);

  // A result pays winners at once: show the won cards and the new balance without a reload.
  const status = detail.round.status;
  useEffect(() => {
    if (status !== 'resulted' && status !== 'cancelled') return;
    void queryClient.invalidateQueries({ queryKey: lottoKeys.bills() });
    void queryClient.invalidateQueries({ queryKey: walletsQueryKey });
  }, [status, queryClient]);

  const r = round.data.round;
  const yeekee = r.group === 'yeekee';
  const started = r.is_open;
  const shownTab: Tab = tab ?? (yeekee && r.status !== 'open' ? 'shoot' : 'bet');
  const check = () => {
    setDialog({ kind: 'review' });
    if (flow.items) flow.validate.mutate(flow.items);
  };

  return (
    <>
      <Stack gap="4">
        <RoundHeader round={r} receivedAt={round.dataUpdatedAt} onDeadline={reload} />
        {r.result && !yeekee && (
          <Card>
            <Box as="section" aria-label={`ผลรางวัล ${r.title}`}>
              <Text fontWeight="bold" mb="2">
                ผลรางวัล
              </Text>
              <ResultBoard result={r.result} />
            </Box>
          </Card>
        )}
        {yeekee && <Tabs tab={shownTab} onTab={setTab} />}
        {shownTab === 'shoot' ? (
          <YeekeePanel round={r} open={started} loggedIn={loggedIn} onRoundMoved={reload} />
        ) : started ? (
          <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 5fr) minmax(0, 6fr)' }} gap="4" alignItems="start">
            <Card>
              <BillEntry offered={offered} onAdd={flow.add} />
              {flow.input.lines.length > 0 && (
                // On a phone the bill is below the keypad: one tap takes the member there.
                <Button
                  display={{ base: 'flex', md: 'none' }}
                  w="full"
                  mt="2"
                  variant="outline"
                  colorPalette="green"
                  onClick={() => document.getElementById('bill-panel')?.scrollIntoView({ behavior: 'smooth' })}
                >
                  ดูโพย ({flow.input.lines.length} รายการ)
                </Button>
              )}
            </Card>
            <Card>
              <BillPanel flow={flow} rates={rates} limited={limited} loggedIn={loggedIn} onCheck={check} />
            </Card>
          </Grid>
        ) : null}
        {loggedIn && <RoundBills roundId={roundId} onOpen={(billId) => setDialog({ kind: 'bill', billId })} />}
        {shownTab === 'bet' && !started && (
          <Card>
            <Stack align="center" gap="3" textAlign="center" py="4">
              <Text fontWeight="bold">{r.status === 'open' ? 'งวดนี้ยังไม่เปิดรับแทง' : 'งวดนี้ปิดรับแทงแล้ว'}</Text>
              {r.result && yeekee && <ResultBoard result={r.result} compact />}
              <Button asChild colorPalette="gold" variant="outline">
                <Link to="/lotto/lobby">เลือกงวดที่เปิดรับแทง</Link>
              </Button>
            </Stack>
          </Card>
        )}
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4" alignItems="start">
          <LimitedNumbers limit={limit.data} />
          <RoundRules roundId={roundId} />
        </Grid>
      </Stack>
      <BillDialog view={dialog} onClose={() => setDialog(null)} flow={flow} rates={rates} limited={limited} />
    </>
  );
}
