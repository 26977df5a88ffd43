import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/**
 * The engagement features' shared ground (docs/engagement.md): their prizes' requirement sources.
 * Each feature's own tables are in 024-029.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    alter table wagering_requirement drop constraint wagering_requirement_source_check;
    alter table wagering_requirement add constraint wagering_requirement_source_check
      check (source in ('promotion', 'coupon', 'cashback', 'quest', 'shop_voucher', 'manual', 'winloss', 'affiliate',
                        'wheel', 'event', 'poll', 'free_spin'))
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    alter table wagering_requirement drop constraint wagering_requirement_source_check;
    alter table wagering_requirement add constraint wagering_requirement_source_check
      check (source in ('promotion', 'coupon', 'cashback', 'quest', 'shop_voucher', 'manual', 'winloss', 'affiliate'))
    `,
  );
}
