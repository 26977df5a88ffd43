import { Box, Button, Input, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import { AdminSportResultBody } from '@contract/admin-sport';
import { FIXTURE_STATUS_NAMES, FIXTURE_STATUSES, type FixtureStatus } from '@contract/sport';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  bangkokTime,
  type Column,
  DayInput,
  DialogForm,
  FilterBar,
  FormField,
  Notice,
  PagedTable,
  useCheckedMutation,
  useView,
} from '../../app/kit';
import { type Fixture, fixturesQuery, resultsView, sportApi, sportKeys, useTrades } from './api';
import { FixtureStatusBadge, LeagueSelect, StatusSelect } from './shared';

const scoreText = (s: { home: number; away: number } | null) => (s ? `${s.home} - ${s.away}` : '-');
const goals = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

/** Status and scores of a fixture; a change re-settles its bets (PUT /api/admin/sport/fixtures/:id/result). */
function ResultDialog({ fixture, onClose, onSaved }: { fixture: Fixture; onClose: () => void; onSaved: (m: string) => void }) {
  const [status, setStatus] = useState<FixtureStatus>(
    fixture.status === 'scheduled' || fixture.status === 'live' ? 'finished' : fixture.status,
  );
  const [s, setS] = useState({
    ht_home: String(fixture.ht?.home ?? ''),
    ht_away: String(fixture.ht?.away ?? ''),
    ft_home: String(fixture.ft?.home ?? ''),
    ft_away: String(fixture.ft?.away ?? ''),
  });
  const save = useCheckedMutation({
    schema: AdminSportResultBody,
    mutationFn: (body) => sportApi.result(fixture.id, body),
    invalidate: sportKeys.all,
    onSuccess: (r) =>
      onSaved(r?.changed === false ? 'ผลการแข่งขันเหมือนเดิม ไม่มีการเปลี่ยนแปลง' : `บันทึกผล ${fixture.home.th} - ${fixture.away.th} แล้ว`),
  });
  const errors = save.errors;
  const score = (h: string, a: string) => (h.trim() === '' && a.trim() === '' ? null : { home: goals(h), away: goals(a) });
  const box = (key: keyof typeof s, label: string) => (
    <Input bg="white" inputMode="numeric" aria-label={label} value={s[key]} onChange={(e) => setS({ ...s, [key]: e.target.value })} />
  );
  const fieldError = (p: string) => errors[p] ?? errors[`${p}.home`] ?? errors[`${p}.away`];
  return (
    <DialogForm
      label="บันทึกผลการแข่งขัน"
      title={`ผลการแข่งขัน ${fixture.home.th} - ${fixture.away.th}`}
      onClose={onClose}
      onSubmit={() => save.submit({ status, ht: score(s.ht_home, s.ht_away), ft: score(s.ft_home, s.ft_away) })}
      busy={save.mutation.isPending}
      confirm="บันทึกผล"
      cancel="ยกเลิก"
      refusal={save.failure}
    >
      <FormField label="สถานะ" error={errors.status}>
        <NativeSelect.Root bg="white">
          <NativeSelect.Field aria-label="สถานะ" value={status} onChange={(e) => setStatus(e.target.value as FixtureStatus)}>
            {FIXTURE_STATUSES.map((x) => (
              <option key={x} value={x}>
                {FIXTURE_STATUS_NAMES[x]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <SimpleGrid columns={2} gap="3" mt="3">
        <FormField label="ครึ่งแรก เจ้าบ้าน" error={fieldError('ht')}>
          {box('ht_home', 'ครึ่งแรก เจ้าบ้าน')}
        </FormField>
        <FormField label="ครึ่งแรก ทีมเยือน">{box('ht_away', 'ครึ่งแรก ทีมเยือน')}</FormField>
        <FormField label="เต็มเวลา เจ้าบ้าน" error={fieldError('ft')}>
          {box('ft_home', 'เต็มเวลา เจ้าบ้าน')}
        </FormField>
        <FormField label="เต็มเวลา ทีมเยือน">{box('ft_away', 'เต็มเวลา ทีมเยือน')}</FormField>
      </SimpleGrid>
      <Text fontSize="xs" color="gray.600" mt="3">
        การแก้ผลหลังจ่ายแล้วจะคำนวณบิลใหม่ทั้งหมด (ดึงยอดที่จ่ายเกินคืน และจ่ายเพิ่มส่วนที่ขาด)
      </Text>
    </DialogForm>
  );
}

/** Fixtures of a day (today by default) with their scores; finance enters or corrects results. */
export function ResultsTab() {
  const [view, set] = useView('/shell/sport');
  const trades = useTrades();
  const fixtures = resultsView(view);
  const list = useQuery(fixturesQuery(fixtures));
  const [editing, setEditing] = useState<Fixture | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const columns: Column<Fixture>[] = [
    { header: 'เวลาแข่ง', style: { whiteSpace: 'nowrap' }, cell: (f) => bangkokTime(f.kickoff_at) },
    { header: 'ลีก', cell: (f) => f.league.name_th },
    { header: 'คู่', cell: (f) => `${f.home.th} - ${f.away.th}` },
    { header: 'สถานะ', cell: (f) => <FixtureStatusBadge status={f.status} voided={f.voided} /> },
    { header: 'ครึ่งแรก', style: { textAlign: 'center' }, cell: (f) => scoreText(f.ht) },
    { header: 'เต็มเวลา', style: { textAlign: 'center' }, cell: (f) => scoreText(f.ft) },
    {
      header: 'จ่ายผล',
      style: { fontSize: 'xs' },
      cell: (f) => (f.result_version === 0 ? '-' : f.settled_version >= f.result_version ? 'จ่ายแล้ว' : 'รอจ่าย'),
    },
    {
      header: '',
      end: true,
      cell: (f) =>
        trades && !f.voided ? (
          <Button size="xs" variant="outline" onClick={() => setEditing(f)} aria-label={`บันทึกผล #${f.id}`}>
            {f.ft ? 'แก้ผล' : 'บันทึกผล'}
          </Button>
        ) : null,
    },
  ];
  return (
    <Box>
      <FilterBar label="ตัวกรองผลการแข่งขัน">
        <DayInput label="วันแข่งขัน" value={fixtures.day ?? ''} onChange={(rday) => set({ rday: rday || undefined, rpage: 1 })} />
        <LeagueSelect value={view.rleague} onChange={(rleague) => set({ rleague, rpage: 1 })} />
        <StatusSelect value={view.rstatus} onChange={(rstatus) => set({ rstatus, rpage: 1 })} />
      </FilterBar>
      <Notice notice={notice} mb="3" />
      <PagedTable
        query={list}
        label="ผลการแข่งขัน"
        empty="ไม่พบคู่การแข่งขันในวันนี้"
        columns={columns}
        rowKey={(f) => f.id}
        rowProps={(f) => ({ 'data-testid': `result-${f.id}` })}
        onPage={(rpage) => set({ rpage })}
      />
      {editing ? (
        <ResultDialog
          fixture={editing}
          onClose={() => setEditing(null)}
          onSaved={(m) => {
            setEditing(null);
            setNotice(m);
          }}
        />
      ) : null}
    </Box>
  );
}
