import { Errors } from '@contract/errors';
import { parseThaiDate } from '@contract/lotto';
import { fail } from '../../../lib/reply';
import type { GovernmentDraw, ResultFeed } from './feed';

/**
 * The Government Lottery Office's published result, in either of its two usual shapes:
 * - its JSON API (`getLatestLottery` answers `{ response: { date, data } }`, `getLotteryResult`
 *   answers `{ response: { result: { date | displayDate, data } } }`), where `data.first`, `last3f`,
 *   `last3b` and `last2` each hold `number: [{ round, value }]`;
 * - the plain-text layout newspapers and LINE groups copy ('รางวัลที่ 1 ...', 'เลขหน้า 3 ตัว ...',
 *   'เลขท้าย 3 ตัว ...', 'เลขท้าย 2 ตัว ...' under a heading with 'งวดวันที่ 16 มกราคม 2568').
 */

const unreadable = (why: string): never =>
  fail(Errors.LOTTO_FEED_UNREADABLE, undefined, `${Errors.LOTTO_FEED_UNREADABLE.message} (${why})`);

type Prize = { number?: { round?: number; value?: unknown }[] };

function values(prize: Prize | undefined, digits: number, count: number, label: string): string[] {
  const list = Array.isArray(prize?.number) ? [...prize.number] : [];
  list.sort((a, b) => (a.round ?? 0) - (b.round ?? 0));
  const out = list.map((n) => String(n.value ?? '').trim());
  if (out.length !== count || out.some((v) => !new RegExp(`^\\d{${digits}}$`).test(v))) {
    unreadable(`${label} ต้องมี ${count} รางวัล รางวัลละ ${digits} หลัก`);
  }
  return out;
}

function isoDate(s: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return undefined;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s ? s : undefined;
}

function fromJson(doc: unknown): GovernmentDraw {
  const response = (doc as { response?: Record<string, unknown> } | null)?.response;
  if (!response || typeof response !== 'object') return unreadable('ไม่พบ response');
  const body = (typeof response.result === 'object' && response.result !== null ? response.result : response) as Record<string, unknown>;
  const data = body.data as Record<string, Prize> | undefined;
  if (!data || typeof data !== 'object') return unreadable('ไม่พบ data');
  let date = typeof body.date === 'string' ? isoDate(body.date.slice(0, 10)) : undefined;
  const display = body.displayDate as { date?: string; month?: string; year?: string } | undefined;
  if (!date && display?.year && display.month && display.date) {
    const year = Number(display.year) > 2400 ? Number(display.year) - 543 : Number(display.year);
    date = isoDate(`${year}-${String(display.month).padStart(2, '0')}-${String(display.date).padStart(2, '0')}`);
  }
  if (!date) return unreadable('ไม่พบวันที่ออกรางวัล');
  return {
    category_code: 'gov',
    draw_date: date,
    result: {
      kind: 'government',
      first_prize: values(data.first, 6, 1, 'รางวัลที่ 1')[0],
      front3: values(data.last3f, 3, 2, 'เลขหน้า 3 ตัว'),
      back3: values(data.last3b, 3, 2, 'เลขท้าย 3 ตัว'),
      bottom2: values(data.last2, 2, 1, 'เลขท้าย 2 ตัว')[0],
    },
  };
}

const LABELS = {
  first: /รางวัลที่\s*1(?!\d)/,
  front3: /เลขหน้า\s*3\s*ตัว/,
  back3: /เลขท้าย\s*3\s*ตัว/,
  last2: /เลขท้าย\s*2\s*ตัว/,
  // Labels of the other prizes end the section before them.
  other: /รางวัลที่\s*[2-5](?!\d)|รางวัลข้างเคียง|ใกล้เคียง/,
};

/** The numbers of exactly `digits` digits in a section, leaving out amounts ('รางวัลละ 4,000 บาท', '2 รางวัล'). */
function numbersIn(section: string, digits: number): string[] {
  const clean = section
    .replace(/รางวัลละ[\s\d,.]*บาท/g, ' ')
    .replace(/[\d,.]+\s*บาท/g, ' ')
    .replace(/\d+\s*รางวัล/g, ' ');
  return [...clean.matchAll(/(?<![\d,.])\d+(?![\d,.])/g)].map((m) => m[0]).filter((n) => n.length === digits);
}

function fromText(text: string): GovernmentDraw {
  const heading = text.split('\n').find((l) => /งวด/.test(l)) ?? text;
  const date = parseThaiDate(heading);
  if (!date) return unreadable('ไม่พบวันที่งวด เช่น งวดวันที่ 16 มกราคม 2568');
  const starts: { key: string; at: number; end: number }[] = [];
  for (const [key, re] of Object.entries(LABELS)) {
    for (const m of text.matchAll(new RegExp(re.source, 'g'))) starts.push({ key, at: m.index, end: m.index + m[0].length });
  }
  starts.sort((a, b) => a.at - b.at);
  const section = (key: string) => {
    const i = starts.findIndex((s) => s.key === key);
    if (i < 0) return unreadable(`ไม่พบหัวข้อ ${key}`);
    return text.slice(starts[i].end, starts[i + 1]?.at ?? text.length);
  };
  const pick = (key: string, digits: number, count: number, label: string) => {
    const found = numbersIn(section(key), digits);
    if (found.length !== count) unreadable(`${label} ต้องมี ${count} รางวัล รางวัลละ ${digits} หลัก`);
    return found;
  };
  return {
    category_code: 'gov',
    draw_date: date,
    result: {
      kind: 'government',
      first_prize: pick('first', 6, 1, 'รางวัลที่ 1')[0],
      front3: pick('front3', 3, 2, 'เลขหน้า 3 ตัว'),
      back3: pick('back3', 3, 2, 'เลขท้าย 3 ตัว'),
      bottom2: pick('last2', 2, 1, 'เลขท้าย 2 ตัว')[0],
    },
  };
}

export const gloFeed: ResultFeed = {
  name: 'glo',
  parse(payload: string): GovernmentDraw {
    const trimmed = payload.trim();
    if (trimmed.startsWith('{')) {
      let doc: unknown;
      try {
        doc = JSON.parse(trimmed);
      } catch {
        return unreadable('JSON ไม่สมบูรณ์');
      }
      return fromJson(doc);
    }
    return fromText(trimmed);
  },
};
