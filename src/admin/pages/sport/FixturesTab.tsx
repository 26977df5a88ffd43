import { Badge, Box, Button, Flex, Input, SimpleGrid, Table, Text, Textarea } from '@chakra-ui/react';
import { AdminSportOddsBody, AdminSportVoidBody } from '@contract/admin-sport';
import { SELECTIONS } from '@contract/sport';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import {
  baht,
  bangkokTime,
  DayInput,
  DialogForm,
  FilterBar,
  FormField,
  Loaded,
  Notice,
  num,
  Pager,
  useCheckedMutation,
  useView,
} from '../../app/kit';
import { type Fixture, fixturesQuery, type Market, PAGE_SIZE, sportApi, sportKeys, useTrades } from './api';
import { FixtureStatusBadge, LeagueSelect, marketName, odds, StatusSelect, selectionName } from './shared';

const matchName = (f: Fixture) => `${f.home.th} - ${f.away.th}`;

/** New odds (every selection) and, for handicap and over/under, the line; the contract checks first. */
function OddsDialog({
  fixture,
  market,
  onClose,
  onSaved,
}: {
  fixture: Fixture;
  market: Market;
  onClose: () => void;
  onSaved: (m: string) => void;
}) {
  const sel = SELECTIONS[market.kind] as readonly string[];
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(sel.map((s) => [s, String(market.odds[s])])));
  const [line, setLine] = useState(String(market.line));
  const save = useCheckedMutation({
    schema: AdminSportOddsBody,
    mutationFn: (body) => sportApi.odds(market.id, body),
    invalidate: sportKeys.all,
    onSuccess: () => onSaved(`บันทึกราคา ${marketName(market)} ${matchName(fixture)} แล้ว`),
  });
  const errors = save.errors;
  const hasLine = market.kind === 'hdp' || market.kind === 'ou';
  return (
    <DialogForm
      label="แก้ไขราคา"
      title={`แก้ไขราคา ${marketName(market)} · ${matchName(fixture)}`}
      onClose={onClose}
      onSubmit={() =>
        save.submit({ odds: Object.fromEntries(sel.map((s) => [s, num(values[s])])), ...(hasLine ? { line: num(line) } : {}) })
      }
      busy={save.mutation.isPending}
      confirm="บันทึกราคา"
      cancel="ยกเลิก"
      refusal={save.failure}
    >
      <SimpleGrid columns={2} gap="3">
        {hasLine ? (
          <FormField label={market.kind === 'hdp' ? 'แต้มต่อของเจ้าบ้าน (ลูก)' : 'เส้นสูง/ต่ำ (ลูก)'} error={errors.line}>
            <Input bg="white" inputMode="decimal" aria-label="เส้น" value={line} onChange={(e) => setLine(e.target.value)} />
          </FormField>
        ) : null}
        {sel.map((s) => (
          <FormField key={s} label={`ราคา ${selectionName(s)}`} error={errors[`odds.${s}`] ?? (s === sel[0] ? errors.odds : undefined)}>
            <Input
              bg="white"
              inputMode="decimal"
              aria-label={`ราคา ${selectionName(s)}`}
              value={values[s]}
              onChange={(e) => setValues({ ...values, [s]: e.target.value })}
            />
          </FormField>
        ))}
      </SimpleGrid>
    </DialogForm>
  );
}

function VoidDialog({ fixture, onClose, onSaved }: { fixture: Fixture; onClose: () => void; onSaved: (m: string) => void }) {
  const [reason, setReason] = useState('');
  const save = useCheckedMutation({
    schema: AdminSportVoidBody,
    mutationFn: (body) => sportApi.void(fixture.id, body.reason),
    invalidate: sportKeys.all,
    onSuccess: () => onSaved(`ยกเลิกคู่ ${matchName(fixture)} (โมฆะ) แล้ว`),
  });
  return (
    <DialogForm
      label="ยกเลิกคู่"
      title={`ยกเลิกคู่ ${matchName(fixture)} (โมฆะ)`}
      onClose={onClose}
      onSubmit={() => save.submit({ reason })}
      busy={save.mutation.isPending}
      confirm="ยืนยันยกเลิกคู่"
      colour="red"
      cancel="ไม่ยกเลิก"
      refusal={save.failure}
    >
      <Text mb="3" fontSize="sm">
        ทุกบิลที่มีคู่นี้จะเป็นโมฆะ (คืนทุนในบอลเดี่ยว, นับเป็นราคา 1 ในบอลสเต็ป) และปิดรับทุกราคาของคู่นี้ ยกเลิกแล้วแก้กลับไม่ได้
      </Text>
      <FormField label="เหตุผล (สมาชิกเห็น)" error={save.errors.reason}>
        <Textarea bg="white" aria-label="เหตุผล" value={reason} onChange={(e) => setReason(e.target.value)} />
      </FormField>
    </DialogForm>
  );
}

function MarketsTable({
  fixture,
  trades,
  onEdit,
  onNotice,
}: {
  fixture: Fixture;
  trades: boolean;
  onEdit: (m: Market) => void;
  onNotice: (t: string) => void;
}) {
  const queryClient = useQueryClient();
  const suspend = useMutation({
    mutationFn: (m: Market) => sportApi.suspendMarket(m.id, m.status === 'open'),
    onSuccess: (_d, m) => {
      void queryClient.invalidateQueries({ queryKey: sportKeys.all });
      onNotice(m.status === 'open' ? `ปิดรับ ${marketName(m)} แล้ว` : `เปิดรับ ${marketName(m)} แล้ว`);
    },
    onError: (e) => onNotice(failureMessage(e)),
  });
  const open = !fixture.voided && (fixture.status === 'scheduled' || fixture.status === 'live');
  return (
    <Table.Root size="sm" aria-label={`ราคา ${matchName(fixture)}`}>
      <Table.Body>
        {fixture.markets.map((m) => (
          <Table.Row key={m.id} data-testid={`market-${m.id}`} opacity={m.main ? 1 : 0.7}>
            <Table.Cell width="40%">
              {marketName(m)} {m.main ? null : <Badge size="sm">เส้นรอง</Badge>}
            </Table.Cell>
            <Table.Cell>
              {Object.entries(m.odds).map(([s, o]) => (
                <Text as="span" key={s} mr="3" whiteSpace="nowrap">
                  {selectionName(s)} <b>{odds(o)}</b>
                </Text>
              ))}
            </Table.Cell>
            <Table.Cell>
              {m.status === 'open' ? (
                <Badge colorPalette="green">เปิดรับ</Badge>
              ) : (
                <Badge colorPalette="orange">{m.status === 'closed' ? 'ปิดแล้ว' : 'ปิดรับชั่วคราว'}</Badge>
              )}
            </Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              {trades && open ? (
                <>
                  <Button size="xs" variant="outline" mr="1" onClick={() => onEdit(m)} aria-label={`แก้ราคา ${marketName(m)} #${m.id}`}>
                    แก้ราคา
                  </Button>
                  {m.status !== 'closed' ? (
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => suspend.mutate(m)}
                      aria-label={`${m.status === 'open' ? 'ปิดรับ' : 'เปิดรับ'} #${m.id}`}
                    >
                      {m.status === 'open' ? 'ปิดรับ' : 'เปิดรับ'}
                    </Button>
                  ) : null}
                </>
              ) : null}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** Fixtures by day, league and status with every market; finance edits odds, suspends and voids (GET/PUT/POST /api/admin/sport/...). */
export function FixturesTab() {
  const [view, set] = useView('/shell/sport');
  const trades = useTrades();
  const list = useQuery(fixturesQuery(view));
  const [editing, setEditing] = useState<{ fixture: Fixture; market: Market } | null>(null);
  const [voiding, setVoiding] = useState<Fixture | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const suspend = useMutation({
    mutationFn: (f: Fixture) => sportApi.suspendFixture(f.id, !f.suspended),
    onSuccess: (_d, f) => {
      void queryClient.invalidateQueries({ queryKey: sportKeys.all });
      setNotice(f.suspended ? `เปิดรับคู่ ${matchName(f)} แล้ว` : `ปิดรับคู่ ${matchName(f)} แล้ว`);
    },
    onError: (e) => setNotice(failureMessage(e)),
  });
  const saved = (m: string) => {
    setEditing(null);
    setVoiding(null);
    setNotice(m);
  };
  return (
    <Box>
      <FilterBar label="ตัวกรองคู่การแข่งขัน">
        <DayInput label="วันแข่งขัน" value={view.day ?? ''} onChange={(day) => set({ day: day || undefined, page: 1 })} />
        <LeagueSelect value={view.league_id} onChange={(league_id) => set({ league_id, page: 1 })} />
        <StatusSelect value={view.status} onChange={(status) => set({ status, page: 1 })} />
        <Input
          bg="white"
          maxW="60"
          placeholder="ค้นหาชื่อทีม"
          aria-label="ค้นหาชื่อทีม"
          value={view.q ?? ''}
          onChange={(e) => set({ q: e.target.value || undefined, page: 1 })}
        />
      </FilterBar>
      <Notice notice={notice} mb="3" />
      <Loaded query={list} empty="ไม่พบคู่การแข่งขัน">
        {(data) => (
          <>
            {data.items.map((f) => (
              <Box key={f.id} bg="white" borderWidth="1px" borderRadius="md" mb="3" p="3" data-testid={`fixture-${f.id}`}>
                <Flex justify="space-between" align="start" gap="3" wrap="wrap" mb="2">
                  <Box>
                    <Text fontSize="xs" color="gray.600">
                      {bangkokTime(f.kickoff_at)} · {f.league.name_th} · #{f.id}
                    </Text>
                    <Text fontWeight="bold">{matchName(f)}</Text>
                    <Text fontSize="xs" color="gray.600">
                      {f.home.en} - {f.away.en}
                      {f.ft ? ` · ครึ่งแรก ${f.ht ? `${f.ht.home}-${f.ht.away}` : '-'} · เต็มเวลา ${f.ft.home}-${f.ft.away}` : ''}
                      {f.void_reason ? ` · ${f.void_reason}` : ''}
                    </Text>
                  </Box>
                  <Flex gap="2" align="center" wrap="wrap">
                    <FixtureStatusBadge status={f.status} voided={f.voided} suspended={f.suspended} />
                    <Text fontSize="sm">
                      บิลค้าง {f.open_bets} · {baht(f.open_stake)} บาท
                    </Text>
                    <Button size="xs" variant="ghost" onClick={() => set({ tab: 'bets', fixture: f.id })} aria-label={`ดูบิล #${f.id}`}>
                      ดูบิล
                    </Button>
                    {trades && !f.voided ? (
                      <>
                        <Button
                          size="xs"
                          variant="outline"
                          onClick={() => suspend.mutate(f)}
                          aria-label={`${f.suspended ? 'เปิดรับคู่' : 'ปิดรับคู่'} #${f.id}`}
                        >
                          {f.suspended ? 'เปิดรับคู่' : 'ปิดรับคู่'}
                        </Button>
                        <Button size="xs" variant="outline" colorPalette="red" onClick={() => setVoiding(f)} aria-label={`ยกเลิกคู่ #${f.id}`}>
                          ยกเลิกคู่ (โมฆะ)
                        </Button>
                      </>
                    ) : null}
                  </Flex>
                </Flex>
                <MarketsTable fixture={f} trades={trades} onEdit={(market) => setEditing({ fixture: f, market })} onNotice={setNotice} />
              </Box>
            ))}
            <Pager page={view.page} pageSize={PAGE_SIZE} total={data.total} onPage={(page) => set({ page })} />
          </>
        )}
      </Loaded>
      {editing ? <OddsDialog fixture={editing.fixture} market={editing.market} onClose={() => setEditing(null)} onSaved={saved} /> : null}
      {voiding ? <VoidDialog fixture={voiding} onClose={() => setVoiding(null)} onSaved={saved} /> : null}
    </Box>
  );
}
