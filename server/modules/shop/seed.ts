import type { Db } from '../../db';

/**
 * The demo's shop items (docs/engagement.md "Demo"), safe to run at every start: each is added
 * once by name (an item an operator edited or retired stays as they left it).
 */
const DEMO_ITEMS = [
  {
    name: 'เครดิตฟรี 50 บาท',
    description: 'แลกแต้มเป็นเครดิตฟรี 50 บาท เข้ากระเป๋าหลักทันที ทำเทิร์น 1 เท่าก่อนถอน',
    image: 'voucher',
    kind: 'credit' as const,
    points_cost: 50_000,
    value_units: 5_000,
    turnover_multiplier: '1.00',
    stock: null,
    per_member_limit: null,
    sort: 1,
  },
  {
    name: 'เครดิตฟรี 100 บาท',
    description: 'แลกแต้มเป็นเครดิตฟรี 100 บาท เข้ากระเป๋าหลักทันที',
    image: 'voucher',
    kind: 'credit' as const,
    points_cost: 95_000,
    value_units: 10_000,
    turnover_multiplier: '0',
    stock: null,
    per_member_limit: null,
    sort: 2,
  },
  {
    name: 'ฟรีสปิน 10 ครั้ง',
    description: 'รับฟรีสปิน 10 ครั้ง เล่นได้ที่หน้าฟรีสปิน',
    image: 'spins',
    kind: 'free_spins' as const,
    points_cost: 30_000,
    value_units: 10,
    turnover_multiplier: '0',
    stock: null,
    per_member_limit: null,
    sort: 3,
  },
  {
    name: 'เสื้อยืดลิมิเต็ด',
    description: 'เสื้อยืดลายพิเศษรุ่นลิมิเต็ด จัดส่งถึงบ้านฟรี (ท่านละ 1 ตัว)',
    image: 'tshirt',
    kind: 'physical' as const,
    points_cost: 200_000,
    value_units: 0,
    turnover_multiplier: '0',
    stock: 20,
    per_member_limit: 1,
    sort: 4,
  },
  {
    name: 'หูฟังไร้สาย',
    description: 'หูฟังบลูทูธไร้สาย จัดส่งถึงบ้านฟรี',
    image: 'headphones',
    kind: 'physical' as const,
    points_cost: 500_000,
    value_units: 0,
    turnover_multiplier: '0',
    stock: 5,
    per_member_limit: null,
    sort: 5,
  },
];

export async function seedDemoShop(db: Db): Promise<void> {
  const have = new Set((await db.selectFrom('shop_item').select('name').execute()).map((r) => r.name));
  const missing = DEMO_ITEMS.filter((i) => !have.has(i.name));
  if (missing.length > 0) await db.insertInto('shop_item').values(missing).execute();
}
