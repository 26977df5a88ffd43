import { createHash } from 'node:crypto';
import { Errors } from '@contract/errors';
import { type AdminLottoResultBody, type LottoResult, type ResultKind, YEEKEE_SUBTRACT_POSITION } from '@contract/lotto';
import type { z } from 'zod';
import { fail } from '../../lib/reply';
import type { StoredResult } from './tables';

/**
 * How each category's published result yields 3 top, 2 bottom and (government) front-3 and back-3.
 * docs/lotto.md gives the conventions with worked examples.
 */
export type ResultInput = z.output<typeof AdminLottoResultBody>;

const base = { front3: [] as string[], back3: [] as string[], first_prize: null, yeekee_number: null };

/** Government: 3 top = the last 3 digits of the first prize (2 top its last 2); 2 bottom is its own prize. */
export function fromGovernment(i: { first_prize: string; front3: string[]; back3: string[]; bottom2: string }): StoredResult {
  return {
    top3: i.first_prize.slice(-3),
    bottom2: i.bottom2,
    front3: [...i.front3],
    back3: [...i.back3],
    first_prize: i.first_prize,
    yeekee_number: null,
    source: { kind: 'government', ...i },
  };
}

/** The digits of an index figure x100 ('38123.45' -> '3812345'); the sign is dropped. */
function hundredths(figure: string): string {
  const clean = figure.replaceAll(',', '').replace(/^[+-]/, '');
  const [whole, frac] = clean.split('.');
  return (whole + frac).replace(/^0+(?=\d)/, '');
}

/**
 * Stock indexes (the common Thai convention): 3 top = the unit digit and the two decimals of the
 * closing index (the last 3 digits of close x100); 2 bottom = the two decimals of the day's change.
 * 38,123.45 closing, -123.67 change -> 3 top 345, 2 bottom 67.
 */
export function fromStock(i: { close: string; change: string }): StoredResult {
  return {
    ...base,
    top3: hundredths(i.close).padStart(3, '0').slice(-3),
    bottom2: hundredths(i.change).padStart(2, '0').slice(-2),
    source: { kind: 'stock', ...i },
  };
}

/** Hanoi: 3 top = the last 3 digits of the special prize; 2 bottom = the last 2 digits of the first prize. */
export function fromHanoi(i: { special: string; first: string }): StoredResult {
  return { ...base, top3: i.special.slice(-3), bottom2: i.first.slice(-2), source: { kind: 'hanoi', ...i } };
}

/** Lao Pattana: from the 4-digit number, 3 top = its last 3 digits, 2 bottom = its first 2. */
export function fromLao(i: { number: string }): StoredResult {
  return { ...base, top3: i.number.slice(-3), bottom2: i.number.slice(0, 2), source: { kind: 'lao', ...i } };
}

export function fromDirect(i: { top3: string; bottom2: string }): StoredResult {
  return { ...base, top3: i.top3, bottom2: i.bottom2, source: { kind: 'direct', ...i } };
}

/** Which forms of result a category accepts from an operator (Yeekee's comes from the shots only). */
const ACCEPTED_INPUTS: Record<ResultKind, ResultInput['kind'][]> = {
  government: ['government'],
  stock: ['stock', 'direct'],
  hanoi: ['hanoi', 'direct'],
  lao: ['lao', 'direct'],
  direct: ['direct'],
  yeekee: [],
};

export function resultFor(kind: ResultKind, input: ResultInput): StoredResult {
  if (!ACCEPTED_INPUTS[kind].includes(input.kind)) fail(Errors.LOTTO_RESULT_KIND);
  switch (input.kind) {
    case 'government':
      return fromGovernment(input);
    case 'stock':
      return fromStock(input);
    case 'hanoi':
      return fromHanoi(input);
    case 'lao':
      return fromLao(input);
    case 'direct':
      return fromDirect(input);
  }
}

type YeekeeShotLine = { seq: number; number: string; created_at: Date };

/**
 * Yeekee: (sum of all shots - the 16th most recent shot) mod 100000, 5 digits. With fewer than 16
 * shots nothing is subtracted (such a round is refunded anyway: fewer than 20 shots).
 */
export function yeekeeNumber(shots: string[]): { sum: number; subtracted: { seq: number; number: string } | null; number: string } {
  const sum = shots.reduce((s, n) => s + Number(n), 0);
  const at = shots.length - YEEKEE_SUBTRACT_POSITION;
  const subtracted = at >= 0 ? { seq: at + 1, number: shots[at] } : null;
  const value = (((sum - Number(subtracted?.number ?? 0)) % 100_000) + 100_000) % 100_000;
  return { sum, subtracted, number: String(value).padStart(5, '0') };
}

/** 3 top = the last 3 digits of the Yeekee number, 2 bottom = its first 2. */
export function fromYeekee(number: string, proof: Record<string, unknown>): StoredResult {
  return { ...base, top3: number.slice(-3), bottom2: number.slice(0, 2), yeekee_number: number, source: { kind: 'yeekee', ...proof } };
}

/** The published shot list, one line per shot `seq|number|created_at (ISO)`, and its SHA-256. */
export function shotListDigest(shots: YeekeeShotLine[]): string {
  const text = shots.map((s) => `${s.seq}|${s.number}|${s.created_at.toISOString()}`).join('\n');
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The numbers members see; `sandbox` marks a sandbox round's (random) result. */
export function toWireResult(r: StoredResult, sandbox = false): LottoResult {
  return {
    top3: r.top3,
    top2: r.top3.slice(-2),
    bottom2: r.bottom2,
    front3: r.front3,
    back3: r.back3,
    first_prize: r.first_prize,
    yeekee_number: r.yeekee_number,
    ...(sandbox ? { sandbox: true as const } : {}),
  };
}
