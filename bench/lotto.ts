// Lotto on the database (issue 5): the services the routes call, so it measures lotto and the database,
// not HTTP parsing.
// - validate: one member validating a 200-item bill (bill/validate) against a round that already has
//   sales and limited numbers, one call at a time: p50 and p99.
// - bills: 32 members buying at once (bill/create), each bill 5-10 items of the usual mix, with an
//   idempotency key as the app sends one: bills per second, p50 and p99.
// - Yeekee: 32 callers shooting numbers into one open round for many members (each member once, so
//   the 10 s cooldown never refuses a shot): shots per second, p50 and p99.
// - settlement: one resulted round of 1,000,000 bill items (bills, items and their ledger debits
//   inserted in bulk, numbers uniformly random so the usual shares win), settled by `settleRound`;
//   then settled again by two processes at once, which must pay nothing; payouts are checked against
//   the items and `verifyLedger`.
// Targets on PostgreSQL: validate p50 < 10 ms, 500 bills/s, 3,000 shots/s, settlement < 60 s.
// Run: node --import tsx bench/lotto.ts   (or `npm run bench`). Env: BENCH_PG_URL, BENCH_ENGINES
// (postgres by default; pglite,postgres adds PGlite), CONCURRENCY, BILLS, SHOTS, VALIDATIONS,
// SETTLE_ITEMS (PostgreSQL), LITE_SETTLE_ITEMS (PGlite), LOTTO_HOUSE_SHARDS, SKIP (comma list of
// validate,bills,yeekee,settle), BENCH_REQUIREMENTS=10000 (first puts that many members, the buyers and
// shooters first, under an active wagering requirement: the figures must stay within 5 % of those
// without, as bills and shots never read or write requirements).
import { randomBytes, randomInt } from 'node:crypto';
import { loadavg } from 'node:os';
import { BET_TYPE_DIGITS, type BetType } from '@contract/lotto';
import { bangkokToday } from '@contract/thai-calendar';
import { sql } from 'kysely';
import { loadConfig } from '../server/config';
import { type Db, type DbHandle, migrate } from '../server/db';
import { inTransaction, postTransfers, verifyLedger } from '../server/modules/ledger';
import { houseFamilyTotal, mainWalletIdOf, membersTotal, transferTotals } from '../server/modules/ledger/steps';
import {
  createBill,
  fromGovernment,
  houseRowOf,
  type ItemInput,
  LOTTO_HOUSE_FAMILY,
  lottoHouseAccounts,
  setLottoHouseShards,
  settleRound,
  shoot,
  validateBill,
  winningKeys,
} from '../server/modules/lotto';
import { seedAgent } from '../server/seed';
import { putUnderRequirements, requirementsWanted } from './requirements-seed';
import { cpuNow, cpuPer, fmtMs, fmtRate, fundedMembers, nameConnections, onEngines } from './support';

const CONCURRENCY = Number(process.env.CONCURRENCY ?? 32);
const BILLS = Number(process.env.BILLS ?? 6_000);
const SHOTS = Number(process.env.SHOTS ?? 15_000);
const VALIDATIONS = Number(process.env.VALIDATIONS ?? 300);
const PG_SETTLE_ITEMS = Number(process.env.SETTLE_ITEMS ?? 1_000_000);
const LITE_SETTLE_ITEMS = Number(process.env.LITE_SETTLE_ITEMS ?? 100_000);
const ITEMS_PER_SETTLED_BILL = 10;
const SKIP = new Set((process.env.SKIP ?? '').split(',').filter(Boolean));
const FUNDS = 1_000_000_000; // satang per member: nobody runs dry during the bench
const TARGET = { validateP50: 10, bills: 500, shots: 3_000, settleSeconds: 60 };
const CATEGORY = { gov: 1, hanoi: 4, yeekee: 30 };

type Figures = { perSecond: number; p50: number; p99: number; n: number; failed: number; cpuMs: number; nodeMs: number };

// The machine is shared: besides wall-clock figures the bench reports the CPU each operation cost
// (bench/support.ts cpuNow), which does not depend on what else runs.
nameConnections('bench-lotto');
setLottoHouseShards(loadConfig().lotto.houseShards);
let onPostgres = false;

/** n members with a funded main wallet. Answers them (member and wallet ids) in order. */
async function makeMembers(db: Db, n: number): Promise<{ memberId: number; accountId: number }[]> {
  return fundedMembers(db, n, FUNDS, { phonePrefix: '06', name: 'หวย', referral: 'LOTTO' });
}

/** A round of a category made directly: open from a minute ago for two hours unless told otherwise. */
async function makeRound(db: Db, categoryId: number, over: { closed?: boolean } = {}): Promise<number> {
  const now = Date.now();
  const row = await db
    .insertInto('lotto_round')
    .values({
      category_id: categoryId,
      draw_key: `bench-${randomBytes(4).toString('hex')}`,
      draw_date: bangkokToday(new Date(now)),
      round_no: categoryId === CATEGORY.yeekee ? 1 : null,
      opens_at: new Date(now - (over.closed ? 3 : 1) * 3600_000),
      closes_at: new Date(over.closed ? now - 60_000 : now + 2 * 3600_000),
      status: over.closed ? 'closed' : 'open',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Runs n operations with CONCURRENCY callers as fast as they go; latency of each, and how many failed
 * (a failure is counted, not timed, and the first one is printed).
 */
async function measure(db: Db, n: number, op: (i: number) => Promise<unknown>, concurrency = CONCURRENCY): Promise<Figures> {
  const latency: number[] = [];
  const cpu0 = await cpuNow(onPostgres ? db : null);
  let next = 0;
  let failed = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (;;) {
        const i = next++;
        if (i >= n) return;
        const s = performance.now();
        try {
          await op(i);
          latency.push(performance.now() - s);
        } catch (e) {
          if (failed++ === 0) console.log(`  first failure: ${(e as Error).message}`);
        }
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const cpu1 = await cpuNow(onPostgres ? db : null);
  const done = Math.max(1, n - failed);
  const { cpuMs, nodeMs } = cpuPer(cpu0, cpu1, done);
  latency.sort((a, b) => a - b);
  const at = (q: number) => latency[Math.min(latency.length - 1, Math.floor(latency.length * q))] ?? Number.NaN;
  return { perSecond: (n - failed) / seconds, p50: at(0.5), p99: at(0.99), n, failed, cpuMs, nodeMs };
}

/** The targets are PostgreSQL's: PGlite's figures are for information. */
const target = (engine: string, what: string, ok: boolean) =>
  engine === 'postgres' ? `  | target ${what}: ${ok ? 'OK' : 'MISSED'}` : '  | no target';
const say = (engine: string, text: string) => console.log(`${engine.padEnd(8)} ${text}`);
const cpuMs = (f: Figures) => `CPU ${f.cpuMs.toFixed(2)} ms each (Node ${f.nodeMs.toFixed(2)})`;
const cpuText = (engine: string, f: Figures) =>
  `  | ${cpuMs(f)}${engine === 'postgres' ? `, 2 cores: ${Math.round(2000 / f.cpuMs).toLocaleString('en-US')}/s` : ''}`;

/** The usual mix of a bill: mostly 2 and 3 digits, some tote and run. */
const MIX: [BetType, number][] = [
  ['3top', 25],
  ['3tote', 10],
  ['2top', 25],
  ['2bottom', 25],
  ['runtop', 8],
  ['runbottom', 7],
];
const AMOUNTS = [5, 10, 20, 50, 100];

function randomItem(): ItemInput {
  let r = randomInt(100);
  let bet: BetType = MIX[0][0];
  for (const [type, weight] of MIX) {
    if (r < weight) {
      bet = type;
      break;
    }
    r -= weight;
  }
  const digits = BET_TYPE_DIGITS[bet];
  let number = String(randomInt(10 ** digits)).padStart(digits, '0');
  if (bet === '3tote' && number[0] === number[1] && number[1] === number[2])
    number = `${number.slice(0, 2)}${(Number(number[2]) + 1) % 10}`;
  return { bet_type: bet, number, amount: AMOUNTS[randomInt(AMOUNTS.length)] };
}

/** 200 distinct items: 100 three-digit top, 50 two-digit top, 50 two-digit bottom. */
function bigBill(): ItemInput[] {
  const items: ItemInput[] = [];
  for (let i = 0; i < 100; i++) items.push({ bet_type: '3top', number: String(i * 7).padStart(3, '0'), amount: 10 });
  for (let i = 0; i < 50; i++) items.push({ bet_type: '2top', number: String(i * 2).padStart(2, '0'), amount: 10 });
  for (let i = 0; i < 50; i++) items.push({ bet_type: '2bottom', number: String(i * 2 + 1).padStart(2, '0'), amount: 10 });
  return items;
}

async function benchBills(engine: string, db: Db, members: number[], roundId: number) {
  const run = randomBytes(4).toString('hex');
  const buyers = members.slice(0, CONCURRENCY);
  let turn = 0;
  const buy = async () => {
    const memberId = buyers[turn++ % buyers.length];
    const items = Array.from({ length: 5 + randomInt(6) }, randomItem);
    await createBill(db, memberId, { round_id: roundId, items, idempotency_key: `bench-${run}-${turn}` }, new Date());
  };
  await measure(db, Math.min(500, BILLS), buy); // warm up connections, plans and caches
  const f = await measure(db, BILLS, buy);
  say(
    engine,
    `bills, ${CONCURRENCY} members, 5-10 items   ${fmtRate(f.perSecond)}/s  p50 ${fmtMs(f.p50)}  p99 ${fmtMs(f.p99)}` +
      `${f.failed ? `  (${f.failed} refused)` : ''}${target(engine, `${TARGET.bills}/s`, f.perSecond >= TARGET.bills)}${cpuText(engine, f)}`,
  );
  // The caps held and the running totals are exactly what the items sold.
  const drift = await sql<{ n: string }>`
    select count(*)::text as n from lotto_number_total t
     where t.round_id = ${roundId}
       and (t.sold > coalesce(t.cap, t.sold)
            or t.sold <> (select coalesce(sum(i.amount), 0) from lotto_bill_item i
                           where i.round_id = t.round_id and i.bet_type = t.bet_type and i.number = t.number))`.execute(db);
  if (drift.rows[0].n !== '0') throw new Error(`${drift.rows[0].n} running totals disagree with the items sold or pass their cap`);
  return f;
}

async function benchValidate(engine: string, db: Db, memberId: number, roundId: number) {
  // A few limited numbers among the bill's, as operators set them.
  await db
    .insertInto('lotto_limited_number')
    .values([
      { round_id: roundId, bet_type: '3top', number: '007', mode: 'reduced', pay_percent: 50, max_amount: null },
      { round_id: roundId, bet_type: '3top', number: '014', mode: 'reduced', pay_percent: 50, max_amount: 500_000 },
      { round_id: roundId, bet_type: '2top', number: '10', mode: 'reduced', pay_percent: 70, max_amount: null },
    ])
    .onConflict((oc) => oc.doNothing())
    .execute();
  const items = bigBill();
  const once = async () => {
    const r = await validateBill(db, memberId, roundId, items, new Date());
    if (r.view.item_count !== 200 || r.view.refused_count !== 0) throw new Error('the 200-item bill did not validate');
  };
  await measure(db, 50, once, 1);
  const f = await measure(db, VALIDATIONS, once, 1);
  say(
    engine,
    `validate a 200-item bill            p50 ${fmtMs(f.p50)}  p99 ${fmtMs(f.p99)}${target(engine, `p50 < ${TARGET.validateP50} ms`, f.p50 < TARGET.validateP50)}  | ${cpuMs(f)}`,
  );
  return f;
}

async function benchYeekee(engine: string, db: Db, members: number[]) {
  const roundId = await makeRound(db, CATEGORY.yeekee);
  const shooters = members.slice(0, Math.min(SHOTS + 1_000, members.length));
  const warm = Math.min(1_000, shooters.length - SHOTS);
  const fire = (i: number) => shoot(db, shooters[i], roundId, String(randomInt(100_000)).padStart(5, '0'), new Date());
  await measure(db, warm, (i) => fire(SHOTS + i));
  const f = await measure(db, SHOTS, fire);
  say(
    engine,
    `Yeekee shots, ${CONCURRENCY} callers         ${fmtRate(f.perSecond)}/s  p50 ${fmtMs(f.p50)}  p99 ${fmtMs(f.p99)}` +
      `${f.failed ? `  (${f.failed} refused)` : ''}${target(engine, `${TARGET.shots.toLocaleString('en-US')}/s`, f.perSecond >= TARGET.shots)}${cpuText(engine, f)}`,
  );
  // Every shot stored once, and the cooldown still refuses a second shot at once.
  const stored = await db
    .selectFrom('lotto_yeekee_shot')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('round_id', '=', roundId)
    .executeTakeFirstOrThrow();
  if (Number(stored.n) !== SHOTS + warm - f.failed) throw new Error(`stored ${stored.n} shots, expected ${SHOTS + warm - f.failed}`);
  const again = await fire(0).then(
    () => 'accepted',
    (e: Error) => e.message,
  );
  if (again === 'accepted') throw new Error('a second shot within the cooldown was accepted');
  return f;
}

/**
 * A resulted government round with `itemCount` items on bills of 10, spread over the members, made in
 * bulk: the items (numbers uniformly random in the usual mix, rates and potential wins as sold), the
 * bills, and each bill's debit into the member's house row. Answers the round and what it should pay.
 */
async function makeSettledRound(db: Db, members: number[], itemCount: number) {
  const roundId = await makeRound(db, CATEGORY.gov, { closed: true });
  const bills = Math.ceil(itemCount / ITEMS_PER_SETTLED_BILL);
  const house = await lottoHouseAccounts(db);
  const weights = [...MIX, ['3front', 3] as [BetType, number], ['3back', 3] as [BetType, number]];
  const total = weights.reduce((s, [, w]) => s + w, 0);
  let from = 0;
  const buckets = weights.map(([type, w]) => {
    const b = { type, lo: from, hi: from + w };
    from += w;
    return b;
  });
  const pickType = sql.raw(`case ${buckets.map((b) => `when r.t < ${b.hi} then '${b.type}'`).join(' ')} end`);
  // Bulk set-up on one connection with foreign-key triggers off (a million items are consistent by
  // construction; checking each would take longer than the settlement measured).
  await db.connection().execute(async (conn) => {
    await sql`set session_replication_role = replica`.execute(conn);
    const first = await sql<{ id: number }>`select nextval('lotto_bill_id_seq')::bigint as id`.execute(conn);
    const base = Number(first.rows[0].id);
    await sql`select setval('lotto_bill_id_seq', ${base + bills}::bigint)`.execute(conn);
    await sql`create temporary table bench_item as
      select ${base}::bigint + g / ${ITEMS_PER_SETTLED_BILL}::int as bill_id, x.bet_type,
             lpad((floor(random() * power(10, d.digits)))::int::text, d.digits, '0') as number,
             (array[500, 1000, 2000, 5000, 10000])[1 + floor(random() * 5)::int]::bigint as amount
        from generate_series(0, ${itemCount - 1}::int) g
        cross join lateral (select floor(random() * ${total}::int)::int + 0 * g as t) r
        cross join lateral (select ${pickType} as bet_type) x
        join (values ('3top', 3), ('3tote', 3), ('3front', 3), ('3back', 3), ('2top', 2), ('2bottom', 2), ('runtop', 1), ('runbottom', 1))
             as d(bet_type, digits) on d.bet_type = x.bet_type`.execute(conn);
    // A tote on a triple is never sold.
    await sql`update bench_item set number = substr(number, 1, 2) || ((substr(number, 3, 1)::int + 1) % 10)::text
               where bet_type = '3tote' and number ~ '^(.)\\1\\1$'`.execute(conn);
    await sql`
      insert into lotto_bill (id, member_id, round_id, total_amount, item_count, created_at)
      select bill_id, (${sql.val(members)}::bigint[])[1 + (bill_id % ${members.length}::int)], ${roundId}, sum(amount), count(*), now()
        from bench_item group by bill_id order by bill_id`.execute(conn);
    await sql`
      insert into lotto_bill_item (bill_id, round_id, bet_type, number, amount, rate, potential_win)
      select i.bill_id, ${roundId}, i.bet_type, i.number, i.amount, r.rate, i.amount * r.rate / 100
        from bench_item i join lotto_rate r on r.category_id = ${CATEGORY.gov} and r.bet_type = i.bet_type
       order by i.bill_id`.execute(conn);
    await sql`drop table bench_item`.execute(conn);
    await sql`reset session_replication_role`.execute(conn);
  });
  // Each bill's debit, as bill/create makes it (member wallet -> the member's house row), through the
  // ledger's batch, a few thousand bills a statement.
  const billRows = await sql<{ id: number; member_id: number; total: number; wallet: number }>`
    select b.id, b.member_id, b.total_amount as total, ${mainWalletIdOf(sql`b.member_id`)} as wallet
      from lotto_bill b where b.round_id = ${roundId} order by b.id`.execute(db);
  for (let from = 0; from < billRows.rows.length; from += 5_000) {
    const chunk = billRows.rows.slice(from, from + 5_000);
    await inTransaction(db, (trx) =>
      postTransfers(
        trx,
        'lotto_bill',
        'THB',
        chunk.map((b) => ({
          key: `bill:${b.id}`,
          debit: b.wallet,
          credit: houseRowOf(house, b.member_id),
          amount: b.total,
          reference: `LT${String(b.id).padStart(6, '0')}`,
          metadata: {},
        })),
      ),
    );
  }
  await sql`analyze`.execute(db);

  const result = fromGovernment({ first_prize: '482913', front3: ['105', '771'], back3: ['360', '942'], bottom2: '57' });
  await db
    .updateTable('lotto_round')
    .set({ status: 'resulted', result: JSON.stringify(result), resulted_at: new Date() })
    .where('id', '=', roundId)
    .execute();
  const keys = winningKeys(result);
  const expected = await sql<{ items: string; bills: string; payout: string; staked: string }>`
    select count(*) filter (where w.won)::text as items, count(distinct bill_id) filter (where w.won)::text as bills,
           coalesce(sum(potential_win) filter (where w.won), 0)::text as payout, sum(amount)::text as staked
      from lotto_bill_item i
      cross join lateral (select (i.bet_type || ':' || i.number) = any(${sql.val(keys)}::text[]) as won) w
     where i.round_id = ${roundId}`.execute(db);
  const e = expected.rows[0];
  return {
    roundId,
    bills,
    winningItems: Number(e.items),
    winningBills: Number(e.bills),
    payout: Number(e.payout),
    staked: Number(e.staked),
  };
}

async function benchSettle(engine: string, handle: DbHandle, members: number[], itemCount: number, second: Db) {
  const db = handle.db;
  const t0 = performance.now();
  const r = await makeSettledRound(db, members, itemCount);
  say(
    engine,
    `settlement set-up: ${itemCount.toLocaleString('en-US')} items on ${r.bills.toLocaleString('en-US')} bills of ${members.length.toLocaleString('en-US')} members in ${((performance.now() - t0) / 1000).toFixed(1)} s; ` +
      `${r.winningItems.toLocaleString('en-US')} items win (${((r.winningItems / itemCount) * 100).toFixed(1)}%) on ${r.winningBills.toLocaleString('en-US')} bills`,
  );
  const walletsBefore = await memberWalletTotal(db);
  const now = new Date();
  const s0 = performance.now();
  await settleRound(db, r.roundId, now);
  const seconds = (performance.now() - s0) / 1000;
  say(
    engine,
    `settle one round of ${itemCount.toLocaleString('en-US')} items       ${seconds.toFixed(1).padStart(6)} s` +
      (itemCount === 1_000_000
        ? target(engine, `< ${TARGET.settleSeconds} s`, seconds < TARGET.settleSeconds)
        : '  | no target at this size'),
  );

  // Again, on two processes at once: nothing more may be paid.
  const a0 = performance.now();
  const again = await Promise.all([settleRound(db, r.roundId, now), settleRound(second, r.roundId, now)]);
  const againSeconds = (performance.now() - a0) / 1000;
  const paid = await transferTotals(db, 'lotto_win', { round_id: r.roundId });
  const state = await sql<{ pending: string; unpaid: string; settled: boolean }>`
    select (select count(*) from lotto_bill where round_id = ${r.roundId} and status = 'pending')::text as pending,
           (select count(*) from lotto_bill_item where round_id = ${r.roundId} and status = 'won' and paid_transfer_id is null)::text as unpaid,
           (select settled_at is not null from lotto_round where id = ${r.roundId}) as settled`.execute(db);
  const walletsGained = (await memberWalletTotal(db)) - walletsBefore;
  const problems: string[] = [];
  if (paid.total !== r.payout) problems.push(`paid ${paid.total} satang, the winning items are worth ${r.payout}`);
  if (walletsGained !== r.payout) problems.push(`member wallets gained ${walletsGained} satang, not ${r.payout}`);
  if (again.some((n) => n !== 0)) problems.push(`the second settlement paid ${again.join(' + ')} more`);
  if (state.rows[0].pending !== '0' || state.rows[0].unpaid !== '0' || !state.rows[0].settled)
    problems.push(`round not fully settled: ${JSON.stringify(state.rows[0])}`);
  say(
    engine,
    `  settled again on two processes at once in ${againSeconds.toFixed(1)} s: ${again[0] + again[1]} more paid; ` +
      `${paid.count.toLocaleString('en-US')} win transfers, ${(r.payout / 100).toLocaleString('en-US')} baht paid of ${(r.staked / 100).toLocaleString('en-US')} staked: ` +
      `${problems.length ? problems.join('; ') : 'paid exactly once'}`,
  );
  if (problems.length) throw new Error(problems.join('; '));
  return seconds;
}

const memberWalletTotal = (db: Db) => membersTotal(db, 'THB');

async function bench(engine: 'pglite' | 'postgres', handle: DbHandle, settleItems: number, second: Db) {
  const db = handle.db;
  onPostgres = engine === 'postgres';
  await migrate(db);
  await seedAgent(db, { agentCode: 'BENCH' });
  const t0 = performance.now();
  const memberCount = Math.max(SHOTS + 1_000, CONCURRENCY, Math.ceil(settleItems / ITEMS_PER_SETTLED_BILL / 5));
  const wallets = await makeMembers(db, memberCount);
  const members = wallets.map((m) => m.memberId);
  const wanted = Math.min(requirementsWanted(), wallets.length);
  if (wanted > 0) {
    const seconds = await putUnderRequirements(db, wallets.slice(0, wanted));
    say(
      engine,
      `put ${wanted.toLocaleString('en-US')} members (the bill buyers and the first shooters) under an active requirement in ${seconds.toFixed(1)} s`,
    );
  }
  await lottoHouseAccounts(db);
  say(engine, `set up ${members.length.toLocaleString('en-US')} funded members in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const round = await makeRound(db, CATEGORY.hanoi);
  if (!SKIP.has('bills')) await benchBills(engine, db, members, round);
  if (!SKIP.has('validate')) await benchValidate(engine, db, members[0], round);
  if (!SKIP.has('yeekee')) await benchYeekee(engine, db, members);
  if (!SKIP.has('settle')) await benchSettle(engine, handle, members, settleItems, second);

  const houseRows = (await houseFamilyTotal(db, LOTTO_HOUSE_FAMILY)).rows;
  const breaches = await verifyLedger(db);
  say(
    engine,
    `house lotto rows: ${houseRows}; verifyLedger after the bench: ${breaches.length === 0 ? 'sound' : breaches.slice(0, 3).join('; ')}`,
  );
  return breaches.length === 0;
}

const loadAverage = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
console.log(`load average at start: ${loadAverage()}`);
await onEngines(
  'lotto',
  (engine, handle, other) => bench(engine, handle, engine === 'postgres' ? PG_SETTLE_ITEMS : LITE_SETTLE_ITEMS, other.db),
  'postgres',
);
console.log(`load average at the end: ${loadAverage()}`);
