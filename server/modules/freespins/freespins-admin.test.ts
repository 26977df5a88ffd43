import type {
  AdminFreeSpinReportData,
  AdminFreeSpinRoundPage,
  AdminFreeSpinSettingsBody,
  AdminFreeSpinSettingsData,
} from '@contract/admin-freespins';
import { Errors } from '@contract/errors';
import type { FreeSpinPlayData, FreeSpinSummaryData } from '@contract/freespins';
import { bahtToSatang } from '@contract/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  engineName,
  expectError,
  expectInvalid,
  expectLedgerSound,
  expectOk,
  get,
  mainBalance,
  makeMember,
  makeOperator,
  post,
  put,
  type TestContext,
} from '../../test';
import { seedDemoFreeSpins } from './seed';
import { freeSpinsOf, giveFreeSpins, requestKey } from './test-support';

const SLOT = 'siam-treasure';
const bangkokToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

/** The operators' free spins: settings (validated, audited), the report by day, the rounds. */
describe(`free spins: operators and settings (${engineName()})`, () => {
  let t: TestContext;
  let support: { id: number; token: string };
  let finance: { id: number; token: string };
  const base: AdminFreeSpinSettingsBody = {
    enabled: true,
    bet: 1,
    game_ids: [SLOT],
    turnover_multiplier: 3,
    requirement_days: 7,
    max_win: null,
  };
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    support = await makeOperator(t, 'support');
    finance = await makeOperator(t, 'finance');
  });
  afterAll(async () => {
    await expectLedgerSound(t);
    await t.close();
  });

  const save = (body: Record<string, unknown>, token = support.token) =>
    put(t, '/api/admin/freespins/settings', { ...base, ...body }, token);
  const play = (token: string, game = SLOT) => post(t, '/api/freespin/play', { game_id: game, request_key: requestKey() }, token);

  it('defaults until saved; the demo seed writes them once; finance reads, support saves (audited)', async () => {
    const d = expectOk<AdminFreeSpinSettingsData>(await get(t, '/api/admin/freespins/settings', finance.token));
    expect(d).toMatchObject({ ...base, updated: null });
    expect(d.available_games).toEqual([{ game_id: SLOT, name: 'สมบัติสยาม', min_bet: 1, max_bet: 1000, bet_step: 0.2 }]);
    await seedDemoFreeSpins(t.handle.db);
    await seedDemoFreeSpins(t.handle.db);
    expect(expectOk<AdminFreeSpinSettingsData>(await get(t, '/api/admin/freespins/settings', support.token))).toMatchObject({
      ...base,
      updated: { by: null },
    });
    expect((await save({ bet: 2 }, finance.token)).statusCode).toBe(403);
    const saved = expectOk<AdminFreeSpinSettingsData>(await save({ bet: 2, turnover_multiplier: 1.5, max_win: 50 }));
    expect(saved).toMatchObject({ bet: 2, turnover_multiplier: 1.5, max_win: 50, updated: { by: expect.any(String) } });
    const audit = await t.handle.db
      .selectFrom('operator_audit')
      .select(['action', 'target', 'detail'])
      .where('operator_id', '=', support.id)
      .where('action', 'like', 'freespin.%')
      .execute();
    expect(audit).toEqual([
      { action: 'freespin.settings', target: 'free_spin_setting:1', detail: expect.objectContaining({ bet: 2, max_win: 50 }) },
    ]);
    // The demo seed keeps what operators saved.
    await seedDemoFreeSpins(t.handle.db);
    expect(expectOk<AdminFreeSpinSettingsData>(await get(t, '/api/admin/freespins/settings', support.token)).bet).toBe(2);
    expectOk(await save({}));
  });

  it('settings validation in Thai: games that are not in-house slots, bets outside the slot limits, bad terms', async () => {
    expectInvalid(await save({ game_ids: ['baccarat'] }), 'game_ids', /สล็อต/);
    expectInvalid(await save({ game_ids: ['no-such-game'] }), 'game_ids');
    expectInvalid(await save({ game_ids: [] }), 'game_ids');
    expectInvalid(await save({ game_ids: [SLOT, SLOT] }), 'game_ids');
    expectInvalid(await save({ bet: 0.5 }), 'bet', /ขั้นต่ำ/);
    expectInvalid(await save({ bet: 1.1 }), 'bet', /ทวีคูณ/);
    expectInvalid(await save({ bet: 2000 }), 'bet', /สูงสุด/);
    expectInvalid(await save({ bet: -1 }), 'bet');
    expectInvalid(await save({ bet: 1.234 }), 'bet');
    expectInvalid(await save({ turnover_multiplier: -1 }), 'turnover_multiplier');
    expectInvalid(await save({ requirement_days: 0 }), 'requirement_days');
    expectInvalid(await save({ requirement_days: 1.5 }), 'requirement_days');
    expectInvalid(await save({ max_win: 0 }), 'max_win');
    expectInvalid(await save({ enabled: 'yes' }), 'enabled');
    // Nothing saved by the refusals.
    expect(expectOk<AdminFreeSpinSettingsData>(await get(t, '/api/admin/freespins/settings', support.token))).toMatchObject(base);
  });

  it('the fixed bet, the cap per spin and the multiplier apply to the next play; switched off refuses in Thai', async () => {
    expectOk(await save({ bet: 2, max_win: 0.5, turnover_multiplier: 2 }));
    const m = await makeMember(t);
    await giveFreeSpins(t, m.id, 80);
    let capped: FreeSpinPlayData | undefined;
    let paid = 0;
    for (let i = 0; i < 80 && !capped; i++) {
      const r = expectOk<FreeSpinPlayData>(await play(m.token));
      expect(r.bet).toBe(2);
      expect(r.input).toEqual({ bet: 200, buyFeature: false });
      expect(r.paid).toBe(Math.min(r.win, 0.5));
      expect(r.turnover_required).toBe(r.paid * 2);
      paid += r.paid;
      if (r.win > 0.5) capped = r;
    }
    expect(capped, 'a win above 0.50 baht in 80 spins').toBeDefined();
    expect(await mainBalance(t, m.id)).toBe(bahtToSatang(paid));

    expectOk(await save({ enabled: false }));
    const before = await freeSpinsOf(t, m.id);
    expectError(await play(m.token), Errors.FREE_SPIN_OFF.code);
    expect(await freeSpinsOf(t, m.id)).toBe(before);
    expect(expectOk<FreeSpinSummaryData>(await get(t, '/api/freespin/summary', m.token))).toMatchObject({ enabled: false, games: [] });
    expectOk(await save({}));
  });

  it('a game switched off in the catalogue leaves the summary and refuses play with nothing spent', async () => {
    const m = await makeMember(t);
    await giveFreeSpins(t, m.id, 1);
    await t.handle.db.updateTable('game').set({ active: false }).where('provider_id', '=', 'house').where('game_id', '=', SLOT).execute();
    try {
      expect(expectOk<FreeSpinSummaryData>(await get(t, '/api/freespin/summary', m.token)).games).toEqual([]);
      expectError(await play(m.token), Errors.GAME_SWITCHED_OFF.code);
      expect(await freeSpinsOf(t, m.id)).toBe(1);
    } finally {
      await t.handle.db.updateTable('game').set({ active: true }).where('provider_id', '=', 'house').where('game_id', '=', SLOT).execute();
    }
  });

  it('report per day: spins granted by source, played, won, paid and members; rounds paged by member', async () => {
    const day = bangkokToday();
    const q = `/api/admin/freespins/report?from=${day}&to=${day}`;
    const before = expectOk<AdminFreeSpinReportData>(await get(t, q, finance.token)).rows[0];
    const a = await makeMember(t);
    const b = await makeMember(t);
    await giveFreeSpins(t, a.id, 3, 'wheel');
    await giveFreeSpins(t, b.id, 2, 'quest');
    const plays = [
      expectOk<FreeSpinPlayData>(await play(a.token)),
      expectOk<FreeSpinPlayData>(await play(a.token)),
      expectOk<FreeSpinPlayData>(await play(b.token)),
    ];
    const row = expectOk<AdminFreeSpinReportData>(await get(t, q, support.token)).rows[0];
    expect(row.day).toBe(day);
    expect(row.granted.wheel).toBe((before.granted.wheel ?? 0) + 3);
    expect(row.granted.quest).toBe((before.granted.quest ?? 0) + 2);
    expect(row.granted_total).toBe(before.granted_total + 5);
    expect(row.played).toBe(before.played + 3);
    expect(row.members).toBe(before.members + 2);
    const paid = plays.reduce((s, p) => s + bahtToSatang(p.paid), 0);
    expect(bahtToSatang(row.paid)).toBe(bahtToSatang(before.paid) + paid);
    expect(row.won).toBeGreaterThanOrEqual(row.paid);
    expectInvalid(await get(t, `/api/admin/freespins/report?from=${day}&to=2020-01-01`, finance.token), 'to');
    expectInvalid(await get(t, '/api/admin/freespins/report?from=2026-13-01&to=2026-13-02', finance.token), 'from');

    const pageA = expectOk<AdminFreeSpinRoundPage>(await get(t, `/api/admin/freespins/rounds?member=${a.phone}`, finance.token));
    expect(pageA.total).toBe(2);
    expect(pageA.items.map((r) => r.id)).toEqual([plays[1].round_id, plays[0].round_id]);
    expect(pageA.items[0]).toMatchObject({ member_id: a.id, phone: a.phone, game_id: SLOT, nonce: plays[1].nonce });
    const byId = expectOk<AdminFreeSpinRoundPage>(await get(t, `/api/admin/freespins/rounds?member=${b.id}&page_size=1`, support.token));
    expect(byId).toMatchObject({ total: 1, page: 1, page_size: 1 });
    expect(expectOk<AdminFreeSpinRoundPage>(await get(t, '/api/admin/freespins/rounds?member=abc', support.token)).total).toBe(0);
    expectInvalid(await get(t, '/api/admin/freespins/rounds?page=0', support.token), 'page');
    expect((await get(t, '/api/admin/freespins/rounds', a.token)).statusCode).toBe(401);
  });
});
