import { Badge, Box, Button, Flex, Input, NativeSelect, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CsvColumn } from '../../app/csv';
import { useSession } from '../../app/session';
import { baht, bangkokTime, Empty, ExportButton, Failure, Loading, Pager, SortHeader } from '../../app/ui';
import { useUrlState } from '../../app/url-state';
import { CancelRound } from './CancelRound';
import { Modal } from './Modal';
import { PendingEntries } from './PendingEntries';
import { type AdminRound, categoriesQuery, changesLotto, fetchRounds, type RoundFilters, resultLine, roundsQuery } from './queries';
import { ResultForm } from './ResultForm';

const STATUS_COLOURS: Record<AdminRound['status'], string> = { open: 'green', closed: 'orange', resulted: 'blue', cancelled: 'gray' };

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

/** "Every status" in the address: an empty value would fall back to the default (closed). */
const ALL = 'all';

type Action = { kind: 'result' | 'correction' | 'cancel'; round: AdminRound };

/**
 * Rounds by category and status (GET /api/admin/lotto/rounds: filters, sort and page in the address,
 * CSV of the view), with the results waiting for a second operator above them. Finance and admin
 * enter results, correct a confirmed one within its window and cancel a round with refunds.
 */
export function RoundsPage({ onExposure }: { onExposure?: (roundId: number) => void }) {
  const [url, setUrl] = useUrlState({ status: 'closed', date: '', category: '', sort: 'closes_at', dir: 'desc', page: 1 });
  const filters: RoundFilters = {
    status: url.status === ALL ? '' : url.status,
    date: url.date,
    category_id: url.category,
    sort: url.sort,
    dir: url.dir,
  };
  const [action, setAction] = useState<Action | null>(null);
  const list = useQuery(roundsQuery(filters, url.page));
  const categories = useQuery(categoriesQuery());
  const changes = changesLotto(useSession()?.role);
  const close = () => setAction(null);
  const sortBy = (s: { sort: string; dir: string }) => setUrl({ ...s, page: 1 });

  return (
    <Box>
      <PendingEntries />
      {action && (
        <Modal
          title={action.kind === 'cancel' ? 'ยกเลิกงวดและคืนเงิน' : action.kind === 'correction' ? 'แก้ไขผลรางวัล' : 'กรอกผลรางวัล'}
          onClose={close}
          size="lg"
        >
          {action.kind === 'cancel' ? (
            <CancelRound round={action.round} onDone={close} />
          ) : (
            <ResultForm key={`${action.kind}-${action.round.id}`} round={action.round} mode={action.kind} onDone={close} />
          )}
        </Modal>
      )}
      <Flex gap="2" mb="4" wrap="wrap" align="center">
        <NativeSelect.Root size="md" maxW="56" bg="white">
          <NativeSelect.Field aria-label="ประเภทหวย" value={url.category} onChange={(e) => setUrl({ category: e.target.value, page: 1 })}>
            <option value="">ทุกประเภทหวย</option>
            {categories.data?.categories.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="md" maxW="48" bg="white">
          <NativeSelect.Field
            aria-label="สถานะงวด"
            value={url.status === ALL ? '' : url.status}
            onChange={(e) => setUrl({ status: e.target.value || ALL, page: 1 })}
          >
            <option value="">ทุกสถานะ</option>
            <option value="open">เปิดรับแทง</option>
            <option value="closed">ปิดรับ รอผล</option>
            <option value="resulted">ออกผลแล้ว</option>
            <option value="cancelled">ยกเลิก</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Input
          type="date"
          bg="white"
          maxW="48"
          aria-label="วันที่ออกผล"
          value={url.date}
          onChange={(e) => setUrl({ date: e.target.value, page: 1 })}
        />
        <Box flex="1" />
        <ExportButton filename="lotto-rounds.csv" columns={CSV_COLUMNS} fetchPage={(p, size) => fetchRounds(filters, p, size)} />
      </Flex>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Failure error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <Empty>ไม่มีงวดที่ตรงกับตัวกรอง</Empty>
      ) : (
        <>
          <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <SortHeader column="category_name" sort={url.sort} dir={url.dir} onSort={sortBy}>
                    หวย
                  </SortHeader>
                  <SortHeader column="draw_date" sort={url.sort} dir={url.dir} onSort={sortBy}>
                    งวด
                  </SortHeader>
                  <SortHeader column="closes_at" sort={url.sort} dir={url.dir} onSort={sortBy}>
                    ปิดรับ
                  </SortHeader>
                  <SortHeader column="status" sort={url.sort} dir={url.dir} onSort={sortBy}>
                    สถานะ
                  </SortHeader>
                  <Table.ColumnHeader whiteSpace="nowrap" textAlign="end">
                    โพย
                  </Table.ColumnHeader>
                  <Table.ColumnHeader whiteSpace="nowrap" textAlign="end">
                    ยอดแทง (บาท)
                  </Table.ColumnHeader>
                  <Table.ColumnHeader whiteSpace="nowrap" textAlign="end">
                    ยอดจ่าย (บาท)
                  </Table.ColumnHeader>
                  <Table.ColumnHeader whiteSpace="nowrap">ผล</Table.ColumnHeader>
                  <Table.ColumnHeader whiteSpace="nowrap">จัดการ</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.data.items.map((r) => (
                  <Table.Row key={r.id}>
                    <Table.Cell>{r.category_name}</Table.Cell>
                    <Table.Cell>{r.title}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{bangkokTime(r.closes_at)}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={STATUS_COLOURS[r.status]}>{r.status_name}</Badge>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{r.bill_count.toLocaleString('th-TH')}</Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                      {baht(r.total_amount)}
                    </Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                      {baht(r.total_win)}
                    </Table.Cell>
                    <Table.Cell minW="48">
                      {r.result ? resultLine(r.result) : r.cancel_reason ? `ยกเลิก: ${r.cancel_reason}` : '-'}
                      {correctable(r) && r.correction_until && (
                        <Text fontSize="xs" color="gray.600">
                          แก้ไขได้ถึง {bangkokTime(r.correction_until)}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      <Flex gap="1" wrap="wrap">
                        {changes && awaitsResult(r) && (
                          <Button size="xs" variant="outline" onClick={() => setAction({ kind: 'result', round: r })}>
                            กรอกผล
                          </Button>
                        )}
                        {changes && correctable(r) && (
                          <Button
                            size="xs"
                            variant="outline"
                            colorPalette="orange"
                            onClick={() => setAction({ kind: 'correction', round: r })}
                          >
                            แก้ไขผล
                          </Button>
                        )}
                        {changes && cancellable(r) && (
                          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setAction({ kind: 'cancel', round: r })}>
                            ยกเลิกงวด
                          </Button>
                        )}
                        {onExposure && cancellable(r) && (
                          <Button size="xs" variant="ghost" onClick={() => onExposure(r.id)}>
                            ความเสี่ยง
                          </Button>
                        )}
                      </Flex>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <Pager page={list.data.page} pageSize={list.data.page_size} total={list.data.total} onPage={(p) => setUrl({ page: p })} />
        </>
      )}
    </Box>
  );
}
