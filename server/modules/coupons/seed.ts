import { sql } from 'kysely';
import type { Db } from '../../db';
import './tables';

/**
 * The demo's coupons (README, docs/coupons.md), safe to run at every start (codes are unique):
 * WELCOME100 100 baht credit with 2 x turnover, POINTS500 500 points, SPIN10 10 free spins, and,
 * when the seed has a coupon-only promotion, DEPOSITBONUS giving its bonus on the next deposit.
 */
export async function seedDemoCoupons(db: Db): Promise<void> {
  const promo = await sql<{ id: number }>`
    select id from promotion where visibility = 'coupon' and status = 'active' order by id limit 1`.execute(db);
  const coupons = [
    { code: 'WELCOME100', name: 'เครดิตฟรีต้อนรับสมาชิกใหม่ 100 บาท', kind: 'credit' as const, amount: 10_000, turnover_multiplier: 2 },
    { code: 'POINTS500', name: 'รับแต้มสะสม 500 แต้ม', kind: 'points' as const, amount: 50_000 },
    { code: 'SPIN10', name: 'ฟรีสปิน 10 ครั้ง', kind: 'free_spins' as const, amount: 10 },
    ...(promo.rows[0]
      ? [{ code: 'DEPOSITBONUS', name: 'คูปองโบนัสเงินฝากครั้งถัดไป', kind: 'deposit_bonus' as const, amount: 0, promotion_id: promo.rows[0].id }]
      : []),
  ];
  await db
    .insertInto('coupon')
    .values(coupons)
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}
