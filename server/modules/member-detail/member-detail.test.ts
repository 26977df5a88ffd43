import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  engineName,
  expectError,
  expectInvalid,
  expectOk,
  fund,
  fundedMember,
  get,
  launch,
  makeMember,
  makeOperator,
  memberToken,
  post,
  type TestContext,
  walletCall,
} from '../../test';
import { createRequirement } from '../requirements';
import { temporaryPassword } from './service';

type Paged<T> = { items: T[]; page: number; page_size: number; total: number };
type Line = { id: number; type: string; type_name: string; amount: number; balance_after: number | null; operator_id: number | null };

/**
 * The member detail's tabs and actions (GET/POST /api/admin/members/:id/...): each list holds only
 * that member's rows, pages and sorts on the server, and answers finance and support; the reset
 * password really changes the password and signs the member out.
 */
describe(`the member detail's tabs and actions (${engineName()})`, () => {
  let t: TestContext;
  let finance: Awaited<ReturnType<typeof makeOperator>>;
  let support: Awaited<ReturnType<typeof makeOperator>>;
  let admin: Awaited<ReturnType<typeof makeOperator>>;
  let player: Awaited<ReturnType<typeof fundedMember>>;
  let other: Awaited<ReturnType<typeof fundedMember>>;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    finance = await makeOperator(t, 'finance');
    support = await makeOperator(t, 'support');
    admin = await makeOperator(t, 'admin');
    player = await fundedMember(t, 1_000);
    other = await fundedMember(t, 500);
  });
  afterAll(async () => t.close());

  const url = (id: number, tab: string, query = '') => `/api/admin/members/${id}/${tab}${query ? `?${query}` : ''}`;
  const readAsync = async <T>(id: number, tab: string, query = '', token = support.token) =>
    expectOk<Paged<T>>(await get(t, url(id, tab, query), token));

  it('answers the profile with referral, last sign-in, debt and held money', async () => {
    const referred = await makeMember(t);
    await t.handle.db.updateTable('member').set({ referred_by: player.id }).where('id', '=', referred.id).execute();
    await t.handle.db.updateTable('member').set({ referred_by: other.id }).where('id', '=', player.id).execute();
    const profile = expectOk(await get(t, `/api/admin/members/${player.id}/profile`, finance.token));
    expect(profile).toMatchObject({
      id: player.id,
      referred_by: other.id,
      referrer: { id: other.id, phone: other.phone, name: `${other.first_name} ${other.last_name}` },
      referred_count: 1,
      outstanding_debt: 0,
      pending_out: 0,
      self_excluded_until: null,
      wallets: [expect.objectContaining({ balance: 1000 })],
    });
    expect(Date.parse(profile.last_login_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(profile.password_changed_at).toEqual(expect.any(String));
    expectError(await get(t, '/api/admin/members/99999999/profile', support.token), 5, 404);
  });

  it('lists the statement of that member only, filtered by kind and date, sorted and paged', async () => {
    await fund(t, player.id, 200);
    await fund(t, other.id, 777);
    const adjust = await post(
      t,
      `/api/admin/members/${player.id}/adjust`,
      { amount: -50, reason: 'ทดสอบหักยอด', idempotency_key: `adj-${randomUUID()}` },
      finance.token,
    );
    expectOk(adjust);
    const all = await readAsync<Line>(player.id, 'statement');
    expect(all.total).toBe(3);
    expect(all.items.map((l) => l.amount)).toEqual([-50, 200, 1000]);
    expect(all.items[0]).toMatchObject({ type: 'adjustment', type_name: 'ปรับยอด', operator_id: finance.id, balance_after: 1150 });
    expect(all.items.some((l) => l.amount === 777 || l.amount === 500)).toBe(false);

    const deposits = await readAsync<Line>(player.id, 'statement', 'type=deposit&sort=amount&dir=asc');
    expect(deposits.items.map((l) => l.amount)).toEqual([200, 1000]);
    const page2 = await readAsync<Line>(player.id, 'statement', 'page=2&page_size=1&sort=amount&dir=desc');
    expect(page2).toMatchObject({ page: 2, page_size: 1, total: 3 });
    expect(page2.items.map((l) => l.amount)).toEqual([200]);
    const past = await readAsync<Line>(player.id, 'statement', 'from=2001-01-01&to=2001-01-31');
    expect(past).toMatchObject({ items: [], total: 0 });
    expectInvalid(await get(t, url(player.id, 'statement', 'from=2026-02-10&to=2026-02-01'), support.token), 'to');
    expectInvalid(await get(t, url(player.id, 'statement', 'sort=balance'), support.token), 'sort');
  });

  it('lists game rounds with game, stake and win, sorted by stake, only that member’s', async () => {
    const game = 'sbx-coin-toss';
    const { token } = await launch(t, player.token, player.wallet, game, 'sandbox');
    const bet = (txn: string, amount: number) =>
      walletCall(t, 'bet', { token, txn_id: txn, round_id: `r-${txn}`, game_id: game, amount }).then((r) => expectOk(r));
    const a = `a-${randomUUID()}`;
    const b = `b-${randomUUID()}`;
    await bet(a, 10);
    await bet(b, 30);
    expectOk(await walletCall(t, 'win', { token, txn_id: `w-${a}`, bet_txn_id: a, amount: 25 }));
    const o = await launch(t, other.token, other.wallet, game, 'sandbox');
    expectOk(await walletCall(t, 'bet', { token: o.token, txn_id: `o-${randomUUID()}`, round_id: 'r-other', game_id: game, amount: 5 }));

    const rounds = await readAsync<{ round_id: string; stake: number; win: number; state: string; game_name: string; provider_id: string }>(
      player.id,
      'game-rounds',
      'sort=stake&dir=desc',
      finance.token,
    );
    expect(rounds.total).toBe(2);
    expect(rounds.items.map((r) => [r.round_id, r.stake, r.win, r.state])).toEqual([
      [`r-${b}`, 30, 0, 'open'],
      [`r-${a}`, 10, 25, 'settled'],
    ]);
    expect(rounds.items[0]).toMatchObject({ provider_id: 'sandbox', game_name: expect.any(String) });
    const byWin = await readAsync<{ round_id: string }>(player.id, 'game-rounds', 'sort=win&dir=desc&page_size=1');
    expect(byWin).toMatchObject({ total: 2, items: [{ round_id: `r-${a}` }] });
  });

  /** An open government round made straight in the database, as lotto's own fixtures do. */
  async function openRound() {
    const cat = await t.handle.db.selectFrom('lotto_category').select('id').where('code', '=', 'gov').executeTakeFirstOrThrow();
    const now = Date.now();
    const row = await t.handle.db
      .insertInto('lotto_round')
      .values({
        category_id: cat.id,
        draw_key: `member-detail-${randomUUID()}`,
        draw_date: new Date(now + 7 * 3600_000).toISOString().slice(0, 10),
        round_no: null,
        opens_at: new Date(now - 60_000),
        closes_at: new Date(now + 3600_000),
        status: 'open',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }
  const buy = (token: string, roundId: number, items: { bet_type: string; number: string; amount: number }[]) =>
    post(t, '/api/lotto/bill/create', { round_id: roundId, agent_id: '1', items }, token);

  it('lists lotto bills with round, status and amounts, filtered by status', async () => {
    const round = await openRound();
    expectOk(await buy(player.token, round, [{ bet_type: '2top', number: '12', amount: 5 }]));
    expectOk(await buy(player.token, round, [{ bet_type: '2top', number: '34', amount: 20 }]));
    expectOk(await buy(other.token, round, [{ bet_type: '2top', number: '56', amount: 7 }]));
    const bills = await readAsync<{ round_id: number; total_amount: number; status: string; status_name: string; category_name: string }>(
      player.id,
      'lotto-bills',
      'sort=total_amount&dir=asc',
    );
    expect(bills.total).toBe(2);
    expect(bills.items.map((b) => b.total_amount)).toEqual([5, 20]);
    expect(bills.items[0]).toMatchObject({ round_id: round, status: 'pending', status_name: 'รอผล', category_name: expect.any(String) });
    expect((await readAsync(player.id, 'lotto-bills', 'status=won')).total).toBe(0);
  });

  it('lists wagering requirements, active and past, with progress', async () => {
    const m = await fundedMember(t, 100);
    const first = await createRequirement(t.handle.db, {
      memberId: m.id,
      source: 'manual',
      sourceId: `s-${randomUUID()}`,
      requiredTurnover: 50_000,
    });
    await createRequirement(t.handle.db, { memberId: m.id, source: 'promotion', sourceId: `p-${randomUUID()}`, requiredTurnover: 20_000 });
    await sql`update wagering_requirement set status = 'forfeited', forfeit_reason = 'cancelled', ended_at = now() where id = ${first.id}`.execute(
      t.handle.db,
    );
    const all = await readAsync<{ id: number; status: string; required_turnover: number; progress: number }>(
      m.id,
      'requirements',
      'sort=required_turnover&dir=desc',
    );
    expect(all.items.map((r) => [r.required_turnover, r.status, r.progress])).toEqual([
      [500, 'forfeited', 0],
      [200, 'active', 0],
    ]);
    expect((await readAsync(m.id, 'requirements', 'status=active')).total).toBe(1);
    expect((await readAsync(player.id, 'requirements')).total).toBe(0);
  });

  it('shows deposit limits and a self-exclusion', async () => {
    const m = await makeMember(t);
    expectOk(await post(t, '/api/member/limits', { daily: 1000 }, m.token));
    expectOk(await post(t, '/api/member/self_exclusion', { period: '7d' }, m.token));
    const limits = expectOk(await get(t, `/api/admin/members/${m.id}/limits`, support.token));
    expect(limits.deposit_limits).toEqual([expect.objectContaining({ period: 'daily', amount: 1000, pending: false })]);
    expect(limits.self_exclusion).toMatchObject({ period: '7d', active: true });
    const profile = expectOk(await get(t, `/api/admin/members/${m.id}/profile`, support.token));
    expect(profile.self_excluded_until).toBe(limits.self_exclusion.until);
    const none = expectOk(await get(t, `/api/admin/members/${other.id}/limits`, support.token));
    expect(none).toEqual({ deposit_limits: [], self_exclusion: null });
  });

  it('lists active sessions with device and ip, and ends them all with an audit row', async () => {
    const m = await makeMember(t);
    await memberToken(t, m.id);
    const revoked = await memberToken(t, m.id);
    await post(t, '/api/logout', {}, revoked);
    const active = await readAsync<{ active: boolean; id: string }>(m.id, 'sessions');
    expect(active.total).toBe(2);
    expect(active.items.every((s) => s.active && /^[0-9a-f]{12}$/.test(s.id))).toBe(true);
    expect((await readAsync(m.id, 'sessions', 'state=all')).total).toBe(3);

    const ended = expectOk(await post(t, `/api/admin/members/${m.id}/sessions/revoke`, {}, finance.token));
    expect(ended).toEqual({ revoked: 2 });
    expect((await get(t, '/api/get_user_info', m.token)).statusCode).toBe(401);
    expect((await readAsync(m.id, 'sessions')).total).toBe(0);
    const audit = await readAsync<{ action: string; operator_id: number; detail: unknown }>(m.id, 'audit');
    expect(audit.items).toEqual([
      expect.objectContaining({ action: 'member.sessions_revoke', operator_id: finance.id, detail: { revoked: 2 } }),
    ]);
  });

  it('resets the password: old one refused, the temporary one signs in, sessions ended, audited without the password', async () => {
    const m = await makeMember(t, { password: 'oldpass123' });
    const login = (password: string) => post(t, '/api/login', { phone: m.phone, password });
    expectOk(await login('oldpass123'));
    expectInvalid(await post(t, `/api/admin/members/${m.id}/reset-password`, {}, support.token), 'reason');

    const res = expectOk<{ temporary_password: string; revoked_sessions: number }>(
      await post(t, `/api/admin/members/${m.id}/reset-password`, { reason: 'สมาชิกลืมรหัสผ่าน' }, support.token),
    );
    expect(res.temporary_password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z2-9]{10}$/);
    expect(res.revoked_sessions).toBe(2);
    expect((await get(t, '/api/get_user_info', m.token)).statusCode).toBe(401);
    expectError(await login('oldpass123'), 1002);
    const fresh = expectOk<{ access_token: string }>(await login(res.temporary_password));
    expect((await get(t, '/api/get_user_info', fresh.access_token)).statusCode).toBe(200);

    const audit = await readAsync<{ action: string; detail: Record<string, unknown> }>(m.id, 'audit', '', admin.token);
    expect(audit.items[0]).toMatchObject({ action: 'member.password_reset', detail: { reason: 'สมาชิกลืมรหัสผ่าน', revoked_sessions: 2 } });
    expect(JSON.stringify(audit.items)).not.toContain(res.temporary_password);
    expectError(await post(t, '/api/admin/members/99999999/reset-password', { reason: 'ไม่มีสมาชิก' }, support.token), 5, 404);
  });

  it('answers only that member’s audit rows, newest first, paged', async () => {
    const m = await makeMember(t);
    for (const status of ['suspended', 'active', 'suspended'] as const)
      expectOk(await post(t, `/api/admin/members/${m.id}/status`, { status, reason: 'ตรวจสอบบัญชี' }, support.token));
    expectOk(await post(t, `/api/admin/members/${other.id}/status`, { status: 'suspended', reason: 'ตรวจสอบบัญชี' }, support.token));
    const page1 = await readAsync<{ target: string; detail: { to: string } }>(m.id, 'audit', 'page_size=2', finance.token);
    expect(page1.total).toBe(3);
    expect(page1.items.map((a) => a.detail.to)).toEqual(['suspended', 'active']);
    expect(page1.items.every((a) => a.target === `member:${m.id}`)).toBe(true);
  });

  it('refuses a member of no one and every role-less caller on the tabs', async () => {
    for (const tab of ['profile', 'statement', 'game-rounds', 'lotto-bills', 'requirements', 'limits', 'sessions', 'audit'])
      expectError(await get(t, url(99_999_999, tab), finance.token), 5, 404);
    expect((await get(t, url(player.id, 'statement'), player.token)).statusCode).toBe(401);
  });

  it('makes temporary passwords the member rules accept, and different ones', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const p = temporaryPassword();
      expect(p).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z2-9]{10}$/);
      expect(p).not.toMatch(/[01lIO]/);
      seen.add(p);
    }
    expect(seen.size).toBe(200);
  });
});
