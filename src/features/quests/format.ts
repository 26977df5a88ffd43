import type { QuestItem } from '@contract/quests';
import { formatNumber } from '@/lib/format';

/** How quests read in Thai (th-TH figures, baht with up to two decimals). */

const figure = (n: number) => (Number.isInteger(n) ? formatNumber(n, 0) : formatNumber(n, 2));

/** "150 / 300 บาท", "2 / 3 โพย". */
export const progressText = (q: Pick<QuestItem, 'current' | 'target' | 'unit'>) =>
  `${figure(Math.min(q.current, q.target))} / ${figure(q.target)} ${q.unit}`;

/** The time left until `end` from `now`: "เหลือเวลา 5 ชั่วโมง 12 นาที", "เหลือเวลา 2 วัน 3 ชั่วโมง". */
export function timeLeft(end: string | null, now: number): string {
  if (!end) return 'ไม่จำกัดเวลา';
  const ms = Date.parse(end) - now;
  if (ms <= 0) return 'หมดเวลาแล้ว';
  const minutes = Math.floor(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return `เหลือเวลา ${days} วัน ${hours} ชั่วโมง`;
  if (hours > 0) return `เหลือเวลา ${hours} ชั่วโมง ${mins} นาที`;
  return `เหลือเวลา ${Math.max(1, mins)} นาที`;
}
