import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, engineName, expectLedgerSound, expectOk, fundedMember, mainBalance, type TestContext } from '../../test';
import { atBangkok } from './dates';
import { type FeedStub, feedFixture, startFeedStub } from './feed-stub';
import { settleDecidedRounds } from './lifecycle';
import { submitResult } from './result-entries';
import { GIVE_UP_MS, runResultSource } from './result-job';
import { gloSource, jsonSource, type ResultSource } from './result-sources';
import { fromGovernment, fromLao } from './results';
import { buy, closeNow, makeRound, secondProcess } from './test-support';

const MIN = 60_000;
const TIMEOUT_MS = 300;
/** The GLO's answer for the draw of 1 March 2025 (fixtures/glo-result-by-date.json). */
const MARCH_1 = { first_prize: '447281', front3: ['115', '930'], back3: ['268', '604'], bottom2: '18' };
const MARCH_1_RESULT = fromGovernment(MARCH_1);

/**
 * The result job against a results provider on 127.0.0.1 serving the fixtures: on time, late, slow
 * (beyond the timeout, then retried), wrong, partial, for another draw, duplicate and conflicting
 * answers, two nodes at once, giving up after a day; and the JSON source per category.
 */
describe(`lotto result sources: the job (${engineName()})`, () => {
  let t: TestContext;
  let stub: FeedStub;
  let glo: ResultSource;
  let json: ResultSource;
  let seq = 0;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    stub = await startFeedStub();
    glo = gloSource(stub.url, TIMEOUT_MS);
    json = jsonSource(stub.url, TIMEOUT_MS);
  });
  afterAll(async () => {
    await stub?.close();
    await t?.close();
  });
  beforeEach(() => {
    stub.requests = [];
  });
  // Each test starts with no round waiting for a source.
  afterEach(async () => {
    await sql`update lotto_round set status = 'cancelled', cancelled_at = now() where status in ('open', 'closed')`.execute(db());
    await sql`delete from lotto_feed_fetch where done_at is null`.execute(db());
  });

  const db = () => t.handle.db;

  /** A closed round of a category for a draw date, its close and result times from its category. */
  async function dueRound(code: string, drawDate: string) {
    seq += 1;
    const cat = await db()
      .selectFrom('lotto_category')
      .select(['id', 'close_minute', 'result_minute'])
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    const closes = atBangkok(drawDate, cat.close_minute);
    const row = await db()
      .insertInto('lotto_round')
      .values({
        category_id: cat.id,
        draw_key: `feed-${seq}`,
        draw_date: drawDate,
        round_no: null,
        opens_at: new Date(closes.getTime() - 86_400_000),
        closes_at: closes,
        status: 'closed',
        closed_at: closes,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, expected: atBangkok(drawDate, Math.max(cat.result_minute, cat.close_minute)) };
  }

  const roundOf = (id: number) =>
    db()
      .selectFrom('lotto_round')
      .select(['status', 'result', 'result_source', 'result_sandbox'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const fetchOf = (id: number, source = 'glo') =>
    db().selectFrom('lotto_feed_fetch').selectAll().where('round_id', '=', id).where('source', '=', source).executeTakeFirst();
  const entriesOf = (id: number) =>
    db().selectFrom('lotto_result_entry').select(['origin', 'status', 'result']).where('round_id', '=', id).orderBy('id').execute();
  const serve = (body: string, extra: { status?: number; delayMs?: number } = {}) => {
    stub.reply = () => ({ body, ...extra });
  };
  const march1 = () => dueRound('gov', '2025-03-01');

  it('asks the GLO for the draw at its result time (not before), enters it once and settles: a winning bill is paid and the ledger holds', async () => {
    const member = await fundedMember(t, 1_000);
    const round = await makeRound(t, 'gov', { drawDate: '2025-03-01' });
    expectOk(await buy(t, member.token, round, [{ bet_type: '3top', number: '281', amount: 10 }]));
    await closeNow(t, round);
    serve(feedFixture('glo-result-by-date.json'));

    // Before the result time: nothing asked.
    const early = await dueRound('gov', '2025-03-01');
    expect(await runResultSource(db(), glo, new Date(early.expected.getTime() - MIN))).toEqual({});
    expect(stub.requests).toHaveLength(0);

    const now = new Date(Math.max(Date.now(), early.expected.getTime()));
    expect(await runResultSource(db(), glo, now)).toEqual({ applied: 2 });
    // getLotteryResult's body: the draw's date, month and year.
    expect(stub.requests.map((r) => [r.method, JSON.parse(r.body)])).toEqual([
      ['POST', { date: '01', month: '03', year: '2025' }],
      ['POST', { date: '01', month: '03', year: '2025' }],
    ]);
    expect(await roundOf(round)).toMatchObject({
      status: 'resulted',
      result_source: 'feed:glo',
      result_sandbox: false,
      result: MARCH_1_RESULT,
    });
    expect(await entriesOf(round)).toEqual([{ origin: 'feed:glo', status: 'applied', result: MARCH_1_RESULT }]);
    const audit = await db()
      .selectFrom('operator_audit')
      .select(['actor', 'operator_id'])
      .where('target', '=', `lotto_round:${round}`)
      .execute();
    expect(audit).toEqual([{ actor: 'feed:glo', operator_id: null }]);

    const before = await mainBalance(t, member.id);
    await settleDecidedRounds(db(), now);
    expect((await mainBalance(t, member.id)) - before).toBe(10 * 900 * 100);
    await expectLedgerSound(t);

    // Done: a later pass asks nothing more.
    expect(await runResultSource(db(), glo, new Date(now.getTime() + 10 * MIN))).toEqual({});
    expect(stub.requests).toHaveLength(2);
  });

  it('a round found late (the server was down for hours) is asked at once', async () => {
    const r = await march1();
    serve(feedFixture('glo-result-by-date.json'));
    expect(await runResultSource(db(), glo, new Date(r.expected.getTime() + 5 * 3600_000))).toEqual({ applied: 1 });
    expect((await fetchOf(r.id))?.attempts).toBe(1);
  });

  it('a slow answer (beyond the timeout) is dropped and asked again after the backoff', async () => {
    const r = await march1();
    serve(feedFixture('glo-result-by-date.json'), { delayMs: TIMEOUT_MS + 700 });
    const at = r.expected;
    expect(await runResultSource(db(), glo, at)).toEqual({ retried: 1 });
    const row = await fetchOf(r.id);
    expect(row).toMatchObject({ attempts: 1, outcome: null, claimed_until: null, next_at: new Date(at.getTime() + MIN) });
    expect(row?.last_error).toContain(`${TIMEOUT_MS}`);
    expect((await roundOf(r.id)).status).toBe('closed');

    // Not before the backoff; then the provider answers in time.
    serve(feedFixture('glo-result-by-date.json'));
    stub.requests = [];
    expect(await runResultSource(db(), glo, new Date(at.getTime() + 30_000))).toEqual({});
    expect(stub.requests).toHaveLength(0);
    expect(await runResultSource(db(), glo, new Date(at.getTime() + MIN))).toEqual({ applied: 1 });
    expect(await fetchOf(r.id)).toMatchObject({ attempts: 2, outcome: 'applied', last_error: null });
  });

  it('a wrong answer (unreadable, an HTTP error) applies nothing and is retried with a growing backoff', async () => {
    const r = await march1();
    const at = r.expected;
    serve(feedFixture('glo-broken.json'));
    expect(await runResultSource(db(), glo, at)).toEqual({ retried: 1 });
    expect((await fetchOf(r.id))?.last_error).toMatch(/อ่านผลรางวัล/);
    serve('upstream down', { status: 503 });
    expect(await runResultSource(db(), glo, new Date(at.getTime() + MIN))).toEqual({ retried: 1 });
    const row = await fetchOf(r.id);
    expect(row).toMatchObject({ attempts: 2, next_at: new Date(at.getTime() + 3 * MIN) });
    expect(row?.last_error).toContain('503');
    expect(await entriesOf(r.id)).toEqual([]);
    expect((await roundOf(r.id)).status).toBe('closed');
  });

  it('a partial page (no bottom 2 yet) or the previous draw is "not yet": nothing applied, asked again', async () => {
    const r = await march1();
    const partial = JSON.parse(feedFixture('glo-result-by-date.json'));
    delete partial.response.result.data.last2;
    serve(JSON.stringify(partial));
    expect(await runResultSource(db(), glo, r.expected)).toEqual({ retried: 1 });
    expect((await fetchOf(r.id))?.last_error).toMatch(/เลขท้าย 2 ตัว/);
    // The latest draw published is an older one (17 January).
    serve(feedFixture('glo-latest.json'));
    expect(await runResultSource(db(), glo, new Date(r.expected.getTime() + MIN))).toEqual({ retried: 1 });
    expect((await fetchOf(r.id))?.last_error).toMatch(/ยังไม่มีผล/);
    expect(await entriesOf(r.id)).toEqual([]);
  });

  it('gives up a day after the round was due, and says so in the audit log', async () => {
    const r = await march1();
    serve('nope', { status: 500 });
    let at = r.expected;
    const outcomes: string[] = [];
    for (let i = 0; i < 40; i++) {
      const pass = await runResultSource(db(), glo, at);
      outcomes.push(...Object.keys(pass));
      const row = await fetchOf(r.id);
      if (row?.done_at) break;
      at = row?.next_at ?? at;
    }
    const row = await fetchOf(r.id);
    expect(row?.outcome).toBe('gave_up');
    // 1, 2, 4, ... 32, then hourly until a day has gone.
    expect(row?.done_at?.getTime()).toBeLessThanOrEqual(r.expected.getTime() + GIVE_UP_MS);
    expect(row?.done_at?.getTime()).toBeGreaterThan(r.expected.getTime() + GIVE_UP_MS - 3600_000);
    expect(outcomes.at(-1)).toBe('gave_up');
    expect(outcomes.filter((o) => o === 'retried').length).toBe((row?.attempts ?? 0) - 1);
    const audit = await db().selectFrom('operator_audit').select(['actor', 'action']).where('target', '=', `lotto_round:${r.id}`).execute();
    expect(audit).toEqual([{ actor: 'feed:glo', action: 'lotto.feed.gave_up' }]);
    expect((await roundOf(r.id)).status).toBe('closed');
  });

  it('a duplicate answer is applied once: the round had these numbers already (same), one applied entry', async () => {
    const r = await march1();
    // Pushed first (the webhook), then the job's own fetch says the same.
    expect((await submitResult(db(), r.id, MARCH_1_RESULT, { kind: 'feed', feed: 'push' }, r.expected)).outcome).toBe('applied');
    serve(feedFixture('glo-result-by-date.json'));
    expect(await runResultSource(db(), glo, r.expected)).toEqual({});
    // The round had its result before the job saw it due: the job does not open it at all.
    expect(await fetchOf(r.id)).toBeUndefined();

    // A round the job opened, resulted by another path before its retry: the retry confirms it.
    const s = await march1();
    serve('busy', { status: 503 });
    expect(await runResultSource(db(), glo, s.expected)).toEqual({ retried: 1 });
    await submitResult(db(), s.id, MARCH_1_RESULT, { kind: 'feed', feed: 'push' }, s.expected);
    serve(feedFixture('glo-result-by-date.json'));
    expect(await runResultSource(db(), glo, new Date(s.expected.getTime() + MIN))).toEqual({ same: 1 });
    expect(await entriesOf(s.id)).toEqual([{ origin: 'feed:push', status: 'applied', result: MARCH_1_RESULT }]);
  });

  it('a different later answer is held for an operator; the round keeps what it has', async () => {
    const r = await march1();
    serve('busy', { status: 503 });
    expect(await runResultSource(db(), glo, r.expected)).toEqual({ retried: 1 });
    const other = fromGovernment({ ...MARCH_1, first_prize: '447282' });
    await submitResult(db(), r.id, other, { kind: 'feed', feed: 'push' }, r.expected);
    serve(feedFixture('glo-result-by-date.json'));
    expect(await runResultSource(db(), glo, new Date(r.expected.getTime() + MIN))).toEqual({ held: 1 });
    expect((await roundOf(r.id)).result).toEqual(other);
    expect((await entriesOf(r.id)).map((e) => [e.origin, e.status])).toEqual([
      ['feed:push', 'applied'],
      ['feed:glo', 'held'],
    ]);
    const row = await fetchOf(r.id);
    expect(row?.outcome).toBe('held');
    expect(row?.entry_id).toEqual(expect.any(Number));
  });

  it('two nodes running the job at the same moment ask once and enter the result once', async () => {
    const rounds = [await march1(), await march1(), await march1()];
    serve(feedFixture('glo-result-by-date.json'), { delayMs: 50 });
    const other = await secondProcess(t);
    const now = rounds[0].expected;
    try {
      const [a, b] = await Promise.all([runResultSource(db(), glo, now), runResultSource(other.db, glo, now)]);
      expect((a.applied ?? 0) + (b.applied ?? 0)).toBe(3);
    } finally {
      await other.close();
    }
    expect(stub.requests).toHaveLength(3);
    for (const r of rounds) {
      expect(await entriesOf(r.id)).toEqual([{ origin: 'feed:glo', status: 'applied', result: MARCH_1_RESULT }]);
      expect((await fetchOf(r.id))?.attempts).toBe(1);
    }
  });

  it('a round cancelled while waiting is dropped without asking', async () => {
    const r = await march1();
    serve('busy', { status: 503 });
    await runResultSource(db(), glo, r.expected);
    await db().updateTable('lotto_round').set({ status: 'cancelled', cancelled_at: r.expected }).where('id', '=', r.id).execute();
    stub.requests = [];
    expect(await runResultSource(db(), glo, new Date(r.expected.getTime() + MIN))).toEqual({ cancelled: 1 });
    expect(stub.requests).toHaveLength(0);
  });

  describe('the JSON source (GET <url>?category=&date=)', () => {
    const doc = (results: unknown[]) => JSON.stringify({ results });

    it('turns each category form into 3 top and 2 bottom (the rules of docs/lotto.md)', async () => {
      const nikkei = await dueRound('nikkei_am', '2025-03-03');
      const hanoi = await dueRound('hanoi', '2025-03-03');
      const lao = await dueRound('lao', '2025-03-03');
      const baac = await dueRound('baac', '2025-03-16');
      stub.reply = (req) => {
        const q = new URL(req.url, 'http://x').searchParams;
        const all = [
          { category: 'nikkei_am', draw_date: '2025-03-03', result: { kind: 'stock', close: '38,123.45', change: '-123.67' } },
          { category: 'hanoi', draw_date: '2025-03-03', result: { kind: 'hanoi', special: '12345', first: '67890' } },
          { category: 'lao', draw_date: '2025-03-03', result: { kind: 'lao', number: '4725' } },
          { category: 'baac', draw_date: '2025-03-16', result: { kind: 'direct', top3: '908', bottom2: '17' } },
        ];
        return { body: doc(all.filter((r) => r.category === q.get('category') && r.draw_date === q.get('date'))) };
      };
      const now = new Date(baac.expected.getTime() + MIN);
      expect(await runResultSource(db(), json, now)).toEqual({ applied: 4 });
      const numbers = async (id: number) => {
        const { result } = await roundOf(id);
        return [result?.top3, result?.bottom2];
      };
      expect(await numbers(nikkei.id)).toEqual(['345', '67']);
      expect(await numbers(hanoi.id)).toEqual(['345', '90']);
      expect(await numbers(lao.id)).toEqual(['725', '47']);
      expect(await numbers(baac.id)).toEqual(['908', '17']);
      expect(stub.requests.map((r) => r.url).sort()).toEqual([
        '/results?category=baac&date=2025-03-16',
        '/results?category=hanoi&date=2025-03-03',
        '/results?category=lao&date=2025-03-03',
        '/results?category=nikkei_am&date=2025-03-03',
      ]);
      expect((await roundOf(lao.id)).result_source).toBe('feed:json');
    });

    it('an invalid document, a form the category does not take or a missing draw applies nothing and is retried', async () => {
      const lao = await dueRound('lao', '2025-03-05');
      const at = lao.expected;
      serve(doc([{ category: 'lao', draw_date: '2025-03-05', result: { kind: 'lao', number: '47a5' } }]));
      expect(await runResultSource(db(), json, at)).toEqual({ retried: 1 });
      expect((await fetchOf(lao.id, 'json'))?.last_error).toMatch(/เลข 4 ตัว/);
      serve(doc([{ category: 'lao', draw_date: '2025-03-05', result: { kind: 'stock', close: '1.00', change: '0.01' } }]));
      expect(await runResultSource(db(), json, new Date(at.getTime() + MIN))).toEqual({ retried: 1 });
      serve(doc([{ category: 'lao', draw_date: '2025-03-04', result: { kind: 'lao', number: '4725' } }]));
      expect(await runResultSource(db(), json, new Date(at.getTime() + 3 * MIN))).toEqual({ retried: 1 });
      expect(await entriesOf(lao.id)).toEqual([]);
      serve(doc([{ category: 'lao', draw_date: '2025-03-05', result: { kind: 'lao', number: '4725' } }]));
      expect(await runResultSource(db(), json, new Date(at.getTime() + 7 * MIN))).toEqual({ applied: 1 });
      expect((await roundOf(lao.id)).result).toEqual(fromLao({ number: '4725' }));
    });

    it('leaves the government and Yeekee rounds to their own sources', async () => {
      const gov = await march1();
      serve(doc([]));
      expect(await runResultSource(db(), json, new Date(gov.expected.getTime() + MIN))).toEqual({});
      expect(await fetchOf(gov.id, 'json')).toBeUndefined();
    });
  });
});
