import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/**
 * Wagering requirements become their own module (docs/requirements.md): withdrawals' bonus_requirement
 * is renamed wagering_requirement, keeping every row and id, and gains what promotions, coupons,
 * cashback, quests and shop vouchers need: where it came from (source + source_id, unique, so a
 * repeated grant finds its requirement), a maximum withdrawal, an expiry and a balance floor, and why
 * it ended. Rows from before: source 'manual', source_id 'bonus_requirement:<id>', no expiry, no
 * floor (they behave as before); 'cancelled' becomes forfeited with reason 'cancelled';
 * settled_at becomes ended_at (now for an ended row that had none).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    alter table bonus_requirement rename to wagering_requirement;
    alter sequence bonus_requirement_id_seq rename to wagering_requirement_id_seq;
    alter table wagering_requirement rename constraint bonus_requirement_pkey to wagering_requirement_pkey;
    alter table wagering_requirement rename constraint bonus_requirement_member_id_fkey to wagering_requirement_member_id_fkey;
    alter table wagering_requirement rename constraint bonus_requirement_account_id_fkey to wagering_requirement_account_id_fkey;
    alter table wagering_requirement rename constraint bonus_requirement_required_turnover_check to wagering_requirement_required_turnover_check;
    alter table wagering_requirement rename constraint bonus_requirement_turnover_base_check to wagering_requirement_turnover_base_check;
    alter index bonus_requirement_active rename to wagering_requirement_active;
    alter table wagering_requirement drop constraint bonus_requirement_status_check;
    alter table wagering_requirement rename column settled_at to ended_at;
    alter table wagering_requirement
      add column source text,
      add column source_id text,
      add column max_withdrawal bigint check (max_withdrawal is null or max_withdrawal > 0),
      add column expires_at timestamptz,
      -- the requirement ends once the wallet's available balance is below this (satang); 0 = never
      add column balance_floor bigint not null default 0 check (balance_floor >= 0),
      add column forfeit_reason text;
    update wagering_requirement set source = 'manual', source_id = 'bonus_requirement:' || id;
    update wagering_requirement set status = 'forfeited', forfeit_reason = 'cancelled' where status = 'cancelled';
    update wagering_requirement set ended_at = now() where status <> 'active' and ended_at is null;
    alter table wagering_requirement alter column source set not null;
    alter table wagering_requirement alter column source_id set not null;
    alter table wagering_requirement
      add constraint wagering_requirement_source_check
        check (source in ('promotion', 'coupon', 'cashback', 'quest', 'shop_voucher', 'manual')),
      add constraint wagering_requirement_status_check check (status in ('active', 'met', 'forfeited')),
      add constraint wagering_requirement_forfeit_reason_check
        check (forfeit_reason in ('expired', 'balance_floor', 'cancelled')),
      add constraint wagering_requirement_forfeited check ((status = 'forfeited') = (forfeit_reason is not null)),
      add constraint wagering_requirement_ended check ((status = 'active') = (ended_at is null)),
      add constraint wagering_requirement_expiry check (expires_at is null or expires_at > started_at),
      -- one requirement per grant: a repeated grant (same source and id) finds the first
      add constraint wagering_requirement_source_key unique (source, source_id)
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    alter table wagering_requirement
      drop constraint wagering_requirement_source_key,
      drop constraint wagering_requirement_expiry,
      drop constraint wagering_requirement_ended,
      drop constraint wagering_requirement_forfeited,
      drop constraint wagering_requirement_forfeit_reason_check,
      drop constraint wagering_requirement_status_check,
      drop constraint wagering_requirement_source_check;
    update wagering_requirement set status = 'cancelled' where status = 'forfeited';
    alter table wagering_requirement
      drop column forfeit_reason,
      drop column balance_floor,
      drop column expires_at,
      drop column max_withdrawal,
      drop column source_id,
      drop column source;
    alter table wagering_requirement rename column ended_at to settled_at;
    alter table wagering_requirement add constraint bonus_requirement_status_check check (status in ('active', 'met', 'cancelled'));
    alter index wagering_requirement_active rename to bonus_requirement_active;
    alter table wagering_requirement rename constraint wagering_requirement_turnover_base_check to bonus_requirement_turnover_base_check;
    alter table wagering_requirement rename constraint wagering_requirement_required_turnover_check to bonus_requirement_required_turnover_check;
    alter table wagering_requirement rename constraint wagering_requirement_account_id_fkey to bonus_requirement_account_id_fkey;
    alter table wagering_requirement rename constraint wagering_requirement_member_id_fkey to bonus_requirement_member_id_fkey;
    alter table wagering_requirement rename constraint wagering_requirement_pkey to bonus_requirement_pkey;
    alter sequence wagering_requirement_id_seq rename to bonus_requirement_id_seq;
    alter table wagering_requirement rename to bonus_requirement
  `,
  );
}
