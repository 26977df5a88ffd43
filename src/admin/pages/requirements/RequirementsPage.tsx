import { Box, Button, Text } from '@chakra-ui/react';
import { AdminRequirementCancelBody } from '@contract/admin-promotions';
import { FORFEIT_REASON_NAMES, FORFEIT_RULE_NAMES, REQUIREMENT_SOURCE_NAMES } from '@contract/promotions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  baht,
  bangkokTime,
  type Column,
  type CsvColumn,
  ExportButton,
  Facts,
  FilterBar,
  listPaging,
  MemberInput,
  Notice,
  PagedTable,
  Progress,
  ReasonDialog,
  SearchSelect,
  Select,
  StatusBadge,
  twoLines,
  useManages,
  useView,
} from '../../app/kit';
import { cancelRequirement, fetchRequirements, type Requirement, requirementKeys, requirementsQuery } from './api';

const STATUS_NAMES: Record<string, string> = { active: 'กำลังทำเทิร์น', met: 'ครบเงื่อนไขแล้ว', forfeited: 'สิ้นสุดก่อนครบ' };
const STATUS_COLOURS: Record<string, string> = { active: 'blue', met: 'green', forfeited: 'red' };
const STATUS_FILTER: Record<string, string> = { all: 'ทุกสถานะ', ...STATUS_NAMES };
const SOURCE_FILTER: Record<string, string> = { '': 'ทุกที่มา', ...REQUIREMENT_SOURCE_NAMES };
const KIND_NAMES: Record<string, string> = { turnover: 'ทำเทิร์น', balance: 'ทำยอด' };

const reasonText = (r: Requirement) => (r.forfeit_reason ? (FORFEIT_REASON_NAMES[r.forfeit_reason] ?? r.forfeit_reason) : '');

export const CSV_COLUMNS: CsvColumn<Requirement>[] = [
  { header: 'รหัส', value: (r) => r.id },
  { header: 'รหัสสมาชิก', value: (r) => r.member_id },
  { header: 'เบอร์โทร', value: (r) => r.member_phone },
  { header: 'ชื่อสมาชิก', value: (r) => r.member_name },
  { header: 'ที่มา', value: (r) => r.source_name },
  { header: 'รายการ', value: (r) => r.title },
  { header: 'แบบ', value: (r) => KIND_NAMES[r.kind] },
  { header: 'ต้องทำ', value: (r) => r.required.toFixed(2) },
  { header: 'ทำได้แล้ว', value: (r) => r.done.toFixed(2) },
  { header: 'คงเหลือ', value: (r) => r.remaining.toFixed(2) },
  { header: 'โบนัส', value: (r) => r.bonus.toFixed(2) },
  { header: 'ถอนได้สูงสุด', value: (r) => (r.max_withdrawal === null ? '' : r.max_withdrawal.toFixed(2)) },
  { header: 'สถานะ', value: (r) => STATUS_NAMES[r.status] },
  { header: 'เหตุที่สิ้นสุด', value: reasonText },
  { header: 'หักคืน', value: (r) => r.forfeited_amount.toFixed(2) },
  { header: 'หมายเหตุ', value: (r) => r.end_note },
  { header: 'เริ่ม', value: (r) => bangkokTime(r.started_at) },
  { header: 'หมดเวลา', value: (r) => (r.expires_at ? bangkokTime(r.expires_at) : '') },
  { header: 'สิ้นสุดเมื่อ', value: (r) => (r.ended_at ? bangkokTime(r.ended_at) : '') },
];

/**
 * Members' wagering requirements (GET /api/admin/requirements): progress, bonus, cap, how each ended;
 * admin and support cancel an active one with a reason (POST /requirements/:id/cancel, audited; its
 * forfeit rule applies). Filters, sort and page in the address.
 */
export function RequirementsPage() {
  const [view, set] = useView('/shell/requirements');
  const [draft, setDraft] = useState(view.q ?? '');
  const [cancelling, setCancelling] = useState<Requirement | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const manages = useManages();
  const queryClient = useQueryClient();
  const list = useQuery(requirementsQuery(view));
  const cancel = useMutation({
    mutationFn: (c: { id: number; reason: string }) => cancelRequirement(c.id, c.reason),
    onSuccess: (r) => {
      setCancelling(null);
      setNotice(`ยกเลิกเงื่อนไข "${r.title}" ของ ${r.member_phone} แล้ว หักคืน ${baht(r.forfeited_amount)} บาท`);
      void queryClient.invalidateQueries({ queryKey: requirementKeys.all });
    },
  });
  const columns: Column<Requirement, NonNullable<typeof view.sort>>[] = [
    { header: 'รหัส', sort: 'id', cell: (r) => `#${r.id}` },
    { header: 'สมาชิก', style: { whiteSpace: 'nowrap' }, cell: (r) => twoLines(r.member_name, `${r.member_phone} · #${r.member_id}`) },
    { header: 'ที่มา', cell: (r) => twoLines(r.title, `${r.source_name} · ${KIND_NAMES[r.kind]}`) },
    {
      header: 'ความคืบหน้า',
      style: { minW: '44' },
      cell: (r) => (
        <>
          <Text fontSize="xs" whiteSpace="nowrap">
            {r.kind === 'balance' ? 'ยอดเงิน' : 'ยอดเล่น'} {baht(r.done)} / {baht(r.required)}
          </Text>
          <Progress done={r.done} required={r.required} label={`ความคืบหน้า #${r.id}`} />
          {r.status === 'active' && (
            <Text fontSize="xs" color="red.700" whiteSpace="nowrap">
              ขาดอีก {baht(r.remaining)}
            </Text>
          )}
        </>
      ),
    },
    {
      header: 'โบนัส',
      sort: 'bonus',
      end: true,
      style: { whiteSpace: 'nowrap' },
      cell: (r) => (r.max_withdrawal === null ? baht(r.bonus) : twoLines(baht(r.bonus), `ถอนสูงสุด ${baht(r.max_withdrawal)}`)),
    },
    {
      header: 'สถานะ',
      cell: (r) => (
        <>
          <StatusBadge colour={STATUS_COLOURS[r.status]}>{STATUS_NAMES[r.status]}</StatusBadge>
          {r.forfeit_reason && (
            <Text fontSize="xs" color="gray.700">
              {reasonText(r)}
              {r.forfeited_amount > 0 ? ` · หักคืน ${baht(r.forfeited_amount)}` : ''}
            </Text>
          )}
          {r.end_note && (
            <Text fontSize="xs" color="gray.600" maxW="xs">
              {r.end_note}
            </Text>
          )}
        </>
      ),
    },
    {
      header: 'เริ่ม / หมดเวลา',
      sort: 'started_at',
      style: { fontSize: 'xs', whiteSpace: 'nowrap' },
      cell: (r) =>
        twoLines(
          bangkokTime(r.started_at),
          r.ended_at ? `สิ้นสุด ${bangkokTime(r.ended_at)}` : r.expires_at ? `หมด ${bangkokTime(r.expires_at)}` : 'ไม่มีกำหนด',
        ),
    },
    {
      header: '',
      hidden: !manages,
      cell: (r) =>
        r.status === 'active' && (
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-label={`ยกเลิกเงื่อนไข #${r.id}`}
            onClick={() => {
              cancel.reset();
              setNotice(null);
              setCancelling(r);
            }}
          >
            ยกเลิก
          </Button>
        ),
    },
  ];

  return (
    <Box>
      <FilterBar
        label="ตัวกรองเงื่อนไขเทิร์น"
        onSubmit={() => set({ q: draft.trim() || undefined, page: 1 })}
        actions={
          <ExportButton filename="requirements.csv" columns={CSV_COLUMNS} fetchPage={(p, size) => fetchRequirements(view, p, size)} />
        }
      >
        <Select
          label="สถานะ"
          value={view.status}
          options={['active', 'met', 'forfeited', 'all']}
          names={STATUS_FILTER}
          onChange={(status) => set({ status, page: 1 })}
          maxW="48"
        />
        <SearchSelect
          route="/shell/requirements"
          name="source"
          label="ที่มา"
          options={Object.keys(REQUIREMENT_SOURCE_NAMES)}
          names={SOURCE_FILTER}
          maxW="48"
        />
        <MemberInput value={draft} onChange={setDraft} maxW="60" />
      </FilterBar>
      <Notice notice={notice} />
      <PagedTable
        query={list}
        label="เงื่อนไขเทิร์นของสมาชิก"
        empty={view.q || view.source ? 'ไม่พบรายการที่ตรงกับตัวกรอง' : 'ไม่มีเงื่อนไขเทิร์นในสถานะนี้'}
        columns={columns}
        top
        rowKey={(r) => r.id}
        rowProps={(r) => ({ 'data-testid': `requirement-${r.id}` })}
        {...listPaging(view, set)}
      />
      <ReasonDialog
        key={cancelling?.id ?? 'none'}
        action={
          cancelling && {
            title: `ยกเลิกเงื่อนไขเทิร์น #${cancelling.id}`,
            confirm: 'ยืนยันยกเลิกเงื่อนไข',
            colour: 'red',
            summary: (
              <Facts
                rows={[
                  ['สมาชิก', `${cancelling.member_name} (${cancelling.member_phone})`],
                  ['รายการ', cancelling.title],
                  ['ความคืบหน้า', `${baht(cancelling.done)} / ${baht(cancelling.required)} บาท`],
                  ['โบนัส', `${baht(cancelling.bonus)} บาท`],
                  [
                    'การหักคืน',
                    <Text key="rule" fontWeight="semibold" data-testid="cancel-rule">
                      {cancelling.forfeit_rule ? FORFEIT_RULE_NAMES[cancelling.forfeit_rule] : 'ตามเงื่อนไขของรายการนี้'}
                      {cancelling.cancel_forfeit !== undefined && ` (ประมาณ ${baht(cancelling.cancel_forfeit)} บาท)`}
                    </Text>,
                  ],
                ]}
              />
            ),
            schema: AdminRequirementCancelBody,
          }
        }
        busy={cancel.isPending}
        error={cancel.error}
        onClose={() => setCancelling(null)}
        onConfirm={({ reason }) => cancelling && cancel.mutate({ id: cancelling.id, reason })}
      />
    </Box>
  );
}
