import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { ROUND_STATUSES } from '@contract/lotto';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  baht,
  bangkokTime,
  type Column,
  type CsvColumn,
  count,
  DayInput,
  ExportButton,
  FilterBar,
  listPaging,
  Modal,
  PagedTable,
  Select,
  StatusBadge,
  useView,
} from '../../app/kit';
import { CancelRound } from './CancelRound';
import { PendingEntries } from './PendingEntries';
import { type AdminRound, categoriesQuery, fetchRounds, type RoundsView, resultLine, roundsQuery, useChangesLotto } from './queries';
import { ResultForm } from './ResultForm';

const STATUS_COLOURS: Record<AdminRound['status'], string> = { open: 'green', closed: 'orange', resulted: 'blue', cancelled: 'gray' };
const STATUS_FILTER: Record<string, string> = {
  '': 'ทุกสถานะ',
  open: 'เปิดรับแทง',
  closed: 'ปิดรับ รอผล',
  resulted: 'ออกผลแล้ว',
  cancelled: 'ยกเลิก',
};

/** Closed, or still open past its close until the scheduler's next pass; Yeekee rounds draw from the shots. */
const awaitsResult = (r: AdminRound) =>
  r.group !== 'yeekee' && !r.result && (r.status === 'closed' || (r.status === 'open' && Date.parse(r.closes_at) <= Date.now()));
/** A confirmed result still inside its correction window. */
const correctable = (r: AdminRound) => r.correction_until !== null && Date.parse(r.correction_until) > Date.now();
const cancellable = (r: AdminRound) => r.status === 'open' || r.status === 'closed';

const CSV_COLUMNS: CsvColumn<AdminRound>[] = [
  { header: 'รหัสงวด', value: (r) => r.id },
  { header: 'หวย', value: (r) => r.category_name },
  { header: 'งวด', value: (r) => r.title },
  { header: 'วันออกผล', value: (r) => r.draw_date },
  { header: 'ปิดรับ', value: (r) => bangkokTime(r.closes_at) },
  { header: 'สถานะ', value: (r) => r.status_name },
  { header: 'โพย', value: (r) => r.bill_count },
  { header: 'ยอดแทง (บาท)', value: (r) => r.total_amount.toFixed(2) },
  { header: 'ยอดจ่าย (บาท)', value: (r) => r.total_win.toFixed(2) },
  { header: 'ผล', value: (r) => (r.result ? resultLine(r.result) : '') },
  { header: 'แก้ไขผลได้ถึง', value: (r) => (r.correction_until ? bangkokTime(r.correction_until) : '') },
];

type Action = { kind: 'result' | 'correction' | 'cancel'; round: AdminRound };
const ACTION_TITLES: Record<Action['kind'], string> = {
  result: 'กรอกผลรางวัล',
  correction: 'แก้ไขผลรางวัล',
  cancel: 'ยกเลิกงวดและคืนเงิน',
};

/**
 * Rounds by category and status (GET /api/admin/lotto/rounds: filters, sort and page in the address,
 * CSV of the view), with the results waiting for a second operator above them. Finance and admin
 * enter results, correct a confirmed one within its window and cancel a round with refunds.
 */
export function RoundsPage({ onExposure }: { onExposure?: (roundId: number) => void }) {
  const [view, set] = useView('/shell/lotto');
  const [action, setAction] = useState<Action | null>(null);
  const list = useQuery(roundsQuery(view, view.page));
  const categories = useQuery(categoriesQuery).data?.categories ?? [];
  const changes = useChangesLotto();
  const close = () => setAction(null);
  const act = (kind: Action['kind'], round: AdminRound) => () => setAction({ kind, round });

  const columns: Column<AdminRound, RoundsView['sort']>[] = [
    { header: 'หวย', sort: 'category_name', cell: (r) => r.category_name },
    { header: 'งวด', sort: 'draw_date', cell: (r) => r.title },
    { header: 'ปิดรับ', sort: 'closes_at', style: { whiteSpace: 'nowrap' }, cell: (r) => bangkokTime(r.closes_at) },
    { header: 'สถานะ', sort: 'status', cell: (r) => <StatusBadge colour={STATUS_COLOURS[r.status]}>{r.status_name}</StatusBadge> },
    { header: 'โพย', end: true, cell: (r) => count(r.bill_count) },
    { header: 'ยอดแทง (บาท)', end: true, cell: (r) => baht(r.total_amount) },
    { header: 'ยอดจ่าย (บาท)', end: true, cell: (r) => baht(r.total_win) },
    {
      header: 'ผล',
      style: { minW: '48' },
      cell: (r) => (
        <>
          {r.result ? resultLine(r.result) : r.cancel_reason ? `ยกเลิก: ${r.cancel_reason}` : '-'}
          {correctable(r) && r.correction_until && (
            <Text fontSize="xs" color="gray.600">
              แก้ไขได้ถึง {bangkokTime(r.correction_until)}
            </Text>
          )}
        </>
      ),
    },
    {
      header: 'จัดการ',
      cell: (r) => (
        <Flex gap="1" wrap="wrap">
          {changes && awaitsResult(r) && (
            <Button size="xs" variant="outline" onClick={act('result', r)}>
              กรอกผล
            </Button>
          )}
          {changes && correctable(r) && (
            <Button size="xs" variant="outline" colorPalette="orange" onClick={act('correction', r)}>
              แก้ไขผล
            </Button>
          )}
          {changes && cancellable(r) && (
            <Button size="xs" variant="ghost" colorPalette="red" onClick={act('cancel', r)}>
              ยกเลิกงวด
            </Button>
          )}
          {onExposure && cancellable(r) && (
            <Button size="xs" variant="ghost" onClick={() => onExposure(r.id)}>
              ความเสี่ยง
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Box>
      <PendingEntries />
      {action && (
        <Modal title={ACTION_TITLES[action.kind]} onClose={close} size="lg">
          {action.kind === 'cancel' ? (
            <CancelRound round={action.round} onDone={close} />
          ) : (
            <ResultForm key={`${action.kind}-${action.round.id}`} round={action.round} mode={action.kind} onDone={close} />
          )}
        </Modal>
      )}
      <FilterBar
        label="ตัวกรองงวด"
        actions={<ExportButton filename="lotto-rounds.csv" columns={CSV_COLUMNS} fetchPage={(p, size) => fetchRounds(view, p, size)} />}
      >
        <Select
          label="ประเภทหวย"
          value={view.category ? String(view.category) : ''}
          options={['', ...categories.map((c) => String(c.id))]}
          names={{ '': 'ทุกประเภทหวย', ...Object.fromEntries(categories.map((c) => [String(c.id), c.name])) }}
          onChange={(id) => set({ category: Number(id) || undefined, page: 1 })}
        />
        <Select
          label="สถานะงวด"
          value={view.status === 'all' ? '' : view.status}
          options={['', ...ROUND_STATUSES]}
          names={STATUS_FILTER}
          onChange={(status) => set({ status: status || 'all', page: 1 })}
          maxW="48"
        />
        <DayInput label="วันที่ออกผล" value={view.date ?? ''} onChange={(date) => set({ date: date || undefined, page: 1 })} />
      </FilterBar>
      <PagedTable query={list} empty="ไม่มีงวดที่ตรงกับตัวกรอง" columns={columns} rowKey={(r) => r.id} {...listPaging(view, set)} />
    </Box>
  );
}
