// The sportsbook at scale (issue 18, docs/sport.md), on PostgreSQL only, through the functions the
// routes call:
// - bets placed (placeBet, what POST /api/sport/bet runs): 70 % singles, 30 % step parlays of 3
//   legs, stakes 10-500 baht, members taken in turn: one at a time, then 8 at once; bets/s and
//   p50/p95/p99, and the CPU each bet took (this process plus the PostgreSQL backends serving it);
// - settling (bench/sport-settle.ts, the settle helper's part: wired where marked below);
// - ledger:verify at the end.
// Targets: 1,000 bets/s at 8 at once with p99 < 25 ms; settling 100,000 bets of one fixture < 10 s.
// Data (bench/sport-seed.ts): a fresh database beside DATABASE_URL's, dropped after the run.
// Run: node --import tsx bench/sport.ts   Env: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test),
// BENCH_MEMBERS (20,000), BENCH_BETS (4,000), BENCH_FIXTURES (40), BENCH_SETTLE_BETS (100,000), BENCH_KEEP=1 (keep
// the database); SPORT_BET_STATEMENTS (2): placement statements of each kind running at once (place-write.ts), read
// as the server reads it (server/config.ts), as is BATCH_QUEUE_MAX.
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { SELECTIONS } from '@contract/sport';
import { sql } from 'kysely';
import { loadConfig } from '../server/config';
import type { Db } from '../server/db';
import { verifyLedger } from '../server/modules/ledger';
import { placeBet } from '../server/modules/sport';
import { cpuText, type Metered, metered, pct, pgReachable, say } from './meter';
import { type BenchMarket, sportDatabase } from './sport-seed';
import { benchSettlement } from './sport-settle';
import { fmtMs, nameConnections } from './support';

const URL_BASE = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 20_000);
const BETS = Number(process.env.BENCH_BETS ?? 4_000);
const FIXTURES = Number(process.env.BENCH_FIXTURES ?? 40);
const WARM = 100;
const SINGLES = Math.min(300, BETS);
const CONCURRENCY = 8;
const TARGET = { betsPerS: 1_000, p99: 25 };
const APP = 'bench-sport';

const int = (n: number) => n.toLocaleString('en-US');

/** A deterministic slip for bet number i: a single, or (every third or so) a 3-leg parlay on three fixtures. */
function slipOf(i: number, markets: BenchMarket[], byFixture: Map<number, BenchMarket[]>, fixtureIds: number[]) {
  const parlay = i % 10 >= 7;
  const pick = (m: BenchMarket, k: number) => {
    const sel = SELECTIONS[m.kind as keyof typeof SELECTIONS];
    const s = k % sel.length;
    return { market_id: m.id, selection: sel[s], odds: m.odds[s] / 1000 };
  };
  const stake = 10 + ((i * 37) % 491);
  if (!parlay) return { type: 'single' as const, stake, legs: [pick(markets[(i * 7) % markets.length], i)] };
  const legs = [0, 1, 2].map((k) => {
    const f = fixtureIds[(i + k * 5) % fixtureIds.length];
    const ms = byFixture.get(f) as BenchMarket[];
    return pick(ms[(i + k) % ms.length], i + k);
  });
  return { type: 'parlay' as const, stake, legs };
}

type Run = { p99: number; text: string; m: Metered; n: number };

/** `n` bets by `callers` at once, bet i placed by member ids[i mod members]. */
async function timed(db: Db, from: number, n: number, callers: number, one: (i: number) => Promise<void>): Promise<Run> {
  const latency = new Float64Array(n);
  let next = 0;
  const [, m] = await metered(db, APP, () =>
    Promise.all(
      Array.from({ length: callers }, async () => {
        for (;;) {
          const i = next++;
          if (i >= n) return;
          const s = performance.now();
          await one(from + i);
          latency[i] = performance.now() - s;
        }
      }),
    ),
  );
  latency.sort();
  const p99 = pct(latency, 0.99);
  const text =
    `${int(n)} bets: ${int(Math.round(n / m.seconds))}/s  p50 ${fmtMs(pct(latency, 0.5))}  p95 ${fmtMs(pct(latency, 0.95))}` +
    `  p99 ${fmtMs(p99)}`;
  return { p99, text, m, n };
}

async function placement(db: Db, memberIds: number[], markets: BenchMarket[]): Promise<boolean> {
  const config = loadConfig();
  const batching = { statements: config.sport.betStatements, queueMax: config.batch.queueMax };
  const byFixture = new Map<number, BenchMarket[]>();
  for (const m of markets) byFixture.set(m.fixtureId, [...(byFixture.get(m.fixtureId) ?? []), m]);
  const fixtureIds = [...byFixture.keys()];
  let parlays = 0;
  const one = async (i: number) => {
    const body = { request_key: randomUUID(), accept_better: true, ...slipOf(i, markets, byFixture, fixtureIds) };
    const answer = await placeBet(db, memberIds[i % memberIds.length], body, batching);
    if (answer.replayed || answer.bet.legs.length !== body.legs.length) throw new Error(`bet ${i}: ${JSON.stringify(answer)}`);
    if (body.type === 'parlay') parlays++;
  };
  for (let i = 0; i < WARM; i++) await one(i);
  const single = await timed(db, WARM, SINGLES, 1, one);
  say('bets, one at a time', `${single.text}  | no target  ${cpuText(single.m, single.n)}`);
  const many = await timed(db, WARM + SINGLES, BETS, CONCURRENCY, one);
  const rate = many.n / many.m.seconds;
  const ok = many.p99 < TARGET.p99 && rate >= TARGET.betsPerS;
  // 8 callers with no pause keep every core busy: a call then waits about 8 x its CPU / cores, whatever the locks do.
  const floor = (CONCURRENCY * (many.m.cpuMs / many.n)) / availableParallelism();
  say(
    `bets, ${CONCURRENCY} at once`,
    `${many.text}  | target ${int(TARGET.betsPerS)}/s and p99 < ${TARGET.p99} ms: ${ok ? 'OK' : 'MISSED'}  ${cpuText(many.m, many.n)};` +
      ` CPU alone: ${CONCURRENCY} x CPU / ${availableParallelism()} cores = ${fmtMs(floor).trim()} a bet`,
  );
  const r = await sql<{ bets: string; legs: string; moves: string }>`
    select (select count(*) from sport_bet) as bets, (select count(*) from sport_bet_leg) as legs,
           (select count(*) from ledger_transfer where kind = 'sport_bet') as moves`.execute(db);
  const c = r.rows[0];
  const total = WARM + SINGLES + BETS;
  const books = Number(c.bets) === total && Number(c.moves) === total;
  say(
    '  stored',
    `${int(Number(c.bets))} bets (${int(parlays)} parlays), ${int(Number(c.legs))} legs, ${int(Number(c.moves))} stake movements: ${books ? 'OK' : 'FAILED'}`,
  );
  return ok && books;
}

async function main() {
  if (!(await pgReachable(URL_BASE))) {
    console.log(`postgres not reachable at ${URL_BASE}: skipped`);
    return;
  }
  nameConnections(APP);
  console.log(`seeding ${int(MEMBERS)} members and ${FIXTURES} fixtures:`);
  const seed = await sportDatabase(URL_BASE, MEMBERS, FIXTURES);
  let ok = true;
  try {
    const db = seed.handle.db;
    const v = await sql<{ v: string }>`select current_setting('server_version') as v`.execute(db);
    console.log(`node ${process.version}, PostgreSQL ${v.rows[0].v}; database ${seed.name}`);
    ok = (await placement(db, seed.memberIds, seed.markets)) && ok;
    // Settling 100,000 bets of one fixture (BENCH_SETTLE_BETS), then again paying nothing twice.
    ok = (await benchSettlement(db, { memberIds: seed.memberIds, app: APP })) && ok;
    const t0 = performance.now();
    const breaches = await verifyLedger(db);
    say(
      'ledger:verify',
      `${breaches.length ? `FAILED: ${breaches.slice(0, 3).join('; ')}` : 'OK'} in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    ok = ok && breaches.length === 0;
  } catch (e) {
    console.log(`FAILED: ${(e as Error).stack ?? e}`);
    ok = false;
  } finally {
    if (process.env.BENCH_KEEP === '1') {
      await seed.handle.close();
      console.log(`kept ${seed.name} (drop database ${seed.name} when done)`);
    } else await seed.drop();
  }
  if (!ok) process.exitCode = 1;
}

await main();
