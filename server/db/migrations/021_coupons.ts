import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/**
 * Coupons (docs/promotions.md "Coupons"): a code grants a fixed credit (with its requirement), a bonus
 * on the next deposit (a promotion of visibility 'coupon'), points or free spins; once per member,
 * within a validity window and a total quota. Batches are many single-use codes made at once. Wrong
 * codes are counted per member and per IP so guessing is limited on any number of nodes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    create table coupon_batch (
      id serial primary key,
      name text not null,
      size int not null check (size between 1 and 100000),
      created_by bigint,
      created_at timestamptz not null default now()
    );

    create table coupon (
      id serial primary key,
      -- stored upper case: codes are case-insensitive
      code text not null unique check (code = upper(code) and length(code) between 4 and 32),
      name text not null default '',
      batch_id int references coupon_batch(id),
      kind text not null check (kind in ('credit', 'deposit_bonus', 'points', 'free_spins')),
      -- credit: satang; points: points; free_spins: spins
      amount bigint not null default 0 check (amount >= 0),
      -- deposit_bonus: the promotion (visibility 'coupon') whose terms the next deposit gets
      promotion_id int references promotion(id),
      -- credit: its requirement's terms
      turnover_multiplier numeric(6,2) not null default 0 check (turnover_multiplier >= 0),
      weights jsonb,
      max_withdrawal bigint check (max_withdrawal is null or max_withdrawal > 0),
      requirement_days int not null default 7 check (requirement_days between 1 and 365),
      valid_from timestamptz not null default now(),
      valid_until timestamptz,
      -- total redemptions allowed (a batch code: 1); null = no limit
      quota int check (quota is null or quota > 0),
      used int not null default 0 check (used >= 0),
      status text not null default 'active' check (status in ('active', 'paused', 'ended')),
      created_by bigint,
      created_at timestamptz not null default now(),
      check (quota is null or used <= quota),
      check ((kind = 'deposit_bonus') = (promotion_id is not null)),
      check (kind = 'deposit_bonus' or amount > 0),
      check (valid_until is null or valid_until > valid_from)
    );
    create index coupon_batch_codes on coupon (batch_id) where batch_id is not null;

    create table coupon_redemption (
      id bigserial primary key,
      coupon_id int not null references coupon(id),
      member_id bigint not null references member(id),
      -- credit/points/free_spins: granted at once; deposit_bonus: waiting for the next deposit, then used
      status text not null check (status in ('granted', 'waiting_deposit', 'used')),
      amount bigint not null default 0,
      requirement_id bigint references wagering_requirement(id),
      created_at timestamptz not null default now(),
      unique (coupon_id, member_id)
    );
    create index coupon_redemption_member on coupon_redemption (member_id, id desc);

    -- wrong codes, for the guessing limit (per member and per IP, in a sliding window)
    create table coupon_attempt (
      id bigserial primary key,
      member_id bigint not null,
      ip text not null,
      created_at timestamptz not null default now()
    );
    create index coupon_attempt_member on coupon_attempt (member_id, created_at);
    create index coupon_attempt_ip on coupon_attempt (ip, created_at);
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    drop table coupon_attempt;
    drop table coupon_redemption;
    drop table coupon;
    drop table coupon_batch;
    `,
  );
}
