import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/**
 * Rewards computed from the turnover records (docs/rewards.md): daily cashback on losses, daily
 * turnover commission and the weekly win/loss refund as claimable entries; the affiliate programme's
 * referrals and daily earnings. Periods are claimed by a job on any node through reward_run.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    -- one row per setting group (cashback, commission, winloss, affiliate), validated by contract/rewards.ts
    create table reward_setting (
      name text primary key check (name in ('cashback', 'commission', 'winloss', 'affiliate')),
      value jsonb not null,
      updated_by bigint,
      updated_at timestamptz not null default now()
    );

    -- a period's computation, claimed with conditional updates so any number of nodes may run the job
    create table reward_run (
      kind text not null check (kind in ('cashback', 'commission', 'winloss', 'affiliate')),
      -- the Bangkok day (the week's Monday for winloss)
      period date not null,
      status text not null check (status in ('running', 'done')),
      claimed_by text not null,
      claimed_at timestamptz not null,
      finished_at timestamptz,
      entries int not null default 0,
      total bigint not null default 0,
      primary key (kind, period)
    );

    -- what a member may claim for a period: one row per member, kind and period
    create table reward_entry (
      id bigserial primary key,
      member_id bigint not null references member(id),
      kind text not null check (kind in ('cashback', 'commission', 'winloss')),
      period date not null,
      -- net loss (cashback, winloss) or turnover (commission), satang
      base bigint not null,
      amount bigint not null check (amount >= 0),
      -- the effective rate in basis points (1/100 of a percent) as shown to the member
      rate_bp int not null default 0,
      vip_level int not null default 0,
      -- per product: base, rate and amount
      detail jsonb not null default '{}',
      status text not null check (status in ('claimable', 'claimed', 'expired', 'below_minimum', 'frozen')),
      expires_at timestamptz not null,
      claimed_at timestamptz,
      transfer_id bigint references ledger_transfer(id),
      requirement_id bigint references wagering_requirement(id),
      note text,
      corrected_by bigint,
      created_at timestamptz not null default now(),
      unique (member_id, kind, period)
    );
    create index reward_entry_member on reward_entry (member_id, kind, period desc);
    create index reward_entry_period on reward_entry (kind, period);
    create index reward_entry_claimable on reward_entry (expires_at) where status = 'claimable';

    -- days are read across all members by the jobs
    create index turnover_day on turnover (day);

    -- a member who registered with a referral code: level 1 is referrer_id, level 2 upline_id
    create table affiliate_referral (
      member_id bigint primary key references member(id),
      referrer_id bigint not null references member(id),
      upline_id bigint references member(id),
      -- counts only after the first deposit; refused: self-referral found after registration
      status text not null default 'pending' check (status in ('pending', 'qualified', 'refused')),
      refused_reason text,
      qualified_at timestamptz,
      created_at timestamptz not null default now(),
      check (referrer_id <> member_id)
    );
    create index affiliate_referral_referrer on affiliate_referral (referrer_id, member_id);
    create index affiliate_referral_upline on affiliate_referral (upline_id, member_id) where upline_id is not null;

    -- a referrer's earnings for a Bangkok day, credited to the affiliate account once
    create table affiliate_earning (
      id bigserial primary key,
      member_id bigint not null references member(id),
      day date not null,
      level1 bigint not null default 0,
      level2 bigint not null default 0,
      amount bigint not null check (amount >= 0),
      -- per level and product: base and amount
      detail jsonb not null default '{}',
      status text not null check (status in ('credited', 'frozen')),
      transfer_id bigint references ledger_transfer(id),
      -- operators' corrections: the sum of their signed amounts, each its own ledger transfer
      corrected bigint not null default 0,
      note text,
      created_at timestamptz not null default now(),
      unique (member_id, day)
    );
    create index affiliate_earning_day on affiliate_earning (day);

    -- operators freeze an affiliate: no earnings credited and no redeem while frozen
    create table affiliate_freeze (
      member_id bigint primary key references member(id),
      reason text not null,
      operator_id bigint,
      created_at timestamptz not null default now()
    );

    -- the device a session was opened on (a random id the app keeps), for the self-referral rule
    alter table session add column device_id text;
    create index session_device on session (device_id) where device_id is not null;

    alter table wagering_requirement drop constraint wagering_requirement_source_check;
    alter table wagering_requirement add constraint wagering_requirement_source_check
      check (source in ('promotion', 'coupon', 'cashback', 'quest', 'shop_voucher', 'manual', 'winloss', 'affiliate'));

    -- members referred before this migration: qualified once they have deposited
    insert into affiliate_referral (member_id, referrer_id, upline_id, status, qualified_at, created_at)
    select m.id, m.referred_by, r.referred_by,
           case when exists (select 1 from ledger_transfer t join ledger_account a on a.id = t.credit_account_id
                              where a.member_id = m.id and t.kind = 'deposit') then 'qualified' else 'pending' end,
           case when exists (select 1 from ledger_transfer t join ledger_account a on a.id = t.credit_account_id
                              where a.member_id = m.id and t.kind = 'deposit') then m.created_at end,
           m.created_at
      from member m join member r on r.id = m.referred_by
     where m.referred_by is not null and m.referred_by <> m.id
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    alter table wagering_requirement drop constraint wagering_requirement_source_check;
    alter table wagering_requirement add constraint wagering_requirement_source_check
      check (source in ('promotion', 'coupon', 'cashback', 'quest', 'shop_voucher', 'manual'));
    drop index session_device;
    alter table session drop column device_id;
    drop table affiliate_freeze;
    drop table affiliate_earning;
    drop table affiliate_referral;
    drop index turnover_day;
    drop table reward_entry;
    drop table reward_run;
    drop table reward_setting
    `,
  );
}
