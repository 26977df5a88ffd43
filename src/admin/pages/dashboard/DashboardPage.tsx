import { Alert, Badge, Box, Flex, Heading, SimpleGrid, Table, Text } from '@chakra-ui/react';
import { GAME_CATEGORY_NAMES, type GameCategory } from '@contract/games-names';
import type { Dashboard, DashboardFigures } from '@contract/reports';
import { bangkokDayStart } from '@contract/thai-calendar';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { baht, bangkokTime, count, Failure, Loading } from '../../app/kit';
import { dashboardQuery } from './api';
import { CashChart, thaiDay } from './CashChart';
import { LaunchCard } from './LaunchCard';

const productName = (p: string) => GAME_CATEGORY_NAMES[p as GameCategory] ?? (p === 'other' ? 'อื่น ๆ' : p);

/** A figure that may go below zero: green when the house is ahead, red when behind. */
function Signed({ amount }: { amount: number }) {
  return (
    <Text as="span" color={amount < 0 ? 'red.700' : amount > 0 ? 'green.700' : undefined}>
      {baht(amount)}
    </Text>
  );
}

function Card({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <Box bg="white" borderWidth="1px" borderRadius="md" p="4" role="group" aria-label={label}>
      <Text fontSize="sm" color="gray.600">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="semibold" lineHeight="short" mt="1">
        {value}
      </Text>
      {hint && (
        <Text fontSize="xs" color="gray.500" mt="1">
          {hint}
        </Text>
      )}
    </Box>
  );
}

/** A queue's counter: how many wait, as a link to the queue with its filter. Orange while any wait. */
function Waiting({ label, n, hint }: { label: string; n: number; hint: string }) {
  return (
    <Box
      bg={n > 0 ? 'orange.50' : 'white'}
      borderWidth="1px"
      borderColor={n > 0 ? 'orange.300' : undefined}
      borderRadius="md"
      p="4"
      h="full"
      _hover={{ borderColor: 'blue.500' }}
    >
      <Text fontSize="sm" color="gray.700">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="semibold" lineHeight="short" mt="1" color={n > 0 ? 'orange.800' : undefined}>
        {count(n)}
      </Text>
      <Text fontSize="xs" color="blue.700" mt="1">
        {hint} →
      </Text>
    </Box>
  );
}

/**
 * What waits for the operator, each counter a link to its queue with the right filter. Support chat
 * has no queue yet, so it has no counter (none is shown rather than a made-up one).
 */
function WaitingForYou({ d }: { d: Dashboard }) {
  const w = d.waiting;
  return (
    <Box as="section" aria-label="รอดำเนินการ">
      <Heading as="h2" size="md" mb="3">
        รอดำเนินการ
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="3">
        {/* A field with a default is named as undefined: the page's own default applies and stays out of the address. */}
        <Link
          to="/deposits"
          search={{ tab: 'lines', status: 'review', kind: undefined, sort: undefined, dir: undefined }}
          aria-label={`รายการเดินบัญชีรอจับคู่ ${count(w.deposit_lines)} รายการ`}
        >
          <Waiting label="รายการเดินบัญชีรอจับคู่" n={w.deposit_lines} hint="ไปหน้าฝากเงิน" />
        </Link>
        <Link
          to="/withdrawals"
          search={{ status: 'pending', dir: undefined }}
          aria-label={`รายการถอนรออนุมัติ ${count(w.withdrawals)} รายการ`}
        >
          <Waiting label="รายการถอนรออนุมัติ" n={w.withdrawals} hint="ไปหน้าถอนเงิน" />
        </Link>
        <Link
          to="/lotto"
          search={{ tab: 'rounds', sort: undefined, dir: undefined, esort: undefined, edir: undefined }}
          aria-label={`ผลหวยรอยืนยันหรือพักไว้ ${count(w.lotto_results)} งวด`}
        >
          <Waiting label="ผลหวยรอยืนยัน/พักไว้ (งวด)" n={w.lotto_results} hint="ไปหน้างวดหวยและผล" />
        </Link>
        <Card
          label="ยอดแทงที่ยังไม่ออกผล (บาท)"
          value={baht(d.open_now.total)}
          hint={`บอล ${count(d.open_now.sport.count)} บิล ${baht(d.open_now.sport.amount)} · หวย ${count(d.open_now.lotto.count)} โพย ${baht(d.open_now.lotto.amount)}`}
        />
      </SimpleGrid>
    </Box>
  );
}

/** One period's house result, its open stakes, the promotion cost and what is left after it. */
function Result({ f }: { f: DashboardFigures }) {
  const p = f.promotion_cost;
  const open = f.games_total.open_stakes + f.lotto_total.open_stakes;
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" mt="3">
      <Card label="ผลได้เสียเว็บ (บาท)" value={<Signed amount={f.house_result} />} hint="เฉพาะบิลที่ออกผลแล้ว (เกมและหวย)" />
      <Card label="ยอดแทงรอผล (บาท)" value={baht(open)} hint="แทงในช่วงนี้ ยังไม่ออกผล ไม่นับในผลได้เสีย" />
      <Card
        label="ต้นทุนโปรโมชั่น (บาท)"
        value={baht(p.total)}
        hint={`โบนัส ${baht(p.bonuses)} · เครดิตฟรี ${baht(p.free_credit)} · คืนยอดเสีย ${baht(p.cashback)} · ค่าคอม ${baht(p.commission)} · ริบคืน ${baht(p.forfeited)}`}
      />
      <Card label="สุทธิหลังหักโปรโมชั่น (บาท)" value={<Signed amount={f.net_after_promotions} />} hint="ผลได้เสียเว็บหักต้นทุนโปรโมชั่น" />
    </SimpleGrid>
  );
}

/** One period's cash and members (today, or this month), then its result. */
function Period({ title, f }: { title: string; f: DashboardFigures }) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3">
        <Card label="ยอดฝาก (บาท)" value={baht(f.deposits.amount)} hint={`${count(f.deposits.count)} รายการ`} />
        <Card label="ยอดถอน (บาท)" value={baht(f.withdrawals.amount)} hint={`${count(f.withdrawals.count)} รายการ (จ่ายแล้ว)`} />
        <Card label="กระแสเงินสดสุทธิ (บาท)" value={<Signed amount={f.net_cash_flow} />} hint="ยอดฝากหักยอดถอน" />
        <Card label="สมาชิกใหม่" value={count(f.new_members)} hint="คน" />
        <Card label="ฝากครั้งแรก" value={count(f.first_depositors)} hint="คน" />
        <Card label="สมาชิกที่เล่น" value={count(f.active_members)} hint="คน (แทงเกมหรือซื้อหวย)" />
      </SimpleGrid>
      <Result f={f} />
    </Box>
  );
}

type Figures = { a: number; house: number; open: number };

/** One period's four cells: amount, the settled house result, stakes waiting and how many (blank on the totals row). */
function PeriodCells({ v }: { v: Figures & { n?: number } }) {
  return (
    <>
      <Table.Cell textAlign="end" borderLeftWidth="1px">
        {baht(v.a)}
      </Table.Cell>
      <Table.Cell textAlign="end">
        <Signed amount={v.house} />
      </Table.Cell>
      <Table.Cell textAlign="end" color={v.open > 0 ? undefined : 'gray.400'}>
        {baht(v.open)}
      </Table.Cell>
      <Table.Cell textAlign="end">{v.n === undefined ? '' : count(v.n)}</Table.Cell>
    </>
  );
}

type Line = { key: string; name: string; today: Figures & { n: number }; month: Figures & { n: number } };

/** Games by product or lotto by category: today's and this month's figures side by side. */
function Breakdown({
  title,
  amountLabel,
  countLabel,
  lines: all,
  total,
  hideIdle = false,
}: {
  title: string;
  amountLabel: string;
  countLabel: string;
  lines: Line[];
  /** Leave out the lines with nothing this month (lotto has a few dozen categories), counted in one row. */
  hideIdle?: boolean;
  total: { today: Figures; month: Figures };
}) {
  const idle = (l: Line) => l.month.a === 0 && l.month.house === 0 && l.month.open === 0 && l.month.n === 0;
  const lines = hideIdle ? all.filter((l) => !idle(l)) : all;
  const hidden = all.length - lines.length;
  return (
    <Box as="section" aria-label={title} bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
      <Heading as="h2" size="sm" px="4" pt="3" pb="2">
        {title}
      </Heading>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader rowSpan={2}>รายการ</Table.ColumnHeader>
            <Table.ColumnHeader colSpan={4} textAlign="center" borderLeftWidth="1px">
              วันนี้
            </Table.ColumnHeader>
            <Table.ColumnHeader colSpan={4} textAlign="center" borderLeftWidth="1px">
              เดือนนี้
            </Table.ColumnHeader>
          </Table.Row>
          <Table.Row>
            {['today', 'month'].map((p) => [
              <Table.ColumnHeader key={`${p}a`} textAlign="end" borderLeftWidth="1px" whiteSpace="nowrap">
                {amountLabel}
              </Table.ColumnHeader>,
              <Table.ColumnHeader key={`${p}h`} textAlign="end" whiteSpace="nowrap">
                ผลได้เสียเว็บ
              </Table.ColumnHeader>,
              <Table.ColumnHeader key={`${p}o`} textAlign="end" whiteSpace="nowrap">
                รอผล
              </Table.ColumnHeader>,
              <Table.ColumnHeader key={`${p}n`} textAlign="end" whiteSpace="nowrap">
                {countLabel}
              </Table.ColumnHeader>,
            ])}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((l) => (
            <Table.Row key={l.key}>
              <Table.Cell>{l.name}</Table.Cell>
              <PeriodCells v={l.today} />
              <PeriodCells v={l.month} />
            </Table.Row>
          ))}
          {hidden > 0 && (
            <Table.Row>
              <Table.Cell colSpan={9} color="gray.600" fontSize="sm">
                {lines.length === 0 ? `ทั้ง ${count(hidden)} ประเภทยังไม่มียอดในเดือนนี้` : `อีก ${count(hidden)} ประเภทยังไม่มียอดในเดือนนี้`}
              </Table.Cell>
            </Table.Row>
          )}
          <Table.Row fontWeight="semibold" bg="gray.50">
            <Table.Cell>รวม</Table.Cell>
            <PeriodCells v={total.today} />
            <PeriodCells v={total.month} />
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

const totalOf = (a: number, t: { house_result: number; open_stakes: number }): Figures => ({
  a,
  house: t.house_result,
  open: t.open_stakes,
});

function gameLines(d: Dashboard): Line[] {
  return d.month_figures.games.map((m) => {
    const t = d.today_figures.games.find((g) => g.product === m.product);
    return {
      key: m.product,
      name: productName(m.product),
      today: { a: t?.turnover ?? 0, house: t?.house_result ?? 0, open: t?.open_stakes ?? 0, n: t?.bets ?? 0 },
      month: { a: m.turnover, house: m.house_result, open: m.open_stakes, n: m.bets },
    };
  });
}

function lottoLines(d: Dashboard): Line[] {
  return d.month_figures.lotto.map((m) => {
    const t = d.today_figures.lotto.find((c) => c.category === m.category);
    return {
      key: m.category,
      name: m.name,
      today: { a: t?.sales ?? 0, house: t?.house_result ?? 0, open: t?.open_stakes ?? 0, n: t?.bills ?? 0 },
      month: { a: m.sales, house: m.house_result, open: m.open_stakes, n: m.bills },
    };
  });
}

/** Where the figures stand: when they were read, the rollup's last fold, and a warning when it lags. */
function Freshness({ d, fetching }: { d: Dashboard; fetching: boolean }) {
  const { fold } = d;
  return (
    <Box mb="4">
      <Flex gap="3" align="center" wrap="wrap" fontSize="sm" color="gray.600">
        <Text>ข้อมูล ณ {bangkokTime(d.as_of)}</Text>
        <Text>
          · สรุปยอดรายวันล่าสุด {fold.folded_at ? bangkokTime(fold.folded_at) : 'ยังไม่เคยสรุป'}
          {fold.pending > 0 ? ` · รอสรุป ${count(fold.pending)} รายการ` : ''}
        </Text>
        <Text>· อัปเดตอัตโนมัติทุก 30 วินาที</Text>
        {fetching && (
          <Badge colorPalette="blue" variant="subtle">
            กำลังอัปเดต
          </Badge>
        )}
      </Flex>
      {fold.lagging && (
        <Alert.Root status="warning" mt="3" borderRadius="md">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>การสรุปยอดรายวันล่าช้ากว่า {count(Math.round(fold.lag_limit_seconds / 60))} นาที</Alert.Title>
            <Alert.Description>
              ตัวเลขในหน้านี้ยังครบถ้วน (นับรายการที่ยังไม่สรุป {count(fold.pending)} รายการรวมไว้แล้ว) แต่หน้านี้จะโหลดช้าลงเรื่อย ๆ
              กรุณาแจ้งผู้ดูแลระบบให้ตรวจสอบงานสรุปยอด (reports.fold)
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Box>
  );
}

/** The back office's first page (admin, finance): today, this month, products and the last 30 days. */
export function DashboardPage() {
  const q = useQuery(dashboardQuery);
  if (q.isPending) return <Loading label="กำลังโหลดภาพรวม..." />;
  if (!q.data) return <Failure error={q.error} onRetry={() => q.refetch()} />;
  const d = q.data;
  const first = d.series[0]?.day;
  return (
    <Box>
      {/* A refresh that failed keeps the last figures on screen, with the reason above them. */}
      {q.isError && (
        <Box mb="3">
          <Failure error={q.error} onRetry={() => q.refetch()} />
        </Box>
      )}
      <Freshness d={d} fetching={q.isFetching} />
      <Flex direction="column" gap="6">
        <LaunchCard />
        <WaitingForYou d={d} />
        <Period title={`วันนี้ (${thaiDay(d.today, true)})`} f={d.today_figures} />
        <Period
          title={`เดือนนี้ (${bangkokDayStart(`${d.month}-01`).toLocaleDateString('th-TH', { timeZone: 'Asia/Bangkok', month: 'long', year: 'numeric' })})`}
          f={d.month_figures}
        />
        <Box as="section" aria-label="กราฟ 30 วันล่าสุด" bg="white" borderWidth="1px" borderRadius="md" p="4">
          <Heading as="h2" size="sm" mb="2">
            ยอดฝาก-ถอน 30 วันล่าสุด {first ? `(${thaiDay(first)} - ${thaiDay(d.today)})` : ''}
          </Heading>
          <CashChart series={d.series} />
        </Box>
        <SimpleGrid columns={{ base: 1, '2xl': 2 }} gap="4">
          <Breakdown
            title="เกม: ยอดเล่นและผลได้เสียตามประเภท"
            amountLabel="ยอดเล่น"
            countLabel="จำนวนเดิมพัน"
            lines={gameLines(d)}
            total={{
              today: totalOf(d.today_figures.games_total.turnover, d.today_figures.games_total),
              month: totalOf(d.month_figures.games_total.turnover, d.month_figures.games_total),
            }}
          />
          <Breakdown
            title="หวย: ยอดขายและผลได้เสียตามประเภท"
            amountLabel="ยอดขาย"
            countLabel="จำนวนโพย"
            lines={lottoLines(d)}
            hideIdle
            total={{
              today: totalOf(d.today_figures.lotto_total.sales, d.today_figures.lotto_total),
              month: totalOf(d.month_figures.lotto_total.sales, d.month_figures.lotto_total),
            }}
          />
        </SimpleGrid>
      </Flex>
    </Box>
  );
}
