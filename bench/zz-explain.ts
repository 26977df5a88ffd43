import { sql } from 'kysely';
import { openDatabase } from '../server/db';
const h = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/test', dataDir: '' }, process.env.S);
const winners = await sql<{ id: number; member_id: number; to_pay: string; wallet: number }>`
  select b.id, b.member_id, sum(i.potential_win)::text as to_pay, a.id as wallet
    from lotto_bill b join lotto_bill_item i on i.bill_id = b.id
    join ledger_account a on a.member_id = b.member_id and a.wallet_type_id = 1
   where b.round_id = 2 and b.id < 1000 and i.bet_type || ':' || i.number = any('{3top:913,2top:13,2bottom:57,runtop:9,runtop:1,runtop:3,runbottom:5,runbottom:7}'::text[])
   group by b.id, a.id order by b.id`.execute(h.db);
const house = (await sql<{ id: number }>`select id from ledger_account where code like 'house:lotto:%' order by code`.execute(h.db)).rows.map((r) => r.id);
const rows = winners.rows.map((b) => ({ key: `probe:${b.id}`, debit: house[b.member_id % house.length], credit: b.wallet, amount: Number(b.to_pay), reference: 'LT', metadata: { bill_id: b.id, round_id: 2 } }));
console.log(rows.length, 'rows');
const text = process.env.Q as string;
await h.db.transaction().execute(async (trx) => {
  const r = await sql.raw(`explain (analyze, buffers) ${text.replace('$ROWS', `'${JSON.stringify(rows)}'`)}`).execute(trx);
  for (const l of r.rows as { 'QUERY PLAN': string }[]) console.log(l['QUERY PLAN']);
  throw new Error('rollback');
}).catch(() => {});
await h.close();
