import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  baht,
  bangkokTime,
  type Column,
  type CsvColumn,
  DayPicker,
  ExportButton,
  FilterBar,
  listPaging,
  MemberInput,
  Notice,
  PagedTable,
  Select,
  StatusBadge,
  useNotice,
  useView,
} from '../../app/kit';
import { DecideDialog, type Decision } from './DecideDialog';
import { type AdminQueueWithdrawal, fetchQueue, queueQuery, withdrawalKeys, withdrawalsApi } from './queries';

const STATUS_NAMES: Record<string, string> = { pending: 'รอดำเนินการ', approved: 'อนุมัติแล้ว', rejected: 'ปฏิเสธแล้ว' };
const STATUS_COLORS: Record<string, string> = { pending: 'orange', approved: 'green', rejected: 'red' };
const STATUS_FILTER: Record<string, string> = { ...STATUS_NAMES, all: 'ทุกสถานะ' };

/** "12 นาที", "2 ชม. 5 นาที", "3 วัน" since `iso`. */
export function waited(iso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));
  if (minutes < 1) return 'ไม่ถึง 1 นาที';
  if (minutes < 60) return `${minutes} นาที`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} ชม. ${minutes % 60} นาที`;
  return `${Math.floor(hours / 24)} วัน`;
}

/** A clock for the waiting times, ticking every 30 seconds. */
function useNow(every = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), every);
    return () => clearInterval(timer);
  }, [every]);
  return now;
}

const CSV_COLUMNS: CsvColumn<AdminQueueWithdrawal>[] = [
  { header: 'เลขที่', value: (w) => w.reference },
  { header: 'เวลาที่แจ้ง', value: (w) => bangkokTime(w.created_at) },
  { header: 'รหัสสมาชิก', value: (w) => w.member_id },
  { header: 'ชื่อผู้ใช้', value: (w) => w.member_username },
  { header: 'ชื่อสมาชิก', value: (w) => w.member_name },
  { header: 'ธนาคาร', value: (w) => w.bank.bank_name },
  { header: 'เลขบัญชี', value: (w) => w.bank.account_number },
  { header: 'ชื่อบัญชี', value: (w) => w.bank.account_name },
  { header: 'จำนวนเงิน', value: (w) => w.amount.toFixed(2) },
  { header: 'ยอดคงเหลือ', value: (w) => w.balance.balance.toFixed(2) },
  { header: 'เทิร์นคงเหลือ', value: (w) => (w.requirement ? w.requirement.remaining.toFixed(2) : '') },
  { header: 'ฝาก 7 วัน', value: (w) => w.recent.deposits.toFixed(2) },
  { header: 'ถอนสำเร็จ 7 วัน', value: (w) => w.recent.withdrawals_paid.toFixed(2) },
  { header: 'สถานะ', value: (w) => STATUS_NAMES[w.status] ?? w.status },
  { header: 'ผู้ดำเนินการ', value: (w) => w.decided_by_username ?? w.claim?.username ?? '' },
  { header: 'เลขอ้างอิงการโอน', value: (w) => w.bank_reference },
  { header: 'เหตุผลที่ปฏิเสธ', value: (w) => w.reject_reason },
  { header: 'เวลาที่ดำเนินการ', value: (w) => (w.decided_at ? bangkokTime(w.decided_at) : '') },
];

/**
 * The withdrawal queue (finance): who asks, into which account, what they hold, the turnover they
 * still owe and their last week; pending ones oldest first, refreshed every few seconds. An operator
 * claims a withdrawal ("รับรายการ": nobody else can decide it for 10 minutes), then approves it once
 * the money is transferred or rejects it with a reason. Filters, sort and page live in the address.
 */
export function WithdrawalsPage() {
  const [view, set] = useView('/shell/withdrawals');
  const [draft, setDraft] = useState({ q: view.q ?? '', from: view.from ?? '', to: view.to ?? '' });
  const [decision, setDecision] = useState<Decision | null>(null);
  const notice = useNotice();
  const queryClient = useQueryClient();
  const list = useQuery(queueQuery(view));
  const now = useNow();

  const refresh = () => queryClient.invalidateQueries({ queryKey: withdrawalKeys.all });
  const claim = useMutation({ mutationFn: withdrawalsApi.claim, onSuccess: notice.clear, onError: notice.fail, onSettled: refresh });
  const release = useMutation({ mutationFn: withdrawalsApi.release, onSuccess: notice.clear, onError: notice.fail, onSettled: refresh });
  const decide = useMutation({
    mutationFn: (d: { kind: 'approve' | 'reject'; id: number; text: string }) =>
      d.kind === 'approve' ? withdrawalsApi.approve(d.id, d.text) : withdrawalsApi.reject(d.id, d.text),
    onSuccess: (w, d) => {
      setDecision(null);
      notice.ok(d.kind === 'approve' ? `อนุมัติ ${w.reference} จำนวน ${baht(w.amount)} บาท แล้ว` : `ปฏิเสธ ${w.reference} แล้ว คืนเงินให้สมาชิกแล้ว`);
      void refresh();
    },
  });
  const filtered = Boolean(view.q || view.from || view.to);
  const busyId = claim.isPending ? claim.variables : release.isPending ? release.variables : null;
  const columns = queueColumns(now, busyId, {
    onClaim: (w) => claim.mutate(w.id),
    onRelease: (w) => release.mutate(w.id),
    onDecide: (kind, w) => {
      decide.reset();
      setDecision({ kind, withdrawal: w });
    },
  });

  return (
    <Box>
      <FilterBar
        label="ตัวกรองรายการถอน"
        onSubmit={() => set({ q: draft.q.trim() || undefined, from: draft.from || undefined, to: draft.to || undefined, page: 1 })}
        actions={<ExportButton filename="withdrawals.csv" columns={CSV_COLUMNS} fetchPage={(p, size) => fetchQueue(view, p, size)} />}
      >
        <Select
          label="สถานะ"
          value={view.status}
          options={['pending', 'approved', 'rejected', 'all']}
          names={STATUS_FILTER}
          onChange={(status) => set({ status, page: 1 })}
          maxW="40"
        />
        <MemberInput
          value={draft.q}
          onChange={(q) => setDraft({ ...draft, q })}
          maxW="60"
          placeholder="เบอร์โทร ชื่อ หรือเลขบัญชี"
          maxLength={60}
        />
        {(['from', 'to'] as const).map((key) => (
          <Box key={key} maxW="40" w="full">
            <DayPicker
              label={key === 'from' ? 'ตั้งแต่วันที่' : 'ถึงวันที่'}
              // No label above these boxes: the empty box says which end it is.
              placeholder={key === 'from' ? 'ตั้งแต่วันที่' : 'ถึงวันที่'}
              value={draft[key]}
              min={key === 'to' ? draft.from || undefined : undefined}
              max={key === 'from' ? draft.to || undefined : undefined}
              onChange={(day) => setDraft({ ...draft, [key]: day })}
            />
          </Box>
        ))}
      </FilterBar>
      <Notice notice={notice.value} />
      <PagedTable
        query={list}
        label="รายการถอนเงิน"
        empty={filtered ? 'ไม่พบรายการที่ตรงกับตัวกรอง' : view.status === 'pending' ? 'ไม่มีรายการถอนที่รอดำเนินการ' : 'ยังไม่มีรายการถอน'}
        columns={columns}
        top
        rowKey={(w) => w.id}
        rowProps={(w) => ({ 'data-testid': `withdrawal-${w.id}`, bg: w.claim?.mine ? 'blue.50' : undefined })}
        {...listPaging(view, set)}
      />
      <DecideDialog
        // A new decision starts with an empty form.
        key={decision ? `${decision.kind}-${decision.withdrawal.id}` : 'none'}
        decision={decision}
        busy={decide.isPending}
        error={decide.error}
        onClose={() => setDecision(null)}
        onApprove={(id, text) => decide.mutate({ kind: 'approve', id, text })}
        onReject={(id, text) => decide.mutate({ kind: 'reject', id, text })}
      />
    </Box>
  );
}

type QueueActions = {
  onClaim: (w: AdminQueueWithdrawal) => void;
  onRelease: (w: AdminQueueWithdrawal) => void;
  onDecide: (kind: 'approve' | 'reject', w: AdminQueueWithdrawal) => void;
};

/** The queue's columns: when and how long it waits, who and their week, where to, how much, what they hold, its state and actions. */
function queueColumns(
  now: number,
  busyId: number | null | undefined,
  act: QueueActions,
): Column<AdminQueueWithdrawal, 'created_at' | 'amount'>[] {
  return [
    {
      header: 'เวลา / รอ',
      sort: 'created_at',
      style: { whiteSpace: 'nowrap' },
      cell: (w) => {
        const minutes = (now - new Date(w.created_at).getTime()) / 60_000;
        const waitColor = minutes >= 30 ? 'red.600' : minutes >= 10 ? 'orange.600' : 'gray.600';
        return (
          <>
            <Text fontWeight="semibold">{w.reference}</Text>
            <Text fontSize="xs" color="gray.600">
              {bangkokTime(w.created_at)}
            </Text>
            {w.status === 'pending' && (
              <Text fontSize="xs" color={waitColor}>
                รอ {waited(w.created_at, now)}
              </Text>
            )}
          </>
        );
      },
    },
    {
      header: 'สมาชิก / 7 วันล่าสุด',
      cell: (w) => (
        <>
          <Text whiteSpace="nowrap">{w.member_name}</Text>
          <Text fontSize="xs" color="gray.600" whiteSpace="nowrap">
            {w.member_username} · #{w.member_id}
          </Text>
          <Box fontSize="xs" mt="1" whiteSpace="nowrap" aria-label="7 วันล่าสุด">
            <Text>ฝาก {baht(w.recent.deposits)}</Text>
            <Text>
              ถอน {baht(w.recent.withdrawals_paid)} ({w.recent.withdrawals_paid_count} ครั้ง)
            </Text>
            {w.recent.withdrawals_rejected_count > 0 && <Text color="red.700">ถูกปฏิเสธ {w.recent.withdrawals_rejected_count} ครั้ง</Text>}
          </Box>
        </>
      ),
    },
    {
      header: 'บัญชีรับเงิน',
      cell: (w) => (
        <>
          <Text whiteSpace="nowrap">{w.bank.bank_name}</Text>
          <Text fontSize="xs" fontFamily="mono">
            {w.bank.account_number}
          </Text>
          <Text fontSize="xs" color="gray.600">
            {w.bank.account_name}
          </Text>
        </>
      ),
    },
    { header: 'จำนวนเงิน', sort: 'amount', end: true, style: { whiteSpace: 'nowrap', fontWeight: 'semibold' }, cell: (w) => baht(w.amount) },
    {
      header: 'ยอดคงเหลือ / เทิร์น',
      end: true,
      style: { whiteSpace: 'nowrap' },
      cell: (w) => (
        <>
          <Text>{baht(w.balance.balance)}</Text>
          {w.balance.available !== w.balance.balance && (
            <Text fontSize="xs" color="gray.600">
              ใช้ได้ {baht(w.balance.available)}
            </Text>
          )}
          {w.requirement ? (
            <Text color="red.700" fontSize="xs" mt="1">
              ติดเทิร์น ขาดอีก {baht(w.requirement.remaining)}
              <Text as="span" display="block" color="gray.600">
                จาก {baht(w.requirement.required)}
              </Text>
            </Text>
          ) : (
            w.status === 'pending' && (
              <Text fontSize="xs" mt="1" color="gray.500">
                ไม่ติดเทิร์น
              </Text>
            )
          )}
        </>
      ),
    },
    { header: 'สถานะ / จัดการ', cell: (w) => <StateCell w={w} busy={busyId === w.id} act={act} /> },
  ];
}

/** A withdrawal's state, who holds or decided it, and what this operator may do with it. */
function StateCell({ w, busy, act }: { w: AdminQueueWithdrawal; busy: boolean; act: QueueActions }) {
  const pending = w.status === 'pending';
  const held = w.claim && !w.claim.mine;
  return (
    <>
      <StatusBadge colour={STATUS_COLORS[w.status]}>{STATUS_NAMES[w.status] ?? w.status_name}</StatusBadge>
      {pending && w.claim && (
        <Text fontSize="xs" mt="1" color={w.claim.mine ? 'blue.700' : 'gray.700'}>
          {w.claim.mine ? 'คุณกำลังดำเนินการ' : `${w.claim.display_name} กำลังดำเนินการ`}
        </Text>
      )}
      {!pending && w.decided_by_username && (
        <Text fontSize="xs" mt="1" color="gray.600">
          โดย {w.decided_by_username}
          {w.decided_at ? ` · ${bangkokTime(w.decided_at)}` : ''}
        </Text>
      )}
      {w.reject_reason && (
        <Text fontSize="xs" color="red.700">
          {w.reject_reason}
        </Text>
      )}
      {w.bank_reference && (
        <Text fontSize="xs" color="gray.600">
          อ้างอิง {w.bank_reference}
        </Text>
      )}
      {pending && (
        <Stack gap="1" align="start" mt="2">
          {w.claim?.mine ? (
            <>
              <Flex gap="1">
                <Button size="xs" colorPalette="green" onClick={() => act.onDecide('approve', w)}>
                  อนุมัติ
                </Button>
                <Button size="xs" colorPalette="red" variant="outline" onClick={() => act.onDecide('reject', w)}>
                  ปฏิเสธ
                </Button>
              </Flex>
              <Button size="xs" variant="ghost" onClick={() => act.onRelease(w)} loading={busy}>
                ปล่อยรายการ
              </Button>
            </>
          ) : (
            <Button
              size="xs"
              colorPalette="blue"
              onClick={() => act.onClaim(w)}
              loading={busy}
              disabled={Boolean(held)}
              title={held ? `${w.claim?.display_name} กำลังดำเนินการ` : undefined}
            >
              รับรายการ
            </Button>
          )}
        </Stack>
      )}
    </>
  );
}
