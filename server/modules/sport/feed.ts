import { lineToQ, oddsToMilli, SELECTIONS } from '@contract/sport';
import type { FeedMarket, SportFeedAnswer, SportFeedDocument } from '@contract/sport-feed';
import type { Db } from '../../db';
import { recordAudit, recordSystemAudit } from '../admin';
import { feedDigest, feedInvalid } from './feed-parse';
import { setFixtureResult } from './settle';
import './tables';

/**
 * Imports a feed document (docs/sport.md "Feed format") in one transaction: leagues, fixtures and
 * markets upserted by their feed ids, odds or line changes moving the market's odds_version, a
 * status or score change handed to the settlement's `setFixtureResult`. The body's sha-256 is
 * claimed first (sport_feed_import.digest): the same body again, even at the same moment on another
 * node, changes nothing. A reference to a league or fixture neither in the document nor stored is
 * a 422 before anything is written.
 */

export type FeedSource = { source: 'operator' | 'push' | 'sandbox' | 'test'; operatorId?: number | null };

type Doc = SportFeedDocument;
const marketKey = (fixtureId: number, m: { period: string; kind: string; line_q: number }) =>
  `${fixtureId}:${m.period}:${m.kind}:${m.line_q}`;

/** Odds in thousandths in SELECTIONS order (odds_3 only for 1x2). */
export function oddsColumns(m: Pick<FeedMarket, 'kind' | 'odds'>): { odds_1: number; odds_2: number; odds_3: number | null } {
  const sel = SELECTIONS[m.kind] as readonly string[];
  return {
    odds_1: oddsToMilli(m.odds[sel[0]]),
    odds_2: oddsToMilli(m.odds[sel[1]]),
    odds_3: sel[2] ? oddsToMilli(m.odds[sel[2]]) : null,
  };
}

/** Duplicates inside the document and references to nothing: every problem by path. */
async function checkReferences(trx: Db, doc: Doc): Promise<{ leagues: Map<string, number>; fixtures: Map<string, number> }> {
  const fields: Record<string, string> = {};
  const dup = (list: { feed_id: string }[], section: string) => {
    const seen = new Set<string>();
    list.forEach((x, i) => {
      if (seen.has(x.feed_id)) fields[`${section}.${i}.feed_id`] ??= `รหัส ${x.feed_id} ซ้ำในไฟล์`;
      seen.add(x.feed_id);
    });
  };
  dup(doc.leagues, 'leagues');
  dup(doc.fixtures, 'fixtures');

  const leagueIds = [...new Set([...doc.leagues.map((l) => l.feed_id), ...doc.fixtures.map((f) => f.league)])];
  const fixtureIds = [...new Set([...doc.fixtures.map((f) => f.feed_id), ...doc.markets.map((m) => m.fixture)])];
  const leagues = new Map<string, number>();
  const fixtures = new Map<string, number>();
  if (leagueIds.length) {
    const rows = await trx.selectFrom('sport_league').select(['id', 'feed_id']).where('feed_id', 'in', leagueIds).execute();
    for (const r of rows) leagues.set(r.feed_id, r.id);
  }
  if (fixtureIds.length) {
    const rows = await trx.selectFrom('sport_fixture').select(['id', 'feed_id']).where('feed_id', 'in', fixtureIds).execute();
    for (const r of rows) fixtures.set(r.feed_id, Number(r.id));
  }
  const docLeagues = new Set(doc.leagues.map((l) => l.feed_id));
  doc.fixtures.forEach((f, i) => {
    if (!docLeagues.has(f.league) && !leagues.has(f.league)) fields[`fixtures.${i}.league`] ??= `ไม่พบลีก ${f.league}`;
  });
  const docFixtures = new Set(doc.fixtures.map((f) => f.feed_id));
  const keys = new Set<string>();
  const mains = new Set<string>();
  doc.markets.forEach((m, i) => {
    if (!docFixtures.has(m.fixture) && !fixtures.has(m.fixture)) fields[`markets.${i}.fixture`] ??= `ไม่พบคู่ ${m.fixture}`;
    const key = `${m.fixture}:${m.period}:${m.kind}:${m.line}`;
    if (keys.has(key)) fields[`markets.${i}.line`] ??= 'ตลาดนี้ (คู่ ช่วงเวลา ประเภท เส้น) ซ้ำในไฟล์';
    keys.add(key);
    const group = `${m.fixture}:${m.period}:${m.kind}`;
    if (m.main && mains.has(group)) fields[`markets.${i}.main`] ??= 'เส้นหลักของคู่ ช่วงเวลา และประเภทเดียวกันมีได้เส้นเดียว';
    if (m.main) mains.add(group);
  });
  if (Object.keys(fields).length) feedInvalid(fields);
  return { leagues, fixtures };
}

const sameScore = (home: number | null, away: number | null, s: { home: number; away: number } | null) =>
  s === null ? home === null && away === null : home === s.home && away === s.away;

export async function importFeed(db: Db, raw: string | Buffer, doc: Doc, by: FeedSource, now: Date = new Date()): Promise<SportFeedAnswer> {
  const digest = feedDigest(raw);
  return db.transaction().execute(async (trx) => {
    // The claim first: a concurrent import of the same body waits here, then finds it taken.
    const claim = await trx
      .insertInto('sport_feed_import')
      .values({ source: by.source, digest, operator_id: by.operatorId ?? null, created_at: now })
      .onConflict((oc) => oc.column('digest').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!claim) return { import_id: null, duplicate: true, leagues: 0, fixtures: 0, markets: 0, results: 0 };
    const refs = await checkReferences(trx, doc);
    const counts = { leagues: 0, fixtures: 0, markets: 0, results: 0 };

    for (const l of doc.leagues) {
      const values = { name_th: l.name_th, name_en: l.name_en, country: l.country, ...(l.sort === undefined ? {} : { sort: l.sort }) };
      const row = await trx
        .insertInto('sport_league')
        .values({ feed_id: l.feed_id, ...values })
        .onConflict((oc) =>
          oc
            .column('feed_id')
            .doUpdateSet(values)
            .where((eb) =>
              eb.or([
                eb('sport_league.name_th', '<>', l.name_th),
                eb('sport_league.name_en', '<>', l.name_en),
                eb('sport_league.country', '<>', l.country),
                ...(l.sort === undefined ? [] : [eb('sport_league.sort', '<>', l.sort)]),
              ]),
            ),
        )
        .returning('id')
        .executeTakeFirst();
      if (row) {
        counts.leagues++;
        refs.leagues.set(l.feed_id, row.id);
      }
    }

    const stored = new Map(
      doc.fixtures.length
        ? (
            await trx
              .selectFrom('sport_fixture')
              .selectAll()
              .where(
                'feed_id',
                'in',
                doc.fixtures.map((f) => f.feed_id),
              )
              .execute()
          ).map((f) => [f.feed_id, f])
        : [],
    );
    for (const f of doc.fixtures) {
      const leagueId = refs.leagues.get(f.league) as number;
      const kickoff = new Date(f.kickoff_at);
      const old = stored.get(f.feed_id);
      let id: number;
      const names = {
        league_id: leagueId,
        home_th: f.home.th,
        home_en: f.home.en,
        away_th: f.away.th,
        away_en: f.away.en,
        kickoff_at: kickoff,
      };
      if (!old) {
        const row = await trx
          .insertInto('sport_fixture')
          .values({ feed_id: f.feed_id, ...names, updated_at: now, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = Number(row.id);
        counts.fixtures++;
      } else {
        id = Number(old.id);
        const changed =
          old.league_id !== leagueId ||
          old.home_th !== f.home.th ||
          old.home_en !== f.home.en ||
          old.away_th !== f.away.th ||
          old.away_en !== f.away.en ||
          new Date(old.kickoff_at).getTime() !== kickoff.getTime();
        if (changed) {
          await trx
            .updateTable('sport_fixture')
            .set({ ...names, updated_at: now })
            .where('id', '=', id)
            .execute();
          counts.fixtures++;
        }
      }
      refs.fixtures.set(f.feed_id, id);
      // Absent scores keep what is stored; the state is handed on only when it differs.
      const ht = f.ht === undefined ? (old && old.ht_home !== null ? { home: old.ht_home, away: old.ht_away as number } : null) : f.ht;
      const ft = f.ft === undefined ? (old && old.ft_home !== null ? { home: old.ft_home, away: old.ft_away as number } : null) : f.ft;
      const status = old?.status ?? 'scheduled';
      const same =
        status === f.status &&
        sameScore(old?.ht_home ?? null, old?.ht_away ?? null, ht) &&
        sameScore(old?.ft_home ?? null, old?.ft_away ?? null, ft);
      if (!same) {
        await setFixtureResult(trx, id, { ht, ft, status: f.status }, now);
        counts.results++;
      }
    }

    counts.markets = await upsertMarkets(trx, doc.markets, refs.fixtures, now);

    const detail = { import_id: Number(claim.id), digest, ...counts };
    if (by.operatorId) await recordAudit(trx, by.operatorId, 'sport.feed.import', `sport_feed_import:${claim.id}`, detail);
    else await recordSystemAudit(trx, `sport:${by.source}`, 'sport.feed.import', `sport_feed_import:${claim.id}`, detail);
    await trx
      .updateTable('sport_feed_import')
      .set({ fixtures: counts.fixtures, markets: counts.markets, results: counts.results })
      .where('id', '=', claim.id)
      .execute();
    return { import_id: Number(claim.id), duplicate: false, ...counts };
  });
}

/** Markets by (fixture, period, kind, line): new ones inserted, changed ones updated; a main line demotes its siblings. */
async function upsertMarkets(trx: Db, markets: FeedMarket[], fixtures: Map<string, number>, now: Date): Promise<number> {
  if (!markets.length) return 0;
  const fixtureIds = [...new Set(markets.map((m) => fixtures.get(m.fixture) as number))];
  const rows = await trx.selectFrom('sport_market').selectAll().where('fixture_id', 'in', fixtureIds).execute();
  const stored = new Map(rows.map((r) => [marketKey(Number(r.fixture_id), r), r]));
  let changed = 0;
  for (const m of markets) {
    const fixtureId = fixtures.get(m.fixture) as number;
    const line_q = lineToQ(m.line);
    const odds = oddsColumns(m);
    const old = stored.get(marketKey(fixtureId, { period: m.period, kind: m.kind, line_q }));
    if (!old) {
      await trx
        .insertInto('sport_market')
        .values({ fixture_id: fixtureId, period: m.period, kind: m.kind, line_q, main: m.main, status: m.status, ...odds, updated_at: now })
        .execute();
      changed++;
    } else {
      const oddsMoved = old.odds_1 !== odds.odds_1 || old.odds_2 !== odds.odds_2 || (old.odds_3 ?? null) !== odds.odds_3;
      if (!oddsMoved && old.main === m.main && old.status === m.status) continue;
      await trx
        .updateTable('sport_market')
        .set((eb) => ({
          main: m.main,
          status: m.status,
          ...odds,
          odds_version: oddsMoved ? eb('odds_version', '+', 1) : eb.ref('odds_version'),
          updated_at: now,
        }))
        .where('id', '=', old.id)
        .execute();
      changed++;
    }
    if (m.main)
      await trx
        .updateTable('sport_market')
        .set({ main: false, updated_at: now })
        .where('fixture_id', '=', fixtureId)
        .where('period', '=', m.period)
        .where('kind', '=', m.kind)
        .where('line_q', '<>', line_q)
        .where('main', '=', true)
        .execute();
  }
  return changed;
}
