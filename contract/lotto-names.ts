import { BE_OFFSET, THAI_MONTHS } from './thai-calendar';

/**
 * Lotto's names, limits and date helpers, without zod: the member pages use these at run time, and
 * importing them from contract/lotto.ts would bring its schemas (and zod) along. Re-exported by
 * contract/lotto.ts.
 */

export const LOTTO_AGENT_ID = '1';

// ---- bet types ----

export const BET_TYPES = ['3top', '3tote', '3front', '3back', '2top', '2bottom', 'runtop', 'runbottom'] as const;
export type BetType = (typeof BET_TYPES)[number];

export const BET_TYPE_NAMES: Record<BetType, string> = {
  '3top': '3 ตัวบน',
  '3tote': '3 ตัวโต๊ด',
  '3front': '3 ตัวหน้า',
  '3back': '3 ตัวล่าง',
  '2top': '2 ตัวบน',
  '2bottom': '2 ตัวล่าง',
  runtop: 'วิ่งบน',
  runbottom: 'วิ่งล่าง',
};

/** How many digits a number of each bet type has. */
export const BET_TYPE_DIGITS: Record<BetType, number> = {
  '3top': 3,
  '3tote': 3,
  '3front': 3,
  '3back': 3,
  '2top': 2,
  '2bottom': 2,
  runtop: 1,
  runbottom: 1,
};

/** What wins, as the rule page explains it. */
export const BET_TYPE_RULES: Record<BetType, string> = {
  '3top': 'ถูกเมื่อเลขตรงกับ 3 ตัวบนทุกหลักและเรียงตรงตำแหน่ง',
  '3tote': 'ถูกเมื่อเลขชุดเดียวกับ 3 ตัวบนสลับตำแหน่งใดก็ได้ (จ่ายครั้งเดียวต่อรายการ) เลขตองแทงโต๊ดไม่ได้',
  '3front': 'ถูกเมื่อตรงกับเลขหน้า 3 ตัวรางวัลใดรางวัลหนึ่ง (เฉพาะหวยรัฐบาล)',
  '3back': 'ถูกเมื่อตรงกับเลขท้าย 3 ตัวรางวัลใดรางวัลหนึ่ง (เฉพาะหวยรัฐบาล)',
  '2top': 'ถูกเมื่อตรงกับ 2 ตัวท้ายของ 3 ตัวบน',
  '2bottom': 'ถูกเมื่อตรงกับ 2 ตัวล่าง',
  runtop: 'ถูกเมื่อเลขนั้นอยู่ใน 3 ตัวบน ตำแหน่งใดก็ได้ (จ่ายครั้งเดียวแม้ออกซ้ำ)',
  runbottom: 'ถูกเมื่อเลขนั้นอยู่ใน 2 ตัวล่าง ตำแหน่งใดก็ได้ (จ่ายครั้งเดียวแม้ออกซ้ำ)',
};

// ---- statuses ----

export const ROUND_STATUSES = ['open', 'closed', 'resulted', 'cancelled'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];
export const ROUND_STATUS_NAMES: Record<RoundStatus, string> = {
  open: 'เปิดรับแทง',
  closed: 'ปิดรับแทง รอผล',
  resulted: 'ออกผลแล้ว',
  cancelled: 'ยกเลิกงวด',
};

export const BILL_STATUSES = ['pending', 'won', 'lost', 'cancelled', 'refunded'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];
export const BILL_STATUS_NAMES: Record<BillStatus, string> = {
  pending: 'รอผล',
  won: 'ถูกรางวัล',
  lost: 'ไม่ถูกรางวัล',
  cancelled: 'ยกเลิกแล้ว',
  refunded: 'คืนเงินแล้ว',
};

export const CATEGORY_GROUPS = ['government', 'foreign', 'stock', 'yeekee'] as const;
export type CategoryGroup = (typeof CATEGORY_GROUPS)[number];
export const CATEGORY_GROUP_NAMES: Record<CategoryGroup, string> = {
  government: 'หวยรัฐบาล',
  foreign: 'หวยต่างประเทศ',
  stock: 'หวยหุ้น',
  yeekee: 'หวยยี่กี',
};

export const RESULT_KINDS = ['government', 'direct', 'lao', 'hanoi', 'stock', 'yeekee'] as const;
export type ResultKind = (typeof RESULT_KINDS)[number];

/** A bill may be cancelled until this long before its round closes. */
export const CANCEL_BEFORE_CLOSE_MINUTES = 10;
/** A member may shoot a Yeekee number once per this many seconds in a round. */
export const YEEKEE_COOLDOWN_SECONDS = 10;
/** Fewer shots than this at close: the round is cancelled and every bill refunded. */
export const YEEKEE_MIN_SHOTS = 20;
/** The result subtracts the shot at this position counted back from the last one. */
export const YEEKEE_SUBTRACT_POSITION = 16;
export const BILL_MAX_ITEMS = 200;

// ---- dates ----

/** '2025-01-16' in the Buddhist era: '2568-01-16'. */
export function buddhistDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${Number(y) + BE_OFFSET}-${m}-${d}`;
}

/** '2025-01-16' as Thai members read a draw date: '16 มกราคม 2568'. */
export function thaiDrawDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return `${d} ${THAI_MONTHS[m - 1]} ${y + BE_OFFSET}`;
}

/** Parses '16 มกราคม 2568' (or with a Gregorian year) back to '2025-01-16'; undefined if it is not one. */
export function parseThaiDate(text: string): string | undefined {
  const m = /(\d{1,2})\s*([\u0E00-\u0E7F.]+)\s*(\d{4})/.exec(text);
  if (!m) return undefined;
  const month = (THAI_MONTHS as readonly string[]).indexOf(m[2]) + 1;
  if (month === 0) return undefined;
  const year = Number(m[3]) > 2400 ? Number(m[3]) - BE_OFFSET : Number(m[3]);
  const iso = `${year}-${String(month).padStart(2, '0')}-${m[1].padStart(2, '0')}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : undefined;
}

// ---- how old a result is ----

/** The mark on a result the demo's sandbox made up (random numbers, never in production). */
export const SANDBOX_RESULT_MARK = 'ผลจำลอง (ทดสอบ)';

const MINUTE_MS = 60_000;

/**
 * How long ago a result came out, as Thai sites say it: 'ออกผลเมื่อสักครู่' (under a minute, or a
 * clock a little ahead), '... 5 นาทีที่แล้ว', '... 2 ชั่วโมงที่แล้ว', '... 3 วันที่แล้ว', then months
 * (30 days) and years (365 days). Pages put the Buddhist-era date and time beside it.
 */
export function resultAgeText(resultedAt: Date | number | string, now: Date | number): string {
  const ms = new Date(now).getTime() - new Date(resultedAt).getTime();
  const minutes = Math.floor(ms / MINUTE_MS);
  if (minutes < 1) return 'ออกผลเมื่อสักครู่';
  if (minutes < 60) return `ออกผลเมื่อ ${minutes} นาทีที่แล้ว`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `ออกผลเมื่อ ${hours} ชั่วโมงที่แล้ว`;
  const days = Math.floor(hours / 24);
  if (days < 30) return `ออกผลเมื่อ ${days} วันที่แล้ว`;
  if (days < 365) return `ออกผลเมื่อ ${Math.floor(days / 30)} เดือนที่แล้ว`;
  return `ออกผลเมื่อ ${Math.floor(days / 365)} ปีที่แล้ว`;
}
