import type { AffiliateConfigData, AffiliateSummaryData } from '@contract/rewards';
import { formatBaht, formatMoney, formatThaiDate } from '@/lib/format';

/** How the affiliate programme reads in Thai. */

/** Baht with two decimals, th-TH, for a sentence that ends in 'บาท': "1,234.50". */
export const money = (n: number) => formatMoney(n);

/** An amount on its own (a figure, a row's amount, a balance), as the site shows money: "฿ 1,234.50". */
export const baht = (n: number) => formatBaht(n);

/** A percent as set: 0.3, 5, 12.25. */
export const percentText = (n: number) => `${Number(n.toFixed(2))}%`;

/** A Bangkok day 'YYYY-MM-DD' in the Buddhist era: "16 พ.ย. 2569". */
export const thaiDay = (day: string) => formatThaiDate(`${day}T12:00:00+07:00`);

/** An instant as a Bangkok date: "16 พ.ย. 2569". */
export const thaiDate = (iso: string) => formatThaiDate(iso);

/** An instant as a Bangkok date and time: "16 พ.ย. 2569 14:30 น.". */
export const thaiDateTime = (iso: string) => `${formatThaiDate(iso, true)} น.`;

export const levelName = (level: number) => (level === 1 ? 'ระดับ 1 (เพื่อนที่ท่านแนะนำ)' : `ระดับ ${level} (เพื่อนของเพื่อน)`);

/** A signed amount for the account's movements: "+฿ 120.00", "-฿ 500.00". */
export const signedMoney = (n: number) => (n > 0 ? `+${baht(n)}` : n < 0 ? `-${baht(-n)}` : baht(0));

/** The programme's rules as short Thai lines (shown to visitors and, folded, to members). */
export function ruleLines(c: AffiliateConfigData): string[] {
  const lines = [
    'นับเมื่อเพื่อนฝากเงินครั้งแรก: เพื่อนที่สมัครผ่านลิงก์หรือรหัสของท่านจะเริ่มนับรายได้ตั้งแต่วันที่ฝากเงินครั้งแรกสำเร็จ',
    `รายได้คิดเป็นเปอร์เซ็นต์ของ${c.basis_name}ของเพื่อนแต่ละวัน แยกตามประเภทเกม และเข้าบัญชีแนะนำเพื่อนของท่านทุกวัน`,
    `ถอนรายได้เข้ากระเป๋าหลักได้เมื่อมียอดตั้งแต่ ${money(c.min_redeem)} บาทขึ้นไป`,
  ];
  if (c.max_per_day > 0) lines.push(`รายได้สูงสุดไม่เกิน ${money(c.max_per_day)} บาทต่อวัน`);
  if (c.turnover_multiplier > 0) lines.push(`ยอดที่ถอนเข้ากระเป๋าหลักต้องทำเทิร์น ${Number(c.turnover_multiplier.toFixed(2))} เท่าก่อนถอนเงิน`);
  lines.push('ห้ามแนะนำตัวเอง: ไม่นับสมาชิกที่ใช้เบอร์โทร บัญชีธนาคาร หรืออุปกรณ์เดียวกับผู้แนะนำ');
  return lines;
}

/** Why the redeem button is disabled, or null when the member may redeem. */
export function redeemBlock(s: Pick<AffiliateSummaryData, 'frozen' | 'redeemable' | 'min_redeem'>): string | null {
  if (s.frozen) return 'บัญชีแนะนำเพื่อนถูกระงับชั่วคราว จึงยังถอนรายได้ไม่ได้';
  if (s.redeemable <= 0) return 'ยังไม่มีรายได้ที่ถอนได้';
  if (s.redeemable < s.min_redeem) return `ถอนได้เมื่อมียอดตั้งแต่ ${money(s.min_redeem)} บาท (ขาดอีก ${money(s.min_redeem - s.redeemable)} บาท)`;
  return null;
}

/** LINE's share link for the referral link with a short Thai invitation. */
export const lineShareUrl = (link: string) =>
  `https://line.me/R/share?text=${encodeURIComponent(`สมัครสมาชิกผ่านลิงก์นี้ แล้วมาเล่นด้วยกัน ${link}`)}`;
