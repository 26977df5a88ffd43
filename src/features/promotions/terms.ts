import { GAME_CATEGORY_NAMES } from '@contract/games-names';
import { bahtToSatang, satangToBaht } from '@contract/money-units';
import type { ProductWeights, Promotion } from '@contract/promotions';
import type { Product } from '@contract/turnover';
import { formatMoney, formatNumber, formatThaiDate } from '@/lib/format';

/**
 * How promotions read in Thai (docs/promotions.md), without zod: the deposit pages' row and the
 * member panel use these too.
 */

/** Thai product names for the weights: the game categories and lotto. */
export const PRODUCT_NAMES: Record<Product, string> = { ...GAME_CATEGORY_NAMES, lotto: 'หวย' };
const PRODUCT_ORDER: Product[] = ['slot', 'casino', 'fishing', 'sport', 'freespin', 'lotto'];

/** Whole baht without decimals ("1,000"), else two ("12.50"). */
export function baht(n: number): string {
  return Number.isInteger(n) ? formatNumber(n, 0) : formatMoney(n);
}

/** A multiplier as members read it: 1, 1.5, 12.25. */
const times = (n: number) => String(Number(n.toFixed(2)));

/** The headline: "โบนัส 50% สูงสุด 1,000 บาท", "ฝาก 100 รับโบนัส 200 บาท". */
export function headline(p: Pick<Promotion, 'type' | 'percent' | 'fixed_bonus' | 'max_bonus' | 'min_deposit'>): string {
  if (p.type === 'fixed') return `ฝาก ${baht(p.min_deposit)} รับโบนัส ${baht(p.fixed_bonus)} บาท`;
  const cap = p.max_bonus === null ? ' ไม่จำกัดสูงสุด' : ` สูงสุด ${baht(p.max_bonus)} บาท`;
  return `โบนัส ${times(p.percent)}%${cap}`;
}

/** The requirement in one line: "ทำเทิร์น 1 เท่าของยอดฝาก+โบนัส", or the balance target. */
export function requirementText(r: Promotion['requirement']): string {
  if (r.kind === 'balance') return `ทำยอดเงินให้ถึง ${times(r.multiplier)} เท่าของยอดฝาก+โบนัส`;
  if (r.multiplier <= 0) return 'ไม่ต้องทำเทิร์น';
  return `ทำเทิร์น ${times(r.multiplier)} เท่าของ${r.base === 'bonus' ? 'โบนัส' : 'ยอดฝาก+โบนัส'}`;
}

/** Per product, the share of each stake that counts, in a fixed order (listed products only). */
export function weightList(weights: ProductWeights | null | undefined): { product: Product; name: string; percent: number }[] {
  if (!weights) return [];
  return PRODUCT_ORDER.filter((p) => weights[p] !== undefined).map((p) => ({
    product: p,
    name: PRODUCT_NAMES[p],
    percent: weights[p] ?? 0,
  }));
}

/** "สล็อต 100% · คาสิโน 50% · หวย 0%" (products not listed count nothing). */
export function weightsText(weights: ProductWeights | null | undefined): string {
  const list = weightList(weights);
  return list.length === 0 ? 'ทุกเกม 100%' : list.map((w) => `${w.name} ${w.percent}%`).join(' · ');
}

/** "ถึง 31 ธ.ค. 2569" or "ไม่มีกำหนดสิ้นสุด". */
export function validityText(p: Pick<Promotion, 'starts_at' | 'ends_at'>): string {
  const from = formatThaiDate(p.starts_at);
  return p.ends_at ? `${from} ถึง ${formatThaiDate(p.ends_at)}` : `ตั้งแต่ ${from} ไม่มีกำหนดสิ้นสุด`;
}

/** A Bangkok date and time: "16 พ.ย. 2569 14:30 น.". */
export const thaiDateTime = (iso: string) => `${formatThaiDate(iso, true)} น.`;

/** One line for a choice list: the headline, the minimum and the requirement. */
export function summaryLine(p: Promotion): string {
  return `${headline(p)} · ฝากขั้นต่ำ ${baht(p.min_deposit)} บาท · ${requirementText(p.requirement)}`;
}

export type BonusExample =
  | { ok: true; deposit: number; bonus: number; credit: number; kind: 'turnover' | 'balance'; target: number }
  | { ok: false; deposit: number; reason: string };

/**
 * What a deposit of `deposit` baht would bring under the promotion: the bonus (percent of the deposit
 * within the cap, or the fixed amount), and the turnover to make (multiplier x the base) or the
 * balance to reach, computed in satang like the server: required = ceil(base * round(multiplier * 100) / 100).
 */
export function bonusExample(p: Promotion, deposit: number): BonusExample {
  if (!(deposit > 0)) return { ok: false, deposit, reason: 'กรอกยอดฝากเพื่อดูโบนัสที่จะได้รับ' };
  if (deposit < p.min_deposit) return { ok: false, deposit, reason: `ยอดฝากขั้นต่ำของโปรโมชั่นนี้คือ ${baht(p.min_deposit)} บาท ยอดนี้จะไม่ได้รับโบนัส` };
  const depositS = bahtToSatang(deposit);
  let bonusS: number;
  if (p.type === 'fixed') bonusS = bahtToSatang(p.fixed_bonus);
  else {
    bonusS = Math.floor((depositS * Math.round(p.percent * 100)) / 10_000);
    if (p.max_bonus !== null) bonusS = Math.min(bonusS, bahtToSatang(p.max_bonus));
  }
  const r = p.requirement;
  const base = r.kind === 'turnover' && r.base === 'bonus' ? bonusS : depositS + bonusS;
  const targetS = Math.ceil((base * Math.round(r.multiplier * 100)) / 100);
  return {
    ok: true,
    deposit,
    bonus: satangToBaht(bonusS),
    credit: satangToBaht(depositS + bonusS),
    kind: r.kind,
    target: satangToBaht(targetS),
  };
}

/** The example in one Thai sentence. */
export function exampleText(e: BonusExample): string {
  if (!e.ok) return e.reason;
  const goal = e.kind === 'balance' ? `ทำยอดเงินให้ถึง ${baht(e.target)} บาท` : e.target > 0 ? `ทำเทิร์น ${baht(e.target)} บาท` : 'ไม่ต้องทำเทิร์น';
  return `ฝาก ${baht(e.deposit)} บาท ได้โบนัส ${baht(e.bonus)} บาท รวมเป็น ${baht(e.credit)} บาท · ${goal} ก่อนถอน`;
}
