import type { BetType } from '@contract/lotto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { mainWalletRelation } from '../ledger/steps';
import { type Limited, numberKey } from './pricing';
import type { RoundWithCategory } from './rounds';
import type { LimitedMode, RateRow } from './tables';
import './tables';

type Conn = Kysely<Database>;

export type Wallet = { id: number; pendingOut: number; available: number };

/** What pricing a bill needs to know, read at one moment. */
export type BillContext = {
  round: RoundWithCategory;
  wallet: Wallet | null;
  rates: Map<BetType, RateRow>;
  /** Limited-number settings and what is already sold, for the bill's numbers only ('bet_type:number'). */
  limited: Map<string, Limited>;
  sold: Map<string, number>;
  /** A new bill's id drawn from its sequence, when asked for (a sale). */
  newBillId: number | null;
};

type Row = RoundWithCategory & {
  wallet_id: number | null;
  wallet_balance: number | null;
  wallet_pending_out: number | null;
  rates: RateRow[];
  limited: { bet_type: BetType; number: string; mode: LimitedMode; pay_percent: number | null; max_amount: number | null }[];
  sold: [BetType, string, number][];
  new_bill_id: number | null;
};

/**
 * The round with its category, the member's main wallet, the category's rates, and for the bill's
 * numbers their limited-number settings and running totals, in ONE statement (a 200-item bill is
 * priced from one round trip, whatever its size), and for a sale the new bill's id. Undefined when
 * the round does not exist.
 */
export async function billContext(
  db: Conn,
  memberId: number,
  roundId: number,
  items: { bet_type: BetType; number: string }[],
  opts: { newBillId?: boolean } = {},
): Promise<BillContext | undefined> {
  const res = await sql<Row>`/* prepared:lotto_bill_context */
    with k as (
      select distinct bet_type, number from unnest(${items.map((i) => i.bet_type)}::text[], ${items.map((i) => i.number)}::text[])
        as k(bet_type, number))
    select r.*, c.code as category_code, c.name as category_name, c.category_group, c.result_kind, c.result_minute,
           w.id as wallet_id, w.balance as wallet_balance, w.pending_out as wallet_pending_out,
           (select coalesce(json_agg(x), '[]') from lotto_rate x where x.category_id = r.category_id) as rates,
           (select coalesce(json_agg(json_build_object('bet_type', l.bet_type, 'number', l.number, 'mode', l.mode,
                                                       'pay_percent', l.pay_percent, 'max_amount', l.max_amount)), '[]')
              from k join lotto_limited_number l on l.round_id = r.id and l.bet_type = k.bet_type and l.number = k.number) as limited,
           (select coalesce(json_agg(json_build_array(t.bet_type, t.number, t.sold)), '[]')
              from k join lotto_number_total t on t.round_id = r.id and t.bet_type = k.bet_type and t.number = k.number) as sold,
           case when ${opts.newBillId ?? false}::boolean then nextval('lotto_bill_id_seq') end as new_bill_id
      from lotto_round r
      join lotto_category c on c.id = r.category_id
      left join lateral ${mainWalletRelation(sql`${memberId}::bigint`)} w on true
     where r.id = ${roundId}::bigint`.execute(db);
  const row = res.rows[0];
  if (!row) return undefined;
  const { wallet_id, wallet_balance, wallet_pending_out, rates, limited, sold, new_bill_id, ...round } = row;
  return {
    round,
    wallet:
      wallet_id === null
        ? null
        : { id: wallet_id, pendingOut: Number(wallet_pending_out), available: Number(wallet_balance) - Number(wallet_pending_out) },
    rates: new Map(rates.map((r) => [r.bet_type, r])),
    limited: new Map(limited.map((l) => [numberKey(l.bet_type, l.number), l])),
    sold: new Map(sold.map(([betType, number, amount]) => [numberKey(betType, number), Number(amount)])),
    newBillId: new_bill_id === null ? null : Number(new_bill_id),
  };
}
