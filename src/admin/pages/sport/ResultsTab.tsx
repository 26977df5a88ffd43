import { Box, Button, Dialog, Input, NativeSelect, Portal, SimpleGrid, Table, Text } from '@chakra-ui/react';
import { AdminSportResultBody } from '@contract/admin-sport';
import { FIXTURE_STATUS_NAMES, FIXTURE_STATUSES, type FixtureStatus } from '@contract/sport';
import { bangkokToday } from '@contract/thai-calendar';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import { bangkokTime, Empty, Failure, Loading, Pager } from '../../app/ui';
import { useUrlState } from '../../app/url-state';
import { FormField, issuesOf, serverFields } from '../promotions/shared';
import { type Fixture, fixturesQuery, PAGE_SIZE, sportApi, sportKeys, useTrades } from './api';
import { DayInput, Filters, FixtureStatusBadge, LeagueSelect, Notice, StatusSelect } from './shared';

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
  const [local, setLocal] = useState<Record<string, string>>({});
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: AdminSportResultBody) => sportApi.result(fixture.id, body),
    onSuccess: (r) => {
      void queryClient.invalidateQueries({ queryKey: sportKeys.all });
      onSaved(r?.changed === false ? 'ผลการแข่งขันเหมือนเดิม ไม่มีการเปลี่ยนแปลง' : `บันทึกผล ${fixture.home.th} - ${fixture.away.th} แล้ว`);
    },
  });
  const errors = { ...serverFields(save.error), ...local };
  const score = (h: string, a: string) => (h.trim() === '' && a.trim() === '' ? null : { home: goals(h), away: goals(a) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = AdminSportResultBody.safeParse({ status, ht: score(s.ht_home, s.ht_away), ft: score(s.ft_home, s.ft_away) });
    if (!checked.success) return setLocal(issuesOf(checked.error));
    setLocal({});
    save.mutate(checked.data);
  };
  const box = (key: keyof typeof s, label: string) => (
    <Input bg="white" inputMode="numeric" aria-label={label} value={s[key]} onChange={(e) => setS({ ...s, [key]: e.target.value })} />
  );
  const fieldError = (p: string) => errors[p] ?? errors[`${p}.home`] ?? errors[`${p}.away`];
  const refusal = save.error && Object.keys(serverFields(save.error)).length === 0 ? failureMessage(save.error) : null;
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate aria-label="บันทึกผลการแข่งขัน">
              <Dialog.Header>
                <Dialog.Title>
                  ผลการแข่งขัน {fixture.home.th} - {fixture.away.th}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
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
                <Notice text={refusal} status="error" />
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  ยกเลิก
                </Button>
                <Button type="submit" colorPalette="blue" loading={save.isPending}>
                  บันทึกผล
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Fixtures of a day with their scores; finance enters or corrects results. */
export function ResultsTab() {
  const [v, setV] = useUrlState({ rday: bangkokToday(), rleague: '', rstatus: '', rpage: 1 });
  const trades = useTrades();
  const list = useQuery(fixturesQuery({ day: v.rday, league_id: v.rleague, status: v.rstatus, q: '', page: v.rpage }));
  const [editing, setEditing] = useState<Fixture | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Box>
      <Filters>
        <DayInput value={v.rday} onChange={(rday) => setV({ rday, rpage: 1 })} />
        <LeagueSelect value={v.rleague} onChange={(rleague) => setV({ rleague, rpage: 1 })} />
        <StatusSelect value={v.rstatus} onChange={(rstatus) => setV({ rstatus, rpage: 1 })} />
      </Filters>
      <Notice text={notice} />
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Failure error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <Empty>ไม่พบคู่การแข่งขันในวันนี้</Empty>
      ) : (
        <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
          <Table.Root size="sm" aria-label="ผลการแข่งขัน">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>เวลาแข่ง</Table.ColumnHeader>
                <Table.ColumnHeader>ลีก</Table.ColumnHeader>
                <Table.ColumnHeader>คู่</Table.ColumnHeader>
                <Table.ColumnHeader>สถานะ</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="center">ครึ่งแรก</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="center">เต็มเวลา</Table.ColumnHeader>
                <Table.ColumnHeader>จ่ายผล</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.data.items.map((f) => (
                <Table.Row key={f.id} data-testid={`result-${f.id}`}>
                  <Table.Cell whiteSpace="nowrap">{bangkokTime(f.kickoff_at)}</Table.Cell>
                  <Table.Cell>{f.league.name_th}</Table.Cell>
                  <Table.Cell>
                    {f.home.th} - {f.away.th}
                  </Table.Cell>
                  <Table.Cell>
                    <FixtureStatusBadge status={f.status} voided={f.voided} />
                  </Table.Cell>
                  <Table.Cell textAlign="center">{scoreText(f.ht)}</Table.Cell>
                  <Table.Cell textAlign="center">{scoreText(f.ft)}</Table.Cell>
                  <Table.Cell fontSize="xs">
                    {f.result_version === 0 ? '-' : f.settled_version >= f.result_version ? 'จ่ายแล้ว' : 'รอจ่าย'}
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    {trades && !f.voided ? (
                      <Button size="xs" variant="outline" onClick={() => setEditing(f)} aria-label={`บันทึกผล #${f.id}`}>
                        {f.ft ? 'แก้ผล' : 'บันทึกผล'}
                      </Button>
                    ) : null}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Pager page={v.rpage} pageSize={PAGE_SIZE} total={list.data.total} onPage={(rpage) => setV({ rpage })} />
        </Box>
      )}
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
