import { Box, Container, Flex, Grid, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { REWARD_KIND_NAMES } from '@contract/rewards';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type KeyboardEvent, useState } from 'react';
import { CashbackOutlineIcon } from '@/components/icons/outline';
import { Panel } from '@/components/Panel';
import { QueryBoundary } from '@/components/query/QueryBoundary';
import { isLoggedInAtom } from '@/state/auth';
import { ClaimCard } from './ClaimCard';
import { CurrentPeriod } from './CurrentPeriod';
import { DailyRules } from './DailyRules';
import { GuestActions } from './parts';
import { cashbackConfigQuery, cashbackSummaryQuery } from './queries';
import { RewardHistory } from './RewardHistory';

type DailyKind = 'cashback' | 'commission';
const KINDS: DailyKind[] = ['cashback', 'commission'];

const tabId = (k: DailyKind) => `reward-tab-${k}`;
const panelId = (k: DailyKind) => `reward-panel-${k}`;

function KindTabs({ value, onChange }: { value: DailyKind; onChange: (k: DailyKind) => void }) {
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const next = value === 'cashback' ? 'commission' : 'cashback';
    onChange(next);
    document.getElementById(tabId(next))?.focus();
  };
  return (
    <SimpleGrid role="tablist" aria-label="ประเภทยอดคืน" columns={2} gap="2" onKeyDown={onKeyDown}>
      {KINDS.map((k) => {
        const active = k === value;
        return (
          <Box
            asChild
            key={k}
            py="3"
            px="2"
            rounded="xl"
            borderWidth="2px"
            borderColor={active ? 'gold.solid' : 'border.muted'}
            bg={active ? 'gold.subtle' : 'bg.panel'}
            color={active ? 'gold.fg' : 'fg'}
            fontWeight="semibold"
            cursor="pointer"
            _focusVisible={{ outline: '2px solid', outlineColor: 'gold.focusRing', outlineOffset: '2px' }}
          >
            <button
              id={tabId(k)}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={panelId(k)}
              tabIndex={active ? 0 : -1}
              onClick={() => onChange(k)}
            >
              {REWARD_KIND_NAMES[k]}
            </button>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}

/** The rules panel of one kind, marking the member's VIP level when known. */
function RulesPanel({ kind, vipLevel }: { kind: DailyKind; vipLevel?: number }) {
  const config = useSuspenseQuery(cashbackConfigQuery).data;
  return <DailyRules kind={kind} config={config} vipLevel={vipLevel} />;
}

function Today({ kind }: { kind: DailyKind }) {
  const summary = useSuspenseQuery(cashbackSummaryQuery).data;
  // The requirement a claim carries comes with the rules; they may still be loading.
  const config = useQuery(cashbackConfigQuery).data;
  const part = summary[kind];
  return (
    <Stack gap={{ base: '4', sm: '5' }} minW="0">
      <ClaimCard kind={kind} claimable={part.claimable} multiplier={config ? config[kind].turnover_multiplier : null} />
      <CurrentPeriod
        entry={part.today}
        title={kind === 'cashback' ? 'ยอดเสียวันนี้' : 'ยอดเทิร์นวันนี้'}
        note="ยอดของวันนี้เป็นยอดประมาณการ จะสรุปยอดหลังเที่ยงคืนและรับได้ตั้งแต่วันถัดไป"
      />
    </Stack>
  );
}

function MemberCashback() {
  const [kind, setKind] = useState<DailyKind>('cashback');
  const vipLevel = useQuery(cashbackSummaryQuery).data?.vip_level;
  return (
    <Stack gap={{ base: '4', sm: '5' }}>
      <KindTabs value={kind} onChange={setKind} />
      <Box id={panelId(kind)} role="tabpanel" aria-labelledby={tabId(kind)}>
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap={{ base: '4', sm: '5' }} alignItems="start">
          <QueryBoundary
            fallback={
              <Stack gap="4">
                <Skeleton h="48" rounded="2xl" />
                <Skeleton h="64" rounded="2xl" />
              </Stack>
            }
          >
            <Today key={kind} kind={kind} />
          </QueryBoundary>
          <Stack gap={{ base: '4', sm: '5' }} minW="0">
            <Panel title={`กติกา${REWARD_KIND_NAMES[kind]}`}>
              <QueryBoundary fallback={<Skeleton h="48" rounded="xl" />}>
                <RulesPanel kind={kind} vipLevel={vipLevel} />
              </QueryBoundary>
            </Panel>
            <RewardHistory key={kind} kind={kind} title={`ประวัติ${REWARD_KIND_NAMES[kind]}`} />
          </Stack>
        </Grid>
      </Box>
    </Stack>
  );
}

function VisitorCashback() {
  return (
    <Stack gap={{ base: '4', sm: '5' }}>
      <GuestActions text="สมัครสมาชิกหรือเข้าสู่ระบบ เพื่อดูยอดของท่านและรับยอดคืนทุกวัน" />
      <QueryBoundary
        fallback={
          <Grid templateColumns={{ base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }} gap="5">
            <Skeleton h="80" rounded="2xl" />
            <Skeleton h="80" rounded="2xl" />
          </Grid>
        }
      >
        <Grid templateColumns={{ base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }} gap={{ base: '4', sm: '5' }} alignItems="start">
          {KINDS.map((k) => (
            <Panel key={k} title={REWARD_KIND_NAMES[k]}>
              <RulesPanel kind={k} />
            </Panel>
          ))}
        </Grid>
      </QueryBoundary>
    </Stack>
  );
}

/**
 * /cashback: the daily cashback on losses and the turnover commission. Visitors see the rules and the
 * way to register or log in; members see, per kind, what they may claim now with the claim button,
 * today's running figures, the rules with their VIP level marked, and the past days.
 */
export function CashbackPage() {
  const signedIn = useAtomValue(isLoggedInAtom);
  return (
    <Container py={{ base: '4', sm: '6' }} maxW="1120px">
      <Flex align="center" gap="3" mb="4">
        <Box color="gold.400" flexShrink={0} aria-hidden>
          <CashbackOutlineIcon size={36} />
        </Box>
        <Box>
          <Heading as="h1" size={{ base: 'xl', sm: '2xl' }}>
            แคชแบ็กรายวัน
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            คืนยอดเสียและคืนค่าคอมมิชชั่นทุกวัน รับเข้ากระเป๋าหลักได้เอง
          </Text>
        </Box>
      </Flex>
      {signedIn ? <MemberCashback /> : <VisitorCashback />}
    </Container>
  );
}
