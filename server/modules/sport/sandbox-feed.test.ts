import { bangkokToday } from '@contract/thai-calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, engineName, expectOk, post, type TestContext } from '../../test';
import { runSandboxFeed } from './sandbox-feed';
import { expectedGoals, priceFixture, walkOdds } from './sandbox-prices';
import { seedDemoSport } from './seed';

const overround = (odds: number[]) => odds.reduce((s, o) => s + 1 / o, 0);

describe('sandbox prices', () => {
  it('prices every market with a sane margin and lines in quarter steps', () => {
    const xg = expectedGoals(1.5, 0.9);
    const markets = priceFixture(xg.home, xg.away);
    expect(markets.map((m) => `${m.period}:${m.kind}`)).toEqual(['ft:hdp', 'ft:ou', 'ft:1x2', 'ft:oe', '1h:hdp', '1h:ou']);
    for (const m of markets) {
      expect(Number.isInteger(m.line * 4)).toBe(true);
      const o = overround(Object.values(m.odds));
      expect(o).toBeGreaterThan(1.02);
      expect(o).toBeLessThan(1.1);
    }
    // The stronger home side gives goals.
    expect(markets[0].line).toBeLessThan(0);
    expect(markets[2].odds.home).toBeLessThan(markets[2].odds.away);
  });

  it('walks odds a little and keeps the margin', () => {
    let odds = [2.1, 3.3, 3.4];
    for (let i = 0; i < 200; i++) {
      const next = walkOdds(odds);
      for (const [j, o] of next.entries()) expect(Math.abs(1 / o - 1 / odds[j])).toBeLessThan(0.06);
      odds = next;
      expect(overround(odds)).toBeGreaterThan(1.03);
      expect(overround(odds)).toBeLessThan(1.09);
    }
  });
});

describe(`sandbox feed (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false, jobs: { enabled: false, tickMs: 5000, testClock: true } });
  });
  afterAll(async () => t?.close());
  const db = () => t.handle.db;
  const sandboxFixtures = () =>
    db().selectFrom('sport_fixture').selectAll().where('feed_id', 'like', 'sbx-%').orderBy('kickoff_at').execute();

  it('is on outside production only and refused there', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).sport.sandboxEnabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SPORT_SANDBOX: '0' }).sport.sandboxEnabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).sport.sandboxEnabled).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', SPORT_SANDBOX: '1' })).toThrow(/SPORT_SANDBOX/);
  });

  it('seeds fixtures for today, tomorrow and later with priced markets, and yesterday’s results, once', async () => {
    const now = new Date('2026-05-02T05:00:00Z'); // 12:00 in Bangkok
    await seedDemoSport(db(), now);
    const fixtures = await sandboxFixtures();
    const days = new Map<string, number>();
    for (const f of fixtures.filter((f) => f.status === 'scheduled')) {
      const d = bangkokToday(new Date(f.kickoff_at));
      days.set(d, (days.get(d) ?? 0) + 1);
      expect(new Date(f.kickoff_at).getTime()).toBeGreaterThan(now.getTime());
    }
    expect([...days.entries()]).toEqual([
      ['2026-05-02', 6],
      ['2026-05-03', 6],
      ['2026-05-04', 5],
      ['2026-05-05', 4],
    ]);
    const finished = fixtures.filter((f) => f.status === 'finished');
    expect(finished).toHaveLength(4);
    for (const f of finished) expect(f.ft_home).toBeGreaterThanOrEqual(f.ht_home as number);
    const leagues = await db().selectFrom('sport_league').select('name_th').where('feed_id', 'like', 'sbx-%').execute();
    expect(leagues.map((l) => l.name_th)).toEqual(expect.arrayContaining(['พรีเมียร์ลีก อังกฤษ', 'ลาลีกา สเปน', 'กัลโช่ เซเรีย อา', 'ไทยลีก']));
    const markets = await db()
      .selectFrom('sport_market')
      .select(['fixture_id'])
      .where('fixture_id', '=', fixtures[fixtures.length - 1].id)
      .execute();
    expect(markets).toHaveLength(6);
    const count = fixtures.length;
    await seedDemoSport(db(), now);
    expect((await sandboxFixtures()).length).toBe(count);
  });

  it('moves odds, kicks off (markets closed), gives half time then full time, and tops up', async () => {
    const start = new Date('2026-05-02T05:00:00Z');
    const first = (await sandboxFixtures()).find((f) => f.status === 'scheduled') as { id: number | string; kickoff_at: Date };
    const kick = new Date(first.kickoff_at).getTime();
    const versions = async () =>
      (await db().selectFrom('sport_market').select(['odds_version']).execute()).reduce((s, m) => s + m.odds_version, 0);
    const before = await versions();
    await runSandboxFeed(db(), new Date(start.getTime() + 60_000));
    expect(await versions()).toBeGreaterThan(before);

    await runSandboxFeed(db(), new Date(kick + 60_000));
    const live = await db().selectFrom('sport_fixture').selectAll().where('id', '=', Number(first.id)).executeTakeFirstOrThrow();
    expect(live).toMatchObject({ status: 'live', ht_home: null, ft_home: null });
    const statuses = await db().selectFrom('sport_market').select('status').where('fixture_id', '=', Number(first.id)).execute();
    expect(statuses.every((m) => m.status === 'closed')).toBe(true);

    await runSandboxFeed(db(), new Date(kick + 55 * 60_000));
    const half = await db().selectFrom('sport_fixture').selectAll().where('id', '=', Number(first.id)).executeTakeFirstOrThrow();
    expect(half.status).toBe('live');
    expect(half.ht_home).not.toBeNull();
    expect(half.ft_home).toBeNull();

    await runSandboxFeed(db(), new Date(kick + 2 * 3600_000));
    const done = await db().selectFrom('sport_fixture').selectAll().where('id', '=', Number(first.id)).executeTakeFirstOrThrow();
    expect(done.status).toBe('finished');
    expect(done.ht_home).toBe(half.ht_home);
    expect(done.ft_home as number).toBeGreaterThanOrEqual(half.ht_home as number);
    expect(done.result_version).toBe(1);

    // Two days later the days ahead are filled again.
    const later = new Date(start.getTime() + 2 * 86_400_000);
    await runSandboxFeed(db(), later);
    const ahead = (await sandboxFixtures()).filter((f) => f.status === 'scheduled' && new Date(f.kickoff_at) > later);
    const days = new Set(ahead.map((f) => bangkokToday(new Date(f.kickoff_at))));
    expect(days).toEqual(new Set(['2026-05-04', '2026-05-05', '2026-05-06', '2026-05-07']));
  });

  it('POST /api/test/sport/finish finishes fixtures with given scores through the import', async () => {
    const f = (await sandboxFixtures()).find((x) => x.status === 'scheduled') as { id: number | string; feed_id: string };
    const data = expectOk(
      await post(t, '/api/test/sport/finish', { fixtures: [{ id: Number(f.id), ht: { home: 0, away: 1 }, ft: { home: 2, away: 1 } }] }),
    );
    expect(data).toMatchObject({ duplicate: false, results: 1 });
    const row = await db().selectFrom('sport_fixture').selectAll().where('id', '=', Number(f.id)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'finished', ht_home: 0, ht_away: 1, ft_home: 2, ft_away: 1, result_version: 1 });
    const imp = await db().selectFrom('sport_feed_import').select('source').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(imp.source).toBe('test');
  });
});
