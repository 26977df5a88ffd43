import { randomInt } from 'node:crypto';
import { bangkokToday } from '@contract/fields';
import type { DeliveryAddress } from '@contract/shop';
import { sql } from 'kysely';
import type { BatchConfig } from '../../config';
import type { Db } from '../../db';
import { NoAnswer, rowsByRequest, StatementBatcher } from '../../lib/statement-batcher';
import { accountAvailableOf, type GroupedMove, groupedSteps, mainWalletRelation } from '../ledger/steps';
import { type MemberAccountIds, prizeTransfers, requiredFor } from '../prizes';
import { newRequirementsStep } from '../requirements';
import type { ItemRow } from './wire';

/** A redemption the node can write at once: the item as it knows it, the member's accounts, a drawn order id. */
export type RedeemRequest = {
  memberId: number;
  itemId: number;
  quantity: number;
  requestKey: string;
  address: DeliveryAddress | null;
  item: ItemRow;
  accounts: MemberAccountIds;
  orderId: number;
  now: Date;
};

/** What the statement answered for one redemption; the caller (redeem.ts) turns it into the reply or the refusal. */
export type Written = {
  /** A redemption already made on the request key: its id, item and quantity. */
  seen: { id: number; itemId: number; quantity: number } | null;
  /** The item as the statement read it (null: no such item). */
  item: ItemRow | null;
  vip: number;
  /** The member's units of the item (orders not cancelled), read under the counter row's lock. */
  held: number;
  /** The claim held: the item as the node knew it, open to the member, in stock and within the limit as read. */
  owned: boolean;
  /** The points were short (or an account is missing: `missing`). */
  refused: boolean;
  missing: number[];
  /** The order was stored, the money moved. */
  moved: boolean;
  /** Points after (hundredths), when moved. */
  points: number | null;
};

/** A race the statement lost (nothing kept): the stock went meanwhile, the key was used, the limit reached, a deadlock. Try again. */
export const AGAIN = Symbol('again');
type Result = Written | typeof AGAIN;

const MAX_REDEEMS = 64;
/** As the wheel's spins (spin-batch.ts): one statement's PostgreSQL work beside the next batch gathering. */
const IN_FLIGHT = 2;
const batchers = new WeakMap<Db, StatementBatcher<RedeemRequest, Result>>();

/**
 * A redemption through this handle's batcher: redemptions arriving together share ONE statement
 * (`writeRedemptions`), a member's next redemption waits for the statement carrying their last
 * one, and alone it is the same statement with one redemption. A statement that fails (a race on
 * the stock's CHECK, the request key's unique index, the limit's guard) is retried one by one; one
 * alone that loses such a race answers AGAIN (nothing was kept) and the caller goes again.
 * SERVER_BUSY when `batch.queueMax` redemptions wait already (the handle's batcher is made on its
 * first redemption, with the settings given then: config.batch, the same for every call).
 */
export function redeemTogether(db: Db, req: RedeemRequest, batch: BatchConfig): Promise<Result> {
  let b = batchers.get(db);
  if (!b) {
    // Each process starts at a random house row, so two nodes' statements seldom share one.
    const base = randomInt(1024);
    b = new StatementBatcher<RedeemRequest, Result>({
      run: (reqs, slot) => (reqs.length === 1 ? alone(db, reqs[0], base + slot).then((r) => [r]) : writeRedemptions(db, reqs, base + slot)),
      alone: (r, slot) => alone(db, r, base + slot),
      ownerOf: (r) => r.memberId,
      inFlight: IN_FLIGHT,
      max: MAX_REDEEMS,
      maxQueue: batch.queueMax,
    });
    batchers.set(db, b);
  }
  return b.submit(req);
}

/** How this handle's redemptions were batched so far (bench/engagement.ts prints it; tests check batches formed). */
export function redeemBatchFigures(db: Db) {
  return { ...(batchers.get(db)?.figures ?? { statements: 0, requests: 0, largest: 0, fallbacks: 0, unanswered: 0, refused: 0 }) };
}

/** The races a statement may lose with nothing kept, by what PostgreSQL names. */
function lostRace(e: unknown): boolean {
  const err = e as { code?: string; constraint?: string; message?: string };
  if (err?.code === '23514' && err.constraint === 'shop_item_stock_check') return true;
  if (err?.code === '23505' && typeof err.constraint === 'string' && err.constraint.startsWith('shop_order_member_id_request_key'))
    return true;
  if (err?.code === '22P02' && err.message?.includes(LIMIT_GUARD)) return true;
  return err?.code === '40P01';
}

async function alone(db: Db, r: RedeemRequest, shard: number): Promise<Result> {
  try {
    const [one] = await writeRedemptions(db, [r], shard);
    if (one instanceof Error) throw one;
    return one;
  } catch (e) {
    if (lostRace(e)) return AGAIN;
    throw e;
  }
}

const LIMIT_GUARD = 'shop per-member limit passed';

type Row = {
  i: number;
  seen: string | number | null;
  seen_item: number | null;
  seen_quantity: number | null;
  item: ItemRow | null;
  vip: number | null;
  held: number | null;
  owned: boolean;
  refused: boolean;
  moved: boolean;
  points: string | number | null;
  missing: (number | string)[] | null;
  guard: number | null;
};

const DAY = 86_400_000;

/**
 * Redemptions of different members (at most one each) in ONE statement, outside any transaction
 * (docs/engagement.md "Redeeming"). For each: an order already made on its request key answers that
 * order; the claim reads the item (still what the node priced: kind, name, cost, value, multiplier,
 * image), the member's VIP level and, under the member-item counter row's lock (rows in member
 * order), the units they hold, and lets through only what may go ahead (open, level, stock as read,
 * address, limit). Then for those claimed the points spent and the prize paid (ledger
 * `groupedSteps`: each redemption its own group, keys `shop:<order>:spend` and `:grant`, against
 * this statement's house rows); for those whose money moved: the order row, the counter (+q), a
 * voucher's wagering requirement (source shop_voucher, `shop_order:<order>`) and LAST the stock,
 * `stock - q` under the item row's lock on the newest row: below zero the CHECK fails the whole
 * statement (nothing kept), as do the request key's unique index on a race and the limit's guard
 * (a counter row made meanwhile). A redemption refused (points short) or not claimed holds none of
 * the others back. Answers each redemption's figures in order.
 */
export async function writeRedemptions(db: Db, reqs: RedeemRequest[], houseShard: number): Promise<Array<Result | Error>> {
  const prizes = await Promise.all(
    reqs.map((r) => {
      const { item, quantity: q, orderId } = r;
      const metadata = { shop_order_id: orderId, item_id: item.id, quantity: q };
      return prizeTransfers(
        db,
        {
          memberId: r.memberId,
          accounts: r.accounts,
          spend: { key: `shop:${orderId}:spend`, units: item.points_cost * q, reference: `แลกของรางวัล ${item.name}`, metadata },
          grant:
            item.kind === 'physical'
              ? undefined
              : {
                  key: `shop:${orderId}:grant`,
                  kind: item.kind,
                  units: item.value_units * q,
                  title: `แลกแต้ม: ${item.name}`,
                  statementText: `แลกแต้มรับ ${item.name}`,
                  metadata,
                },
        },
        houseShard,
      );
    }),
  );
  const moves: GroupedMove[] = prizes.flatMap((p, i) => p.transfers.map((t) => ({ ...t, group: i })));
  const input = reqs.map((r, i) => {
    const { item, quantity: q } = r;
    const units = item.kind === 'physical' ? 0 : item.value_units * q;
    const multiplier = item.kind === 'credit' ? Number(item.turnover_multiplier) : 0;
    return {
      i,
      member_id: r.memberId,
      item_id: r.itemId,
      quantity: q,
      request_key: r.requestKey,
      order_id: r.orderId,
      address: item.kind === 'physical' ? r.address : null,
      kind: item.kind,
      name: item.name,
      points_cost: item.points_cost,
      value_units: item.value_units,
      multiplier: item.turnover_multiplier,
      image: item.image,
      units,
      required: item.kind === 'credit' ? requiredFor({ kind: 'credit', units, turnoverMultiplier: multiplier }) : 0,
      points_account: prizes[i].accounts.points,
      wallet_account: prizes[i].accounts.wallet,
      title: `แลกแต้ม: ${item.name}`,
      created_at: r.now.toISOString(),
      expires_at: new Date(r.now.getTime() + 7 * DAY).toISOString(),
      day: bangkokToday(r.now),
    };
  });
  const day = input[0].day;
  if (input.some((x) => x.day !== day)) return Promise.all(reqs.map((r) => alone(db, r, houseShard).catch((e: unknown) => e as Error)));
  const g = groupedSteps(moves, sql`sh_ok`);
  const res = await sql<Row>`/* prepared:shop_redeem_batch */
    with
    sh_in as (
      select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as r(
        i int, member_id bigint, item_id int, quantity int, request_key text, order_id bigint, address jsonb, kind text, name text,
        points_cost bigint, value_units bigint, multiplier numeric, image text, units bigint, required bigint, points_account bigint,
        wallet_account bigint, title text, created_at timestamptz, expires_at timestamptz)),
    -- Lookups row by row through LATERAL ... LIMIT 1, so they go by index whatever the plan cached.
    sh_seen as (
      select r.i, o.id, o.item_id, o.quantity from sh_in r
        cross join lateral (select o.id, o.item_id, o.quantity from shop_order o
                             where o.member_id = r.member_id and o.request_key = r.request_key limit 1) o),
    sh_item as (select * from shop_item s where s.id = any(array(select item_id from sh_in))),
    -- The counters of the redemptions not seen, locked in (member, item) order: the newest units, and
    -- a member's redemptions of an item on two nodes queue here.
    sh_held as (
      select h.member_id, h.item_id, h.quantity from shop_member_item h
       where h.member_id = any(array(select r.member_id from sh_in r where r.i not in (select i from sh_seen)))
         and (h.member_id, h.item_id) in (select r.member_id, r.item_id from sh_in r where r.i not in (select i from sh_seen))
       order by h.member_id, h.item_id
         for update),
    sh_check as (
      select r.i, v.vip, coalesce(h.quantity, 0) as held,
             r.i not in (select i from sh_seen) and s.id is not null
             and s.kind = r.kind and s.name = r.name and s.points_cost = r.points_cost and s.value_units = r.value_units
             and s.turnover_multiplier = r.multiplier and s.image = r.image
             and s.active and (s.starts_at is null or s.starts_at <= r.created_at) and (s.ends_at is null or s.ends_at > r.created_at)
             and v.vip >= s.min_vip_level and (s.stock is null or s.stock >= r.quantity) and (s.kind <> 'physical' or r.address is not null)
             and (s.per_member_limit is null or coalesce(h.quantity, 0) + r.quantity <= s.per_member_limit) as open
        from sh_in r
        cross join lateral (select coalesce((select m.vip_level from member_public m where m.id = r.member_id), 0) as vip) v
        left join sh_item s on s.id = r.item_id
        left join sh_held h on h.member_id = r.member_id and h.item_id = r.item_id),
    sh_ok as (select c.i as grp from sh_check c where c.open),
    ${g.prepare},
    ${g.move},
    sh_go as (select r.* from sh_in r where r.i in (select grp from sh_ok) and r.i in (select grp from ${g.moved} m)),
    sh_order as (
      insert into shop_order (id, member_id, item_id, request_key, quantity, kind, item_name, points, value_units, turnover_multiplier,
                              status, address, created_at)
      select g.order_id, g.member_id, g.item_id, g.request_key, g.quantity, g.kind, g.name, g.points_cost * g.quantity, g.units,
             case when g.kind = 'credit' then g.multiplier else 0 end,
             case when g.kind = 'physical' then 'ordered' else 'completed' end, g.address, g.created_at
        from sh_go g
       order by g.order_id
      returning id),
    sh_count as (
      insert into shop_member_item as h (member_id, item_id, quantity)
      select g.member_id, g.item_id, g.quantity from sh_go g order by g.member_id, g.item_id
      on conflict (member_id, item_id) do update set quantity = h.quantity + excluded.quantity
      returning h.member_id, h.item_id, h.quantity),
    sh_requirement as (${newRequirementsStep(
      sql`(select g.member_id, g.wallet_account as account_id, 'shop_voucher' as source, 'shop_order:' || g.order_id as source_id,
                  g.required as required_turnover, g.expires_at, g.title, 'bonus' as forfeit_rule, g.units as bonus_amount,
                  greatest(0, coalesce((select w.balance from ${mainWalletRelation(sql`g.member_id`)} w), 0)) as own_amount
             from sh_go g where g.required > 0)`,
      day,
    )}),
    -- LAST: the limited items' rows, locked in id order; the newest stock less what moved, never below zero (the CHECK).
    sh_lock as (
      select s.id from shop_item s where s.id = any(array(select item_id from sh_go)) and s.stock is not null order by s.id for update),
    sh_stock as (
      update shop_item s set stock = s.stock - t.q
        from (select g.item_id, sum(g.quantity)::int as q from sh_go g group by g.item_id) t
       where s.id = t.item_id and s.id in (select id from sh_lock)
      returning s.id)
    select r.i, s.id as seen, s.item_id as seen_item, s.quantity as seen_quantity,
           (select to_jsonb(x) from sh_item x where x.id = r.item_id) as item, c.vip, c.held,
           r.i in (select grp from sh_ok) as owned, r.i in (select grp from ${g.refused} f) as refused,
           r.order_id in (select id from sh_order) as moved,
           case when r.order_id in (select id from sh_order)
                then coalesce(pa.available, ${accountAvailableOf(sql`r.points_account`)}) end
             as points,
           ${g.missing} as missing,
           -- A counter row made meanwhile (another node) may have let the limit pass: fail the statement, nothing kept.
           (select case when k.quantity > x.per_member_limit then (${LIMIT_GUARD}::text || ' ' || k.quantity)::int end
              from sh_count k join sh_item x on x.id = k.item_id where k.member_id = r.member_id and k.item_id = r.item_id) as guard
      from sh_in r
      join sh_check c on c.i = r.i
      left join sh_seen s on s.i = r.i
      left join ${g.accounts} pa on pa.id = r.points_account
     order by r.i`.execute(db);
  // Each row by its redemption's i: one the statement returned no row for is unanswered, tried again alone.
  return rowsByRequest(reqs.length, res.rows).map((row): Written | NoAnswer => {
    if (row instanceof NoAnswer) return row;
    const item = row.item ? itemOf(row.item) : null;
    return {
      seen: row.seen === null ? null : { id: Number(row.seen), itemId: Number(row.seen_item), quantity: Number(row.seen_quantity) },
      item,
      vip: Number(row.vip ?? 0),
      held: Number(row.held ?? 0),
      owned: row.owned,
      refused: row.refused,
      missing: (row.missing ?? []).map(Number),
      moved: row.moved,
      points: row.points === null ? null : Number(row.points),
    };
  });
}

/** The item row from its JSON (timestamps as text, numeric as number). */
function itemOf(j: ItemRow): ItemRow {
  const at = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
  return {
    ...j,
    id: Number(j.id),
    points_cost: Number(j.points_cost),
    value_units: Number(j.value_units),
    turnover_multiplier: String(j.turnover_multiplier),
    starts_at: at(j.starts_at),
    ends_at: at(j.ends_at),
    created_at: at(j.created_at) as Date,
    updated_at: at(j.updated_at) as Date,
  };
}
