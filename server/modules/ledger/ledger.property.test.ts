import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/reply';
import { makeMember } from '../../test';
import { createTestApp, engineName, type TestContext } from '../../test/app';
import {
  accountBalance,
  houseAccountId,
  inTransaction,
  memberAccountId,
  postHouseTransfers,
  postPending,
  type TransferInput,
  transfer,
  verifyLedger,
  voidPending,
} from '.';
import { claimAndMove, pairedSteps } from './steps';

/**
 * Random sequences over EVERY write path of the ledger (they all run on one core, core.ts):
 * single transfers (deposit, stake, win) and their retries, holds then posted, voided or kept for
 * later, batches of house transfers (and a batch refused whole), claimAndMove behind a claim that
 * holds or not with its turnover, paired stake/payout rounds of several members in one statement
 * (some refused, some not claimed), and all of these at once. After each sequence the invariants hold
 * (verifyLedger), every member balance, reservation and slot turnover equals a model that applies
 * exactly what the ledger said it did, and each batch's and round statement's rows carry running
 * balances that end at the accounts' balances.
 */
const MEMBERS = 4;
const amount = fc.integer({ min: 1, max: 5_000 });
// What is taken out of a wallet: now and then more than any wallet ever holds, so refusals keep coming
// however rich the runs before made the members.
const debitAmount = fc.oneof({ weight: 9, arbitrary: amount }, { weight: 1, arbitrary: fc.constant(1e12) });
const member = fc.integer({ min: 0, max: MEMBERS - 1 });
const TURNOVER_AT = new Date('2030-01-01T05:00:00Z'); // one fixed Bangkok day for the claims' turnover
/** True four times in five. */
const mostly = fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) });

type Simple = { t: 'deposit' | 'stake' | 'win'; m: number; amount: number };
type Claim = { t: 'claim'; m: number; amount: number; stake: boolean; holds: boolean; again: boolean };
type Round = { m: number; stake: number; win: number; claimed: boolean };
type Op =
  | Simple
  | Claim
  | { t: 'hold'; m: number; amount: number; settle: 'post' | 'void' | 'keep' }
  | { t: 'settle'; post: boolean }
  | { t: 'retry' }
  | { t: 'house'; credits: { m: number; amount: number }[]; refused: boolean }
  | { t: 'rounds'; rounds: Round[] }
  | { t: 'together'; ops: (Simple | Claim | { t: 'rounds'; rounds: Round[] })[] };

const simple: fc.Arbitrary<Simple> = fc.oneof(
  fc.record({ t: fc.constantFrom('deposit' as const, 'win' as const), m: member, amount }),
  fc.record({ t: fc.constant('stake' as const), m: member, amount: debitAmount }),
);
const claim: fc.Arbitrary<Claim> = fc
  .record({ m: member, stake: fc.boolean(), holds: fc.boolean(), again: fc.boolean(), small: amount, large: debitAmount })
  .map(({ small, large, ...c }) => ({ t: 'claim' as const, ...c, amount: c.stake ? large : small }));
const round: fc.Arbitrary<Round> = fc.record({
  m: member,
  stake: debitAmount,
  win: fc.oneof(fc.constant(0), amount, fc.integer({ min: 1, max: 20_000 })),
  claimed: mostly,
});
// Rounds of one statement name each member at most once (the paired steps' rule).
const rounds = fc.uniqueArray(round, { minLength: 1, maxLength: MEMBERS, selector: (r) => r.m });
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: simple },
  { weight: 3, arbitrary: claim },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('hold' as const),
      m: member,
      amount,
      settle: fc.constantFrom('post' as const, 'void' as const, 'keep' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('settle' as const), post: fc.boolean() }) },
  { weight: 2, arbitrary: fc.constant({ t: 'retry' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('house' as const),
      credits: fc.array(fc.record({ m: member, amount }), { minLength: 1, maxLength: 8 }),
      refused: mostly.map((x) => !x),
    }),
  },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('rounds' as const), rounds }) },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('together' as const),
      ops: fc.array(fc.oneof(simple, claim, fc.record({ t: fc.constant('rounds' as const), rounds })), { minLength: 2, maxLength: 10 }),
    }),
  },
);

/** A sequence that takes every path at least once, starting from empty wallets. */
const TOUR: Op[] = [
  { t: 'deposit', m: 0, amount: 5_000 },
  { t: 'retry' },
  { t: 'win', m: 1, amount: 500 },
  { t: 'retry' },
  // At the edge: exactly what is there moves, one satang more does not (transfer, hold, claim, round).
  { t: 'deposit', m: 2, amount: 300 },
  { t: 'stake', m: 2, amount: 300 },
  { t: 'stake', m: 2, amount: 1 },
  { t: 'deposit', m: 2, amount: 300 },
  { t: 'hold', m: 2, amount: 301, settle: 'void' },
  { t: 'hold', m: 2, amount: 300, settle: 'void' },
  { t: 'claim', m: 2, amount: 301, stake: true, holds: true, again: false },
  { t: 'claim', m: 2, amount: 300, stake: true, holds: true, again: false },
  { t: 'deposit', m: 2, amount: 300 },
  { t: 'rounds', rounds: [{ m: 2, stake: 301, win: 0, claimed: true }] },
  { t: 'rounds', rounds: [{ m: 2, stake: 300, win: 300, claimed: true }] },
  { t: 'deposit', m: 3, amount: 300 },
  { t: 'stake', m: 0, amount: 100 },
  { t: 'retry' },
  { t: 'stake', m: 0, amount: 1e12 },
  { t: 'hold', m: 0, amount: 200, settle: 'post' },
  { t: 'hold', m: 0, amount: 100, settle: 'void' },
  { t: 'hold', m: 0, amount: 100, settle: 'keep' },
  { t: 'hold', m: 1, amount: 100, settle: 'keep' },
  { t: 'hold', m: 1, amount: 1e12, settle: 'post' },
  { t: 'settle', post: true },
  { t: 'settle', post: false },
  { t: 'claim', m: 0, amount: 50, stake: true, holds: true, again: true },
  { t: 'claim', m: 0, amount: 1e12, stake: true, holds: true, again: false },
  { t: 'claim', m: 1, amount: 10, stake: true, holds: false, again: false },
  { t: 'claim', m: 1, amount: 20, stake: false, holds: true, again: true },
  {
    t: 'house',
    credits: [
      { m: 0, amount: 100 },
      { m: 1, amount: 200 },
      { m: 0, amount: 300 },
    ],
    refused: false,
  },
  { t: 'house', credits: [{ m: 2, amount: 100 }], refused: true },
  {
    t: 'rounds',
    rounds: [
      { m: 0, stake: 10, win: 20, claimed: true },
      { m: 1, stake: 1e12, win: 0, claimed: true },
      { m: 2, stake: 5, win: 0, claimed: false },
      { m: 3, stake: 5, win: 0, claimed: true },
    ],
  },
  {
    t: 'together',
    ops: [
      { t: 'deposit', m: 0, amount: 1 },
      { t: 'stake', m: 1, amount: 1 },
      { t: 'claim', m: 2, amount: 1, stake: true, holds: true, again: false },
      { t: 'rounds', rounds: [{ m: 3, stake: 1, win: 2, claimed: true }] },
    ],
  },
];

const INSUFFICIENT = 3001;
const refusedCode = (e: unknown) => (e instanceof AppError ? e.def.code : undefined);

describe(`ledger properties, every write path (${engineName()})`, () => {
  let t: TestContext;
  let members: number[];
  let wallets: number[];
  let house: { cash: number; games: number; withdrawals: number };
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    members = [];
    wallets = [];
    for (let i = 0; i < MEMBERS; i++) {
      members.push((await makeMember(t)).id);
      wallets.push(await memberAccountId(t.handle.db, members[i]));
    }
    house = {
      cash: await houseAccountId(t.handle.db, 'cash'),
      games: await houseAccountId(t.handle.db, 'games'),
      withdrawals: await houseAccountId(t.handle.db, 'withdrawals'),
    };
  });
  afterAll(async () => t.close());

  const db = () => t.handle.db;

  /** The slot turnover (stake, payout) of each member on TURNOVER_AT's Bangkok day. */
  async function turnovers(): Promise<{ stake: number; payout: number }[]> {
    const rows = await db()
      .selectFrom('turnover')
      .select(['member_id', 'stake', 'payout'])
      .where('member_id', 'in', members)
      .where('day', '=', '2030-01-01')
      .where('product', '=', 'slot')
      .execute();
    return members.map((m) => {
      const r = rows.find((x) => x.member_id === m);
      return { stake: r?.stake ?? 0, payout: r?.payout ?? 0 };
    });
  }

  /** The rows of one statement (ids), per account in id order, chain up to each account's balance now. */
  async function expectChains(ids: number[]) {
    if (ids.length === 0) return;
    const rows = await db()
      .selectFrom('ledger_transfer')
      .select(['id', 'debit_account_id', 'credit_account_id', 'amount', 'debit_balance_after', 'credit_balance_after'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    const accounts = new Set(rows.flatMap((r) => [r.debit_account_id, r.credit_account_id]));
    for (const a of accounts) {
      const mine = rows.filter((r) => r.debit_account_id === a || r.credit_account_id === a);
      let balance = (await accountBalance(db(), a)).balance;
      for (const r of [...mine].reverse()) {
        const after = r.credit_account_id === a ? r.credit_balance_after : r.debit_balance_after;
        expect(after, `account ${a}, transfer ${r.id}`).toBe(balance);
        balance -= r.credit_account_id === a ? r.amount : -r.amount;
      }
    }
  }

  /** Paired rounds in ONE statement through the ledger's paired steps; the test's claim takes the `claimed` rounds. */
  async function playRounds(run: string, rs: Round[]) {
    const paired = pairedSteps('THB', { stake: 'game_bet', payout: 'game_win' });
    const input = rs.map((r, i) => ({
      i,
      payer: wallets[r.m],
      house: house.games,
      stake: r.stake,
      payout: r.win,
      stake_key: `${run}:bet:${i}`,
      payout_key: `${run}:win:${i}`,
      claimed: r.claimed,
    }));
    const res = await sql<{ i: number; funded: boolean; moved: boolean; available: number | null }>`/* prepared:ledger_property_rounds */
      with
      t_in as (
        select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb)
          as r(i int, payer bigint, house bigint, stake bigint, payout bigint, stake_key text, payout_key text, claimed boolean)),
      ${paired.prepare(sql`(
        select i, payer, house, stake, payout, stake_key, payout_key, 'ทดสอบ'::text as reference,
               jsonb_build_object('round', i) as stake_meta, jsonb_build_object('round', i) as payout_meta
          from t_in)`)},
      t_go as (select r.i from t_in r where r.claimed and r.i in (select f.i from ${paired.funded} f)),
      ${paired.move(sql`t_go`)}
      select r.i, r.i in (select f.i from ${paired.funded} f) as funded, r.i in (select g.i from t_go g) as moved,
             (select a.available from ${paired.after} a where a.id = r.payer) as available
        from t_in r order by r.i`.execute(db());
    return res.rows;
  }

  it('keeps every invariant and matches the model', { timeout: 240_000 }, async () => {
    // The database carries across runs; each run starts its model from what the database holds (which
    // the run before checked), so a failed run cannot make the runs fast-check shrinks it to fail too.
    const model = { balance: new Array(MEMBERS).fill(0), held: new Array(MEMBERS).fill(0), stake: [0], payout: [0] };
    const kept: { id: number; m: number; amount: number }[] = [];
    let run = 0;
    // What the sequences reached, so a generator that stops reaching a path fails the test.
    const seen = new Set<string>();
    const note = (path: string) => seen.add(path);

    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 20 }), async (ops) => {
        run += 1;
        let n = 0;
        const key = (what: string) => `p${run}-${n++}-${what}`;
        const available = (m: number) => model.balance[m] - model.held[m];
        // The last movement that can be retried, and whether it moved.
        let last:
          | {
              retry: () => Promise<'moved' | 'replayed' | 'refused' | 'not owned'>;
              apply: () => void;
              affordable: () => boolean;
              moved: boolean;
            }
          | undefined;

        for (let i = 0; i < MEMBERS; i++) {
          const a = await accountBalance(db(), wallets[i]);
          model.balance[i] = a.balance;
          model.held[i] = a.pendingOut;
        }
        const tv = await turnovers();
        model.stake = tv.map((x) => x.stake);
        model.payout = tv.map((x) => x.payout);

        const inputOf = (o: Simple, k: string): TransferInput => {
          const w = wallets[o.m];
          if (o.t === 'deposit') return { key: k, kind: 'deposit', currency: 'THB', debit: house.cash, credit: w, amount: o.amount };
          if (o.t === 'win') return { key: k, kind: 'game_win', currency: 'THB', debit: house.games, credit: w, amount: o.amount };
          return { key: k, kind: 'game_bet', currency: 'THB', debit: w, credit: house.games, amount: o.amount };
        };
        const applySimple = (o: Simple) => {
          model.balance[o.m] += o.t === 'stake' ? -o.amount : o.amount;
        };

        /** A single transfer: 'moved', 'replayed' or 'refused' (INSUFFICIENT_FUNDS, nothing kept). */
        const doTransfer = async (input: TransferInput) => {
          const r = await (async () => {
            try {
              const made = await transfer(db(), input);
              return made.replayed ? ('replayed' as const) : ('moved' as const);
            } catch (e) {
              if (refusedCode(e) === INSUFFICIENT) return 'refused' as const;
              throw e;
            }
          })();
          note(`transfer ${input.pending ? 'hold' : input.kind} ${r}`);
          return r;
        };

        /** claimAndMove behind a claim that holds or not, with its turnover: in its own transaction. */
        const doClaim = async (c: Claim, k: string) => {
          const w = wallets[c.m];
          const input: TransferInput = c.stake
            ? { key: k, kind: 'game_bet', currency: 'THB', debit: w, credit: house.games, amount: c.amount }
            : { key: k, kind: 'game_win', currency: 'THB', debit: house.games, credit: w, amount: c.amount };
          const r = await (async () => {
            try {
              return await inTransaction(db(), async (trx) => {
                const made = await claimAndMove<{ seen: boolean }>(trx, {
                  name: 'ledger_property_claim',
                  claim: { ctes: sql`t_claim as (select 1 as x where ${c.holds}::boolean)`, owns: sql`exists (select 1 from t_claim)` },
                  transfer: input,
                  turnover: {
                    key: k,
                    memberId: members[c.m],
                    product: 'slot',
                    ...(c.stake ? { stake: c.amount } : { payout: c.amount }),
                    at: TURNOVER_AT,
                  },
                  after: (m) => sql`t_after as (select ${m.moved} as moved, ${m.debitAvailable} as debit_available)`,
                  answer: sql`(select moved from t_after) is not null as seen`,
                });
                expect(made.answer.seen).toBe(true);
                if (!made.owned) return 'not owned' as const;
                return made.moved.replayed ? ('replayed' as const) : ('moved' as const);
              });
            } catch (e) {
              if (refusedCode(e) === INSUFFICIENT) return 'refused' as const;
              throw e;
            }
          })();
          note(`claim ${c.stake ? 'stake' : 'win'} ${r}`);
          return r;
        };
        const applyClaim = (c: Claim) => {
          if (c.stake) {
            model.balance[c.m] -= c.amount;
            model.stake[c.m] += c.amount;
          } else {
            model.balance[c.m] += c.amount;
            model.payout[c.m] += c.amount;
          }
        };

        /** Rounds in one statement; answers, per round, moved or not, and checks the model's verdicts when alone. */
        const doRounds = async (rs: Round[], alone: boolean) => {
          const res = await playRounds(key('rounds'), rs);
          rs.forEach((r, i) => {
            const row = res[i];
            if (alone) {
              // Sequential, so predictable: a round moves when claimed and its payer can afford the stake.
              expect(row.funded).toBe(available(r.m) >= r.stake);
              expect(row.moved).toBe(r.claimed && available(r.m) >= r.stake);
            }
            note(`round ${row.moved ? 'moved' : !row.funded ? 'refused' : 'unclaimed'}${r.win > 0 ? ' won' : ''}`);
            if (row.moved) model.balance[r.m] += r.win - r.stake;
            // The payer's available balance the statement answers is the one it left.
            if (alone && row.moved) expect(row.available).toBe(model.balance[r.m] - model.held[r.m]);
          });
          return res;
        };

        for (const o of ops) {
          if (o.t === 'deposit' || o.t === 'win' || o.t === 'stake') {
            const before = available(o.m);
            const input = inputOf(o, key(o.t));
            const r = await doTransfer(input);
            expect(r).toBe(o.t === 'stake' && o.amount > before ? 'refused' : 'moved');
            if (r === 'moved') applySimple(o);
            last = {
              retry: () => doTransfer(input),
              apply: () => applySimple(o),
              affordable: () => o.t !== 'stake' || o.amount <= available(o.m),
              moved: r === 'moved',
            };
          } else if (o.t === 'claim') {
            const before = available(o.m);
            const k = key('claim');
            const r = await doClaim(o, k);
            expect(r).toBe(!o.holds ? 'not owned' : o.stake && o.amount > before ? 'refused' : 'moved');
            if (r === 'moved') applyClaim(o);
            // Sent again at once: the first result, nothing more (or, refused, refused again).
            if (o.again) expect(await doClaim(o, k)).toBe(r === 'moved' ? 'replayed' : r);
            if (o.holds)
              last = {
                retry: () => doClaim(o, k),
                apply: () => applyClaim(o),
                affordable: () => !o.stake || o.amount <= available(o.m),
                moved: r === 'moved',
              };
          } else if (o.t === 'hold') {
            const input: TransferInput = {
              key: key('hold'),
              kind: 'withdrawal',
              currency: 'THB',
              debit: wallets[o.m],
              credit: house.withdrawals,
              amount: o.amount,
              pending: true,
            };
            const before = available(o.m);
            const r = await doTransfer(input);
            expect(r).toBe(o.amount > before ? 'refused' : 'moved');
            if (r === 'refused') continue;
            model.held[o.m] += o.amount;
            // A retried hold holds nothing more.
            expect(await doTransfer(input)).toBe('replayed');
            const hold = await db()
              .selectFrom('ledger_transfer')
              .select('id')
              .where('idempotency_key', '=', input.key)
              .executeTakeFirstOrThrow();
            expect((await accountBalance(db(), wallets[o.m])).pendingOut).toBe(model.held[o.m]);
            note(`hold ${o.settle}`);
            if (o.settle === 'keep') kept.push({ id: hold.id, m: o.m, amount: o.amount });
            else {
              if (o.settle === 'post') await postPending(db(), hold.id);
              else await voidPending(db(), hold.id);
              if (o.settle === 'post') model.balance[o.m] -= o.amount;
              model.held[o.m] -= o.amount;
            }
          } else if (o.t === 'settle') {
            // The oldest hold kept by an earlier op (of this run or one before) is paid or released now.
            const h = kept.shift();
            if (!h) continue;
            note(`kept hold ${o.post ? 'posted' : 'voided'}`);
            if (o.post) await postPending(db(), h.id);
            else await voidPending(db(), h.id);
            if (o.post) model.balance[h.m] -= h.amount;
            model.held[h.m] -= h.amount;
            // Exactly once.
            await expect(postPending(db(), h.id)).rejects.toThrow(AppError);
          } else if (o.t === 'retry') {
            if (!last) continue;
            const affordable = last.affordable();
            const again = await last.retry();
            if (last.moved) {
              // A retry of a movement that happened answers the first result and moves nothing.
              expect(again).toBe('replayed');
            } else {
              // A refused movement left no trace: its retry is a new attempt, made if it can be afforded now.
              expect(again).toBe(affordable ? 'moved' : 'refused');
              if (again === 'moved') {
                last.apply();
                last.moved = true;
              }
            }
          } else if (o.t === 'house') {
            const rows = o.credits.map((c, i) => ({
              key: key(`house${i}`),
              debit: i % 2 ? house.games : house.cash,
              credit: wallets[c.m],
              amount: c.amount,
              reference: 'LT000001',
              metadata: { i },
            }));
            // A row debiting a member's wallet refuses the whole batch: nothing moves.
            if (o.refused)
              rows.push({ key: key('house-bad'), debit: wallets[0], credit: house.games, amount: 1, reference: 'x', metadata: { i: -1 } });
            const made = inTransaction(db(), (trx) => postHouseTransfers(trx, 'lotto_win', 'THB', rows));
            note(`house batch${o.refused ? ' refused' : ''}`);
            if (o.refused) {
              await expect(made).rejects.toThrow(/may not go negative/);
              continue;
            }
            expect(await made).toBe(rows.length);
            for (const c of o.credits) model.balance[c.m] += c.amount;
            // Again: every key used, nothing more moves.
            expect(await inTransaction(db(), (trx) => postHouseTransfers(trx, 'lotto_win', 'THB', rows))).toBe(0);
            const ids = await db()
              .selectFrom('ledger_transfer')
              .select('id')
              .where(
                'idempotency_key',
                'in',
                rows.map((r) => r.key),
              )
              .execute();
            await expectChains(ids.map((r) => r.id));
          } else if (o.t === 'rounds') {
            const first =
              (
                await db()
                  .selectFrom('ledger_transfer')
                  .select((eb) => eb.fn.max('id').as('id'))
                  .executeTakeFirstOrThrow()
              ).id ?? 0;
            await doRounds(o.rounds, true);
            const ids = await db().selectFrom('ledger_transfer').select('id').where('id', '>', first).execute();
            await expectChains(ids.map((r) => r.id));
          } else if (o.t === 'together') {
            // Everything at once: each call's own answer says what it did.
            note('together');
            await Promise.all(
              o.ops.map(async (x) => {
                if (x.t === 'rounds') return doRounds(x.rounds, false);
                if (x.t === 'claim') {
                  const r = await doClaim(x, key('claim'));
                  if (!x.holds) expect(r).toBe('not owned');
                  else expect(x.stake ? ['moved', 'refused'] : ['moved']).toContain(r);
                  if (r === 'moved') applyClaim(x);
                  return;
                }
                const r = await doTransfer(inputOf(x, key(x.t)));
                if (x.t !== 'stake') expect(r).toBe('moved');
                if (r === 'moved') applySimple(x);
              }),
            );
          }
        }

        for (let i = 0; i < MEMBERS; i++) {
          const a = await accountBalance(db(), wallets[i]);
          expect(a.balance).toBe(model.balance[i]);
          expect(a.pendingOut).toBe(model.held[i]);
          expect(a.available).toBeGreaterThanOrEqual(0);
        }
        const tvNow = await turnovers();
        expect(tvNow.map((x) => x.stake)).toEqual(model.stake);
        expect(tvNow.map((x) => x.payout)).toEqual(model.payout);
        expect(await verifyLedger(db())).toEqual([]);
      }),
      // The tour first (every path once, in an order the model can follow), then random sequences.
      { numRuns: Number(process.env.LEDGER_RUNS ?? 100), examples: [[TOUR]] },
    );
    for (const path of [
      'transfer deposit moved',
      'transfer game_bet moved',
      'transfer game_bet refused',
      'transfer game_bet replayed',
      'transfer game_win moved',
      'transfer hold moved',
      'transfer hold refused',
      'transfer hold replayed',
      'hold post',
      'hold void',
      'hold keep',
      'kept hold posted',
      'kept hold voided',
      'claim stake moved',
      'claim stake refused',
      'claim stake not owned',
      'claim win moved',
      'claim win replayed',
      'house batch',
      'house batch refused',
      'round moved',
      'round moved won',
      'round refused',
      'round unclaimed',
      'together',
    ])
      expect(seen, path).toContain(path);
  });
});
