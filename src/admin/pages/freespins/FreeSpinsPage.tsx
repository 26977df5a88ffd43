import { Badge, Box, Checkbox, Flex, Input, SimpleGrid, Text } from '@chakra-ui/react';
import {
  type AdminFreeSpinReportData,
  AdminFreeSpinReportQuery,
  type AdminFreeSpinRoundPage,
  AdminFreeSpinSettingsBody,
  type AdminFreeSpinSettingsData,
  FREE_SPIN_SOURCE_NAMES,
} from '@contract/admin-freespins';
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
  FormField,
  Loaded,
  listPaging,
  NumberField,
  num,
  numOrNull,
  PagedTable,
  PageTabs,
  SettingsCard,
  str,
  thaiDate,
  useCheckedMutation,
  useDailyReport,
  useView,
} from '../../app/kit';
import { REPORT_DAYS, reportQuery, roundsQuery, saveSettings, settingsQuery } from './api';

/**
 * Free spins (/api/admin/freespins): the settings (the fixed bet, the games that accept free spins,
 * the win's turnover and days, the cap per spin), the report per day (spins granted by source,
 * played, won, paid, members) and the rounds played. Support saves, finance reads; the tab in the address.
 */
export function FreeSpinsPage() {
  return (
    <PageTabs
      route="/shell/freespins"
      tabs={[
        { key: 'settings', name: 'ตั้งค่า', content: <SettingsTab /> },
        { key: 'report', name: 'รายงานรายวัน', content: <ReportTab /> },
        { key: 'rounds', name: 'รอบที่เล่น', content: <RoundsTab /> },
      ]}
    />
  );
}

function SettingsTab() {
  return <Loaded query={useQuery(settingsQuery)}>{(s) => <SettingsForm key={s.updated?.at ?? 'defaults'} settings={s} />}</Loaded>;
}

function SettingsForm({ settings }: { settings: AdminFreeSpinSettingsData }) {
  const [enabled, setEnabled] = useState(settings.enabled);
  const [bet, setBet] = useState(str(settings.bet));
  const [games, setGames] = useState<string[]>(settings.game_ids);
  const [multiplier, setMultiplier] = useState(str(settings.turnover_multiplier));
  const [days, setDays] = useState(str(settings.requirement_days));
  const [maxWin, setMaxWin] = useState(str(settings.max_win));
  const save = useCheckedMutation({ schema: AdminFreeSpinSettingsBody, mutationFn: saveSettings, invalidate: settingsQuery.queryKey });
  const errors = save.errors;
  const toggleGame = (id: string, on: boolean) => setGames((g) => (on ? [...g.filter((x) => x !== id), id] : g.filter((x) => x !== id)));
  return (
    <SettingsCard
      title="ตั้งค่าฟรีสปิน"
      help="ฟรีสปินหนึ่งครั้งเล่นสล็อตของระบบหนึ่งรอบด้วยเดิมพันคงที่ รางวัลเข้ากระเป๋าหลักพร้อมเงื่อนไขทำเทิร์น"
      toggle={{ checked: enabled, onChange: setEnabled }}
      updated={settings.updated}
      updatedId="updated-freespins"
      state={save}
      savedText="บันทึกการตั้งค่าฟรีสปินแล้ว"
      onSubmit={() =>
        save.submit({
          enabled,
          bet: num(bet),
          game_ids: games,
          turnover_multiplier: num(multiplier),
          requirement_days: num(days),
          max_win: numOrNull(maxWin),
        })
      }
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <NumberField label="เดิมพันต่อฟรีสปิน (บาท)" error={errors.bet} help="ต้องอยู่ในช่วงเดิมพันของเกมที่เลือก" value={bet} onChange={setBet} />
        <NumberField label="รางวัลสูงสุดต่อสปิน (บาท)" error={errors.max_win} help="เว้นว่าง = ไม่จำกัด" value={maxWin} onChange={setMaxWin} />
        <NumberField
          label="ทำเทิร์นกี่เท่าของรางวัล"
          error={errors.turnover_multiplier}
          help="0 = ไม่ติดเทิร์น"
          value={multiplier}
          onChange={setMultiplier}
        />
        <NumberField label="ระยะเวลาทำเทิร์น (วัน)" error={errors.requirement_days} value={days} onChange={setDays} />
      </SimpleGrid>
      <Box role="group" aria-labelledby="freespin-games-label" mt="4">
        <Text id="freespin-games-label" fontWeight="medium" fontSize="sm" mb="2">
          เกมที่รับฟรีสปิน
        </Text>
        <Flex direction="column" gap="2">
          {settings.available_games.map((g) => (
            <Checkbox.Root
              key={g.game_id}
              checked={games.includes(g.game_id)}
              onCheckedChange={(e) => toggleGame(g.game_id, e.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                {g.name} ({g.game_id}) เดิมพัน {baht(g.min_bet)}-{baht(g.max_bet)} บาท ทีละ {baht(g.bet_step)}
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Flex>
        {errors.game_ids && (
          <Text color="red.600" fontSize="sm" mt="1">
            {errors.game_ids}
          </Text>
        )}
      </Box>
    </SettingsCard>
  );
}

const sourceName = (key: string) => FREE_SPIN_SOURCE_NAMES[key] ?? key;

type ReportRow = AdminFreeSpinReportData['rows'][number];

const REPORT_COLUMNS: Column<ReportRow>[] = [
  { header: 'วันที่', cell: (r) => thaiDate(r.day) },
  { header: 'ฟรีสปินที่แจก', end: true, cell: (r) => count(r.granted_total) },
  {
    header: 'แจกจาก',
    cell: (r) => (
      <Flex gap="1" wrap="wrap">
        {Object.entries(r.granted).map(([k, n]) => (
          <Badge key={k} variant="subtle">
            {sourceName(k)} {count(n)}
          </Badge>
        ))}
      </Flex>
    ),
  },
  { header: 'หมุนแล้ว', end: true, cell: (r) => count(r.played) },
  { header: 'รางวัลจากเกม (บาท)', end: true, cell: (r) => baht(r.won) },
  { header: 'จ่ายจริง (บาท)', end: true, cell: (r) => baht(r.paid) },
  { header: 'สมาชิกที่เล่น', end: true, cell: (r) => count(r.members) },
];

function ReportTab() {
  const [view, set] = useView('/shell/freespins');
  const report = useDailyReport(view, REPORT_DAYS, AdminFreeSpinReportQuery, reportQuery);
  return (
    <DailyReport report={report} onApply={set}>
      {(data) => <DataTable label="รายงานฟรีสปินรายวัน" rows={data.rows} columns={REPORT_COLUMNS} rowKey={(r) => r.day} />}
    </DailyReport>
  );
}

type Round = AdminFreeSpinRoundPage['items'][number];

const ROUND_COLUMNS: Column<Round>[] = [
  { header: 'รอบ', cell: (r) => r.id },
  { header: 'เวลา', cell: (r) => bangkokTime(r.created_at) },
  { header: 'สมาชิก', cell: (r) => `${r.phone} (#${r.member_id})` },
  { header: 'เกม', cell: (r) => r.game_id },
  { header: 'เดิมพัน', end: true, cell: (r) => baht(r.bet) },
  { header: 'รางวัลจากเกม', end: true, cell: (r) => baht(r.win) },
  { header: 'จ่ายจริง', end: true, cell: (r) => baht(r.paid) },
  { header: 'ยอดเทิร์น', end: true, cell: (r) => baht(r.turnover_required) },
  { header: 'nonce / แฮช', style: { fontFamily: 'mono', fontSize: 'xs' }, cell: (r) => `${r.nonce} / ${r.server_seed_hash.slice(0, 12)}…` },
];

function RoundsTab() {
  const [view, set] = useView('/shell/freespins');
  const [draft, setDraft] = useState(view.member ?? '');
  return (
    <Box>
      <FilterBar label="ค้นหารอบฟรีสปิน" onSubmit={() => set({ member: draft.trim() || undefined, page: 1 })}>
        <FormField label="สมาชิก (เบอร์โทรหรือรหัส)" maxW="64">
          <Input bg="white" value={draft} onChange={(e) => setDraft(e.target.value)} />
        </FormField>
      </FilterBar>
      <PagedTable
        query={useQuery(roundsQuery(view))}
        label="รอบฟรีสปิน"
        empty="ยังไม่มีรอบฟรีสปิน"
        columns={ROUND_COLUMNS}
        rowKey={(r) => r.id}
        {...listPaging(view, set)}
      />
    </Box>
  );
}
