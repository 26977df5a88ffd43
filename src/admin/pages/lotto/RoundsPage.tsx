import { Badge, Box, Button, Flex, Input, NativeSelect, Table } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '../../app/session';
import { baht, bangkokTime, Empty, Failure, Loading, Pager } from '../../app/ui';
import { PendingEntries } from './PendingEntries';
import { type AdminRound, type RoundFilters, resultLine, roundsQuery } from './queries';
import { ResultForm } from './ResultForm';

const STATUS_COLOURS: Record<AdminRound['status'], string> = { open: 'green', closed: 'orange', resulted: 'blue', cancelled: 'gray' };

/** Closed, or still open past its close until the scheduler's next pass; Yeekee rounds draw from the shots. */
const awaitsResult = (r: AdminRound) =>
  r.group !== 'yeekee' && !r.result && (r.status === 'closed' || (r.status === 'open' && Date.parse(r.closes_at) <= Date.now()));

/** Lotto rounds (GET /api/admin/lotto/rounds) with their sales, and entering a closed round's result. */
export function RoundsPage() {
  const [filters, setFilters] = useState<RoundFilters>({ status: 'closed', date: '' });
  const [page, setPage] = useState(1);
  const [entering, setEntering] = useState<AdminRound | null>(null);
  const list = useQuery(roundsQuery(filters, page));
  const role = useSession()?.role;
  const enters = role === 'admin' || role === 'finance';
  const filter = (f: RoundFilters) => {
    setFilters(f);
    setPage(1);
  };

  return (
    <Box>
      <PendingEntries />
      {entering && (
        <Box mb="6">
          <ResultForm key={entering.id} round={entering} onDone={() => setEntering(null)} />
        </Box>
      )}
      <Flex gap="2" mb="4" wrap="wrap">
        <NativeSelect.Root size="md" maxW="48" bg="white">
          <NativeSelect.Field aria-label="สถานะงวด" value={filters.status} onChange={(e) => filter({ ...filters, status: e.target.value })}>
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
          value={filters.date}
          onChange={(e) => filter({ ...filters, date: e.target.value })}
        />
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
                  <Table.ColumnHeader whiteSpace="nowrap">หวย</Table.ColumnHeader>
                  <Table.ColumnHeader whiteSpace="nowrap">งวด</Table.ColumnHeader>
                  <Table.ColumnHeader whiteSpace="nowrap">ปิดรับ</Table.ColumnHeader>
                  <Table.ColumnHeader whiteSpace="nowrap">สถานะ</Table.ColumnHeader>
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
                    <Table.Cell>
                      {r.result ? (
                        resultLine(r.result)
                      ) : enters && awaitsResult(r) ? (
                        <Button size="xs" variant="outline" onClick={() => setEntering(r)}>
                          กรอกผล
                        </Button>
                      ) : (
                        '-'
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <Pager page={list.data.page} pageSize={list.data.page_size} total={list.data.total} onPage={setPage} />
        </>
      )}
    </Box>
  );
}
