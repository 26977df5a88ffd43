import type { FixtureStatus } from '@contract/sport';
import type { SportFeedInput } from '@contract/sport-feed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedHeaders } from '../../payments/signing';
import {
  countRows,
  createTestApp,
  engineName,
  expectError,
  expectInvalid,
  expectOk,
  makeOperator,
  post,
  signedPost,
  type TestContext,
} from '../../test';

/** The feed: the signed push POST /api/sport/feed and the operators' upload POST /api/admin/sport/feed, one importer. */
describe(`sport feed (${engineName()})`, () => {
  let t: TestContext;
  let secret: string;
  let finance: string;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    secret = t.config.sport.feedSecret as string;
    finance = (await makeOperator(t, 'finance')).token;
  });
  afterAll(async () => t?.close());

  const db = () => t.handle.db;
  const push = (doc: unknown, key = secret, now?: Date) => signedPost(t, '/api/sport/feed', JSON.stringify(doc), key, now);
  const upload = (doc: unknown, token = finance) => post(t, '/api/admin/sport/feed', { text: JSON.stringify(doc) }, token);

  /** A document with one league, one fixture and its 1x2 and handicap markets, ids unique per call. */
  function sample(
    over: {
      status?: string;
      ht?: { home: number; away: number };
      ft?: { home: number; away: number };
      hdp?: [number, number];
      line?: number;
    } = {},
  ) {
    n++;
    const tag = `${process.pid}-${n}`;
    const doc = {
      leagues: [{ feed_id: `L-${tag}`, name_th: 'พรีเมียร์ลีก อังกฤษ', name_en: 'English Premier League', country: 'England' }],
      fixtures: [
        {
          feed_id: `F-${tag}`,
          league: `L-${tag}`,
          home: { th: 'อาร์เซนอล', en: 'Arsenal' },
          away: { th: 'เชลซี', en: 'Chelsea' },
          kickoff_at: new Date(Date.now() + 3_600_000).toISOString(),
          status: (over.status ?? 'scheduled') as FixtureStatus,
          ...(over.ht === undefined ? {} : { ht: over.ht }),
          ...(over.ft === undefined ? {} : { ft: over.ft }),
        },
      ],
      markets: [
        { fixture: `F-${tag}`, period: 'ft', kind: '1x2', odds: { home: 2.1, draw: 3.3, away: 3.4 } },
        {
          fixture: `F-${tag}`,
          period: 'ft',
          kind: 'hdp',
          line: over.line ?? -0.5,
          odds: { home: over.hdp?.[0] ?? 1.95, away: over.hdp?.[1] ?? 1.95 },
        },
      ],
    } satisfies SportFeedInput;
    return { doc, fixture: `F-${tag}`, league: `L-${tag}` };
  }
  const fixtureOf = (feedId: string) =>
    db().selectFrom('sport_fixture').selectAll().where('feed_id', '=', feedId).executeTakeFirstOrThrow();
  const marketsOf = async (feedId: string) =>
    db()
      .selectFrom('sport_market')
      .selectAll()
      .where('fixture_id', '=', (await fixtureOf(feedId)).id)
      .orderBy('id')
      .execute();

  it('upserts leagues, fixtures and markets by feed id from a signed push, odds and lines stored as thousandths and quarters', async () => {
    const { doc, fixture } = sample();
    const answer = expectOk(await push(doc));
    expect(answer).toMatchObject({ duplicate: false, leagues: 1, fixtures: 1, markets: 2, results: 0 });
    const f = await fixtureOf(fixture);
    expect(f).toMatchObject({ home_th: 'อาร์เซนอล', away_en: 'Chelsea', status: 'scheduled', result_version: 0 });
    const markets = await marketsOf(fixture);
    expect(markets.map((m) => [m.kind, m.line_q, m.odds_1, m.odds_2, m.odds_3, m.odds_version, m.main, m.status])).toEqual([
      ['1x2', 0, 2100, 3300, 3400, 1, true, 'open'],
      ['hdp', -2, 1950, 1950, null, 1, true, 'open'],
    ]);
    const imp = await db().selectFrom('sport_feed_import').selectAll().where('id', '=', answer.import_id).executeTakeFirstOrThrow();
    expect(imp).toMatchObject({ source: 'push', fixtures: 1, markets: 2, operator_id: null });
  });

  it('the same body twice changes nothing the second time; new odds move odds_version, a team name does not', async () => {
    const { doc, fixture } = sample();
    expectOk(await push(doc));
    const imports = await countRows(t, 'sport_feed_import');
    expect(expectOk(await push(doc))).toEqual({ import_id: null, duplicate: true, leagues: 0, fixtures: 0, markets: 0, results: 0 });
    expect(await countRows(t, 'sport_feed_import')).toBe(imports);
    // Only the handicap's odds move: its version does, the 1x2's does not.
    const moved = structuredClone(doc);
    moved.markets[1].odds = { home: 1.9, away: 2.0 };
    expect(expectOk(await push(moved))).toMatchObject({ duplicate: false, fixtures: 0, markets: 1, results: 0 });
    let markets = await marketsOf(fixture);
    expect(markets.map((m) => [m.kind, m.odds_1, m.odds_2, m.odds_version])).toEqual([
      ['1x2', 2100, 3300, 1],
      ['hdp', 1900, 2000, 2],
    ]);
    // A renamed team is a fixture change, no odds version.
    const renamed = structuredClone(moved);
    renamed.fixtures[0].home.th = 'อาร์เซน่อล';
    expect(expectOk(await push(renamed))).toMatchObject({ fixtures: 1, markets: 0 });
    expect((await fixtureOf(fixture)).home_th).toBe('อาร์เซน่อล');
    markets = await marketsOf(fixture);
    expect(markets.map((m) => m.odds_version)).toEqual([1, 2]);
  });

  it('a new main line demotes the old one of the same fixture, period and kind', async () => {
    const { doc, fixture } = sample();
    expectOk(await push(doc));
    const next = structuredClone(doc);
    next.markets = [{ fixture, period: 'ft', kind: 'hdp', line: -0.75, odds: { home: 2.05, away: 1.85 } }];
    expectOk(await push(next));
    const hdp = (await marketsOf(fixture)).filter((m) => m.kind === 'hdp');
    expect(hdp.map((m) => [m.line_q, m.main])).toEqual([
      [-2, false],
      [-3, true],
    ]);
  });

  it('a status or score change goes to setFixtureResult: result_version moves on a final state and on a correction', async () => {
    const { doc, fixture } = sample();
    expectOk(await push(doc));
    const live = structuredClone(doc) as SportFeedInput & { fixtures: Record<string, unknown>[] };
    live.fixtures[0].status = 'live';
    expect(expectOk(await push(live))).toMatchObject({ results: 1 });
    expect(await fixtureOf(fixture)).toMatchObject({ status: 'live', result_version: 0 });
    const done = structuredClone(live);
    done.fixtures[0] = { ...done.fixtures[0], status: 'finished', ht: { home: 1, away: 0 }, ft: { home: 2, away: 1 } };
    expect(expectOk(await push(done))).toMatchObject({ results: 1 });
    expect(await fixtureOf(fixture)).toMatchObject({
      status: 'finished',
      ht_home: 1,
      ht_away: 0,
      ft_home: 2,
      ft_away: 1,
      result_version: 1,
    });
    // The fixture sent again without scores keeps them (absent = as stored): nothing to settle.
    const again = structuredClone(done);
    again.fixtures[0] = { ...again.fixtures[0], ht: undefined, ft: { home: 2, away: 1 } };
    expect(expectOk(await push(again))).toMatchObject({ results: 0 });
    const corrected = structuredClone(done);
    corrected.fixtures[0] = { ...corrected.fixtures[0], ft: { home: 2, away: 2 } };
    expect(expectOk(await push(corrected))).toMatchObject({ results: 1 });
    expect(await fixtureOf(fixture)).toMatchObject({ ft_home: 2, ft_away: 2, result_version: 2 });
  });

  it('refuses unsigned, forged, stale and wrongly keyed pushes before reading them, changing nothing', async () => {
    const { doc } = sample();
    const raw = JSON.stringify(doc);
    const before = await countRows(t, 'sport_feed_import');
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/sport/feed', payload: raw, headers: { 'content-type': 'application/json' } }),
      3120,
      401,
    );
    expectError(await push(doc, 'not-the-secret'), 3120, 401);
    expectError(await push(doc, secret, new Date(Date.now() - 10 * 60_000)), 3121, 401);
    // Signed, then the body changed on the way.
    const signed = signedHeaders(secret, raw);
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/sport/feed', payload: raw.replace('2.1', '2.2'), headers: signed }),
      3120,
      401,
    );
    expect(await countRows(t, 'sport_feed_import')).toBe(before);
    expect(
      await db().selectFrom('sport_fixture').select('id').where('feed_id', '=', doc.fixtures[0].feed_id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('answers a bad document 422 in Thai with where the problem is, and writes nothing of it', async () => {
    const before = await Promise.all([
      countRows(t, 'sport_league'),
      countRows(t, 'sport_fixture'),
      countRows(t, 'sport_market'),
      countRows(t, 'sport_feed_import'),
    ]);
    const { doc } = sample();
    const wrongSelections = structuredClone(doc) as { markets: { odds: Record<string, number> }[] };
    wrongSelections.markets[1].odds = { over: 1.9, under: 1.9 };
    expectInvalid(await push(wrongSelections), 'markets.1.odds', /home, away/);
    const quarter = sample({ line: -0.3 }).doc;
    expectInvalid(await push(quarter), 'markets.1.line', /0.25/);
    const noLeague = sample().doc as { leagues: unknown[] };
    noLeague.leagues = [];
    const res = await push(noLeague);
    expectInvalid(res, 'fixtures.0.league', /ไม่พบลีก/);
    expect(res.json().message).toContain('คู่ที่ 1');
    const finishedNoScore = sample({ status: 'finished' }).doc;
    expectInvalid(await push(finishedNoScore), 'fixtures.0.ft');
    const badHalf = sample({ status: 'finished', ht: { home: 3, away: 0 }, ft: { home: 2, away: 0 } }).doc;
    expectInvalid(await push(badHalf), 'fixtures.0.ht');
    const notJson = await post(t, '/api/admin/sport/feed', { text: '{ not json' }, finance);
    expectInvalid(notJson, '_', /JSON/);
    const after = await Promise.all([
      countRows(t, 'sport_league'),
      countRows(t, 'sport_fixture'),
      countRows(t, 'sport_market'),
      countRows(t, 'sport_feed_import'),
    ]);
    expect(after).toEqual(before);
  });

  it('operators upload the same format: finance may (audited, once per text), support may not', async () => {
    const { doc, fixture } = sample();
    const support = (await makeOperator(t, 'support')).token;
    expectError(await upload(doc, support), 6, 403);
    const first = expectOk(await upload(doc));
    expect(first).toMatchObject({ duplicate: false, fixtures: 1, markets: 2 });
    expect(expectOk(await upload(doc))).toMatchObject({ duplicate: true });
    expect((await fixtureOf(fixture)).status).toBe('scheduled');
    const audit = await db()
      .selectFrom('operator_audit')
      .select(['action', 'target'])
      .where('target', '=', `sport_feed_import:${first.import_id}`)
      .execute();
    expect(audit).toEqual([{ action: 'sport.feed.import', target: `sport_feed_import:${first.import_id}` }]);
  });
});
