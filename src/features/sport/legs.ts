import type { MarketKind, Period, Selection } from '@contract/sport';
import { SELECTION_NAMES } from '@contract/sport-names';
import { lineText } from './format';

type LegLike = { kind: MarketKind; period: Period; line: number; selection: string; home: string; away: string };

const KIND_SHORT: Record<MarketKind, string> = { hdp: 'HDP', ou: 'สูง/ต่ำ', '1x2': '1X2', oe: 'คู่/คี่' };

/** 'HDP เต็มเวลา', 'สูง/ต่ำ ครึ่งแรก'. */
export const marketLabel = (l: Pick<LegLike, 'kind' | 'period'>) => `${KIND_SHORT[l.kind]} ${l.period === '1h' ? 'ครึ่งแรก' : 'เต็มเวลา'}`;

/** The pick as members say it: the team for HDP and 1X2, 'สูง'/'ต่ำ', 'เสมอ'. */
export function pickName(l: LegLike): string {
  if (l.selection === 'home') return l.home;
  if (l.selection === 'away') return l.away;
  return SELECTION_NAMES[l.selection as Selection] ?? l.selection;
}

/**
 * The line from the picked side's view: HDP 'ต่อ 0.5/1' (the side giving), 'รอง 0.5/1' (taking),
 * 'ควบ 0' level; O/U the total; none for 1X2.
 */
export function pickLine(l: LegLike): string {
  if (l.kind === 'ou') return lineText('ou', l.line);
  if (l.kind !== 'hdp') return '';
  const text = lineText('hdp', l.line);
  if (l.line === 0) return `เสมอ ${text}`;
  const homeGives = l.line < 0;
  return (l.selection === 'home') === homeGives ? `ต่อ ${text}` : `รอง ${text}`;
}
