import { Alert, Box, Container, Flex, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { WithdrawInfo } from '@contract/withdrawals';
import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { Panel } from '@/components/Panel';
import { QueryBoundary } from '@/components/query/QueryBoundary';
import { loadPromotionWidgets } from '@/features/promotions';
import { formatMoney, formatNumber, formatThaiDate } from '@/lib/format';
import { withdrawInfoQuery } from './queries';
import { WithdrawalList } from './WithdrawalList';
import { WithdrawalStatusBadge } from './WithdrawalStatusBadge';
import { WithdrawForm } from './WithdrawForm';

// The promotion requirement and the cap (features/promotions), loaded by the route's loader with the data.
const BlockingRequirement = lazy(() => loadPromotionWidgets().then((m) => ({ default: m.BlockingRequirement })));
const WithdrawCap = lazy(() => loadPromotionWidgets().then((m) => ({ default: m.WithdrawCap })));

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box bg="bg.muted" rounded="lg" px="3" py="2" minW="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold" fontSize="sm">
        {children}
      </Text>
    </Box>
  );
}

/** Available balance, the agent's limits and today's use. */
function Summary({ info }: { info: WithdrawInfo }) {
  return (
    <Box
      rounded="2xl"
      p={{ base: '4', sm: '6' }}
      bgGradient="to-br"
      gradientFrom="green.900"
      gradientTo="bg.panel"
      borderWidth="1px"
      borderColor="green.border"
    >
      <Text fontSize="sm" color="fg.muted">
        ยอดเงินที่ถอนได้
      </Text>
      <Flex align="baseline" gap="2">
        <Text fontSize={{ base: '3xl', sm: '4xl' }} fontWeight="bold" color="green.300" data-testid="withdraw-available">
          {formatMoney(info.available)}
        </Text>
        <Text color="fg.muted">บาท</Text>
      </Flex>
      <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="2" mt="4">
        <Stat label="ถอนขั้นต่ำต่อครั้ง">{formatNumber(info.limits.min_amount)} บาท</Stat>
        <Stat label="ถอนสูงสุดต่อวัน">{formatNumber(info.limits.max_per_day)} บาท</Stat>
        <Stat label="วันนี้ถอนแล้ว">{formatNumber(info.today.amount)} บาท</Stat>
        <Stat label="จำนวนครั้งวันนี้">
          {info.today.count} / {info.limits.count_per_day} ครั้ง
        </Stat>
      </Grid>
    </Box>
  );
}

/** Why a withdrawal cannot be made now: the server's Thai reason (the pending one, the requirement below). */
function Blocked({ info }: { info: WithdrawInfo }) {
  if (info.can_withdraw || !info.blocked_reason) return null;
  return (
    <Alert.Root status="warning" rounded="xl" data-testid="withdraw-blocked">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title fontWeight="normal">{info.blocked_reason}</Alert.Title>
      </Alert.Content>
    </Alert.Root>
  );
}

function PendingWithdrawal({ w }: { w: NonNullable<WithdrawInfo['pending']> }) {
  return (
    <Box rounded="xl" borderWidth="1px" borderColor="yellow.700" bg="yellow.950/30" p="4" aria-label="รายการถอนที่รอดำเนินการ" role="status">
      <Flex justify="space-between" align="center" gap="3">
        <Box>
          <Text fontSize="sm" color="fg.muted">
            รายการถอนที่รอดำเนินการ
          </Text>
          <Text fontWeight="bold" fontSize="xl">
            {formatMoney(w.amount)} บาท
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {w.bank.bank_name} {w.bank.account_number_masked} · {formatThaiDate(w.created_at, true)} น.
          </Text>
        </Box>
        <WithdrawalStatusBadge status={w.status} name={w.status_name} />
      </Flex>
    </Box>
  );
}

/** /member/withdraw: balance and limits, the form to a registered account, and the recent withdrawals. */
export function WithdrawPage() {
  return (
    <Container py={{ base: '4', sm: '6' }} maxW="1120px">
      <Heading as="h1" size={{ base: 'xl', sm: '2xl' }} mb="4">
        ถอนเงิน
      </Heading>
      <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap={{ base: '4', md: '6' }} alignItems="start">
        <Stack gap={{ base: '4', sm: '5' }} minW="0">
          <QueryBoundary
            fallback={
              <>
                <Skeleton h="44" rounded="2xl" />
                <Skeleton h="72" rounded="2xl" />
              </>
            }
          >
            <Withdraw />
          </QueryBoundary>
        </Stack>
        <WithdrawalList />
      </Grid>
    </Container>
  );
}

function Withdraw() {
  const info = useSuspenseQuery(withdrawInfoQuery).data;
  return (
    <>
      <Summary info={info} />
      <Blocked info={info} />
      <Suspense fallback={null}>
        {info.turnover && <BlockingRequirement t={info.turnover} />}
        {info.withdraw_cap && <WithdrawCap cap={info.withdraw_cap} />}
      </Suspense>
      {info.pending && <PendingWithdrawal w={info.pending} />}
      <Panel title="แจ้งถอนเงิน">
        <WithdrawForm info={info} />
        <Text fontSize="xs" color="fg.muted" mt="4">
          ถอนเข้าบัญชีธนาคารที่ลงทะเบียนไว้เท่านั้น ทำรายการได้ครั้งละ 1 รายการ เจ้าหน้าที่จะตรวจสอบและโอนเงินให้โดยเร็ว
        </Text>
      </Panel>
    </>
  );
}
