// The back office dashboard (GET /api/admin/reports/dashboard's query) on a ledger of 10 million
// transfers: p50/p95 of several calls against the target < 500 ms, and CPU per call. PostgreSQL only
// (the dashboard is an operator page on the production engine), in a fresh database this bench
// creates and drops. The transfers are written set-based (insert ... select generate_series) over
// the last 90 days, then the rollup job folds them (timed), then the dashboard is read with the
// rollup caught up, and with tails of transfers not folded yet (TAILS, cumulative): 45,000 is what
// the job leaves at most at 3,000 transfers/s (the games bench's 1,500 spins/s, a bet and a win
// each) with its 10 s lag and 5 s period; 100,000 the job half a minute behind at that rate.
// docs/reports.md has the figures.
// Run: node --import tsx bench/reports.ts   Env: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test:
// the server it names; the bench's own database is made beside it), ROWS, MEMBERS, TAILS, CALLS.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../server/config';
import { type Db, migrate, openDatabase } from '../server/db';
import { houseAccountId, openMemberAccounts } from '../server/modules/ledger';
import { dashboard, foldLedger } from '../server/modules/reports';
import { seedAgent } from '../server/seed';
import { cpuNow, cpuPer, fmtMs, nameConnections } from './support';

const URL_BASE = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const ROWS = Number(process.env.ROWS ?? 10_000_000);
const MEMBERS = Number(process.env.MEMBERS ?? 100_000);
const TAILS = (process.env.TAILS ?? '45000,100000').split(',').map(Number);
const CALLS = Number(process.env.CALLS ?? 15);
const DAYS = 90;
const CHUNK = 1_000_000;
const TARGET_MS = 500;

const secs = (t0: number) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;

/** MEMBERS members registered over the last year, each with a main wallet; a table of wallets by number for the fill. */
async function members(db: Db) {
  await sql`
    insert into member (agent_id, phone, password_hash, first_name, last_name, date_of_birth, referral_code, created_at)
    select 1, '08' || lpad(g::text, 8, '0'), 'bench-no-login', 'เบนช์', 'รายงาน' || g, date '1990-01-01', 'RPT' || g,
           now() - interval '365 days' * (1 - g::float8 / ${MEMBERS}::int)
      from generate_series(1, ${MEMBERS}::int) g`.execute(db);
  const ids = await sql<{ id: number }>`select id from member order by id`.execute(db);
  await openMemberAccounts(
    db,
    ids.rows.map((r) => Number(r.id)),
  );
  await sql`create table bench_wallet as
    select (row_number() over (order by id) - 1)::int as n, id from ledger_account where member_id is not null and currency = 'THB'`.execute(
    db,
  );
  await sql`alter table bench_wallet add primary key (n)`.execute(db);
}

/** 50 games over the five products, and each lotto category's rounds (one a day) for the period. */
async function catalogue(db: Db) {
  await sql`insert into game_provider (id, name) values ('bench', 'Bench')`.execute(db);
  await sql`insert into game (provider_id, game_id, sub_provider_id, name_th, name_en, category, categories, image)
    select 'bench', 'bg-' || g, 'bench', 'เกม ' || g, 'Game ' || g, c, array[c], ''
      from generate_series(0, 49) g, lateral (select (array['slot', 'casino', 'fishing', 'sport', 'freespin'])[g % 5 + 1] as c) x`.execute(
    db,
  );
  await sql`insert into lotto_round (category_id, draw_key, draw_date, opens_at, closes_at, status)
    select c.id, 'bench-' || d, current_date - d, now() - interval '1 day' * (d + 1), now() - interval '1 day' * d, 'closed'
      from lotto_category c, generate_series(0, ${DAYS}::int) d`.execute(db);
  await sql`create table bench_round as select (row_number() over (order by id) - 1)::int as n, id from lotto_round`.execute(db);
  await sql`alter table bench_round add primary key (n)`.execute(db);
}

/**
 * Transfers `from`..`to` (numbers), spread evenly from `start` to `end`: of every 100, 8 deposits,
 * 1 withdrawal paid, 50 game bets, 25 game wins, 2 rollbacks, 10 lotto bills, 4 lotto wins.
 */
async function fill(db: Db, from: number, to: number, start: string, end: string, house: number) {
  await sql`
    insert into ledger_transfer (idempotency_key, kind, currency, debit_account_id, credit_account_id, amount, status,
                                 metadata, created_at, settled_at)
    select 'bench:' || g, k.kind, 'THB',
           case when k.to_member then ${house}::bigint else w.id end,
           case when k.to_member then w.id else ${house}::bigint end,
           100 + (g * 7919) % 50000, 'posted',
           case when k.kind like 'game%' then jsonb_build_object('game_id', 'bg-' || (g % 50))
                when k.kind like 'lotto%' then jsonb_build_object('round_id', (select r.id from bench_round r where r.n = (g % (select count(*) from bench_round))::int)::text)
                else '{}'::jsonb end,
           at.t, at.t
      from generate_series(${from}::bigint, ${to}::bigint) g
      cross join lateral (select ${start}::timestamptz + (${end}::timestamptz - ${start}::timestamptz) * ((g - ${from}::bigint)::float8 / greatest(${to}::bigint - ${from}::bigint, 1)) as t) at
      cross join lateral (select case when g % 100 < 8 then 'deposit' when g % 100 < 9 then 'withdrawal'
                                      when g % 100 < 59 then 'game_bet' when g % 100 < 84 then 'game_win'
                                      when g % 100 < 86 then 'game_rollback' when g % 100 < 96 then 'lotto_bill' else 'lotto_win' end as kind) k0
      cross join lateral (select k0.kind, k0.kind in ('deposit', 'game_win', 'game_rollback', 'lotto_win') as to_member) k
      join bench_wallet w on w.n = ((g * 7919) % ${MEMBERS}::int)::int`.execute(db);
}

function pct(xs: number[], p: number) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))];
}

async function measure(db: Db, label: string) {
  await dashboard(db); // warm: plans and caches
  const times: number[] = [];
  const a = await cpuNow(db);
  for (let i = 0; i < CALLS; i++) {
    const t0 = performance.now();
    await dashboard(db);
    times.push(performance.now() - t0);
  }
  const b = await cpuNow(db);
  const cpu = cpuPer(a, b, CALLS);
  const p95 = pct(times, 0.95);
  console.log(
    `${label.padEnd(34)} ${CALLS} calls: p50 ${fmtMs(pct(times, 0.5))}  p95 ${fmtMs(p95)}  CPU/call ${fmtMs(cpu.cpuMs)} (node ${fmtMs(cpu.nodeMs)})` +
      `  | target < ${TARGET_MS} ms: ${p95 < TARGET_MS ? 'OK' : 'MISSED'}`,
  );
  return p95 < TARGET_MS;
}

async function main() {
  const name = `bench_reports_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: URL_BASE });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(URL_BASE);
  url.pathname = `/${name}`;
  nameConnections(name);
  const handle = await openDatabase(loadConfig({ DATABASE_URL: url.toString() }).db);
  let ok = false;
  try {
    const db = handle.db;
    await migrate(db);
    await seedAgent(db, { agentCode: 'BENCH' });
    let t0 = performance.now();
    await members(db);
    await catalogue(db);
    console.log(`set up ${MEMBERS.toLocaleString('en-US')} members, 50 games, ${DAYS + 1} days of lotto rounds in ${secs(t0)}`);
    const house = await houseAccountId(db, 'cash');
    const now = Date.now();
    const start = new Date(now - DAYS * 86_400_000).toISOString();
    const end = new Date(now - 600_000).toISOString();
    t0 = performance.now();
    for (let from = 1; from <= ROWS; from += CHUNK) {
      const to = Math.min(ROWS, from + CHUNK - 1);
      // Each chunk its own stretch of the period, so ids follow time as they do in production.
      const at = (n: number) => new Date(Date.parse(start) + ((Date.parse(end) - Date.parse(start)) * (n - 1)) / ROWS).toISOString();
      await fill(db, from, to, at(from), at(to), house);
    }
    // What autovacuum does in production: statistics, and the visibility map the index-only reads need.
    await sql`vacuum analyze`.execute(db);
    const size = await sql<{ n: string; size: string }>`
      select count(*)::text as n, pg_size_pretty(pg_total_relation_size('ledger_transfer')) as size from ledger_transfer`.execute(db);
    console.log(`wrote ${Number(size.rows[0].n).toLocaleString('en-US')} transfers (${size.rows[0].size} with indexes) in ${secs(t0)}`);

    t0 = performance.now();
    const folded = await foldLedger(db, { maxBatches: Number.MAX_SAFE_INTEGER });
    const days = await sql<{ n: string }>`select count(*)::text as n from report_day`.execute(db);
    const elapsed = (performance.now() - t0) / 1000;
    console.log(
      `folded them in ${folded.batches} batches in ${elapsed.toFixed(1)} s (${Math.round(ROWS / elapsed).toLocaleString('en-US')} transfers/s);` +
        ` report_day holds ${days.rows[0].n} rows`,
    );
    ok = await measure(db, 'dashboard, rollup caught up');

    let written = ROWS;
    for (const tail of TAILS) {
      const start = new Date(Date.now() - 60_000).toISOString();
      await fill(db, written + 1, ROWS + tail, start, new Date().toISOString(), house);
      written = ROWS + tail;
      await sql`vacuum analyze ledger_transfer`.execute(db);
      ok = (await measure(db, `dashboard, ${tail.toLocaleString('en-US')} transfers not folded`)) && ok;
    }
    t0 = performance.now();
    await foldLedger(db, { maxBatches: Number.MAX_SAFE_INTEGER, lagMs: 0 });
    console.log(`folded the tail in ${secs(t0)}`);
  } finally {
    await handle.close();
    // With force: a backend of the closed pool may not have gone yet.
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
  if (!ok) process.exitCode = 1;
}

await main();
