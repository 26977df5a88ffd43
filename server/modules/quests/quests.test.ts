import { Errors } from '@contract/errors';
import { sql } from 'kysely';
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
  type makeOperator as MakeOperator,
  mainBalance,
  makeMember,
  makeOperator,
  post,
  type TestContext,
} from '../../test';
import { memberFreeSpins, memberPoints } from '../ledger';
import { creditDeposit } from '../payments';
import { eventQuests, questList, redeemQuest } from './member';
import { seedDemoQuests } from './seed';
import {
  at,
  buyBill,
  listed,
  makeEvent,
  makeQuest,
  openLottoRound,
  play,
  redeem,
  registerReferred,
  signInAt,
  transfersTo,
  updateQuest,
} from './test-support';

type Operator = Awaited<ReturnType<typeof MakeOperator>>;

describe(`quests (${engineName()})`, () => {
  let t: TestContext;
  let op: Operator;
  beforeAll(async () => {
    t = await createTestApp();
    op = await makeOperator(t, 'support');
  });
  afterAll(async () => t.close());

  it('deposit quest: progress from the ledger, Thai refusal with what remains, one prize with its requirement, redeemed once per day', async () => {
    const quest = await makeQuest(t, op);
    const m = await makeMember(t);
    const other = await makeMember(t);
    await fund(t, m.id, 200);
    expect(await listed(t, m.token, quest.id)).toMatchObject({ status: 'in_progress', current: 200, target: 300, percent: 66 });

    const early = expectError(await redeem(t, m.token, quest.id), Errors.QUEST_NOT_COMPLETED.code);
    expect(early.message).toBe('ยังทำภารกิจนี้ไม่สำเร็จ ขาดอีก 100 บาท');
    expect(await transfersTo(t, m.id, 'prize')).toBe(0);

    await fund(t, m.id, 100);
    expect(await listed(t, m.token, quest.id)).toMatchObject({ status: 'completed', current: 300, percent: 100 });
    const before = await mainBalance(t, m.id);
    const res = await redeem(t, m.token, quest.id);
    const data = expectOk<{ completion_id: number; quest: { status: string }; reward: { text: string }; granted: string }>(res);
    expect(res.json().message).toBe('รับรางวัลภารกิจ "ฝากเงินครบ 300 บาท" แล้ว: ได้รับ เครดิตฟรี 20 บาท ทำยอดเทิร์น 60 บาทก่อนถอน');
    expect(data.quest.status).toBe('redeemed');
    expect(data.reward.text).toBe('เครดิตฟรี 20 บาท');
    expect(await mainBalance(t, m.id)).toBe(before + 2_000);
    const req = await t.handle.db
      .selectFrom('wagering_requirement')
      .selectAll()
      .where('member_id', '=', m.id)
      .where('source', '=', 'quest')
      .executeTakeFirstOrThrow();
    expect(req).toMatchObject({ source_id: String(data.completion_id), required_turnover: 6_000, title: 'ฝากเงินครบ 300 บาท' });
    expect(await listed(t, m.token, quest.id)).toMatchObject({ status: 'redeemed', percent: 100 });

    expectError(await redeem(t, m.token, quest.id), Errors.QUEST_ALREADY_REDEEMED.code);
    expect(await transfersTo(t, m.id, 'prize')).toBe(1);
    // Another member's progress and redeem are their own.
    expect(await listed(t, other.token, quest.id)).toMatchObject({ status: 'in_progress', current: 0 });
    expectError(await redeem(t, other.token, quest.id), Errors.QUEST_NOT_COMPLETED.code);
    await expectLedgerSound(t);
  });

  it('two redeems at once pay one prize; the same request_key twice answers the same redeem', async () => {
    const quest = await makeQuest(t, op, { title: 'ฝากครบ 100', target: 100, prize: { kind: 'points', amount: 15 } });
    const m = await fundedMember(t, 100);
    const answers = await Promise.all(Array.from({ length: 6 }, () => redeem(t, m.token, quest.id)));
    const codes = answers.map((r) => r.json().error).sort();
    expect(codes).toEqual([0, 3543, 3543, 3543, 3543, 3543]);
    expect(await memberPoints(t.handle.db, m.id)).toBe(15);
    expect(await transfersTo(t, m.id, 'points_earn')).toBe(1);

    const n = await fundedMember(t, 100);
    const same = await Promise.all([redeem(t, n.token, quest.id, 'quest-key-00001'), redeem(t, n.token, quest.id, 'quest-key-00001')]);
    const ids = same.map((r) => expectOk<{ completion_id: number }>(r).completion_id);
    expect(ids[0]).toBe(ids[1]);
    expect(await memberPoints(t.handle.db, n.id)).toBe(15);
    // A different key for the same period is refused.
    expectError(await redeem(t, n.token, quest.id, 'quest-key-00002'), Errors.QUEST_ALREADY_REDEEMED.code);
    await expectLedgerSound(t);
  });

  it('stake quest: one product or any, from turnover; a daily quest is open again the next day', async () => {
    const slot = await makeQuest(t, op, {
      title: 'เล่นสล็อตครบ 1,000 บาท',
      kind: 'stake',
      product: 'slot',
      target: 1_000,
      prize: { kind: 'points', amount: 100 },
    });
    const any = await makeQuest(t, op, { title: 'เล่นครบ 1,500 บาท', kind: 'stake', target: 1_500, prize: { kind: 'points', amount: 10 } });
    const m = await makeMember(t);
    const day1 = at('2026-03-10', '10:00');
    const day2 = at('2026-03-11', '09:00');
    await play(t, m.id, 'slot', 60_000, day1);
    await play(t, m.id, 'casino', 90_000, day1);
    await play(t, m.id, 'slot', 500_000, at('2026-03-09', '23:00')); // the day before: not counted
    const list1 = await questList(t.handle.db, m.id, at('2026-03-10', '20:00'));
    const s1 = list1.quests.find((q) => q.id === slot.id);
    const a1 = list1.quests.find((q) => q.id === any.id);
    expect(s1).toMatchObject({ current: 600, status: 'in_progress', period_key: '2026-03-10' });
    expect(a1).toMatchObject({ current: 1_500, status: 'completed' });
    await play(t, m.id, 'slot', 40_000, day1);
    const done = await redeemQuest(t.handle.db, m.id, { quest_id: slot.id }, at('2026-03-10', '21:00'));
    expect(done.quest).toMatchObject({ status: 'redeemed', period_key: '2026-03-10' });
    await expect(redeemQuest(t.handle.db, m.id, { quest_id: slot.id }, at('2026-03-10', '23:59'))).rejects.toMatchObject({
      def: Errors.QUEST_ALREADY_REDEEMED,
    });

    // The next Bangkok day: a new period, nothing yet, then redeemable again.
    const next = (await questList(t.handle.db, m.id, day2)).quests.find((q) => q.id === slot.id);
    expect(next).toMatchObject({ status: 'in_progress', current: 0, period_key: '2026-03-11' });
    await play(t, m.id, 'slot', 100_000, day2);
    const again = await redeemQuest(t.handle.db, m.id, { quest_id: slot.id }, at('2026-03-11', '10:00'));
    expect(again.completion_id).not.toBe(done.completion_id);
    expect(await memberPoints(t.handle.db, m.id)).toBe(200);
    await expectLedgerSound(t);
  });

  it('lotto bills quest: bills bought today, cancelled ones left out; pays free spins', async () => {
    const quest = await makeQuest(t, op, {
      title: 'ซื้อหวย 3 โพย',
      kind: 'lotto_bills',
      target: 3,
      prize: { kind: 'free_spins', amount: 3 },
    });
    const m = await fundedMember(t, 500);
    const round = await openLottoRound(t);
    await buyBill(t, m.token, round, '11');
    await buyBill(t, m.token, round, '12');
    expect(await listed(t, m.token, quest.id)).toMatchObject({ current: 2, status: 'in_progress' });
    expect(expectError(await redeem(t, m.token, quest.id), Errors.QUEST_NOT_COMPLETED.code).message).toBe('ยังทำภารกิจนี้ไม่สำเร็จ ขาดอีก 1 โพย');
    await buyBill(t, m.token, round, '13');
    expect(await listed(t, m.token, quest.id)).toMatchObject({ current: 3, status: 'completed' });
    expectOk(await redeem(t, m.token, quest.id));
    expect(await memberFreeSpins(t.handle.db, m.id)).toBe(3);
    await expectLedgerSound(t);
  });

  it('login streak: Bangkok days in a row ending today, inside the week', async () => {
    const quest = await makeQuest(t, op, {
      title: 'เข้าสู่ระบบ 3 วันติดต่อกัน',
      kind: 'login_streak',
      target: 3,
      period: 'weekly',
      prize: { kind: 'points', amount: 50 },
    });
    const wed = at('2026-03-11', '20:00'); // Monday 2026-03-09
    const steady = await makeMember(t);
    const gap = await makeMember(t);
    const lastWeek = await makeMember(t);
    for (const day of ['2026-03-09', '2026-03-10', '2026-03-11']) await signInAt(t, steady.id, at(day, '00:05'));
    for (const day of ['2026-03-09', '2026-03-11']) await signInAt(t, gap.id, at(day, '23:50'));
    for (const day of ['2026-03-07', '2026-03-08', '2026-03-09']) await signInAt(t, lastWeek.id, at(day));
    const of = async (id: number, now: Date) => (await questList(t.handle.db, id, now)).quests.find((q) => q.id === quest.id);
    expect(await of(steady.id, wed)).toMatchObject({ current: 3, status: 'completed', period_key: '2026-03-09' });
    expect(await of(gap.id, wed)).toMatchObject({ current: 1, status: 'in_progress' });
    expect(await of(lastWeek.id, at('2026-03-09', '18:00'))).toMatchObject({ current: 1 });
    // A day without a sign-in breaks the streak: Thursday before signing in.
    expect(await of(steady.id, at('2026-03-12', '08:00'))).toMatchObject({ current: 0 });
    await expect(redeemQuest(t.handle.db, gap.id, { quest_id: quest.id }, wed)).rejects.toMatchObject({
      message: 'ยังทำภารกิจนี้ไม่สำเร็จ ขาดอีก 2 วัน',
    });
    await redeemQuest(t.handle.db, steady.id, { quest_id: quest.id }, wed);
    expect(await memberPoints(t.handle.db, steady.id)).toBe(50);
    await expectLedgerSound(t);
  });

  it('refer quest: friends registered with the code who made their first deposit in the week', async () => {
    const quest = await makeQuest(t, op, {
      title: 'ชวนเพื่อนฝากเงิน 1 คน',
      kind: 'refer',
      target: 1,
      period: 'weekly',
      prize: { kind: 'credit', amount: 50, turnover_multiplier: 1 },
    });
    const referrer = await makeMember(t);
    const code = (await t.handle.db.selectFrom('member').select('referral_code').where('id', '=', referrer.id).executeTakeFirstOrThrow())
      .referral_code;
    const friend = await registerReferred(t, code);
    expect(await listed(t, referrer.token, quest.id)).toMatchObject({ current: 0, status: 'in_progress' });
    expectError(await redeem(t, referrer.token, quest.id), Errors.QUEST_NOT_COMPLETED.code);
    await t.handle.db.transaction().execute((trx) =>
      creditDeposit(trx, {
        key: `quest-ref-${friend.id}`,
        memberId: friend.id,
        amountSatang: 10_000,
        reference: 'quest-ref',
        metadata: {},
        now: new Date(),
      }),
    );
    expect(await listed(t, referrer.token, quest.id)).toMatchObject({ current: 1, status: 'completed' });
    const before = await mainBalance(t, referrer.id);
    expectOk(await redeem(t, referrer.token, quest.id));
    expect(await mainBalance(t, referrer.id)).toBe(before + 5_000);
    // The friend's own list shows nothing of it.
    expect(await listed(t, friend.token, quest.id)).toMatchObject({ current: 0, status: 'in_progress' });
    await expectLedgerSound(t);
  });

  it('event quests: only inside the event window; event over refused; pays with source event', async () => {
    const now = Date.now();
    const later = await makeEvent(t, new Date(now + 86_400_000), null, 'กิจกรรมเดือนหน้า');
    const running = await makeEvent(t, new Date(now - 3_600_000), new Date(now + 86_400_000), 'กิจกรรมแจกเครดิต');
    const q1 = await makeQuest(t, op, { title: 'ฝากในกิจกรรมหน้า', period: 'event', event_id: later, target: 10 });
    const q2 = await makeQuest(t, op, {
      title: 'ฝากในกิจกรรม',
      period: 'event',
      event_id: running,
      target: 50,
      prize: { kind: 'credit', amount: 30, turnover_multiplier: 2 },
    });
    const m = await fundedMember(t, 100);

    expect(await listed(t, m.token, q1.id)).toBeUndefined();
    expect(await listed(t, m.token, q2.id)).toMatchObject({ status: 'completed', period_key: 'event', current: 100 });
    expectError(await redeem(t, m.token, q1.id), Errors.EVENT_NOT_STARTED.code);
    expectError(await post(t, '/api/event/quest', { event_id: later }, m.token), Errors.EVENT_NOT_STARTED.code);
    expectError(await post(t, '/api/event/quest', { event_id: 999_999 }, m.token), Errors.EVENT_NOT_FOUND.code);
    expectInvalid(await post(t, '/api/event/quest', { event_id: -1 }, m.token), 'event_id');
    const ev = expectOk<{ event: { id: number; title: string }; quests: { id: number; status: string }[] }>(
      await post(t, '/api/event/quest', { event_id: running }, m.token),
    );
    expect(ev.event).toMatchObject({ id: running, title: 'กิจกรรมแจกเครดิต' });
    expect(ev.quests.map((q) => [q.id, q.status])).toEqual([[q2.id, 'completed']]);
    const ids = expectOk<{ event_ids: number[] }>(await get(t, '/api/event/quest/ids'));
    expect(ids.event_ids).toContain(running);
    expect(ids.event_ids).not.toContain(later);

    expectOk(await redeem(t, m.token, q2.id));
    expectError(await redeem(t, m.token, q2.id), Errors.QUEST_ALREADY_REDEEMED.code);
    expect(
      await t.handle.db
        .selectFrom('wagering_requirement')
        .select(['source', 'required_turnover'])
        .where('member_id', '=', m.id)
        .executeTakeFirst(),
    ).toEqual({ source: 'event', required_turnover: 6_000 });

    // The event ends: its quests leave the list and a redeem is refused.
    const n = await fundedMember(t, 100);
    await t.handle.db
      .updateTable('event')
      .set({ ends_at: new Date(now - 1000), starts_at: new Date(now - 7_200_000) })
      .where('id', '=', running)
      .execute();
    expect(await listed(t, n.token, q2.id)).toBeUndefined();
    expectError(await redeem(t, n.token, q2.id), Errors.EVENT_OVER.code);
    await expect(eventQuests(t.handle.db, n.id, running)).rejects.toMatchObject({ def: Errors.EVENT_OVER });
    expect(expectOk<{ event_ids: number[] }>(await get(t, '/api/event/quest/ids')).event_ids).not.toContain(running);
    await expectLedgerSound(t);
  });

  it('a quest window of its own, VIP levels, switched off quests', async () => {
    const m = await fundedMember(t, 500);
    const future = await makeQuest(t, op, { title: 'เริ่มพรุ่งนี้', target: 10, starts_at: new Date(Date.now() + 86_400_000).toISOString() });
    expect(await listed(t, m.token, future.id)).toBeUndefined();
    expectError(await redeem(t, m.token, future.id), Errors.QUEST_NOT_STARTED.code);

    const vip = await makeQuest(t, op, { title: 'เฉพาะ VIP', target: 10, min_vip_level: 1 });
    expect(await listed(t, m.token, vip.id)).toBeUndefined();
    expectError(await redeem(t, m.token, vip.id), Errors.QUEST_VIP_REQUIRED.code);
    await t.handle.db.updateTable('member').set({ vip_level: 1 }).where('id', '=', m.id).execute();
    expect(await listed(t, m.token, vip.id)).toMatchObject({ status: 'completed' });

    const off = await makeQuest(t, op, { title: 'ปิดแล้ว', target: 10 });
    const status = expectOk<{ active: boolean }>(await post(t, `/api/admin/quests/${off.id}/status`, { active: false }, op.token));
    expect(status.active).toBe(false);
    expect(await listed(t, m.token, off.id)).toBeUndefined();
    expectError(await redeem(t, m.token, off.id), Errors.QUEST_NOT_FOUND.code);
    expect(await transfersTo(t, m.id, 'prize')).toBe(0);
  });

  it('bad input is answered in Thai and changes nothing', async () => {
    const m = await fundedMember(t, 500);
    expectInvalid(await post(t, '/api/quest/redeem', { quest_id: -3 }, m.token), 'quest_id');
    expectInvalid(await post(t, '/api/quest/redeem', {}, m.token), 'quest_id');
    expectInvalid(await post(t, '/api/quest/redeem', { quest_id: 1, request_key: 'x' }, m.token), 'request_key');
    expectError(await redeem(t, m.token, 999_999), Errors.QUEST_NOT_FOUND.code);
    expect((await get(t, '/api/quest/list')).statusCode).toBe(401);

    const count = async () => Number((await sql<{ n: number }>`select count(*)::int as n from quest`.execute(t.handle.db)).rows[0].n);
    const before = await count();
    const base = { title: 'ทดสอบ', kind: 'deposit', target: 100, period: 'daily', prize: { kind: 'credit', amount: 10 } } as const;
    const create = (body: unknown) => post(t, '/api/admin/quests', body, op.token);
    expectInvalid(await create({ ...base, target: -5 }), 'target', 'เป้าหมายต้องมากกว่า 0');
    expectInvalid(await create({ ...base, title: ' ' }), 'title');
    expectInvalid(await create({ ...base, prize: { kind: 'credit', amount: -1 } }), 'prize.amount');
    expectInvalid(await create({ ...base, kind: 'lotto_bills', target: 2.5 }), 'target', 'เป้าหมายต้องเป็นจำนวนเต็ม');
    expectInvalid(await create({ ...base, kind: 'login_streak', period: 'weekly', target: 8 }), 'target');
    expectInvalid(await create({ ...base, period: 'event' }), 'event_id');
    expectInvalid(await create({ ...base, product: 'slot' }), 'product');
    expectInvalid(await create({ ...base, kind: 'fly' }), 'kind');
    expectError(await create({ ...base, period: 'event', event_id: 999_999 }), Errors.EVENT_NOT_FOUND.code);
    expectError(await updateQuest(t, op, 999_999, base), Errors.QUEST_NOT_FOUND.code);
    expect(await count()).toBe(before);
    await expectLedgerSound(t);
  });

  it('operators: list, update (audited), report per day and quest', async () => {
    const quest = await makeQuest(t, op, { title: 'รายงาน', target: 50, prize: { kind: 'credit', amount: 5 } });
    const updated = expectOk<{ title: string; target: number; prize: { amount: number } }>(
      await updateQuest(t, op, quest.id, {
        title: 'รายงานใหม่',
        kind: 'deposit',
        target: 60,
        period: 'daily',
        prize: { kind: 'credit', amount: 7 },
      }),
    );
    expect(updated).toMatchObject({ title: 'รายงานใหม่', target: 60, prize: { amount: 7 } });
    const m = await fundedMember(t, 60);
    const n = await fundedMember(t, 60);
    expectOk(await redeem(t, m.token, quest.id));
    expectOk(await redeem(t, n.token, quest.id));
    const finance = await makeOperator(t, 'finance');
    const list = expectOk<{ quests: { id: number; completions: number }[] }>(await get(t, '/api/admin/quests', finance.token));
    expect(list.quests.find((q) => q.id === quest.id)?.completions).toBe(2);
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    const report = expectOk<{
      rows: { quest_id: number; completions: number; members: number; prize_total: number; prize_text: string; day: string }[];
    }>(await get(t, `/api/admin/quests/report?from=${today}&to=${today}`, finance.token));
    expect(report.rows.find((r) => r.quest_id === quest.id)).toEqual(
      expect.objectContaining({ day: today, completions: 2, members: 2, prize_total: 14, prize_text: 'เครดิตฟรี 14 บาท' }),
    );
    expectInvalid(await get(t, '/api/admin/quests/report?from=2026-03-10&to=2026-03-01', finance.token), 'to');
    const audits = await t.handle.db.selectFrom('operator_audit').select('action').where('target', '=', `quest:${quest.id}`).execute();
    expect(audits.map((a) => a.action).sort()).toEqual(['quest.create', 'quest.update']);
    await expectLedgerSound(t);
  });
});

describe(`quests demo seed (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('adds the five quests and the event quest once; a 300-baht deposit completes the deposit quest', async () => {
    const eventId = await makeEvent(t, null, null, 'กิจกรรมแจกเครดิตฟรีประจำสัปดาห์');
    await seedDemoQuests(t.handle.db);
    await seedDemoQuests(t.handle.db);
    const rows = await t.handle.db.selectFrom('quest').select(['title', 'period', 'event_id']).orderBy('id').execute();
    expect(rows.map((r) => [r.title, r.period])).toEqual([
      ['ฝากเงินครบ 300 บาท', 'daily'],
      ['เล่นสล็อตครบ 1,000 บาท', 'daily'],
      ['ซื้อหวย 3 โพย', 'daily'],
      ['เข้าสู่ระบบ 3 วันติดต่อกัน', 'weekly'],
      ['ชวนเพื่อนฝากเงิน 1 คน', 'weekly'],
      ['ฝากเงินสะสมครบ 1,000 บาทในกิจกรรม', 'event'],
    ]);
    expect(rows[5].event_id).toBe(eventId);
    const m = await fundedMember(t, 300);
    const list = expectOk<{ quests: { title: string; status: string; reward: { text: string } }[] }>(
      await get(t, '/api/quest/list', m.token),
    );
    expect(list.quests.find((q) => q.title === 'ฝากเงินครบ 300 บาท')).toMatchObject({
      status: 'completed',
      reward: { text: 'เครดิตฟรี 20 บาท' },
    });
    expect(expectOk<{ event_ids: number[] }>(await get(t, '/api/event/quest/ids')).event_ids).toEqual([eventId]);
  });
});
