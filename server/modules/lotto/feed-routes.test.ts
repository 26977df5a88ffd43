import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedHeaders } from '../../payments/signing';
import { countRows, createTestApp, engineName, expectError, expectOk, signedPost, type TestContext } from '../../test';
import { closeNow, makeRound } from './test-support';

const DOC = (results: unknown[]) => JSON.stringify({ results });

/** The signed results webhook POST /api/lotto/feed. */
describe(`lotto results webhook (${engineName()})`, () => {
  let t: TestContext;
  let secret: string;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    secret = t.config.lotto.feedSecret as string;
  });
  afterAll(async () => t?.close());

  const db = () => t.handle.db;
  const push = (raw: string, key = secret, now?: Date) => signedPost(t, '/api/lotto/feed', raw, key, now);
  const roundOf = (id: number) =>
    db().selectFrom('lotto_round').select(['status', 'result', 'result_source']).where('id', '=', id).executeTakeFirstOrThrow();

  it('enters pushed results by category and draw date: applied, then same, then a different one held', async () => {
    const round = await makeRound(t, 'hanoi', { drawDate: '2025-04-02' });
    await closeNow(t, round);
    const first = DOC([{ category: 'hanoi', draw_date: '2025-04-02', result: { kind: 'hanoi', special: '12345', first: '67890' } }]);
    expect(expectOk(await push(first))).toEqual({
      items: [{ category: 'hanoi', draw_date: '2025-04-02', round_id: round, outcome: 'applied', message: null }],
    });
    expect(await roundOf(round)).toMatchObject({ status: 'resulted', result_source: 'feed:push', result: { top3: '345', bottom2: '90' } });
    // The same numbers again (even in another form: 3 top and 2 bottom directly) change nothing.
    const again = DOC([{ category: 'hanoi', draw_date: '2025-04-02', result: { kind: 'direct', top3: '345', bottom2: '90' } }]);
    expect(expectOk<{ items: { outcome: string }[] }>(await push(again)).items[0].outcome).toBe('same');
    const other = DOC([{ category: 'hanoi', draw_date: '2025-04-02', result: { kind: 'hanoi', special: '12346', first: '67890' } }]);
    expect(expectOk<{ items: { outcome: string }[] }>(await push(other)).items[0].outcome).toBe('held');
    expect((await roundOf(round)).result?.top3).toBe('345');
    const entries = await db()
      .selectFrom('lotto_result_entry')
      .select(['origin', 'status'])
      .where('round_id', '=', round)
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { origin: 'feed:push', status: 'applied' },
      { origin: 'feed:push', status: 'held' },
    ]);
  });

  it('answers each result on its own: no round, not closed yet, a form the category does not take', async () => {
    const open = await makeRound(t, 'lao', { drawDate: '2025-04-04' });
    const closed = await makeRound(t, 'baac', { drawDate: '2025-04-16' });
    await closeNow(t, closed);
    const data = expectOk<{ items: { outcome: string; message: string | null; round_id: number | null }[] }>(
      await push(
        DOC([
          { category: 'lao', draw_date: '2025-04-04', result: { kind: 'lao', number: '1234' } },
          { category: 'lao', draw_date: '2020-01-01', result: { kind: 'lao', number: '1234' } },
          { category: 'baac', draw_date: '2025-04-16', result: { kind: 'lao', number: '1234' } },
          { category: 'yeekee', draw_date: '2025-04-16', result: { kind: 'direct', top3: '123', bottom2: '45' } },
          { category: 'baac', draw_date: '2025-04-16', result: { kind: 'direct', top3: '123', bottom2: '45' } },
        ]),
      ),
    );
    expect(data.items.map((i) => [i.outcome, i.round_id])).toEqual([
      ['rejected', open],
      ['rejected', null],
      ['rejected', closed],
      ['rejected', null],
      ['applied', closed],
    ]);
    expect(data.items[0].message).toMatch(/[\u0E00-\u0E7F]/);
    expect(data.items[1].message).toContain('ไม่พบงวด');
    expect((await roundOf(open)).status).toBe('open');
  });

  it('refuses unsigned, badly signed, stale and unknown-secret pushes, and invalid documents, changing nothing', async () => {
    const round = await makeRound(t, 'lao', { drawDate: '2025-04-07' });
    await closeNow(t, round);
    const body = DOC([{ category: 'lao', draw_date: '2025-04-07', result: { kind: 'lao', number: '9876' } }]);
    const before = await countRows(t, 'lotto_result_entry');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/lotto/feed',
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    expectError(unsigned, 3120, 401);
    expectError(await push(body, 'another-secret'), 3120, 401);
    expectError(await push(body, secret, new Date(Date.now() - 3600_000)), 3121, 401);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/lotto/feed',
      payload: body.replace('9876', '9875'),
      headers: signedHeaders(secret, body),
    });
    expectError(tampered, 3120, 401);
    const invalid = await push(DOC([{ category: 'lao', draw_date: '2025-04-07', result: { kind: 'lao', number: '98' } }]));
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().data.fields['results.0.result.number']).toMatch(/[\u0E00-\u0E7F]/);
    expect(await countRows(t, 'lotto_result_entry')).toBe(before);
    expect((await roundOf(round)).status).toBe('closed');
  });

  it('is closed when no secret is set', async () => {
    const off = await createTestApp({ rateLimits: false, lotto: { ...t.config.lotto, feedSecret: undefined } });
    try {
      const body = DOC([{ category: 'lao', draw_date: '2025-04-07', result: { kind: 'lao', number: '9876' } }]);
      expectError(await signedPost(off, '/api/lotto/feed', body, secret), 3122, 403);
      expect(await countRows(off, 'lotto_result_entry')).toBe(0);
    } finally {
      await off.close();
    }
  });
});
