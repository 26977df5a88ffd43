import { Alert, Badge, Box, Button, Field, Flex, Grid, Input, Table, Text } from '@chakra-ui/react';
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
import { type FormEvent, Fragment, useState } from 'react';
import type { CsvColumn } from '../../app/csv';
import { baht, bangkokTime, Empty, ExportButton, Failure, Loading, Pager, thaiDate } from '../../app/ui';
import { useUrlState } from '../../app/url-state';
import { Select, useManages } from '../promotions/shared';
import { type Entry, type EntryView, entriesQuery, fetchEntries, PAGE_SIZE, rewardKeys, rewardsApi } from './api';
import { type ReasonAction, type ReasonBody, ReasonDialog } from './ReasonDialog';

const KIND_FILTER: Record<string, string> = { '': 'ทุกประเภท', ...REWARD_KIND_NAMES };
const STATUS_FILTER: Record<string, string> = { '': 'ทุกสถานะ', ...REWARD_STATUS_NAMES };
/** 'waiting' is only shown to members (an open period); entries are stored from claimable on. */
const STATUS_OPTIONS = ['', ...REWARD_STATUSES.filter((s) => s !== 'waiting')] as const;
export const STATUS_COLOURS: Record<RewardStatus, string> = {
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

/** What the dialog shows about the entry it acts on. */
function EntrySummary({ e }: { e: Entry }) {
  return (
    <Grid templateColumns="auto 1fr" columnGap="4" rowGap="1" fontSize="sm" mb="4">
      <Text color="gray.600">สมาชิก</Text>
      <Text>
        {e.phone} · #{e.member_id}
      </Text>
      <Text color="gray.600">รายการ</Text>
      <Text>
        {e.kind_name} งวด {thaiDate(e.period)}
      </Text>
      <Text color="gray.600">จำนวนปัจจุบัน</Text>
      <Text>
        {baht(e.amount)} บาท ({e.status_name})
      </Text>
    </Grid>
  );
}

const actionOf = (op: Op, e: Entry): ReasonAction => {
  const summary = <EntrySummary e={e} />;
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
  const [view, setView] = useUrlState({ kind: '', period: '', status: '', member: '', page: 1 });
  const [draft, setDraft] = useState({ period: view.period, member: view.member });
  const [open, setOpen] = useState<Set<number>>(new Set());
  const [acting, setActing] = useState<{ op: Op; entry: Entry } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const manages = useManages();
  const list = useQuery(entriesQuery(view as EntryView));
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
  const search = (e: FormEvent) => {
    e.preventDefault();
    setView({ period: draft.period, member: draft.member.trim(), page: 1 });
  };
  const toggle = (id: number) =>
    setOpen((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const filtered = Boolean(view.kind || view.period || view.status || view.member);
  const columns = manages ? 10 : 9;

  return (
    <Box>
      <form onSubmit={search} aria-label="ตัวกรองรายการคืนยอด">
        <Flex gap="2" mb="4" wrap="wrap" align="end">
          <Select
            label="ประเภท"
            value={view.kind}
            options={['', ...REWARD_KINDS]}
            names={KIND_FILTER}
            onChange={(kind) => setView({ kind, page: 1 })}
            maxW="52"
          />
          <Select
            label="สถานะ"
            value={view.status}
            options={STATUS_OPTIONS}
            names={STATUS_FILTER}
            onChange={(status) => setView({ status, page: 1 })}
            maxW="44"
          />
          <Field.Root maxW="44">
            <Field.Label fontSize="xs">งวด (วัน / วันจันทร์ของสัปดาห์)</Field.Label>
            <Input
              bg="white"
              type="date"
              aria-label="งวด"
              value={draft.period}
              onChange={(e) => setDraft({ ...draft, period: e.target.value })}
            />
          </Field.Root>
          <Input
            bg="white"
            maxW="56"
            placeholder="เบอร์โทรหรือรหัสสมาชิก"
            aria-label="ค้นหาสมาชิก"
            maxLength={20}
            value={draft.member}
            onChange={(e) => setDraft({ ...draft, member: e.target.value })}
          />
          <Button type="submit" colorPalette="blue">
            ค้นหา
          </Button>
          {filtered && (
            <Button
              variant="ghost"
              onClick={() => {
                setDraft({ period: '', member: '' });
                setView({ kind: '', period: '', status: '', member: '', page: 1 });
              }}
            >
              ล้างตัวกรอง
            </Button>
          )}
          <Box flex="1" />
          <ExportButton filename="reward-entries.csv" columns={ENTRY_COLUMNS} fetchPage={(p, size) => fetchEntries(view, p, size)} />
        </Flex>
      </form>

      {notice && (
        <Alert.Root status="success" mb="4" borderRadius="md" role="status">
          <Alert.Indicator />
          <Alert.Title>{notice}</Alert.Title>
        </Alert.Root>
      )}

      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Failure error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <Empty>{filtered ? 'ไม่พบรายการที่ตรงกับตัวกรอง' : 'ยังไม่มีรายการคืนยอด'}</Empty>
      ) : (
        <>
          <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
            <Table.Root size="sm" aria-label="รายการคืนยอดของสมาชิก">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader w="8" />
                  <Table.ColumnHeader>รหัส</Table.ColumnHeader>
                  <Table.ColumnHeader>สมาชิก</Table.ColumnHeader>
                  <Table.ColumnHeader>ประเภท / งวด</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">ยอดฐาน</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">%</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">จำนวน</Table.ColumnHeader>
                  <Table.ColumnHeader>สถานะ</Table.ColumnHeader>
                  <Table.ColumnHeader>หมดอายุ / รับเมื่อ</Table.ColumnHeader>
                  {manages && <Table.ColumnHeader />}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.data.items.map((e) => {
                  const expanded = open.has(e.id);
                  return (
                    <Fragment key={e.id}>
                      <Table.Row data-testid={`entry-${e.id}`} bg={expanded ? 'blue.50' : undefined}>
                        <Table.Cell verticalAlign="top">
                          <Button
                            size="xs"
                            variant="ghost"
                            px="1"
                            aria-expanded={expanded}
                            aria-label={`แยกตามประเภทเกม #${e.id}`}
                            onClick={() => toggle(e.id)}
                          >
                            {expanded ? '▾' : '▸'}
                          </Button>
                        </Table.Cell>
                        <Table.Cell verticalAlign="top">#{e.id}</Table.Cell>
                        <Table.Cell verticalAlign="top" whiteSpace="nowrap">
                          <Text>
                            {e.phone} · #{e.member_id}
                          </Text>
                          <Text fontSize="xs" color="gray.600">
                            {VIP_LEVEL_NAMES[e.vip_level] ?? `VIP ${e.vip_level}`}
                          </Text>
                        </Table.Cell>
                        <Table.Cell verticalAlign="top" whiteSpace="nowrap">
                          <Text>{e.kind_name}</Text>
                          <Text fontSize="xs" color="gray.600">
                            {e.kind === 'winloss' ? 'สัปดาห์เริ่ม ' : ''}
                            {thaiDate(e.period)}
                          </Text>
                        </Table.Cell>
                        <Table.Cell verticalAlign="top" textAlign="end">
                          {baht(e.base)}
                        </Table.Cell>
                        <Table.Cell verticalAlign="top" textAlign="end">
                          {e.percent}%
                        </Table.Cell>
                        <Table.Cell verticalAlign="top" textAlign="end" fontWeight="semibold">
                          {baht(e.amount)}
                        </Table.Cell>
                        <Table.Cell verticalAlign="top">
                          <Badge colorPalette={STATUS_COLOURS[e.status]} variant="subtle" whiteSpace="nowrap">
                            {e.status_name}
                          </Badge>
                          {e.note && (
                            <Text fontSize="xs" color="gray.600" maxW="xs">
                              {e.note}
                            </Text>
                          )}
                        </Table.Cell>
                        <Table.Cell verticalAlign="top" fontSize="xs" whiteSpace="nowrap">
                          {e.claimed_at ? `รับ ${bangkokTime(e.claimed_at)}` : `หมด ${bangkokTime(e.expires_at)}`}
                        </Table.Cell>
                        {manages && (
                          <Table.Cell verticalAlign="top">
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
                          </Table.Cell>
                        )}
                      </Table.Row>
                      {expanded && (
                        <Table.Row bg="gray.50">
                          <Table.Cell colSpan={columns} py="3">
                            <Products entry={e} />
                          </Table.Cell>
                        </Table.Row>
                      )}
                    </Fragment>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Box>
          <Pager
            page={list.data.page}
            pageSize={list.data.page_size ?? PAGE_SIZE}
            total={list.data.total}
            onPage={(p) => setView({ page: p })}
          />
        </>
      )}

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
