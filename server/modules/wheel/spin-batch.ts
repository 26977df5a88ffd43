import { randomInt } from 'node:crypto';
import type { WheelSettings } from '@contract/admin-wheel';
import { Errors } from '@contract/errors';
import { bahtToSatang, satangToBaht } from '@contract/money';
import { bangkokDayStart } from '@contract/thai-calendar';
import { WHEEL_FREE_TAB, WHEEL_POINT_TAB, type WheelSpinBody } from '@contract/wheel';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { BatchConfig } from '../../config';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import { NoAnswer, rowsByRequest, StatementBatcher } from '../../lib/statement-batcher';
import { accountAvailableOf, creditedSinceOf, type GroupedMove, groupedSteps } from '../ledger/steps';
import { prizeTransfers } from '../prizes';
import type { Board } from './settings';
import { type Draw, drawSpin, NOT_OWNED, type SpinOutcome, spinById, spinDone, spinPrizes, writeSpin } from './write';

/** A spin whose node knows the member's open pair and accounts (spin.ts's fast path). */
export type SpinRequest = {
  memberId: number;
  body: z.output<typeof WheelSpinBody>;
  settings: WheelSettings;
  board: Board;
  day: string;
  now: Date;
  draw: Draw;
};

type Result = SpinOutcome | typeof NOT_OWNED;

/** Spins in one statement. */
const MAX_SPINS = 64;
/**
 * Statements that may run at once: 2 keeps both cores busy (one statement's PostgreSQL work beside
 * the next batch gathering in Node); each statement moves its own house row of each family.
 */
const IN_FLIGHT = 2;

const batchers = new WeakMap<Db, StatementBatcher<SpinRequest, Result>>();

/**
 * A spin through this handle's batcher (server/lib/statement-batcher.ts): spins that arrive together
 * share ONE statement (`writeSpins`), a member's next spin waits for the statement carrying its last
 * one, and a spin alone is `writeSpin`'s one statement as before. NOT_OWNED as writeSpin answers it:
 * the claim did not hold (pair moved, spins used up) and the caller reads and tries again.
 * SERVER_BUSY when `batch.queueMax` spins wait already (the handle's batcher is made on its first
 * spin, with the settings given then: config.batch, the same for every call).
 */
export function spinTogether(db: Db, req: SpinRequest, batch: BatchConfig): Promise<Result> {
  let b = batchers.get(db);
  if (!b) {
    // Each process starts at a random house row, so two nodes' statements seldom share one.
    const base = randomInt(1024);
    b = new StatementBatcher<SpinRequest, Result>({
      run: (reqs, slot) => (reqs.length === 1 ? alone(db, reqs[0]).then((r) => [r]) : writeSpins(db, reqs, base + slot)),
      alone: (r) => alone(db, r),
      ownerOf: (r) => r.memberId,
      inFlight: IN_FLIGHT,
      max: MAX_SPINS,
      maxQueue: batch.queueMax,
    });
    batchers.set(db, b);
  }
  return b.submit(req);
}

/** How this handle's spins were batched so far (bench/engagement.ts prints it; tests check batches formed). */
export function spinBatchFigures(db: Db) {
  return { ...(batchers.get(db)?.figures ?? { statements: 0, requests: 0, largest: 0, fallbacks: 0, unanswered: 0, refused: 0 }) };
}

function alone(db: Db, r: SpinRequest): Promise<Result> {
  return writeSpin(db, r.memberId, r.body, r.settings, r.board, r.day, r.now, r.draw);
}

type Row = {
  i: number;
  seen: number | null;
  owned: boolean;
  refused: boolean;
  moved: boolean;
  used_free: number;
  used_points: number;
  deposited: string | number | null;
  points: string | number | null;
  credit: string | number | null;
  free_spins: string | number | null;
  missing: (number | string)[] | null;
};

/**
 * Spins of different members (at most one each) in ONE statement, outside any transaction, on the
 * same settings and Bangkok day. For each spin, as writeSpin does for one: a spin already made on
 * its request key answers that spin; the claim locks the pair (all pairs in id order, before any
 * account) while its nonce is still the one drawn with and counts the member's day of the tab (and
 * the free tab's deposits) against the settings; then, for the spins claimed, the points taken and
 * the prize paid (ledger `groupedSteps`: each spin its own group, its own keys `wheel:<id>:spend`
 * and `:prize`, against this statement's house rows), and for the spins whose money moved, the nonce
 * moved on and the spin inserted on the next slot of its day. A spin refused (points short) or not
 * claimed holds none of the others back. Answers each spin's outcome in order, or its own Error.
 */
export async function writeSpins(db: Db, reqs: SpinRequest[], houseShard: number): Promise<Array<Result | Error>> {
  const { settings, day } = reqs[0];
  // The settings are re-read every 2 s (a new object): the same values share a statement.
  const same = JSON.stringify(settings);
  if (reqs.some((r) => r.day !== day || (r.settings !== settings && JSON.stringify(r.settings) !== same)))
    return Promise.all(reqs.map((r) => alone(db, r).catch((e: unknown) => e as Error)));
  const drawn = reqs.map((r) => drawSpin(r.settings, r.board, r.body.tab, r.now, r.draw));
  const prizes = await Promise.all(
    reqs.map((r, i) => {
      if (drawn[i].fresh) throw new Error('a batched spin draws on a known pair');
      return prizeTransfers(db, { memberId: r.memberId, accounts: r.draw.accounts, ...spinPrizes(drawn[i]) }, houseShard);
    }),
  );
  // Each spin's movements together and in order (the spend before the prize it pays).
  const moves: GroupedMove[] = prizes.flatMap((p, i) => p.transfers.map((t) => ({ ...t, group: i })));
  const accounts = prizes.map((p) => p.accounts);
  const legs = new Set(moves.map((m) => m.group));
  const input = reqs.map((r, i) => {
    const d = drawn[i];
    return {
      i,
      member_id: r.memberId,
      pair_id: d.pairId,
      nonce: d.nonce,
      request_key: r.body.request_key,
      tab: d.tab,
      cost: d.cost,
      spin_id: d.spinId,
      board_version: d.board.version,
      slot_index: d.index,
      label: d.slot.label,
      color: d.slot.color,
      kind: d.kind,
      units: d.units,
      x100: d.x100,
      status: d.status,
      server_seed_hash: d.seed.server_seed_hash,
      client_seed: d.seed.client_seed,
      roll: d.roll,
      created_at: r.now.toISOString(),
      paid_at: d.paidAt?.toISOString() ?? null,
      has_legs: legs.has(i),
      points_account: accounts[i].points,
      wallet_account: accounts[i].wallet,
      free_spin_account: accounts[i].freeSpins,
    };
  });
  const g = groupedSteps(moves, sql`wb_ok`);
  const cap = settings.point_daily_cap > 0 ? settings.point_daily_cap : 2_147_483_647;
  const minDeposit = bahtToSatang(settings.free_min_deposit);
  const perDay = settings.free_spins_per_day;
  const snapshot = (account: string) => accountAvailableOf(sql`r.${sql.raw(account)}`);
  const res = await sql<Row>`/* prepared:wheel_spin_batch */
    with
    wb_in as (
      select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as r(
        i int, member_id bigint, pair_id bigint, nonce int, request_key text, tab int, cost bigint, spin_id bigint, board_version int,
        slot_index int, label text, color text, kind text, units bigint, x100 int, status text, server_seed_hash text, client_seed text,
        roll int, created_at timestamptz, paid_at timestamptz, has_legs boolean, points_account bigint, wallet_account bigint,
        free_spin_account bigint)),
    -- Lookups row by row through LATERAL ... LIMIT 1, so they go by index whatever the plan cached.
    wb_seen as (
      select r.i, s.id from wb_in r
        cross join lateral (select w.id from wheel_spin w where w.member_id = r.member_id and w.request_key = r.request_key limit 1) s),
    -- The pairs still on the nonce drawn with, locked in id order (before any account, as writeSpin does).
    wb_pair as (
      select s.id from wheel_seed s
       where s.id = any(array(select r.pair_id from wb_in r where r.i not in (select i from wb_seen))) and s.status = 'open'
         and (s.id, s.member_id, s.nonce) in (select r.pair_id, r.member_id, r.nonce from wb_in r)
       order by s.id
         for update),
    wb_used as (
      select r.i, u.used_free, u.used_points from wb_in r
        cross join lateral (
          select coalesce(max(w.slot) filter (where w.tab = ${WHEEL_FREE_TAB}::int), 0)::int as used_free,
                 coalesce(max(w.slot) filter (where w.tab = ${WHEEL_POINT_TAB}::int), 0)::int as used_points
            from wheel_spin w where w.member_id = r.member_id and w.spin_day = ${day}::date) u),
    wb_dep as (
      select r.i, case when u.used_free < ${perDay}::int then ${creditedSinceOf(sql`r.member_id`, 'deposit', bangkokDayStart(day))} end
               as deposited
        from wb_in r join wb_used u on u.i = r.i),
    wb_ok as (
      select r.i as grp from wb_in r join wb_pair p on p.id = r.pair_id join wb_used u on u.i = r.i join wb_dep d on d.i = r.i
       where case when r.tab = ${WHEEL_FREE_TAB}::int
                  then u.used_free < ${perDay}::int and coalesce(d.deposited, 0) >= ${minDeposit}::bigint
                  else u.used_points < ${cap}::int end),
    ${g.prepare},
    ${g.move},
    -- The spins whose money moved (or that move none): their nonce moves on and their row is stored.
    wb_go as (
      select r.* from wb_in r
       where r.i in (select grp from wb_ok) and (r.i in (select grp from ${g.moved} m) or not r.has_legs)),
    wb_nonce as (
      update wheel_seed s set nonce = s.nonce + 1 where s.id = any(array(select pair_id from wb_go)) returning s.id),
    wb_spin as (
      insert into wheel_spin (id, member_id, request_key, tab, spin_day, slot, cost_units, board_version, slot_index, label, color,
                              prize_kind, prize_units, turnover_x100, status, seed_id, server_seed_hash, client_seed, nonce, roll,
                              created_at, paid_at)
      select g.spin_id, g.member_id, g.request_key, g.tab, ${day}::date,
             case when g.tab = ${WHEEL_FREE_TAB}::int then u.used_free else u.used_points end + 1, g.cost, g.board_version,
             g.slot_index, g.label, g.color, g.kind, g.units, g.x100, g.status, n.id, g.server_seed_hash, g.client_seed, g.nonce,
             g.roll, g.created_at, g.paid_at
        from wb_go g join wb_nonce n on n.id = g.pair_id join wb_used u on u.i = g.i
       order by g.spin_id
      returning id)
    select r.i, s.id as seen, r.i in (select grp from wb_ok) as owned, r.i in (select grp from ${g.refused} f) as refused,
           r.spin_id in (select id from wb_spin) as moved, u.used_free, u.used_points, d.deposited,
           case when r.spin_id in (select id from wb_spin) then coalesce(pa.available, ${snapshot('points_account')}) end as points,
           case when r.spin_id in (select id from wb_spin) then coalesce(wa.available, ${snapshot('wallet_account')}) end as credit,
           case when r.spin_id in (select id from wb_spin) then coalesce(fa.available, ${snapshot('free_spin_account')}, 0) end as free_spins,
           ${g.missing} as missing
      from wb_in r
      join wb_used u on u.i = r.i
      join wb_dep d on d.i = r.i
      left join wb_seen s on s.i = r.i
      left join ${g.accounts} pa on pa.id = r.points_account
      left join ${g.accounts} wa on wa.id = r.wallet_account
      left join ${g.accounts} fa on fa.id = r.free_spin_account
     order by r.i`.execute(db);
  // Each row by its spin's i: a spin the statement returned no row for is unanswered, tried again alone.
  return Promise.all(
    rowsByRequest(reqs.length, res.rows).map(async (row, i): Promise<Result | Error> => {
      if (row instanceof NoAnswer) return row;
      const r = reqs[i];
      try {
        if (row.seen !== null) {
          const first = await spinById(db, r.memberId, Number(row.seen));
          return first ? { spin: first, replayed: true } : NOT_OWNED;
        }
        if (!row.owned) return NOT_OWNED;
        if (row.refused) {
          const gone = new Set((row.missing ?? []).map(Number));
          const mine = prizes[i].transfers.flatMap((t) => [t.debit, t.credit]).filter((a) => gone.has(a));
          if (mine.length) throw new Error(`ledger account ${mine.join(', ')} does not exist`);
          fail(Errors.POINTS_NOT_ENOUGH);
        }
        if (!row.moved) throw new Error(`wheel spin ${drawn[i].spinId} was not stored although its claim held`);
        return spinDone(db, r.memberId, day, r.now, drawn[i], {
          seedId: drawn[i].pairId,
          usedFree: Number(row.used_free),
          usedPoints: Number(row.used_points),
          deposited: row.deposited === null ? null : Number(row.deposited),
          balances: {
            credit: satangToBaht(Number(row.credit ?? 0)),
            points: satangToBaht(Number(row.points ?? 0)),
            free_spins: Number(row.free_spins ?? 0),
          },
        });
      } catch (e) {
        return e as Error;
      }
    }),
  );
}
