import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { houseAccountId, memberAccountId } from '../ledger/accounts';
import { transfer } from '../ledger/transfers';
import { recordTurnover } from '../ledger/turnover';
import { winningKeys } from './bet-rules';
import { billReference } from './refunds';
import './tables';

type Conn = Kysely<Database>;

/**
 * Settles a resulted round: every pending item is judged won or lost in one statement (the winning
 * (bet type, number) pairs come from `winningKeys`), each winning item is paid in its own transaction
 * under the ledger key 'lottowin:<item id>', then bills are marked won or lost and the round settled.
 * Every step is conditional, so settlement may run twice or on two processes at once and still pay
 * each item exactly once. Answers how many items this call paid.
 */
export async function settleRound(db: Conn, roundId: number, now: Date): Promise<number> {
  const round = await db.selectFrom('lotto_round').select(['status', 'result']).where('id', '=', roundId).executeTakeFirst();
  if (round?.status !== 'resulted' || !round.result) return 0;
  const keys = winningKeys(round.result);
  const won = sql`(bet_type || ':' || number) in (${sql.join(keys.map((k) => sql`${k}`))})`;
  await sql`update lotto_bill_item
               set status = case when ${won} then 'won' else 'lost' end,
                   payout = case when ${won} then potential_win else 0 end
             where round_id = ${roundId} and status = 'pending'`.execute(db);

  const paid = await payWinners(db, roundId, now);

  await sql`update lotto_bill b
               set status = case when exists (select 1 from lotto_bill_item i where i.bill_id = b.id and i.status = 'won') then 'won' else 'lost' end,
                   total_win = (select coalesce(sum(i.payout), 0) from lotto_bill_item i where i.bill_id = b.id and i.status = 'won'),
                   settled_at = ${now}
             where b.round_id = ${roundId} and b.status = 'pending'
               and not exists (select 1 from lotto_bill_item i where i.bill_id = b.id and i.status = 'pending')`.execute(db);

  await sql`update lotto_round set settled_at = ${now}
             where id = ${roundId} and status = 'resulted' and settled_at is null
               and not exists (select 1 from lotto_bill where round_id = ${roundId} and status = 'pending')
               and not exists (select 1 from lotto_bill_item where round_id = ${roundId} and status = 'won'
                                 and payout > 0 and paid_transfer_id is null)`.execute(db);
  return paid;
}

async function payWinners(db: Conn, roundId: number, now: Date): Promise<number> {
  const house = await houseAccountId(db, 'lotto');
  const wallets = new Map<number, number>();
  let paid = 0;
  let after = 0;
  for (;;) {
    const batch = await db
      .selectFrom('lotto_bill_item as i')
      .innerJoin('lotto_bill as b', 'b.id', 'i.bill_id')
      .select(['i.id', 'i.bill_id', 'i.payout', 'b.member_id'])
      .where('i.round_id', '=', roundId)
      .where('i.status', '=', 'won')
      .where('i.payout', '>', 0)
      .where('i.paid_transfer_id', 'is', null)
      .where('i.id', '>', after)
      .orderBy('i.id')
      .limit(500)
      .execute();
    if (batch.length === 0) break;
    for (const item of batch) {
      let wallet = wallets.get(item.member_id);
      if (wallet === undefined) {
        wallet = await memberAccountId(db, item.member_id);
        wallets.set(item.member_id, wallet);
      }
      const credit = wallet;
      const fresh = await db.transaction().execute(async (trx) => {
        const key = `lottowin:${item.id}`;
        const t = await transfer(trx, {
          key,
          kind: 'lotto_win',
          currency: 'THB',
          debit: house,
          credit,
          amount: item.payout,
          reference: billReference(item.bill_id),
          metadata: { bill_id: item.bill_id, bill_item_id: item.id, round_id: roundId },
        });
        await recordTurnover(trx, { key, memberId: item.member_id, product: 'lotto', payout: item.payout, at: now });
        await trx
          .updateTable('lotto_bill_item')
          .set({ paid_transfer_id: t.id })
          .where('id', '=', item.id)
          .where('paid_transfer_id', 'is', null)
          .execute();
        return !t.replayed;
      });
      if (fresh) paid += 1;
    }
    after = batch[batch.length - 1].id;
  }
  return paid;
}
