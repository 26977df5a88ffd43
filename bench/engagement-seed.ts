// The data bench/engagement.ts runs on, written set-based into a fresh database beside DATABASE_URL's
// (dropped after the run): BENCH_MEMBERS members with their accounts, every one with turnover on the
// bench day (1 to 3 products, 20 to 20,000 baht each), a third with deposits in the last 30 days (the
// VIP job's other input), and house-funded points for the members who spin the wheel and shop.
import { randomBytes } from 'node:crypto';
import { bangkokDayStart } from '@contract/thai-calendar';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../server/config';
import { type DbHandle, migrate, openDatabase } from '../server/db';
import { houseAccountId, openMemberAccounts, postHouseTransfers } from '../server/modules/ledger';
import { seedAgent } from '../server/seed';

const BATCH = 5_000;
const secs = (t0: number) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;

export type EngagementSeed = { handle: DbHandle; name: string; day: string; memberIds: number[]; drop: () => Promise<void> };

const at = (baseUrl: string, name: string) => {
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  return u.toString();
};

/** Credits each member `satang` of `currency` from a house account in batches (one statement each). */
async function fundAll(handle: DbHandle, ids: number[], kind: 'deposit' | 'points_earn', satang: (i: number) => number, when: string) {
  const db = handle.db;
  const currency = kind === 'deposit' ? 'THB' : 'PTS';
  const house = await houseAccountId(db, kind === 'deposit' ? 'cash' : 'points');
  const accounts = await sql<{ member_id: number; id: number }>`
    select member_id, id from ledger_account where currency = ${currency} and wallet_type_id = 1 and member_id = any(${ids}::bigint[])`.execute(
    db,
  );
  const byMember = new Map(accounts.rows.map((r) => [Number(r.member_id), Number(r.id)]));
  for (let i = 0; i < ids.length; i += BATCH) {
    const rows = ids.slice(i, i + BATCH).map((id, j) => ({
      key: `bench:${kind}:${id}:${when}`,
      debit: house,
      credit: byMember.get(id) as number,
      amount: satang(i + j),
      reference: 'bench',
      metadata: {},
    }));
    await db.transaction().execute((trx) => postHouseTransfers(trx, kind, currency, rows));
  }
}

/**
 * A fresh database with `members` members, turnover for all of them on `day` (the Bangkok day before
 * `now`), deposits for every third member, and `pointsFor` members (the first ids) holding points.
 */
export async function engagementDatabase(baseUrl: string, members: number, day: string, pointsFor: number): Promise<EngagementSeed> {
  const name = `bench_engagement_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const handle = await openDatabase(loadConfig({ DATABASE_URL: at(baseUrl, name) }).db);
  const db = handle.db;
  const t0 = performance.now();
  await migrate(db);
  await seedAgent(db, { agentCode: 'BENCH' });
  const joined = new Date(bangkokDayStart(day).getTime() - 60 * 86_400_000);
  await sql`
    insert into member (agent_id, phone, password_hash, first_name, last_name, date_of_birth, referral_code, created_at)
    select 1, '08' || lpad(g::text, 8, '0'), 'bench-no-login', 'เบนช์', 'แต้ม' || g, date '1990-01-01', 'ENG' || g,
           ${joined}::timestamptz + interval '1 second' * g
      from generate_series(0, ${members - 1}::int) g`.execute(db);
  const ids = (await sql<{ id: number }>`select id from member order by id`.execute(db)).rows.map((r) => Number(r.id));
  await openMemberAccounts(db, ids);
  console.log(`  ${members.toLocaleString('en-US')} members with their accounts in ${secs(t0)}`);
  const t1 = performance.now();
  // Every member plays 1 to 3 products on the day: stakes log-uniform 20 to 20,000 baht, payouts 0 to 1.9 x.
  await sql`
    insert into turnover (member_id, day, product, stake, payout, count)
    select m.id, ${day}::date, p.product, s.stake, floor(s.stake * random() * 1.9)::bigint, 1 + floor(random() * 200)::int
      from member m
      cross join lateral (select (array['slot', 'casino', 'lotto', 'fishing', 'sport'])[1 + ((m.id + k) % 5)] as product
                            from generate_series(0, (m.id % 3)::int) k) p
      cross join lateral (select (2000 * exp(random() * ln(1000)))::bigint as stake) s
    on conflict do nothing`.execute(db);
  console.log(`  turnover of ${day} in ${secs(t1)}`);
  const t2 = performance.now();
  await fundAll(
    handle,
    ids.filter((_, i) => i % 3 === 0),
    'deposit',
    (i) => 10_000 * (1 + (i % 100)),
    day,
  );
  await fundAll(handle, ids.slice(0, pointsFor), 'points_earn', () => 100_000_000, day);
  await sql`vacuum analyze`.execute(db);
  console.log(`  deposits for a third, points for ${pointsFor.toLocaleString('en-US')}, vacuum analyze in ${secs(t2)}`);
  return {
    handle,
    name,
    day,
    memberIds: ids,
    drop: async () => {
      await handle.close();
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      try {
        // A closed pool's connections end a moment after close() resolves: a forced drop before then
        // would terminate them under the pool (57P01 on an idle client nobody listens to).
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
