import { Errors } from '@contract/errors';
import { GAME_CATEGORY_NAMES } from '@contract/games-names';
import { satangToBaht } from '@contract/money';
import { type ProductFigure, REWARD_STATUS_NAMES, type RewardEntryItem, type RewardKind, type RewardStatus } from '@contract/rewards';
import { TURNOVER_PRODUCTS } from '@contract/turnover';
import { AppError } from '../../lib/reply';
import { addDays, type EntryStatus } from '../rewards';
import type { ProductDetail } from './rules';

/** Rows to the wire: satang to baht, basis points to percents, Thai names. */

export const PRODUCT_NAMES: Record<string, string> = { ...GAME_CATEGORY_NAMES, lotto: 'หวย' };
export const productName = (product: string) => PRODUCT_NAMES[product] ?? product;

/** The effective percent a member sees: amount / base x 100, two decimals (0 for no base). */
export const effectivePercent = (amount: number, base: number) => (base > 0 ? Math.round((amount * 10_000) / base) / 100 : 0);

/** Per product, in the products' own order. */
export function productFigures(detail: ProductDetail | null | undefined): ProductFigure[] {
  const d = detail ?? {};
  const order = (p: string) => {
    const i = (TURNOVER_PRODUCTS as readonly string[]).indexOf(p);
    return i < 0 ? 99 : i;
  };
  return Object.keys(d)
    .sort((a, b) => order(a) - order(b))
    .map((product) => ({
      product,
      product_name: productName(product),
      base: satangToBaht(Number(d[product].base)),
      percent: Number(d[product].bp) / 100,
      amount: satangToBaht(Number(d[product].amount)),
    }));
}

/** A claimable entry past its expiry that the job has not swept yet is shown as expired already. */
export const shownStatus = (status: EntryStatus, expiresAt: Date, now: Date): RewardStatus =>
  status === 'claimable' && expiresAt.getTime() <= now.getTime() ? 'expired' : status;

export type EntryRow = {
  id: number;
  kind: RewardKind;
  period: string;
  base: number;
  amount: number;
  vip_level: number;
  detail: ProductDetail;
  status: EntryStatus;
  expires_at: Date;
  claimed_at: Date | null;
};

export const periodEnd = (kind: RewardKind, period: string) => (kind === 'winloss' ? addDays(period, 6) : period);

export function entryItem(r: EntryRow, now: Date): RewardEntryItem {
  const status = shownStatus(r.status, r.expires_at, now);
  return {
    id: r.id,
    kind: r.kind,
    period: r.period,
    period_end: periodEnd(r.kind, r.period),
    base: satangToBaht(r.base),
    percent: effectivePercent(r.amount, r.base),
    amount: satangToBaht(r.amount),
    vip_level: r.vip_level,
    status,
    status_name: REWARD_STATUS_NAMES[status],
    expires_at: r.expires_at.toISOString(),
    claimed_at: r.claimed_at?.toISOString() ?? null,
    products: productFigures(r.detail),
  };
}

/** The open period's running figures (status waiting: not stored, no id, no expiry). */
export function waitingItem(
  kind: RewardKind,
  period: string,
  vipLevel: number,
  c: { base: number; amount: number; detail: ProductDetail },
): RewardEntryItem {
  return {
    id: null,
    kind,
    period,
    period_end: periodEnd(kind, period),
    base: satangToBaht(c.base),
    percent: effectivePercent(c.amount, c.base),
    amount: satangToBaht(c.amount),
    vip_level: vipLevel,
    status: 'waiting',
    status_name: REWARD_STATUS_NAMES.waiting,
    expires_at: null,
    claimed_at: null,
    products: productFigures(c.detail),
  };
}

/** A 422 on one field with its Thai message (as the contract's own refusals look). */
export function invalid(field: string, message: string): never {
  throw new AppError(Errors.VALIDATION, { fields: { [field]: message } }, message);
}
