import type { Dashboard, DashboardFigures } from '@contract/reports';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engineName, expectOk, get, makeMember, makeOperator, operatorToken, type TestContext } from '../../test';
import { houseAccountId, memberAccountId, postPending, type TransferKind, transfer } from '../ledger';
import { dashboard, foldLedger } from './index';

/**
 * A small known scenario across two Bangkok days, 9 and 10 March 2026, whose boundary is 17:00 UTC
 * (docs/reports.md). Movements are made through the ledger with their kinds, then dated: the rollup
 * reads only the records (kind, amount, member side, metadata and when), so this is what it sees.
 */
const NOW = new Date('2026-03-10T05:00:00Z'); // Bangkok 12:00, 10 March
const D1 = '2026-03-09';
const D2 = '2026-03-10';

type Scenario = { add: (memberId: number, kind: TransferKind, baht: number, at: string, meta?: Record<string, unknown>) => Promise<void> };

async function scenario(t: TestContext): Promise<Scenario> {
  const db = t.handle.db;
  await sql`insert into game_provider (id, name) values ('rpt', 'Report test')`.execute(db);
  await sql`insert into game (provider_id, game_id, sub_provider_id, name_th, name_en, category, categories, image)
    values ('rpt', 'rpt-slot', 'rpt', 'สล็อต', 'Slot', 'slot', '{slot}', ''),
           ('rpt', 'rpt-casino', 'rpt', 'คาสิโน', 'Casino', 'casino', '{casino}', '')`.execute(db);
  const rounds = await sql<{ code: string; id: number }>`
    insert into lotto_round (category_id, draw_key, draw_date, opens_at, closes_at, status)
    select id, 'rpt-' || code, '2026-03-10', '2026-03-08T00:00:00Z', '2026-03-10T01:00:00Z', 'closed' from lotto_category where code in ('gov', 'lao')
    returning (select code from lotto_category c where c.id = category_id), id`.execute(db);
  const roundOf = Object.fromEntries(rounds.rows.map((r) => [r.code, r.id]));
  const cash = await houseAccountId(db, 'cash');
  let seq = 0;

  const member = async (at: string) => {
    const m = await makeMember(t);
    await sql`update member set created_at = ${at}::timestamptz where id = ${m.id}`.execute(db);
    return m.id;
  };
  const dated = (id: number, at: string) => sql`update ledger_transfer set created_at = ${at}::timestamptz where id = ${id}`.execute(db);
  const add: Scenario['add'] = async (memberId, kind, baht, at, meta = {}) => {
    const wallet = await memberAccountId(db, memberId);
    // A correction goes either way: a negative one is paid to the member.
    const toMember = ['deposit', 'game_win', 'game_rollback', 'lotto_win', 'lotto_refund'].includes(kind) || baht < 0;
    const metadata = { ...meta, round_id: meta.round_id === undefined ? undefined : String(roundOf[meta.round_id as string]) };
    const r = await transfer(db, {
      key: `rpt:${++seq}`,
      kind,
      currency: 'THB',
      debit: toMember ? cash : wallet,
      credit: toMember ? wallet : cash,
      amount: Math.round(Math.abs(baht) * 100),
      metadata: meta.round_id === undefined ? meta : metadata,
    });
    await dated(r.id, at);
  };

  // In the order they happened, so ids follow time as they do in production.
  const old = await member('2026-02-20T03:00:00Z');
  await add(old, 'deposit', 500, '2026-02-20T05:00:00Z');
  const a = await member('2026-03-09T03:00:00Z'); // D1 10:00
  await add(a, 'deposit', 1000, '2026-03-09T04:00:00Z');
  await add(a, 'game_bet', 100, '2026-03-09T05:00:00Z', { game_id: 'rpt-slot' });
  await add(a, 'game_win', 250, '2026-03-09T05:01:00Z', { game_id: 'rpt-slot' });
  await add(a, 'lotto_bill', 120, '2026-03-09T06:00:00Z', { round_id: 'gov' });
  // A withdrawal asked for on D1 and paid on D2 counts on D2; one still waiting counts nowhere.
  const w = await transfer(db, {
    key: 'rpt:withdraw-a',
    kind: 'withdrawal',
    currency: 'THB',
    debit: await memberAccountId(db, a),
    credit: await houseAccountId(db, 'withdrawals'),
    amount: 15_000,
    pending: true,
  });
  await dated(w.id, '2026-03-09T10:00:00Z');
  const b = await member('2026-03-09T16:59:59Z'); // D1 23:59:59
  await add(b, 'deposit', 700, '2026-03-09T16:59:00Z');
  await add(b, 'game_bet', 50, '2026-03-09T16:59:30Z', { game_id: 'rpt-slot' });
  const c = await member('2026-03-09T17:00:00Z'); // D2 00:00
  await add(c, 'deposit', 400, '2026-03-09T17:00:00Z');
  await add(b, 'game_bet', 80, '2026-03-09T17:10:00Z', { game_id: 'rpt-casino' });
  await add(b, 'game_rollback', 80, '2026-03-09T17:11:00Z', { game_id: 'rpt-casino' });
  await add(a, 'deposit', 200, '2026-03-09T17:30:00Z');
  await postPending(db, w.id);
  await sql`update ledger_transfer set settled_at = '2026-03-09T18:00:00Z' where id = ${w.id}`.execute(db);
  await transfer(db, {
    key: 'rpt:withdraw-b',
    kind: 'withdrawal',
    currency: 'THB',
    debit: await memberAccountId(db, b),
    credit: await houseAccountId(db, 'withdrawals'),
    amount: 10_000,
    pending: true,
  });
  await add(c, 'game_bet', 40, '2026-03-09T19:00:00Z', { game_id: 'rpt-casino' });
  await add(old, 'deposit', 300, '2026-03-10T01:00:00Z');
  await add(a, 'lotto_win', 1000, '2026-03-10T02:00:00Z', { round_id: 'gov' });
  await add(old, 'lotto_bill', 60, '2026-03-10T03:00:00Z', { round_id: 'lao' });
  await add(c, 'lotto_bill', 30, '2026-03-10T03:10:00Z', { round_id: 'lao' });
  await add(c, 'lotto_refund', 30, '2026-03-10T03:20:00Z', { round_id: 'lao' });
  // A result corrected: one winner's payout taken back in part, another's raised.
  await add(old, 'lotto_correction', 10, '2026-03-10T03:30:00Z', { round_id: 'lao' });
  await add(c, 'lotto_correction', -4, '2026-03-10T03:31:00Z', { round_id: 'lao' });
  return { add };
}

const game = (f: DashboardFigures, p: string) => f.games.find((g) => g.product === p);
const lotto = (f: DashboardFigures, c: string) => f.lotto.find((g) => g.category === c);

function expectScenario(d: Dashboard, extraD2Deposit = 0) {
  expect(d.today).toBe(D2);
  expect(d.month).toBe('2026-03');
  const t = d.today_figures;
  expect(t.deposits).toEqual({ count: extraD2Deposit ? 4 : 3, amount: 900 + extraD2Deposit });
  expect(t.withdrawals).toEqual({ count: 1, amount: 150 });
  expect(t.net_cash_flow).toBe(750 + extraD2Deposit);
  expect(t.new_members).toBe(1);
  expect(t.first_depositors).toBe(1);
  expect(t.active_members).toBe(3);
  expect(game(t, 'slot')).toEqual({ product: 'slot', turnover: 0, house_result: 0, open_stakes: 0, bets: 0 });
  expect(game(t, 'casino')).toEqual({ product: 'casino', turnover: 40, house_result: 40, open_stakes: 0, bets: 2 });
  expect(t.games_total).toEqual({ turnover: 40, house_result: 40, open_stakes: 0 });
  expect(lotto(t, 'gov')).toMatchObject({ sales: 0, house_result: -1000, bills: 0 });
  expect(lotto(t, 'lao')).toMatchObject({ sales: 60, house_result: 66, bills: 1 });
  expect(t.lotto_total).toEqual({ sales: 60, house_result: -934, open_stakes: 0 });

  const m = d.month_figures;
  expect(m.deposits).toEqual({ count: extraD2Deposit ? 6 : 5, amount: 2600 + extraD2Deposit });
  expect(m.withdrawals).toEqual({ count: 1, amount: 150 });
  expect(m.net_cash_flow).toBe(2450 + extraD2Deposit);
  expect(m.new_members).toBe(3);
  expect(m.first_depositors).toBe(3);
  expect(m.active_members).toBe(4);
  expect(game(m, 'slot')).toEqual({ product: 'slot', turnover: 150, house_result: -100, open_stakes: 0, bets: 2 });
  expect(game(m, 'casino')).toEqual({ product: 'casino', turnover: 40, house_result: 40, open_stakes: 0, bets: 2 });
  expect(lotto(m, 'gov')).toMatchObject({ sales: 120, house_result: -880, bills: 1 });
  expect(m.lotto_total).toEqual({ sales: 180, house_result: -814, open_stakes: 0 });

  expect(d.series).toHaveLength(30);
  expect(d.series[0].day).toBe('2026-02-09');
  expect(d.series[29].day).toBe(D2);
  const day = (x: string) => d.series.find((s) => s.day === x);
  expect(day(D1)).toEqual({
    day: D1,
    deposits: 1700,
    withdrawals: 0,
    net_cash_flow: 1700,
    new_members: 2,
    first_depositors: 2,
    active_members: 2,
    games_turnover: 150,
    games_house_result: -100,
    lotto_sales: 120,
    lotto_house_result: 120,
    promotion_cost: 0,
  });
  expect(day('2026-02-20')).toMatchObject({ deposits: 500, new_members: 1, first_depositors: 1, active_members: 0 });
  expect(day(D2)).toMatchObject({ deposits: 900 + extraD2Deposit, withdrawals: 150, active_members: 3, lotto_house_result: -934 });
  const rest = d.series.filter((s) => ![D1, D2, '2026-02-20'].includes(s.day));
  expect(rest.every((s) => s.deposits === 0 && s.new_members === 0 && s.active_members === 0)).toBe(true);
}

/** A member who deposited before (so not a first depositor again). */
const anyMember = (t: TestContext) =>
  sql<{ member_id: number }>`select member_id from report_first_deposit order by day limit 1`
    .execute(t.handle.db)
    .then((r) => Number(r.rows[0].member_id));

/** The rollup's rows, to compare two ways of folding the same records. */
const rollup = (t: TestContext) =>
  sql`select to_char(day, 'YYYY-MM-DD') as day, metric, dim, count::text, amount::text, house::text from report_day
       order by day, metric, dim`
    .execute(t.handle.db)
    .then((r) => r.rows);

describe(`reports dashboard (${engineName()})`, () => {
  let t: TestContext;
  let s: Scenario;
  beforeAll(async () => {
    t = await createTestApp();
    s = await scenario(t);
  });
  afterAll(() => t.close());

  it('counts the scenario exactly before any fold (all tail), after one, and after a repeated fold', async () => {
    expectScenario(await dashboard(t.handle.db, NOW));
    const first = await foldLedger(t.handle.db, { lagMs: 0 });
    expect(first.batches).toBe(1);
    expectScenario(await dashboard(t.handle.db, NOW));
    const folded = await rollup(t);
    expect(folded.length).toBeGreaterThan(0);
    // Who was active is kept only for the days (the month) transfers may still come for.
    const kept = await sql<{ day: string; month: string }>`select (select to_char(min(day), 'YYYY-MM-DD') from report_active) as day,
      (select to_char(min(month), 'YYYY-MM-DD') from report_active_month) as month`.execute(t.handle.db);
    expect(kept.rows[0]).toEqual({ day: D1, month: '2026-03-01' });
    expect(await foldLedger(t.handle.db, { lagMs: 0 })).toEqual({ batches: 0, last: first.last });
    expect(await rollup(t)).toEqual(folded);
    expectScenario(await dashboard(t.handle.db, NOW));
  });

  it('counts a transfer made after a fold once: from the tail, then from the rollup', async () => {
    await s.add(await anyMember(t), 'deposit', 25, '2026-03-10T04:00:00Z');
    expectScenario(await dashboard(t.handle.db, NOW), 25);
    await foldLedger(t.handle.db, { lagMs: 0 });
    expectScenario(await dashboard(t.handle.db, NOW), 25);
    await foldLedger(t.handle.db, { lagMs: 0 });
    expectScenario(await dashboard(t.handle.db, NOW), 25);
  });

  it('leaves transfers younger than the lag for a later run', async () => {
    const before = await sql<{ last_id: string }>`select last_id::text from report_watermark`.execute(t.handle.db);
    await s.add(await anyMember(t), 'deposit', 1, new Date().toISOString());
    expect((await foldLedger(t.handle.db, { lagMs: 60_000 })).last).toBe(Number(before.rows[0].last_id));
    expect((await foldLedger(t.handle.db, { lagMs: 0 })).last).toBeGreaterThan(Number(before.rows[0].last_id));
  });

  it('serves GET /api/admin/reports/dashboard to finance, in baht', async () => {
    const op = await makeOperator(t, 'finance');
    const d = expectOk<Dashboard>(await get(t, '/api/admin/reports/dashboard', await operatorToken(t, op.id)));
    expect(d.series).toHaveLength(30);
    expect(d.month_figures.games.map((g) => g.product)).toEqual(expect.arrayContaining(['slot', 'casino', 'fishing', 'sport', 'freespin']));
  });
});

describe(`reports fold run twice at once (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
    await scenario(t);
  });
  afterAll(() => t.close());

  it('folds every transfer once whichever run takes each batch, and the same rollup as one run', async () => {
    const runs = await Promise.all([
      foldLedger(t.handle.db, { lagMs: 0, batch: 3 }),
      foldLedger(t.handle.db, { lagMs: 0, batch: 3 }),
      foldLedger(t.handle.db, { lagMs: 0, batch: 5 }),
    ]);
    expect(runs.reduce((a, r) => a + r.batches, 0)).toBeGreaterThan(1);
    expectScenario(await dashboard(t.handle.db, NOW));
    const split = await rollup(t);
    // The same records folded in one batch from scratch give the same rows.
    await sql`truncate report_day, report_first_deposit, report_active, report_active_month`.execute(t.handle.db);
    await sql`update report_watermark set last_id = 0`.execute(t.handle.db);
    await foldLedger(t.handle.db, { lagMs: 0 });
    expect(await rollup(t)).toEqual(split);
  });
});
