import { randomInt } from 'node:crypto';
import { Errors } from '@contract/errors';
import { YEEKEE_COOLDOWN_SECONDS, YEEKEE_MIN_SHOTS } from '@contract/lotto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { fail } from '../../lib/reply';
import { enqueuePush } from '../push';
import { refundRound } from './refunds';
import { fromYeekee, shotListDigest, yeekeeNumber } from './results';
import { findRound } from './rounds';
import { settleRound } from './settlement';
import type { YeekeeProofRow } from './tables';
import './tables';

type Conn = Kysely<Database>;

/** A shot as listed; `phone` is null for a house shot. */
export type ShotRow = { id: number; seq: number; number: string; phone: string | null; created_at: Date };

/** What a house shot shows as its shooter in the lists (it has no member). */
export const HOUSE_SHOOTER = 'เจ้ามือ (ระบบ)';

/** The shooter as everyone sees them: the phone with its middle hidden ('089xxxx678'). */
export const maskShooter = (phone: string | null) => (phone === null ? HOUSE_SHOOTER : `${phone.slice(0, 3)}xxxx${phone.slice(-3)}`);

/**
 * A member shoots a number into an open Yeekee round. One statement does it all: the round must be
 * open now (read FOR SHARE, so closing the round waits for shots in flight and the result sees every
 * shot), the member's cooldown row is advanced only when the last shot is old enough (a conditional
 * upsert, so two shots at once cannot both pass), and only then the shot is stored.
 */
export async function shoot(db: Conn, memberId: number, roundId: number, number: string, now: Date) {
  const since = new Date(now.getTime() - YEEKEE_COOLDOWN_SECONDS * 1000);
  const res = await sql<{ id: number; created_at: Date; phone: string }>`/* prepared:lotto_yeekee_shoot */
    with r as (
      select lr.id from lotto_round lr join lotto_category c on c.id = lr.category_id
       where lr.id = ${roundId} and c.result_kind = 'yeekee' and lr.status = 'open'
         and lr.opens_at <= ${now} and lr.closes_at > ${now}
       for share of lr),
    cool as (
      insert into lotto_yeekee_shooter as s (round_id, member_id, last_shot_at, shots)
      select r.id, ${memberId}, ${now}, 1 from r
      on conflict (round_id, member_id) do update set last_shot_at = excluded.last_shot_at, shots = s.shots + 1
       where s.last_shot_at <= ${since}
      returning round_id)
    insert into lotto_yeekee_shot (round_id, member_id, number, created_at)
    select round_id, ${memberId}, ${number}, ${now} from cool
    returning id, created_at, (select phone from member_public where id = ${memberId}) as phone`.execute(db);
  const shot = res.rows[0];
  if (!shot) {
    const round = await findRound(db, roundId);
    if (!round) fail(Errors.NOT_FOUND, undefined, 'ไม่พบรอบหวยยี่กีนี้');
    if (round.result_kind !== 'yeekee') fail(Errors.LOTTO_NOT_YEEKEE);
    if (round.status !== 'open' || now.getTime() >= round.closes_at.getTime()) fail(Errors.LOTTO_YEEKEE_CLOSED);
    if (now.getTime() < round.opens_at.getTime()) fail(Errors.LOTTO_ROUND_NOT_OPEN_YET);
    const last = await db
      .selectFrom('lotto_yeekee_shooter')
      .select('last_shot_at')
      .where('round_id', '=', roundId)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    const wait = last ? Math.max(1, Math.ceil((last.last_shot_at.getTime() + YEEKEE_COOLDOWN_SECONDS * 1000 - now.getTime()) / 1000)) : 1;
    fail(Errors.LOTTO_YEEKEE_COOLDOWN, undefined, `ยิงเลขได้ทุก ${YEEKEE_COOLDOWN_SECONDS} วินาที กรุณารออีก ${wait} วินาที`);
  }
  return {
    shot: { id: shot.id, number, phone: shot.phone, created_at: shot.created_at },
    nextShotAt: new Date(now.getTime() + YEEKEE_COOLDOWN_SECONDS * 1000),
  };
}

function shotsQuery(db: Conn, roundId: number) {
  return db
    .selectFrom('lotto_yeekee_shot as s')
    .leftJoin('member_public as m', 'm.id', 's.member_id')
    .select(['s.id', 's.number', 's.created_at', 'm.phone', sql<number>`row_number() over (order by s.id)`.as('seq')])
    .where('s.round_id', '=', roundId);
}

export async function shotCount(db: Conn, roundId: number): Promise<number> {
  const row = await db
    .selectFrom('lotto_yeekee_shot')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('round_id', '=', roundId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The newest shots (at most 50), newest first; `afterId` keeps only those a poller has not seen. */
export async function latestShots(db: Conn, roundId: number, afterId = 0): Promise<ShotRow[]> {
  const rows = await db
    .selectFrom(shotsQuery(db, roundId).as('x'))
    .selectAll()
    .where('x.id', '>', afterId)
    .orderBy('x.id', 'desc')
    .limit(50)
    .execute();
  return rows.map((r) => ({ ...r, seq: Number(r.seq) }));
}

/** Every shot of the round in order. */
export async function allShots(db: Conn, roundId: number): Promise<ShotRow[]> {
  const rows = await shotsQuery(db, roundId).orderBy('s.id').execute();
  return rows.map((r) => ({ ...r, seq: Number(r.seq) }));
}

/**
 * `count` house shots: 5-digit numbers drawn with node:crypto `randomInt` (rejection sampling, so
 * every number 00000-99999 is equally likely and no member can predict or steer them).
 */
export function houseShotNumbers(count: number): string[] {
  return Array.from({ length: Math.max(0, count) }, () => String(randomInt(0, 100_000)).padStart(5, '0'));
}

/**
 * A closed Yeekee round gets its result from its shots. With fewer than 20 shots the house first
 * shoots the missing ones (stored at the round's close, after every member's shot, and published in
 * the list like any other) when the category's operator setting `house_shots` is on (the default),
 * so a round is never left without a result; with the setting off such a round is cancelled and
 * every bill refunded. Either way the shot list's SHA-256 is published with it.
 *
 * One transaction that first locks the round while it is still closed: of two processes the second
 * waits and then finds it decided, so house shots are added once and the result is taken once.
 */
export async function resolveYeekee(db: Conn, roundId: number, now: Date): Promise<'resulted' | 'cancelled' | null> {
  const round = await findRound(db, roundId);
  if (round?.result_kind !== 'yeekee' || round.status !== 'closed') return null;
  const outcome = await db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('lotto_round as r')
      .innerJoin('lotto_category as c', 'c.id', 'r.category_id')
      .select(['r.id', 'r.closes_at', 'c.house_shots'])
      .where('r.id', '=', roundId)
      .where('r.status', '=', 'closed')
      .forUpdate('r')
      .executeTakeFirst();
    if (!locked) return null;
    let shots = await allShots(trx, roundId);
    if (shots.length < YEEKEE_MIN_SHOTS && locked.house_shots) {
      await trx
        .insertInto('lotto_yeekee_shot')
        .values(
          houseShotNumbers(YEEKEE_MIN_SHOTS - shots.length).map((number) => ({
            round_id: roundId,
            member_id: null,
            number,
            created_at: locked.closes_at,
          })),
        )
        .execute();
      shots = await allShots(trx, roundId);
    }
    const sha256 = shotListDigest(shots);
    if (shots.length < YEEKEE_MIN_SHOTS) {
      const proof: YeekeeProofRow = { shot_count: shots.length, sum: null, subtracted: null, number: null, sha256 };
      await trx
        .updateTable('lotto_round')
        .set({
          status: 'cancelled',
          cancelled_at: now,
          cancel_reason: `ยอดยิงเลขไม่ถึง ${YEEKEE_MIN_SHOTS} ครั้ง ยกเลิกรอบและคืนเงินทุกโพย`,
          proof: JSON.stringify(proof),
        })
        .where('id', '=', roundId)
        .execute();
      return 'cancelled' as const;
    }
    const y = yeekeeNumber(shots.map((s) => s.number));
    const proof: YeekeeProofRow = { shot_count: shots.length, sum: y.sum, subtracted: y.subtracted, number: y.number, sha256 };
    // The result and its pushes to the round's shooters commit together (docs/push.md).
    await trx
      .updateTable('lotto_round')
      .set({
        status: 'resulted',
        resulted_at: now,
        result: JSON.stringify(fromYeekee(y.number, { sha256, shot_count: shots.length })),
        result_source: 'yeekee',
        proof: JSON.stringify(proof),
      })
      .where('id', '=', roundId)
      .execute();
    await enqueuePush(trx, { kind: 'yeekee', roundId });
    return 'resulted' as const;
  });
  if (outcome === 'cancelled') await refundRound(db, roundId, now);
  if (outcome === 'resulted') await settleRound(db, roundId, now);
  return outcome;
}
