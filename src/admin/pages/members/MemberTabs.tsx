import { Badge, Box, Button, Code, Grid, Heading, Progress, SimpleGrid, Table, Text } from '@chakra-ui/react';
import type { AdminAuditEntry } from '@contract/admin';
import type {
  AdminMemberBill,
  AdminMemberGameRound,
  AdminMemberProfile,
  AdminMemberRequirement,
  AdminMemberSession,
  AdminMemberSportBet,
  AdminMemberStatementLine,
} from '@contract/admin-members';
import { LIMIT_PERIOD_LABELS, SELF_EXCLUSION_LABELS } from '@contract/limits';
import { REQUIREMENT_SOURCE_NAMES } from '@contract/promotions';
import { BET_TYPE_NAMES, MARKET_KIND_NAMES, OUTCOME_NAMES, PERIOD_NAMES, SELECTION_NAMES } from '@contract/sport-names';
import { STATEMENT_KIND_NAMES } from '@contract/statement';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import { adminApi } from '../../app/http';
import {
  baht,
  bangkokTime,
  ChoiceField,
  type Column,
  type CsvColumn,
  count,
  DayInput,
  Empty,
  Failure,
  Loading,
  StateBadge,
  signed,
  thaiDate,
} from '../../app/kit';
import { ListTab } from './ListTab';
import { limitsQuery, MEMBER_STATES } from './queries';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text color="gray.600">{label}</Text>
      <Box>{children}</Box>
    </>
  );
}

const time = (iso: string | null) => (iso ? bangkokTime(iso) : '-');

/** A sub-list's days (its own filter, kept in the tab). */
function DateRange({ from, to, onChange }: { from: string; to: string; onChange: (r: { from: string; to: string }) => void }) {
  return (
    <>
      <DayInput label="ตั้งแต่วันที่" value={from} onChange={(v) => onChange({ from: v, to })} />
      <DayInput label="ถึงวันที่" value={to} onChange={(v) => onChange({ from, to: v })} />
    </>
  );
}

// ---- profile, bank accounts, wallets: from the one detail answer ----

export function ProfileTab({ member: m }: { member: AdminMemberProfile }) {
  return (
    <>
      <Overview member={m} />
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(280px, 2fr)' }} gap="6" alignItems="start">
        <ProfileFacts member={m} />
        <WalletsTab member={m} />
      </Grid>
    </>
  );
}

function Figure({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" role="group" aria-label={label}>
      <Text fontSize="xs" color="gray.600">
        {label}
      </Text>
      <Text fontSize="lg" fontWeight="semibold" lineHeight="short" fontVariantNumeric="tabular-nums">
        {value}
      </Text>
      {hint && (
        <Text fontSize="xs" color="gray.500">
          {hint}
        </Text>
      )}
    </Box>
  );
}

/** The member's net result, from the member's side: green when the member is ahead, red when behind. */
const Net = ({ amount }: { amount: number }) => (
  <Text as="span" color={amount > 0 ? 'green.700' : amount < 0 ? 'red.700' : undefined}>
    {signed(amount)}
  </Text>
);

/** The first tab's summary: what an operator asks first about a member, at a glance. */
function Overview({ member: m }: { member: AdminMemberProfile }) {
  const o = m.overview;
  return (
    <Box as="section" aria-label="สรุปสมาชิก" mb="5">
      <SimpleGrid columns={{ base: 2, md: 4, xl: 7 }} gap="3">
        <Figure label="ยอดเงินคงเหลือ (บาท)" value={baht(o.balance)} hint="กระเป๋าหลัก ใช้ได้" />
        <Figure label="แต้มสะสม" value={count(o.points)} hint={`ระดับ ${m.vip_name}`} />
        <Figure label="ยอดเล่นวันนี้ (บาท)" value={baht(o.turnover_today)} />
        <Figure label="ยอดเล่นเดือนนี้ (บาท)" value={baht(o.turnover_month)} />
        <Figure label="ได้เสียวันนี้ (บาท)" value={<Net amount={o.net_today} />} hint="ฝั่งสมาชิก เฉพาะบิลที่ออกผลแล้ว" />
        <Figure label="ได้เสียเดือนนี้ (บาท)" value={<Net amount={o.net_month} />} hint="ฝั่งสมาชิก เฉพาะบิลที่ออกผลแล้ว" />
        <Figure
          label="เงื่อนไขเทิร์นที่ค้าง"
          value={`${count(o.open_requirements.count)} รายการ`}
          hint={o.open_requirements.count > 0 ? `ยังขาด ${baht(o.open_requirements.remaining)} บาท` : 'ไม่มีเงื่อนไขค้าง'}
        />
      </SimpleGrid>
    </Box>
  );
}

function ProfileFacts({ member: m }: { member: AdminMemberProfile }) {
  return (
    <Grid templateColumns="max-content 1fr" columnGap="6" rowGap="2" fontSize="sm" maxW="3xl">
      <Row label="รหัสสมาชิก">{m.id}</Row>
      <Row label="ชื่อ-นามสกุล">
        {m.first_name} {m.last_name}
      </Row>
      <Row label="เบอร์โทร / ชื่อผู้ใช้">{m.username}</Row>
      <Row label="สถานะ">
        <StateBadge state={m.status} of={MEMBER_STATES} />
        {m.self_excluded_until && (
          <Badge ms="2" colorPalette="orange">
            พักการเล่นถึง {bangkokTime(m.self_excluded_until)}
          </Badge>
        )}
      </Row>
      <Row label="ระดับ VIP">
        {m.vip_name} (ระดับ {m.vip_level})
      </Row>
      <Row label="วันเกิด">{thaiDate(m.date_of_birth)}</Row>
      <Row label="LINE ID">{m.line_id ?? '-'}</Row>
      <Row label="รหัสแนะนำของสมาชิก">{m.referral_code}</Row>
      <Row label="ผู้แนะนำ">{m.referrer ? `${m.referrer.name} (${m.referrer.phone}, รหัส ${m.referrer.id})` : '-'}</Row>
      <Row label="แนะนำเพื่อนแล้ว">{m.referred_count.toLocaleString('th-TH')} คน</Row>
      <Row label="สมัครเมื่อ">{bangkokTime(m.created_at)}</Row>
      <Row label="เข้าสู่ระบบล่าสุด">{m.last_login_at ? bangkokTime(m.last_login_at) : 'ยังไม่เคยเข้าสู่ระบบ'}</Row>
      <Row label="เปลี่ยนรหัสผ่านล่าสุด">{bangkokTime(m.password_changed_at)}</Row>
    </Grid>
  );
}

export function BankTab({ member: m }: { member: AdminMemberProfile }) {
  if (m.bank_accounts.length === 0) return <Empty>ยังไม่มีบัญชีธนาคาร</Empty>;
  return (
    <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
      <Table.Root size="sm" aria-label="บัญชีธนาคาร">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>ธนาคาร</Table.ColumnHeader>
            <Table.ColumnHeader>เลขบัญชี</Table.ColumnHeader>
            <Table.ColumnHeader>ชื่อบัญชี</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {m.bank_accounts.map((b) => (
            <Table.Row key={b.id}>
              <Table.Cell>{b.bank_name}</Table.Cell>
              <Table.Cell fontVariantNumeric="tabular-nums">{b.account_number}</Table.Cell>
              <Table.Cell>{b.account_name}</Table.Cell>
              <Table.Cell>{b.is_primary && <Badge colorPalette="blue">บัญชีหลัก</Badge>}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

export function WalletsTab({ member: m }: { member: AdminMemberProfile }) {
  return (
    <Box maxW="2xl">
      <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto" mb="4">
        <Table.Root size="sm" aria-label="กระเป๋าเงิน">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>กระเป๋า</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">ยอดที่ใช้ได้ (บาท)</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {m.wallets.map((w) => (
              <Table.Row key={w.id}>
                <Table.Cell>{w.wallet_name}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {baht(w.balance)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Grid templateColumns="max-content 1fr" columnGap="6" rowGap="2" fontSize="sm">
        <Row label="ยอดรอถอน (กันไว้)">{baht(m.pending_out)} บาท</Row>
        <Row label="ยอดค้างชำระ">
          <Text as="span" color={m.outstanding_debt > 0 ? 'red.700' : undefined}>
            {baht(m.outstanding_debt)} บาท
          </Text>
        </Row>
      </Grid>
    </Box>
  );
}

// ---- statement ----

const STATEMENT_STATUS: Record<AdminMemberStatementLine['status'], string> = { posted: 'สำเร็จ', pending: 'รอดำเนินการ', voided: 'ยกเลิก' };
const KIND_OPTIONS: [string, string][] = [['', 'ทุกประเภท'], ...Object.entries(STATEMENT_KIND_NAMES)];

const statementColumns: Column<AdminMemberStatementLine>[] = [
  { header: 'เวลา', sort: 'created_at', cell: (l) => <Text whiteSpace="nowrap">{bangkokTime(l.created_at)}</Text> },
  { header: 'รายการ', cell: (l) => l.type_name },
  { header: 'กระเป๋า', cell: (l) => l.wallet_name },
  {
    header: 'จำนวน (บาท)',
    sort: 'amount',
    end: true,
    cell: (l) => (
      <Text as="span" color={l.amount < 0 ? 'red.700' : 'green.700'}>
        {signed(l.amount)}
      </Text>
    ),
  },
  { header: 'คงเหลือ (บาท)', end: true, cell: (l) => (l.balance_after === null ? '-' : baht(l.balance_after)) },
  { header: 'สถานะ', cell: (l) => STATEMENT_STATUS[l.status] },
  { header: 'อ้างอิง', cell: (l) => l.reference ?? '-' },
  { header: 'ผู้ดูแล', cell: (l) => (l.operator_id === null ? '-' : `#${l.operator_id}`) },
];

const statementCsv: CsvColumn<AdminMemberStatementLine>[] = [
  { header: 'เวลา', value: (l) => bangkokTime(l.created_at) },
  { header: 'รายการ', value: (l) => l.type_name },
  { header: 'ประเภท', value: (l) => l.type },
  { header: 'กระเป๋า', value: (l) => l.wallet_name },
  { header: 'จำนวน (บาท)', value: (l) => l.amount },
  { header: 'คงเหลือ (บาท)', value: (l) => l.balance_after },
  { header: 'สถานะ', value: (l) => STATEMENT_STATUS[l.status] },
  { header: 'อ้างอิง', value: (l) => l.reference },
  { header: 'รหัสผู้ดูแล', value: (l) => l.operator_id },
];

export function StatementTab({ memberId }: { memberId: number }) {
  const [type, setType] = useState('');
  const [range, setRange] = useState({ from: '', to: '' });
  const filtered = Boolean(type || range.from || range.to);
  return (
    <ListTab
      memberId={memberId}
      list="statement"
      label="รายการเดินบัญชี"
      columns={statementColumns}
      rowKey={(l) => l.id}
      defaultSort="created_at"
      filters={{ type: type || undefined, from: range.from || undefined, to: range.to || undefined }}
      toolbar={
        <>
          <ChoiceField maxW="56" label="ประเภทรายการ" value={type} onChange={setType} options={KIND_OPTIONS} />
          <DateRange from={range.from} to={range.to} onChange={setRange} />
        </>
      }
      emptyText={filtered ? 'ไม่พบรายการที่ตรงกับตัวกรอง' : 'ยังไม่มีรายการเดินบัญชี'}
      csv={{ filename: `member-${memberId}-statement.csv`, columns: statementCsv }}
    />
  );
}

// ---- game rounds ----

const ROUND_STATE: Record<AdminMemberGameRound['state'], string> = { open: 'รอผล', settled: 'จบรอบ', rolled_back: 'ยกเลิก' };
const roundColumns: Column<AdminMemberGameRound>[] = [
  { header: 'เวลา', sort: 'created_at', cell: (r) => <Text whiteSpace="nowrap">{bangkokTime(r.created_at)}</Text> },
  { header: 'เกม', cell: (r) => r.game_name },
  { header: 'ประเภท', cell: (r) => r.product ?? '-' },
  { header: 'ค่าย', cell: (r) => r.provider_id },
  { header: 'รอบ', cell: (r) => <Code size="sm">{r.round_id}</Code> },
  { header: 'เดิมพัน (บาท)', sort: 'stake', end: true, cell: (r) => baht(r.stake) },
  { header: 'ชนะ (บาท)', sort: 'win', end: true, cell: (r) => baht(r.win) },
  { header: 'สถานะ', cell: (r) => ROUND_STATE[r.state] },
];

export function RoundsTab({ memberId }: { memberId: number }) {
  const [range, setRange] = useState({ from: '', to: '' });
  return (
    <ListTab
      memberId={memberId}
      list="game-rounds"
      label="ประวัติการเล่นเกม"
      columns={roundColumns}
      rowKey={(r) => `${r.provider_id}:${r.round_id}`}
      defaultSort="created_at"
      filters={{ from: range.from || undefined, to: range.to || undefined }}
      toolbar={<DateRange from={range.from} to={range.to} onChange={setRange} />}
      emptyText={range.from || range.to ? 'ไม่พบรอบเกมในช่วงวันที่นี้' : 'ยังไม่เคยเล่นเกม'}
    />
  );
}

// ---- lotto bills ----

const BILL_STATUS_OPTIONS: [string, string][] = [
  ['', 'ทุกสถานะ'],
  ['pending', 'รอผล'],
  ['won', 'ถูกรางวัล'],
  ['lost', 'ไม่ถูกรางวัล'],
  ['cancelled', 'ยกเลิกแล้ว'],
  ['refunded', 'คืนเงินแล้ว'],
];
const billColumns: Column<AdminMemberBill>[] = [
  { header: 'เวลา', sort: 'created_at', cell: (b) => <Text whiteSpace="nowrap">{bangkokTime(b.created_at)}</Text> },
  { header: 'โพย', cell: (b) => `#${b.id}` },
  { header: 'งวด', cell: (b) => `${b.category_name} ${b.draw_date}${b.round_no !== null ? ` รอบ ${b.round_no}` : ''}` },
  { header: 'รายการ', end: true, cell: (b) => b.item_count },
  { header: 'ยอดแทง (บาท)', sort: 'total_amount', end: true, cell: (b) => baht(b.total_amount) },
  { header: 'ยอดถูก (บาท)', sort: 'total_win', end: true, cell: (b) => baht(b.total_win) },
  { header: 'สถานะ', cell: (b) => b.status_name },
];

export function BillsTab({ memberId }: { memberId: number }) {
  const [status, setStatus] = useState('');
  return (
    <ListTab
      memberId={memberId}
      list="lotto-bills"
      label="โพยหวย"
      columns={billColumns}
      rowKey={(b) => b.id}
      defaultSort="created_at"
      filters={{ status: status || undefined }}
      toolbar={<ChoiceField maxW="56" label="สถานะโพย" value={status} onChange={setStatus} options={BILL_STATUS_OPTIONS} />}
      emptyText={status ? 'ไม่พบโพยที่ตรงกับตัวกรอง' : 'ยังไม่มีโพยหวย'}
    />
  );
}

// ---- sport bets ----

const SPORT_STATUS_OPTIONS: [string, string][] = [
  ['', 'ทุกสถานะ'],
  ['open', 'รอผล'],
  ['settled', 'ออกผลแล้ว'],
];
/** One leg as the member's slip shows it: teams, market and the pick at its odds, and the score once known. */
function legText(l: AdminMemberSportBet['legs'][number]) {
  const line = l.kind === 'hdp' || l.kind === 'ou' ? ` ${l.line}` : '';
  const score = l.ft ? ` · ${l.ft.home}-${l.ft.away}` : '';
  return `${l.home} - ${l.away} · ${MARKET_KIND_NAMES[l.kind]}${line} ${PERIOD_NAMES[l.period]} · ${SELECTION_NAMES[l.selection as keyof typeof SELECTION_NAMES] ?? l.selection} @${l.odds}${score}`;
}
const sportColumns: Column<AdminMemberSportBet>[] = [
  { header: 'เวลา', sort: 'placed_at', cell: (b) => <Text whiteSpace="nowrap">{bangkokTime(b.placed_at)}</Text> },
  { header: 'บิล', cell: (b) => `#${b.id}` },
  { header: 'ประเภท', cell: (b) => BET_TYPE_NAMES[b.type] },
  {
    header: 'คู่และตัวเลือก',
    cell: (b) => (
      <Box minW="64">
        {b.legs.map((l) => (
          <Text key={l.leg} fontSize="xs">
            {legText(l)}
          </Text>
        ))}
      </Box>
    ),
  },
  { header: 'ราคา', end: true, cell: (b) => b.odds },
  { header: 'ยอดแทง (บาท)', sort: 'stake', end: true, cell: (b) => baht(b.stake) },
  { header: 'จ่าย (บาท)', sort: 'payout', end: true, cell: (b) => (b.status === 'open' ? '-' : baht(b.payout)) },
  {
    header: 'สถานะ',
    cell: (b) =>
      b.status === 'open' ? <Badge colorPalette="blue">รอผล</Badge> : <Badge>{b.result ? OUTCOME_NAMES[b.result] : 'ออกผลแล้ว'}</Badge>,
  },
];

/** The member's sportsbook bets beside the lotto bills (support answers "where is my football bill?"). */
export function SportBetsTab({ memberId }: { memberId: number }) {
  const [status, setStatus] = useState('');
  const [range, setRange] = useState({ from: '', to: '' });
  const filtered = Boolean(status || range.from || range.to);
  return (
    <ListTab
      memberId={memberId}
      list="sport-bets"
      label="บิลกีฬา"
      columns={sportColumns}
      rowKey={(b) => b.id}
      defaultSort="placed_at"
      filters={{ status: status || undefined, from: range.from || undefined, to: range.to || undefined }}
      toolbar={
        <>
          <ChoiceField maxW="56" label="สถานะบิล" value={status} onChange={setStatus} options={SPORT_STATUS_OPTIONS} />
          <DateRange from={range.from} to={range.to} onChange={setRange} />
        </>
      }
      emptyText={filtered ? 'ไม่พบบิลที่ตรงกับตัวกรอง' : 'ยังไม่มีบิลกีฬา'}
    />
  );
}

// ---- wagering requirements ----

const REQUIREMENT_STATUS: Record<AdminMemberRequirement['status'], string> = { active: 'กำลังทำเทิร์น', met: 'ครบเทิร์น', forfeited: 'สิ้นสุด' };
const FORFEIT_NAMES: Record<string, string> = { expired: 'หมดเวลา', balance_floor: 'ยอดเงินต่ำกว่ากำหนด', cancelled: 'สมาชิกยกเลิก' };
const requirementColumns: Column<AdminMemberRequirement>[] = [
  { header: 'เริ่ม', sort: 'started_at', cell: (r) => <Text whiteSpace="nowrap">{bangkokTime(r.started_at)}</Text> },
  { header: 'ที่มา', cell: (r) => `${REQUIREMENT_SOURCE_NAMES[r.source] ?? r.source} (${r.source_id})` },
  { header: 'เทิร์นที่ต้องทำ (บาท)', sort: 'required_turnover', end: true, cell: (r) => baht(r.required_turnover) },
  {
    header: 'ความคืบหน้า',
    cell: (r) => {
      const pct = r.required_turnover > 0 ? Math.min(100, Math.round((r.progress / r.required_turnover) * 100)) : 100;
      return (
        <Box minW="36">
          <Text fontSize="xs">
            {baht(r.progress)} ({pct}%)
          </Text>
          <Progress.Root value={pct} size="xs" aria-label={`ความคืบหน้า ${pct}%`}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Box>
      );
    },
  },
  { header: 'ถอนได้สูงสุด (บาท)', end: true, cell: (r) => (r.max_withdrawal === null ? 'ไม่จำกัด' : baht(r.max_withdrawal)) },
  { header: 'หมดเขต', cell: (r) => time(r.expires_at) },
  {
    header: 'สถานะ',
    cell: (r) => (
      <>
        <Badge colorPalette={r.status === 'active' ? 'blue' : r.status === 'met' ? 'green' : 'gray'}>{REQUIREMENT_STATUS[r.status]}</Badge>
        {r.forfeit_reason && (
          <Text as="span" fontSize="xs" ms="1" color="gray.600">
            {FORFEIT_NAMES[r.forfeit_reason] ?? r.forfeit_reason}
          </Text>
        )}
      </>
    ),
  },
];
const REQUIREMENT_OPTIONS: [string, string][] = [
  ['', 'ทั้งหมด'],
  ['active', 'กำลังทำเทิร์น'],
  ['met', 'ครบเทิร์น'],
  ['forfeited', 'สิ้นสุด'],
];

export function RequirementsTab({ memberId }: { memberId: number }) {
  const [status, setStatus] = useState('');
  return (
    <ListTab
      memberId={memberId}
      list="requirements"
      label="โปรโมชั่นและเทิร์น"
      columns={requirementColumns}
      rowKey={(r) => r.id}
      defaultSort="started_at"
      filters={{ status: status || undefined }}
      toolbar={<ChoiceField maxW="56" label="สถานะเทิร์น" value={status} onChange={setStatus} options={REQUIREMENT_OPTIONS} />}
      emptyText={status ? 'ไม่พบรายการที่ตรงกับตัวกรอง' : 'ยังไม่มีโปรโมชั่นที่ติดเทิร์น'}
    />
  );
}

// ---- responsible play ----

export function LimitsTab({ memberId }: { memberId: number }) {
  const limits = useQuery(limitsQuery(memberId));
  if (limits.isPending) return <Loading />;
  if (limits.isError) return <Failure error={limits.error} onRetry={() => limits.refetch()} />;
  const { deposit_limits: deposits, self_exclusion: exclusion } = limits.data;
  return (
    <Box maxW="3xl">
      <Heading size="sm" mb="2">
        การพักการเล่น
      </Heading>
      <Text fontSize="sm" mb="5">
        {exclusion === null
          ? 'ไม่เคยพักการเล่น'
          : exclusion.active
            ? `พักการเล่น ${SELF_EXCLUSION_LABELS[exclusion.period as keyof typeof SELF_EXCLUSION_LABELS] ?? exclusion.period} ถึง ${bangkokTime(exclusion.until)}`
            : `เคยพักการเล่นถึง ${bangkokTime(exclusion.until)} (สิ้นสุดแล้ว)`}
      </Text>
      <Heading size="sm" mb="2">
        วงเงินฝาก
      </Heading>
      {deposits.length === 0 ? (
        <Text fontSize="sm">ไม่ได้ตั้งวงเงินฝาก</Text>
      ) : (
        <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
          <Table.Root size="sm" aria-label="วงเงินฝาก">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>ช่วงเวลา</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">วงเงิน (บาท)</Table.ColumnHeader>
                <Table.ColumnHeader>รอเปลี่ยน</Table.ColumnHeader>
                <Table.ColumnHeader>แก้ไขล่าสุด</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {deposits.map((d) => (
                <Table.Row key={d.period}>
                  <Table.Cell>{LIMIT_PERIOD_LABELS[d.period]}</Table.Cell>
                  <Table.Cell textAlign="end">{d.amount === null ? 'ไม่จำกัด' : baht(d.amount)}</Table.Cell>
                  <Table.Cell>
                    {d.pending
                      ? `${d.pending_amount === null ? 'ยกเลิกวงเงิน' : `${baht(d.pending_amount)} บาท`} เมื่อ ${time(d.effective_at)}`
                      : '-'}
                  </Table.Cell>
                  <Table.Cell>{bangkokTime(d.updated_at)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Box>
  );
}

// ---- sessions ----

const sessionColumns: Column<AdminMemberSession>[] = [
  { header: 'เห็นล่าสุด', sort: 'last_seen_at', cell: (s) => <Text whiteSpace="nowrap">{bangkokTime(s.last_seen_at)}</Text> },
  { header: 'เข้าสู่ระบบเมื่อ', sort: 'created_at', cell: (s) => <Text whiteSpace="nowrap">{bangkokTime(s.created_at)}</Text> },
  { header: 'IP', cell: (s) => s.ip ?? '-' },
  {
    header: 'อุปกรณ์',
    cell: (s) => (
      <Text maxW="sm" truncate title={s.user_agent ?? undefined}>
        {s.user_agent ?? '-'}
      </Text>
    ),
  },
  { header: 'หมดอายุ', cell: (s) => <Text whiteSpace="nowrap">{bangkokTime(s.expires_at)}</Text> },
  {
    header: 'สถานะ',
    cell: (s) => (s.active ? <Badge colorPalette="green">ใช้งานอยู่</Badge> : <Badge>{s.revoked_at ? 'ออกจากระบบแล้ว' : 'หมดอายุ'}</Badge>),
  },
];

export function SessionsTab({ memberId }: { memberId: number }) {
  const [state, setState] = useState('active');
  const queryClient = useQueryClient();
  const revoke = useMutation({
    mutationFn: () => adminApi.post<{ revoked: number }>(`/members/${memberId}/sessions/revoke`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'member', memberId] }),
  });
  return (
    <ListTab
      memberId={memberId}
      list="sessions"
      label="อุปกรณ์ที่เข้าสู่ระบบ"
      columns={sessionColumns}
      rowKey={(s) => s.id}
      defaultSort="last_seen_at"
      filters={{ state }}
      toolbar={
        <>
          <ChoiceField
            maxW="56"
            label="แสดง"
            value={state}
            onChange={setState}
            options={[
              ['active', 'ที่ใช้งานอยู่'],
              ['all', 'ทั้งหมด'],
            ]}
          />
          <Box>
            <Button size="sm" colorPalette="red" variant="outline" loading={revoke.isPending} onClick={() => revoke.mutate()}>
              ออกจากระบบทุกอุปกรณ์
            </Button>
            {revoke.isSuccess && (
              <Text role="status" fontSize="xs" color="green.700" mt="1">
                ออกจากระบบแล้ว {revoke.data.revoked} อุปกรณ์
              </Text>
            )}
            {revoke.isError && (
              <Text role="alert" fontSize="xs" color="red.700" mt="1">
                {failureMessage(revoke.error)}
              </Text>
            )}
          </Box>
        </>
      }
      emptyText={state === 'active' ? 'ไม่มีอุปกรณ์ที่ใช้งานอยู่' : 'ยังไม่เคยเข้าสู่ระบบ'}
    />
  );
}

// ---- audit ----

const ACTION_NAMES: Record<string, string> = {
  'member.status': 'เปลี่ยนสถานะ',
  'member.adjust': 'ปรับยอดเงิน',
  'member.password_reset': 'รีเซ็ตรหัสผ่าน',
  'member.sessions_revoke': 'ออกจากระบบทุกอุปกรณ์',
};
const auditColumns: Column<AdminAuditEntry>[] = [
  { header: 'เวลา', cell: (e) => <Text whiteSpace="nowrap">{bangkokTime(e.created_at)}</Text> },
  { header: 'ผู้ดูแล', cell: (e) => `${e.operator_username}${e.operator_id !== null ? ` (#${e.operator_id})` : ''}` },
  {
    header: 'การกระทำ',
    cell: (e) => (
      <>
        {ACTION_NAMES[e.action] ?? e.action} <Code size="sm">{e.action}</Code>
      </>
    ),
  },
  {
    header: 'รายละเอียด',
    cell: (e) => (
      <Text maxW="md" truncate title={JSON.stringify(e.detail)}>
        {e.detail === null || e.detail === undefined ? '-' : JSON.stringify(e.detail)}
      </Text>
    ),
  },
];

export function AuditTab({ memberId }: { memberId: number }) {
  return (
    <ListTab
      memberId={memberId}
      list="audit"
      label="ประวัติการดำเนินการของผู้ดูแล"
      columns={auditColumns}
      rowKey={(e) => e.id}
      emptyText="ยังไม่มีการดำเนินการของผู้ดูแลกับสมาชิกนี้"
    />
  );
}
