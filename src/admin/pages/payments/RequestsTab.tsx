import { Box, Button, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import {
  baht,
  bangkokTime,
  type Column,
  type CsvColumn,
  DialogForm,
  ExportButton,
  Facts,
  listPaging,
  Notice,
  PagedTable,
  StatusBadge,
  twoLines,
  useView,
} from '../../app/kit';
import {
  type AdminDepositRequest,
  DEPOSITS_KEY,
  type DepositKind,
  type DepositSort,
  type DepositStatus,
  fetchRequests,
  requestStatus,
  requestsQuery,
  sandboxPay,
  summaryQuery,
} from './api';
import { Filters } from './Filters';
import { ageText } from './format';

const STATUSES: Record<string, string> = {
  pending: 'รอชำระ/รอยอดเข้า',
  done: 'เติมเงินแล้ว',
  expired: 'หมดเวลา',
  cancelled: 'ยกเลิกแล้ว',
  all: 'ทุกสถานะ',
};
const KINDS: Record<string, string> = { all: 'ทุกประเภท', qr: 'QR พร้อมเพย์', notice: 'แจ้งฝาก' };
const STATUS_COLOURS: Record<AdminDepositRequest['status'], string> = {
  pending: 'orange',
  done: 'green',
  expired: 'gray',
  cancelled: 'gray',
};

const CSV_COLUMNS: CsvColumn<AdminDepositRequest>[] = [
  { header: 'เวลา', value: (r) => bangkokTime(r.created_at) },
  { header: 'ประเภท', value: (r) => r.kind_label },
  { header: 'รหัสสมาชิก', value: (r) => r.member.id },
  { header: 'ชื่อสมาชิก', value: (r) => r.member.name },
  { header: 'เบอร์โทร', value: (r) => r.member.phone },
  { header: 'ช่องทาง', value: (r) => r.channel_name },
  { header: 'ยอด (บาท)', value: (r) => r.amount.toFixed(2) },
  { header: 'เลขอ้างอิง', value: (r) => r.reference ?? '' },
  { header: 'สถานะ', value: (r) => r.status_label },
  { header: 'หมดเวลา', value: (r) => bangkokTime(r.expires_at) },
];

/**
 * Asks before the sandbox pays: it credits the member's wallet for real (through the ledger) even
 * though no money moved, so one stray click must not do it. Names the QR, member and amount.
 */
function SandboxPayDialog({
  request,
  busy,
  refusal,
  onClose,
  onConfirm,
}: {
  request: AdminDepositRequest;
  busy: boolean;
  refusal: string | null;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <DialogForm
      title="ยืนยันการจ่ายทดสอบ"
      onClose={onClose}
      onSubmit={onConfirm}
      busy={busy}
      confirm="ยืนยันจ่ายทดสอบ"
      colour="purple"
      cancel="ยกเลิก"
      refusal={refusal}
    >
      <Text mb="3">นี่คือการชำระเงินทดสอบ (sandbox) ไม่มีเงินจริงเข้าบัญชี แต่ระบบจะเติมเงินเข้ากระเป๋าของสมาชิกเหมือนชำระจริง</Text>
      <Facts
        rows={[
          ['สมาชิก', `${request.member.name} · ${request.member.phone} · #${request.member.id}`],
          ['ยอด', `${baht(request.amount)} บาท`],
          ['เลขอ้างอิง', request.reference ?? '-'],
          ['ช่องทาง', request.channel_name],
        ]}
      />
    </DialogForm>
  );
}

/** "รอชำระ/แจ้งฝาก": QRs and deposit notices, live; the sandbox pays a QR where the server allows it, after a confirmation. */
export function RequestsTab() {
  const [view, set] = useView('/shell/deposits');
  const status = requestStatus(view);
  const list = useQuery(requestsQuery(view));
  const summary = useQuery(summaryQuery);
  const sandbox = summary.data?.sandbox_enabled === true;
  const queryClient = useQueryClient();
  // The QR the operator is asked about; the call runs only from the dialog's confirm.
  const [asking, setAsking] = useState<AdminDepositRequest | null>(null);
  const pay = useMutation({
    mutationFn: sandboxPay,
    onSuccess: () => setAsking(null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEPOSITS_KEY }),
  });
  const filtered = status !== 'pending' || view.kind !== 'all' || Boolean(view.from || view.to || view.min || view.max);
  const columns: Column<AdminDepositRequest, DepositSort>[] = [
    { header: 'เวลา', sort: 'created_at', style: { whiteSpace: 'nowrap' }, cell: (r) => bangkokTime(r.created_at) },
    { header: 'สมาชิก', cell: (r) => twoLines(r.member.name, `${r.member.phone} · #${r.member.id}`) },
    { header: 'ประเภท / ช่องทาง', cell: (r) => twoLines(r.kind_label, r.channel_name) },
    { header: 'ยอด (บาท)', sort: 'amount', end: true, style: { fontWeight: 'semibold' }, cell: (r) => baht(r.amount) },
    { header: 'เลขอ้างอิง', style: { fontFamily: 'mono', fontSize: 'xs' }, cell: (r) => r.reference ?? '-' },
    { header: 'ผ่านมา', style: { whiteSpace: 'nowrap' }, cell: (r) => ageText(r.age_seconds) },
    { header: 'สถานะ', cell: (r) => <StatusBadge colour={STATUS_COLOURS[r.status]}>{r.status_label}</StatusBadge> },
    {
      header: '',
      hidden: !sandbox,
      end: true,
      cell: (r) =>
        r.sandbox_payable &&
        r.reference && (
          <Button
            size="xs"
            colorPalette="purple"
            variant="outline"
            aria-label={`จ่ายทดสอบ ${r.reference}`}
            loading={pay.isPending && pay.variables === r.reference}
            disabled={pay.isPending}
            onClick={() => {
              pay.reset();
              setAsking(r);
            }}
          >
            จ่ายทดสอบ
          </Button>
        ),
    },
  ];

  return (
    <Box>
      <Box mb="3">
        <Filters
          label="ตัวกรองรายการรอชำระ"
          values={{ status, kind: view.kind, from: view.from ?? '', to: view.to ?? '', min: view.min ?? '', max: view.max ?? '' }}
          statuses={STATUSES}
          kinds={KINDS}
          onApply={(v) =>
            set({
              status: v.status as DepositStatus,
              kind: (v.kind ?? 'all') as DepositKind,
              from: v.from || undefined,
              to: v.to || undefined,
              min: v.min || undefined,
              max: v.max || undefined,
              page: 1,
            })
          }
        >
          <ExportButton filename="deposit-requests.csv" columns={CSV_COLUMNS} fetchPage={(p, size) => fetchRequests(view, p, size)} />
        </Filters>
      </Box>
      {/* A refusal shows in the dialog while it is open; the outcome above the list once it closed. */}
      <Notice
        mb="3"
        notice={
          pay.isSuccess
            ? `จ่ายทดสอบ ${pay.data.reference} แล้ว: ${pay.data.status_label}`
            : pay.isError && !asking && { status: 'error', text: failureMessage(pay.error) }
        }
      />
      {asking && (
        <SandboxPayDialog
          request={asking}
          busy={pay.isPending}
          refusal={pay.isError ? failureMessage(pay.error) : null}
          onClose={() => setAsking(null)}
          onConfirm={() => pay.mutate(asking.reference as string)}
        />
      )}
      <PagedTable
        query={list}
        label="รายการรอชำระและแจ้งฝาก"
        empty={filtered ? 'ไม่พบรายการที่ตรงกับตัวกรอง' : 'ไม่มีรายการรอชำระหรือแจ้งฝาก'}
        columns={columns}
        rowKey={(r) => `${r.kind}-${r.id}`}
        {...listPaging(view, set)}
      />
    </Box>
  );
}
