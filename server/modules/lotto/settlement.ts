import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { type HouseTransfer, postHouseTransfers, recordTurnovers } from '../ledger';
import { mainWalletIdOf, transferIdByKey } from '../ledger/steps';
import { enqueuePush } from '../push';
import { winningKeys } from './bet-rules';
import { houseRowOf, lottoHouseAccounts } from './house';
import { billReference } from './refunds';
import './tables';

type Conn = Kysely<Database>;

/** Bills settled per transaction: big enough to be set-based, small enough to hold the house rows only briefly. */
const BILLS_PER_BATCH = 1_000;

/** The ledger (and turnover) key of a bill's winnings: one transfer per winning bill. */
const WIN_KEY_PREFIX = 'lottowin:bill:';
export const winKey = (billId: number) => `${WIN_KEY_PREFIX}${billId}`;

/**
 * Settles a resulted round in batches of pending bills. Each batch is one transaction of four
 * set-based statements: its bills are locked (`for update skip locked`, so a second process takes
 * other bills), every item judged won or lost against `winningKeys` and every bill marked won or lost
 * with its total; each winning bill paid in one ledger transfer (key 'lottowin:bill:<bill id>', the
 * member's house row -> main wallet); the winnings recorded as turnover under the same key; the
 * winning items pointed at their transfer. A bill is judged and paid in the same transaction and only
 * while pending, and its key can be used once, so settlement may run twice or on two processes at
 * once and still pay each winning item exactly once. The round is marked settled when no bill is left
 * pending. Answers how many winning items this call paid.
 */
export async function settleRound(db: Conn, roundId: number, now: Date, opts: { billsPerBatch?: number } = {}): Promise<number> {
  const batchSize = opts.billsPerBatch ?? BILLS_PER_BATCH;
  const round = await db.selectFrom('lotto_round').select(['status', 'result']).where('id', '=', roundId).executeTakeFirst();
  if (round?.status !== 'resulted' || !round.result) return 0;
  const keys = winningKeys(round.result);
  const house = await lottoHouseAccounts(db);
  let paid = 0;
  // A pass walks the pending bills once; another pass picks up any a failed process left behind.
  for (let progressed = true; progressed; ) {
    progressed = false;
    for (let after = 0; ; ) {
      const batch = await db.transaction().execute((trx) => settleBatch(trx, roundId, keys, house, after, batchSize, now));
      if (!batch) break;
      progressed = true;
      paid += batch.paid;
      after = batch.last;
    }
  }
  await sql`update lotto_round set settled_at = ${now}
             where id = ${roundId} and status = 'resulted' and settled_at is null
               and not exists (select 1 from lotto_bill where round_id = ${roundId} and status = 'pending')`.execute(db);
  return paid;
}

type Judged = { id: number; member_id: number; wallet: number | null; to_pay: number; last: number };

async function settleBatch(
  trx: Conn,
  roundId: number,
  keys: string[],
  house: number[],
  after: number,
  batchSize: number,
  now: Date,
): Promise<{ paid: number; last: number } | null> {
  // Items judged now are unpaid. A bill with no pending item was judged by an earlier version that
  // stopped before marking it (normally none): its items keep their own payment state.
  const judged = await sql<Judged>`/* prepared:lotto_settle_judge */
    with b as (
      select id from lotto_bill
       where round_id = ${roundId} and status = 'pending' and id > ${after}
       order by id limit ${batchSize}::int
       for update skip locked),
    u as (
      update lotto_bill_item i
         set status = case when i.bet_type || ':' || i.number = any(${keys}::text[]) then 'won' else 'lost' end,
             payout = case when i.bet_type || ':' || i.number = any(${keys}::text[]) then i.potential_win else 0 end
       where i.bill_id in (select id from b) and i.status = 'pending'
      returning i.bill_id, i.status, i.payout),
    items as (
      select bill_id, status, payout, true as unpaid from u
      union all
      select bill_id, status, payout, paid_transfer_id is null from lotto_bill_item
       where bill_id in (select id from b except select bill_id from u) and status in ('won', 'lost')),
    sums as (
      select bill_id, bool_or(status = 'won') as won,
             coalesce(sum(payout) filter (where status = 'won'), 0) as total_win,
             coalesce(sum(payout) filter (where status = 'won' and unpaid), 0) as to_pay
        from items group by bill_id),
    done as (
      update lotto_bill x
         set status = case when s.won then 'won' else 'lost' end, total_win = s.total_win, settled_at = ${now}
        from sums s where x.id = s.bill_id
      returning x.id, x.member_id, s.to_pay)
    select d.id, d.member_id, d.to_pay::bigint as to_pay, ${mainWalletIdOf(sql`d.member_id`)} as wallet, (select max(id) from b) as last
      from done d`.execute(trx);
  if (judged.rows.length === 0) return null;
  const winners = judged.rows.filter((b) => b.to_pay > 0);
  if (winners.length > 0) {
    await postHouseTransfers(
      trx,
      'lotto_win',
      'THB',
      winners.map((b): HouseTransfer => {
        if (b.wallet === null) throw new Error(`member ${b.member_id} has no main wallet`);
        return {
          key: winKey(b.id),
          debit: houseRowOf(house, b.member_id),
          credit: b.wallet,
          amount: b.to_pay,
          reference: billReference(b.id),
          metadata: { bill_id: b.id, round_id: roundId },
        };
      }),
    );
    // The turnover rows after the accounts, the order a sale takes them in, so the two never deadlock.
    await recordTurnovers(
      trx,
      'lotto',
      now,
      winners.map((b) => ({ key: winKey(b.id), memberId: b.member_id, payout: b.to_pay })),
    );
    await enqueuePush(trx, { kind: 'lotto_win', bills: winners.map((b) => ({ id: b.id, memberId: b.member_id })) });
  }
  const last = judged.rows[0].last;
  if (winners.length === 0) return { paid: 0, last };
  const marked = await sql`/* prepared:lotto_settle_mark_paid */
    update lotto_bill_item i set paid_transfer_id = ${transferIdByKey(sql`${WIN_KEY_PREFIX}::text || i.bill_id`)}
     where i.bill_id = any(${winners.map((b) => b.id)}::bigint[]) and i.status = 'won' and i.paid_transfer_id is null`.execute(trx);
  return { paid: Number(marked.numAffectedRows ?? 0n), last };
}
