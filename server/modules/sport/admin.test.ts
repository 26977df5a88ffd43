import { bangkokToday } from '@contract/thai-calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  engineName,
  expectError,
  expectInvalid,
  expectOk,
  get,
  makeMember,
  makeOperator,
  post,
  put,
  type TestContext,
} from '../../test';
import { makeFixture } from './test-support';

/** The operators' sportsbook API /api/admin/sport: trading writes (audited), results, reads, roles. */
describe(`sport back office (${engineName()})`, () => {
  let t: TestContext;
  let finance: { id: number; token: string };
  let support: string;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    finance = await makeOperator(t, 'finance');
    support = (await makeOperator(t, 'support')).token;
  });
  afterAll(async () => t?.close());

  const db = () => t.handle.db;
  const market = (id: number) => db().selectFrom('sport_market').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const fixture = (id: number) => db().selectFrom('sport_fixture').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const audits = (target: string) =>
    db().selectFrom('operator_audit').select(['action', 'operator_id', 'detail']).where('target', '=', target).orderBy('id').execute();

  let betSeq = 0;
  /** A bet written straight into the tables (placement is the bets module's); money in satang. */
  async function bet(
    memberId: number,
    legs: { fixtureId: number; marketId: number; selection: string; odds: number }[],
    stake: number,
    settled?: { payout: number; result: 'won' | 'lost' },
  ) {
    betSeq++;
    const odds = legs.reduce((o, l) => Math.floor((o * l.odds) / 1000), 1000);
    const row = await db()
      .insertInto('sport_bet')
      .values({
        member_id: memberId,
        request_key: `k-${process.pid}-${betSeq}`,
        type: legs.length > 1 ? 'parlay' : 'single',
        stake,
        odds,
        potential_payout: Math.floor((stake * odds) / 1000),
        payout: settled?.payout ?? 0,
        status: settled ? 'settled' : 'open',
        result: settled?.result ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [i, l] of legs.entries()) {
      const m = await market(l.marketId);
      await db()
        .insertInto('sport_bet_leg')
        .values({
          bet_id: Number(row.id),
          leg: i + 1,
          fixture_id: l.fixtureId,
          market_id: l.marketId,
          period: m.period,
          kind: m.kind,
          line_q: m.line_q,
          selection: l.selection,
          odds: l.odds,
        })
        .execute();
    }
    return Number(row.id);
  }

  it('sets odds and line by hand: odds_version moves, audited with before and after; wrong selections, a taken line, support refused', async () => {
    const f = await makeFixture(db());
    const hdp = f.markets['ft:hdp:-2'];
    expectError(await put(t, `/api/admin/sport/markets/${hdp}`, { odds: { home: 1.8, away: 2.1 } }, support), 6, 403);
    expectOk(await put(t, `/api/admin/sport/markets/${hdp}`, { odds: { home: 1.8, away: 2.1 }, line: -0.75 }, finance.token));
    expect(await market(hdp)).toMatchObject({ odds_1: 1800, odds_2: 2100, line_q: -3, odds_version: 2 });
    expect(await audits(`sport_market:${hdp}`)).toEqual([
      {
        action: 'sport.market.odds',
        operator_id: finance.id,
        detail: {
          fixture_id: f.fixtureId,
          before: { line: -0.5, odds: { home: 1.95, away: 1.95 } },
          after: { line: -0.75, odds: { home: 1.8, away: 2.1 } },
        },
      },
    ]);
    expectInvalid(
      await put(t, `/api/admin/sport/markets/${hdp}`, { odds: { over: 1.9, under: 1.9 } }, finance.token),
      'odds',
      /home, away/,
    );
    expectInvalid(await put(t, `/api/admin/sport/markets/${hdp}`, { odds: { home: 1, away: 2 } }, finance.token), 'odds.home');
  });

  it('refuses a line another market of the fixture already has', async () => {
    const f = await makeFixture(db(), {
      markets: [
        { kind: 'ou', line_q: 10, odds: [1900, 2000] },
        { kind: 'ou', line_q: 11, odds: [2000, 1900], main: false },
      ],
    });
    const res = await put(
      t,
      `/api/admin/sport/markets/${f.markets['ft:ou:10']}`,
      { odds: { over: 1.9, under: 2 }, line: 2.75 },
      finance.token,
    );
    expectError(res, 3721);
    expect(await market(f.markets['ft:ou:10'])).toMatchObject({ line_q: 10, odds_version: 1 });
  });

  it('suspends and reopens a market and a fixture, each audited once', async () => {
    const f = await makeFixture(db());
    const m = f.markets['ft:1x2:0'];
    expectOk(await post(t, `/api/admin/sport/markets/${m}/suspend`, { suspended: true }, finance.token));
    expectOk(await post(t, `/api/admin/sport/markets/${m}/suspend`, { suspended: true }, finance.token));
    expect((await market(m)).status).toBe('suspended');
    expectOk(await post(t, `/api/admin/sport/markets/${m}/suspend`, { suspended: false }, finance.token));
    expect((await market(m)).status).toBe('open');
    expect((await audits(`sport_market:${m}`)).map((a) => a.action)).toEqual(['sport.market.suspend', 'sport.market.unsuspend']);
    expectOk(await post(t, `/api/admin/sport/fixtures/${f.fixtureId}/suspend`, { suspended: true }, finance.token));
    expect((await fixture(f.fixtureId)).suspended).toBe(true);
    expectError(await post(t, `/api/admin/sport/fixtures/${f.fixtureId}/suspend`, { suspended: false }, support), 6, 403);
    expectError(await post(t, '/api/admin/sport/fixtures/999999999/suspend', { suspended: true }, finance.token), 3712);
    expectError(await post(t, '/api/admin/sport/markets/999999999/suspend', { suspended: true }, finance.token), 3701);
  });

  it('voids a fixture once: reason kept, markets closed, result_version moved; then no odds or results on it', async () => {
    const f = await makeFixture(db());
    expectInvalid(await post(t, `/api/admin/sport/fixtures/${f.fixtureId}/void`, { reason: 'x' }, finance.token), 'reason');
    expectOk(await post(t, `/api/admin/sport/fixtures/${f.fixtureId}/void`, { reason: 'สนามไม่พร้อม ยกเลิกการแข่งขัน' }, finance.token));
    expect(await fixture(f.fixtureId)).toMatchObject({ voided: true, void_reason: 'สนามไม่พร้อม ยกเลิกการแข่งขัน', result_version: 1 });
    expect(
      (await db().selectFrom('sport_market').select('status').where('fixture_id', '=', f.fixtureId).execute()).map((m) => m.status),
    ).toEqual(Array(6).fill('closed'));
    expectError(await post(t, `/api/admin/sport/fixtures/${f.fixtureId}/void`, { reason: 'ยกเลิกซ้ำอีกครั้ง' }, finance.token), 3720);
    expectError(
      await put(t, `/api/admin/sport/markets/${f.markets['ft:hdp:-2']}`, { odds: { home: 1.9, away: 1.9 } }, finance.token),
      3720,
    );
    expect((await audits(`sport_fixture:${f.fixtureId}`)).map((a) => a.action)).toEqual(['sport.fixture.void']);
  });

  it('trades only while a fixture takes bets; voids anything not void or cancelled (contract fixtureActions)', async () => {
    const past = new Date(Date.now() - 3 * 3600_000);
    const finished = await makeFixture(db(), { kickoffAt: past });
    await db()
      .updateTable('sport_fixture')
      .set({ status: 'finished', ht_home: 1, ht_away: 0, ft_home: 2, ft_away: 0 })
      .where('id', '=', finished.fixtureId)
      .execute();
    const hdp = finished.markets['ft:hdp:-2'];
    expectError(await put(t, `/api/admin/sport/markets/${hdp}`, { odds: { home: 1.9, away: 1.9 } }, finance.token), 3723);
    expectError(await post(t, `/api/admin/sport/markets/${hdp}/suspend`, { suspended: true }, finance.token), 3723);
    expectError(await post(t, `/api/admin/sport/fixtures/${finished.fixtureId}/suspend`, { suspended: true }, finance.token), 3723);
    expect(await fixture(finished.fixtureId)).toMatchObject({ suspended: false });
    expect(await market(hdp)).toMatchObject({ status: 'open', odds_version: 1 });
    // A finished fixture can still be voided (an abnormal result): its bets are taken back.
    expectOk(await post(t, `/api/admin/sport/fixtures/${finished.fixtureId}/void`, { reason: 'ผลการแข่งขันผิดปกติ' }, finance.token));

    const cancelled = await makeFixture(db(), { kickoffAt: past });
    await db().updateTable('sport_fixture').set({ status: 'cancelled' }).where('id', '=', cancelled.fixtureId).execute();
    expectError(await post(t, `/api/admin/sport/fixtures/${cancelled.fixtureId}/void`, { reason: 'ยกเลิกซ้ำกับฟีด' }, finance.token), 3723);
    const live = await makeFixture(db(), { kickoffAt: past });
    await db().updateTable('sport_fixture').set({ status: 'live' }).where('id', '=', live.fixtureId).execute();
    expectError(await post(t, `/api/admin/sport/fixtures/${live.fixtureId}/suspend`, { suspended: true }, finance.token), 3723);

    // A market the feed closed is not reopened by hand, even on a fixture that takes bets.
    const open = await makeFixture(db());
    const ou = open.markets['ft:ou:10'];
    await db().updateTable('sport_market').set({ status: 'closed' }).where('id', '=', ou).execute();
    expectError(await post(t, `/api/admin/sport/markets/${ou}/suspend`, { suspended: false }, finance.token), 3723);
    expect((await market(ou)).status).toBe('closed');
    expect(
      (await audits(`sport_fixture:${finished.fixtureId}`))
        .map((a) => a.action)
        .concat((await audits(`sport_market:${hdp}`)).map((a) => a.action)),
    ).toEqual(['sport.fixture.void']);
  });

  it('lists each back-office tab: upcoming and live soonest first, finished and off (postponed, cancelled, voided) latest first', async () => {
    const at = (h: number) => new Date(Date.now() + h * 3600_000);
    const make = async (
      home: string,
      h: number,
      set: { status?: 'live' | 'finished' | 'postponed' | 'cancelled'; voided?: boolean } = {},
    ) => {
      const f = await makeFixture(db(), { kickoffAt: at(h), home });
      if (set.status || set.voided) await db().updateTable('sport_fixture').set(set).where('id', '=', f.fixtureId).execute();
      return f.fixtureId;
    };
    const later = await make('แท็บทดสอบ ก', 5);
    const soon = await make('แท็บทดสอบ ข', 2);
    const live = await make('แท็บทดสอบ ค', -1, { status: 'live' });
    const old = await make('แท็บทดสอบ ง', -30, { status: 'finished' });
    const recent = await make('แท็บทดสอบ จ', -5, { status: 'finished' });
    const postponed = await make('แท็บทดสอบ ฉ', -40, { status: 'postponed' });
    const cancelled = await make('แท็บทดสอบ ช', -20, { status: 'cancelled' });
    const voided = await make('แท็บทดสอบ ซ', 3, { voided: true });
    const ids = async (state: string) =>
      expectOk(await get(t, `/api/admin/sport/fixtures?state=${state}&q=แท็บทดสอบ`, support)).items.map((f: { id: number }) => f.id);
    expect(await ids('upcoming')).toEqual([soon, later]);
    expect(await ids('live')).toEqual([live]);
    expect(await ids('finished')).toEqual([recent, old]);
    expect(await ids('off')).toEqual([voided, cancelled, postponed]);
    expectInvalid(await get(t, '/api/admin/sport/fixtures?state=yesterday', support), 'state');
  });

  it('enters and corrects results through setFixtureResult: not before kick-off, the same result changes nothing', async () => {
    const future = await makeFixture(db());
    const body = { status: 'finished', ht: { home: 1, away: 0 }, ft: { home: 2, away: 1 } };
    expectError(await put(t, `/api/admin/sport/fixtures/${future.fixtureId}/result`, body, finance.token), 3722);
    const f = await makeFixture(db(), { kickoffAt: new Date(Date.now() - 2 * 3600_000) });
    expectInvalid(
      await put(t, `/api/admin/sport/fixtures/${f.fixtureId}/result`, { status: 'finished', ht: { home: 0, away: 0 } }, finance.token),
      'ft',
    );
    expect(expectOk(await put(t, `/api/admin/sport/fixtures/${f.fixtureId}/result`, body, finance.token))).toEqual({
      id: f.fixtureId,
      changed: true,
    });
    expect(await fixture(f.fixtureId)).toMatchObject({
      status: 'finished',
      ht_home: 1,
      ht_away: 0,
      ft_home: 2,
      ft_away: 1,
      result_version: 1,
    });
    expect(expectOk(await put(t, `/api/admin/sport/fixtures/${f.fixtureId}/result`, body, finance.token)).changed).toBe(false);
    expectOk(await put(t, `/api/admin/sport/fixtures/${f.fixtureId}/result`, { ...body, ft: { home: 3, away: 1 } }, finance.token));
    expect(await fixture(f.fixtureId)).toMatchObject({ ft_home: 3, result_version: 2 });
    const log = await audits(`sport_fixture:${f.fixtureId}`);
    expect(log.map((a) => a.action)).toEqual(['sport.fixture.result', 'sport.fixture.result']);
    expect(log[1].detail).toMatchObject({ before: { ft: { home: 2, away: 1 } }, after: { ft: { home: 3, away: 1 } } });
  });

  it('exposure, bets by fixture and members’ results add up open and settled bets', async () => {
    const a = await makeFixture(db());
    const b = await makeFixture(db());
    const m1 = await makeMember(t);
    const m2 = await makeMember(t);
    const hdp = a.markets['ft:hdp:-2'];
    await bet(m1.id, [{ fixtureId: a.fixtureId, marketId: hdp, selection: 'home', odds: 1950 }], 10_000);
    await bet(m2.id, [{ fixtureId: a.fixtureId, marketId: hdp, selection: 'home', odds: 1950 }], 5_000);
    await bet(m2.id, [{ fixtureId: a.fixtureId, marketId: hdp, selection: 'away', odds: 1950 }], 20_000);
    // A parlay: its whole stake and payout count on its leg here (and on the other fixture's).
    await bet(
      m1.id,
      [
        { fixtureId: a.fixtureId, marketId: hdp, selection: 'away', odds: 1950 },
        { fixtureId: b.fixtureId, marketId: b.markets['ft:ou:10'], selection: 'over', odds: 1900 },
      ],
      1_000,
    );
    // Settled bets are not exposure.
    await bet(m1.id, [{ fixtureId: a.fixtureId, marketId: hdp, selection: 'home', odds: 1950 }], 4_000, { payout: 7_800, result: 'won' });
    await bet(m2.id, [{ fixtureId: a.fixtureId, marketId: a.markets['ft:1x2:0'], selection: 'draw', odds: 3300 }], 3_000, {
      payout: 0,
      result: 'lost',
    });

    const exp = expectOk(await get(t, `/api/admin/sport/exposure?fixture_id=${a.fixtureId}`, support));
    expect(exp.markets).toEqual([
      expect.objectContaining({
        market_id: hdp,
        fixture_id: a.fixtureId,
        kind: 'hdp',
        line: -0.5,
        // 100 + 50 + 200 + 10 baht staked; the away side pays 390 + 37.05 at worst.
        stake: 360,
        worst_case: 67.05,
        selections: [
          { selection: 'home', bets: 2, singles: 2, stake: 150, potential_payout: 292.5 },
          { selection: 'away', bets: 2, singles: 1, stake: 210, potential_payout: 427.05 },
        ],
      }),
    ]);
    const byDay = expectOk(await get(t, `/api/admin/sport/exposure?day=${bangkokToday(new Date(Date.now() + 3_600_000))}`, support));
    expect(byDay.markets.map((m: { market_id: number }) => m.market_id)).toEqual(expect.arrayContaining([hdp, b.markets['ft:ou:10']]));

    const bets = expectOk(await get(t, `/api/admin/sport/fixtures/${a.fixtureId}/bets?status=open`, support));
    expect(bets.total).toBe(4);
    expect(bets.items[0]).toMatchObject({
      type: 'parlay',
      legs: 2,
      stake: 10,
      member: { id: m1.id },
      leg: { kind: 'hdp', selection: 'away', line: -0.5, odds: 1.95 },
    });
    expect(expectOk(await get(t, `/api/admin/sport/fixtures/${a.fixtureId}/bets`, support)).total).toBe(6);

    const today = bangkokToday();
    const members = expectOk(await get(t, `/api/admin/sport/members?from=${today}&to=${today}&page_size=100`, support));
    const row = (id: number) => members.items.find((r: { member: { id: number } }) => r.member.id === id);
    expect(row(m1.id)).toMatchObject({ bets: 3, open_bets: 2, staked: 150, open_stake: 110, paid: 78, net: 38 });
    expect(row(m2.id)).toMatchObject({ bets: 3, open_bets: 2, staked: 280, open_stake: 250, paid: 0, net: -30 });
    expectInvalid(await get(t, `/api/admin/sport/members?from=${today}&to=2000-01-01`, support), 'to');
  });

  it('lists fixtures by Bangkok day, league and status with their markets in table order', async () => {
    const f = await makeFixture(db(), { home: 'ทีมค้นหาเฉพาะ' });
    const day = bangkokToday(new Date(Date.now() + 3_600_000));
    const page = expectOk(await get(t, `/api/admin/sport/fixtures?day=${day}&q=ทีมค้นหาเฉพาะ`, support));
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ id: f.fixtureId, status: 'scheduled', open_bets: 0, home: { th: 'ทีมค้นหาเฉพาะ' } });
    expect(page.items[0].markets.map((m: { period: string; kind: string }) => `${m.period}:${m.kind}`)).toEqual([
      'ft:hdp',
      'ft:ou',
      'ft:1x2',
      'ft:oe',
      '1h:hdp',
      '1h:ou',
    ]);
    expect(page.items[0].markets[2].odds).toEqual({ home: 2.1, draw: 3.3, away: 3.4 });
    expect(expectOk(await get(t, `/api/admin/sport/fixtures?league_id=${f.leagueId}`, support)).total).toBe(1);
    expect(expectOk(await get(t, `/api/admin/sport/fixtures?league_id=${f.leagueId}&status=finished`, support)).total).toBe(0);
    expect(expectOk(await get(t, '/api/admin/sport/fixtures?day=2001-01-01', support)).total).toBe(0);
    expectInvalid(await get(t, '/api/admin/sport/fixtures?day=2026-13-01', support), 'day');
    expectError(await get(t, '/api/admin/sport/fixtures'), 2, 401);
  });

  it('reads and saves the settings: finance saves (audited), support reads only, bad values 422', async () => {
    const s = expectOk(await get(t, '/api/admin/sport/settings', support));
    expect(s).toMatchObject({ enabled: true });
    const next = { ...s, min_stake: 20, max_stake: 10_000 };
    expectError(await put(t, '/api/admin/sport/settings', next, support), 6, 403);
    expect(expectOk(await put(t, '/api/admin/sport/settings', next, finance.token))).toEqual(next);
    expect(expectOk(await get(t, '/api/admin/sport/settings', support))).toEqual(next);
    expectInvalid(await put(t, '/api/admin/sport/settings', { ...next, max_stake: 5 }, finance.token), 'max_stake');
    expect((await audits('sport_setting')).map((a) => a.action)).toEqual(['sport.settings']);
  });
});
