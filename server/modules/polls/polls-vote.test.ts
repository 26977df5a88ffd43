import { Errors } from '@contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  engineName,
  expectError,
  expectInvalid,
  expectLedgerSound,
  expectOk,
  fund,
  fundedMember,
  get,
  makeMember,
  makeOperator,
  put,
  type TestContext,
} from '../../test';
import { endWindow, makePoll, quota, stake, vote, voteCount } from './test-support';

const HOUR = 3_600_000;

/** Members: the poll's reads, the quota from deposits and turnover, and voting within it (docs/engagement.md). */
describe(`polls: reads, quota and votes (${engineName()})`, () => {
  let t: TestContext;
  let op: string;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    op = (await makeOperator(t, 'support')).token;
  });
  afterAll(async () => {
    await expectLedgerSound(t);
    await t.close();
  });

  it('config, stats and winners need no sign-in; the quota, my votes and the vote do', async () => {
    const p = await makePoll(t, op);
    const c = expectOk(await get(t, `/api/poll/config?poll_id=${p.id}`));
    expect(c.config).toMatchObject({
      id: p.id,
      title: 'ทายผลบอลคู่ทดสอบ',
      status: 'open',
      status_name: 'เปิดโหวต',
      voting_open: true,
      not_started: false,
    });
    expect(c.choices.map((x: { label: string }) => x.label)).toEqual(['เจ้าบ้านชนะ', 'เสมอ', 'ทีมเยือนชนะ']);
    expect(c.metadata).toMatchObject({ seed_hash: p.seed_hash, server_seed: null, winners_limit: 0, winning_choice_id: null });
    expect(c.metadata.prize).toEqual({ kind: 'points', amount: 100, turnover_multiplier: 0, text: '100 แต้ม' });
    expect(c.metadata.seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(c.metadata.rules.join(' ')).toContain('ทายถูก 1 สิทธิ์ รับ 100 แต้ม');
    expect(expectOk(await get(t, `/api/poll/stats?poll_id=${p.id}&agent_id=1`)).total_votes).toBe(0);
    expect(expectOk(await get(t, `/api/poll/winners?poll_id=${p.id}&agent_id=1`))).toMatchObject({
      resolved: false,
      items: [],
      server_seed: null,
    });
    expect((await get(t, `/api/poll/stats?poll_id=${p.id}&agent_id=2`)).statusCode).toBe(400);
    for (const url of [`/api/poll/quota/get?poll_id=${p.id}`, `/api/poll/quota/check?poll_id=${p.id}`, `/api/poll/my?poll_id=${p.id}`])
      expect((await get(t, url)).statusCode).toBe(401);
    expect((await vote(t, '', p.id, p.choices[0].id)).statusCode).toBe(401);
    expectError(await get(t, '/api/poll/config?poll_id=999999'), Errors.POLL_NOT_FOUND.code);
    expectInvalid(await get(t, '/api/poll/stats?poll_id=-1'), 'poll_id');
  });

  it('the quota: base votes, 1 more per deposit step and per turnover step since the poll opened, at most max_votes', async () => {
    const m = await fundedMember(t, 1_000); // deposited before the second poll opens
    const rich = await makePoll(t, op, { deposit_step: 300, turnover_step: 500, max_votes: 5 });
    const later = await makePoll(t, op, {
      deposit_step: 300,
      max_votes: 5,
      opens_at: new Date(Date.now() + HOUR).toISOString(),
      closes_at: new Date(Date.now() + 2 * HOUR).toISOString(),
    });
    // The first poll opened an hour ago: 1,000 baht deposited = 3 votes more; nothing staked yet.
    expect(await quota(t, m.token, rich.id)).toMatchObject({ total: 4, used: 0, remaining: 4, from_deposit: 3, from_turnover: 0 });
    // The second opens later: the deposit before it does not count.
    const q2 = await quota(t, m.token, later.id);
    expect(q2).toMatchObject({ total: 1, from_deposit: 0 });
    expect(q2.how_to_earn).toContain('ฝากเงินทุก 300 บาท รับเพิ่ม 1 สิทธิ์');
    // 499 baht staked: not a vote yet; 1 more satang... 500 baht is.
    await stake(t, m.id, 49_900);
    expect(await quota(t, m.token, rich.id)).toMatchObject({ total: 4, from_turnover: 0 });
    await stake(t, m.id, 100);
    const capped = await quota(t, m.token, rich.id);
    expect(capped).toMatchObject({ total: 5, from_turnover: 1 });
    expect(capped.how_to_earn).toContain('ครบ 5 ครั้งแล้ว');
    // More deposits do not pass max_votes.
    await fund(t, m.id, 3_000);
    expect((await quota(t, m.token, rich.id)).total).toBe(5);
    const check = expectOk(await get(t, `/api/poll/quota/check?poll_id=${later.id}`, m.token));
    expect(check).toMatchObject({ can_vote: false, reason: 'โพลนี้ยังไม่เปิดให้โหวต' });
  });

  it('votes within the quota; past it, refused in Thai with nothing changed; a deposit earns another', async () => {
    const p = await makePoll(t, op, { deposit_step: 300, max_votes: 3 });
    const m = await makeMember(t);
    expect(expectOk(await get(t, `/api/poll/quota/check?poll_id=${p.id}`, m.token))).toEqual({
      poll_id: p.id,
      can_vote: true,
      remaining: 1,
      reason: 'ท่านเหลือสิทธิ์โหวต 1 ครั้ง',
    });
    const res = await vote(t, m.token, p.id, p.choices[1].id);
    const v = expectOk(res);
    expect(res.json().message).toBe('โหวต "เสมอ" สำเร็จ เหลือสิทธิ์โหวต 0 ครั้ง');
    expect(v).toMatchObject({
      used: 1,
      total: 1,
      remaining: 0,
      replayed: false,
      vote: { choice_id: p.choices[1].id, label: 'เสมอ', won: null },
    });
    const refused = expectError(await vote(t, m.token, p.id, p.choices[0].id), Errors.POLL_NO_VOTES_LEFT.code);
    expect(refused.message).toBe('ท่านใช้สิทธิ์โหวตครบแล้ว');
    expect(await voteCount(t, p.id)).toBe(1);
    const check = expectOk(await get(t, `/api/poll/quota/check?poll_id=${p.id}`, m.token));
    expect(check.can_vote).toBe(false);
    expect(check.reason).toContain('ฝากเงินทุก 300 บาท');
    await fund(t, m.id, 300);
    expectOk(await vote(t, m.token, p.id, p.choices[0].id));
    expect(await quota(t, m.token, p.id)).toMatchObject({ total: 2, used: 2, remaining: 0 });
    const mine = expectOk(await get(t, `/api/poll/my?poll_id=${p.id}`, m.token));
    expect(mine.items.map((x: { label: string }) => x.label)).toEqual(['เจ้าบ้านชนะ', 'เสมอ']);
  });

  it('two submits at once with one vote left count one; five at once with three left count three', async () => {
    const p = await makePoll(t, op, { base_votes: 1, max_votes: 3, deposit_step: 100 });
    const m = await makeMember(t);
    const twice = await Promise.all([vote(t, m.token, p.id, p.choices[0].id), vote(t, m.token, p.id, p.choices[2].id)]);
    const codes = twice.map((r) => r.json().error).sort();
    expect(codes).toEqual([0, Errors.POLL_NO_VOTES_LEFT.code]);
    expect(await voteCount(t, p.id)).toBe(1);

    const n = await makeMember(t);
    await fund(t, n.id, 200); // 1 + 2 = 3 votes
    const five = await Promise.all([0, 1, 2, 0, 1].map((i) => vote(t, n.token, p.id, p.choices[i].id)));
    expect(five.filter((r) => r.json().error === 0)).toHaveLength(3);
    expect(five.filter((r) => r.json().error === Errors.POLL_NO_VOTES_LEFT.code)).toHaveLength(2);
    expect(await quota(t, n.token, p.id)).toMatchObject({ total: 3, used: 3, remaining: 0 });
    expect(await voteCount(t, p.id)).toBe(4);
  });

  it('the same request_key twice at once is one vote, answered again', async () => {
    const p = await makePoll(t, op, { base_votes: 3, max_votes: 3 });
    const m = await makeMember(t);
    const key = 'vote-key-0001';
    const both = await Promise.all([vote(t, m.token, p.id, p.choices[0].id, key), vote(t, m.token, p.id, p.choices[0].id, key)]);
    const data = both.map((r) => expectOk<{ vote: { id: number }; replayed: boolean }>(r));
    expect(data[0].vote.id).toBe(data[1].vote.id);
    expect(data.map((d) => d.replayed).sort()).toEqual([false, true]);
    expect(await voteCount(t, p.id)).toBe(1);
    expect((await quota(t, m.token, p.id)).used).toBe(1);
    // The key on another choice is a conflict, nothing counted.
    expectError(await vote(t, m.token, p.id, p.choices[1].id, key), Errors.IDEMPOTENCY_CONFLICT.code);
    expect(await voteCount(t, p.id)).toBe(1);
  });

  it("closed, not yet open, cancelled, unknown poll and another poll's choice are refused in Thai, nothing changed", async () => {
    const m = await makeMember(t);
    const open = await makePoll(t, op);
    const other = await makePoll(t, op);
    const soon = await makePoll(t, op, {
      opens_at: new Date(Date.now() + HOUR).toISOString(),
      closes_at: new Date(Date.now() + 2 * HOUR).toISOString(),
    });
    const ended = await makePoll(t, op);
    await endWindow(t, ended.id);
    const cancelled = await makePoll(t, op);
    expectOk(
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/polls/${cancelled.id}/cancel`,
        payload: { reason: 'ทดสอบ' },
        headers: { authorization: `Bearer ${op}` },
      }),
    );

    expect(expectError(await vote(t, m.token, ended.id, ended.choices[0].id), Errors.POLL_CLOSED.code).message).toBe('โพลนี้ปิดโหวตแล้ว');
    expect(expectError(await vote(t, m.token, soon.id, soon.choices[0].id), Errors.POLL_NOT_OPEN_YET.code).message).toBe(
      'โพลนี้ยังไม่เปิดให้โหวต',
    );
    expectError(await vote(t, m.token, cancelled.id, cancelled.choices[0].id), Errors.POLL_CANCELLED.code);
    expectError(await vote(t, m.token, 999_999, open.choices[0].id), Errors.POLL_NOT_FOUND.code);
    expect(expectError(await vote(t, m.token, open.id, other.choices[0].id), Errors.POLL_CHOICE_NOT_FOUND.code).message).toBe(
      'ไม่พบตัวเลือกนี้ในโพล',
    );
    expectInvalid(await vote(t, m.token, open.id, -3), 'choice_id');
    expectInvalid(
      await t.app.inject({
        method: 'POST',
        url: '/api/poll/submit',
        payload: { choice_id: 1 },
        headers: { authorization: `Bearer ${m.token}` },
      }),
      'poll_id',
    );
    for (const p of [open, other, soon, ended, cancelled]) expect(await voteCount(t, p.id)).toBe(0);
    const used = await t.handle.db.selectFrom('poll_member').select('used').where('member_id', '=', m.id).execute();
    expect(used.every((u) => u.used === 0)).toBe(true);
    // An operator closing a poll stops the votes at once.
    expectOk(await t.app.inject({ method: 'POST', url: `/api/admin/polls/${open.id}/close`, headers: { authorization: `Bearer ${op}` } }));
    expectError(await vote(t, m.token, open.id, open.choices[0].id), Errors.POLL_CLOSED.code);
    expect(expectOk(await get(t, `/api/poll/config?poll_id=${open.id}`)).config).toMatchObject({ status: 'closed', voting_open: false });
  });

  it('stats: votes and share per choice, voters; my votes are only my own', async () => {
    const p = await makePoll(t, op, { base_votes: 3, max_votes: 3 });
    const a = await makeMember(t);
    const b = await makeMember(t);
    for (const i of [0, 0, 1]) expectOk(await vote(t, a.token, p.id, p.choices[i].id));
    expectOk(await vote(t, b.token, p.id, p.choices[0].id));
    const s = expectOk(await get(t, `/api/poll/stats?poll_id=${p.id}&agent_id=1`));
    expect(s).toMatchObject({ poll_id: p.id, total_votes: 4, total_voters: 2 });
    expect(s.choices).toEqual([
      { choice_id: p.choices[0].id, label: 'เจ้าบ้านชนะ', votes: 3, percent: 75 },
      { choice_id: p.choices[1].id, label: 'เสมอ', votes: 1, percent: 25 },
      { choice_id: p.choices[2].id, label: 'ทีมเยือนชนะ', votes: 0, percent: 0 },
    ]);
    const mineB = expectOk(await get(t, `/api/poll/my?poll_id=${p.id}`, b.token));
    expect(mineB.items).toHaveLength(1);
    const mineA = expectOk(await get(t, `/api/poll/my?poll_id=${p.id}`, a.token));
    expect(mineA.items).toHaveLength(3);
    expect(new Set(mineA.items.map((x: { id: number }) => x.id)).has(mineB.items[0].id)).toBe(false);
  });

  it('the current poll: the open one closing soonest; an unknown id is not found', async () => {
    const soonest = await makePoll(t, op, { title: 'ปิดเร็วที่สุด', closes_at: new Date(Date.now() + 10 * 60_000).toISOString() });
    const c = expectOk(await get(t, '/api/poll/config'));
    expect(c.config).toMatchObject({ id: soonest.id, title: 'ปิดเร็วที่สุด' });
  });

  it('operators: edits before the first vote change everything, after it only title, description and closing time', async () => {
    const p = await makePoll(t, op);
    const edited = expectOk(
      await put(
        t,
        `/api/admin/polls/${p.id}`,
        { choices: ['ใช่', 'ไม่ใช่'], prize: { kind: 'credit', amount: 20, turnover_multiplier: 2 } },
        op,
      ),
    );
    expect(edited.choices.map((c: { label: string }) => c.label)).toEqual(['ใช่', 'ไม่ใช่']);
    expect(edited.prize).toEqual({ kind: 'credit', amount: 20, turnover_multiplier: 2, text: 'เครดิตฟรี 20 บาท' });
    const m = await makeMember(t);
    expectOk(await vote(t, m.token, p.id, edited.choices[0].id));
    expect(
      expectError(await put(t, `/api/admin/polls/${p.id}`, { choices: ['ก', 'ข'] }, op), Errors.POLL_HAS_VOTES.code).message,
    ).toContain('แก้ไขได้เฉพาะ');
    expectError(await put(t, `/api/admin/polls/${p.id}`, { title: 'ใหม่', winners_limit: 3 }, op), Errors.POLL_HAS_VOTES.code);
    const later = new Date(Date.now() + 48 * HOUR).toISOString();
    const ok = expectOk(await put(t, `/api/admin/polls/${p.id}`, { title: 'ชื่อใหม่', closes_at: later }, op));
    expect(ok).toMatchObject({ title: 'ชื่อใหม่', closes_at: later, votes: 1, voters: 1 });
    expectInvalid(await put(t, `/api/admin/polls/${p.id}`, { closes_at: new Date(Date.now() - 10 * HOUR).toISOString() }, op), 'closes_at');
    expectInvalid(
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/polls',
        payload: { title: 'x', choices: ['a'], opens_at: later, closes_at: later, prize: { kind: 'points', amount: 1 } },
        headers: { authorization: `Bearer ${op}` },
      }),
      'choices',
    );
    const audits = await t.handle.db.selectFrom('operator_audit').select('action').where('target', '=', `poll:${p.id}`).execute();
    expect(audits.map((a) => a.action).sort()).toEqual(['poll.create', 'poll.update', 'poll.update']);
  });
});
