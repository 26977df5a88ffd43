import { AdminPollCreateBody } from '@contract/admin-polls';
import { BE_OFFSET, bangkokAt, bangkokToday, THAI_MONTHS } from '@contract/thai-calendar';
import type { Db } from '../../db';
import { insertPoll } from './admin';
import './tables';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const drawAt = (y: number, m: number, d: number) =>
  bangkokAt(`${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`, '15:00');

/** The government lottery's draws around `now`: the 1st and 16th of each month at 15:00 Bangkok. */
export function lottoDraws(now: Date): { previous: Date; next: Date } {
  const [y, m] = bangkokToday(now).split('-').map(Number);
  const prev = m === 1 ? [y - 1, 12] : [y, m - 1];
  const following = m === 12 ? [y + 1, 1] : [y, m + 1];
  const all = [drawAt(prev[0], prev[1], 16), drawAt(y, m, 1), drawAt(y, m, 16), drawAt(following[0], following[1], 1)];
  const i = all.findIndex((d) => d.getTime() > now.getTime());
  return { previous: all[i - 1], next: all[i] };
}

const twoDigits = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));

/** The seed key of the demo's match poll (the demo's football event links to it). */
const MATCH_SEED_KEY = 'demo:match:1';

/** The demo polls' ids, for the demo content that links to them (the football event). */
export type DemoPollIds = { lotto: number; match: number };

/**
 * The demo's polls, safe at every start (each made once by its seed_key; another node's start at
 * the same moment does nothing): the government lottery's last 2 digits for the next draw (00-99,
 * 1 vote + 1 per 300 baht deposited since the previous draw, at most 5; 100 points per correct vote,
 * every correct vote wins) and a match result by lot. Answers both polls' ids, so the demo's events
 * link to their own poll by its id rather than by a guessed number.
 */
export async function seedDemoPolls(db: Db, now: Date = new Date()): Promise<DemoPollIds> {
  const { previous, next } = lottoDraws(now);
  // The draw's day as members read it: 1 ธันวาคม 2569.
  const [y, mo, d] = bangkokToday(next).split('-').map(Number);
  const drawDay = `${d} ${THAI_MONTHS[mo - 1]} ${y + BE_OFFSET}`;
  const lottoKey = `demo:lotto2:${drawDay}`;
  await db.transaction().execute(async (trx) => {
    await insertPoll(
      trx,
      AdminPollCreateBody.parse({
        title: 'ทายเลขท้าย 2 ตัว หวยรัฐบาลงวดถัดไป',
        description: `ทายเลขท้าย 2 ตัวของรางวัลที่ 1 หวยรัฐบาลงวดวันที่ ${drawDay} ทายถูกรับ 100 แต้มต่อสิทธิ์ ปิดโหวตเวลา 15:00 น. วันออกรางวัล`,
        layout: 'grid',
        choices: twoDigits,
        opens_at: previous.toISOString(),
        closes_at: next.toISOString(),
        prize: { kind: 'points', amount: 100 },
        winners_limit: 0,
        base_votes: 1,
        deposit_step: 300,
        turnover_step: 0,
        max_votes: 5,
      }),
      null,
      lottoKey,
    );
  });
  await db.transaction().execute(async (trx) => {
    await insertPoll(
      trx,
      AdminPollCreateBody.parse({
        title: 'ทายผลบอล ไทย พบ เวียดนาม',
        description: 'ทายผลการแข่งขันเมื่อจบ 90 นาที ทายถูกลุ้นรับเครดิตฟรี 50 บาท (สุ่ม 10 สิทธิ์จากผู้ทายถูก)',
        layout: 'list',
        choices: ['เจ้าบ้านชนะ', 'เสมอ', 'ทีมเยือนชนะ'],
        opens_at: new Date(now.getTime() - HOUR).toISOString(),
        closes_at: new Date(now.getTime() + 7 * DAY).toISOString(),
        prize: { kind: 'credit', amount: 50, turnover_multiplier: 1 },
        winners_limit: 10,
        base_votes: 1,
        deposit_step: 0,
        turnover_step: 1_000,
        max_votes: 3,
      }),
      null,
      MATCH_SEED_KEY,
    );
  });
  const rows = await db.selectFrom('poll').select(['id', 'seed_key']).where('seed_key', 'in', [lottoKey, MATCH_SEED_KEY]).execute();
  const idOf = (key: string) => rows.find((r) => r.seed_key === key)?.id as number;
  return { lotto: idOf(lottoKey), match: idOf(MATCH_SEED_KEY) };
}
