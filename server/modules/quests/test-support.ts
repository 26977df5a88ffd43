import { randomUUID } from 'node:crypto';
import type { AdminQuestBody } from '@contract/admin-quests';
import { bangkokToday } from '@contract/thai-calendar';
import type { Product } from '@contract/turnover';
import { expect } from 'vitest';
import { expectOk, get, type makeOperator, post, put, type TestContext } from '../../test';
import { recordTurnover } from '../ledger';

/** The quests suites' fixtures: quests made through the operators' route, plays, lotto rounds, events. */

/** A Bangkok wall-clock instant: at('2026-03-11', '23:59'). */
export const at = (day: string, time = '12:00') => new Date(`${day}T${time}:00+07:00`);

type Operator = Awaited<ReturnType<typeof makeOperator>>;

/** A quest created by an operator (daily deposit of 300 baht for 20 baht credit at 3x unless `over`). */
export async function makeQuest(t: TestContext, op: Operator, over: Partial<AdminQuestBody> = {}) {
  const body: AdminQuestBody = {
    title: 'ฝากเงินครบ 300 บาท',
    kind: 'deposit',
    target: 300,
    period: 'daily',
    prize: { kind: 'credit', amount: 20, turnover_multiplier: 3 },
    ...over,
  };
  return expectOk<{ id: number }>(await post(t, '/api/admin/quests', body, op.token));
}

export const updateQuest = (t: TestContext, op: Operator, id: number, body: AdminQuestBody) =>
  put(t, `/api/admin/quests/${id}`, body, op.token);

/** The member's quest of that id in GET /api/quest/list, or undefined when not listed. */
export async function listed(t: TestContext, token: string, id: number) {
  const data = expectOk<{ quests: { id: number; status: string; current: number; target: number; percent: number }[] }>(
    await get(t, '/api/quest/list', token),
  );
  return data.quests.find((q) => q.id === id);
}

export const redeem = (t: TestContext, token: string, questId: number, requestKey?: string) =>
  post(t, '/api/quest/redeem', { quest_id: questId, ...(requestKey ? { request_key: requestKey } : {}) }, token);

/** A stake on the Bangkok day of `when` as the games wallet records it (satang). */
export async function play(t: TestContext, memberId: number, product: Product, stake: number, when: Date) {
  await recordTurnover(t.handle.db, { key: `quest-play:${randomUUID()}`, memberId, product, stake, payout: 0, at: when });
}

/** A sign-in (a session row) opened at `when`. */
export async function signInAt(t: TestContext, memberId: number, when: Date) {
  await t.handle.db
    .insertInto('session')
    .values({
      token_hash: randomUUID(),
      subject_type: 'member',
      subject_id: memberId,
      created_at: when,
      last_seen_at: when,
      expires_at: new Date(when.getTime() + 86_400_000),
    })
    .execute();
}

/** A government lotto round open now, made straight in the database. */
export async function openLottoRound(t: TestContext): Promise<number> {
  const cat = await t.handle.db.selectFrom('lotto_category').select('id').where('code', '=', 'gov').executeTakeFirstOrThrow();
  const now = Date.now();
  const row = await t.handle.db
    .insertInto('lotto_round')
    .values({
      category_id: cat.id,
      draw_key: `quest-test-${randomUUID()}`,
      draw_date: bangkokToday(new Date(now)),
      round_no: null,
      opens_at: new Date(now - 60_000),
      closes_at: new Date(now + 3600_000),
      status: 'open',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function buyBill(t: TestContext, token: string, roundId: number, n: string) {
  expectOk(
    await post(
      t,
      '/api/lotto/bill/create',
      { round_id: roundId, agent_id: '1', items: [{ bet_type: '2top', number: n, amount: 10 }] },
      token,
    ),
  );
}

/** An event of the agent with a showing window (null bounds open). */
export async function makeEvent(t: TestContext, startsAt: Date | null, endsAt: Date | null, title = 'กิจกรรมทดสอบ') {
  const row = await t.handle.db
    .insertInto('event')
    .values({ agent_id: 1, image: '/images/events/event-1.svg', title, link: '/poll/1', starts_at: startsAt, ends_at: endsAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Ledger transfers of a kind into the member's accounts (count). */
export async function transfersTo(t: TestContext, memberId: number, kind: string) {
  const rows = await t.handle.db
    .selectFrom('ledger_transfer as x')
    .innerJoin('ledger_account as a', 'a.id', 'x.credit_account_id')
    .select('x.id')
    .where('a.member_id', '=', memberId)
    .where('x.kind', '=', kind)
    .execute();
  return rows.length;
}

let serial = 0;
const thaiName = (n: number) => `รัก${[...String(n)].map((d) => 'กขคงจฉชซฌญ'[Number(d)]).join('')}`;

/** A registration through HTTP with a referral code; the new member's id and token. */
export async function registerReferred(t: TestContext, referralCode: string): Promise<{ id: number; token: string }> {
  serial += 1;
  const n = String(serial).padStart(7, '0');
  const phone = `086${n}`;
  const res = await post(
    t,
    '/api/register',
    {
      phone,
      password: 'secret123',
      first_name: 'สมใจ',
      last_name: 'เพื่อนกัน',
      bank_code: '004',
      bank_account_number: `777${n}`,
      bank_account_name: `สมใจ ${thaiName(serial)}`,
      date_of_birth: '1995-03-10',
      agent_code: t.config.agentCode,
      referral_code: referralCode,
    },
    undefined,
    { headers: { 'x-device-id': `quest-friend-${n}` } },
  );
  expect(res.json(), res.body).toMatchObject({ error: 0 });
  const m = await t.handle.db.selectFrom('member').select('id').where('phone', '=', phone).executeTakeFirstOrThrow();
  return { id: m.id, token: res.json().data.access_token as string };
}
