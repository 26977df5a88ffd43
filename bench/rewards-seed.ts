// The data bench/rewards.ts runs on, written set-based (insert ... select generate_series) into a
// seed database of its own beside DATABASE_URL's, which is kept between runs: each run copies it
// (create database ... template, a file copy) and drops the copy, so the jobs and claims never change
// the seed. The seed is reused while its marker (sizes, bench day, SEED_VERSION) matches;
// BENCH_RESEED=1 drops and rewrites it (or `drop database bench_rewards_seed_<members>_<rows>`).
import { randomBytes } from 'node:crypto';
import { bangkokDayStart } from '@contract/thai-calendar';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../server/config';
import { type Db, migrate, openDatabase } from '../server/db';
import { openMemberAccounts } from '../server/modules/ledger';
import { addDays, lastClosedDay } from '../server/modules/rewards';
import { seedAgent } from '../server/seed';

/** Bump when what the seed writes changes: older seeds are then rewritten. */
const SEED_VERSION = 1;

export type SeedSizes = {
  /** Members, each with the ledger's accounts (main wallet THB and points). */
  members: number;
  /** turnover rows (member, day, product), spread evenly over `days` days ending on the bench day. */
  rows: number;
  days: number;
};
/** The sizes and the bench day: the last day of the turnover, the day the jobs compute (yesterday in Bangkok when seeded). */
type Seed = SeedSizes & { day: string };

/**
 * A seed is reused while its day is at most this many days before the last closed day: its entries are
 * claimable for claim_days (7) after the day, and claims and their requirements run on the real clock.
 */
const MAX_AGE_DAYS = 5;

/**
 * Products in order of popularity: a member's first product of the day (which one changes from day to day)
 * is slot 35 %, casino 25 %, lotto 15 %, fishing 10 %, sport 10 %, freespin 5 %; the next ones follow in this order.
 */
const PRODUCTS = ['slot', 'casino', 'lotto', 'fishing', 'sport', 'freespin'] as const;
/** Products an active member plays a day, on average (2 or 3). */
const PER_MEMBER = 2.5;

const secs = (t0: number) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * Members, 0-based number n = position by id (bench_member n -> id):
 * - VIP level: 70 % level 0, 22 % level 1, 8 % level 2;
 * - affiliates (refer others): n % 20 in (1, 2), 10 %; half of them (n % 20 = 2) are referred themselves,
 *   so their referrals have a level-2 upline;
 * - referred: n % 10 in (2, 5, 8), 30 %, each by an affiliate with a smaller n (no cycles), qualified before
 *   the turnover starts, except n % 100 in 94..96 (qualified the day after the bench day: not counted) and
 *   97..99 (pending: never deposited);
 * - frozen affiliates: n % 1000 = 1.
 */
async function members(db: Db, s: Seed, first: string) {
  const joined = new Date(bangkokDayStart(first).getTime() - 60 * 86_400_000);
  await sql`
    insert into member (agent_id, phone, password_hash, first_name, last_name, date_of_birth, referral_code, vip_level, created_at)
    select 1, '09' || lpad(g::text, 8, '0'), 'bench-no-login', 'เบนช์', 'รางวัล' || g, date '1990-01-01', 'RWD' || g,
           case when g % 100 < 70 then 0 when g % 100 < 92 then 1 else 2 end,
           ${joined}::timestamptz + interval '1 second' * g
      from generate_series(0, ${s.members - 1}::int) g`.execute(db);
  await sql`create table bench_member as select (row_number() over (order by id) - 1)::int as n, id from member`.execute(db);
  await sql`alter table bench_member add primary key (n)`.execute(db);
  const ids = await sql<{ id: number }>`select id from bench_member order by n`.execute(db);
  // The ledger's own opening (main wallet THB and points), a few thousand members a statement.
  await openMemberAccounts(
    db,
    ids.rows.map((r) => Number(r.id)),
  );

  const qualified = new Date(bangkokDayStart(first).getTime() - 5 * 86_400_000);
  const late = new Date(bangkokDayStart(addDays(s.day, 1)).getTime() + 10 * 3_600_000);
  // Affiliates below n: 2 per full 20, plus n % 20 > 1 and n % 20 > 2. The k-th affiliate is 20 (k / 2) + 1 + k % 2.
  await sql`
    insert into affiliate_referral (member_id, referrer_id, status, qualified_at, created_at)
    select m.id, r.id,
           case when m.n % 100 >= 97 then 'pending' else 'qualified' end,
           case when m.n % 100 >= 97 then null when m.n % 100 >= 94 then ${late}::timestamptz else ${qualified}::timestamptz end,
           ${joined}::timestamptz
      from bench_member m
      cross join lateral (select 2 * (m.n / 20) + (case when m.n % 20 > 1 then 1 else 0 end) + (case when m.n % 20 > 2 then 1 else 0 end) as below) b
      cross join lateral (select ((m.n::bigint * 2654435761) % b.below)::int as k) pick
      join bench_member r on r.n = 20 * (pick.k / 2) + 1 + pick.k % 2
     where m.n % 10 in (2, 5, 8) and b.below > 0`.execute(db);
  await sql`update affiliate_referral a set upline_id = b.referrer_id from affiliate_referral b where b.member_id = a.referrer_id`.execute(
    db,
  );
  await sql`update member set referred_by = a.referrer_id from affiliate_referral a where a.member_id = member.id`.execute(db);
  await sql`insert into affiliate_freeze (member_id, reason) select id, 'bench: frozen affiliate' from bench_member where n % 1000 = 1`.execute(
    db,
  );
}

/** Drops turnover's keys, foreign keys and indexes for the load and answers how to put them back (as they were defined). */
async function looseTurnover(db: Db): Promise<string[]> {
  const cons = await sql<{ name: string; def: string }>`
    select conname as name, pg_get_constraintdef(oid) as def from pg_constraint
     where conrelid = 'turnover'::regclass and contype in ('p', 'u', 'f') order by contype desc`.execute(db);
  const idx = await sql<{ name: string; def: string }>`
    select i.relname as name, pg_get_indexdef(i.oid) as def
      from pg_index x join pg_class i on i.oid = x.indexrelid
     where x.indrelid = 'turnover'::regclass and not exists (select 1 from pg_constraint c where c.conindid = i.oid)`.execute(db);
  for (const c of cons.rows) await sql.raw(`alter table turnover drop constraint ${c.name}`).execute(db);
  for (const i of idx.rows) await sql.raw(`drop index ${i.name}`).execute(db);
  return [
    ...cons.rows.filter((c) => !c.def.startsWith('FOREIGN')).map((c) => `alter table turnover add constraint ${c.name} ${c.def}`),
    ...idx.rows.map((i) => i.def),
    ...cons.rows.filter((c) => c.def.startsWith('FOREIGN')).map((c) => `alter table turnover add constraint ${c.name} ${c.def}`),
  ];
}

/**
 * s.rows turnover rows over s.days days ending on s.day (the bench day), one statement per chunk of days. A day's R rows
 * go to about R / 2.5 members (a different spread of members every day): row i is member slot i % A and
 * that member's (i / A)-th product of the day (2 or 3 products each). Stakes are log-uniform 20 to 20,000
 * baht a product a day; game payouts uniform 0 to 1.9 x the stake (house edge 5 %), lotto wins on 35 %
 * of rows at 0 to 3.6 x (about 63 % back). count: 1 to 200 bets.
 */
async function turnover(db: Db, s: Seed, first: string) {
  const perDayMax = Math.ceil(s.rows / s.days);
  if (perDayMax > PRODUCTS.length * s.members)
    throw new Error(`${perDayMax} rows a day is more than ${s.members} members x ${PRODUCTS.length} products`);
  let stride = 7919;
  while (gcd(stride, s.members) !== 1) stride++;
  const restore = await looseTurnover(db);
  const chunk = Math.max(1, Math.floor(1_000_000 / perDayMax)); // about a million rows a statement
  const products = sql.raw(`array[${PRODUCTS.map((p) => `'${p}'`).join(', ')}]`);
  const t0 = performance.now();
  for (let d0 = 0; d0 < s.days; d0 += chunk) {
    const d1 = Math.min(s.days - 1, d0 + chunk - 1);
    // offset 0 keeps the inner select apart: each row draws its stake once, the payout reads that stake.
    await sql`
      insert into turnover (member_id, day, product, stake, payout, count)
      select id, day, product, stake,
             case when product = 'lotto' then (case when random() < 0.35 then floor(stake * random() * 3.6) else 0 end)
                  else floor(stake * random() * 1.9) end::bigint,
             1 + floor(random() * 200)::int
        from (
          select m.id, ${first}::date + dn as day,
                 (${products})[(pref.p + slot.j) % 6 + 1] as product,
                 (2000 * exp(random() * ln(1000)))::bigint as stake
            from generate_series(${d0}::int, ${d1}::int) dn
            cross join lateral (select (${s.rows}::bigint * (dn + 1)) / ${s.days}::int - (${s.rows}::bigint * dn) / ${s.days}::int as r) day
            cross join lateral (select least(${s.members}::int, ceil(day.r / ${PER_MEMBER}::float8))::int as a) act
            cross join lateral generate_series(0, day.r::int - 1) i
            cross join lateral (select ((i % act.a)::bigint * ${stride}::int + dn::bigint * 104729) % ${s.members}::int as n, i / act.a as j) slot
            cross join lateral (select (slot.n * 31 + dn * 7) % 20 as k) h
            cross join lateral (select case when h.k < 7 then 0 when h.k < 12 then 1 when h.k < 15 then 2 when h.k < 17 then 3 when h.k < 19 then 4 else 5 end as p) pref
            join bench_member m on m.n = slot.n
          offset 0) r`.execute(db);
    process.stdout.write(`\r  turnover: days ${d1 + 1}/${s.days} in ${secs(t0)}   `);
  }
  process.stdout.write('\n');
  const t1 = performance.now();
  await db.connection().execute(async (c) => {
    await sql`set maintenance_work_mem = '256MB'`.execute(c);
    for (const stmt of restore) await sql.raw(stmt).execute(c);
    await sql`reset maintenance_work_mem`.execute(c);
  });
  console.log(`  turnover keys and indexes rebuilt in ${secs(t1)}`);
}

/**
 * Lotto on the bench day: one resulted round per category drawn that day, and one bill for each lotto
 * turnover row of the day (bought and settled the same day, won when the row has a payout): the settled
 * lotto stakes the figures read from lotto_bill.
 */
async function lotto(db: Db, s: Seed) {
  const start = bangkokDayStart(s.day);
  const at = (h: number) => new Date(start.getTime() + h * 3_600_000);
  await sql`
    insert into lotto_round (category_id, draw_key, draw_date, opens_at, closes_at, status, result, closed_at, resulted_at, settled_at)
    select c.id, 'bench-' || ${s.day}, ${s.day}::date, ${start}::timestamptz, ${at(15)}::timestamptz, 'resulted', '{}'::jsonb,
           ${at(15)}::timestamptz, ${at(16)}::timestamptz, ${at(16.5)}::timestamptz
      from lotto_category c`.execute(db);
  await sql`create table bench_round as select (row_number() over (order by id) - 1)::int as n, id from lotto_round`.execute(db);
  await sql`
    insert into lotto_bill (member_id, round_id, status, total_amount, total_win, item_count, created_at, settled_at)
    select t.member_id, r.id, case when t.payout > 0 then 'won' else 'lost' end, t.stake, t.payout, 1, ${at(10)}::timestamptz, ${at(16.5)}::timestamptz
      from turnover t
      join bench_round r on r.n = (t.member_id % (select count(*) from bench_round))::int
     where t.day = ${s.day}::date and t.product = 'lotto'`.execute(db);
  await sql`drop table bench_round`.execute(db);
}

const markerOf = (s: SeedSizes) => JSON.stringify({ v: SEED_VERSION, members: s.members, rows: s.rows, days: s.days });

/** The seed's marker and bench day, null for a seed that never finished. */
async function readMarker(url: string): Promise<{ marker: string; day: string } | null> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const r = await c.query<{ marker: string; day: string }>(`select marker, day::text as day from bench_seed`);
    return r.rows[0] ?? null;
  } catch {
    return null;
  } finally {
    await c.end();
  }
}

async function writeSeed(url: string, s: Seed) {
  const handle = await openDatabase(loadConfig({ DATABASE_URL: url }).db);
  try {
    const db = handle.db;
    await migrate(db);
    await seedAgent(db, { agentCode: 'BENCH' });
    const first = addDays(s.day, -(s.days - 1));
    let t0 = performance.now();
    await members(db, s, first);
    console.log(`  ${s.members.toLocaleString('en-US')} members with their accounts and referrals in ${secs(t0)}`);
    await turnover(db, s, first);
    t0 = performance.now();
    await lotto(db, s);
    await sql`vacuum analyze`.execute(db);
    console.log(`  lotto bills of the day, vacuum analyze in ${secs(t0)}`);
    await sql`create table bench_seed (marker text not null, day date not null)`.execute(db);
    await sql`insert into bench_seed values (${markerOf(s)}, ${s.day}::date)`.execute(db);
  } finally {
    await handle.close();
  }
}

/** Waits (up to 5 s) until no connection is left on a database: a closed pool's end a moment after it resolves. */
async function settled(admin: pg.Client, name: string) {
  for (let i = 0; i < 50; i++) {
    const left = await admin.query('select 1 from pg_stat_activity where datname = $1', [name]);
    if (left.rows.length === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

export type BenchDatabase = { url: string; name: string; day: string; drop: () => Promise<void> };

/**
 * A database for one run: a copy of the seed for these sizes (written first if missing, stale, or
 * BENCH_RESEED=1), migrated to the current schema. drop() removes the copy, never the seed.
 */
export async function benchDatabase(baseUrl: string, s: SeedSizes, reseed: boolean): Promise<BenchDatabase> {
  const seedName = `bench_rewards_seed_${s.members}_${s.rows}`;
  const at = (name: string) => {
    const u = new URL(baseUrl);
    u.pathname = `/${name}`;
    return u.toString();
  };
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [seedName])).rows.length > 0;
    const found = exists && !reseed ? await readMarker(at(seedName)) : null;
    const closed = lastClosedDay(new Date());
    const fresh = found !== null && found.marker === markerOf(s) && addDays(found.day, MAX_AGE_DAYS) >= closed;
    let day = found?.day ?? closed;
    if (!fresh) {
      day = closed;
      if (exists) await admin.query(`drop database ${seedName} with (force)`);
      await admin.query(`create database ${seedName}`);
      const why = reseed
        ? 'BENCH_RESEED=1'
        : !found
          ? 'none yet'
          : found.marker !== markerOf(s)
            ? 'older seed version'
            : `its day ${found.day} is too old`;
      console.log(`seeding ${seedName} for ${day} (${why}; kept for the next runs, BENCH_RESEED=1 rewrites it):`);
      const t0 = performance.now();
      try {
        await writeSeed(at(seedName), { ...s, day });
      } catch (e) {
        await admin.query(`drop database if exists ${seedName} with (force)`);
        throw e;
      }
      console.log(`  seeded in ${secs(t0)}`);
    } else console.log(`reusing the seed ${seedName} of ${day} (BENCH_RESEED=1 rewrites it)`);
    const name = `bench_rewards_${randomBytes(4).toString('hex')}`;
    const t0 = performance.now();
    await settled(admin, seedName); // a template must have no connections
    await admin.query(`create database ${name} template ${seedName} strategy file_copy`);
    console.log(`copied the seed into ${name} in ${secs(t0)}`);
    const handle = await openDatabase(loadConfig({ DATABASE_URL: at(name) }).db);
    try {
      await migrate(handle.db); // migrations newer than the seed
    } finally {
      await handle.close();
    }
    return {
      url: at(name),
      name,
      day,
      drop: async () => {
        const c = new pg.Client({ connectionString: baseUrl });
        await c.connect();
        try {
          await settled(c, name);
          await c.query(`drop database if exists ${name} with (force)`);
        } finally {
          await c.end();
        }
      },
    };
  } finally {
    await admin.end();
  }
}
