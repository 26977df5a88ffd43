import { Alert, Badge, Box, Button, Field, Flex, Heading, Input, Table, Text } from '@chakra-ui/react';
import { type AdminPointsReportData, AdminPointsReportQuery, ENGAGEMENT_SOURCE_NAMES } from '@contract/admin-points';
import { bangkokToday } from '@contract/thai-calendar';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import { baht, Empty, Failure, Loading, thaiDate } from '../../app/ui';
import { useUrlState } from '../../app/url-state';
import { issuesOf, useManages } from '../promotions/shared';
import { daysBefore, pointsApi, pointsKeys, reportQuery } from './api';

type Row = AdminPointsReportData['rows'][number];

const pointsText = (n: number) => n.toLocaleString('th-TH', { maximumFractionDigits: 2 });

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
      <Table.Cell textAlign="end">{r.free_spins_granted.toLocaleString('th-TH')}</Table.Cell>
      <Table.Cell textAlign="end">{r.free_spins_used.toLocaleString('th-TH')}</Table.Cell>
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
  const today = bangkokToday();
  const [range, setRange] = useUrlState({ from: daysBefore(today, 6), to: today });
  const [draft, setDraft] = useState(range);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ status: 'success' | 'error'; text: string } | null>(null);
  const manages = useManages();
  const valid = AdminPointsReportQuery.safeParse(range).success;
  const report = useQuery({ ...reportQuery(range.from, range.to), enabled: valid });
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: pointsApi.run,
    onSuccess: (d) =>
      setNotice({
        status: 'success',
        text: `คำนวณแล้ว: ให้แต้ม ${d.members_credited.toLocaleString('th-TH')} คน รวม ${pointsText(d.points_credited)} แต้ม ปรับระดับ VIP ${d.vip_changed.toLocaleString('th-TH')} คน`,
      }),
    onError: (err) => setNotice({ status: 'error', text: failureMessage(err) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pointsKeys.all }),
  });
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const checked = AdminPointsReportQuery.safeParse(draft);
    if (!checked.success) return setErrors(issuesOf(checked.error));
    setErrors({});
    setRange(draft);
  };
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
      <form onSubmit={apply} aria-label="ช่วงวันที่รายงานแต้ม" noValidate>
        <Flex gap="3" mb="4" wrap="wrap" align="end">
          <Field.Root maxW="44" invalid={Boolean(errors.from)}>
            <Field.Label fontSize="sm">ตั้งแต่วันที่</Field.Label>
            <Input bg="white" type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
            <Field.ErrorText>{errors.from}</Field.ErrorText>
          </Field.Root>
          <Field.Root maxW="44" invalid={Boolean(errors.to)}>
            <Field.Label fontSize="sm">ถึงวันที่</Field.Label>
            <Input bg="white" type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
            <Field.ErrorText>{errors.to}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="blue">
            แสดงรายงาน
          </Button>
        </Flex>
      </form>
      {notice && (
        <Alert.Root status={notice.status} mb="4" borderRadius="md" role={notice.status === 'error' ? 'alert' : 'status'}>
          <Alert.Indicator />
          <Alert.Title>{notice.text}</Alert.Title>
        </Alert.Root>
      )}
      {!valid ? (
        <Empty>ช่วงวันที่ไม่ถูกต้อง กรุณาเลือกใหม่</Empty>
      ) : report.isPending ? (
        <Loading />
      ) : report.isError ? (
        <Failure error={report.error} onRetry={() => report.refetch()} />
      ) : (
        <>
          <Flex gap="2" mb="3" wrap="wrap" data-testid="vip-members">
            {report.data.vip_members.map((v) => (
              <Badge
                key={v.level}
                colorPalette={v.level === 2 ? 'purple' : v.level === 1 ? 'yellow' : 'gray'}
                variant="subtle"
                px="2"
                py="1"
              >
                {v.name}: {v.members.toLocaleString('th-TH')} คน
              </Badge>
            ))}
          </Flex>
          <ReportTable data={report.data} />
          <Text fontSize="xs" color="gray.600" mt="2">
            ที่มาของแต่ละรายการดูจากข้อมูลของรายการในบัญชี (source) หรือส่วนแรกของรหัสรายการ (wheel, quest, coupon ...) แต้มจากยอดเล่นคือที่ระบบคำนวณให้ทุกนาที
          </Text>
        </>
      )}
    </Box>
  );
}
