import { bangkokToday } from '@contract/fields';
import type { QuestKind, QuestPeriod } from '@contract/quests';
import { bangkokDayStart } from '@contract/thai-calendar';
import type { Db } from '../../db';
import { signInDays } from '../../lib/sessions';
import { qualifiedReferralCount } from '../affiliate';
import { creditedSince, stakesByDayAndProduct } from '../ledger';
import { memberBillCount } from '../lotto';
import { addDays, weekMonday } from '../rewards';
import './tables';

/**
 * A quest's period and the member's progress in it (docs/engagement.md "Progress"), read from
 * the records other modules keep, at request time: deposits from the ledger, stakes from turnover,
 * bills from lotto, sign-ins from sessions, qualified referrals from the affiliate programme. Nothing
 * is written per game round or bill.
 */

/** What a quest's period needs of its row and its event's. */
export type QuestRow = {
  id: number;
  title: string;
  description: string;
  kind: QuestKind;
  product: string | null;
  target: number;
  period: QuestPeriod;
  event_id: number | null;
  starts_at: Date | null;
  ends_at: Date | null;
  prize_kind: 'credit' | 'points' | 'free_spins' | 'none';
  prize_units: number;
  turnover_multiplier: string;
  min_vip_level: number;
  active: boolean;
  sort: number;
  created_at: Date;
};

export type EventWindow = { id: number; title: string; image: string; active: boolean; starts_at: Date | null; ends_at: Date | null };

export type Window = {
  /** The completion's period key: the Bangkok day, the week's Monday, or 'event'. */
  key: string;
  start: Date;
  /** Null: open (an event without an end). */
  end: Date | null;
};

export type WindowState = { state: 'open'; window: Window } | { state: 'not_started' | 'ended'; window: Window };

const later = (a: Date, b: Date | null) => (b && b > a ? b : a);
const earlier = (a: Date | null, b: Date | null) => (a && b ? (a < b ? a : b) : (a ?? b));

/**
 * The period a quest counts in at `now`: daily the Bangkok day, weekly the week from Monday, event the
 * event's showing window narrowed by the quest's own (an event without a start counts from the quest's
 * creation). A quest's own starts_at/ends_at narrows a daily or weekly period too.
 */
export function questWindow(q: QuestRow, event: EventWindow | null, now: Date): WindowState {
  const today = bangkokToday(now);
  let w: Window;
  if (q.period === 'daily') {
    w = { key: today, start: bangkokDayStart(today), end: bangkokDayStart(addDays(today, 1)) };
  } else if (q.period === 'weekly') {
    const monday = weekMonday(today);
    w = { key: monday, start: bangkokDayStart(monday), end: bangkokDayStart(addDays(monday, 7)) };
  } else {
    const start = earlierStart(event?.starts_at ?? null, q.starts_at) ?? q.created_at;
    w = { key: 'event', start, end: earlier(event?.ends_at ?? null, q.ends_at) };
  }
  w = { ...w, start: later(w.start, q.starts_at), end: earlier(w.end, q.ends_at) };
  if (q.starts_at && q.starts_at > now) return { state: 'not_started', window: w };
  if (event?.starts_at && event.starts_at > now) return { state: 'not_started', window: w };
  if (w.end && w.end <= now) return { state: 'ended', window: w };
  return { state: 'open', window: w };
}

/** The later of two optional starts. */
function earlierStart(a: Date | null, b: Date | null): Date | null {
  if (a && b) return a > b ? a : b;
  return a ?? b;
}

/** Memo of one request's reads: quests of the same kind and window share them. */
export type ProgressCache = Map<string, Promise<number>>;

/**
 * The member's progress in stored units (satang for deposit and stake, a count otherwise) of a
 * quest in its window at `now`. Login streaks: Bangkok days in a row with a sign-in (or a session
 * used), ending today, inside the window.
 */
export function questProgress(
  db: Db,
  memberId: number,
  q: QuestRow,
  w: Window,
  now: Date,
  cache: ProgressCache = new Map(),
): Promise<number> {
  const id = `${q.kind}|${q.product ?? ''}|${w.start.toISOString()}|${w.end?.toISOString() ?? ''}`;
  let p = cache.get(id);
  if (!p) {
    p = read(db, memberId, q, w, now);
    cache.set(id, p);
  }
  return p;
}

async function read(db: Db, memberId: number, q: QuestRow, w: Window, now: Date): Promise<number> {
  const startDay = bangkokToday(w.start);
  switch (q.kind) {
    case 'deposit':
      return creditedSince(db, memberId, 'deposit', w.start);
    case 'stake': {
      const endDay = w.end ? bangkokToday(new Date(w.end.getTime() - 1)) : null;
      const rows = await stakesByDayAndProduct(db, memberId, startDay);
      return rows
        .filter((r) => (endDay === null || r.day <= endDay) && (q.product === null || r.product === q.product))
        .reduce((sum, r) => sum + Number(r.stake), 0);
    }
    case 'lotto_bills':
      return memberBillCount(db, memberId, w.start, w.end);
    case 'refer':
      return qualifiedReferralCount(db, memberId, w.start, w.end);
    case 'login_streak': {
      const days = new Set(await signInDays(db, 'member', memberId, startDay));
      let streak = 0;
      for (let day = bangkokToday(now); day >= startDay && days.has(day); day = addDays(day, -1)) streak += 1;
      return streak;
    }
  }
}
