/**
 * The sportsbook's names, lists and unit conversions, without zod: the odds page (features/sport)
 * reads these at run time, and zod's schemas (contract/sport.ts) would cost a phone's start their
 * construction (docs/pwa.md "Less code on the lobby and lotto pages"). contract/sport.ts re-exports them.
 */

export const FIXTURE_STATUSES = ['scheduled', 'live', 'finished', 'postponed', 'cancelled'] as const;
export type FixtureStatus = (typeof FIXTURE_STATUSES)[number];
export const FIXTURE_STATUS_NAMES: Record<FixtureStatus, string> = {
  scheduled: 'ยังไม่เริ่ม',
  live: 'กำลังแข่ง',
  finished: 'จบการแข่งขัน',
  postponed: 'เลื่อนการแข่งขัน',
  cancelled: 'ยกเลิกการแข่งขัน',
};

/**
 * The back office's fixture tabs (docs/sport.md "Back office"): upcoming (scheduled, taking bets),
 * live, finished, and off (postponed, cancelled or voided by an operator, whatever the feed says).
 */
export const FIXTURE_STATES = ['upcoming', 'live', 'finished', 'off'] as const;
export type FixtureState = (typeof FIXTURE_STATES)[number];
export const FIXTURE_STATE_NAMES: Record<FixtureState, string> = {
  upcoming: 'ยังไม่เริ่ม',
  live: 'กำลังแข่ง',
  finished: 'จบแล้ว',
  off: 'เลื่อน/ยกเลิก',
};
export function fixtureStateOf(f: { status: FixtureStatus; voided: boolean }): FixtureState {
  if (f.voided || f.status === 'postponed' || f.status === 'cancelled') return 'off';
  return f.status === 'scheduled' ? 'upcoming' : f.status;
}

/** Full time, first half (settled on the half-time score). */
export const PERIODS = ['ft', '1h'] as const;
export type Period = (typeof PERIODS)[number];
export const PERIOD_NAMES: Record<Period, string> = { ft: 'เต็มเวลา', '1h': 'ครึ่งแรก' };

export const MARKET_KINDS = ['1x2', 'hdp', 'ou', 'oe'] as const;
export type MarketKind = (typeof MARKET_KINDS)[number];
export const MARKET_KIND_NAMES: Record<MarketKind, string> = {
  '1x2': '1X2 (พักเสมอ)',
  hdp: 'ราคาต่อรอง (HDP)',
  ou: 'สูง/ต่ำ (O/U)',
  oe: 'คู่/คี่',
};

/** Each kind's selections, in the order of the market's odds columns (odds_1, odds_2, odds_3). */
export const SELECTIONS = {
  '1x2': ['home', 'draw', 'away'],
  hdp: ['home', 'away'],
  ou: ['over', 'under'],
  oe: ['odd', 'even'],
} as const satisfies Record<MarketKind, readonly string[]>;
export type Selection = (typeof SELECTIONS)[MarketKind][number];
export const SELECTION_NAMES: Record<Selection, string> = {
  home: 'เจ้าบ้าน',
  draw: 'เสมอ',
  away: 'ทีมเยือน',
  over: 'สูง',
  under: 'ต่ำ',
  odd: 'คี่',
  even: 'คู่',
};
export const isSelectionOf = (kind: MarketKind, s: string): s is Selection => (SELECTIONS[kind] as readonly string[]).includes(s);

export const MARKET_STATUSES = ['open', 'suspended', 'closed'] as const;
export type MarketStatus = (typeof MARKET_STATUSES)[number];

/** A leg's (and a bet's) result as Asian books settle it. */
export const OUTCOMES = ['won', 'half_won', 'push', 'half_lost', 'lost', 'void'] as const;
export type Outcome = (typeof OUTCOMES)[number];
export const OUTCOME_NAMES: Record<Outcome, string> = {
  won: 'ชนะ',
  half_won: 'ชนะครึ่ง',
  push: 'เสมอ คืนทุน',
  half_lost: 'เสียครึ่ง',
  lost: 'เสีย',
  void: 'โมฆะ คืนทุน',
};

export const BET_TYPES = ['single', 'parlay'] as const;
export type BetType = (typeof BET_TYPES)[number];
export const BET_TYPE_NAMES: Record<BetType, string> = { single: 'บอลเดี่ยว', parlay: 'บอลสเต็ป' };
export const PARLAY_MIN_LEGS = 2;
export const PARLAY_MAX_LEGS = 12;

export const ODDS_FORMATS = ['decimal', 'hk', 'malay'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];
export const ODDS_FORMAT_NAMES: Record<OddsFormat, string> = { decimal: 'ยุโรป (Decimal)', hk: 'ฮ่องกง (HK)', malay: 'มาเลย์ (Malay)' };

/** 1.95 -> 1950 (thousandths, exact for 3 decimals). */
export const oddsToMilli = (odds: number): number => Math.round(odds * 1000);
export const milliToOdds = (milli: number): number => milli / 1000;
/** -0.75 -> -3 (quarters). */
export const lineToQ = (line: number): number => Math.round(line * 4);
export const qToLine = (q: number): number => q / 4;

/**
 * Thai names of the countries and regions a feed names a league by (`leagues[].country`, free text,
 * usually English), in one place for every page that shows it. Keys are lower case without spaces,
 * dots or hyphens, so 'South Korea', 'south-korea' and 'Korea Republic' all find theirs.
 */
const COUNTRY_TH: Record<string, string> = {
  england: 'อังกฤษ',
  scotland: 'สกอตแลนด์',
  wales: 'เวลส์',
  northernireland: 'ไอร์แลนด์เหนือ',
  ireland: 'ไอร์แลนด์',
  republicofireland: 'ไอร์แลนด์',
  unitedkingdom: 'สหราชอาณาจักร',
  uk: 'สหราชอาณาจักร',
  spain: 'สเปน',
  italy: 'อิตาลี',
  germany: 'เยอรมนี',
  france: 'ฝรั่งเศส',
  portugal: 'โปรตุเกส',
  netherlands: 'เนเธอร์แลนด์',
  holland: 'เนเธอร์แลนด์',
  belgium: 'เบลเยียม',
  turkey: 'ตุรกี',
  turkiye: 'ตุรกี',
  greece: 'กรีซ',
  russia: 'รัสเซีย',
  ukraine: 'ยูเครน',
  austria: 'ออสเตรีย',
  switzerland: 'สวิตเซอร์แลนด์',
  denmark: 'เดนมาร์ก',
  sweden: 'สวีเดน',
  norway: 'นอร์เวย์',
  finland: 'ฟินแลนด์',
  iceland: 'ไอซ์แลนด์',
  poland: 'โปแลนด์',
  czechrepublic: 'สาธารณรัฐเช็ก',
  czechia: 'สาธารณรัฐเช็ก',
  slovakia: 'สโลวาเกีย',
  hungary: 'ฮังการี',
  romania: 'โรมาเนีย',
  bulgaria: 'บัลแกเรีย',
  croatia: 'โครเอเชีย',
  serbia: 'เซอร์เบีย',
  slovenia: 'สโลวีเนีย',
  israel: 'อิสราเอล',
  cyprus: 'ไซปรัส',
  usa: 'สหรัฐอเมริกา',
  unitedstates: 'สหรัฐอเมริกา',
  unitedstatesofamerica: 'สหรัฐอเมริกา',
  canada: 'แคนาดา',
  mexico: 'เม็กซิโก',
  brazil: 'บราซิล',
  argentina: 'อาร์เจนตินา',
  chile: 'ชิลี',
  colombia: 'โคลอมเบีย',
  uruguay: 'อุรุกวัย',
  paraguay: 'ปารากวัย',
  peru: 'เปรู',
  ecuador: 'เอกวาดอร์',
  japan: 'ญี่ปุ่น',
  southkorea: 'เกาหลีใต้',
  korearepublic: 'เกาหลีใต้',
  korea: 'เกาหลีใต้',
  china: 'จีน',
  chinapr: 'จีน',
  hongkong: 'ฮ่องกง',
  taiwan: 'ไต้หวัน',
  australia: 'ออสเตรเลีย',
  newzealand: 'นิวซีแลนด์',
  saudiarabia: 'ซาอุดีอาระเบีย',
  qatar: 'กาตาร์',
  unitedarabemirates: 'สหรัฐอาหรับเอมิเรตส์',
  uae: 'สหรัฐอาหรับเอมิเรตส์',
  iran: 'อิหร่าน',
  iraq: 'อิรัก',
  india: 'อินเดีย',
  thailand: 'ไทย',
  vietnam: 'เวียดนาม',
  malaysia: 'มาเลเซีย',
  singapore: 'สิงคโปร์',
  indonesia: 'อินโดนีเซีย',
  philippines: 'ฟิลิปปินส์',
  myanmar: 'เมียนมา',
  cambodia: 'กัมพูชา',
  laos: 'ลาว',
  egypt: 'อียิปต์',
  morocco: 'โมร็อกโก',
  southafrica: 'แอฟริกาใต้',
  nigeria: 'ไนจีเรีย',
  europe: 'ยุโรป',
  asia: 'เอเชีย',
  africa: 'แอฟริกา',
  southamerica: 'อเมริกาใต้',
  northamerica: 'อเมริกาเหนือ',
  world: 'นานาชาติ',
  international: 'นานาชาติ',
};

const THAI = /[\u0E00-\u0E7F]/;

/**
 * A feed's country as members read it: the Thai name from the table, the text itself when the feed
 * already wrote it in Thai, else null (an English word in the Thai odds table reads as a mistake;
 * the league's Thai name beside it already says where it is played).
 */
export function countryNameTh(country: string | null | undefined): string | null {
  const text = (country ?? '').trim();
  if (!text) return null;
  if (THAI.test(text)) return text;
  return COUNTRY_TH[text.toLowerCase().replace(/[\s.\-_'’]/g, '')] ?? null;
}
