import { z } from 'zod';
import { lazy } from './lazy';
import { bahtToSatang, hasAtMost2Decimals, satangToBaht } from './money-units';

/**
 * A prize of the engagement features (wheel, quests, events, polls, shop vouchers; docs/engagement.md):
 * free credit in baht (with an optional wagering requirement), points, free spins, or nothing.
 * Stored as integer units: satang for credit, hundredths of a point for points (as the ledger keeps
 * them), whole spins; the wire carries baht, points (2 decimals at most) and spins.
 */
export const PRIZE_KINDS = ['credit', 'points', 'free_spins', 'none'] as const;
export type PrizeKind = (typeof PRIZE_KINDS)[number];
export const PRIZE_KIND_NAMES: Record<PrizeKind, string> = {
  credit: 'เครดิตฟรี',
  points: 'แต้ม',
  free_spins: 'ฟรีสปิน',
  none: 'ไม่ได้รับรางวัล',
};

/** Stored units of a wire amount. */
export function prizeUnits(kind: PrizeKind, amount: number): number {
  if (kind === 'none') return 0;
  if (kind === 'free_spins') return amount;
  return bahtToSatang(amount);
}

/** The wire amount of stored units. */
export function prizeAmount(kind: PrizeKind, units: number): number {
  if (kind === 'none') return 0;
  if (kind === 'free_spins') return units;
  return satangToBaht(units);
}

const count = lazy(() => new Intl.NumberFormat('th-TH', { maximumFractionDigits: 2 }));
const bahtFormat = lazy(() => new Intl.NumberFormat('th-TH', { minimumFractionDigits: 0, maximumFractionDigits: 2 }));

/** The prize in Thai, as members read it: "เครดิตฟรี 50 บาท", "100 แต้ม", "ฟรีสปิน 5 ครั้ง". */
export function prizeText(kind: PrizeKind, amount: number): string {
  if (kind === 'credit') return `เครดิตฟรี ${bahtFormat().format(amount)} บาท`;
  if (kind === 'points') return `${count().format(amount)} แต้ม`;
  if (kind === 'free_spins') return `ฟรีสปิน ${count().format(amount)} ครั้ง`;
  return PRIZE_KIND_NAMES.none;
}

/** A prize on the wire (answers). */
export const Prize = z.object({
  kind: z.enum(PRIZE_KINDS),
  /** Baht, points or spins; 0 for none. */
  amount: z.number(),
  /** Turnover required = multiplier x amount (credit only; 0 = none). */
  turnover_multiplier: z.number(),
  /** prizeText of the above. */
  text: z.string(),
});
export type Prize = z.infer<typeof Prize>;

/** A prize as an operator enters it: the amount fits its kind, Thai messages. */
export const PrizeInput = z
  .object({
    kind: z.enum(PRIZE_KINDS, { error: 'กรุณาเลือกประเภทรางวัล' }),
    amount: z
      .number({ error: 'กรุณาระบุมูลค่ารางวัล' })
      .min(0, { error: 'มูลค่ารางวัลต้องไม่ติดลบ' })
      .max(10_000_000, { error: 'มูลค่ารางวัลสูงเกินไป' })
      .refine(hasAtMost2Decimals, { error: 'มูลค่ารางวัลมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง' }),
    turnover_multiplier: z
      .number({ error: 'กรุณาระบุจำนวนเท่าของเทิร์น' })
      .min(0, { error: 'จำนวนเท่าของเทิร์นต้องไม่ติดลบ' })
      .max(100, { error: 'จำนวนเท่าของเทิร์นต้องไม่เกิน 100' })
      .default(0),
  })
  .superRefine((p, ctx) => {
    if (p.kind === 'none' && p.amount !== 0) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'รางวัล "ไม่ได้รับรางวัล" ต้องมีมูลค่า 0' });
    if (p.kind !== 'none' && p.amount <= 0) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'มูลค่ารางวัลต้องมากกว่า 0' });
    if (p.kind === 'free_spins' && !Number.isInteger(p.amount))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'จำนวนฟรีสปินต้องเป็นจำนวนเต็ม' });
  });
export type PrizeInput = z.infer<typeof PrizeInput>;

/** The wire prize of stored columns. */
export function prizeView(kind: PrizeKind, units: number, turnoverMultiplier: number | string = 0): Prize {
  const amount = prizeAmount(kind, units);
  return { kind, amount, turnover_multiplier: kind === 'credit' ? Number(turnoverMultiplier) : 0, text: prizeText(kind, amount) };
}
