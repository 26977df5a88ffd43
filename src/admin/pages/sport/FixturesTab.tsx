import { Badge, Box, Button, Flex, Input, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { AdminSportOddsBody, AdminSportVoidBody } from '@contract/admin-sport';
import { FIXTURE_STATE_NAMES, FIXTURE_STATES, type FixtureState, SELECTIONS } from '@contract/sport';
import { fixtureActions } from '@contract/sport-rules';
import { bangkokToday } from '@contract/thai-calendar';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import {
  baht,
  bangkokTime,
  DayInput,
  DialogForm,
  daysAfter,
  FilterBar,
  FormField,
  Loaded,
  Notice,
  num,
  Pager,
  thaiDate,
  useCheckedMutation,
  useView,
} from '../../app/kit';
import { ALL_DAYS, type Fixture, fixturesQuery, fixturesView, type Market, PAGE_SIZE, sportApi, sportKeys, useTrades } from './api';
import { FixtureStatusBadge, LeagueSelect, marketName, odds, selectionName } from './shared';

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
      {fixture.status === 'finished' ? (
        <Text mb="3" fontSize="sm" color="red.700" fontWeight="bold">
          คู่นี้จบการแข่งขันแล้ว: บิลที่จ่ายเงินไปแล้วจะถูกดึงยอดจ่ายคืน ใช้เมื่อผลการแข่งขันผิดปกติเท่านั้น
        </Text>
      ) : null}
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
  const open = fixtureActions(fixture).trade;
  // Rows that wrap instead of a table: at 375 px a four-column table ran off the card.
  return (
    <Box role="group" aria-label={`ราคา ${matchName(fixture)}`} fontSize="sm">
      {fixture.markets.map((m) => (
        <Flex
          key={m.id}
          data-testid={`market-${m.id}`}
          opacity={m.main ? 1 : 0.7}
          wrap="wrap"
          align="center"
          columnGap="3"
          rowGap="1"
          py="2"
          px="2"
          borderTopWidth="1px"
        >
          <Box flex={{ base: '1 1 100%', md: '0 0 38%' }}>
            {marketName(m)} {m.main ? null : <Badge size="sm">เส้นรอง</Badge>}
          </Box>
          <Box flex="1 1 auto">
            {Object.entries(m.odds).map(([s, o]) => (
              <Text as="span" key={s} mr="3" whiteSpace="nowrap">
                {selectionName(s)} <b>{odds(o)}</b>
              </Text>
            ))}
          </Box>
          {m.status === 'open' ? (
            <Badge colorPalette="green">เปิดรับ</Badge>
          ) : (
            <Badge colorPalette="orange">{m.status === 'closed' ? 'ปิดแล้ว' : 'ปิดรับชั่วคราว'}</Badge>
          )}
          {trades && open ? (
            <Flex gap="1" whiteSpace="nowrap">
              <Button size="xs" variant="outline" onClick={() => onEdit(m)} aria-label={`แก้ราคา ${marketName(m)} #${m.id}`}>
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
            </Flex>
          ) : null}
        </Flex>
      ))}
    </Box>
  );
}

/** The quick day choices (Bangkok days from today) beside the date box. */
const QUICK_DAYS = [
  { name: 'เมื่อวาน', offset: -1 },
  { name: 'วันนี้', offset: 0 },
  { name: 'พรุ่งนี้', offset: 1 },
] as const;

/** The status tabs over the list (contract/sport-names.ts FIXTURE_STATES). */
function StateTabs({ value, onChange }: { value: FixtureState; onChange: (v: FixtureState) => void }) {
  return (
    <Flex gap="1" role="tablist" aria-label="สถานะคู่" mb="3">
      {FIXTURE_STATES.map((s) => (
        <Button
          key={s}
          role="tab"
          aria-selected={s === value}
          size={{ base: 'xs', sm: 'sm' }}
          flex={{ base: '1 1 auto', sm: '0 0 auto' }}
          colorPalette="blue"
          variant={s === value ? 'solid' : 'outline'}
          onClick={() => onChange(s)}
        >
          {FIXTURE_STATE_NAMES[s]}
        </Button>
      ))}
    </Flex>
  );
}

/** Yesterday, today, tomorrow, every day, or any day from the date box; `day` as the list asks it (undefined: every day). */
function DayChoice({ day, onChange }: { day: string | undefined; onChange: (v: string) => void }) {
  const today = bangkokToday();
  return (
    <Flex gap="1" align="end" wrap="wrap" role="group" aria-label="วันแข่งขัน">
      {QUICK_DAYS.map((d) => {
        const value = daysAfter(today, d.offset);
        return (
          <Button
            key={d.name}
            size="sm"
            variant={day === value ? 'solid' : 'outline'}
            aria-pressed={day === value}
            onClick={() => onChange(value)}
          >
            {d.name}
          </Button>
        );
      })}
      <Button
        size="sm"
        variant={day === undefined ? 'solid' : 'outline'}
        aria-pressed={day === undefined}
        onClick={() => onChange(ALL_DAYS)}
      >
        ทุกวัน
      </Button>
      <DayInput label="เลือกวันแข่งขัน" caption="เลือกวัน" value={day ?? ''} onChange={(v) => onChange(v || ALL_DAYS)} />
    </Flex>
  );
}

/**
 * Fixtures by status tab (ยังไม่เริ่ม, กำลังแข่ง, จบแล้ว, เลื่อน/ยกเลิก) and day (today first), league and
 * team, each with its markets. Finance edits odds and suspends only what still takes bets, and voids
 * what is not void yet (contract/sport-rules.ts `fixtureActions`, which the server applies too); the
 * markets of a fixture that no longer takes bets stay folded (GET/PUT/POST /api/admin/sport/...).
 */
export function FixturesTab() {
  const [view, set] = useView('/shell/sport');
  const trades = useTrades();
  const shown = fixturesView(view);
  const list = useQuery(fixturesQuery(shown));
  const [editing, setEditing] = useState<{ fixture: Fixture; market: Market } | null>(null);
  const [voiding, setVoiding] = useState<Fixture | null>(null);
  const [unfolded, setUnfolded] = useState<number[]>([]);
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
  const dayText = shown.day ? (shown.day === bangkokToday() ? 'วันนี้' : thaiDate(shown.day)) : 'ทุกวัน';
  return (
    <Box>
      <StateTabs value={view.state} onChange={(state) => set({ state, page: 1 })} />
      <FilterBar label="ตัวกรองคู่การแข่งขัน">
        <DayChoice day={shown.day} onChange={(day) => set({ day: day === bangkokToday() ? undefined : day, page: 1 })} />
        <LeagueSelect value={view.league_id} onChange={(league_id) => set({ league_id, page: 1 })} />
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
      <Loaded query={list} empty={`ไม่มีคู่${FIXTURE_STATE_NAMES[view.state]} (${dayText})`}>
        {(data) => (
          <>
            {data.items.map((f) => {
              const can = fixtureActions(f);
              const folded = !can.trade && !unfolded.includes(f.id);
              return (
                <Box key={f.id} bg="white" borderWidth="1px" borderRadius="md" mb="3" p="3" data-testid={`fixture-${f.id}`}>
                  <Flex justify="space-between" align="start" gap="3" wrap="wrap" mb={folded ? '0' : '2'}>
                    <Box>
                      <Text fontSize="xs" color="gray.600">
                        {bangkokTime(f.kickoff_at)} · {f.league.name_th} · #{f.id}
                      </Text>
                      <Text fontWeight="bold">
                        {matchName(f)}
                        {f.ft ? ` ${f.ft.home}-${f.ft.away}` : ''}
                      </Text>
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
                      {can.trade ? null : (
                        <Button
                          size="xs"
                          variant="ghost"
                          aria-expanded={!folded}
                          aria-label={`${folded ? 'ดูราคา' : 'ซ่อนราคา'} #${f.id}`}
                          onClick={() => setUnfolded(folded ? [...unfolded, f.id] : unfolded.filter((id) => id !== f.id))}
                        >
                          {folded ? `ดูราคา (${f.markets.length})` : 'ซ่อนราคา'}
                        </Button>
                      )}
                      {trades && can.trade ? (
                        <Button
                          size="xs"
                          variant="outline"
                          onClick={() => suspend.mutate(f)}
                          aria-label={`${f.suspended ? 'เปิดรับคู่' : 'ปิดรับคู่'} #${f.id}`}
                        >
                          {f.suspended ? 'เปิดรับคู่' : 'ปิดรับคู่'}
                        </Button>
                      ) : null}
                      {trades && can.void ? (
                        <Button size="xs" variant="outline" colorPalette="red" onClick={() => setVoiding(f)} aria-label={`ยกเลิกคู่ #${f.id}`}>
                          ยกเลิกคู่ (โมฆะ)
                        </Button>
                      ) : null}
                    </Flex>
                  </Flex>
                  {folded ? null : (
                    <MarketsTable
                      fixture={f}
                      trades={trades}
                      onEdit={(market) => setEditing({ fixture: f, market })}
                      onNotice={setNotice}
                    />
                  )}
                </Box>
              );
            })}
            <Pager page={view.page} pageSize={PAGE_SIZE} total={data.total} onPage={(page) => set({ page })} />
          </>
        )}
      </Loaded>
      {editing ? <OddsDialog fixture={editing.fixture} market={editing.market} onClose={() => setEditing(null)} onSaved={saved} /> : null}
      {voiding ? <VoidDialog fixture={voiding} onClose={() => setVoiding(null)} onSaved={saved} /> : null}
    </Box>
  );
}
