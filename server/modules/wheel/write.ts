import type { WheelSettings } from '@contract/admin-wheel';
import { Errors } from '@contract/errors';
import { bahtToSatang, satangToBaht } from '@contract/money';
import { prizeUnits } from '@contract/prizes';
import { bangkokDayStart } from '@contract/thai-calendar';
import { WHEEL_FREE_TAB, WHEEL_POINT_TAB, type WheelSpinBody, wheelSlotIndex } from '@contract/wheel';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import { creditedSinceOf } from '../ledger/steps';
import { type MemberAccountIds, movePrizes, type PrizeMoves } from '../prizes';
import { newSeeds, type OpenSeed, wheelRoll } from './fair';
import { keepPair } from './pairs';
import type { Board } from './settings';
import { type SpinRow, spinQuery } from './views';

/** A spin's write (docs/engagement.md "Spinning"): the draw, the one statement of a spin alone, and what it answers. */

export const FREE_TITLE = 'กงล้อนำโชค';
export const STATEMENT = 'รางวัลกงล้อนำโชค';

export async function spinById(db: Db, memberId: number, id: number): Promise<SpinRow | undefined> {
  return spinQuery(db).where('w.id', '=', id).where('w.member_id', '=', memberId).executeTakeFirst();
}

async function spinByKey(db: Db, memberId: number, key: string): Promise<SpinRow | undefined> {
  return spinQuery(db).where('w.member_id', '=', memberId).where('w.request_key', '=', key).executeTakeFirst();
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

function constraintOf(e: unknown): string | null {
  const err = e as { code?: string; constraint?: string };
  return err?.code === '23505' && typeof err.constraint === 'string' ? err.constraint : null;
}

/** What a spin's one write statement needs besides the request: the pair (or a new one), the accounts, the spin's id. */
export type Draw = {
  pair: OpenSeed | null;
  accounts: MemberAccountIds;
  spinId: number;
};

/** The write did not happen: the claim did not hold (pair moved, or the tab's spins are used up), or a pair was opened meanwhile. */
export const NOT_OWNED = Symbol('not owned');

/** A spin drawn from its pair (or a fresh pair) and its next nonce: what it wins, costs and stores. */
export type DrawnSpin = ReturnType<typeof drawSpin>;

export function drawSpin(settings: WheelSettings, board: Board, tab: number, now: Date, draw: Draw) {
  const cost = tab === WHEEL_POINT_TAB ? prizeUnits('points', settings.point_cost) : 0;
  const fresh = draw.pair === null ? newSeeds() : null;
  const seed: Omit<OpenSeed, 'id' | 'nonce'> = fresh ?? (draw.pair as OpenSeed);
  const pairId = draw.pair?.id ?? 0;
  const nonce = draw.pair?.nonce ?? 0;
  const roll = wheelRoll(seed.server_seed, seed.client_seed, nonce);
  const index = wheelSlotIndex(roll, board.probabilities);
  const slot = board.slots[index];
  const kind = slot.prize.kind;
  const units = prizeUnits(kind, slot.prize.amount);
  const x100 = kind === 'credit' ? Math.round(slot.prize.turnover_multiplier * 100) : 0;
  const status: SpinRow['status'] = kind === 'none' || units === 0 ? 'lost' : x100 > 0 ? 'pending' : 'paid';
  const paidAt = status === 'paid' ? now : null;
  return { tab, cost, fresh, seed, pairId, nonce, roll, index, slot, kind, units, x100, status, spinId: draw.spinId, paidAt, board };
}

/** The points a spin takes and the prize it pays now, under keys of its id (prizes `movePrizes`, `prizeTransfers`). */
export function spinPrizes(d: DrawnSpin): Pick<PrizeMoves, 'spend' | 'grant'> {
  return {
    spend:
      d.cost > 0
        ? {
            key: `wheel:${d.spinId}:spend`,
            units: d.cost,
            reference: 'หมุนกงล้อนำโชค',
            metadata: { spin_id: d.spinId, statement_text: 'หมุนกงล้อนำโชค' },
          }
        : undefined,
    grant:
      d.status === 'paid'
        ? {
            key: `wheel:${d.spinId}:prize`,
            kind: d.kind,
            units: d.units,
            title: FREE_TITLE,
            statementText: STATEMENT,
            metadata: { spin_id: d.spinId },
          }
        : undefined,
  };
}

/** What a spin's write answered: the pair's id, the day's counts before it, the deposits and the balances after. */
export type SpinWritten = {
  seedId: number;
  usedFree: number;
  usedPoints: number;
  deposited: number | null;
  balances: SpinState['balances'];
};

/** A spin stored: the pair's next nonce kept, the spin's row and what the member has after it, with no read. */
export function spinDone(db: Db, memberId: number, day: string, now: Date, d: DrawnSpin, w: SpinWritten): SpinOutcome {
  keepPair(db, memberId, {
    id: w.seedId,
    server_seed: d.seed.server_seed,
    server_seed_hash: d.seed.server_seed_hash,
    client_seed: d.seed.client_seed,
    nonce: d.nonce + 1,
  });
  const row: SpinRow = {
    id: d.spinId,
    member_id: memberId,
    tab: d.tab,
    spin_day: day,
    slot: (d.tab === WHEEL_FREE_TAB ? w.usedFree : w.usedPoints) + 1,
    cost_units: d.cost,
    board_version: d.board.version,
    slot_index: d.index,
    label: d.slot.label,
    color: d.slot.color,
    prize_kind: d.kind,
    prize_units: d.units,
    turnover_x100: d.x100,
    status: d.status,
    server_seed_hash: d.seed.server_seed_hash,
    client_seed: d.seed.client_seed,
    nonce: d.nonce,
    roll: d.roll,
    created_at: now,
    paid_at: d.paidAt,
    // The pair stays open: its server seed is not shown until the member rotates it.
    seed_status: 'open',
    server_seed: null,
  };
  return {
    spin: row,
    replayed: false,
    state: {
      balances: w.balances,
      usedFree: w.usedFree + (d.tab === WHEEL_FREE_TAB ? 1 : 0),
      usedPoints: w.usedPoints + (d.tab === WHEEL_POINT_TAB ? 1 : 0),
      deposited: w.deposited,
    },
  };
}

/**
 * The write: ONE statement (prizes `movePrizes`, alone). Its claim locks the pair while its nonce is
 * still the one drawn with (a member's first pair: while none is open) and counts the day's spins of
 * the tab (and, for the free tab, the day's deposits) against the settings; then the points taken and
 * the prize paid (keys `wheel:<spin id>:spend` and `:prize`), the nonce moved on (or the pair stored)
 * and the spin inserted on the next slot of the day, each only if the movements were made. Answers
 * the day's counts and deposits as they were, so the reply needs no read.
 */
export async function writeSpin(
  db: Db,
  memberId: number,
  body: z.output<typeof WheelSpinBody>,
  settings: WheelSettings,
  board: Board,
  day: string,
  now: Date,
  draw: Draw,
): Promise<SpinOutcome | typeof NOT_OWNED> {
  const d = drawSpin(settings, board, body.tab, now, draw);
  const { tab, cost, fresh, seed, pairId, nonce, roll, index, slot, kind, units, x100, status, spinId, paidAt } = d;
  const m = sql`${memberId}::bigint`;
  // The tab's limits as numbers, so one statement text serves both tabs and every setting.
  const cap = settings.point_daily_cap > 0 ? settings.point_daily_cap : 2_147_483_647;
  const minDeposit = bahtToSatang(settings.free_min_deposit);
  const counts = sql`wh_used as (
      select coalesce(max(w.slot) filter (where w.tab = ${WHEEL_FREE_TAB}::int), 0)::int as used_free,
             coalesce(max(w.slot) filter (where w.tab = ${WHEEL_POINT_TAB}::int), 0)::int as used_points
        from wheel_spin w where w.member_id = ${m} and w.spin_day = ${day}::date),
    wh_dep as (
      select case when u.used_free < ${settings.free_spins_per_day}::int
                  then ${creditedSinceOf(m, 'deposit', bangkokDayStart(day))} end as deposited
        from wh_used u)`;
  const allowed = sql`(select case when ${tab}::int = ${WHEEL_FREE_TAB}::int
                                   then u.used_free < ${settings.free_spins_per_day}::int and coalesce(d.deposited, 0) >= ${minDeposit}::bigint
                                   else u.used_points < ${cap}::int end
                         from wh_used u, wh_dep d)`;
  type Answer = {
    spin_id: number | null;
    seed_id: number | null;
    used_free: number;
    used_points: number;
    deposited: string | number | null;
  };
  let made: Awaited<ReturnType<typeof movePrizes<Answer>>>;
  try {
    made = await movePrizes<Answer>(db, {
      name: fresh ? 'wheel_spin_new_pair' : 'wheel_spin',
      memberId,
      accounts: draw.accounts,
      alone: true,
      claim: fresh
        ? {
            ctes: sql`${counts}, wh_pair as (select 1 as open from wheel_seed where member_id = ${m} and status = 'open')`,
            owns: sql`not exists (select 1 from wh_pair) and ${allowed}`,
          }
        : {
            ctes: sql`wh_pair as (
                select id from wheel_seed
                 where id = ${pairId}::bigint and member_id = ${m} and status = 'open' and nonce = ${nonce}::int
                   for update), ${counts}`,
            owns: sql`exists (select 1 from wh_pair) and ${allowed}`,
          },
      ...spinPrizes(d),
      after: (a) => sql`
        wh_nonce as (
          ${
            fresh
              ? sql`insert into wheel_seed (member_id, server_seed, server_seed_hash, client_seed, status, nonce)
                    select ${m}, ${seed.server_seed}::text, ${seed.server_seed_hash}::text, ${seed.client_seed}::text, 'open', 1
                     where ${a.moved}`
              : sql`update wheel_seed set nonce = nonce + 1 where id = ${pairId}::bigint and ${a.moved}`
          }
          returning id),
        wh_spin as (
          insert into wheel_spin (id, member_id, request_key, tab, spin_day, slot, cost_units, board_version, slot_index, label, color,
                                  prize_kind, prize_units, turnover_x100, status, seed_id, server_seed_hash, client_seed, nonce, roll,
                                  created_at, paid_at)
          select ${spinId}::bigint, ${m}, ${body.request_key}::text, ${tab}::int, ${day}::date,
                 case when ${tab}::int = ${WHEEL_FREE_TAB}::int then u.used_free else u.used_points end + 1, ${cost}::bigint,
                 ${board.version}::int, ${index}::int, ${slot.label}::text, ${slot.color}::text, ${kind}::text, ${units}::bigint,
                 ${x100}::int, ${status}::text, n.id, ${seed.server_seed_hash}::text, ${seed.client_seed}::text, ${nonce}::int,
                 ${roll}::int, ${now}::timestamptz, ${paidAt}::timestamptz
            from wh_nonce n, wh_used u
          returning id, slot)`,
      answer: () => sql`(select id from wh_spin) as spin_id, (select id from wh_nonce) as seed_id,
        (select used_free from wh_used) as used_free, (select used_points from wh_used) as used_points,
        (select deposited from wh_dep) as deposited`,
    });
  } catch (e) {
    const c = constraintOf(e);
    if (c === 'wheel_seed_open') return NOT_OWNED;
    if (c?.includes('request_key')) {
      const first = await spinByKey(db, memberId, body.request_key);
      if (first) return { spin: first, replayed: true };
    }
    if (c?.includes('slot')) fail(tab === WHEEL_FREE_TAB ? Errors.WHEEL_NO_FREE_SPIN : Errors.WHEEL_DAILY_CAP);
    throw e;
  }
  if (!made.owned) return NOT_OWNED;
  const a = made.answer;
  if (a.spin_id === null || a.seed_id === null) throw new Error(`wheel spin ${spinId} was not stored although its claim held`);
  const b = made.balances;
  return spinDone(db, memberId, day, now, d, {
    seedId: Number(a.seed_id),
    usedFree: Number(a.used_free),
    usedPoints: Number(a.used_points),
    deposited: a.deposited === null ? null : Number(a.deposited),
    balances: { credit: satangToBaht(b.credit), points: satangToBaht(b.points), free_spins: b.freeSpins },
  });
}
