// The data bench/sport.ts runs on, written set-based into a fresh database beside DATABASE_URL's
// (dropped after the run): `members` members with their accounts, each funded with 100,000 baht,
// and `fixtures` fixtures of one league kicking off over the next days, each with the six markets
// of server/modules/sport/test-support.ts (1x2, HDP, O/U, odd/even full time, HDP and O/U first half).
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../server/config';
import { type DbHandle, migrate, openDatabase } from '../server/db';
import { houseAccountId, openMemberAccounts, postHouseTransfers } from '../server/modules/ledger';
import { seedAgent } from '../server/seed';

const BATCH = 5_000;
const FUNDS = 10_000_000; // satang a member
const secs = (t0: number) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;

/** A market the bench bets on: its id, fixture and each selection's odds (thousandths) in SELECTIONS order. */
export type BenchMarket = { id: number; fixtureId: number; kind: string; odds: number[] };

export type SportSeed = {
  handle: DbHandle;
  name: string;
  memberIds: number[];
  markets: BenchMarket[];
  drop: () => Promise<void>;
};

const at = (baseUrl: string, name: string) => {
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  return u.toString();
};

export async function sportDatabase(baseUrl: string, members: number, fixtures: number): Promise<SportSeed> {
  const name = `bench_sport_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const handle = await openDatabase(loadConfig({ DATABASE_URL: at(baseUrl, name) }).db);
  const db = handle.db;
  const t0 = performance.now();
  await migrate(db);
  await seedAgent(db, { agentCode: 'BENCH' });
  await sql`
    insert into member (agent_id, phone, password_hash, first_name, last_name, date_of_birth, referral_code)
    select 1, '08' || lpad(g::text, 8, '0'), 'bench-no-login', 'เบนช์', 'บอล' || g, date '1990-01-01', 'SPT' || g
      from generate_series(0, ${members - 1}::int) g`.execute(db);
  const ids = (await sql<{ id: number }>`select id from member order by id`.execute(db)).rows.map((r) => Number(r.id));
  await openMemberAccounts(db, ids);
  const cash = await houseAccountId(db, 'cash');
  const wallets = await sql<{ member_id: number; id: number }>`
    select member_id, id from ledger_account where currency = 'THB' and wallet_type_id = 1 and member_id is not null`.execute(db);
  const byMember = new Map(wallets.rows.map((r) => [Number(r.member_id), Number(r.id)]));
  for (let i = 0; i < ids.length; i += BATCH) {
    const rows = ids.slice(i, i + BATCH).map((id) => ({
      key: `bench:deposit:${id}`,
      debit: cash,
      credit: byMember.get(id) as number,
      amount: FUNDS,
      reference: 'bench',
      metadata: {},
    }));
    await db.transaction().execute((trx) => postHouseTransfers(trx, 'deposit', 'THB', rows));
  }
  console.log(`  ${members.toLocaleString('en-US')} members funded in ${secs(t0)}`);

  const t1 = performance.now();
  await sql`insert into sport_league (feed_id, name_th, name_en, country) values ('bench-epl', 'พรีเมียร์ลีก อังกฤษ', 'English Premier League', 'England')`.execute(
    db,
  );
  await sql`
    insert into sport_fixture (feed_id, league_id, home_th, home_en, away_th, away_en, kickoff_at)
    select 'bench-' || g, (select id from sport_league where feed_id = 'bench-epl'), 'เจ้าบ้าน ' || g, 'Home ' || g,
           'ทีมเยือน ' || g, 'Away ' || g, now() + interval '2 hours' + interval '30 minutes' * g
      from generate_series(1, ${fixtures}::int) g`.execute(db);
  await sql`
    insert into sport_market (fixture_id, period, kind, line_q, odds_1, odds_2, odds_3)
    select f.id, m.period, m.kind, m.line_q, m.o1, m.o2, m.o3
      from sport_fixture f
     cross join (values ('ft', '1x2', 0, 2100, 3300, 3400), ('ft', 'hdp', -2, 1950, 1950, null), ('ft', 'ou', 10, 1900, 2000, null),
                        ('ft', 'oe', 0, 1950, 1950, null), ('1h', 'hdp', -1, 1900, 2000, null), ('1h', 'ou', 5, 2000, 1900, null))
                 as m(period, kind, line_q, o1, o2, o3)`.execute(db);
  const markets = (
    await sql<{ id: number; fixture_id: number; kind: string; odds_1: number; odds_2: number; odds_3: number | null }>`
      select id, fixture_id, kind, odds_1, odds_2, odds_3 from sport_market order by id`.execute(db)
  ).rows.map((r) => ({
    id: Number(r.id),
    fixtureId: Number(r.fixture_id),
    kind: r.kind,
    odds: [r.odds_1, r.odds_2, ...(r.odds_3 ? [r.odds_3] : [])],
  }));
  await sql`vacuum analyze`.execute(db);
  console.log(`  ${fixtures} fixtures with ${markets.length} markets, vacuum analyze in ${secs(t1)}`);
  return {
    handle,
    name,
    memberIds: ids,
    markets,
    drop: async () => {
      await handle.close();
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      try {
        // A closed pool's connections end a moment after close() resolves (see engagement-seed.ts).
        for (let i = 0; i < 50; i++) {
          const left = await c.query('select 1 from pg_stat_activity where datname = $1', [name]);
          if (left.rows.length === 0) break;
          await new Promise((r) => setTimeout(r, 100));
        }
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}
