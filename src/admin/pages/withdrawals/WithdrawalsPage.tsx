import { Alert, Badge, Box, Button, Flex, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import type { CsvColumn } from '../../app/csv';
import { baht, bangkokTime, Empty, ExportButton, Failure, Loading, Pager, SortHeader } from '../../app/ui';
import { useUrlState } from '../../app/url-state';
import { DecideDialog, type Decision } from './DecideDialog';
import { type AdminQueueWithdrawal, fetchQueue, PAGE_SIZE, type QueueView, queueQuery, withdrawalKeys, withdrawalsApi } from './queries';

const STATUS_NAMES: Record<string, string> = { pending: 'รอดำเนินการ', approved: 'อนุมัติแล้ว', rejected: 'ปฏิเสธแล้ว' };
const STATUS_COLORS: Record<string, string> = { pending: 'orange', approved: 'green', rejected: 'red' };

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
  const [view, setView] = useUrlState({ status: 'pending', q: '', from: '', to: '', sort: '', dir: 'desc', page: 1 });
  const [draft, setDraft] = useState({ q: view.q, from: view.from, to: view.to });
  const [decision, setDecision] = useState<Decision | null>(null);
  const [notice, setNotice] = useState<{ status: 'success' | 'error'; text: string } | null>(null);
  const queryClient = useQueryClient();
  const list = useQuery(queueQuery(view as QueueView));
  const now = useNow();

  const refresh = () => queryClient.invalidateQueries({ queryKey: withdrawalKeys.all });
  const claim = useMutation({
    mutationFn: withdrawalsApi.claim,
    onSuccess: () => setNotice(null),
    onError: (err) => setNotice({ status: 'error', text: failureMessage(err) }),
    onSettled: refresh,
  });
  const release = useMutation({
    mutationFn: withdrawalsApi.release,
    onSuccess: () => setNotice(null),
    onError: (err) => setNotice({ status: 'error', text: failureMessage(err) }),
    onSettled: refresh,
  });
  const decide = useMutation({
    mutationFn: (d: { kind: 'approve' | 'reject'; id: number; text: string }) =>
      d.kind === 'approve' ? withdrawalsApi.approve(d.id, d.text) : withdrawalsApi.reject(d.id, d.text),
    onSuccess: (w, d) => {
      setDecision(null);
      setNotice({
        status: 'success',
        text: d.kind === 'approve' ? `อนุมัติ ${w.reference} จำนวน ${baht(w.amount)} บาท แล้ว` : `ปฏิเสธ ${w.reference} แล้ว คืนเงินให้สมาชิกแล้ว`,
      });
      void refresh();
    },
  });

  const search = (e: FormEvent) => {
    e.preventDefault();
    setView({ q: draft.q.trim(), from: draft.from, to: draft.to, page: 1 });
  };
  const filtered = Boolean(view.q || view.from || view.to);
  const busyId = claim.isPending ? claim.variables : release.isPending ? release.variables : null;

  return (
    <Box>
      <form onSubmit={search} aria-label="ตัวกรองรายการถอน">
        <Flex gap="2" mb="4" wrap="wrap" align="end">
          <NativeSelect.Root size="md" maxW="40" bg="white">
            <NativeSelect.Field aria-label="สถานะ" value={view.status} onChange={(e) => setView({ status: e.target.value, page: 1 })}>
              <option value="pending">รอดำเนินการ</option>
              <option value="approved">อนุมัติแล้ว</option>
              <option value="rejected">ปฏิเสธแล้ว</option>
              <option value="all">ทุกสถานะ</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Input
            bg="white"
            maxW="60"
            placeholder="เบอร์โทร ชื่อ หรือเลขบัญชี"
            aria-label="ค้นหาสมาชิก"
            value={draft.q}
            onChange={(e) => setDraft({ ...draft, q: e.target.value })}
          />
          <Input
            type="date"
            bg="white"
            maxW="40"
            aria-label="ตั้งแต่วันที่"
            title="ตั้งแต่วันที่"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
          <Input
            type="date"
            bg="white"
            maxW="40"
            aria-label="ถึงวันที่"
            title="ถึงวันที่"
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
          <Button type="submit" colorPalette="blue">
            ค้นหา
          </Button>
          <Box flex="1" />
          <ExportButton filename="withdrawals.csv" columns={CSV_COLUMNS} fetchPage={(p, size) => fetchQueue(view as QueueView, p, size)} />
        </Flex>
      </form>

      {notice && (
        <Alert.Root status={notice.status} mb="4" borderRadius="md" role={notice.status === 'error' ? 'alert' : 'status'}>
          <Alert.Indicator />
          <Alert.Title>{notice.text}</Alert.Title>
        </Alert.Root>
      )}

      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Failure error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <Empty>{filtered ? 'ไม่พบรายการที่ตรงกับตัวกรอง' : view.status === 'pending' ? 'ไม่มีรายการถอนที่รอดำเนินการ' : 'ยังไม่มีรายการถอน'}</Empty>
      ) : (
        <>
          <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
            <Table.Root size="sm" aria-label="รายการถอนเงิน">
              <Table.Header>
                <Table.Row>
                  <SortHeader column="created_at" sort={view.sort} dir={view.dir} onSort={(s) => setView({ ...s, page: 1 })}>
                    เวลา / รอ
                  </SortHeader>
                  <Table.ColumnHeader>สมาชิก / 7 วันล่าสุด</Table.ColumnHeader>
                  <Table.ColumnHeader>บัญชีรับเงิน</Table.ColumnHeader>
                  <SortHeader column="amount" sort={view.sort} dir={view.dir} onSort={(s) => setView({ ...s, page: 1 })} textAlign="end">
                    จำนวนเงิน
                  </SortHeader>
                  <Table.ColumnHeader textAlign="end">ยอดคงเหลือ / เทิร์น</Table.ColumnHeader>
                  <Table.ColumnHeader>สถานะ / จัดการ</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.data.items.map((w) => (
                  <Row
                    key={w.id}
                    w={w}
                    now={now}
                    busy={busyId === w.id}
                    onClaim={() => claim.mutate(w.id)}
                    onRelease={() => release.mutate(w.id)}
                    onDecide={(kind) => {
                      decide.reset();
                      setDecision({ kind, withdrawal: w });
                    }}
                  />
                ))}
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

function Row({
  w,
  now,
  busy,
  onClaim,
  onRelease,
  onDecide,
}: {
  w: AdminQueueWithdrawal;
  now: number;
  busy: boolean;
  onClaim: () => void;
  onRelease: () => void;
  onDecide: (kind: 'approve' | 'reject') => void;
}) {
  const pending = w.status === 'pending';
  const minutes = (now - new Date(w.created_at).getTime()) / 60_000;
  const waitColor = minutes >= 30 ? 'red.600' : minutes >= 10 ? 'orange.600' : 'gray.600';
  const held = w.claim && !w.claim.mine;
  return (
    <Table.Row data-testid={`withdrawal-${w.id}`} bg={w.claim?.mine ? 'blue.50' : undefined}>
      <Table.Cell whiteSpace="nowrap" verticalAlign="top">
        <Text fontWeight="semibold">{w.reference}</Text>
        <Text fontSize="xs" color="gray.600">
          {bangkokTime(w.created_at)}
        </Text>
        {pending && (
          <Text fontSize="xs" color={waitColor}>
            รอ {waited(w.created_at, now)}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell verticalAlign="top">
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
      </Table.Cell>
      <Table.Cell verticalAlign="top">
        <Text whiteSpace="nowrap">{w.bank.bank_name}</Text>
        <Text fontSize="xs" fontFamily="mono">
          {w.bank.account_number}
        </Text>
        <Text fontSize="xs" color="gray.600">
          {w.bank.account_name}
        </Text>
      </Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap" verticalAlign="top" fontWeight="semibold">
        {baht(w.amount)}
      </Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap" verticalAlign="top">
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
          pending && (
            <Text fontSize="xs" mt="1" color="gray.500">
              ไม่ติดเทิร์น
            </Text>
          )
        )}
      </Table.Cell>
      <Table.Cell verticalAlign="top">
        <Badge colorPalette={STATUS_COLORS[w.status]}>{STATUS_NAMES[w.status] ?? w.status_name}</Badge>
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
                  <Button size="xs" colorPalette="green" onClick={() => onDecide('approve')}>
                    อนุมัติ
                  </Button>
                  <Button size="xs" colorPalette="red" variant="outline" onClick={() => onDecide('reject')}>
                    ปฏิเสธ
                  </Button>
                </Flex>
                <Button size="xs" variant="ghost" onClick={onRelease} loading={busy}>
                  ปล่อยรายการ
                </Button>
              </>
            ) : (
              <Button
                size="xs"
                colorPalette="blue"
                onClick={onClaim}
                loading={busy}
                disabled={Boolean(held)}
                title={held ? `${w.claim?.display_name} กำลังดำเนินการ` : undefined}
              >
                รับรายการ
              </Button>
            )}
          </Stack>
        )}
      </Table.Cell>
    </Table.Row>
  );
}
