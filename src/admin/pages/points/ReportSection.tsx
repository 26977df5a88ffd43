import { Badge, Box, Button, Flex, Heading, Table, Text } from '@chakra-ui/react';
import { type AdminPointsReportData, AdminPointsReportQuery, ENGAGEMENT_SOURCE_NAMES } from '@contract/admin-points';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { baht, count, DailyReport, Notice, thaiDate, useDailyReport, useManages, useNotice, useView } from '../../app/kit';
import { pointsApi, pointsKeys, REPORT_DAYS, reportQuery } from './api';

type Row = AdminPointsReportData['rows'][number];

const pointsText = count;

/** '{turnover: 12.5, wheel: 3}' as 'ยอดเล่น 12.5 · กงล้อนำโชค 3', biggest first; '-' when empty. */
function bySource(figures: Record<string, number>, names: Record<string, string>, format: (n: number) => string) {
  const parts = Object.entries(figures)
    .filter(([, v]) => v !== 0)
    .sort((a, b) => b[1] - a[1]);
  if (parts.length === 0) return '-';
  return parts
    .map(([k, v]) => `${names[k] ?? ENGAGEMENT_SOURCE_NAMES[k as keyof typeof ENGAGEMENT_SOURCE_NAMES] ?? k} ${format(v)}`)
    .join(' · ');
}

const sum = (figures: Record<string, number>) => Object.values(figures).reduce((a, b) => a + b, 0);

function ReportTable({ data }: { data: AdminPointsReportData }) {
  const names = data.source_names;
  const line = (label: string, r: Omit<Row, 'day'>, testId: string, bold = false) => (
    <Table.Row key={testId} data-testid={testId} fontWeight={bold ? 'semibold' : undefined}>
      <Table.Cell whiteSpace="nowrap">{label}</Table.Cell>
      <Table.Cell textAlign="end">{pointsText(sum(r.points_issued))}</Table.Cell>
      <Table.Cell fontSize="xs">{bySource(r.points_issued, names, pointsText)}</Table.Cell>
      <Table.Cell textAlign="end">{pointsText(sum(r.points_spent))}</Table.Cell>
      <Table.Cell fontSize="xs">{bySource(r.points_spent, names, pointsText)}</Table.Cell>
      <Table.Cell textAlign="end">{baht(sum(r.prizes_paid))}</Table.Cell>
      <Table.Cell fontSize="xs">{bySource(r.prizes_paid, names, baht)}</Table.Cell>
      <Table.Cell textAlign="end">{count(r.free_spins_granted)}</Table.Cell>
      <Table.Cell textAlign="end">{count(r.free_spins_used)}</Table.Cell>
    </Table.Row>
  );
  return (
    <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
      <Table.Root size="sm" aria-label="รายงานแต้มและรางวัลรายวัน">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>วันที่</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">แต้มที่ออก</Table.ColumnHeader>
            <Table.ColumnHeader>ที่มา</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">แต้มที่ใช้</Table.ColumnHeader>
            <Table.ColumnHeader>ใช้กับ</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">รางวัลเงินที่จ่าย (บาท)</Table.ColumnHeader>
            <Table.ColumnHeader>จาก</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">ฟรีสปินที่ให้</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">ฟรีสปินที่ใช้</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {data.rows.map((r) => line(thaiDate(r.day), r, `points-report-${r.day}`))}
          {line('รวม', data.totals, 'points-report-total', true)}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/**
 * GET /api/admin/points/report: per Bangkok day points issued and spent by source, baht prizes paid,
 * free spins granted and used; members per VIP level now; support runs the job now (POST /points/run).
 */
export function ReportSection() {
  const [view, set] = useView('/shell/points');
  const report = useDailyReport(view, REPORT_DAYS, AdminPointsReportQuery, reportQuery);
  const notice = useNotice();
  const manages = useManages();
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: pointsApi.run,
    onSuccess: (d) =>
      notice.ok(
        `คำนวณแล้ว: ให้แต้ม ${count(d.members_credited)} คน รวม ${count(d.points_credited)} แต้ม ปรับระดับ VIP ${count(d.vip_changed)} คน`,
      ),
    onError: notice.fail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pointsKeys.all }),
  });
  return (
    <Box as="section" aria-label="รายงานแต้มและรางวัล">
      <Flex align="center" justify="space-between" gap="3" mb="3" wrap="wrap">
        <Heading size="md">รายงานแต้มและรางวัล</Heading>
        {manages && (
          <Button colorPalette="blue" variant="outline" size="sm" loading={run.isPending} onClick={() => run.mutate()}>
            คำนวณแต้มและระดับ VIP ตอนนี้
          </Button>
        )}
      </Flex>
      <DailyReport report={report} onApply={set} label="ช่วงวันที่รายงานแต้ม" above={<Notice notice={notice.value} />}>
        {(data) => (
          <>
            <Flex gap="2" mb="3" wrap="wrap" data-testid="vip-members">
              {data.vip_members.map((v) => (
                <Badge
                  key={v.level}
                  colorPalette={v.level === 2 ? 'purple' : v.level === 1 ? 'yellow' : 'gray'}
                  variant="subtle"
                  px="2"
                  py="1"
                >
                  {v.name}: {count(v.members)} คน
                </Badge>
              ))}
            </Flex>
            <ReportTable data={data} />
            <Text fontSize="xs" color="gray.600" mt="2">
              ที่มาของแต่ละรายการดูจากข้อมูลของรายการในบัญชี (source) หรือส่วนแรกของรหัสรายการ (wheel, quest, coupon ...)
              แต้มจากยอดเล่นคือที่ระบบคำนวณให้ทุกนาที
            </Text>
          </>
        )}
      </DailyReport>
    </Box>
  );
}
