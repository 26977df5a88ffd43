// Sportsbook settlement at scale (issue 18, docs/sport.md "Settlement job and corrections"), on
// PostgreSQL: BENCH_SETTLE_BETS bets (100,000) on one fixture, settled by settleFixture (what the
// sport.settle job runs), timed with its CPU; then settled again, which must pay nothing; then
// ledger:verify. Target: < 10 s for 100,000 bets.
// The bets are seeded set-based but with consistent money: members funded by deposits and every
// stake moved main wallet -> house sport row under its bet's key (sport:bet:<id>) in batch ledger
// movements, as placement moves it, with its turnover.
// Run alone: node --import tsx bench/sport-settle.ts (a fresh database beside DATABASE_URL's, dropped
// after the run; BENCH_KEEP=1 keeps it). bench/sport.ts calls benchSettlement on its own database.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../server/config';
import { type Db, migrate, openDatabase } from '../server/db';
import {
  type HouseTransfer,
  houseAccountId,
  openMemberAccounts,
  postHouseTransfers,
  postTransfers,
  recordTurnovers,
  verifyLedger,
} from '../server/modules/ledger';
import { mainWalletIdOf } from '../server/modules/ledger/steps';
import { setFixtureResult, settleFixture, sportHouseRows } from '../server/modules/sport';
import { seedAgent } from '../server/seed';
import { cpuText, metered, pgReachable, say } from './meter';
import { nameConnections } from './support';

const APP = 'bench-sport-settle';
const BATCH = 5_000;
const TARGET_S = 10;
const int = (n: number) => n.toLocaleString('en-US');
const secs = (t0: number) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;

export type SettleBenchOptions = {
  /** Bets on the fixture (100,000). */
  bets?: number;
  /** Members to bet (created when absent: one per 20 bets, at least 10). */
  memberIds?: number[];
  /** The engine's application_name for the CPU meter (the caller's nameConnections). */
  app?: string;
};

/** Members with their accounts, written set-based (phones and referral codes tagged so they never collide). */
async function makeMembers(db: Db, n: number): Promise<number[]> {
  const tag = randomBytes(3).toString('hex');
  const base = Number.parseInt(tag, 16) % 90_000_000;
  const r = await sql<{ id: number }>`
    insert into member (agent_id, phone, password_hash, first_name, last_name, date_of_birth, referral_code)
    select (select min(id) from agent), '07' || lpad((${base}::int + g)::text, 8, '0'), 'bench-no-login', 'เบนช์', 'บอล' || g,
           date '1990-01-01', 'SPS' || ${tag}::text || g
      from generate_series(1, ${n}::int) g
    returning id`.execute(db);
  const ids = r.rows.map((x) => Number(x.id));
  await openMemberAccounts(db, ids);
  return ids;
}

/** A league, a fixture and the default fixture's markets (server/modules/sport/test-support.ts), set-based. */
async function makeFixture(db: Db, tag: string): Promise<number> {
  const r = await sql<{ id: number }>`
    with lg as (
      insert into sport_league (feed_id, name_th, name_en, country)
      values (${`bench-${tag}`}, 'พรีเมียร์ลีก อังกฤษ', 'English Premier League', 'England') returning id),
    fx as (
      insert into sport_fixture (feed_id, league_id, home_th, home_en, away_th, away_en, kickoff_at)
      select ${`bench-${tag}`}, id, 'แมนเชสเตอร์ ยูไนเต็ด', 'Manchester United', 'ลิเวอร์พูล', 'Liverpool', now() + interval '1 hour' from lg
      returning id),
    mk as (
      insert into sport_market (fixture_id, period, kind, line_q, odds_1, odds_2, odds_3)
      select fx.id, v.period, v.kind, v.line_q, v.o1, v.o2, v.o3 from fx,
        (values ('ft', '1x2', 0, 2100, 3300, 3400), ('ft', 'hdp', -2, 1950, 1950, null), ('ft', 'hdp', -3, 2000, 1900, null),
                ('ft', 'ou', 10, 1900, 2000, null), ('ft', 'ou', 11, 1950, 1950, null), ('ft', 'oe', 0, 1950, 1950, null),
                ('1h', 'hdp', -1, 1900, 2000, null), ('1h', 'ou', 5, 2000, 1900, null)) v(period, kind, line_q, o1, o2, o3)
      returning 1)
    select id, (select count(*) from mk) as markets from fx`.execute(db);
  return Number(r.rows[0].id);
}

/**
 * Seeds `bets` single bets on one new fixture (every market and selection of the default fixture,
 * stakes 10 to 1,000 baht; quarter lines among them), settles them timing the run, settles again proving nothing is paid
 * twice, and checks the ledger. Answers whether every check passed.
 */
export async function benchSettlement(db: Db, opts: SettleBenchOptions = {}): Promise<boolean> {
  const n = opts.bets ?? Number(process.env.BENCH_SETTLE_BETS ?? 100_000);
  const app = opts.app ?? APP;
  const t0 = performance.now();
  const members = opts.memberIds ?? (await makeMembers(db, Math.max(10, Math.ceil(n / 20))));
  const tag = randomBytes(4).toString('hex');
  const fixtureId = await makeFixture(db, tag);
  // One (market, selection) per bet, round robin over every selection of the fixture's markets.
  const picks = await sql<{ market_id: number; period: string; kind: string; line_q: number; selection: string; odds: number }>`
    select m.id as market_id, m.period, m.kind, m.line_q, s.selection, s.odds
      from sport_market m
      cross join lateral (values
        (case m.kind when '1x2' then 'home' when 'hdp' then 'home' when 'ou' then 'over' else 'odd' end, m.odds_1),
        (case m.kind when '1x2' then 'draw' when 'hdp' then 'away' when 'ou' then 'under' else 'even' end, m.odds_2),
        ('away', m.odds_3)) s(selection, odds)
     where m.fixture_id = ${fixtureId}::bigint and s.odds is not null
     order by m.id, s.selection`.execute(db);
  if (picks.rows.length < 2) throw new Error('the bench fixture has no markets');
  const bets = await sql<{ id: number; member_id: number; stake: number; wallet: number }>`
    with p as (select row_number() over () - 1 as k, * from jsonb_to_recordset(${JSON.stringify(picks.rows)}::jsonb)
                 as p(market_id bigint, period text, kind text, line_q int, selection text, odds int)),
    src as (
      select g, (${members}::bigint[])[1 + g % ${members.length}::int] as member_id, (1000 + (g * 7919) % 99001)::bigint as stake,
             p.* from generate_series(0, ${n - 1}::int) g join p on p.k = g % ${picks.rows.length}::int),
    b as (
      insert into sport_bet (member_id, request_key, type, stake, odds, potential_payout)
      select member_id, ${tag}::text || ':' || g, 'single', stake, odds, stake * odds / 1000 from src order by g
      returning id, request_key, member_id, stake),
    l as (
      insert into sport_bet_leg (bet_id, leg, fixture_id, market_id, period, kind, line_q, selection, odds)
      select b.id, 1, ${fixtureId}::bigint, src.market_id, src.period, src.kind, src.line_q, src.selection, src.odds
        from b join src on b.request_key = ${tag}::text || ':' || src.g
      returning 1)
    select b.id, b.member_id, b.stake, ${mainWalletIdOf(sql`b.member_id`)} as wallet, (select count(*) from l) as legs from b order by b.id`.execute(
    db,
  );
  console.log(`  bets and legs inserted in ${secs(t0)}`);
  // Money: each member's deposit covers its stakes exactly; each stake one movement under its bet's key.
  const owed = new Map<number, number>();
  for (const b of bets.rows) owed.set(Number(b.member_id), (owed.get(Number(b.member_id)) ?? 0) + Number(b.stake));
  const walletOf = new Map(bets.rows.map((b) => [Number(b.member_id), Number(b.wallet)]));
  const cash = await houseAccountId(db, 'cash');
  const deposits: HouseTransfer[] = [...owed].map(([m, amount]) => ({
    key: `bench:sport-settle:${tag}:deposit:${m}`,
    debit: cash,
    credit: walletOf.get(m) as number,
    amount,
    reference: 'bench',
    metadata: {},
  }));
  for (let i = 0; i < deposits.length; i += BATCH) {
    await db.transaction().execute((trx) => postHouseTransfers(trx, 'deposit', 'THB', deposits.slice(i, i + BATCH)));
  }
  console.log(`  deposits in ${secs(t0)}`);
  const house = await sportHouseRows(db);
  const now = new Date();
  for (let i = 0; i < bets.rows.length; i += BATCH) {
    const slice = bets.rows.slice(i, i + BATCH);
    await db.transaction().execute(async (trx) => {
      await postTransfers(
        trx,
        'sport_bet',
        'THB',
        slice.map((b) => ({
          key: `sport:bet:${b.id}`,
          debit: Number(b.wallet),
          credit: house[Number(b.member_id) % house.length],
          amount: Number(b.stake),
          reference: `SB${String(b.id).padStart(6, '0')}`,
          metadata: { bet_id: Number(b.id) },
        })),
      );
      await recordTurnovers(
        trx,
        'sport',
        now,
        slice.map((b) => ({ key: `sport:bet:${b.id}`, memberId: Number(b.member_id), stake: Number(b.stake) })),
      );
    });
  }
  console.log(`  stakes moved in ${secs(t0)}`);
  await sql`analyze sport_bet; analyze sport_bet_leg`.execute(db);
  say('seed', `${int(n)} bets of ${int(members.length)} members on fixture ${fixtureId}, stakes moved, in ${secs(t0)}`);

  await db
    .transaction()
    .execute((trx) =>
      setFixtureResult(trx, fixtureId, { status: 'finished', ht: { home: 1, away: 0 }, ft: { home: 2, away: 1 } }, new Date()),
    );
  const [first, m] = await metered(db, app, () => settleFixture(db, fixtureId, new Date()));
  const ok1 = first.settled === n && m.seconds < TARGET_S;
  say(
    `settle ${int(n)} bets`,
    `${m.seconds.toFixed(2)} s (target < ${TARGET_S} s: ${m.seconds < TARGET_S ? 'OK' : 'MISSED'}), ${int(first.settled)} settled, ` +
      `${(first.paid / 100).toLocaleString('en-US')} baht paid; ${cpuText(m)}`,
  );
  // Again, as the job on another node would: the fixture is settled, so force the work by rewinding
  // its settled_version (the bets themselves are what must refuse to pay twice).
  await sql`update sport_fixture set settled_version = 0 where id = ${fixtureId}::bigint`.execute(db);
  const [second, m2] = await metered(db, app, () => settleFixture(db, fixtureId, new Date()));
  const ok2 = second.settled === 0 && second.resettled === 0 && second.paid === 0 && second.reversed === 0;
  say(
    'settle again',
    `${ok2 ? 'OK: nothing paid twice' : `FAILED: ${JSON.stringify(second)}`} in ${m2.seconds.toFixed(2)} s; ${cpuText(m2)}`,
  );
  const check = await sql<{ open: number; paid: string; won: string }>`
    select (select count(*) from sport_bet b join sport_bet_leg l on l.bet_id = b.id where l.fixture_id = ${fixtureId}::bigint and b.status = 'open')::int as open,
           (select coalesce(sum(b.payout), 0) from sport_bet b join sport_bet_leg l on l.bet_id = b.id where l.fixture_id = ${fixtureId}::bigint)::text as paid,
           ${String(first.paid)}::text as won`.execute(db);
  const c = check.rows[0];
  const ok3 = c.open === 0 && c.paid === c.won;
  say('bets and payouts', `${ok3 ? 'OK' : 'FAILED'}: ${c.open} open, payouts on the bets ${c.paid} satang = paid ${c.won}`);
  const t1 = performance.now();
  const breaches = await verifyLedger(db);
  say('ledger:verify', `${breaches.length ? `FAILED: ${breaches.slice(0, 3).join('; ')}` : 'OK'} in ${secs(t1)}`);
  return ok1 && ok2 && ok3 && breaches.length === 0;
}

const at = (baseUrl: string, name: string) => {
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  return u.toString();
};

async function main() {
  const base = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  if (!(await pgReachable(base))) {
    console.log(`postgres not reachable at ${base}: skipped`);
    return;
  }
  nameConnections(APP);
  const name = `bench_sport_settle_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const handle = await openDatabase(loadConfig({ DATABASE_URL: at(base, name) }).db);
  let ok = false;
  try {
    await migrate(handle.db);
    await seedAgent(handle.db, { agentCode: 'BENCH' });
    const v = await sql<{ v: string }>`select current_setting('server_version') as v`.execute(handle.db);
    console.log(`node ${process.version}, PostgreSQL ${v.rows[0].v}; database ${name}`);
    ok = await benchSettlement(handle.db);
  } catch (e) {
    console.log(`FAILED: ${(e as Error).stack ?? e}`);
  } finally {
    await handle.close();
    if (process.env.BENCH_KEEP === '1') console.log(`kept ${name} (drop database ${name} when done)`);
    else {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      try {
        // A closed pool's connections end a moment after close() resolves: wait for them before the drop.
        for (let i = 0; i < 50; i++) {
          if ((await c.query('select 1 from pg_stat_activity where datname = $1', [name])).rows.length === 0) break;
          await new Promise((r) => setTimeout(r, 100));
        }
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    }
  }
  if (!ok) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
