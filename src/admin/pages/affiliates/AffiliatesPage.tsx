import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { AdminAffiliateCorrectBody, AdminReasonBody, AdminRewardReportQuery } from '@contract/admin-rewards';
import { bangkokToday } from '@contract/thai-calendar';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  baht,
  type Column,
  type CsvColumn,
  count,
  DailyReport,
  DataTable,
  DayInput,
  ExportButton,
  Facts,
  FilterBar,
  JobState,
  listPaging,
  MemberInput,
  Notice,
  PagedTable,
  PageTabs,
  type ReasonAction,
  ReasonDialog,
  SearchSelect,
  StateBadge,
  StatusBadge,
  signed,
  thaiDate,
  twoLines,
  useDailyReport,
  useManages,
  useNotice,
  useView,
} from '../../app/kit';
import {
  type Affiliate,
  affiliateKeys,
  affiliateReportQuery,
  affiliatesApi,
  affiliatesQuery,
  type Earning,
  earningsQuery,
  fetchAffiliates,
  fetchEarnings,
  REPORT_DAYS,
} from './api';

const FROZEN_FILTER: Record<string, string> = { '': 'ทุกสถานะ', false: 'ปกติ', true: 'ระงับอยู่' };
const EARNING_STATUS = {
  credited: { name: 'เข้ากระเป๋าแล้ว', colour: 'green' },
  frozen: { name: 'ระงับ (ไม่จ่าย)', colour: 'red' },
};

/**
 * The affiliate programme (/api/admin/affiliates): referrers with their network and earnings, frozen
 * or unfrozen with a reason; daily earnings, corrected by a signed amount with a reason; the per-day
 * report, where a closed day that has not run can be computed. Admin and support act, finance reads.
 */
export function AffiliatesPage() {
  const [, set] = useView('/shell/affiliates');
  return (
    <PageTabs
      route="/shell/affiliates"
      tabs={[
        {
          key: 'referrers',
          name: 'ผู้แนะนำ',
          content: <ReferrersTab onEarnings={(id) => set({ tab: 'earnings', e_member: String(id), day: undefined, e_page: 1 })} />,
        },
        { key: 'earnings', name: 'รายได้รายวัน', content: <EarningsTab /> },
        {
          key: 'report',
          name: 'รายงาน',
          content: <ReportTab onDay={(day) => set({ tab: 'earnings', e_member: undefined, day, e_page: 1 })} />,
        },
      ]}
    />
  );
}

// ---- referrers ----

export const AFFILIATE_COLUMNS: CsvColumn<Affiliate>[] = [
  { header: 'รหัสสมาชิก', value: (a) => a.member_id },
  { header: 'เบอร์โทร', value: (a) => a.phone },
  { header: 'ชื่อ', value: (a) => a.name },
  { header: 'รหัสแนะนำ', value: (a) => a.referral_code },
  { header: 'เพื่อนชั้นที่ 1', value: (a) => a.level1 },
  { header: 'ชั้นที่ 1 ที่ฝากแล้ว', value: (a) => a.level1_qualified },
  { header: 'เพื่อนชั้นที่ 2', value: (a) => a.level2 },
  { header: 'รายได้รวม', value: (a) => a.earned_total.toFixed(2) },
  { header: 'ถอนได้', value: (a) => a.redeemable.toFixed(2) },
  { header: 'สถานะ', value: (a) => (a.frozen ? 'ระงับอยู่' : 'ปกติ') },
  { header: 'เหตุผลที่ระงับ', value: (a) => a.frozen_reason },
];

/** A note under a state (a reason, a correction's note). */
const noteUnder = (note: string | null) =>
  note && (
    <Text fontSize="xs" color="gray.600" maxW="xs">
      {note}
    </Text>
  );

function ReferrersTab({ onEarnings }: { onEarnings: (memberId: number) => void }) {
  const [view, set] = useView('/shell/affiliates');
  const [draft, setDraft] = useState(view.member ?? '');
  const [acting, setActing] = useState<Affiliate | null>(null);
  const notice = useNotice();
  const manages = useManages();
  const list = useQuery(affiliatesQuery(view));
  const queryClient = useQueryClient();
  const act = useMutation({
    mutationFn: ({ a, reason }: { a: Affiliate; reason: string }) =>
      a.frozen ? affiliatesApi.unfreeze(a.member_id, reason) : affiliatesApi.freeze(a.member_id, reason),
    onSuccess: (_, { a }) => {
      setActing(null);
      notice.ok(`${a.frozen ? 'ยกเลิกการระงับ' : 'ระงับ'}การแนะนำเพื่อนของ ${a.phone} แล้ว`);
      void queryClient.invalidateQueries({ queryKey: affiliateKeys.all });
    },
  });
  const action: ReasonAction | null = acting && {
    title: acting.frozen ? `ยกเลิกการระงับ ${acting.phone}` : `ระงับการแนะนำเพื่อน ${acting.phone}`,
    confirm: acting.frozen ? 'ยืนยันยกเลิกระงับ' : 'ยืนยันระงับ',
    colour: acting.frozen ? 'green' : 'red',
    summary: (
      <>
        <Facts
          rows={[
            ['สมาชิก', `${acting.name} (${acting.phone} · #${acting.member_id})`],
            ['เพื่อนที่แนะนำ', `ชั้นที่ 1 ${count(acting.level1)} คน · ชั้นที่ 2 ${count(acting.level2)} คน`],
            ['ถอนได้', `${baht(acting.redeemable)} บาท`],
          ]}
        />
        {!acting.frozen && (
          <Text fontSize="sm" color="gray.700" mb="3">
            ระหว่างระงับ รายได้รายวันจะไม่เข้ากระเป๋า และสมาชิกถอนรายได้ไม่ได้
          </Text>
        )}
      </>
    ),
    schema: AdminReasonBody,
  };
  const columns: Column<Affiliate>[] = [
    { header: 'สมาชิก', style: { whiteSpace: 'nowrap' }, cell: (a) => twoLines(a.name, `${a.phone} · #${a.member_id}`) },
    { header: 'รหัสแนะนำ', style: { fontFamily: 'mono' }, cell: (a) => a.referral_code },
    {
      header: 'เพื่อนชั้นที่ 1',
      end: true,
      style: { whiteSpace: 'nowrap' },
      cell: (a) => twoLines(count(a.level1), `ฝากแล้ว ${count(a.level1_qualified)}`),
    },
    { header: 'เพื่อนชั้นที่ 2', end: true, cell: (a) => count(a.level2) },
    { header: 'รายได้รวม', end: true, cell: (a) => baht(a.earned_total) },
    { header: 'ถอนได้', end: true, cell: (a) => baht(a.redeemable) },
    {
      header: 'สถานะ',
      cell: (a) => (
        <>
          <StatusBadge colour={a.frozen ? 'red' : 'green'}>{a.frozen ? 'ระงับอยู่' : 'ปกติ'}</StatusBadge>
          {noteUnder(a.frozen_reason)}
        </>
      ),
    },
    {
      header: '',
      cell: (a) => (
        <Flex gap="1" justify="end">
          <Button size="xs" variant="outline" aria-label={`รายได้ ${a.phone}`} onClick={() => onEarnings(a.member_id)}>
            รายได้
          </Button>
          {manages && (
            <Button
              size="xs"
              variant="outline"
              colorPalette={a.frozen ? 'green' : 'red'}
              aria-label={`${a.frozen ? 'ยกเลิกระงับ' : 'ระงับ'} ${a.phone}`}
              onClick={() => {
                act.reset();
                notice.clear();
                setActing(a);
              }}
            >
              {a.frozen ? 'ยกเลิกระงับ' : 'ระงับ'}
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Box>
      <FilterBar
        label="ตัวกรองผู้แนะนำ"
        onSubmit={() => set({ member: draft.trim() || undefined, page: 1 })}
        actions={
          <ExportButton filename="affiliates.csv" columns={AFFILIATE_COLUMNS} fetchPage={(p, size) => fetchAffiliates(view, p, size)} />
        }
      >
        <MemberInput value={draft} onChange={setDraft} maxW="60" />
        <SearchSelect route="/shell/affiliates" name="frozen" label="สถานะ" options={['false', 'true']} names={FROZEN_FILTER} />
      </FilterBar>
      <Notice notice={notice.value} />
      <PagedTable
        query={list}
        label="ผู้แนะนำ"
        empty={view.member || view.frozen ? 'ไม่พบผู้แนะนำที่ตรงกับตัวกรอง' : 'ยังไม่มีสมาชิกที่แนะนำเพื่อน'}
        columns={columns}
        top
        rowKey={(a) => a.member_id}
        rowProps={(a) => ({ 'data-testid': `affiliate-${a.member_id}` })}
        {...listPaging(view, set)}
      />
      <ReasonDialog
        key={acting ? `${acting.member_id}-${acting.frozen}` : 'none'}
        action={action}
        busy={act.isPending}
        error={act.error}
        onClose={() => setActing(null)}
        onConfirm={({ reason }) => acting && act.mutate({ a: acting, reason })}
      />
    </Box>
  );
}

// ---- daily earnings ----

export const EARNING_COLUMNS: CsvColumn<Earning>[] = [
  { header: 'รหัส', value: (e) => e.id },
  { header: 'รหัสสมาชิก', value: (e) => e.member_id },
  { header: 'เบอร์โทร', value: (e) => e.phone },
  { header: 'วันที่', value: (e) => e.day },
  { header: 'จากชั้นที่ 1', value: (e) => e.level1.toFixed(2) },
  { header: 'จากชั้นที่ 2', value: (e) => e.level2.toFixed(2) },
  { header: 'จำนวน', value: (e) => e.amount.toFixed(2) },
  { header: 'ปรับยอด', value: (e) => e.corrected.toFixed(2) },
  { header: 'สถานะ', value: (e) => EARNING_STATUS[e.status].name },
  { header: 'หมายเหตุ', value: (e) => e.note },
];

function EarningsTab() {
  const [view, set] = useView('/shell/affiliates');
  const [draft, setDraft] = useState({ day: view.day ?? '', member: view.e_member ?? '' });
  const [acting, setActing] = useState<Earning | null>(null);
  const notice = useNotice();
  const manages = useManages();
  const list = useQuery(earningsQuery(view));
  const queryClient = useQueryClient();
  const correct = useMutation({
    mutationFn: ({ e, amount, reason }: { e: Earning; amount: number; reason: string }) => affiliatesApi.correct(e.id, { amount, reason }),
    onSuccess: (_, { e, amount }) => {
      setActing(null);
      notice.ok(`ปรับรายได้ ${e.phone} วันที่ ${thaiDate(e.day)} ${signed(amount)} บาทแล้ว`);
      void queryClient.invalidateQueries({ queryKey: affiliateKeys.all });
    },
  });
  const filtered = Boolean(view.day || view.e_member);
  const action: ReasonAction | null = acting && {
    title: `ปรับรายได้ #${acting.id}`,
    confirm: 'ยืนยันปรับรายได้',
    colour: 'blue',
    summary: (
      <Facts
        rows={[
          ['สมาชิก', `${acting.phone} · #${acting.member_id}`],
          ['วันที่', thaiDate(acting.day)],
          ['รายได้', `${baht(acting.amount)} บาท${acting.corrected !== 0 ? ` (ปรับแล้ว ${signed(acting.corrected)})` : ''}`],
        ]}
      />
    ),
    amount: { label: 'จำนวนที่ปรับ (บาท)', help: 'บวก = จ่ายเพิ่ม, ลบ = หักคืนจากรายได้ที่เหลือ เช่น -50' },
    schema: AdminAffiliateCorrectBody,
  };
  const columns: Column<Earning>[] = [
    { header: 'รหัส', cell: (e) => `#${e.id}` },
    { header: 'สมาชิก', style: { whiteSpace: 'nowrap' }, cell: (e) => `${e.phone} · #${e.member_id}` },
    { header: 'วันที่', style: { whiteSpace: 'nowrap' }, cell: (e) => thaiDate(e.day) },
    { header: 'จากชั้นที่ 1', end: true, cell: (e) => baht(e.level1) },
    { header: 'จากชั้นที่ 2', end: true, cell: (e) => baht(e.level2) },
    { header: 'จำนวน', end: true, style: { fontWeight: 'semibold' }, cell: (e) => baht(e.amount) },
    {
      header: 'ปรับยอด',
      end: true,
      style: (e) => ({ color: e.corrected < 0 ? 'red.700' : undefined }),
      cell: (e) => (e.corrected === 0 ? '-' : signed(e.corrected)),
    },
    {
      header: 'สถานะ',
      cell: (e) => (
        <>
          <StateBadge state={e.status} of={EARNING_STATUS} />
          {noteUnder(e.note)}
        </>
      ),
    },
    {
      header: '',
      hidden: !manages,
      cell: (e) =>
        e.status === 'credited' && (
          <Button
            size="xs"
            variant="outline"
            aria-label={`ปรับรายได้ #${e.id}`}
            onClick={() => {
              correct.reset();
              notice.clear();
              setActing(e);
            }}
          >
            ปรับยอด
          </Button>
        ),
    },
  ];

  return (
    <Box>
      <FilterBar
        label="ตัวกรองรายได้รายวัน"
        onSubmit={() => set({ day: draft.day || undefined, e_member: draft.member.trim() || undefined, e_page: 1 })}
        onClear={
          filtered &&
          (() => {
            setDraft({ day: '', member: '' });
            set({ day: undefined, e_member: undefined, e_page: 1 });
          })
        }
        actions={
          <ExportButton filename="affiliate-earnings.csv" columns={EARNING_COLUMNS} fetchPage={(p, size) => fetchEarnings(view, p, size)} />
        }
      >
        <DayInput label="วันที่" value={draft.day} onChange={(day) => setDraft({ ...draft, day })} />
        <MemberInput value={draft.member} onChange={(member) => setDraft({ ...draft, member })} maxW="60" />
      </FilterBar>
      <Notice notice={notice.value} />
      <PagedTable
        query={list}
        label="รายได้แนะนำเพื่อนรายวัน"
        empty={filtered ? 'ไม่พบรายได้ที่ตรงกับตัวกรอง' : 'ยังไม่มีรายได้แนะนำเพื่อน'}
        columns={columns}
        top
        rowKey={(e) => e.id}
        rowProps={(e) => ({ 'data-testid': `earning-${e.id}` })}
        onPage={(e_page) => set({ e_page })}
      />
      <ReasonDialog
        key={acting?.id ?? 'none'}
        action={action}
        busy={correct.isPending}
        error={correct.error}
        onClose={() => setActing(null)}
        onConfirm={({ amount, reason }) => acting && correct.mutate({ e: acting, amount: amount ?? 0, reason })}
      />
    </Box>
  );
}

// ---- report ----

function ReportTab({ onDay }: { onDay: (day: string) => void }) {
  const today = bangkokToday();
  const [view, set] = useView('/shell/affiliates');
  const report = useDailyReport(view, REPORT_DAYS, AdminRewardReportQuery, affiliateReportQuery);
  const notice = useNotice();
  const manages = useManages();
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: (period: string) => affiliatesApi.run(period),
    onSuccess: (data, period) => {
      const what = `รายได้แนะนำเพื่อนวันที่ ${thaiDate(period)}`;
      notice.ok(
        data && data.ran === false
          ? `${what} คำนวณไปแล้วก่อนหน้านี้`
          : `คำนวณ${what}แล้ว${data ? ` ${data.entries.toLocaleString('th-TH')} รายการ รวม ${baht(data.total)} บาท` : ''}`,
      );
    },
    onError: notice.fail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: affiliateKeys.all }),
  });
  type Row = NonNullable<typeof report.query.data>['rows'][number];
  const columns: Column<Row>[] = [
    {
      header: 'วันที่',
      style: { whiteSpace: 'nowrap' },
      cell: (r) => (
        <Button variant="plain" size="sm" px="0" h="auto" aria-label={`รายได้วันที่ ${r.day}`} onClick={() => onDay(r.day)}>
          {thaiDate(r.day)}
        </Button>
      ),
    },
    { header: 'ผู้แนะนำที่มีรายได้', end: true, cell: (r) => count(r.referrers) },
    { header: 'จ่ายเข้ากระเป๋า', end: true, cell: (r) => baht(r.credited) },
    { header: 'ปรับยอด', end: true, cell: (r) => (r.corrected === 0 ? '-' : signed(r.corrected)) },
    { header: 'ถอนเข้ากระเป๋าหลัก', end: true, cell: (r) => baht(r.redeemed) },
    {
      header: 'การคำนวณ',
      style: { whiteSpace: 'nowrap' },
      cell: (r) => {
        const busy = run.isPending && run.variables === r.day;
        return (
          <JobState
            done={r.run}
            open={r.day >= today}
            waiting="รอปิดวัน"
            run={
              manages && {
                label: `คำนวณวันที่ ${r.day}`,
                busy,
                disabled: run.isPending && !busy,
                onRun: () => {
                  notice.clear();
                  run.mutate(r.day);
                },
              }
            }
          />
        );
      },
    },
  ];

  return (
    <DailyReport report={report} onApply={set} above={<Notice notice={notice.value} />} empty="ไม่มีข้อมูลในช่วงวันที่นี้">
      {(data) => (
        <DataTable
          label="รายงานแนะนำเพื่อนรายวัน"
          rows={data.rows}
          columns={columns}
          rowKey={(r) => r.day}
          rowProps={(r) => ({ 'data-testid': `affiliate-report-${r.day}` })}
        />
      )}
    </DailyReport>
  );
}
