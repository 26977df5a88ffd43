// Ledger throughput: transfers per second across 10,000 wallets and on one hot wallet, with p50 and p99
// latency at 32 concurrent callers, on PGlite and (when it answers) PostgreSQL.
// Targets on PostgreSQL (2-core machine): 2,000/s across wallets, 500/s on one wallet, p99 < 20 ms.
// Each scenario runs twice: 'max' = the 32 callers as fast as they go (throughput; their latency is
// then 32 / throughput on average, by Little's law), and 'at N/s' = the same callers offered exactly
// the target rate (the latency a caller sees when the ledger carries the target load).
// Run: node --import tsx bench/ledger.ts   (or `npm run bench`). Env: BENCH_PG_URL, WALLETS, CONCURRENCY,
// TRANSFERS (per PostgreSQL scenario), LITE_TRANSFERS (per PGlite scenario).
import { randomBytes, randomInt } from 'node:crypto';
import { type Db, type DbHandle, migrate } from '../server/db';
import { seedAgent } from '../server/db/seed';
import { houseAccountId, transfer, verifyLedger } from '../server/modules/ledger';
import { type Figures, fmtMs, fundedMembers, line, onEngines } from './support';

const WALLETS = Number(process.env.WALLETS ?? 10_000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 32);
const PG_TRANSFERS = Number(process.env.TRANSFERS ?? 20_000);
const LITE_TRANSFERS = Number(process.env.LITE_TRANSFERS ?? 5_000);
const FUNDS = 1_000_000_000; // satang per wallet: nobody runs dry during the bench
const TARGET = { across: 2_000, hot: 500, p99: 20 };

/** WALLETS members with a funded main wallet. Answers the wallets in member order. */
async function setUp(db: Db): Promise<number[]> {
  const members = await fundedMembers(db, WALLETS, FUNDS, { phonePrefix: '09', name: 'สมาชิก', referral: 'BENCH' });
  return members.map((m) => m.accountId);
}

/**
 * Runs n operations with CONCURRENCY callers. Without a rate the callers go as fast as they can
 * (saturation: throughput). With a rate, operation i is due at i/rate seconds and its latency counts
 * from when it was due, so a caller held up behind a slow one is not hidden (no coordinated omission).
 */
async function measure(n: number, op: (i: number) => Promise<unknown>, rate?: number): Promise<Figures> {
  const latency = new Float64Array(n);
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (;;) {
        const i = next++;
        if (i >= n) return;
        let s = performance.now();
        if (rate) {
          const due = t0 + (i * 1000) / rate;
          if (due > s) await new Promise((r) => setTimeout(r, due - s));
          // Late (behind schedule): count from when it was due. Early (timers have 1 ms grain): from now.
          s = Math.min(due, performance.now());
        }
        await op(i);
        latency[i] = performance.now() - s;
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  latency.sort();
  return { perSecond: n / seconds, p50: latency[Math.floor(n * 0.5)], p99: latency[Math.min(n - 1, Math.floor(n * 0.99))], n };
}

function report(engine: string, label: string, saturated: Figures, paced?: { rate: number; f: Figures }) {
  let text = `${engine.padEnd(8)} ${label.padEnd(30)} max ${line(saturated)}`;
  if (paced) {
    const ok = saturated.perSecond >= paced.rate && paced.f.p99 < TARGET.p99;
    text += `  | at ${paced.rate.toLocaleString('en-US')}/s: p50 ${fmtMs(paced.f.p50)}  p99 ${fmtMs(paced.f.p99)}`;
    text += `  | target ${paced.rate.toLocaleString('en-US')}/s with p99 < ${TARGET.p99} ms: ${ok ? 'OK' : 'MISSED'}`;
  } else text += '  | no target';
  console.log(text);
}

async function bench(engine: 'pglite' | 'postgres', handle: DbHandle, transfers: number) {
  const db = handle.db;
  await migrate(db);
  await seedAgent(db, { agentCode: 'BENCH' });
  const t0 = performance.now();
  const wallets = await setUp(db);
  console.log(
    `${engine.padEnd(8)} set up ${wallets.length.toLocaleString('en-US')} funded wallets in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const games = await houseAccountId(db, 'games');
  const run = randomBytes(4).toString('hex');
  const pick = () => wallets[randomInt(wallets.length)];
  const other = (not: number) => {
    for (;;) {
      const w = pick();
      if (w !== not) return w;
    }
  };
  let seq = 0;
  const move = (debit: number, credit: number) =>
    transfer(db, { key: `bench:${run}:${seq++}`, kind: 'game_bet', currency: 'THB', debit, credit, amount: 1 + randomInt(10_000) });
  const acrossOp = () => {
    const a = pick();
    return move(a, other(a));
  };
  const hot = wallets[0];
  const hotOp = () => move(hot, other(hot));
  const withTargets = engine === 'postgres';

  // Warm up connections, plans and caches.
  await measure(Math.min(1_000, transfers), acrossOp);

  const across = await measure(transfers, acrossOp);
  const acrossPaced = withTargets ? { rate: TARGET.across, f: await measure(transfers, acrossOp, TARGET.across) } : undefined;
  report(engine, `across ${wallets.length.toLocaleString('en-US')} wallets`, across, acrossPaced);

  const half = Math.ceil(transfers / 2);
  const oneWallet = await measure(half, hotOp);
  const hotPaced = withTargets ? { rate: TARGET.hot, f: await measure(half, hotOp, TARGET.hot) } : undefined;
  report(engine, 'one hot wallet', oneWallet, hotPaced);

  // For information: bets from any wallet into the one house 'games' account (a hot row as well).
  report(engine, 'bets into one house account', await measure(half, () => move(pick(), games)));

  const breaches = await verifyLedger(db);
  console.log(`${engine.padEnd(8)} verifyLedger after the bench: ${breaches.length === 0 ? 'sound' : breaches.slice(0, 3).join('; ')}`);
  return breaches.length === 0;
}

await onEngines('ledger', (engine, handle) => bench(engine, handle, engine === 'postgres' ? PG_TRANSFERS : LITE_TRANSFERS));
