import type { WithdrawInfo } from '@contract/withdrawals';
import { amountError, parseBaht } from '@/components/form/amount';
import { formatMoney } from '@/lib/format';

/**
 * The most the member may withdraw now: the available balance, within what today still allows and,
 * after a met promotion with a maximum, within that maximum (docs/promotions.md: the balance above it
 * is forfeited with this withdrawal).
 */
export function withdrawableNow(info: WithdrawInfo): number {
  const cap = info.withdraw_cap?.max_withdrawal ?? Number.POSITIVE_INFINITY;
  return Math.max(0, Math.min(info.available, info.today.remaining_amount, cap));
}

/** The Thai message for a withdrawal amount as typed, or undefined when the server should see it. */
export function withdrawAmountError(text: string, info: WithdrawInfo): string | undefined {
  const basic = amountError(text, { min: info.limits.min_amount, minLabel: 'ถอนขั้นต่ำ' });
  if (basic) return basic;
  const n = parseBaht(text) ?? 0;
  if (n > info.available) return `ยอดเงินที่ถอนได้มี ${formatMoney(info.available)} บาท`;
  if (n > info.today.remaining_amount) return `วันนี้ถอนได้อีก ${formatMoney(info.today.remaining_amount)} บาท`;
  if (info.withdraw_cap && n > info.withdraw_cap.max_withdrawal)
    return `ถอนได้สูงสุด ${formatMoney(info.withdraw_cap.max_withdrawal)} บาท ตามเงื่อนไขโปรโมชั่น`;
  return undefined;
}
