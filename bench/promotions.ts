// The bonus engine on the database (issue 15), through the services the routes call:
// - progress: the time to read a member's requirement progress (reviewRequirements, what
//   /api/promotion/me, /api/member/withdraw/info and every withdrawal read) for many members each
//   under an active requirement a few days old, with realistic turnover rows (slot, casino and lotto
//   every day, weighted 100/50/0) and game bets since the start (the balance floor reads them):
//   one read at a time (a member opening the page) for p50/p99, then 8 callers at once for reads/s.
// - deposits with a bonus: per second, `depositsWithBonus` below.
// Target on PostgreSQL: progress p99 < 10 ms. Each line prints the CPU per operation (this process
// plus, on PostgreSQL, its server backends), which does not depend on what else runs on the machine.
// Run: node --import tsx bench/promotions.ts   (or `npm run bench`). Env: BENCH_PG_URL,
// BENCH_ENGINES (pglite,postgres), MEMBERS (PostgreSQL, 10,000), LITE_MEMBERS (PGlite, 2,000),
// READS (3,000), DAYS (history days, 5), BETS (game bets per member since the start, 10), DEPOSITS (2,000).
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { sql } from 'kysely';
import { type Db, type DbHandle, migrate } from '../server/db';
import { houseAccountId, inTransaction, transfer, verifyLedger } from '../server/modules/ledger';
import { createRequirement, reviewRequirements } from '../server/modules/requirements';
import { seedAgent } from '../server/seed';
import { putUnderRequirements } from './requirements-seed';
import { cpuNow, cpuPer, fmtMs, fmtRate, fundedMembers, nameConnections, onEngines } from './support';

const PG_MEMBERS = Number(process.env.MEMBERS ?? 10_000);
const LITE_MEMBERS = Number(process.env.LITE_MEMBERS ?? 2_000);
const READS = Number(process.env.READS ?? 3_000);
const DAYS = Number(process.env.DAYS ?? 5);
const BETS = Number(process.env.BETS ?? 10);
const DEPOSITS = Number(process.env.DEPOSITS ?? 2_000);
const CONCURRENCY = 8;
const FUNDS = 1_000_000; // 10,000 baht each: the bets never take a wallet near its floor
const TARGET = { progressP99: 10 };

nameConnections('bench-promotions');
let onPostgres = false;

type Figures = { perSecond: number; p50: number; p99: number; n: number; cpuMs: number; nodeMs: number };

/** n operations by `callers` at once, as fast as they go: latency of each and CPU per operation. */
async function measure(db: Db, n: number, op: (i: number) => Promise<unknown>, callers: number): Promise<Figures> {
  const latency = new Float64Array(n);
  let next = 0;
  const cpu0 = await cpuNow(onPostgres ? db : null);
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: callers }, async () => {
      for (;;) {
        const i = next++;
        if (i >= n) return;
        const s = performance.now();
        await op(i);
        latency[i] = performance.now() - s;
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const cpu = cpuPer(cpu0, await cpuNow(onPostgres ? db : null), n);
  latency.sort();
  return { perSecond: n / seconds, p50: latency[Math.floor(n * 0.5)], p99: latency[Math.min(n - 1, Math.floor(n * 0.99))], n, ...cpu };
}

const say = (engine: string, text: string) => console.log(`${engine.padEnd(8)} ${text}`);
const cpuText = (engine: string, f: Figures) =>
  `  | CPU ${f.cpuMs.toFixed(2)} ms each (Node ${f.nodeMs.toFixed(2)})${engine === 'postgres' ? `, 2 cores: ${Math.round(2000 / f.cpuMs).toLocaleString('en-US')}/s` : ''}`;

/** A member's progress, read as the pages read it; every read must find the member's one active requirement. */
async function benchProgress(engine: string, db: Db, members: { memberId: number }[]) {
  let turn = 0;
  const read = async () => {
    const m = members[(turn++ * 7919) % members.length];
    const progress = await reviewRequirements(db, m.memberId);
    if (progress.length !== 1 || progress[0].done <= 0) throw new Error(`member ${m.memberId}: ${JSON.stringify(progress)}`);
  };
  await measure(db, Math.min(300, READS), read, 1); // warm up plans and caches
  const one = await measure(db, READS, read, 1);
  const many = await measure(db, READS, read, CONCURRENCY);
  const ok = one.p99 < TARGET.progressP99;
  say(
    engine,
    `progress read, one at a time   p50 ${fmtMs(one.p50)}  p99 ${fmtMs(one.p99)}` +
      `${engine === 'postgres' ? `  | target p99 < ${TARGET.progressP99} ms: ${ok ? 'OK' : 'MISSED'}` : '  | no target'}${cpuText(engine, one)}`,
  );
  say(
    engine,
    `progress read, ${CONCURRENCY} at once   ${fmtRate(many.perSecond)}/s  p50 ${fmtMs(many.p50)}  p99 ${fmtMs(many.p99)}${cpuText(engine, many)}`,
  );
  return engine !== 'postgres' || ok;
}

/**
 * Deposits credited with a bonus, per second, `callers` at once: each one transaction with the
 * deposit (house cash -> wallet), the bonus (house bonuses -> wallet, key `bonus:<deposit key>`) and
 * its requirement (createRequirement, source promotion), as promotions' `applyDepositBonus` does
 * inside payments' `creditDeposit`. Once the promotions module lands, this is the function to point
 * at `creditDeposit` (the choice row, the grant row and the eligibility checks then count too).
 */
async function depositsWithBonus(engine: string, db: Db, members: { memberId: number; accountId: number }[], n: number) {
  const run = randomBytes(4).toString('hex');
  const cash = await houseAccountId(db, 'cash');
  const bonuses = await houseAccountId(db, 'bonuses');
  const deposit = async (i: number) => {
    const m = members[i % members.length];
    const key = `bench-dep:${run}:${i}`;
    await inTransaction(db, async (trx) => {
      await transfer(trx, { key, kind: 'deposit', currency: 'THB', debit: cash, credit: m.accountId, amount: 100_000 });
      await transfer(trx, { key: `bonus:${key}`, kind: 'bonus', currency: 'THB', debit: bonuses, credit: m.accountId, amount: 50_000 });
      await createRequirement(trx, {
        memberId: m.memberId,
        source: 'promotion',
        sourceId: `bench-grant:${run}:${i}`,
        requiredTurnover: 1_500_000,
        weights: { slot: 100, casino: 50, lotto: 0 },
        title: 'ฝากแรกของวัน 10% (bench)',
        forfeitRule: 'bonus_and_winnings',
        bonusAmount: 50_000,
        ownAmount: 100_000,
      });
    });
  };
  await measure(db, Math.min(200, n), (i) => deposit(n + i), CONCURRENCY); // warm up
  const f = await measure(db, n, deposit, CONCURRENCY);
  say(
    engine,
    `deposits with a bonus, ${CONCURRENCY} at once   ${fmtRate(f.perSecond)}/s  p50 ${fmtMs(f.p50)}  p99 ${fmtMs(f.p99)}  | no target${cpuText(engine, f)}`,
  );
}

async function bench(engine: 'pglite' | 'postgres', handle: DbHandle, memberCount: number) {
  const db = handle.db;
  onPostgres = engine === 'postgres';
  await migrate(db);
  await seedAgent(db, { agentCode: 'BENCH' });
  const t0 = performance.now();
  const tag = randomBytes(3).toString('hex');
  const members = await fundedMembers(db, memberCount, FUNDS, { phonePrefix: '05', name: 'โปร', referral: `PROMO${tag}` });
  const seconds = await putUnderRequirements(db, members, { days: DAYS, bets: BETS });
  // Statistics as a live database has them (autovacuum): without, the planner guesses on fresh tables.
  await sql`analyze`.execute(db);
  const rows = await sql<{ n: number }>`select count(*)::int as n from turnover`.execute(db);
  say(
    engine,
    `set up ${memberCount.toLocaleString('en-US')} members under a requirement ${DAYS} days old (${rows.rows[0].n.toLocaleString('en-US')} turnover rows, ` +
      `${BETS} bets each since) in ${((performance.now() - t0) / 1000).toFixed(1)} s (requirements ${seconds.toFixed(1)} s)`,
  );

  const sound = await benchProgress(engine, db, members);
  const active = await sql<{ n: number }>`select count(*)::int as n from wagering_requirement where status = 'active'`.execute(db);
  if (active.rows[0].n !== memberCount) throw new Error(`reads ended requirements: ${active.rows[0].n} of ${memberCount} active`);
  await depositsWithBonus(engine, db, members, DEPOSITS);

  const breaches = await verifyLedger(db);
  say(engine, `verifyLedger after the bench: ${breaches.length === 0 ? 'sound' : breaches.slice(0, 3).join('; ')}`);
  return sound && breaches.length === 0;
}

const loadAverage = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
console.log(`load average at start: ${loadAverage()}`);
await onEngines('promotions', (engine, handle) => bench(engine, handle, engine === 'postgres' ? PG_MEMBERS : LITE_MEMBERS));
console.log(`load average at the end: ${loadAverage()}`);
