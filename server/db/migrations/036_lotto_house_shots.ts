import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/**
 * Yeekee house shots (docs/lotto.md "Yeekee"): a round that closes with fewer than 20 shots gets
 * house shots up to 20, so every round has a result. A house shot has no member (`member_id` null).
 * Whether the house shoots is the operator's setting per category (`house_shots`, default on).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    alter table lotto_yeekee_shot alter column member_id drop not null;
    alter table lotto_category add column house_shots boolean not null default true;
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    alter table lotto_category drop column house_shots;
    delete from lotto_yeekee_shot where member_id is null;
    alter table lotto_yeekee_shot alter column member_id set not null;
    `,
  );
}
