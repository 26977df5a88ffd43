import { thaiDrawDate } from '@contract/lotto';
import { bangkokToday } from '@contract/thai-calendar';
import { addDays, atBangkok, clockOf, weekday } from './dates';
import type { ScheduleKind } from './tables';

/**
 * When each category draws. Monthly categories draw on days of the month, weekly ones on weekdays,
 * Yeekee 88 times a day. A scheduled date may be moved or dropped by an override (the operator's
 * table), and the government lottery carries its recurring exceptions here. docs/lotto.md.
 */

const YEEKEE_ROUNDS_PER_DAY = 88;
const YEEKEE_ROUND_MINUTES = 15;

export type ScheduleSpec = {
  code: string;
  schedule_kind: ScheduleKind;
  schedule_days: number[];
  close_minute: number;
  result_minute: number;
};

export type Override = { scheduled_date: string; draw_date: string | null; close_minute: number | null };

type Occurrence = {
  draw_key: string;
  draw_date: string;
  round_no: number | null;
  opens_at: Date;
  closes_at: Date;
};

/**
 * The government lottery's recurring moves: the 1 January draw takes place on 2 January (from 2025;
 * until 2024 it was drawn on 30 December), the 16 January draw on 17 January (Teachers' Day) and the
 * 1 May draw on 2 May (Labour Day). An override row for the same scheduled date wins over these.
 */
export function standardDrawDate(code: string, scheduled: string): string {
  if (code !== 'gov') return scheduled;
  const md = scheduled.slice(5);
  if (md === '01-01')
    return Number(scheduled.slice(0, 4)) >= 2025 ? `${scheduled.slice(0, 4)}-01-02` : `${Number(scheduled.slice(0, 4)) - 1}-12-30`;
  if (md === '01-16') return `${scheduled.slice(0, 4)}-01-17`;
  if (md === '05-01') return `${scheduled.slice(0, 4)}-05-02`;
  return scheduled;
}

/** How far ahead rounds are created: the next monthly draws, a week of daily ones, a day of Yeekee. */
function horizonMs(kind: ScheduleKind): number {
  if (kind === 'yeekee') return 24 * 3600_000;
  if (kind === 'monthly') return 35 * 86_400_000;
  return 7 * 86_400_000;
}

function scheduledOn(spec: ScheduleSpec, date: string): boolean {
  if (spec.schedule_kind === 'monthly') return spec.schedule_days.includes(Number(date.slice(8, 10)));
  return spec.schedule_days.includes(weekday(date));
}

/** Draws whose scheduled date lies in [from, to], with overrides applied, ordered by close. */
function draws(spec: ScheduleSpec, from: string, to: string, overrides: Map<string, Override>) {
  const out: { draw_key: string; draw_date: string; closes_at: Date }[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    if (!scheduledOn(spec, d)) continue;
    const o = overrides.get(d);
    const drawDate = o ? o.draw_date : standardDrawDate(spec.code, d);
    if (drawDate === null) continue;
    out.push({ draw_key: d, draw_date: drawDate, closes_at: atBangkok(drawDate, o?.close_minute ?? spec.close_minute) });
  }
  return out.sort((a, b) => a.closes_at.getTime() - b.closes_at.getTime());
}

/**
 * The rounds that should exist at `now`: every draw closing after now and within the horizon. A round
 * opens when the category's previous draw closes (Yeekee: 15 minutes before its own close).
 */
export function upcomingRounds(spec: ScheduleSpec, now: Date, overrides: Map<string, Override> = new Map()): Occurrence[] {
  return roundsClosingBetween(spec, now, new Date(now.getTime() + horizonMs(spec.schedule_kind)), overrides);
}

/**
 * The draws closing after `from` and at or before `to` (the job's rounds ahead, the demo's back-fill
 * of past rounds), keyed exactly as the job keys them, so either may make a round first.
 */
export function roundsClosingBetween(spec: ScheduleSpec, from: Date, to: Date, overrides: Map<string, Override> = new Map()): Occurrence[] {
  const wanted = (closes: Date) => closes.getTime() > from.getTime() && closes.getTime() <= to.getTime();
  const first = bangkokToday(from);
  const last = bangkokToday(to);
  if (spec.schedule_kind === 'yeekee') {
    const out: Occurrence[] = [];
    for (let day = addDays(first, -1); day <= addDays(last, 1); day = addDays(day, 1)) {
      for (let n = 1; n <= YEEKEE_ROUNDS_PER_DAY; n++) {
        const closes_at = atBangkok(day, spec.close_minute + (n - 1) * YEEKEE_ROUND_MINUTES);
        if (!wanted(closes_at)) continue;
        out.push({
          draw_key: `${day}#${String(n).padStart(2, '0')}`,
          draw_date: day,
          round_no: n,
          opens_at: new Date(closes_at.getTime() - YEEKEE_ROUND_MINUTES * 60_000),
          closes_at,
        });
      }
    }
    return out;
  }
  const all = draws(spec, addDays(first, -40), addDays(last, 2), overrides);
  const out: Occurrence[] = [];
  all.forEach((d, i) => {
    if (!wanted(d.closes_at)) return;
    // The first draw of the scan has no predecessor in it only if the scan were too short; 40 days
    // back covers every schedule, but keep a sane fallback.
    const opens_at = i > 0 ? all[i - 1].closes_at : new Date(d.closes_at.getTime() - 86_400_000);
    out.push({ draw_key: d.draw_key, draw_date: d.draw_date, round_no: null, opens_at, closes_at: d.closes_at });
  });
  return out;
}

const WEEKDAY_NAMES = ['อาทิตย์', 'จันทร์', 'อังคาร', 'พุธ', 'พฤหัสบดี', 'ศุกร์', 'เสาร์'];

function closeText(minute: number): string {
  return minute >= 1440 ? `ปิดรับ ${clockOf(minute)} น. ของวันถัดไป` : `ปิดรับ ${clockOf(minute)} น.`;
}

/** The schedule as the lobby and rate pages say it. */
export function scheduleText(spec: ScheduleSpec): string {
  if (spec.schedule_kind === 'yeekee') {
    const start = clockOf(spec.close_minute - YEEKEE_ROUND_MINUTES);
    const end = clockOf(spec.close_minute + (YEEKEE_ROUNDS_PER_DAY - 1) * YEEKEE_ROUND_MINUTES);
    return `ออกผลทุก ${YEEKEE_ROUND_MINUTES} นาที วันละ ${YEEKEE_ROUNDS_PER_DAY} รอบ (${start}-${end} น.)`;
  }
  if (spec.schedule_kind === 'monthly') {
    return `ออกทุกวันที่ ${spec.schedule_days.join(' และ ')} ของเดือน ${closeText(spec.close_minute)}`;
  }
  const days = [...spec.schedule_days].sort();
  let when: string;
  if (days.length === 7) when = 'ออกทุกวัน';
  else if (days.join() === '1,2,3,4,5') when = 'ออกวันจันทร์-ศุกร์';
  else if (days.join() === '0,1,2,3,4') when = 'ออกวันอาทิตย์-พฤหัสบดี';
  else when = `ออกทุกวัน${days.map((d) => WEEKDAY_NAMES[d]).join(' ')}`;
  return `${when} ${closeText(spec.close_minute)}`;
}

/** 'งวดวันที่ 16 มกราคม 2568', or for Yeekee 'รอบที่ 7 วันที่ ...'. */
export function roundTitle(drawDate: string, roundNo: number | null): string {
  return roundNo === null ? `งวดวันที่ ${thaiDrawDate(drawDate)}` : `รอบที่ ${roundNo} วันที่ ${thaiDrawDate(drawDate)}`;
}
