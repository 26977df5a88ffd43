import type { MarketKind, OddsFormat } from '@contract/sport';
import { lineToQ, oddsToMilli } from '@contract/sport-names';
import { formatLine, formatOdds } from '@contract/sport-rules';
import { bangkokTime, thaiShortDate, thaiShortDateTime } from '@contract/thai-calendar';
import { atomWithStorage } from 'jotai/utils';
import type { SyncStorage } from 'jotai/vanilla/utils/atomWithStorage';
import { local, PREFIX } from '@/state/storage';

/** The member's odds format, kept on this device and applied to the whole page (table, slip, bets). */
export const oddsFormatAtom = atomWithStorage<OddsFormat>(`${PREFIX}sport.oddsFormat`, 'decimal', local as SyncStorage<OddsFormat>, {
  getOnInit: true,
});

/** Decimal odds from the wire in the member's format ('1.95', HK '0.95', Malay '-0.83'). */
export const oddsText = (odds: number, format: OddsFormat) => formatOdds(oddsToMilli(odds), format);
/** A line in goals as Thai tables print it ('0.5/1'). */
export const lineText = (kind: MarketKind, line: number) => formatLine(kind, lineToQ(line));

// Bangkok's clock and the Thai dates come from contract/thai-calendar.ts, without Intl: the first
// Thai DateTimeFormat a page makes loads ICU's data, a long task on the odds page's first render.

/** Kick-off time in Bangkok, '19:30'. */
export const kickoffTime = (iso: string | number): string => bangkokTime(iso);

/** A Bangkok date in the Buddhist era, '28 พ.ย. 2569'. */
export const thaiDate = (iso: string): string => thaiShortDate(iso);

/** When a bill was placed, '28 พ.ย. 2569 19:30 น.'. */
export const thaiDateTime = (iso: string): string => `${thaiShortDateTime(iso)} น.`;

/** The odds' fetch time, as the offline page shows it: 'ข้อมูลเมื่อ 16:07 น.'. */
export const fetchedAtText = (at: string | number) => `ข้อมูลเมื่อ ${kickoffTime(at)} น.`;

/** Baht with satang, '1,234.50'. */
export const bahtText = (n: number) => n.toLocaleString('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
