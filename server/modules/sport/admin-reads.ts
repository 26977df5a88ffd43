import type {
  AdminSportBetsPage,
  AdminSportExposureData,
  AdminSportFixture,
  AdminSportFixturePage,
  AdminSportImportsData,
  AdminSportLeaguesData,
  AdminSportMarket,
  AdminSportMembersPage,
} from '@contract/admin-sport';
import { satangToBaht } from '@contract/money';
import { type FixtureState, type FixtureStatus, type MarketKind, SELECTIONS } from '@contract/sport';
import { bangkokDayEnd, bangkokDayStart } from '@contract/thai-calendar';
import { sql } from 'kysely';
import type { Db } from '../../db';
import './tables';

/** The operators' sportsbook reads (docs/sport.md "Back office"). Money baht, odds decimal, lines goals. */

const iso = (d: Date | string) => new Date(d).toISOString();
const score = (h: number | null, a: number | null) => (h === null || a === null ? null : { home: h, away: a });

type MarketRow = {
  id: number | string;
  fixture_id: number | string;
  period: AdminSportMarket['period'];
  kind: MarketKind;
  line_q: number;
  main: boolean;
  status: AdminSportMarket['status'];
  odds_1: number;
  odds_2: number;
  odds_3: number | null;
  odds_version: number;
  updated_at: Date;
};

export function marketView(m: MarketRow): AdminSportMarket {
  const sel = SELECTIONS[m.kind] as readonly string[];
  const cols = [m.odds_1, m.odds_2, m.odds_3];
  return {
    id: Number(m.id),
    period: m.period,
    kind: m.kind,
    line: m.line_q / 4,
    main: m.main,
    status: m.status,
    odds: Object.fromEntries(sel.map((s, i) => [s, (cols[i] as number) / 1000])),
    odds_version: m.odds_version,
    updated_at: iso(m.updated_at),
  };
}

const KIND_ORDER: Record<string, number> = { hdp: 0, ou: 1, '1x2': 2, oe: 3 };

export async function adminFixtures(
  db: Db,
  q: { page: number; page_size: number; day?: string; league_id?: number; status?: FixtureStatus; state?: FixtureState; q?: string },
): Promise<AdminSportFixturePage> {
  let base = db.selectFrom('sport_fixture as f').innerJoin('sport_league as l', 'l.id', 'f.league_id');
  // The back office's tabs (contract/sport-names.ts `fixtureStateOf`).
  if (q.state === 'off') base = base.where((eb) => eb.or([eb('f.voided', '=', true), eb('f.status', 'in', ['postponed', 'cancelled'])]));
  else if (q.state) base = base.where('f.voided', '=', false).where('f.status', '=', q.state === 'upcoming' ? 'scheduled' : q.state);
  if (q.day) base = base.where('f.kickoff_at', '>=', bangkokDayStart(q.day)).where('f.kickoff_at', '<', bangkokDayEnd(q.day));
  if (q.league_id) base = base.where('f.league_id', '=', q.league_id);
  if (q.status) base = base.where('f.status', '=', q.status);
  if (q.q) {
    const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) =>
      eb.or([
        eb('f.home_th', 'ilike', like),
        eb('f.home_en', 'ilike', like),
        eb('f.away_th', 'ilike', like),
        eb('f.away_en', 'ilike', like),
      ]),
    );
  }
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const latestFirst = q.state === 'finished' || q.state === 'off';
  const rows = await base
    .select([
      'f.id',
      'f.feed_id',
      'f.league_id',
      'l.name_th as league_th',
      'l.name_en as league_en',
      'f.home_th',
      'f.home_en',
      'f.away_th',
      'f.away_en',
      'f.kickoff_at',
      'f.status',
      'f.suspended',
      'f.voided',
      'f.void_reason',
      'f.ht_home',
      'f.ht_away',
      'f.ft_home',
      'f.ft_away',
      'f.result_version',
      'f.settled_version',
    ])
    // What is over reads latest first; what is to come, soonest first.
    .orderBy('f.kickoff_at', latestFirst ? 'desc' : 'asc')
    .orderBy('f.id', latestFirst ? 'desc' : 'asc')
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size)
    .execute();
  const ids = rows.map((r) => Number(r.id));
  const markets = ids.length ? await db.selectFrom('sport_market').selectAll().where('fixture_id', 'in', ids).execute() : [];
  const open = ids.length
    ? await db
        .selectFrom('sport_bet_leg as g')
        .innerJoin('sport_bet as b', 'b.id', 'g.bet_id')
        .select(['g.fixture_id', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>('b.stake').as('stake')])
        .where('g.fixture_id', 'in', ids)
        .where('b.status', '=', 'open')
        .groupBy('g.fixture_id')
        .execute()
    : [];
  const openOf = new Map(open.map((o) => [Number(o.fixture_id), o]));
  const items: AdminSportFixture[] = rows.map((r) => {
    const id = Number(r.id);
    const o = openOf.get(id);
    return {
      id,
      feed_id: r.feed_id,
      league: { id: r.league_id, name_th: r.league_th, name_en: r.league_en },
      home: { th: r.home_th, en: r.home_en },
      away: { th: r.away_th, en: r.away_en },
      kickoff_at: iso(r.kickoff_at),
      status: r.status,
      suspended: r.suspended,
      voided: r.voided,
      void_reason: r.void_reason,
      ht: score(r.ht_home, r.ht_away),
      ft: score(r.ft_home, r.ft_away),
      result_version: r.result_version,
      settled_version: r.settled_version,
      open_bets: Number(o?.n ?? 0),
      open_stake: satangToBaht(o?.stake ?? 0),
      markets: markets
        .filter((m) => Number(m.fixture_id) === id)
        .sort((a, b) =>
          a.period !== b.period
            ? a.period === 'ft'
              ? -1
              : 1
            : a.kind !== b.kind
              ? KIND_ORDER[a.kind] - KIND_ORDER[b.kind]
              : Number(b.main) - Number(a.main) || a.line_q - b.line_q,
        )
        .map(marketView),
    };
  });
  return { items, page: q.page, page_size: q.page_size, total };
}

export async function adminLeagues(db: Db): Promise<AdminSportLeaguesData> {
  const rows = await db
    .selectFrom('sport_league')
    .select(['id', 'feed_id', 'name_th', 'name_en', 'country'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return { leagues: rows };
}

export async function adminImports(db: Db): Promise<AdminSportImportsData> {
  const rows = await db
    .selectFrom('sport_feed_import as i')
    .leftJoin('operator_public as o', 'o.id', 'i.operator_id')
    .select(['i.id', 'i.source', 'i.fixtures', 'i.markets', 'i.results', 'i.created_at', 'o.username'])
    .orderBy('i.id', 'desc')
    .limit(50)
    .execute();
  return {
    imports: rows.map((r) => ({
      id: Number(r.id),
      source: r.source,
      fixtures: r.fixtures,
      markets: r.markets,
      results: r.results,
      operator: r.username ?? null,
      created_at: iso(r.created_at),
    })),
  };
}

/**
 * Open exposure: every open bet's legs grouped by market and selection. A parlay's whole stake and
 * potential payout count on each of its legs (what is at stake there if every other leg wins).
 */
export async function sportExposure(db: Db, q: { fixture_id?: number; day?: string }): Promise<AdminSportExposureData> {
  let legs = db
    .selectFrom('sport_bet_leg as g')
    .innerJoin('sport_bet as b', 'b.id', 'g.bet_id')
    .innerJoin('sport_market as m', 'm.id', 'g.market_id')
    .innerJoin('sport_fixture as f', 'f.id', 'g.fixture_id')
    .innerJoin('sport_league as l', 'l.id', 'f.league_id')
    .where('b.status', '=', 'open');
  if (q.fixture_id) legs = legs.where('g.fixture_id', '=', q.fixture_id);
  if (q.day) legs = legs.where('f.kickoff_at', '>=', bangkokDayStart(q.day)).where('f.kickoff_at', '<', bangkokDayEnd(q.day));
  const rows = await legs
    .select([
      'g.market_id',
      'g.selection',
      'g.fixture_id',
      'f.home_th',
      'f.away_th',
      'f.kickoff_at',
      'l.name_th as league',
      'm.period',
      'm.kind',
      'm.line_q',
      'm.status',
      (eb) => eb.fn.countAll<number>().as('bets'),
      (eb) => eb.fn.sum<number>(eb.case().when('b.type', '=', 'single').then(1).else(0).end()).as('singles'),
      (eb) => eb.fn.sum<number>('b.stake').as('stake'),
      (eb) => eb.fn.sum<number>('b.potential_payout').as('payout'),
    ])
    .groupBy([
      'g.market_id',
      'g.selection',
      'g.fixture_id',
      'f.home_th',
      'f.away_th',
      'f.kickoff_at',
      'l.name_th',
      'm.period',
      'm.kind',
      'm.line_q',
      'm.status',
    ])
    .execute();
  const byMarket = new Map<number, AdminSportExposureData['markets'][number]>();
  for (const r of rows) {
    const id = Number(r.market_id);
    let m = byMarket.get(id);
    if (!m) {
      m = {
        market_id: id,
        fixture_id: Number(r.fixture_id),
        fixture: `${r.home_th} - ${r.away_th}`,
        league: r.league,
        kickoff_at: iso(r.kickoff_at),
        period: r.period,
        kind: r.kind,
        line: r.line_q / 4,
        status: r.status,
        stake: 0,
        worst_case: 0,
        selections: [],
      };
      byMarket.set(id, m);
    }
    m.selections.push({
      selection: r.selection,
      bets: Number(r.bets),
      singles: Number(r.singles),
      stake: satangToBaht(r.stake),
      potential_payout: satangToBaht(r.payout),
    });
  }
  const markets = [...byMarket.values()];
  for (const m of markets) {
    const order = SELECTIONS[m.kind] as readonly string[];
    m.selections.sort((a, b) => order.indexOf(a.selection) - order.indexOf(b.selection));
    // In satang so the sums stay exact.
    const stake = m.selections.reduce((s, x) => s + Math.round(x.stake * 100), 0);
    const worst = Math.max(...m.selections.map((x) => Math.round(x.potential_payout * 100)));
    m.stake = stake / 100;
    m.worst_case = (worst - stake) / 100;
  }
  markets.sort((a, b) => b.worst_case - a.worst_case || a.market_id - b.market_id);
  return { markets };
}

const memberName = (first: string, last: string) => `${first} ${last}`.trim();

export async function fixtureBets(
  db: Db,
  fixtureId: number,
  q: { page: number; page_size: number; status?: 'open' | 'settled' },
): Promise<AdminSportBetsPage> {
  let base = db
    .selectFrom('sport_bet_leg as g')
    .innerJoin('sport_bet as b', 'b.id', 'g.bet_id')
    .innerJoin('member_public as p', 'p.id', 'b.member_id')
    .where('g.fixture_id', '=', fixtureId);
  if (q.status) base = base.where('b.status', '=', q.status);
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await base
    .select([
      'b.id',
      'b.member_id',
      'p.phone',
      'p.first_name',
      'p.last_name',
      'b.type',
      'b.stake',
      'b.odds',
      'b.potential_payout',
      'b.status',
      'b.result',
      'b.payout',
      'b.placed_at',
      'g.period',
      'g.kind',
      'g.line_q',
      'g.selection',
      'g.odds as leg_odds',
      'g.outcome',
      (eb) =>
        eb
          .selectFrom('sport_bet_leg as c')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('c.bet_id', '=', 'b.id')
          .as('legs'),
    ])
    .orderBy('b.id', 'desc')
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size)
    .execute();
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      member: { id: Number(r.member_id), phone: r.phone, name: memberName(r.first_name, r.last_name) },
      type: r.type,
      legs: Number(r.legs),
      stake: satangToBaht(r.stake),
      odds: Number(r.odds) / 1000,
      potential_payout: satangToBaht(r.potential_payout),
      status: r.status,
      result: r.result,
      payout: satangToBaht(r.payout),
      placed_at: iso(r.placed_at),
      leg: { period: r.period, kind: r.kind, line: r.line_q / 4, selection: r.selection, odds: r.leg_odds / 1000, outcome: r.outcome },
    })),
    page: q.page,
    page_size: q.page_size,
    total,
  };
}

/** Per member, bets placed on the Bangkok days from..to: counts, staked, open, paid, net (paid less settled stakes). */
export async function membersResults(
  db: Db,
  q: { page: number; page_size: number; from: string; to: string },
): Promise<AdminSportMembersPage> {
  const from = bangkokDayStart(q.from);
  const to = bangkokDayEnd(q.to);
  const grouped = db
    .selectFrom('sport_bet as b')
    .where('b.placed_at', '>=', from)
    .where('b.placed_at', '<', to)
    .select([
      'b.member_id',
      (eb) => eb.fn.countAll<number>().as('bets'),
      sql<number>`count(*) filter (where b.status = 'open')`.as('open_bets'),
      sql<number>`coalesce(sum(b.stake), 0)`.as('staked'),
      sql<number>`coalesce(sum(b.stake) filter (where b.status = 'open'), 0)`.as('open_stake'),
      sql<number>`coalesce(sum(b.payout) filter (where b.status = 'settled'), 0)`.as('paid'),
      sql<number>`coalesce(sum(b.payout - b.stake) filter (where b.status = 'settled'), 0)`.as('net'),
    ])
    .groupBy('b.member_id');
  const total = Number(
    (
      await db
        .selectFrom('sport_bet as b')
        .where('b.placed_at', '>=', from)
        .where('b.placed_at', '<', to)
        .select(sql<number>`count(distinct b.member_id)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const rows = await db
    .selectFrom(grouped.as('g'))
    .innerJoin('member_public as p', 'p.id', 'g.member_id')
    .selectAll('g')
    .select(['p.phone', 'p.first_name', 'p.last_name'])
    .orderBy('g.staked', 'desc')
    .orderBy('g.member_id')
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size)
    .execute();
  return {
    items: rows.map((r) => ({
      member: { id: Number(r.member_id), phone: r.phone, name: memberName(r.first_name, r.last_name) },
      bets: Number(r.bets),
      open_bets: Number(r.open_bets),
      staked: satangToBaht(r.staked),
      open_stake: satangToBaht(r.open_stake),
      paid: satangToBaht(r.paid),
      net: satangToBaht(r.net),
    })),
    page: q.page,
    page_size: q.page_size,
    total,
  };
}
