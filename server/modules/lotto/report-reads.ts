import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db';

/**
 * The category code of the lotto round `roundId` (an SQL text expression, a round id as ledger
 * metadata carries it), as a scalar SQL expression; null when there is no such round. For the back
 * office's rollups (server/modules/reports).
 */
export function roundCategoryOf(roundId: RawBuilder<unknown>): RawBuilder<string | null> {
  return sql<string | null>`(select c.code from lotto_round r join lotto_category c on c.id = r.category_id
     where r.id = (${roundId})::bigint)`;
}

/** Every lotto category's code and Thai name, in the order the site lists them. */
export async function categoryNames(db: Db): Promise<Array<{ code: string; name: string }>> {
  return db.selectFrom('lotto_category').select(['code', 'name']).orderBy('sort').orderBy('id').execute();
}
