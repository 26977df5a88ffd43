import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/**
 * The bonus engine (docs/promotions.md): promotions the agent publishes, each member's choice for the
 * next deposit, and one outcome per credited deposit (granted with its requirement, or refused with a
 * Thai reason). Wagering requirements gain what promotions and coupons need: per-product weights, a
 * balance target ("ทำยอด") instead of turnover, the money their ending forfeits, and the cap on the
 * first withdrawal after they are met.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    create table promotion (
      id serial primary key,
      title text not null,
      description text not null default '',
      terms text not null default '',
      image text,
      -- first_deposit: a member's first deposit ever; daily_first: the first of the Bangkok day,
      -- every_deposit; fixed: a fixed bonus once the deposit reaches min_deposit
      type text not null check (type in ('first_deposit', 'daily_first', 'every_deposit', 'fixed')),
      -- public: listed to members; coupon: granted only through a coupon (docs/promotions.md)
      visibility text not null default 'public' check (visibility in ('public', 'coupon')),
      percent_bp int not null default 0 check (percent_bp between 0 and 100000),
      fixed_bonus bigint not null default 0 check (fixed_bonus >= 0),
      max_bonus bigint check (max_bonus is null or max_bonus > 0),
      min_deposit bigint not null default 0 check (min_deposit >= 0),
      -- turnover: stakes of multiplier x base; balance: the wallet reaches multiplier x (deposit + bonus)
      requirement_kind text not null default 'turnover' check (requirement_kind in ('turnover', 'balance')),
      turnover_multiplier numeric(6,2) not null default 0 check (turnover_multiplier >= 0),
      turnover_base text not null default 'deposit_bonus' check (turnover_base in ('deposit_bonus', 'bonus')),
      -- product -> percent counted (0-100); a product left out counts 0
      weights jsonb not null default '{"slot":100,"casino":100,"fishing":100,"sport":100,"freespin":100,"lotto":0}',
      max_withdrawal bigint check (max_withdrawal is null or max_withdrawal > 0),
      balance_floor bigint not null default 500 check (balance_floor >= 0),
      requirement_days int not null default 7 check (requirement_days between 1 and 365),
      forfeit_rule text not null default 'bonus_and_winnings' check (forfeit_rule in ('none', 'bonus', 'bonus_and_winnings')),
      starts_at timestamptz not null default now(),
      ends_at timestamptz,
      status text not null default 'active' check (status in ('active', 'paused', 'ended')),
      sort int not null default 0,
      created_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (ends_at is null or ends_at > starts_at),
      check (type <> 'fixed' or fixed_bonus > 0),
      check (type = 'fixed' or percent_bp > 0)
    );
    create index promotion_listed on promotion (sort, id) where status = 'active';

    -- the member's choice for the next credited deposit; promotion_id null = "ไม่รับโปรโมชั่น"
    create table promotion_choice (
      member_id bigint primary key references member(id),
      promotion_id int references promotion(id),
      -- set when a deposit-bonus coupon made the choice: the grant is that redemption's
      coupon_redemption_id bigint,
      chosen_at timestamptz not null default now()
    );

    -- one outcome per credited deposit (deposit_key = the deposit transfer's key)
    create table promotion_grant (
      id bigserial primary key,
      member_id bigint not null references member(id),
      promotion_id int references promotion(id),
      coupon_redemption_id bigint,
      deposit_key text not null unique,
      deposit_amount bigint not null check (deposit_amount > 0),
      bonus bigint not null default 0 check (bonus >= 0),
      status text not null check (status in ('granted', 'refused')),
      -- why no bonus (Thai, shown to the member), null when granted
      reason text,
      -- what makes a one-time promotion once: 'member' (first deposit), 'day:YYYY-MM-DD', the coupon redemption
      once_key text,
      requirement_id bigint references wagering_requirement(id),
      created_at timestamptz not null default now(),
      check ((status = 'granted') = (reason is null))
    );
    create unique index promotion_grant_once on promotion_grant (promotion_id, member_id, once_key)
      where status = 'granted' and once_key is not null;
    create index promotion_grant_member on promotion_grant (member_id, id desc);
    create index promotion_grant_promotion on promotion_grant (promotion_id, id desc);

    alter table wagering_requirement
      -- the grant's name as the member sees it (the promotion's or coupon's title)
      add column title text not null default '',
      -- product -> percent counted; null = every product at 100
      add column weights jsonb,
      add column kind text not null default 'turnover' check (kind in ('turnover', 'balance')),
      -- kind balance: met once the wallet's balance reaches this (satang)
      add column target_balance bigint check (target_balance is null or target_balance > 0),
      -- what an unmet ending (expiry, cancel) takes back to house:bonuses
      add column forfeit_rule text not null default 'none' check (forfeit_rule in ('none', 'bonus', 'bonus_and_winnings')),
      -- the granted money, and the member's own money at the grant (the deposit and the balance before it)
      add column bonus_amount bigint not null default 0 check (bonus_amount >= 0),
      add column own_amount bigint not null default 0 check (own_amount >= 0),
      add column forfeited_amount bigint not null default 0 check (forfeited_amount >= 0),
      -- a met requirement with max_withdrawal: when its cap was applied (the first withdrawal after)
      add column cap_applied_at timestamptz,
      -- an operator's cancel: who and why (audited)
      add column ended_by_operator bigint,
      add column end_note text,
      add constraint wagering_requirement_balance_target check ((kind = 'balance') = (target_balance is not null));
    alter table wagering_requirement drop constraint wagering_requirement_forfeit_reason_check;
    alter table wagering_requirement add constraint wagering_requirement_forfeit_reason_check
      check (forfeit_reason in ('expired', 'balance_floor', 'cancelled', 'operator'));
    -- met requirements whose cap is still to apply at the next withdrawal
    create index wagering_requirement_cap_due on wagering_requirement (member_id)
      where status = 'met' and max_withdrawal is not null and cap_applied_at is null;
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    drop index if exists wagering_requirement_cap_due;
    alter table wagering_requirement drop constraint wagering_requirement_forfeit_reason_check;
    update wagering_requirement set forfeit_reason = 'cancelled' where forfeit_reason = 'operator';
    alter table wagering_requirement add constraint wagering_requirement_forfeit_reason_check
      check (forfeit_reason in ('expired', 'balance_floor', 'cancelled'));
    alter table wagering_requirement
      drop constraint wagering_requirement_balance_target,
      drop column end_note,
      drop column ended_by_operator,
      drop column cap_applied_at,
      drop column forfeited_amount,
      drop column own_amount,
      drop column bonus_amount,
      drop column forfeit_rule,
      drop column target_balance,
      drop column kind,
      drop column weights,
      drop column title;
    drop table promotion_grant;
    drop table promotion_choice;
    drop table promotion;
    `,
  );
}
