import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/reply';
import { createTestApp, engineName, type TestContext } from '../../test/app';
import { houseAccountId, memberAccountId } from './accounts';
import { makeMember } from './test-support';
import { postPending, type TransferInput, type TransferResult, transfer, voidPending } from './transfers';
import { verifyLedger } from './verify';

/**
 * Random sequences of deposits, stakes, wins, withdrawals (held, then paid or rejected), retries with
 * the same key and concurrent batches. After each sequence the invariants hold and every member
 * balance equals a model that applies exactly the movements the ledger said it made.
 */
type Op =
  | { t: 'deposit'; m: number; amount: number }
  | { t: 'stake'; m: number; amount: number }
  | { t: 'win'; m: number; amount: number }
  | { t: 'withdraw'; m: number; amount: number; settle: 'post' | 'void' | 'keep' }
  | { t: 'retry' }
  | { t: 'batch'; ops: { t: 'stake' | 'deposit'; m: number; amount: number }[] };

const MEMBERS = 3;
const amount = fc.integer({ min: 1, max: 5_000 });
const member = fc.integer({ min: 0, max: MEMBERS - 1 });
const simple = fc.oneof(
  fc.record({ t: fc.constant('deposit' as const), m: member, amount }),
  fc.record({ t: fc.constant('stake' as const), m: member, amount }),
  fc.record({ t: fc.constant('win' as const), m: member, amount }),
);
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: simple },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('withdraw' as const),
      m: member,
      amount,
      settle: fc.constantFrom('post' as const, 'void' as const, 'keep' as const),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ t: 'retry' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({
      t: fc.constant('batch' as const),
      ops: fc.array(fc.record({ t: fc.constantFrom('stake' as const, 'deposit' as const), m: member, amount }), {
        minLength: 2,
        maxLength: 12,
      }),
    }),
  },
);

describe(`ledger properties (${engineName()})`, () => {
  let t: TestContext;
  let wallets: number[];
  let house: { cash: number; games: number; withdrawals: number };
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    wallets = [];
    for (let i = 0; i < MEMBERS; i++) wallets.push(await memberAccountId(t.handle.db, await makeMember(t)));
    house = {
      cash: await houseAccountId(t.handle.db, 'cash'),
      games: await houseAccountId(t.handle.db, 'games'),
      withdrawals: await houseAccountId(t.handle.db, 'withdrawals'),
    };
  });
  afterAll(async () => t.close());

  it('keeps every invariant and matches the model', { timeout: 120_000 }, async () => {
    // The database carries across runs; each run starts its model from what the database holds (which
    // the run before checked), so a failed run cannot make the runs fast-check shrinks it to fail too.
    const model = { balance: new Array(MEMBERS).fill(0), held: new Array(MEMBERS).fill(0) };
    let run = 0;
    const db = () => t.handle.db;
    type Simple = { t: 'deposit' | 'stake' | 'win'; m: number; amount: number };

    const attempt = async (p: Promise<TransferResult>): Promise<TransferResult | 'refused'> => {
      try {
        return await p;
      } catch (e) {
        if (e instanceof AppError && e.def.code === 3001) return 'refused';
        throw e;
      }
    };

    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        run += 1;
        let n = 0;
        // The last simple movement and the model's (sequential) verdict on it: movable or refused.
        let last: { input: TransferInput; op: Simple; refused: boolean } | undefined;
        const start = await db().selectFrom('ledger_account').select(['id', 'balance', 'pending_out']).where('id', 'in', wallets).execute();
        wallets.forEach((w, i) => {
          const row = start.find((r) => r.id === w)!;
          model.balance[i] = row.balance;
          model.held[i] = row.pending_out;
        });
        const inputFor = (o: Simple): TransferInput => {
          const k = `r${run}-${n++}`;
          const w = wallets[o.m];
          if (o.t === 'deposit') return { key: k, kind: 'deposit', currency: 'THB', debit: house.cash, credit: w, amount: o.amount };
          if (o.t === 'win') return { key: k, kind: 'game_win', currency: 'THB', debit: house.games, credit: w, amount: o.amount };
          return { key: k, kind: 'game_bet', currency: 'THB', debit: w, credit: house.games, amount: o.amount };
        };
        const applyToModel = (o: Simple) => {
          model.balance[o.m] += o.t === 'stake' ? -o.amount : o.amount;
        };

        for (const o of ops) {
          if (o.t === 'deposit' || o.t === 'win' || o.t === 'stake') {
            const available = model.balance[o.m] - model.held[o.m];
            const input = inputFor(o);
            const r = await attempt(transfer(db(), input));
            // Sequential moves are predictable: a stake beyond what is available is refused.
            expect(r === 'refused').toBe(o.t === 'stake' && o.amount > available);
            if (r !== 'refused') applyToModel(o);
            last = { input, op: o, refused: r === 'refused' };
          } else if (o.t === 'withdraw') {
            const available = model.balance[o.m] - model.held[o.m];
            const input: TransferInput = {
              key: `r${run}-${n++}`,
              kind: 'withdrawal',
              currency: 'THB',
              debit: wallets[o.m],
              credit: house.withdrawals,
              amount: o.amount,
              pending: true,
            };
            const r = await attempt(transfer(db(), input));
            expect(r === 'refused').toBe(o.amount > available);
            if (r === 'refused') continue;
            model.held[o.m] += o.amount;
            const row = await db()
              .selectFrom('ledger_account')
              .select(['pending_out'])
              .where('id', '=', wallets[o.m])
              .executeTakeFirstOrThrow();
            expect(row.pending_out).toBe(model.held[o.m]);
            if (o.settle !== 'void') {
              // 'keep' is paid too, after a retry of the hold that must not hold twice.
              if (o.settle === 'keep') expect((await transfer(db(), input)).replayed).toBe(true);
              await postPending(db(), r.id);
              model.balance[o.m] -= o.amount;
            } else {
              await voidPending(db(), r.id);
            }
            model.held[o.m] -= o.amount;
          } else if (o.t === 'retry') {
            if (!last) continue;
            const again = await attempt(transfer(db(), last.input));
            if (!last.refused) {
              // A retry of a movement that happened answers the first result and moves nothing.
              expect(again !== 'refused' && again.replayed).toBe(true);
            } else {
              // A refused movement left no trace, so its retry is a new attempt: refused again unless
              // the member can afford it now (a batch in between may have paid money in).
              const available = model.balance[last.op.m] - model.held[last.op.m];
              expect(again === 'refused').toBe(last.op.amount > available);
              if (again !== 'refused') {
                expect(again.replayed).toBe(false);
                applyToModel(last.op);
                last.refused = false;
              } else {
                const found = await db()
                  .selectFrom('ledger_transfer')
                  .select('id')
                  .where('idempotency_key', '=', last.input.key)
                  .executeTakeFirst();
                expect(found).toBeUndefined();
              }
            }
          } else {
            const inputs = o.ops.map(inputFor);
            const results = await Promise.all(inputs.map((i) => attempt(transfer(db(), i))));
            results.forEach((r, i) => {
              if (r !== 'refused') applyToModel(o.ops[i]);
            });
            // The whole batch retried at once with the same keys: nothing more moves.
            const done = inputs.filter((_, i) => results[i] !== 'refused');
            const replays = await Promise.all(done.map((i) => transfer(db(), i)));
            for (const x of replays) expect(x.replayed).toBe(true);
          }
        }

        const rows = await db().selectFrom('ledger_account').select(['id', 'balance', 'pending_out']).where('id', 'in', wallets).execute();
        for (let i = 0; i < MEMBERS; i++) {
          const row = rows.find((r) => r.id === wallets[i])!;
          expect(row.balance).toBe(model.balance[i]);
          expect(row.pending_out).toBe(model.held[i]);
          expect(row.balance).toBeGreaterThanOrEqual(0);
        }
        expect(await verifyLedger(db())).toEqual([]);
      }),
      { numRuns: Number(process.env.LEDGER_RUNS ?? 40) },
    );
  });
});
