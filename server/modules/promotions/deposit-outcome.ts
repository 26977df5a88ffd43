import { satangToBaht } from '@contract/money';
import type { Db } from '../../db';
import './tables';

/**
 * What a credited deposit's promotion came to, for the payment page's success screen: the bonus
 * granted (baht) or the Thai reason there was none; null when the member had chosen nothing.
 */
export async function depositBonusOf(
  db: Db,
  depositKey: string,
): Promise<{ title: string; bonus: number; refused_reason: string | null } | null> {
  const row = await db
    .selectFrom('promotion_grant as g')
    .innerJoin('promotion as p', 'p.id', 'g.promotion_id')
    .select(['p.title', 'g.bonus', 'g.status', 'g.reason'])
    .where('g.deposit_key', '=', depositKey)
    .executeTakeFirst();
  if (!row) return null;
  return { title: row.title, bonus: satangToBaht(row.bonus), refused_reason: row.status === 'refused' ? row.reason : null };
}
