// provisional: the rules helper's file wins at merge. Only the two display functions the member
// pages need, with the signatures fixed in COMMON18.md.
import type { MarketKind, OddsFormat } from './sport';

const trim = (milli: number) => (milli % 10 === 0 ? (milli / 1000).toFixed(2) : (milli / 1000).toFixed(3));

/** Odds shown in a format: decimal '1.95', HK '0.95', Malay '0.95' / '-0.83'. */
export function formatOdds(oddsMilli: number, format: OddsFormat): string {
  if (format === 'decimal') return trim(oddsMilli);
  const hk = (oddsMilli - 1000) / 1000;
  if (format === 'hk' || hk <= 1) return hk.toFixed(2);
  return (-1 / hk).toFixed(2);
}

/** A line as Thai books print it: hdp '0.5/1' for a quarter line, '0' , '-1.25' -> '1/1.5'; ou '2.5/3'. */
export function formatLine(kind: MarketKind, lineQ: number): string {
  const q = kind === 'hdp' ? Math.abs(lineQ) : lineQ;
  if (q % 2 === 0) return String(q / 4);
  return `${(q - 1) / 4}/${(q + 1) / 4}`;
}
