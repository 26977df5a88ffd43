import { Alert, Badge, Box, Button, Field, Flex, Input, Table, Text } from '@chakra-ui/react';
import { AdminRewardReportQuery } from '@contract/admin-rewards';
import { REWARD_KIND_NAMES, REWARD_KINDS, type RewardKind } from '@contract/rewards';
import { bangkokToday } from '@contract/thai-calendar';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, Fragment, useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import { baht, Empty, Failure, Loading, thaiDate } from '../../app/ui';
import { useUrlState } from '../../app/url-state';
import { issuesOf, useManages } from '../promotions/shared';
import { daysBefore, type ReportRow, reportQuery, rewardKeys, rewardsApi } from './api';

/** YYYY-MM-DD `days` after a date (UTC calendar arithmetic). */
export const daysAfter = (date: string, days: number) => daysBefore(date, -days);
const isMonday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1;
/** The last day of a period: the day itself, or the week's Sunday for winloss. */
const periodEnd = (kind: RewardKind, day: string) => (kind === 'winloss' ? daysAfter(day, 6) : day);

type Run = { kind: RewardKind; period: string };

/** The kinds a day's row shows: the daily two always, winloss on the week's Monday (or when it has figures). */
const kindsOf = (r: ReportRow): RewardKind[] =>
  REWARD_KINDS.filter((k) => k !== 'winloss' || isMonday(r.day) || r.winloss.members > 0 || r.runs.winloss !== undefined);

/**
 * GET /api/admin/rewards/report: per Bangkok day and kind, members, computed, claimed, claimable,
 * expired and frozen amounts, and whether the day's job ran; support computes a closed period that
 * has not run (POST /rewards/run). The range (last 14 days by default) in the address.
 */
export function ReportTab({ onEntries }: { onEntries: (kind: RewardKind, period: string) => void }) {
  const today = bangkokToday();
  const [range, setRange] = useUrlState({ from: daysBefore(today, 13), to: today });
  const [draft, setDraft] = useState(range);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ status: 'success' | 'error'; text: string } | null>(null);
  const manages = useManages();
  const valid = AdminRewardReportQuery.safeParse(range).success;
  const report = useQuery({ ...reportQuery(range.from, range.to), enabled: valid });
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: (r: Run) => rewardsApi.run(r),
    onSuccess: (data, r) => {
      const what = `${REWARD_KIND_NAMES[r.kind]} งวด ${thaiDate(r.period)}`;
      setNotice({
        status: 'success',
        text: data.ran
          ? `คำนวณ${what}แล้ว ${data.entries.toLocaleString('th-TH')} รายการ รวม ${baht(data.total)} บาท`
          : `${what} คำนวณไปแล้วก่อนหน้านี้`,
      });
    },
    onError: (err) => setNotice({ status: 'error', text: failureMessage(err) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rewardKeys.all }),
  });
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const checked = AdminRewardReportQuery.safeParse(draft);
    if (!checked.success) return setErrors(issuesOf(checked.error));
    setErrors({});
    setRange(draft);
  };

  return (
    <Box>
      <form onSubmit={apply} aria-label="ช่วงวันที่รายงาน" noValidate>
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
      ) : report.data.rows.length === 0 ? (
        <Empty>ไม่มีข้อมูลในช่วงวันที่นี้</Empty>
      ) : (
        <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
          <Table.Root size="sm" aria-label="รายงานคืนยอดเสียและค่าคอมรายวัน">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>วันที่</Table.ColumnHeader>
                <Table.ColumnHeader>ประเภท</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">สมาชิก</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">ยอดคำนวณ</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">รับแล้ว</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">รอรับ</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">หมดอายุ</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">ระงับ</Table.ColumnHeader>
                <Table.ColumnHeader>การคำนวณ</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {report.data.rows.map((r) => {
                const kinds = kindsOf(r);
                return (
                  <Fragment key={r.day}>
                    {kinds.map((k, i) => {
                      const f = r[k];
                      const done = r.runs[k] === true;
                      const open = periodEnd(k, r.day) >= today;
                      const busy = run.isPending && run.variables?.kind === k && run.variables.period === r.day;
                      return (
                        <Table.Row key={k} data-testid={`report-${r.day}-${k}`} borderTopWidth={i === 0 ? '2px' : undefined}>
                          {i === 0 && (
                            <Table.Cell rowSpan={kinds.length} verticalAlign="top" whiteSpace="nowrap" fontWeight="semibold">
                              {thaiDate(r.day)}
                            </Table.Cell>
                          )}
                          <Table.Cell whiteSpace="nowrap">
                            <Button
                              variant="plain"
                              size="sm"
                              px="0"
                              h="auto"
                              aria-label={`รายการ${REWARD_KIND_NAMES[k]} ${r.day}`}
                              onClick={() => onEntries(k, r.day)}
                            >
                              {REWARD_KIND_NAMES[k]}
                            </Button>
                            {k === 'winloss' && (
                              <Text fontSize="xs" color="gray.600">
                                สัปดาห์ {thaiDate(r.day)} – {thaiDate(periodEnd(k, r.day))}
                              </Text>
                            )}
                          </Table.Cell>
                          <Table.Cell textAlign="end">{f.members.toLocaleString('th-TH')}</Table.Cell>
                          <Table.Cell textAlign="end">{baht(f.computed)}</Table.Cell>
                          <Table.Cell textAlign="end">{baht(f.claimed)}</Table.Cell>
                          <Table.Cell textAlign="end">{baht(f.claimable)}</Table.Cell>
                          <Table.Cell textAlign="end">{baht(f.expired)}</Table.Cell>
                          <Table.Cell textAlign="end">{baht(f.frozen)}</Table.Cell>
                          <Table.Cell whiteSpace="nowrap">
                            <Flex gap="2" align="center">
                              {done ? (
                                <Badge colorPalette="green" variant="subtle">
                                  คำนวณแล้ว
                                </Badge>
                              ) : open ? (
                                <Badge colorPalette="gray" variant="subtle">
                                  รอปิดงวด
                                </Badge>
                              ) : (
                                <Badge colorPalette="orange" variant="subtle">
                                  ยังไม่คำนวณ
                                </Badge>
                              )}
                              {manages && !done && !open && (
                                <Button
                                  size="xs"
                                  variant="outline"
                                  colorPalette="blue"
                                  aria-label={`คำนวณงวดนี้ ${REWARD_KIND_NAMES[k]} ${r.day}`}
                                  loading={busy}
                                  disabled={run.isPending && !busy}
                                  onClick={() => {
                                    setNotice(null);
                                    run.mutate({ kind: k, period: r.day });
                                  }}
                                >
                                  คำนวณงวดนี้
                                </Button>
                              )}
                            </Flex>
                          </Table.Cell>
                        </Table.Row>
                      );
                    })}
                  </Fragment>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Box>
  );
}
