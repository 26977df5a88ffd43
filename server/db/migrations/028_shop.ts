import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/**
 * The points shop (docs/engagement.md): items members redeem with points (credit vouchers, free
 * spins, physical items), their orders (exactly once per member and request key), and per member and
 * item the quantity redeemed and not cancelled (the per-member limit's counter, locked by its upsert).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    create table shop_item (
      id serial primary key,
      name text not null,
      description text not null default '',
      -- a URL (https:// or a site path /...) or a built-in illustration key (contract/shop.ts)
      image text not null default 'gift',
      -- credit: a voucher (baht to the main wallet), free_spins, physical: delivered by the operator
      kind text not null check (kind in ('credit', 'free_spins', 'physical')),
      -- hundredths of a point per unit, as the ledger keeps points
      points_cost bigint not null check (points_cost > 0),
      -- per unit: satang (credit), spins (free_spins), 0 (physical)
      value_units bigint not null default 0 check (value_units >= 0),
      turnover_multiplier numeric(6,2) not null default 0 check (turnover_multiplier >= 0),
      -- null = unlimited
      stock int check (stock >= 0),
      -- units per member over the orders not cancelled; null = no limit
      per_member_limit int check (per_member_limit is null or per_member_limit > 0),
      starts_at timestamptz,
      ends_at timestamptz,
      min_vip_level int not null default 0 check (min_vip_level between 0 and 2),
      active boolean not null default true,
      sort int not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (kind = 'physical' or value_units > 0),
      check (ends_at is null or starts_at is null or ends_at > starts_at)
    );
    create index shop_item_list on shop_item (sort, id);

    create table shop_order (
      id bigserial primary key,
      member_id bigint not null references member(id),
      item_id int not null references shop_item(id),
      -- the member's request key: one order per (member, key)
      request_key text not null,
      quantity int not null check (quantity between 1 and 10),
      kind text not null check (kind in ('credit', 'free_spins', 'physical')),
      item_name text not null,
      -- what was paid (hundredths of a point) and given (satang or spins), for the whole quantity
      points bigint not null check (points > 0),
      value_units bigint not null default 0,
      turnover_multiplier numeric(6,2) not null default 0,
      -- completed: a voucher or free spins, paid at once; physical: ordered, shipped, delivered or cancelled
      status text not null check (status in ('completed', 'ordered', 'shipped', 'delivered', 'cancelled')),
      -- physical only: recipient, phone, line, district, province, postcode
      address jsonb,
      carrier text,
      tracking_no text,
      cancel_reason text,
      -- its ledger movements are found by their keys (shop:<id>:spend, :grant, :refund) and its
      -- wagering requirement by source 'shop_voucher', source_id 'shop_order:<id>'
      created_at timestamptz not null default now(),
      shipped_at timestamptz,
      delivered_at timestamptz,
      cancelled_at timestamptz,
      updated_by bigint,
      unique (member_id, request_key),
      check (status <> 'shipped' or (carrier is not null and tracking_no is not null)),
      check (status <> 'cancelled' or cancel_reason is not null)
    );
    create index shop_order_member on shop_order (member_id, id desc);
    create index shop_order_status on shop_order (status, id desc);
    create index shop_order_created on shop_order (created_at);

    -- units of an item a member holds in orders not cancelled (the per-member limit, checked by a conditional upsert)
    create table shop_member_item (
      member_id bigint not null references member(id),
      item_id int not null references shop_item(id),
      quantity int not null check (quantity >= 0),
      primary key (member_id, item_id)
    )
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    drop table shop_member_item;
    drop table shop_order;
    drop table shop_item
    `,
  );
}
