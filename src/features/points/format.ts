import type { PointsSummaryData } from '@contract/points';
import { formatMoney } from '@/lib/format';

/** docs/product.md "User and VIP avatar": the avatar of a VIP level (the member panel shows the same). */
export function vipAvatar(level: number): { src: string; label: string } {
  if (level === 2) return { src: '/images/avatars/hero.svg', label: 'VIP Hero' };
  if (level === 1) return { src: '/images/avatars/gold.svg', label: 'VIP Gold' };
  return { src: '/images/avatars/guest.svg', label: 'สมาชิก' };
}

/** What the next level still needs, in Thai: 'ฝากเพิ่มอีก 2,500.00 บาท หรือ เล่นเพิ่มอีก 40,000.00 บาท ภายใน 30 วัน เพื่อเป็น VIP Gold'. */
export function remainingText(s: PointsSummaryData): string {
  if (s.next_level === null) return 'ท่านอยู่ระดับสูงสุดแล้ว รักษายอดฝากหรือยอดเล่นไว้เพื่อคงระดับ';
  const ways: string[] = [];
  if (s.deposits_needed !== null) ways.push(`ฝากเพิ่มอีก ${formatMoney(s.deposits_needed)} บาท`);
  if (s.turnover_needed !== null) ways.push(`เล่นเพิ่มอีก ${formatMoney(s.turnover_needed)} บาท`);
  if (s.deposits_needed === 0 || s.turnover_needed === 0) return `ถึงเกณฑ์ ${s.next_name} แล้ว ระดับจะปรับภายในไม่กี่นาที`;
  return `${ways.join(' หรือ ')} ภายใน ${s.window_days} วัน เพื่อเป็น ${s.next_name}`;
}
