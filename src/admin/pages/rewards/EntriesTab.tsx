import { Box, Button, Flex, Table, Text } from '@chakra-ui/react';
import { AdminReasonBody, AdminRewardCorrectBody } from '@contract/admin-rewards';
import {
  REWARD_KIND_NAMES,
  REWARD_KINDS,
  REWARD_STATUS_NAMES,
  REWARD_STATUSES,
  type RewardStatus,
  VIP_LEVEL_NAMES,
} from '@contract/rewards';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  baht,
  bangkokTime,
  type Column,
  type CsvColumn,
  DayInput,
  ExportButton,
  Facts,
  FilterBar,
  listPaging,
  MemberInput,
  Notice,
  PagedTable,
  type ReasonAction,
  type ReasonBody,
  ReasonDialog,
  SearchSelect,
  Select,
  StatusBadge,
  thaiDate,
  twoLines,
  useManages,
  useView,
} from '../../app/kit';
import { type Entry, entriesQuery, fetchEntries, rewardKeys, rewardsApi } from './api';

const KIND_FILTER: Record<string, string> = { '': 'ทุกประเภท', ...REWARD_KIND_NAMES };
const STATUS_FILTER: Record<string, string> = { '': 'ทุกสถานะ', ...REWARD_STATUS_NAMES };
/** 'waiting' is only shown to members (an open period); entries are stored from claimable on. */
const STATUS_OPTIONS = ['', ...REWARD_STATUSES.filter((s) => s !== 'waiting')] as const;
const STATUS_COLOURS: Record<RewardStatus, string> = {
  waiting: 'orange',
  claimable: 'blue',
  claimed: 'green',
  expired: 'gray',
  below_minimum: 'gray',
  frozen: 'red',
};

type Op = 'freeze' | 'unfreeze' | 'correct';
/** Freeze a claimable entry, unfreeze a frozen one, correct any not yet claimed. */
const opsOf = (e: Entry): Op[] => {
  if (e.status === 'claimed' || e.status === 'waiting') return [];
  if (e.status === 'claimable') return ['freeze', 'correct'];
  if (e.status === 'frozen') return ['unfreeze', 'correct'];
  return ['correct'];
};
const OP_NAMES: Record<Op, string> = { freeze: 'ระงับ', unfreeze: 'ยกเลิกระงับ', correct: 'แก้ยอด' };

export const ENTRY_COLUMNS: CsvColumn<Entry>[] = [
  { header: 'รหัส', value: (e) => e.id },
  { header: 'รหัสสมาชิก', value: (e) => e.member_id },
  { header: 'เบอร์โทร', value: (e) => e.phone },
  { header: 'ระดับ VIP', value: (e) => VIP_LEVEL_NAMES[e.vip_level] ?? e.vip_level },
  { header: 'ประเภท', value: (e) => e.kind_name },
  { header: 'งวด', value: (e) => e.period },
  { header: 'ยอดฐาน', value: (e) => e.base.toFixed(2) },
  { header: 'เปอร์เซ็นต์', value: (e) => e.percent },
  { header: 'จำนวน', value: (e) => e.amount.toFixed(2) },
  { header: 'สถานะ', value: (e) => e.status_name },
  { header: 'หมดอายุ', value: (e) => bangkokTime(e.expires_at) },
  { header: 'รับเมื่อ', value: (e) => (e.claimed_at ? bangkokTime(e.claimed_at) : '') },
  { header: 'หมายเหตุ', value: (e) => e.note },
];

const actionOf = (op: Op, e: Entry): ReasonAction => {
  const summary = (
    <Facts
      rows={[
        ['สมาชิก', `${e.phone} · #${e.member_id}`],
        ['รายการ', `${e.kind_name} งวด ${thaiDate(e.period)}`],
        ['จำนวนปัจจุบัน', `${baht(e.amount)} บาท (${e.status_name})`],
      ]}
    />
  );
  if (op === 'freeze') return { title: `ระงับรายการ #${e.id}`, confirm: 'ยืนยันระงับ', colour: 'red', summary, schema: AdminReasonBody };
  if (op === 'unfreeze')
    return { title: `ยกเลิกการระงับรายการ #${e.id}`, confirm: 'ยืนยันยกเลิกระงับ', colour: 'green', summary, schema: AdminReasonBody };
  return {
    title: `แก้ยอดรายการ #${e.id}`,
    confirm: 'ยืนยันแก้ยอด',
    colour: 'blue',
    summary,
    amount: { label: 'จำนวนใหม่ (บาท)', help: 'มากกว่า 0 = สมาชิกรับได้อีกครั้ง, 0 = ไม่ได้รับ', initial: String(e.amount) },
    schema: AdminRewardCorrectBody,
  };
};

/**
 * The members' entries (GET /api/admin/rewards/entries) by kind, period, status and member, paged;
 * each opens its per-product figures. Admin and support freeze, unfreeze or correct one with a reason
 * (audited); finance reads. Filters and page in the address.
 */
export function EntriesTab() {
  const [view, set] = useView('/shell/rewards');
  const [draft, setDraft] = useState({ period: view.period ?? '', member: view.member ?? '' });
  const [open, setOpen] = useState<Set<number>>(new Set());
  const [acting, setActing] = useState<{ op: Op; entry: Entry } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const manages = useManages();
  const list = useQuery(entriesQuery(view));
  const queryClient = useQueryClient();
  const act = useMutation({
    mutationFn: ({ op, entry, body }: { op: Op; entry: Entry; body: ReasonBody }) =>
      op === 'correct'
        ? rewardsApi.correct(entry.id, { amount: body.amount ?? 0, reason: body.reason })
        : rewardsApi[op](entry.id, body.reason),
    onSuccess: (e, { op, entry }) => {
      setActing(null);
      const id = e?.id ?? entry.id;
      const phone = e?.phone ?? entry.phone;
      setNotice(
        op === 'correct'
          ? `แก้ยอดรายการ #${id} ของ ${phone} เป็น ${baht(e?.amount ?? 0)} บาทแล้ว`
          : `${op === 'freeze' ? 'ระงับ' : 'ยกเลิกการระงับ'}รายการ #${id} ของ ${phone} แล้ว`,
      );
      void queryClient.invalidateQueries({ queryKey: rewardKeys.all });
    },
  });
  const toggle = (id: number) =>
    setOpen((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const filtered = Boolean(view.kind || view.period || view.status || view.member);
  const columns: Column<Entry>[] = [
    {
      header: '',
      style: { w: '8' },
      cell: (e) => (
        <Button
          size="xs"
          variant="ghost"
          px="1"
          aria-expanded={open.has(e.id)}
          aria-label={`แยกตามประเภทเกม #${e.id}`}
          onClick={() => toggle(e.id)}
        >
          {open.has(e.id) ? '▾' : '▸'}
        </Button>
      ),
    },
    { header: 'รหัส', cell: (e) => `#${e.id}` },
    {
      header: 'สมาชิก',
      style: { whiteSpace: 'nowrap' },
      cell: (e) => twoLines(`${e.phone} · #${e.member_id}`, VIP_LEVEL_NAMES[e.vip_level] ?? `VIP ${e.vip_level}`),
    },
    {
      header: 'ประเภท / งวด',
      style: { whiteSpace: 'nowrap' },
      cell: (e) => twoLines(e.kind_name, `${e.kind === 'winloss' ? 'สัปดาห์เริ่ม ' : ''}${thaiDate(e.period)}`),
    },
    { header: 'ยอดฐาน', end: true, cell: (e) => baht(e.base) },
    { header: '%', end: true, cell: (e) => `${e.percent}%` },
    { header: 'จำนวน', end: true, style: { fontWeight: 'semibold' }, cell: (e) => baht(e.amount) },
    {
      header: 'สถานะ',
      cell: (e) => (
        <>
          <StatusBadge colour={STATUS_COLOURS[e.status]}>{e.status_name}</StatusBadge>
          {e.note && (
            <Text fontSize="xs" color="gray.600" maxW="xs">
              {e.note}
            </Text>
          )}
        </>
      ),
    },
    {
      header: 'หมดอายุ / รับเมื่อ',
      style: { fontSize: 'xs', whiteSpace: 'nowrap' },
      cell: (e) => (e.claimed_at ? `รับ ${bangkokTime(e.claimed_at)}` : `หมด ${bangkokTime(e.expires_at)}`),
    },
    {
      header: '',
      hidden: !manages,
      cell: (e) => (
        <Flex gap="1" justify="end">
          {opsOf(e).map((op) => (
            <Button
              key={op}
              size="xs"
              variant="outline"
              colorPalette={op === 'freeze' ? 'red' : op === 'unfreeze' ? 'green' : 'blue'}
              aria-label={`${OP_NAMES[op]} #${e.id}`}
              onClick={() => {
                act.reset();
                setNotice(null);
                setActing({ op, entry: e });
              }}
            >
              {OP_NAMES[op]}
            </Button>
          ))}
        </Flex>
      ),
    },
  ];

  return (
    <Box>
      <FilterBar
        label="ตัวกรองรายการคืนยอด"
        onSubmit={() => set({ period: draft.period || undefined, member: draft.member.trim() || undefined, page: 1 })}
        onClear={
          filtered &&
          (() => {
            setDraft({ period: '', member: '' });
            set({ kind: undefined, period: undefined, status: undefined, member: undefined, page: 1 });
          })
        }
        actions={
          <ExportButton filename="reward-entries.csv" columns={ENTRY_COLUMNS} fetchPage={(p, size) => fetchEntries(view, p, size)} />
        }
      >
        <SearchSelect route="/shell/rewards" name="kind" label="ประเภท" options={REWARD_KINDS} names={KIND_FILTER} maxW="52" />
        <Select
          label="สถานะ"
          value={view.status ?? ''}
          options={STATUS_OPTIONS}
          names={STATUS_FILTER}
          onChange={(status) => set({ status: status || undefined, page: 1 })}
          maxW="44"
        />
        <DayInput
          label="งวด"
          caption="งวด (วัน / วันจันทร์ของสัปดาห์)"
          value={draft.period}
          onChange={(period) => setDraft({ ...draft, period })}
        />
        <MemberInput value={draft.member} onChange={(member) => setDraft({ ...draft, member })} />
      </FilterBar>

      <Notice notice={notice} />

      <PagedTable
        query={list}
        label="รายการคืนยอดของสมาชิก"
        empty={filtered ? 'ไม่พบรายการที่ตรงกับตัวกรอง' : 'ยังไม่มีรายการคืนยอด'}
        columns={columns}
        top
        rowKey={(e) => e.id}
        rowProps={(e) => ({ 'data-testid': `entry-${e.id}`, bg: open.has(e.id) ? 'blue.50' : undefined })}
        below={(e) =>
          open.has(e.id) && (
            <Table.Row bg="gray.50">
              <Table.Cell colSpan={manages ? 10 : 9} py="3">
                <Products entry={e} />
              </Table.Cell>
            </Table.Row>
          )
        }
        {...listPaging(view, set)}
      />

      <ReasonDialog
        key={acting ? `${acting.op}-${acting.entry.id}` : 'none'}
        action={acting ? actionOf(acting.op, acting.entry) : null}
        busy={act.isPending}
        error={act.error}
        onClose={() => setActing(null)}
        onConfirm={(body) => acting && act.mutate({ ...acting, body })}
      />
    </Box>
  );
}

/** An entry's figures per product: the base, the percent and the amount. */
function Products({ entry: e }: { entry: Entry }) {
  if (e.products.length === 0)
    return (
      <Text fontSize="sm" color="gray.600">
        ไม่มีรายละเอียดตามประเภทเกม
      </Text>
    );
  const base = e.kind === 'commission' ? 'ยอดเล่น' : 'ยอดเสีย';
  return (
    <Table.Root size="sm" maxW="2xl" aria-label={`รายการ #${e.id} แยกตามประเภทเกม`} bg="white">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>ประเภทเกม</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{base}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">%</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">จำนวน</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {e.products.map((p) => (
          <Table.Row key={p.product}>
            <Table.Cell>{p.product_name}</Table.Cell>
            <Table.Cell textAlign="end">{baht(p.base)}</Table.Cell>
            <Table.Cell textAlign="end">{p.percent}%</Table.Cell>
            <Table.Cell textAlign="end">{baht(p.amount)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
