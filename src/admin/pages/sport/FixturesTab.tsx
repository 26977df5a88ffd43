import { Badge, Box, Button, Dialog, Flex, Input, Portal, SimpleGrid, Table, Text, Textarea } from '@chakra-ui/react';
import { AdminSportOddsBody, AdminSportVoidBody } from '@contract/admin-sport';
import { SELECTIONS } from '@contract/sport';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import { bangkokTime, Empty, Failure, Loading, Pager } from '../../app/ui';
import { useUrlState } from '../../app/url-state';
import { FormField, issuesOf, num, serverFields } from '../promotions/shared';
import { type Fixture, fixturesQuery, type Market, PAGE_SIZE, sportApi, sportKeys, useTrades } from './api';
import { DayInput, Filters, FixtureStatusBadge, LeagueSelect, marketName, Notice, odds, StatusSelect, selectionName } from './shared';

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
  const [local, setLocal] = useState<Record<string, string>>({});
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: AdminSportOddsBody) => sportApi.odds(market.id, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sportKeys.all });
      onSaved(`บันทึกราคา ${marketName(market)} ${matchName(fixture)} แล้ว`);
    },
  });
  const errors = { ...serverFields(save.error), ...local };
  const hasLine = market.kind === 'hdp' || market.kind === 'ou';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { odds: Object.fromEntries(sel.map((s) => [s, num(values[s])])), ...(hasLine ? { line: num(line) } : {}) };
    const checked = AdminSportOddsBody.safeParse(body);
    if (!checked.success) return setLocal(issuesOf(checked.error));
    setLocal({});
    save.mutate(checked.data);
  };
  const refusal = save.error && Object.keys(serverFields(save.error)).length === 0 ? failureMessage(save.error) : null;
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate aria-label="แก้ไขราคา">
              <Dialog.Header>
                <Dialog.Title>
                  แก้ไขราคา {marketName(market)} · {matchName(fixture)}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <SimpleGrid columns={2} gap="3">
                  {hasLine ? (
                    <FormField label={market.kind === 'hdp' ? 'แต้มต่อของเจ้าบ้าน (ลูก)' : 'เส้นสูง/ต่ำ (ลูก)'} error={errors.line}>
                      <Input bg="white" inputMode="decimal" aria-label="เส้น" value={line} onChange={(e) => setLine(e.target.value)} />
                    </FormField>
                  ) : null}
                  {sel.map((s) => (
                    <FormField
                      key={s}
                      label={`ราคา ${selectionName(s)}`}
                      error={errors[`odds.${s}`] ?? (s === sel[0] ? errors.odds : undefined)}
                    >
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
                <Notice text={refusal} status="error" />
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  ยกเลิก
                </Button>
                <Button type="submit" colorPalette="blue" loading={save.isPending}>
                  บันทึกราคา
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function VoidDialog({ fixture, onClose, onSaved }: { fixture: Fixture; onClose: () => void; onSaved: (m: string) => void }) {
  const [reason, setReason] = useState('');
  const [local, setLocal] = useState<Record<string, string>>({});
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (r: string) => sportApi.void(fixture.id, r),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sportKeys.all });
      onSaved(`ยกเลิกคู่ ${matchName(fixture)} (โมฆะ) แล้ว`);
    },
  });
  const errors = { ...serverFields(save.error), ...local };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = AdminSportVoidBody.safeParse({ reason });
    if (!checked.success) return setLocal(issuesOf(checked.error));
    setLocal({});
    save.mutate(checked.data.reason);
  };
  const refusal = save.error && Object.keys(serverFields(save.error)).length === 0 ? failureMessage(save.error) : null;
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate aria-label="ยกเลิกคู่">
              <Dialog.Header>
                <Dialog.Title>ยกเลิกคู่ {matchName(fixture)} (โมฆะ)</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text mb="3" fontSize="sm">
                  ทุกบิลที่มีคู่นี้จะเป็นโมฆะ (คืนทุนในบอลเดี่ยว, นับเป็นราคา 1 ในบอลสเต็ป) และปิดรับทุกราคาของคู่นี้ ยกเลิกแล้วแก้กลับไม่ได้
                </Text>
                <FormField label="เหตุผล (สมาชิกเห็น)" error={errors.reason}>
                  <Textarea bg="white" aria-label="เหตุผล" value={reason} onChange={(e) => setReason(e.target.value)} />
                </FormField>
                <Notice text={refusal} status="error" />
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  ไม่ยกเลิก
                </Button>
                <Button type="submit" colorPalette="red" loading={save.isPending}>
                  ยืนยันยกเลิกคู่
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
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
  const [v, setV] = useUrlState({ tab: 'fixtures', fixture: 0, day: '', league_id: '', status: '', q: '', page: 1 });
  const trades = useTrades();
  const list = useQuery(fixturesQuery({ day: v.day, league_id: v.league_id, status: v.status, q: v.q, page: v.page }));
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
  return (
    <Box>
      <Filters>
        <DayInput value={v.day} onChange={(day) => setV({ day, page: 1 })} />
        <LeagueSelect value={v.league_id} onChange={(league_id) => setV({ league_id, page: 1 })} />
        <StatusSelect value={v.status} onChange={(status) => setV({ status, page: 1 })} />
        <Input
          bg="white"
          maxW="60"
          placeholder="ค้นหาชื่อทีม"
          aria-label="ค้นหาชื่อทีม"
          value={v.q}
          onChange={(e) => setV({ q: e.target.value, page: 1 })}
        />
      </Filters>
      <Notice text={notice} />
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Failure error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <Empty>ไม่พบคู่การแข่งขัน</Empty>
      ) : (
        <>
          {list.data.items.map((f) => (
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
                    บิลค้าง {f.open_bets} · {f.open_stake.toLocaleString('th-TH', { minimumFractionDigits: 2 })} บาท
                  </Text>
                  <Button size="xs" variant="ghost" onClick={() => setV({ tab: 'bets', fixture: f.id })} aria-label={`ดูบิล #${f.id}`}>
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
          <Pager page={v.page} pageSize={PAGE_SIZE} total={list.data.total} onPage={(page) => setV({ page })} />
        </>
      )}
      {editing ? (
        <OddsDialog
          fixture={editing.fixture}
          market={editing.market}
          onClose={() => setEditing(null)}
          onSaved={(m) => {
            setEditing(null);
            setNotice(m);
          }}
        />
      ) : null}
      {voiding ? (
        <VoidDialog
          fixture={voiding}
          onClose={() => setVoiding(null)}
          onSaved={(m) => {
            setVoiding(null);
            setNotice(m);
          }}
        />
      ) : null}
    </Box>
  );
}
