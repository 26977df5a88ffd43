import { createHash } from 'node:crypto';
import { Errors } from '@contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  engineName,
  expectError,
  expectLedgerSound,
  expectOk,
  get,
  mainBalance,
  makeMember,
  makeOperator,
  post,
  type TestContext,
} from '../../test';
import { memberPoints } from '../ledger';
import { drawPositions } from '.';
import { PAY_BATCH } from './resolve';
import { endWindow, makePoll, vote } from './test-support';

type Member = Awaited<ReturnType<typeof makeMember>>;

/** Resolution: the winners, paid once each (retries and races included), the provably fair draw, cancellation. */
describe(`polls: resolution and payment (${engineName()})`, () => {
  let t: TestContext;
  let op: string;
  let finance: string;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    op = (await makeOperator(t, 'support')).token;
    finance = (await makeOperator(t, 'finance')).token;
  });
  afterAll(async () => {
    await expectLedgerSound(t);
    await t.close();
  });

  const resolve = (pollId: number, choiceId: number) => post(t, `/api/admin/polls/${pollId}/resolve`, { choice_id: choiceId }, op);
  const pointTransfers = async (pollId: number) => {
    const r = await t.handle.db.selectFrom('poll_winner').select(['id', 'transfer_id', 'paid_at']).where('poll_id', '=', pollId).execute();
    return r;
  };

  /** A poll where a votes home twice, b home once, c draw once. */
  async function votedPoll(over = {}) {
    const p = await makePoll(t, op, { base_votes: 2, max_votes: 2, ...over });
    const [a, b, c] = [await makeMember(t), await makeMember(t), await makeMember(t)];
    const home = p.choices[0].id;
    const draw = p.choices[1].id;
    expectOk(await vote(t, a.token, p.id, home));
    expectOk(await vote(t, a.token, p.id, home));
    expectOk(await vote(t, b.token, p.id, home));
    expectOk(await vote(t, c.token, p.id, draw));
    return { p, a, b, c, home, draw };
  }

  it('resolve while votes are taken is refused; after the window, every correct vote is paid its prize once', async () => {
    const { p, a, b, c, home } = await votedPoll();
    expectError(await resolve(p.id, home), Errors.POLL_STILL_OPEN.code);
    expect((await post(t, `/api/admin/polls/${p.id}/resolve`, { choice_id: home }, finance)).statusCode).toBe(403);
    await endWindow(t, p.id);
    const r = expectOk(await resolve(p.id, home));
    expect(r).toMatchObject({ winners: 3, paid: 3, already: false, poll: { status: 'resolved', winning_choice_id: home } });
    expect(await memberPoints(t.handle.db, a.id)).toBe(200);
    expect(await memberPoints(t.handle.db, b.id)).toBe(100);
    expect(await memberPoints(t.handle.db, c.id)).toBe(0);

    // A retry pays nothing more; another choice is refused.
    expect(expectOk(await resolve(p.id, home))).toMatchObject({ already: true, winners: 3, paid: 3 });
    expectError(await resolve(p.id, p.choices[1].id), Errors.POLL_ALREADY_RESOLVED.code);
    expect(await memberPoints(t.handle.db, a.id)).toBe(200);
    // A payment interrupted after its transfer (the row left unpaid) is finished by a retry, without paying twice.
    await t.handle.db.updateTable('poll_winner').set({ paid_at: null }).where('poll_id', '=', p.id).where('member_id', '=', b.id).execute();
    expect(expectOk(await resolve(p.id, home))).toMatchObject({ already: true, paid: 3 });
    expect(await memberPoints(t.handle.db, b.id)).toBe(100);

    const w = expectOk(await get(t, `/api/poll/winners?poll_id=${p.id}&agent_id=1`));
    expect(w).toMatchObject({
      resolved: true,
      winning_label: 'เจ้าบ้านชนะ',
      correct_votes: 3,
      winning_votes: 3,
      total_winners: 2,
      by_lot: false,
      drawn_positions: [],
    });
    expect(w.items[0]).toEqual({
      phone_masked: `${a.phone.slice(0, 2)}x-xxx-${a.phone.slice(6)}`,
      votes_won: 2,
      prize: { kind: 'points', amount: 200, turnover_multiplier: 0, text: '200 แต้ม' },
    });
    expect(w.items[1]).toMatchObject({ votes_won: 1, prize: { amount: 100 } });
    expect(JSON.stringify(w)).not.toContain(a.phone);
    // The seed is revealed and matches the hash published at creation.
    expect(createHash('sha256').update(Buffer.from(w.server_seed, 'hex')).digest('hex')).toBe(p.seed_hash);
    const mine = expectOk(await get(t, `/api/poll/my?poll_id=${p.id}`, c.token));
    expect(mine.items.map((x: { won: boolean }) => x.won)).toEqual([false]);
    // Voting after resolution is refused.
    expectError(await vote(t, c.token, p.id, home), Errors.POLL_CLOSED.code);
  });

  it('two resolves at once pay each winner once', async () => {
    const { p, a, b, home } = await votedPoll();
    await endWindow(t, p.id);
    const both = await Promise.all([resolve(p.id, home), resolve(p.id, home)]);
    const data = both.map((r) => expectOk<{ already: boolean; paid: number }>(r));
    expect(data.map((d) => d.already).sort()).toEqual([false, true]);
    expect(await memberPoints(t.handle.db, a.id)).toBe(200);
    expect(await memberPoints(t.handle.db, b.id)).toBe(100);
    const rows = await pointTransfers(p.id);
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.transfer_id)).size).toBe(3);
    expect(rows.every((r) => r.paid_at !== null)).toBe(true);
    const audits = await t.handle.db
      .selectFrom('operator_audit')
      .select('action')
      .where('target', '=', `poll:${p.id}`)
      .where('action', '=', 'poll.resolve')
      .execute();
    expect(audits).toHaveLength(1);
  });

  it('winners by lot: within the limit, reproducible from the revealed seed, credit with its requirement', async () => {
    const p = await makePoll(t, op, {
      base_votes: 3,
      max_votes: 3,
      winners_limit: 3,
      prize: { kind: 'credit', amount: 50, turnover_multiplier: 2 },
    });
    const home = p.choices[0].id;
    const members: Member[] = [];
    for (let i = 0; i < 4; i++) members.push(await makeMember(t));
    // 4 members x 2 correct votes = 8 correct, plus wrong ones.
    for (const m of members) {
      expectOk(await vote(t, m.token, p.id, home));
      expectOk(await vote(t, m.token, p.id, p.choices[2].id));
      expectOk(await vote(t, m.token, p.id, home));
    }
    await endWindow(t, p.id);
    const before = new Map<number, number>();
    for (const m of members) before.set(m.id, await mainBalance(t, m.id));
    expect(expectOk(await resolve(p.id, home))).toMatchObject({ winners: 3, paid: 3 });

    const w = expectOk(await get(t, `/api/poll/winners?poll_id=${p.id}&agent_id=1`));
    expect(w).toMatchObject({ by_lot: true, correct_votes: 8, winning_votes: 3, winners_limit: 3 });
    // Anyone: the positions from the seed, the poll id and the count of correct votes.
    const positions = drawPositions(w.server_seed, p.id, 8, 3);
    expect(w.drawn_positions).toEqual(positions);
    expect(new Set(positions).size).toBe(3);
    expect(positions.every((x) => x >= 0 && x < 8)).toBe(true);
    const correct = await t.handle.db
      .selectFrom('poll_vote')
      .select(['id', 'member_id'])
      .where('poll_id', '=', p.id)
      .where('choice_id', '=', home)
      .orderBy('id')
      .execute();
    const winners = await t.handle.db
      .selectFrom('poll_winner')
      .select(['vote_id', 'member_id', 'requirement_id'])
      .where('poll_id', '=', p.id)
      .orderBy('draw_order')
      .execute();
    expect(winners.map((x) => x.vote_id)).toEqual(positions.map((i) => correct[i].id));
    // Each winning vote paid 50 baht into the main wallet with a 100 baht requirement.
    let paid = 0;
    for (const m of members) paid += (await mainBalance(t, m.id)) - (before.get(m.id) ?? 0);
    expect(paid).toBe(3 * 5_000);
    expect(winners.every((x) => x.requirement_id !== null)).toBe(true);
    const req = await t.handle.db
      .selectFrom('wagering_requirement')
      .selectAll()
      .where('id', '=', winners[0].requirement_id as number)
      .executeTakeFirstOrThrow();
    expect(req).toMatchObject({ source: 'poll', required_turnover: 10_000 });
    // Another seed draws otherwise (the draw depends on the seed).
    expect(drawPositions(w.server_seed, p.id, 8, 3)).toEqual(positions);
    expect(drawPositions('0'.repeat(64), 1, 1_000, 10)).not.toEqual(drawPositions('1'.repeat(64), 1, 1_000, 10));
  });

  it('cancel pays nothing, reveals the seed, and the poll cannot be resolved after', async () => {
    const { p, a, home } = await votedPoll();
    const c = expectOk(await post(t, `/api/admin/polls/${p.id}/cancel`, { reason: 'การแข่งขันถูกยกเลิก' }, op));
    expect(c).toMatchObject({ status: 'cancelled', cancel_reason: 'การแข่งขันถูกยกเลิก' });
    expect(c.server_seed).toMatch(/^[0-9a-f]{64}$/);
    await endWindow(t, p.id);
    expectError(await resolve(p.id, home), Errors.POLL_CANCELLED.code);
    expectError(await post(t, `/api/admin/polls/${p.id}/cancel`, { reason: 'ซ้ำ' }, op), Errors.POLL_CANCELLED.code);
    expect(await memberPoints(t.handle.db, a.id)).toBe(0);
    expect(await pointTransfers(p.id)).toHaveLength(0);
    expect(expectOk(await get(t, `/api/poll/winners?poll_id=${p.id}`))).toMatchObject({ resolved: false, status: 'cancelled', items: [] });
  });

  it('a large poll is paid in batches: every winner once, beyond one batch', async () => {
    const p = await makePoll(t, op, { prize: { kind: 'points', amount: 1 } });
    const m = await makeMember(t);
    const n = PAY_BATCH * 2 + 7;
    // Votes written straight in the database (the quota is not the point here).
    await t.handle.db
      .insertInto('poll_vote')
      .values(Array.from({ length: n }, () => ({ poll_id: p.id, choice_id: p.choices[0].id, member_id: m.id })))
      .execute();
    await endWindow(t, p.id);
    expect(expectOk(await resolve(p.id, p.choices[0].id))).toMatchObject({ winners: n, paid: n });
    expect(await memberPoints(t.handle.db, m.id)).toBe(n);
    expect(expectOk(await resolve(p.id, p.choices[0].id))).toMatchObject({ already: true, paid: n });
    expect(await memberPoints(t.handle.db, m.id)).toBe(n);
  });

  it('operators read the votes per choice and voters, and the report of prizes paid', async () => {
    const { p, home } = await votedPoll({ title: 'รายงานโพล' });
    const v = expectOk(await get(t, `/api/admin/polls/${p.id}/votes?page_size=2`, finance));
    expect(v.total).toBe(4);
    expect(v.items).toHaveLength(2);
    expect(v.choices.map((c: { votes: number; voters: number }) => [c.votes, c.voters])).toEqual([
      [3, 2],
      [1, 1],
      [0, 0],
    ]);
    const onlyHome = expectOk(await get(t, `/api/admin/polls/${p.id}/votes?choice_id=${home}`, finance));
    expect(onlyHome.total).toBe(3);
    await endWindow(t, p.id);
    expectOk(await resolve(p.id, home));
    const report = expectOk(await get(t, '/api/admin/polls/report', finance));
    const row = report.items.find((r: { poll_id: number }) => r.poll_id === p.id);
    expect(row).toMatchObject({
      title: 'รายงานโพล',
      votes: 4,
      winners: 3,
      paid: 3,
      paid_total: { kind: 'points', amount: 300, text: '300 แต้ม' },
    });
    const list = expectOk(await get(t, '/api/admin/polls?status=resolved', finance));
    expect(list.items.every((x: { status: string }) => x.status === 'resolved')).toBe(true);
    expect(list.items.some((x: { id: number }) => x.id === p.id)).toBe(true);
  });
});
