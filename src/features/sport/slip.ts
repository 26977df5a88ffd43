import type { BetType, MarketKind, Period, SportFixtureView, SportMarketView } from '@contract/sport';
import { oddsToMilli } from '@contract/sport-names';
import { betOdds, betPayout } from '@contract/sport-rules';
import { atom } from 'jotai';

/** One pick in the slip, with what the slip shows of it (teams, market, line, odds at the pick). */
export type SlipLeg = {
  fixture_id: number;
  market_id: number;
  selection: string;
  odds: number;
  kind: MarketKind;
  period: Period;
  line: number;
  home: string;
  away: string;
};

/**
 * What the last tap on odds did that the member might not expect, for the slip to say in a line:
 * a single that became a step (a pick from a second fixture), a fixture's pick replaced by another
 * of the same fixture, or a step already at its most legs.
 */
export type SlipNote = { kind: 'switched'; legs: number } | { kind: 'replaced'; match: string } | { kind: 'full'; max: number };

export type Slip = { type: BetType; legs: SlipLeg[]; note?: SlipNote };
export const EMPTY_SLIP: Slip = { type: 'single', legs: [] };

/** The slip lives for the page visit (not stored: odds go stale). */
export const slipAtom = atom<Slip>(EMPTY_SLIP);
/** The stake as typed (whole baht), beside the slip: it survives the panel and the sheet trading places (a rotated phone). */
export const slipStakeAtom = atom('');

export const legOf = (f: SportFixtureView, m: SportMarketView, selection: string): SlipLeg => ({
  fixture_id: f.id,
  market_id: m.id,
  selection,
  odds: m.selections.find((s) => s.selection === selection)?.odds ?? 0,
  kind: m.kind,
  period: m.period,
  line: m.line,
  home: f.home.th,
  away: f.away.th,
});

export const isPicked = (slip: Slip, marketId: number, selection: string) =>
  slip.legs.some((l) => l.market_id === marketId && l.selection === selection);

/**
 * A tap on odds: the same pick again takes it out; a pick on a fixture already in the slip replaces
 * that fixture's leg (one leg per fixture, said in the note); a pick from another fixture turns a
 * single into a step keeping both picks (as Thai books do, said in the note: the member can go back
 * to a single with the tab) or adds a leg to a step, up to `maxLegs` (beyond it the legs are
 * unchanged and the note says why). Every tap replaces the previous note.
 */
export function toggleLeg(slip: Slip, leg: SlipLeg, maxLegs: number): Slip {
  const base = { type: slip.type, legs: slip.legs };
  if (isPicked(slip, leg.market_id, leg.selection))
    return { ...base, legs: slip.legs.filter((l) => l.market_id !== leg.market_id || l.selection !== leg.selection) };
  const same = slip.legs.findIndex((l) => l.fixture_id === leg.fixture_id);
  if (same >= 0)
    return {
      ...base,
      legs: slip.legs.map((l, i) => (i === same ? leg : l)),
      note: { kind: 'replaced', match: `${leg.home} - ${leg.away}` },
    };
  if (slip.legs.length >= maxLegs) return { ...base, note: { kind: 'full', max: maxLegs } };
  const legs = [...slip.legs, leg];
  if (slip.type === 'single' && slip.legs.length > 0) return { type: 'parlay', legs, note: { kind: 'switched', legs: legs.length } };
  return { ...base, legs };
}

/** The note as the slip shows it (Thai). */
export function noteText(note: SlipNote): string {
  if (note.kind === 'switched') return `เปลี่ยนเป็นบอลสเต็ป (มิกซ์พาร์เลย์) ${note.legs} คู่ให้แล้ว หากต้องการแทงเฉพาะคู่ล่าสุด แตะ "บอลเดี่ยว"`;
  if (note.kind === 'replaced') return `เปลี่ยนตัวเลือกของคู่ ${note.match} แล้ว (เลือกได้คู่ละ 1 ตัวเลือก)`;
  return `บอลสเต็ปเลือกได้ไม่เกิน ${note.max} คู่`;
}

/** Switching to single keeps the latest pick only; switching to step keeps what is there. Either clears the note. */
export function setType(slip: Slip, type: BetType): Slip {
  if (type === slip.type) return slip;
  return { type, legs: type === 'single' ? slip.legs.slice(-1) : slip.legs };
}

export const removeLeg = (slip: Slip, marketId: number): Slip => ({
  type: slip.type,
  legs: slip.legs.filter((l) => l.market_id !== marketId),
});

/** Why the slip cannot be placed as it is (Thai), or null. */
export function slipProblem(slip: Slip, minLegs: number, maxLegs: number): string | null {
  if (slip.legs.length === 0) return 'กรุณาเลือกราคาจากตารางบอล';
  if (slip.type === 'parlay' && slip.legs.length < minLegs) return `บอลสเต็ปต้องเลือกอย่างน้อย ${minLegs} คู่`;
  if (slip.type === 'parlay' && slip.legs.length > maxLegs) return `บอลสเต็ปเลือกได้ไม่เกิน ${maxLegs} คู่`;
  return null;
}

/** The slip's odds in thousandths, as the server counts them (contract/sport-rules.ts `betOdds`). */
export function slipOddsMilli(legs: { odds: number }[]): number {
  return legs.length === 0 ? 0 : betOdds(legs.map((l) => oddsToMilli(l.odds)));
}

/** What the slip pays if every leg wins, in baht, as the server counts it (`betPayout`, floored to the satang). */
export function potentialPayout(stake: number, legs: { odds: number }[]): number {
  if (legs.length === 0) return 0;
  const satang = Math.round(stake * 100);
  return (
    betPayout(
      satang,
      legs.map((l) => ({ odds: oddsToMilli(l.odds), outcome: 'won' as const })),
    ) / 100
  );
}
