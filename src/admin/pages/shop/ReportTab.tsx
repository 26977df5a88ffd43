import { Box, Field, Flex, Input, Table, Text } from '@chakra-ui/react';
import { AdminShopReportQuery } from '@contract/admin-shop';
import { bangkokToday } from '@contract/thai-calendar';
import { useQuery } from '@tanstack/react-query';
import { baht, Empty, Failure, Loading, thaiDate } from '../../app/ui';
import { useUrlState } from '../../app/url-state';
import { issuesOf } from '../promotions/shared';
import { reportQuery } from './api';

const daysBefore = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};
const pts = (n: number) => n.toLocaleString('th-TH', { maximumFractionDigits: 2 });

/** Per Bangkok day (GET /api/admin/shop/report): orders, points spent, baht and spins given, physical items, cancellations. */
export function ReportTab() {
  const today = bangkokToday();
  const [range, setRange] = useUrlState({ from: daysBefore(today, 13), to: today });
  const checked = AdminShopReportQuery.safeParse(range);
  const errors = checked.success ? {} : issuesOf(checked.error);
  const report = useQuery({ ...reportQuery(range.from, range.to), enabled: checked.success });
  return (
    <Box>
      <Flex gap="2" mb="4" wrap="wrap" align="end">
        <Field.Root maxW="44" invalid={Boolean(errors.from)}>
          <Field.Label fontSize="xs">ตั้งแต่วันที่</Field.Label>
          <Input
            bg="white"
            type="date"
            aria-label="รายงานตั้งแต่วันที่"
            value={range.from}
            onChange={(e) => setRange({ from: e.target.value })}
          />
          <Field.ErrorText>{errors.from}</Field.ErrorText>
        </Field.Root>
        <Field.Root maxW="44" invalid={Boolean(errors.to)}>
          <Field.Label fontSize="xs">ถึงวันที่</Field.Label>
          <Input bg="white" type="date" aria-label="รายงานถึงวันที่" value={range.to} onChange={(e) => setRange({ to: e.target.value })} />
          <Field.ErrorText>{errors.to}</Field.ErrorText>
        </Field.Root>
      </Flex>
      {!checked.success ? null : report.isPending ? (
        <Loading />
      ) : report.isError ? (
        <Failure error={report.error} onRetry={() => report.refetch()} />
      ) : report.data.rows.length === 0 ? (
        <Empty>ไม่มีข้อมูล</Empty>
      ) : (
        <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
          <Table.Root size="sm" aria-label="รายงานร้านแลกแต้มรายวัน">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>วันที่</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">คำสั่งแลก</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">แต้มที่ใช้</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">เครดิตที่ให้ (บาท)</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">ฟรีสปินที่ให้</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">ของรางวัลจัดส่ง (ชิ้น)</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">ยกเลิก</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">แต้มที่คืน</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {report.data.rows.map((r) => (
                <Table.Row key={r.day} data-testid={`shop-report-${r.day}`}>
                  <Table.Cell>{thaiDate(r.day)}</Table.Cell>
                  <Table.Cell textAlign="end">{r.orders}</Table.Cell>
                  <Table.Cell textAlign="end">{pts(r.points_spent)}</Table.Cell>
                  <Table.Cell textAlign="end">{baht(r.credit_given)}</Table.Cell>
                  <Table.Cell textAlign="end">{r.free_spins_given}</Table.Cell>
                  <Table.Cell textAlign="end">{r.physical_items}</Table.Cell>
                  <Table.Cell textAlign="end">{r.cancelled}</Table.Cell>
                  <Table.Cell textAlign="end">{pts(r.points_refunded)}</Table.Cell>
                </Table.Row>
              ))}
              <Table.Row fontWeight="bold" bg="gray.50" data-testid="shop-report-total">
                <Table.Cell>รวม</Table.Cell>
                <Table.Cell textAlign="end">{report.data.totals.orders}</Table.Cell>
                <Table.Cell textAlign="end">{pts(report.data.totals.points_spent)}</Table.Cell>
                <Table.Cell textAlign="end">{baht(report.data.totals.credit_given)}</Table.Cell>
                <Table.Cell textAlign="end">{report.data.totals.free_spins_given}</Table.Cell>
                <Table.Cell textAlign="end">{report.data.totals.physical_items}</Table.Cell>
                <Table.Cell textAlign="end">{report.data.totals.cancelled}</Table.Cell>
                <Table.Cell textAlign="end">{pts(report.data.totals.points_refunded)}</Table.Cell>
              </Table.Row>
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <Text fontSize="xs" color="gray.600" mt="2">
        นับตามวันที่สมาชิกแลก (เวลาไทย) คำสั่งที่ยกเลิกไม่นับรวมในแต้มที่ใช้
      </Text>
    </Box>
  );
}
