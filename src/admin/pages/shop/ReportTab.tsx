import { Table, Text } from '@chakra-ui/react';
import { type AdminShopReportData, AdminShopReportQuery } from '@contract/admin-shop';
import { baht, type Column, count, DailyReport, DataTable, thaiDate, useDailyReport, useView } from '../../app/kit';
import { REPORT_DAYS, reportQuery } from './api';

type Figures = AdminShopReportData['totals'];
type Row = AdminShopReportData['rows'][number];

const FIGURES: [string, (f: Figures) => string][] = [
  ['คำสั่งแลก', (f) => count(f.orders)],
  ['แต้มที่ใช้', (f) => count(f.points_spent)],
  ['เครดิตที่ให้ (บาท)', (f) => baht(f.credit_given)],
  ['ฟรีสปินที่ให้', (f) => count(f.free_spins_given)],
  ['ของรางวัลจัดส่ง (ชิ้น)', (f) => count(f.physical_items)],
  ['ยกเลิก', (f) => count(f.cancelled)],
  ['แต้มที่คืน', (f) => count(f.points_refunded)],
];
const COLUMNS: Column<Row>[] = [
  { header: 'วันที่', cell: (r) => thaiDate(r.day) },
  ...FIGURES.map(([header, cell]): Column<Row> => ({ header, end: true, cell })),
];

/** Per Bangkok day (GET /api/admin/shop/report): orders, points spent, baht and spins given, physical items, cancellations. */
export function ReportTab() {
  const [view, set] = useView('/shell/shop');
  const report = useDailyReport(view, REPORT_DAYS, AdminShopReportQuery, reportQuery);
  return (
    <DailyReport report={report} onApply={set} empty="ไม่มีข้อมูล">
      {(data) => (
        <>
          <DataTable
            label="รายงานร้านแลกแต้มรายวัน"
            rows={data.rows}
            columns={COLUMNS}
            rowKey={(r) => r.day}
            rowProps={(r) => ({ 'data-testid': `shop-report-${r.day}` })}
            footer={
              <Table.Row fontWeight="bold" bg="gray.50" data-testid="shop-report-total">
                <Table.Cell>รวม</Table.Cell>
                {FIGURES.map(([header, cell]) => (
                  <Table.Cell key={header} textAlign="end">
                    {cell(data.totals)}
                  </Table.Cell>
                ))}
              </Table.Row>
            }
          />
          <Text fontSize="xs" color="gray.600" mt="2">
            นับตามวันที่สมาชิกแลก (เวลาไทย) คำสั่งที่ยกเลิกไม่นับรวมในแต้มที่ใช้
          </Text>
        </>
      )}
    </DailyReport>
  );
}
