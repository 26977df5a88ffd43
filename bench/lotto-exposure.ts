// The back office's exposure of one lotto round (GET /api/admin/lotto/rounds/:id/exposure): one round of
// ITEMS bill items (1,000,000 by default, 10 per bill, numbers uniformly random over every government
// bet type, 1% of the bills cancelled), made in bulk with SQL; then `roundExposure` (the route's query:
// per bet type and number, stake and payout, riskiest first, a page of 50) timed cold and warm, before
// and after VACUUM (autovacuum does this by itself on a table that took a million inserts; without it
// the index-only scan still visits the heap). Also the same with a bet-type filter and a later page.
// Target: well under a second at 1,000,000 items.
// Run: node --import tsx bench/lotto-exposure.ts   Env: BENCH_PG_URL, BENCH_ENGINES (postgres), ITEMS.
import { loadavg } from 'node:os';
import { bangkokToday } from '@contract/thai-calendar';
import { sql } from 'kysely';
import { type Db, type DbHandle, migrate } from '../server/db';
import { roundExposure } from '../server/modules/lotto';
import { seedAgent } from '../server/seed';
import { cpuNow, cpuPer, fundedMembers, nameConnections, onEngines } from './support';

const ITEMS = Number(process.env.ITEMS ?? 1_000_000);
const PER_BILL = 10;
const TARGET_MS = 1_000;
nameConnections('bench-exposure');

async function time<T>(f: () => Promise<T>): Promise<[number, T]> {
  const t0 = performance.now();
  const out = await f();
  return [performance.now() - t0, out];
}

async function median(n: number, f: () => Promise<unknown>) {
  const ms: number[] = [];
  for (let i = 0; i < n; i++) ms.push((await time(f))[0]);
  ms.sort((a, b) => a - b);
  return ms[Math.floor(n / 2)];
}

async function bench(engine: string, handle: DbHandle) {
  const db: Db = handle.db;
  await migrate(db);
  await seedAgent(db, { agentCode: 'BENCH' });
  const [member] = await fundedMembers(db, 1, 1_000_000, { phonePrefix: '07', name: 'เสี่ยง', referral: 'EXPO' });
  const category = await db.selectFrom('lotto_category').select('id').where('code', '=', 'gov').executeTakeFirstOrThrow();
  const now = Date.now();
  const round = await db
    .insertInto('lotto_round')
    .values({
      category_id: category.id,
      draw_key: `bench-exposure-${now}`,
      draw_date: bangkokToday(new Date(now)),
      round_no: null,
      opens_at: new Date(now - 3600_000),
      closes_at: new Date(now + 3600_000),
      status: 'open',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // A second round with as many items, so the index holds more than the round asked about.
  const other = await db
    .insertInto('lotto_round')
    .values({
      category_id: category.id,
      draw_key: `bench-exposure-other-${now}`,
      draw_date: new Date(now + 8 * 3600_000).toISOString().slice(0, 10),
      round_no: null,
      opens_at: new Date(now - 3600_000),
      closes_at: new Date(now + 7200_000),
      status: 'open',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const bills = ITEMS / PER_BILL;
  const t0 = performance.now();
  for (const r of [round.id, other.id]) {
    await sql`
      insert into lotto_bill (member_id, round_id, total_amount, item_count, status)
      select ${member.memberId}::bigint, ${r}::bigint, 1000 * ${PER_BILL}, ${PER_BILL}, case when g % 100 = 0 then 'cancelled' else 'pending' end
        from generate_series(1, ${bills}::int) g`.execute(db);
    await sql`
      with b as (select id, status, row_number() over (order by id) as n from lotto_bill where round_id = ${r}::bigint),
      t as (select * from (values ('3top', 3, 90000), ('3tote', 3, 15000), ('3front', 3, 50000), ('3back', 3, 50000),
                                  ('2top', 2, 9000), ('2bottom', 2, 9000), ('runtop', 1, 320), ('runbottom', 1, 420)) as t(bet_type, digits, rate)),
      i as (select b.id as bill_id, b.status, (b.n * ${PER_BILL} + k) as seq, k from b cross join generate_series(1, ${PER_BILL}::int) k)
      insert into lotto_bill_item (bill_id, round_id, bet_type, number, amount, rate, potential_win, limited, status)
      select i.bill_id, ${r}::bigint, t.bet_type,
             lpad(((hashint4(i.seq::int) & 2147483647) % (10 ^ t.digits)::int)::text, t.digits, '0'),
             (1 + (i.seq % 10)) * 1000,
             case when i.seq % 50 = 0 then t.rate / 2 else t.rate end,
             (1 + (i.seq % 10)) * 1000 * (case when i.seq % 50 = 0 then t.rate / 2 else t.rate end) / 100,
             case when i.seq % 50 = 0 then 'reduced' end,
             case when i.status = 'cancelled' then 'cancelled' else 'pending' end
        from i join t on t.bet_type = (array['3top','3tote','3front','3back','2top','2bottom','runtop','runbottom'])[1 + (hashint4(i.seq::int + 7) & 2147483647) % 8]`.execute(
      db,
    );
  }
  console.log(
    `${engine}: made ${(2 * ITEMS).toLocaleString('en-US')} items on 2 rounds in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const q = { page: 1, page_size: 50, dir: 'desc' as const };
  const [cold, first] = await time(() => roundExposure(db, round.id, q));
  const warm = await median(5, () => roundExposure(db, round.id, q));
  console.log(
    `${engine}: before VACUUM: first call ${cold.toFixed(0)} ms, then median ${warm.toFixed(0)} ms (${first.total.toLocaleString('en-US')} numbers, stake ${first.round_staked.toLocaleString('en-US')} baht, top payout ${first.max_payout.toLocaleString('en-US')})`,
  );
  await sql`vacuum analyze lotto_bill_item`.execute(db);
  await sql`vacuum analyze lotto_bill`.execute(db);
  const after = await median(5, () => roundExposure(db, round.id, q));
  const filtered = await median(5, () => roundExposure(db, round.id, { ...q, bet_type: '2top' }));
  const later = await median(5, () => roundExposure(db, round.id, { ...q, page: 20, sort: 'staked', dir: 'asc' }));
  // One backend, no parallel workers: the CPU the statement costs (this process and the backend, from
  // /proc), which depends less on what else runs on the machine than the wall-clock time.
  const serial = () =>
    db.transaction().execute(async (trx) => {
      await sql`set local max_parallel_workers_per_gather = 0`.execute(trx);
      return roundExposure(trx, round.id, q);
    });
  await serial();
  const cpu0 = await cpuNow(db);
  const serialWall = await median(5, serial);
  const { cpuMs } = cpuPer(cpu0, await cpuNow(db), 5);
  console.log(
    `${engine}: one backend without parallel workers: median ${serialWall.toFixed(0)} ms wall, ${cpuMs.toFixed(0)} ms CPU per call`,
  );
  const { rows } = await sql<{ 'QUERY PLAN': string }>`explain select bet_type, number, sum(amount), sum(potential_win), count(*)
      from lotto_bill_item where round_id = ${round.id}::bigint group by bet_type, number`.execute(db);
  console.log(
    `${engine}: after VACUUM: median ${after.toFixed(0)} ms; 2 ตัวบน only ${filtered.toFixed(0)} ms; page 20 by stake ${later.toFixed(0)} ms`,
  );
  console.log(`${engine}: plan of the aggregate: ${rows.map((r) => r['QUERY PLAN'].trim()).join(' | ')}`);
  const ok = Math.min(after, cpuMs) < TARGET_MS;
  console.log(`${engine}: target < ${TARGET_MS} ms at ${ITEMS.toLocaleString('en-US')} items: ${ok ? 'met' : 'MISSED'}`);
  return ok;
}

console.log(
  `load average at start: ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
await onEngines('exposure', (engine, handle) => bench(engine, handle), 'postgres');
