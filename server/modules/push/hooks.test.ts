import { PUSH_GENERIC_TITLES } from '@contract/push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engineName, expectOk, fund, get, makeMember, makeOperator, post, put, type TestContext } from '../../test';
import { houseAccountId, memberAccountId, transfer } from '../ledger';
import { closeDueRounds, resolveClosedYeekee, settleDecidedRounds, settleRound, shoot } from '../lotto';
import { drainPushOutbox } from './drain';
import { browserKeys, standInPushService } from './test-support';

type Member = Awaited<ReturnType<typeof makeMember>>;

/** The columns of an outbox row: ids, where tapping goes, delivery state. No amount among them. */
const OUTBOX_COLUMNS = [
  'attempts',
  'created_at',
  'event_key',
  'id',
  'kind',
  'last_error',
  'member_id',
  'next_at',
  'ref_id',
  'sent_at',
  'status',
  'subscription_id',
  'url',
];

/**
 * The lotto hooks of Web Push (docs/push.md "Kinds"): a settled winning bill and a Yeekee result
 * reach the right members' devices once each, and the opt-in offer follows a first bill.
 */
describe(`Web Push from lotto: wins, Yeekee results, the offer (${engineName()})`, () => {
  let t: TestContext;
  let service: Awaited<ReturnType<typeof standInPushService>>;
  let finance: string;
  let checker: string;
  const decrypters = new Map<string, (b: Buffer) => string>();

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    service = await standInPushService();
    finance = (await makeOperator(t, 'finance')).token;
    checker = (await makeOperator(t, 'finance')).token;
  });
  afterAll(async () => {
    await service.close();
    await t.close();
  });

  let seq = 0;
  /** Subscribes a browser of the member at the stand-in service; answers its endpoint. */
  async function subscribed(m: Member): Promise<string> {
    const endpoint = service.endpoint(`hook-${++seq}`);
    const b = browserKeys();
    decrypters.set(new URL(endpoint).pathname, b.decrypt);
    expectOk(await post(t, '/api/push/subscribe', { endpoint, keys: b.keys }, m.token));
    return endpoint;
  }
  const drain = () => drainPushOutbox(t.handle.db, t.config.push, new Date(Date.now() + 1_000));
  const outboxOf = (memberId: number) =>
    t.handle.db.selectFrom('push_outbox').selectAll().where('member_id', '=', memberId).orderBy('id').execute();
  const outboxCount = async () => (await t.handle.db.selectFrom('push_outbox').select('id').execute()).length;
  /** What the stand-in received for an endpoint, decrypted. */
  const delivered = (endpoint: string) => {
    const path = new URL(endpoint).pathname;
    const decrypt = decrypters.get(path);
    if (!decrypt) throw new Error(`no keys for ${path}`);
    return service.received.filter((r) => r.path === path).map((r) => JSON.parse(decrypt(r.body)));
  };
  const member = async (baht = 100) => {
    const m = await makeMember(t);
    await fund(t, m.id, baht);
    return m;
  };
  // Lotto's own fixtures are not on its front door: a round made straight in the database, as they make it.
  let rounds = 0;
  async function makeRound(code: 'gov' | 'yeekee', closesInMin = 60) {
    const cat = await t.handle.db.selectFrom('lotto_category').select('id').where('code', '=', code).executeTakeFirstOrThrow();
    const now = Date.now();
    const row = await t.handle.db
      .insertInto('lotto_round')
      .values({
        category_id: cat.id,
        draw_key: `push-hooks-${++rounds}-${now}`,
        draw_date: new Date(now + 7 * 3600_000).toISOString().slice(0, 10),
        round_no: code === 'yeekee' ? rounds : null,
        opens_at: new Date(now - 60_000),
        closes_at: new Date(now + closesInMin * 60_000),
        status: 'open',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  /** Closes a round now, as the job would at its close. */
  const closeNow = (roundId: number) =>
    t.handle.db
      .updateTable('lotto_round')
      .set({ closes_at: new Date(Date.now() - 1000), status: 'closed', closed_at: new Date() })
      .where('id', '=', roundId)
      .execute();
  const buy = (token: string, roundId: number, items: { bet_type: string; number: string; amount: number }[]) =>
    post(t, '/api/lotto/bill/create', { round_id: roundId, agent_id: '1', items }, token);
  const govResult = { kind: 'government', first_prize: '482915', front3: ['104', '667'], back3: ['390', '915'], bottom2: '31' };

  it('queues one lotto_win push per device of a winning bill at settlement, none for a loser or a member who turned it off', async () => {
    const winner = await member();
    const loser = await member();
    const quiet = await member();
    const phone = await subscribed(winner);
    const laptop = await subscribed(winner);
    await subscribed(loser);
    await subscribed(quiet);
    expectOk(await put(t, '/api/push/prefs', { lotto_win: false }, quiet.token));

    const round = await makeRound('gov');
    const winning = [
      { bet_type: '3top', number: '915', amount: 1 },
      { bet_type: '2bottom', number: '31', amount: 1 },
    ];
    const { bill: won } = expectOk(await buy(winner.token, round, winning));
    const { bill: lost } = expectOk(await buy(loser.token, round, [{ bet_type: '3top', number: '519', amount: 5 }]));
    const { bill: quietWon } = expectOk(await buy(quiet.token, round, winning));
    await closeNow(round);
    // Nothing is queued before the result.
    for (const m of [winner, loser, quiet]) expect(await outboxOf(m.id)).toEqual([]);

    // Four eyes: the second operator's entry applies the result and settles the round.
    expect(expectOk(await post(t, `/api/admin/lotto/rounds/${round}/result`, govResult, finance)).outcome).toBe('pending');
    expect(await outboxOf(winner.id)).toEqual([]);
    expect(expectOk(await post(t, `/api/admin/lotto/rounds/${round}/result`, govResult, checker)).outcome).toBe('applied');

    const card = expectOk(await get(t, `/api/lotto/bill/detail?bill_id=${won.id}`, winner.token));
    expect(card).toMatchObject({ status: 'won' });
    expect(card.total_win).toBeGreaterThan(0);
    expect(expectOk(await get(t, `/api/lotto/bill/detail?bill_id=${lost.id}`, loser.token)).status).toBe('lost');
    expect(expectOk(await get(t, `/api/lotto/bill/detail?bill_id=${quietWon.id}`, quiet.token)).status).toBe('won');

    const rows = await outboxOf(winner.id);
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.subscription_id)).size).toBe(2);
    for (const r of rows) {
      expect(r).toMatchObject({
        kind: 'lotto_win',
        ref_id: won.id,
        event_key: `lotto_win:${won.id}`,
        url: '/lotto/bills',
        status: 'pending',
      });
      // The row holds ids and delivery state only: no column for an amount, and no amount in any value.
      expect(Object.keys(r).sort()).toEqual(OUTBOX_COLUMNS);
      const { created_at, next_at, sent_at, ...values } = r;
      expect(JSON.stringify(values)).not.toContain(String(card.total_win));
    }
    expect(await outboxOf(loser.id)).toEqual([]);
    expect(await outboxOf(quiet.id)).toEqual([]);

    // Settling again, directly and by the job, queues nothing more.
    const before = await outboxCount();
    expect(await settleRound(t.handle.db, round, new Date())).toBe(0);
    await settleDecidedRounds(t.handle.db, new Date());
    expect(await outboxCount()).toBe(before);
    expect(await outboxOf(winner.id)).toHaveLength(2);

    // Delivered: {kind, id, url, title} with the generic title, no amount; the amount is in the owner's detail only.
    await drain();
    for (const endpoint of [phone, laptop]) {
      const got = delivered(endpoint);
      expect(got).toHaveLength(1);
      expect(Object.keys(got[0]).sort()).toEqual(['id', 'kind', 'title', 'url']);
      expect(got[0]).toMatchObject({ kind: 'lotto_win', url: '/lotto/bills', title: PUSH_GENERIC_TITLES.lotto_win });
      expect(rows.map((r) => r.id)).toContain(got[0].id);
      expect(JSON.stringify(got[0])).not.toContain(String(card.total_win));
    }
    expect((await outboxOf(winner.id)).map((r) => r.status)).toEqual(['sent', 'sent']);
    const detail = expectOk(await get(t, `/api/push/detail/${rows[0].id}`, winner.token));
    expect(detail).toMatchObject({ kind: 'lotto_win', title: 'ยินดีด้วย! โพยของท่านถูกรางวัล', url: '/lotto/bills' });
    expect(detail.body).toContain(`LT${String(won.id).padStart(6, '0')}`);
    expect(detail.body).toContain(card.total_win.toLocaleString('en-US'));
  });

  it("queues one yeekee push per device of the round's shooters when it gets its result, none for members who did not shoot", async () => {
    const a = await makeMember(t);
    const b = await makeMember(t);
    const off = await makeMember(t);
    const onlooker = await makeMember(t);
    const elsewhere = await makeMember(t);
    const aPhone = await subscribed(a);
    const aLaptop = await subscribed(a);
    const bPhone = await subscribed(b);
    await subscribed(off);
    await subscribed(onlooker);
    await subscribed(elsewhere);
    expectOk(await put(t, '/api/push/prefs', { yeekee: false }, off.token));

    const round = await makeRound('yeekee', 30);
    const other = await makeRound('yeekee', 120);
    const start = Date.now();
    // 20 shots, enough for a result; a member's shots 33 s apart, past the cooldown.
    const shooters = [a, b, off];
    for (let i = 1; i <= 20; i++) {
      await shoot(t.handle.db, shooters[i % 3].id, round, String(i * 1001).padStart(5, '0'), new Date(start + i * 11_000));
    }
    // A shot into another round does not make a shooter of this one.
    await shoot(t.handle.db, elsewhere.id, other, '12345', new Date(start + 11_000));

    const closeAt = new Date(start + 31 * 60_000);
    expect(await closeDueRounds(t.handle.db, closeAt)).toContain(round);
    expect(await outboxOf(a.id)).toEqual([]);
    // Two resolvers at once: the round is resulted once, its pushes queued once.
    await Promise.all([resolveClosedYeekee(t.handle.db, closeAt), resolveClosedYeekee(t.handle.db, closeAt)]);
    const r = expectOk(await get(t, `/api/lotto/yeekee/lists?round_id=${round}`)).round;
    expect(r.status).toBe('resulted');

    const rowsA = await outboxOf(a.id);
    expect(rowsA).toHaveLength(2);
    expect(new Set(rowsA.map((x) => x.subscription_id)).size).toBe(2);
    const rowsB = await outboxOf(b.id);
    expect(rowsB).toHaveLength(1);
    for (const x of [...rowsA, ...rowsB])
      expect(x).toMatchObject({ kind: 'yeekee', ref_id: round, event_key: `yeekee:${round}`, url: `/lotto/${round}`, status: 'pending' });
    expect(await outboxOf(off.id)).toEqual([]);
    expect(await outboxOf(onlooker.id)).toEqual([]);
    expect(await outboxOf(elsewhere.id)).toEqual([]);

    // Resolving again queues nothing more.
    const before = await outboxCount();
    await resolveClosedYeekee(t.handle.db, new Date(closeAt.getTime() + 60_000));
    expect(await outboxCount()).toBe(before);

    await drain();
    for (const endpoint of [aPhone, aLaptop, bPhone]) {
      const got = delivered(endpoint);
      expect(got).toHaveLength(1);
      expect(Object.keys(got[0]).sort()).toEqual(['id', 'kind', 'title', 'url']);
      expect(got[0]).toMatchObject({ kind: 'yeekee', url: `/lotto/${round}`, title: PUSH_GENERIC_TITLES.yeekee });
    }
    const detail = expectOk(await get(t, `/api/push/detail/${rowsB[0].id}`, b.token));
    expect(detail.body).toContain(`3 ตัวบน ${r.result.top3}`);
  });

  it('offers pushes only after the member buys a first lotto bill', async () => {
    const m = await makeMember(t);
    // Money that is not a deposit (a deposit is the other moment that opens the offer).
    await transfer(t.handle.db, {
      key: `test-adjustment:${m.id}`,
      kind: 'adjustment',
      currency: 'THB',
      debit: await houseAccountId(t.handle.db, 'cash'),
      credit: await memberAccountId(t.handle.db, m.id),
      amount: 10_000,
      reference: `ADJ-${m.id}`,
    });
    expect(expectOk(await get(t, '/api/push/prefs', m.token)).offer).toBe(false);
    const round = await makeRound('gov');
    expectOk(await buy(m.token, round, [{ bet_type: '2bottom', number: '07', amount: 1 }]));
    expect(expectOk(await get(t, '/api/push/prefs', m.token)).offer).toBe(true);
    // Another member's bill opens nothing for this one.
    const n = await makeMember(t);
    expect(expectOk(await get(t, '/api/push/prefs', n.token)).offer).toBe(false);
  });
});
