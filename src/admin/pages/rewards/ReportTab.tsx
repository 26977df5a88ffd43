import { Box, Button, Table, Text } from '@chakra-ui/react';
import { AdminRewardReportQuery } from '@contract/admin-rewards';
import { REWARD_KIND_NAMES, REWARD_KINDS, type RewardKind } from '@contract/rewards';
import { bangkokToday } from '@contract/thai-calendar';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Fragment } from 'react';
import { baht, DailyReport, daysAfter, JobState, Notice, thaiDate, useDailyReport, useManages, useNotice, useView } from '../../app/kit';
import { REPORT_DAYS, type ReportRow, reportQuery, rewardKeys, rewardsApi } from './api';

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
  const [view, set] = useView('/shell/rewards');
  const report = useDailyReport(view, REPORT_DAYS, AdminRewardReportQuery, reportQuery);
  const notice = useNotice();
  const manages = useManages();
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: (r: Run) => rewardsApi.run(r),
    onSuccess: (data, r) => {
      const what = `${REWARD_KIND_NAMES[r.kind]} งวด ${thaiDate(r.period)}`;
      notice.ok(
        data.ran
          ? `คำนวณ${what}แล้ว ${data.entries.toLocaleString('th-TH')} รายการ รวม ${baht(data.total)} บาท`
          : `${what} คำนวณไปแล้วก่อนหน้านี้`,
      );
    },
    onError: notice.fail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: rewardKeys.all }),
  });

  return (
    <DailyReport report={report} onApply={set} above={<Notice notice={notice.value} />} empty="ไม่มีข้อมูลในช่วงวันที่นี้">
      {(data) => (
        <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
          <Table.Root size="sm" aria-label="รายงานคืนยอดเสียและค่าคอมรายวัน">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>วันที่</Table.ColumnHeader>
                <Table.ColumnHeader>ประเภท</Table.ColumnHeader>
                {['สมาชิก', 'ยอดคำนวณ', 'รับแล้ว', 'รอรับ', 'หมดอายุ', 'ระงับ'].map((h) => (
                  <Table.ColumnHeader key={h} textAlign="end">
                    {h}
                  </Table.ColumnHeader>
                ))}
                <Table.ColumnHeader>การคำนวณ</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.rows.map((r) => {
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
                          {[f.computed, f.claimed, f.claimable, f.expired, f.frozen].map((amount, n) => (
                            // biome-ignore lint/suspicious/noArrayIndexKey: the five amounts are fixed columns.
                            <Table.Cell key={n} textAlign="end">
                              {baht(amount)}
                            </Table.Cell>
                          ))}
                          <Table.Cell whiteSpace="nowrap">
                            <JobState
                              done={done}
                              open={open}
                              waiting="รอปิดงวด"
                              run={
                                manages && {
                                  label: `คำนวณงวดนี้ ${REWARD_KIND_NAMES[k]} ${r.day}`,
                                  busy,
                                  disabled: run.isPending && !busy,
                                  onRun: () => {
                                    notice.clear();
                                    run.mutate({ kind: k, period: r.day });
                                  },
                                }
                              }
                            />
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
    </DailyReport>
  );
}
