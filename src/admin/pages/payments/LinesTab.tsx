import { Badge, Box, Button, Flex, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  baht,
  bangkokTime,
  type Column,
  type CsvColumn,
  ExportButton,
  listPaging,
  PagedTable,
  StatusBadge,
  twoLines,
  useView,
} from '../../app/kit';
import { type AdminDepositLine, type DepositSort, type DepositStatus, fetchLines, lineStatus, linesQuery } from './api';
import { Filters } from './Filters';
import { CHANNEL_NAMES } from './format';
import { AssignDialog, DismissDialog } from './LineDialogs';

const STATUSES: Record<string, string> = { review: 'รอจับคู่', credited: 'เติมเงินแล้ว', dismissed: 'ไม่ดำเนินการ', all: 'ทุกสถานะ' };
const STATUS_COLOURS: Record<AdminDepositLine['status'], string> = { review: 'orange', credited: 'green', dismissed: 'gray' };
const CHANNELS = CHANNEL_NAMES;

const CSV_COLUMNS: CsvColumn<AdminDepositLine>[] = [
  { header: 'เวลาโอน', value: (l) => bangkokTime(l.occurred_at) },
  { header: 'รหัสรายการ', value: (l) => l.id },
  { header: 'ช่องทาง', value: (l) => CHANNELS[l.channel] },
  { header: 'ธนาคารผู้โอน', value: (l) => l.from_bank_name ?? '' },
  { header: 'บัญชีผู้โอน', value: (l) => l.from_account },
  { header: 'ชื่อผู้โอน', value: (l) => l.from_name ?? '' },
  { header: 'ยอด (บาท)', value: (l) => l.amount.toFixed(2) },
  { header: 'สถานะ', value: (l) => l.status_label },
  { header: 'เหตุผลที่รอ', value: (l) => l.reason_label ?? '' },
  { header: 'สมาชิก', value: (l) => (l.member ? `${l.member.name} (${l.member.phone})` : '') },
  { header: 'สมาชิกที่แนะนำ', value: (l) => l.suggestions.map((s) => `${s.member.name} (${s.member.phone})`).join(' / ') },
  { header: 'เหตุผลที่ไม่ดำเนินการ', value: (l) => l.dismiss_reason ?? '' },
];

type Member = { id: number; phone: string; name: string };

/** "รายการเดินบัญชีที่ยังไม่จับคู่": waiting lines with suggested members; assign or dismiss with a reason. */
export function LinesTab({ canDecide }: { canDecide: boolean }) {
  const [view, set] = useView('/shell/deposits');
  const status = lineStatus(view);
  const list = useQuery(linesQuery(view));
  const [assigning, setAssigning] = useState<{ line: AdminDepositLine; member: Member | null } | null>(null);
  const [dismissing, setDismissing] = useState<AdminDepositLine | null>(null);
  const filtered = status !== 'review' || Boolean(view.from || view.to || view.min || view.max);
  const columns: Column<AdminDepositLine, DepositSort>[] = [
    { header: 'เวลาโอน', sort: 'occurred_at', cell: (l) => twoLines(bangkokTime(l.occurred_at), `#${l.id}`) },
    { header: 'รับเข้า', sort: 'created_at', style: { fontSize: 'xs', color: 'gray.600' }, cell: (l) => bangkokTime(l.created_at) },
    {
      header: 'ผู้โอน',
      cell: (l) =>
        twoLines(
          l.from_name ?? (l.channel === 'promptpay_qr' ? `QR ${l.to_account}` : l.from_account || '-'),
          `${l.from_bank_name ?? CHANNELS[l.channel]}${l.from_name && l.from_account ? ` · ${l.from_account}` : ''}`,
        ),
    },
    { header: 'ยอด (บาท)', sort: 'amount', end: true, style: { fontWeight: 'semibold' }, cell: (l) => baht(l.amount) },
    {
      header: 'สถานะ',
      cell: (l) => (
        <>
          <StatusBadge colour={STATUS_COLOURS[l.status]}>{l.status_label}</StatusBadge>
          {l.reason_label && l.status === 'review' && (
            <Text fontSize="xs" color="gray.600" mt="1" maxW="56">
              {l.reason_label}
            </Text>
          )}
          {l.dismiss_reason && (
            <Text fontSize="xs" color="gray.600" mt="1" maxW="56">
              เหตุผล: {l.dismiss_reason}
            </Text>
          )}
          {l.flag_labels.map((f) => (
            <Badge key={f} colorPalette="red" variant="outline" mt="1" mr="1">
              {f}
            </Badge>
          ))}
        </>
      ),
    },
    {
      header: 'สมาชิก',
      style: { minW: '48' },
      cell: (l) =>
        l.status !== 'review' ? (
          l.member ? (
            <Text>
              {l.member.name}{' '}
              <Text as="span" fontSize="xs" color="gray.600">
                {l.member.phone}
              </Text>
            </Text>
          ) : (
            '-'
          )
        ) : l.suggestions.length === 0 ? (
          <Text fontSize="sm" color="gray.500">
            ไม่มีสมาชิกที่แนะนำ
          </Text>
        ) : (
          <Flex direction="column" gap="1" role="group" aria-label={`สมาชิกที่แนะนำสำหรับรายการ #${l.id}`}>
            {l.suggestions.map((s) => (
              <Button
                key={s.member.id}
                size="xs"
                variant="outline"
                colorPalette="blue"
                justifyContent="flex-start"
                title={s.reason_labels.join(', ')}
                disabled={!canDecide}
                onClick={() => setAssigning({ line: l, member: s.member })}
              >
                {s.member.name} · {s.member.phone}
              </Button>
            ))}
            <Text fontSize="xs" color="gray.500">
              {l.suggestions[0].reason_labels.join(', ')}
            </Text>
          </Flex>
        ),
    },
    {
      header: '',
      hidden: !canDecide,
      cell: (l) =>
        l.status === 'review' && (
          <Flex gap="1" direction={{ base: 'column', '2xl': 'row' }}>
            <Button
              size="xs"
              colorPalette="blue"
              aria-label={`เลือกสมาชิกสำหรับรายการ #${l.id}`}
              onClick={() => setAssigning({ line: l, member: null })}
            >
              เลือกสมาชิก
            </Button>
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              aria-label={`ไม่ดำเนินการรายการ #${l.id}`}
              onClick={() => setDismissing(l)}
            >
              ไม่ดำเนินการ
            </Button>
          </Flex>
        ),
    },
  ];

  return (
    <Box>
      <Box mb="3">
        <Filters
          label="ตัวกรองรายการเดินบัญชี"
          values={{ status, from: view.from ?? '', to: view.to ?? '', min: view.min ?? '', max: view.max ?? '' }}
          statuses={STATUSES}
          onApply={(v) =>
            set({
              status: v.status as DepositStatus,
              from: v.from || undefined,
              to: v.to || undefined,
              min: v.min || undefined,
              max: v.max || undefined,
              page: 1,
            })
          }
        >
          <ExportButton filename="statement-lines.csv" columns={CSV_COLUMNS} fetchPage={(p, size) => fetchLines(view, p, size)} />
        </Filters>
      </Box>
      <PagedTable
        query={list}
        label="รายการเดินบัญชี"
        empty={filtered ? 'ไม่พบรายการที่ตรงกับตัวกรอง' : 'ไม่มีรายการเดินบัญชีที่รอจับคู่'}
        columns={columns}
        top
        rowKey={(l) => l.id}
        rowProps={() => ({ 'data-testid': 'statement-line' })}
        {...listPaging(view, set)}
      />
      <AssignDialog
        key={`assign-${assigning?.line.id ?? 0}-${assigning?.member?.id ?? 0}`}
        line={assigning?.line ?? null}
        preset={assigning?.member ?? null}
        onClose={() => setAssigning(null)}
      />
      <DismissDialog key={`dismiss-${dismissing?.id ?? 0}`} line={dismissing} onClose={() => setDismissing(null)} />
    </Box>
  );
}
