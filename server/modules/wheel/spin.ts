import type { WheelSettings } from '@contract/admin-wheel';
import { Errors } from '@contract/errors';
import { bangkokToday } from '@contract/fields';
import { bahtToSatang, satangToBaht } from '@contract/money';
import { prizeUnits } from '@contract/prizes';
import { WHEEL_FREE_TAB, WHEEL_POINT_TAB, type WheelSpinBody, wheelSlotIndex } from '@contract/wheel';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import { creditedSince, creditedSinceOf, mainWallet, memberFreeSpins, memberPoints } from '../ledger';
import { grantPrize, memberAccountColumns, movePrizes, rememberAccounts } from '../prizes';
import { bangkokDayStart } from '../rewards';
import { newSeeds, wheelRoll } from './fair';
import { currentBoard, wheelSettings } from './settings';
import { type SpinRow, spinQuery } from './views';

const FREE_TITLE = 'กงล้อนำโชค';
const STATEMENT = 'รางวัลกงล้อนำโชค';

const baht = new Intl.NumberFormat('th-TH', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** How the free tab's spin is earned, in Thai. */
export function earnText(s: WheelSettings): string {
  if (s.free_spins_per_day === 0) return 'ขณะนี้ปิดการหมุนวงล้อด้วยสปินฟรี';
  if (s.free_min_deposit <= 0) return `รับสปินฟรีวันละ ${s.free_spins_per_day} ครั้ง`;
  return `ฝากเงินรวม ${baht.format(s.free_min_deposit)} บาทขึ้นไปภายในวันเดียวกัน รับสปินฟรี ${s.free_spins_per_day} ครั้ง (นับตามเวลาประเทศไทย)`;
}

/** The spins of a tab the member made on a Bangkok day (the highest slot taken). */
export async function usedOn(db: Db, memberId: number, tab: number, day: string): Promise<number> {
  const r = await db
    .selectFrom('wheel_spin')
    .select((eb) => eb.fn.max<number | null>('slot').as('used'))
    .where('member_id', '=', memberId)
    .where('tab', '=', tab)
    .where('spin_day', '=', day)
    .executeTakeFirst();
  return Number(r?.used ?? 0);
}

/** The free spins a member has earned on a Bangkok day (the day's deposits against the minimum). */
export async function earnedOn(db: Db, memberId: number, s: WheelSettings, day: string): Promise<{ earned: number; deposited: number }> {
  if (s.free_spins_per_day === 0) return { earned: 0, deposited: 0 };
  const deposited = await creditedSince(db, memberId, 'deposit', bangkokDayStart(day));
  return { earned: deposited >= bahtToSatang(s.free_min_deposit) ? s.free_spins_per_day : 0, deposited };
}

export async function spinById(db: Db, memberId: number, id: number): Promise<SpinRow | undefined> {
  return spinQuery(db).where('w.id', '=', id).where('w.member_id', '=', memberId).executeTakeFirst();
}

async function spinByKey(db: Db, memberId: number, key: string): Promise<SpinRow | undefined> {
  return spinQuery(db).where('w.member_id', '=', memberId).where('w.request_key', '=', key).executeTakeFirst();
}

export async function balancesOf(db: Db, memberId: number) {
  const [wallet, points, freeSpins] = await Promise.all([
    mainWallet(db, memberId),
    memberPoints(db, memberId),
    memberFreeSpins(db, memberId),
  ]);
  return { credit: satangToBaht(wallet?.available ?? 0), points, free_spins: freeSpins };
}

/** What a fresh spin knows of the member after it (spinAnswer needs no read): baht, points, spins and today's counts. */
export type SpinState = {
  balances: { credit: number; points: number; free_spins: number };
  usedFree: number;
  usedPoints: number;
  /** Satang deposited today (read while a free spin may still be left), else null. */
  deposited: number | null;
};

export type SpinOutcome = { spin: SpinRow; replayed: boolean; state?: SpinState };

/** What a spin reads before it draws: the open seed pair, the key seen before, today's counts, the deposits, the accounts. */
type Before = {
  seed_id: number | null;
  server_seed: string | null;
  server_seed_hash: string | null;
  client_seed: string | null;
  nonce: number | null;
  seen: number | null;
  used_free: number;
  used_points: number;
  deposited: number | null;
  points_account: number | null;
  wallet_account: number | null;
  free_spin_account: number | null;
  spin_id: number;
};

/**
 * One statement, no lock: the member's open seed pair, a spin already made on the request key, the
 * day's highest slot of each tab, the day's deposits (only while a free spin may be left), the
 * member's account ids and the new spin's id (drawn, so the ledger keys `wheel:<id>:...` are new).
 */
async function readBefore(db: Db, memberId: number, key: string, day: string, s: WheelSettings): Promise<Before> {
  const m = sql`${memberId}::bigint`;
  const r = await sql<Before>`/* prepared:wheel_spin_before */
    select sd.id as seed_id, sd.server_seed, sd.server_seed_hash, sd.client_seed, sd.nonce,
           (select w.id from wheel_spin w where w.member_id = ${m} and w.request_key = ${key}::text) as seen,
           u.used_free, u.used_points,
           case when u.used_free < ${s.free_spins_per_day}::int then ${creditedSinceOf(m, 'deposit', bangkokDayStart(day))} end as deposited,
           ${memberAccountColumns(m)},
           nextval('wheel_spin_id_seq') as spin_id
      from (select coalesce(max(w.slot) filter (where w.tab = ${WHEEL_FREE_TAB}::int), 0)::int as used_free,
                   coalesce(max(w.slot) filter (where w.tab = ${WHEEL_POINT_TAB}::int), 0)::int as used_points
              from wheel_spin w where w.member_id = ${m} and w.spin_day = ${day}::date) u
      left join wheel_seed sd on sd.member_id = ${m} and sd.status = 'open'`.execute(db);
  return r.rows[0];
}

const earnedFrom = (s: WheelSettings, deposited: number) =>
  s.free_spins_per_day > 0 && deposited >= bahtToSatang(s.free_min_deposit) ? s.free_spins_per_day : 0;

function constraintOf(e: unknown): string | null {
  const err = e as { code?: string; constraint?: string };
  return err?.code === '23505' && typeof err.constraint === 'string' ? err.constraint : null;
}

/**
 * A spin (docs/engagement.md "Spinning") in two statements and no transaction:
 *  1. `readBefore` (no lock): the open seed pair and its next nonce, a spin already made on the
 *     request key (answered as it is), the day's counts, deposits and accounts; then the refusals in
 *     Thai and the draw from the pair and nonce;
 *  2. ONE statement (prizes `movePrizes`, alone): the claim locks the pair while its nonce is still
 *     the one drawn with (a member's first pair: while none is open), then the points taken and the
 *     prize paid (keys `wheel:<spin id>:spend` and `:prize`), the nonce moved on (or the pair stored)
 *     and the spin inserted, each only if the movements were made. Points short: POINTS_NOT_ENOUGH
 *     and the statement kept nothing, the nonce included.
 * A claim that does not hold (another spin of the member took the nonce meanwhile, or a pair was
 * opened) moves nothing: the spin reads again and draws again. So one member's spins take the nonces
 * one by one, the same key spins once (the second reads the first), two free spins at once with one
 * left give one prize (the second reads the first's slot and is refused), and the unique indexes on
 * (member, request key) and (member, tab, day, slot) stand behind the counts.
 */
export async function spinWheel(
  db: Db,
  memberId: number,
  body: z.output<typeof WheelSpinBody>,
  now: Date = new Date(),
): Promise<SpinOutcome> {
  const settings = await wheelSettings(db);
  if (!settings.enabled) fail(Errors.WHEEL_OFF);
  const tab = body.tab;
  const day = bangkokToday(now);
  for (let attempt = 0; attempt < 20; attempt++) {
    const before = await readBefore(db, memberId, body.request_key, day, settings);
    if (before.seen !== null) {
      const seen = await spinById(db, memberId, before.seen);
      if (seen) return { spin: seen, replayed: true };
    }
    const board = await currentBoard(db);
    if (!board) fail(Errors.WHEEL_NO_BOARD);
    if (tab === WHEEL_FREE_TAB && settings.free_spins_per_day === 0) fail(Errors.WHEEL_TAB_OFF);
    if (before.points_account === null || before.wallet_account === null) throw new Error(`member ${memberId} has no accounts`);
    rememberAccounts(db, memberId, { points: before.points_account, wallet: before.wallet_account, freeSpins: before.free_spin_account });
    const used = tab === WHEEL_FREE_TAB ? before.used_free : before.used_points;
    let cost = 0;
    if (tab === WHEEL_FREE_TAB) {
      if (used >= settings.free_spins_per_day || used >= earnedFrom(settings, Number(before.deposited ?? 0)))
        fail(Errors.WHEEL_NO_FREE_SPIN, undefined, `${Errors.WHEEL_NO_FREE_SPIN.message} (${earnText(settings)})`);
    } else {
      if (settings.point_daily_cap > 0 && used >= settings.point_daily_cap) fail(Errors.WHEEL_DAILY_CAP);
      cost = prizeUnits('points', settings.point_cost);
    }
    const fresh = before.seed_id === null ? newSeeds() : null;
    const seed = fresh ?? {
      server_seed: before.server_seed as string,
      server_seed_hash: before.server_seed_hash as string,
      client_seed: before.client_seed as string,
    };
    const nonce = before.nonce ?? 0;
    const roll = wheelRoll(seed.server_seed, seed.client_seed, nonce);
    const index = wheelSlotIndex(roll, board.probabilities);
    const slot = board.slots[index];
    const kind = slot.prize.kind;
    const units = prizeUnits(kind, slot.prize.amount);
    const x100 = kind === 'credit' ? Math.round(slot.prize.turnover_multiplier * 100) : 0;
    const status = kind === 'none' || units === 0 ? 'lost' : x100 > 0 ? 'pending' : 'paid';
    const spinId = Number(before.spin_id);
    const row: SpinRow = {
      id: spinId,
      member_id: memberId,
      tab,
      spin_day: day,
      slot: used + 1,
      cost_units: cost,
      board_version: board.version,
      slot_index: index,
      label: slot.label,
      color: slot.color,
      prize_kind: kind,
      prize_units: units,
      turnover_x100: x100,
      status,
      server_seed_hash: seed.server_seed_hash,
      client_seed: seed.client_seed,
      nonce,
      roll,
      created_at: now,
      paid_at: status === 'paid' ? now : null,
      // The pair stays open: its server seed is not shown until the member rotates it.
      seed_status: 'open',
      server_seed: null,
    };
    const m = sql`${memberId}::bigint`;
    let made: Awaited<ReturnType<typeof movePrizes<{ spin_id: number | null }>>>;
    try {
      made = await movePrizes<{ spin_id: number | null }>(db, {
        name: fresh ? 'wheel_spin_new_pair' : 'wheel_spin',
        memberId,
        accounts: { points: before.points_account, wallet: before.wallet_account, freeSpins: before.free_spin_account },
        alone: true,
        claim: fresh
          ? {
              ctes: sql`wh_pair as (select 1 as open from wheel_seed where member_id = ${m} and status = 'open')`,
              owns: sql`not exists (select 1 from wh_pair)`,
            }
          : {
              ctes: sql`wh_pair as (
                select id from wheel_seed
                 where id = ${before.seed_id}::bigint and member_id = ${m} and status = 'open' and nonce = ${nonce}::int
                   for update)`,
              owns: sql`exists (select 1 from wh_pair)`,
            },
        spend:
          cost > 0
            ? {
                key: `wheel:${spinId}:spend`,
                units: cost,
                reference: 'หมุนกงล้อนำโชค',
                metadata: { spin_id: spinId, statement_text: 'หมุนกงล้อนำโชค' },
              }
            : undefined,
        grant:
          status === 'paid'
            ? { key: `wheel:${spinId}:prize`, kind, units, title: FREE_TITLE, statementText: STATEMENT, metadata: { spin_id: spinId } }
            : undefined,
        after: (a) => sql`
          wh_nonce as (
            ${
              fresh
                ? sql`insert into wheel_seed (member_id, server_seed, server_seed_hash, client_seed, status, nonce)
                      select ${m}, ${seed.server_seed}::text, ${seed.server_seed_hash}::text, ${seed.client_seed}::text, 'open', 1
                       where ${a.moved}`
                : sql`update wheel_seed set nonce = nonce + 1 where id = ${before.seed_id}::bigint and ${a.moved}`
            }
            returning id),
          wh_spin as (
            insert into wheel_spin (id, member_id, request_key, tab, spin_day, slot, cost_units, board_version, slot_index, label, color,
                                    prize_kind, prize_units, turnover_x100, status, seed_id, server_seed_hash, client_seed, nonce, roll,
                                    created_at, paid_at)
            select ${spinId}::bigint, ${m}, ${body.request_key}::text, ${tab}::int, ${day}::date, ${used + 1}::int, ${cost}::bigint,
                   ${board.version}::int, ${index}::int, ${slot.label}::text, ${slot.color}::text, ${kind}::text, ${units}::bigint,
                   ${x100}::int, ${status}::text, n.id, ${seed.server_seed_hash}::text, ${seed.client_seed}::text, ${nonce}::int,
                   ${roll}::int, ${now}::timestamptz, ${row.paid_at}::timestamptz
              from wh_nonce n
            returning id)`,
        answer: () => sql`(select id from wh_spin) as spin_id`,
      });
    } catch (e) {
      const c = constraintOf(e);
      if (c === 'wheel_seed_open') continue;
      if (c?.includes('request_key')) {
        const first = await spinByKey(db, memberId, body.request_key);
        if (first) return { spin: first, replayed: true };
      }
      if (c?.includes('slot')) fail(tab === WHEEL_FREE_TAB ? Errors.WHEEL_NO_FREE_SPIN : Errors.WHEEL_DAILY_CAP);
      throw e;
    }
    // Another spin of the member took the nonce (or opened the pair) meanwhile: read again.
    if (!made.owned) continue;
    if (made.answer.spin_id === null) throw new Error(`wheel spin ${spinId} was not stored although its claim held`);
    const b = made.balances;
    return {
      spin: row,
      replayed: false,
      state: {
        balances: { credit: satangToBaht(b.credit), points: satangToBaht(b.points), free_spins: b.freeSpins },
        usedFree: before.used_free + (tab === WHEEL_FREE_TAB ? 1 : 0),
        usedPoints: before.used_points + (tab === WHEEL_POINT_TAB ? 1 : 0),
        deposited: before.deposited === null ? null : Number(before.deposited),
      },
    };
  }
  throw new Error(`wheel spin of member ${memberId}: the seed pair kept moving`);
}

async function payPrize(trx: Db, memberId: number, spinId: number, kind: SpinRow['prize_kind'], units: number, x100: number, now: Date) {
  return grantPrize(
    trx,
    {
      memberId,
      key: `wheel:${spinId}:prize`,
      kind,
      units,
      turnoverMultiplier: x100 / 100,
      source: 'wheel',
      sourceId: String(spinId),
      title: FREE_TITLE,
      statementText: STATEMENT,
      metadata: { spin_id: spinId },
    },
    now,
  );
}

/**
 * POST /api/wheel/reward: pays a pending prize (credit with a turnover requirement) once. The
 * conditional update pending -> paid and the grant are one transaction: two presses at once pay once,
 * the second is told it was taken. Only the member's own spin.
 */
export async function claimReward(
  db: Db,
  memberId: number,
  spinId: number,
  now: Date = new Date(),
): Promise<{ spin: SpinRow; message: string }> {
  const message = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('wheel_spin')
      .set({ status: 'paid', paid_at: now })
      .where('id', '=', spinId)
      .where('member_id', '=', memberId)
      .where('status', '=', 'pending')
      .returning(['id', 'prize_kind', 'prize_units', 'turnover_x100'])
      .executeTakeFirst();
    if (!row) {
      const spin = await trx
        .selectFrom('wheel_spin')
        .select('status')
        .where('id', '=', spinId)
        .where('member_id', '=', memberId)
        .executeTakeFirst();
      if (!spin) fail(Errors.WHEEL_SPIN_NOT_FOUND);
      fail(spin.status === 'paid' ? Errors.WHEEL_REWARD_TAKEN : Errors.WHEEL_NO_REWARD);
    }
    const granted = await payPrize(trx, memberId, row.id, row.prize_kind, row.prize_units, row.turnover_x100, now);
    return granted.message;
  });
  const spin = await spinById(db, memberId, spinId);
  if (!spin) throw new Error(`wheel spin ${spinId} vanished`);
  return { spin, message };
}
