import { randomUUID } from 'node:crypto';
import { Errors } from '@contract/errors';
import { bangkokToday } from '@contract/fields';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countRows,
  createTestApp,
  engineName,
  expectError,
  expectInvalid,
  expectLedgerSound,
  expectOk,
  fund,
  get,
  mainBalance,
  makeMember,
  makeOperator,
  post,
  put,
  type TestContext,
} from '../../test';
import { memberFreeSpins, memberPoints } from '../ledger';
import { DEMO_BOARD, DEMO_EXPECTED, seedDemoWheel } from '.';
import { configV2, givePoints, sameBoard, saveBoard, saveSettings, spinsOf, spinV2, TEST_SETTINGS } from './test-support';

type Json = ReturnType<typeof JSON.parse>;

/**
 * The wheel over HTTP (docs/engagement.md): the board and its validation, both tabs, exactly
 * once per request key and per free spin under concurrency, pending prizes taken once, another
 * member's spin refused, the seed pair revealed and every spin verified, the operators' report.
 */
describe(`wheel routes (${engineName()})`, () => {
  let t: TestContext;
  let support: { token: string; id: number };
  let finance: { token: string };

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    support = await makeOperator(t, 'support');
    finance = await makeOperator(t, 'finance');
  });
  afterAll(async () => {
    await expectLedgerSound(t);
    await t.close();
  });

  it('before any board: the wheel is closed and a spin is refused in Thai', async () => {
    const c = expectOk(await get(t, '/api/wheel/config'));
    expect(c).toMatchObject({ enabled: false, board_version: 0, slots: [], point_tab: 2 });
    const m = await makeMember(t);
    expectError(await spinV2(t, m.token, 2), Errors.WHEEL_NO_BOARD.code);
    expect(await spinsOf(t, m.id)).toBe(0);
  });

  it('the operator saves the whole board: 8-12 slots, exactly 100 %, Thai messages; each save a new version, audited', async () => {
    const bad = structuredClone(DEMO_BOARD) as Json;
    bad.slots[0].probability += 1;
    expectInvalid(await put(t, '/api/admin/wheel/board', bad, support.token), 'slots', /100 %.*100.01 %/);
    expectInvalid(await put(t, '/api/admin/wheel/board', { slots: bad.slots.slice(0, 7) }, support.token), 'slots', 'กงล้อต้องมี 8-12 ช่อง');
    const thirteen = { slots: [...DEMO_BOARD.slots, ...DEMO_BOARD.slots.slice(0, 3)] };
    expectInvalid(await put(t, '/api/admin/wheel/board', thirteen, support.token), 'slots', 'กงล้อต้องมี 8-12 ช่อง');
    const negative = structuredClone(DEMO_BOARD) as Json;
    negative.slots[0].prize.amount = -5;
    expectInvalid(await put(t, '/api/admin/wheel/board', negative, support.token), 'slots.0.prize.amount');
    const zero = structuredClone(DEMO_BOARD) as Json;
    zero.slots[0].probability = 0;
    zero.slots[1].probability += 1_500;
    expectInvalid(await put(t, '/api/admin/wheel/board', zero, support.token), 'slots.0.probability');
    expect((await put(t, '/api/admin/wheel/board', DEMO_BOARD, finance.token)).statusCode).toBe(403);
    expect(await countRows(t, 'wheel_board')).toBe(0);

    const saved = await saveBoard(t, support.token, DEMO_BOARD);
    expect(saved.version).toBe(1);
    const again = expectOk(await get(t, '/api/admin/wheel/board', finance.token));
    expect(again.expected).toMatchObject(DEMO_EXPECTED);
    expect(again.slots.map((s: Json) => s.probability).reduce((a: number, b: number) => a + b, 0)).toBe(10_000);
    expect(again.updated.by).toBeTruthy();
    expect((await saveBoard(t, support.token, DEMO_BOARD)).version).toBe(2);
    const audits = await t.handle.db
      .selectFrom('operator_audit')
      .select(['action', 'target'])
      .where('action', '=', 'wheel.board')
      .execute();
    expect(audits.map((a) => a.target)).toEqual(['wheel_board:1', 'wheel_board:2']);

    // The public drawing and the member's page both show it; the odds and expected value are published.
    const c = expectOk(await get(t, '/api/wheel/config'));
    expect(c.enabled).toBe(true);
    expect(c.slots).toHaveLength(10);
    expect(c.slots[0]).toEqual({
      index: 0,
      label: 'เครดิตฟรี 10 บาท',
      color: '#d4a017',
      prize: { kind: 'credit', amount: 10, turnover_multiplier: 3, text: 'เครดิตฟรี 10 บาท' },
    });
    expect(c.tabs).toEqual([
      { tab: 1, name: 'สปินฟรี', cost_points: 0 },
      { tab: 2, name: 'ใช้แต้ม', cost_points: 100 },
    ]);
    const m = await makeMember(t);
    expect((await get(t, '/api/wheel/config_v2')).statusCode).toBe(401);
    const v2 = await configV2(t, m.token);
    expect(v2.slots[3]).toMatchObject({ label: 'ไม่ได้รับรางวัล', probability: 3_000, percent: 30 });
    expect(v2.expected).toMatchObject({
      ...DEMO_EXPECTED,
      exact: { credit_satang: 4_000_000, points_hundredths: 27_000_000, free_spins: 3_400 },
    });
    expect(v2.expected.text).toContain('เครดิตฟรี 4 บาท');
    expect(v2.free).toMatchObject({ spins_per_day: 1, min_deposit: 300, spins_left: 0, used_today: 0 });
    expect(v2.free.earn_text).toContain('300 บาท');
    expect(v2.points).toMatchObject({ balance: 0, cost: 100, daily_cap: 20, spins_left: 20 });
    expect(v2.seed.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(v2.seed.nonce).toBe(0);
  });

  it('settings: defaults, validated in Thai, audited; the wheel switched off refuses spins', async () => {
    const s = expectOk(await get(t, '/api/admin/wheel/settings', finance.token));
    expect(s).toMatchObject({ ...TEST_SETTINGS, updated: null });
    expectInvalid(await put(t, '/api/admin/wheel/settings', { ...TEST_SETTINGS, point_cost: -1 }, support.token), 'point_cost');
    expectInvalid(
      await put(t, '/api/admin/wheel/settings', { ...TEST_SETTINGS, free_spins_per_day: 1.5 }, support.token),
      'free_spins_per_day',
    );
    expect((await put(t, '/api/admin/wheel/settings', TEST_SETTINGS, finance.token)).statusCode).toBe(403);
    await saveSettings(t, support.token, { enabled: false });
    const m = await makeMember(t);
    await givePoints(t, m.id, 500);
    expectError(await spinV2(t, m.token, 2), Errors.WHEEL_OFF.code);
    expect(await memberPoints(t.handle.db, m.id)).toBe(500);
    expect(expectOk(await get(t, '/api/wheel/config')).enabled).toBe(false);
    await saveSettings(t, support.token);
    expect(expectOk(await get(t, '/api/admin/wheel/settings', finance.token)).updated.by).toBeTruthy();
    expect(await countRows(t, 'wheel_spin')).toBe(0);
  });

  it("free tab: one spin per Bangkok day after the day's deposits reach 300 baht, read from the ledger", async () => {
    await saveBoard(t, support.token, sameBoard('points', 50));
    const m = await makeMember(t);
    const noSpin = expectError(await spinV2(t, m.token, 1), Errors.WHEEL_NO_FREE_SPIN.code);
    expect(noSpin.message).toContain('300 บาท');
    await fund(t, m.id, 200);
    expectError(await spinV2(t, m.token, 1), Errors.WHEEL_NO_FREE_SPIN.code);
    expect((await configV2(t, m.token)).free).toMatchObject({ deposited_today: 200, spins_left: 0 });
    expect(await spinsOf(t, m.id)).toBe(0);
    expect((await configV2(t, m.token)).seed.nonce).toBe(0);

    await fund(t, m.id, 100);
    expect((await configV2(t, m.token)).free).toMatchObject({ deposited_today: 300, spins_left: 1 });
    const hash = (await configV2(t, m.token)).seed.server_seed_hash;
    const r = await spinV2(t, m.token, 1);
    const d = expectOk(r);
    expect(r.json().message).toContain('50 แต้ม');
    expect(d.spin).toMatchObject({ tab: 1, tab_name: 'สปินฟรี', status: 'paid', cost_points: 0, prize: { kind: 'points', amount: 50 } });
    expect(d.spin.proof).toMatchObject({ server_seed_hash: hash, server_seed: null, nonce: 0 });
    expect(d.balances).toEqual({ credit: 300, points: 50, free_spins: 0 });
    expect(d.free_spins_left).toBe(0);
    expect(d.next_seed).toMatchObject({ server_seed_hash: hash, nonce: 1 });
    expectError(await spinV2(t, m.token, 1), Errors.WHEEL_NO_FREE_SPIN.code);
    expect(await memberPoints(t.handle.db, m.id)).toBe(50);
    await expectLedgerSound(t);
  });

  it('two free spins at once with one free spin: one prize, the other a Thai refusal', async () => {
    await saveBoard(t, support.token, sameBoard('free_spins', 3));
    const m = await makeMember(t);
    await fund(t, m.id, 300);
    const rs = await Promise.all([spinV2(t, m.token, 1), spinV2(t, m.token, 1), spinV2(t, m.token, 1)]);
    const bodies = rs.map((r) => r.json());
    expect(bodies.filter((b) => b.error === 0)).toHaveLength(1);
    for (const b of bodies.filter((x) => x.error !== 0)) {
      expect(b.error).toBe(Errors.WHEEL_NO_FREE_SPIN.code);
      expect(b.message).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect(await spinsOf(t, m.id)).toBe(1);
    expect(await memberFreeSpins(t.handle.db, m.id)).toBe(3);
    await expectLedgerSound(t);
  });

  it("points tab: costs the setting's points; short of points -> Thai error and nothing changed", async () => {
    await saveBoard(t, support.token, sameBoard('points', 20));
    const m = await makeMember(t);
    await givePoints(t, m.id, 99);
    const transfers = await countRows(t, 'ledger_transfer');
    const before = await configV2(t, m.token);
    const short = expectError(await spinV2(t, m.token, 2), Errors.POINTS_NOT_ENOUGH.code);
    expect(short.message).toBe('แต้มของท่านไม่เพียงพอ');
    expect(await memberPoints(t.handle.db, m.id)).toBe(99);
    expect(await spinsOf(t, m.id)).toBe(0);
    expect(await countRows(t, 'ledger_transfer')).toBe(transfers);
    expect((await configV2(t, m.token)).seed).toEqual(before.seed);

    await givePoints(t, m.id, 1);
    const d = expectOk(await spinV2(t, m.token, 2));
    expect(d.spin).toMatchObject({ tab: 2, tab_name: 'ใช้แต้ม', cost_points: 100, status: 'paid', prize: { kind: 'points', amount: 20 } });
    expect(d.balances.points).toBe(20);
    expect(d.point_spins_left).toBe(19);
    // The legacy short form draws the same way.
    await givePoints(t, m.id, 100);
    const legacy = expectOk(await post(t, '/api/wheel/spin', { tab: 2, request_key: randomUUID() }, m.token));
    expect(legacy).toMatchObject({ index: expect.any(Number), prize: { kind: 'points', amount: 20, text: '20 แต้ม' }, status: 'paid' });
    expect(await memberPoints(t.handle.db, m.id)).toBe(40);
    await expectLedgerSound(t);
  });

  it('the same request key twice at once: one spend, one prize, both answers the first spin', async () => {
    await saveBoard(t, support.token, sameBoard('points', 30));
    const m = await makeMember(t);
    await givePoints(t, m.id, 300);
    const key = randomUUID();
    const rs = await Promise.all([spinV2(t, m.token, 2, key), spinV2(t, m.token, 2, key), spinV2(t, m.token, 2, key)]);
    const ds = rs.map((r) => expectOk(r));
    expect(new Set(ds.map((d) => d.spin.id)).size).toBe(1);
    expect(ds.filter((d) => !d.replayed)).toHaveLength(1);
    expect(await spinsOf(t, m.id)).toBe(1);
    expect(await memberPoints(t.handle.db, m.id)).toBe(230);
    // Later, again: the same spin, nothing moved.
    const later = expectOk(await spinV2(t, m.token, 2, key));
    expect(later).toMatchObject({ replayed: true, spin: { id: ds[0].spin.id } });
    expect(await memberPoints(t.handle.db, m.id)).toBe(230);
    // Different keys racing for the member's seed row each get their own nonce.
    const many = await Promise.all([spinV2(t, m.token, 2), spinV2(t, m.token, 2)]);
    const nonces = many.map((r) => expectOk(r).spin.proof.nonce).sort();
    expect(nonces).toEqual([1, 2]);
    expect(await memberPoints(t.handle.db, m.id)).toBe(230 - 2 * 70);
    expectInvalid(await spinV2(t, m.token, 2, 'short'), 'request_key');
    expectInvalid(await post(t, '/api/wheel/spin_v2', { tab: 3, request_key: randomUUID() }, m.token), 'tab');
    await expectLedgerSound(t);
  });

  it("a pair this node knows wrongly (another node spun or rotated it) only costs a read: the spin draws on the pair's real nonce", async () => {
    await saveBoard(t, support.token, sameBoard('points', 10));
    const m = await makeMember(t);
    await givePoints(t, m.id, 500);
    // The page read the pair (nonce 0); another node then spun three times on it.
    expect((await configV2(t, m.token)).seed.nonce).toBe(0);
    await t.handle.db.updateTable('wheel_seed').set({ nonce: 3 }).where('member_id', '=', m.id).where('status', '=', 'open').execute();
    const a = expectOk(await spinV2(t, m.token, 2));
    expect(a.spin.proof.nonce).toBe(3);
    expect(a.next_seed.nonce).toBe(4);
    // Another node rotated the pair: this node's pair is revealed, the spin draws on the new one.
    const old = a.spin.proof.server_seed_hash;
    await t.handle.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('wheel_seed')
        .set({ status: 'revealed', revealed_at: new Date() })
        .where('member_id', '=', m.id)
        .where('status', '=', 'open')
        .execute();
      await trx
        .insertInto('wheel_seed')
        .values({
          member_id: m.id,
          server_seed: 'ab'.repeat(32),
          server_seed_hash: 'cd'.repeat(32),
          client_seed: 'other-node',
          status: 'open',
        })
        .execute();
    });
    const b = expectOk(await spinV2(t, m.token, 2));
    expect(b.spin.proof).toMatchObject({ server_seed_hash: 'cd'.repeat(32), client_seed: 'other-node', nonce: 0 });
    expect(b.spin.proof.server_seed_hash).not.toBe(old);
    const c = expectOk(await spinV2(t, m.token, 2));
    expect(c.spin.proof.nonce).toBe(1);
    const nonces = await t.handle.db.selectFrom('wheel_spin').select('nonce').where('member_id', '=', m.id).orderBy('id').execute();
    expect(nonces.map((x) => x.nonce)).toEqual([3, 0, 1]);
    expect(await memberPoints(t.handle.db, m.id)).toBe(500 - 3 * 100 + 3 * 10);
    await expectLedgerSound(t);
  });

  it('daily cap of point spins: the next one is refused in Thai, nothing spent', async () => {
    await saveSettings(t, support.token, { point_daily_cap: 2 });
    await saveBoard(t, support.token, sameBoard('none', 0));
    const m = await makeMember(t);
    await givePoints(t, m.id, 1_000);
    const first = expectOk(await spinV2(t, m.token, 2));
    expect(first.spin).toMatchObject({ status: 'lost', status_name: 'ไม่ได้รับรางวัล', prize: { kind: 'none' } });
    expectOk(await spinV2(t, m.token, 2));
    expectError(await spinV2(t, m.token, 2), Errors.WHEEL_DAILY_CAP.code);
    expect(await memberPoints(t.handle.db, m.id)).toBe(800);
    expect((await configV2(t, m.token)).points).toMatchObject({ used_today: 2, spins_left: 0 });
    await saveSettings(t, support.token);
    await expectLedgerSound(t);
  });

  it('credit with a turnover requirement waits for "รับรางวัล": paid once when pressed twice at once; only the member\'s own spin', async () => {
    await saveBoard(t, support.token, sameBoard('credit', 50, 3));
    const m = await makeMember(t);
    const other = await makeMember(t);
    await givePoints(t, m.id, 100);
    const d = expectOk(await spinV2(t, m.token, 2));
    expect(d.spin).toMatchObject({
      status: 'pending',
      status_name: 'รอกดรับรางวัล',
      prize: { kind: 'credit', amount: 50, turnover_multiplier: 3 },
    });
    expect(await mainBalance(t, m.id)).toBe(0);
    expect((await configV2(t, m.token)).pending.map((p: Json) => p.id)).toEqual([d.spin.id]);

    expectError(await post(t, '/api/wheel/reward', { spin_id: d.spin.id }, other.token), Errors.WHEEL_SPIN_NOT_FOUND.code);
    expectError(await post(t, '/api/wheel/reward', { spin_id: 999_999 }, m.token), Errors.WHEEL_SPIN_NOT_FOUND.code);
    expectInvalid(await post(t, '/api/wheel/reward', { spin_id: -1 }, m.token), 'spin_id');
    expect(await mainBalance(t, m.id)).toBe(0);

    const rs = await Promise.all([1, 2, 3].map(() => post(t, '/api/wheel/reward', { spin_id: d.spin.id }, m.token)));
    const oks = rs.filter((r) => r.json().error === 0);
    expect(oks).toHaveLength(1);
    for (const r of rs.filter((x) => x.json().error !== 0)) expectError(r, Errors.WHEEL_REWARD_TAKEN.code);
    expect(oks[0].json().message).toContain('ทำยอดเทิร์น 150 บาท');
    expect(oks[0].json().data.spin.status).toBe('paid');
    expect(oks[0].json().data.balances.credit).toBe(50);
    expect(await mainBalance(t, m.id)).toBe(5_000);
    const reqs = await t.handle.db
      .selectFrom('wagering_requirement')
      .select(['required_turnover', 'source', 'source_id'])
      .where('member_id', '=', m.id)
      .execute();
    expect(reqs).toEqual([{ required_turnover: 15_000, source: 'wheel', source_id: String(d.spin.id) }]);
    expect((await configV2(t, m.token)).pending).toEqual([]);
    // A prize paid at the spin has nothing to take.
    await saveBoard(t, support.token, sameBoard('credit', 5, 0));
    await givePoints(t, m.id, 100);
    const paid = expectOk(await spinV2(t, m.token, 2));
    expect(paid.spin.status).toBe('paid');
    expect(paid.balances.credit).toBe(55);
    expectError(await post(t, '/api/wheel/reward', { spin_id: paid.spin.id }, m.token), Errors.WHEEL_REWARD_TAKEN.code);
    await expectLedgerSound(t);
  });

  it('provably fair: the hash shown before, the seed revealed on rotation, verify recomputes every spin', async () => {
    await saveBoard(t, support.token, DEMO_BOARD);
    const m = await makeMember(t);
    await givePoints(t, m.id, 500);
    const before = await configV2(t, m.token);
    const spins = [];
    for (let i = 0; i < 4; i++) spins.push(expectOk(await spinV2(t, m.token, 2)).spin);
    expect(spins.map((s) => s.proof.nonce)).toEqual([0, 1, 2, 3]);
    for (const s of spins)
      expect(s.proof).toMatchObject({
        server_seed_hash: before.seed.server_seed_hash,
        server_seed: null,
        client_seed: before.seed.client_seed,
      });

    expectInvalid(await post(t, '/api/wheel/seed', { client_seed: 'ไม่ใช่' }, m.token), 'client_seed');
    const rotated = expectOk(await post(t, '/api/wheel/seed', { client_seed: 'my-lucky-seed' }, m.token));
    expect(rotated.revealed).toMatchObject({
      server_seed_hash: before.seed.server_seed_hash,
      client_seed: before.seed.client_seed,
      spins: 4,
    });
    expect(rotated.seed).toMatchObject({ client_seed: 'my-lucky-seed', nonce: 0 });
    expect(rotated.seed.server_seed_hash).not.toBe(before.seed.server_seed_hash);

    const history = expectOk(await get(t, '/api/wheel/history?page_size=10', m.token));
    expect(history.total).toBe(4);
    for (const s of history.items) {
      expect(s.proof.server_seed).toBe(rotated.revealed.server_seed);
      const v = expectOk(
        await post(t, '/api/wheel/verify', {
          server_seed: s.proof.server_seed,
          client_seed: s.proof.client_seed,
          nonce: s.proof.nonce,
          board_version: s.proof.board_version,
        }),
      );
      expect(v).toMatchObject({ server_seed_hash: s.proof.server_seed_hash, roll: s.proof.roll, index: s.index, label: s.label });
      expect(v.prize).toEqual(s.prize);
    }
    // Stateless: any seed recomputes; a wrong nonce gives another roll's answer, never an error.
    const v = expectOk(await post(t, '/api/wheel/verify', { server_seed: 'b'.repeat(64), client_seed: 'x', nonce: 7 }));
    expect(v).toMatchObject({ board_version: null, index: null });
    expectError(
      await post(t, '/api/wheel/verify', { server_seed: 'b'.repeat(64), client_seed: 'x', nonce: 7, board_version: 9_999 }),
      Errors.WHEEL_BOARD_UNKNOWN.code,
    );
    expectInvalid(await post(t, '/api/wheel/verify', { server_seed: 'XYZ', client_seed: 'x', nonce: 0 }), 'server_seed');
    expectInvalid(await post(t, '/api/wheel/verify', { server_seed: 'b'.repeat(64), client_seed: 'x', nonce: -1 }), 'nonce');
    // The next spin uses the new pair from nonce 0.
    const next = expectOk(await spinV2(t, m.token, 2)).spin;
    expect(next.proof).toMatchObject({
      server_seed_hash: rotated.seed.server_seed_hash,
      client_seed: 'my-lucky-seed',
      nonce: 0,
      server_seed: null,
    });
    // Seed rotation without a body keeps the client seed.
    const again = expectOk(await post(t, '/api/wheel/seed', undefined, m.token));
    expect(again.seed.client_seed).toBe('my-lucky-seed');
    await expectLedgerSound(t);
  });

  it('a spin keeps the prize it won (a snapshot and the board version) when the board changes', async () => {
    await saveBoard(t, support.token, sameBoard('points', 40));
    const m = await makeMember(t);
    await givePoints(t, m.id, 100);
    const d = expectOk(await spinV2(t, m.token, 2));
    const version = d.spin.proof.board_version;
    await saveBoard(t, support.token, sameBoard('free_spins', 9));
    const h = expectOk(await get(t, '/api/wheel/history', m.token));
    expect(h.items[0]).toMatchObject({
      id: d.spin.id,
      label: d.spin.label,
      prize: { kind: 'points', amount: 40 },
      proof: { board_version: version },
    });
    const rotated = expectOk(await post(t, '/api/wheel/seed', {}, m.token));
    const v = expectOk(
      await post(t, '/api/wheel/verify', {
        server_seed: rotated.revealed.server_seed,
        client_seed: d.spin.proof.client_seed,
        nonce: 0,
        board_version: version,
      }),
    );
    expect(v).toMatchObject({ roll: d.spin.proof.roll, index: d.spin.index, prize: { kind: 'points', amount: 40 } });
    expect(await memberPoints(t.handle.db, m.id)).toBe(40);
    expectError(await spinV2(t, m.token, 2), Errors.POINTS_NOT_ENOUGH.code);
    await expectLedgerSound(t);
  });

  it('the demo seed saves the demo board once, whatever the number of starts', async () => {
    const before = await countRows(t, 'wheel_board');
    await seedDemoWheel(t.handle.db);
    expect(await countRows(t, 'wheel_board')).toBe(before);
    const fresh = await createTestApp({ rateLimits: false });
    try {
      await seedDemoWheel(fresh.handle.db);
      await seedDemoWheel(fresh.handle.db);
      expect(await countRows(fresh, 'wheel_board')).toBe(1);
      const c = expectOk(await get(fresh, '/api/wheel/config'));
      expect(c.slots.map((s: Json) => s.label)).toEqual(DEMO_BOARD.slots.map((s) => s.label));
    } finally {
      await fresh.close();
    }
  });

  it("recent winners: masked phones, prize text, no nothing-won spins; history is the member's own", async () => {
    const b = expectOk(await get(t, '/api/wheel/board'));
    expect(b.winners.length).toBeGreaterThan(0);
    for (const w of b.winners) {
      expect(w.phone).toMatch(/^\d{2}x-xxx-\d{4}$/);
      expect(w.prize).not.toBe('ไม่ได้รับรางวัล');
      expect(w.prize).toMatch(/[\u0E00-\u0E7F]/);
    }
    const m = await makeMember(t);
    expect(expectOk(await get(t, '/api/wheel/history', m.token))).toMatchObject({ items: [], total: 0 });
    expect((await get(t, '/api/wheel/history')).statusCode).toBe(401);
  });

  it('operators: the report per day and the spins list', async () => {
    const today = bangkokToday();
    const r = expectOk(await get(t, `/api/admin/wheel/report?from=${today}&to=${today}`, finance.token));
    expect(r.rows).toHaveLength(1);
    const row = r.rows[0];
    const all = await t.handle.db.selectFrom('wheel_spin').select(['tab', 'cost_units', 'status', 'prize_kind', 'prize_units']).execute();
    expect(row.spins_free).toBe(all.filter((s) => s.tab === 1).length);
    expect(row.spins_points).toBe(all.filter((s) => s.tab === 2).length);
    expect(row.points_spent).toBe(all.reduce((s, x) => s + x.cost_units, 0) / 100);
    expect(row.paid_credit).toBe(
      all.filter((s) => s.status === 'paid' && s.prize_kind === 'credit').reduce((s, x) => s + x.prize_units, 0) / 100,
    );
    const paidFreeSpins = all.filter((s) => s.status === 'paid' && s.prize_kind === 'free_spins').reduce((s, x) => s + x.prize_units, 0);
    // At least the free-spin race's 3 (the demo board's random spins may add some).
    expect(paidFreeSpins).toBeGreaterThanOrEqual(3);
    expect(row.paid_free_spins).toBe(paidFreeSpins);
    expect(row.pending_credit).toBe(all.filter((s) => s.status === 'pending').reduce((s, x) => s + x.prize_units, 0) / 100);
    expectInvalid(await get(t, `/api/admin/wheel/report?from=${today}&to=2000-01-01`, finance.token), 'to');
    const page = expectOk(await get(t, '/api/admin/wheel/spins?page_size=5&tab=1', finance.token));
    expect(page.total).toBe(2);
    expect(page.items[0]).toMatchObject({ tab: 1, tab_name: 'สปินฟรี', phone: expect.stringMatching(/^0\d{9}$/) });
    expect((await get(t, '/api/admin/wheel/spins', (await makeMember(t)).token)).statusCode).toBe(401);
  });
});
