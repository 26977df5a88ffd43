import { Box, SimpleGrid } from '@chakra-ui/react';
import {
  type AdminWheelReportData,
  AdminWheelReportQuery,
  type AdminWheelSettingsData,
  type AdminWheelSpinPage,
  WheelSettings,
} from '@contract/admin-wheel';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  baht,
  bangkokTime,
  type Column,
  count,
  DailyReport,
  DataTable,
  FilterBar,
  Loaded,
  listPaging,
  MemberInput,
  NumberField,
  num,
  PagedTable,
  SettingsCard,
  StatusBadge,
  str,
  thaiDate,
  useCheckedMutation,
  useDailyReport,
  useView,
} from '../../app/kit';
import { REPORT_DAYS, reportQuery, settingsQuery, spinsQuery, wheelApi } from './api';

const FIELDS = [
  ['free_min_deposit', 'ยอดฝากขั้นต่ำต่อวันเพื่อรับสปินฟรี (บาท)', '0 = ได้สปินฟรีทุกวันโดยไม่ต้องฝาก'],
  ['free_spins_per_day', 'สปินฟรีต่อวัน (ครั้ง)', '0 = ปิดแท็บสปินฟรี'],
  ['point_cost', 'แต้มต่อการหมุน 1 ครั้ง', 'แท็บใช้แต้ม'],
  ['point_daily_cap', 'หมุนด้วยแต้มได้สูงสุดต่อวัน (ครั้ง)', '0 = ไม่จำกัด'],
] as const;

/** GET/PUT /api/admin/wheel/settings: on or off, how a free spin is earned, what a point spin costs and the daily cap. */
export function SettingsTab() {
  return <Loaded query={useQuery(settingsQuery)}>{(s) => <SettingsForm key={s.updated?.at ?? 'defaults'} settings={s} />}</Loaded>;
}

function SettingsForm({ settings }: { settings: AdminWheelSettingsData }) {
  const [enabled, setEnabled] = useState(settings.enabled);
  const [values, setValues] = useState<Record<string, string>>(Object.fromEntries(FIELDS.map(([k]) => [k, str(settings[k])])));
  const save = useCheckedMutation({ schema: WheelSettings, mutationFn: wheelApi.saveSettings, invalidate: settingsQuery.queryKey });
  return (
    <SettingsCard
      title="ตั้งค่ากงล้อนำโชค"
      toggle={{ label: 'เปิดให้บริการกงล้อนำโชค', checked: enabled, onChange: setEnabled }}
      updated={settings.updated}
      state={save}
      savedText="บันทึกการตั้งค่าแล้ว"
      onSubmit={() => save.submit({ enabled, ...Object.fromEntries(FIELDS.map(([k]) => [k, num(values[k])])) })}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {FIELDS.map(([k, label, help]) => (
          <NumberField
            key={k}
            label={label}
            error={save.errors[k]}
            help={help}
            value={values[k]}
            onChange={(v) => setValues({ ...values, [k]: v })}
          />
        ))}
      </SimpleGrid>
    </SettingsCard>
  );
}

type ReportRow = AdminWheelReportData['rows'][number];
const REPORT_COLUMNS: Column<ReportRow>[] = [
  { header: 'วันที่', cell: (r) => thaiDate(r.day) },
  { header: 'สปินฟรี', end: true, cell: (r) => count(r.spins_free) },
  { header: 'ใช้แต้ม', end: true, cell: (r) => count(r.spins_points) },
  { header: 'สมาชิก', end: true, cell: (r) => count(r.members) },
  { header: 'แต้มที่ใช้', end: true, cell: (r) => count(r.points_spent) },
  { header: 'เครดิตที่จ่าย (บาท)', end: true, cell: (r) => baht(r.paid_credit) },
  { header: 'แต้มที่จ่าย', end: true, cell: (r) => count(r.paid_points) },
  { header: 'ฟรีสปินที่จ่าย', end: true, cell: (r) => count(r.paid_free_spins) },
  { header: 'เครดิตรอกดรับ (บาท)', end: true, cell: (r) => baht(r.pending_credit) },
];

/** GET /api/admin/wheel/report: per Bangkok day, spins per tab, points spent, prizes paid by kind, credit pending. */
export function ReportTab() {
  const [view, set] = useView('/shell/wheel');
  const report = useDailyReport(view, REPORT_DAYS, AdminWheelReportQuery, reportQuery);
  return (
    <DailyReport report={report} onApply={set}>
      {(data) => <DataTable label="รายงานกงล้อรายวัน" rows={data.rows} columns={REPORT_COLUMNS} rowKey={(r) => r.day} />}
    </DailyReport>
  );
}

const STATUS_COLOURS = { paid: 'green', pending: 'orange', lost: 'gray' } as const;
type Spin = AdminWheelSpinPage['items'][number];
const SPIN_COLUMNS: Column<Spin>[] = [
  { header: 'เวลา', style: { whiteSpace: 'nowrap' }, cell: (s) => bangkokTime(s.created_at) },
  { header: 'สมาชิก', cell: (s) => s.phone },
  { header: 'แท็บ', cell: (s) => s.tab_name },
  { header: 'รางวัล', cell: (s) => s.prize.text },
  { header: 'สถานะ', cell: (s) => <StatusBadge colour={STATUS_COLOURS[s.status]}>{s.status_name}</StatusBadge> },
  { header: 'แต้มที่ใช้', end: true, cell: (s) => count(s.cost_points) },
  {
    header: 'หลักฐาน',
    style: { fontSize: 'xs', color: 'gray.600' },
    cell: (s) => `รุ่น ${s.proof.board_version} · nonce ${s.proof.nonce} · ผลสุ่ม ${s.proof.roll}`,
  },
];

/** GET /api/admin/wheel/spins: the spins, newest first, filtered by member (phone or id), with each proof. */
export function SpinsTab() {
  const [view, set] = useView('/shell/wheel');
  const [draft, setDraft] = useState(view.member ?? '');
  return (
    <Box>
      <FilterBar label="ค้นหารายการหมุน" onSubmit={() => set({ member: draft.trim() || undefined, page: 1 })}>
        <MemberInput value={draft} onChange={setDraft} maxW="64" />
      </FilterBar>
      <PagedTable
        query={useQuery(spinsQuery(view))}
        label="รายการหมุนกงล้อ"
        empty="ยังไม่มีรายการหมุน"
        columns={SPIN_COLUMNS}
        rowKey={(s) => s.id}
        {...listPaging(view, set)}
      />
    </Box>
  );
}
