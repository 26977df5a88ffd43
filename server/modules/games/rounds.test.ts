import { randomUUID } from 'node:crypto';
import { Errors } from '@contract/errors';
import type { HousePlayData } from '@contract/games';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/reply';
import {
  availableOf,
  createTestApp,
  engineName,
  expectLedgerSound,
  expectOk,
  fundedMember,
  launch,
  moneyCounts,
  post,
  type TestContext,
  turnoverOf,
} from '../../test';
import { transfer } from '../ledger';
import { HouseGameAccounts } from './house-accounts';
import { type RoundRequest, type RoundSteps, settleRounds } from './rounds';
import { GameWallet } from './wallet';

/**
 * Rounds of several members settled in one statement (rounds.ts): each round gets its own answer,
 * a refused round moves nothing and holds back no other, and the ledger stays exact.
 */
describe(`rounds settled together (${engineName()})`, () => {
  let t: TestContext;
  let accounts: HouseGameAccounts;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    accounts = new HouseGameAccounts(t.handle.db, 16);
    await accounts.prepare(['house']);
  });
  afterAll(async () => {
    await expectLedgerSound(t);
    await t.close();
  });

  // Steps of a caller that gates on `x.stale` and records nothing of its own, to test the wallet's part.
  const steps: RoundSteps = {
    name: 'test_rounds',
    gate: { ctes: sql`t_gate as (select i from gw_in where not coalesce((x->>'stale')::boolean, false))`, ok: sql`t_gate` },
    claim: { ctes: (funded) => sql`t_claim as (select i from ${funded})`, ok: sql`t_claim` },
    after: {
      steps: (moved) => sql`t_after as (select i, available from ${moved})`,
      answer: sql`t_after`,
      columns: sql`a.available as recorded`,
    },
  };

  const round = (m: { id: number; wallet: number }, stake: number, win: number, extra: Record<string, unknown> = {}): RoundRequest => {
    const txnId = `${m.id}:${randomUUID()}`;
    return {
      provider: 'house',
      txnId,
      winTxnId: `${txnId}:win`,
      roundId: txnId,
      memberId: m.id,
      accountId: m.wallet,
      gameId: 'siam-treasure',
      product: 'slot',
      stake,
      win,
      reference: 'ทดสอบ',
      extra,
    };
  };

  /** Every account's transfers, in id order, each carry the balance the one before left plus its own amount. */
  async function expectBalanceChains(accountIds: number[]) {
    for (const id of accountIds) {
      const rows = await t.handle.db
        .selectFrom('ledger_transfer')
        .select(['id', 'debit_account_id', 'credit_account_id', 'amount', 'debit_balance_after', 'credit_balance_after'])
        .where('status', '=', 'posted')
        .where((eb) => eb.or([eb('debit_account_id', '=', id), eb('credit_account_id', '=', id)]))
        .orderBy('id')
        .execute();
      const { balance } = await t.handle.db.selectFrom('ledger_account').select('balance').where('id', '=', id).executeTakeFirstOrThrow();
      let before = balance - rows.reduce((s, r) => s + (r.credit_account_id === id ? r.amount : -r.amount), 0);
      for (const r of rows) {
        const after = r.credit_account_id === id ? r.credit_balance_after : r.debit_balance_after;
        expect(after, `account ${id}, transfer ${r.id}`).toBe(before + (r.credit_account_id === id ? r.amount : -r.amount));
        before = after as number;
      }
    }
  }

  it('answers each round of one statement on its own: played, repeat, stale, refused for funds or self-exclusion', async () => {
    const [a, b, poor, excluded, stale, again] = await Promise.all([
      fundedMember(t, 100),
      fundedMember(t, 100),
      fundedMember(t, 1),
      fundedMember(t, 100),
      fundedMember(t, 100),
      fundedMember(t, 100),
    ]);
    await t.handle.db
      .insertInto('self_exclusion')
      .values({ member_id: excluded.id, until: new Date(Date.now() + 3_600_000), period: '1d' })
      .execute();
    const house = await accounts.shardAccount(t.handle.db, 'house', 3);
    const played = round(again, 500, 0);
    expect((await settleRounds(t.handle.db, [played], steps, house))[0]).toMatchObject({ status: 'played', balance: 9_500 });
    const counts = await moneyCounts(t);
    const houseBefore = await availableOf(t, house);

    const results = await settleRounds(
      t.handle.db,
      [
        round(a, 2_000, 0),
        round(b, 1_000, 5_000),
        round(poor, 500, 0),
        round(excluded, 500, 0),
        round(stale, 500, 0, { stale: true }),
        played,
      ],
      steps,
      house,
    );
    expect(results[0]).toEqual({ status: 'played', balance: 8_000, after: { recorded: 8_000 } });
    expect(results[1]).toEqual({ status: 'played', balance: 14_000, after: { recorded: 14_000 } });
    expect(results[2]).toBeInstanceOf(AppError);
    expect((results[2] as AppError).def.code).toBe(Errors.INSUFFICIENT_FUNDS.code);
    expect((results[2] as AppError).data).toEqual({ balance: 1 });
    expect((results[3] as AppError).def.code).toBe(Errors.SELF_EXCLUDED.code);
    expect(results[4]).toEqual({ status: 'stale' });
    expect(results[5]).toEqual({ status: 'repeat' });

    // Only a's bet and b's bet and win: 3 transfers, 3 game_txn rows; the house got the net.
    expect(await moneyCounts(t)).toEqual({ ...counts, transfers: counts.transfers + 3, txns: counts.txns + 3 });
    expect(await availableOf(t, house)).toBe(houseBefore + 2_000 + 1_000 - 5_000);
    for (const m of [poor, excluded, stale]) expect(await availableOf(t, m.wallet)).toBe(m === poor ? 100 : 10_000);
    expect(await turnoverOf(t, a.id, 'slot')).toEqual({ stake: 2_000, payout: 0, count: 1 });
    expect(await turnoverOf(t, b.id, 'slot')).toEqual({ stake: 1_000, payout: 5_000, count: 1 });
    expect(await turnoverOf(t, poor.id, 'slot')).toBeUndefined();
    await expectBalanceChains([house, a.wallet, b.wallet]);
  });

  it('refuses two rounds of one member in one statement, moving nothing', async () => {
    const m = await fundedMember(t, 100);
    const counts = await moneyCounts(t);
    const house = await accounts.shardAccount(t.handle.db, 'house', 0);
    await expect(settleRounds(t.handle.db, [round(m, 100, 0), round(m, 100, 0)], steps, house)).rejects.toThrow(RangeError);
    expect(await moneyCounts(t)).toEqual(counts);
  });

  it('settles rounds that arrive together in one statement, and when that statement fails, each on its own', async () => {
    // The rounds' statements this wallet sends, by how many rounds each carries (its jsonb list).
    const statements: number[] = [];
    const count = (node: unknown): void => {
      if (!node || typeof node !== 'object') return;
      const n = node as { kind?: string; value?: unknown };
      if (n.kind === 'ValueNode' && typeof n.value === 'string' && n.value.startsWith('[{"i":0,'))
        statements.push(JSON.parse(n.value).length);
      else for (const v of Object.values(node)) count(v);
    };
    const db = t.handle.db.withPlugin({
      transformQuery: ({ node }) => {
        count(node);
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const wallet = new GameWallet(db, accounts, { ...t.config.games, ...t.config.batch });
    const members = await Promise.all(Array.from({ length: 5 }, () => fundedMember(t, 100)));
    const reqs = members.map((m) => round(m, 1_000, 0));
    // The last round's bet key is already in the ledger: a statement carrying it fails on the unique key.
    await transfer(t.handle.db, {
      key: `gbet:house:${reqs[4].txnId}`,
      kind: 'adjustment',
      currency: 'THB',
      debit: members[4].wallet,
      credit: await accounts.shardAccount(t.handle.db, 'house', 0),
      amount: 1,
    });
    // Asked in the same turn of the event loop: they go out together.
    const results = await Promise.all(reqs.map((r) => wallet.settleRound(r, steps).catch((e: unknown) => e)));
    expect(statements).toEqual([5, 1, 1, 1, 1, 1]);
    for (let k = 0; k < 4; k++) expect(results[k]).toMatchObject({ status: 'played', balance: 9_000 });
    expect(results[4]).toBeInstanceOf(Error);
    expect(await availableOf(t, members[4].wallet)).toBe(9_999);
  });

  it("runs a member's next round only after the statement carrying the last one has ended", async () => {
    // When each rounds' statement starts (with its rounds' members) and ends, in order.
    const events: string[] = [];
    const roundsOf = (node: unknown): { member_id: number }[] | undefined => {
      if (!node || typeof node !== 'object') return undefined;
      const n = node as { kind?: string; value?: unknown };
      if (n.kind === 'ValueNode' && typeof n.value === 'string' && n.value.startsWith('[{"i":0,')) return JSON.parse(n.value);
      for (const v of Object.values(node)) {
        const found = roundsOf(v);
        if (found) return found;
      }
      return undefined;
    };
    const db = t.handle.db.withPlugin({
      transformQuery: ({ node }) => {
        const list = roundsOf(node);
        if (list) events.push(`start ${list.map((r) => r.member_id).join(',')}`);
        return node;
      },
      transformResult: async ({ result }) => {
        if (result.rows.some((r) => 'gate_ok' in r)) events.push('end');
        return result;
      },
    });
    // Four statements may run at once: only the member rule holds the second round back.
    const wallet = new GameWallet(db, accounts, { roundStatements: 4, queueMax: 100 });
    const [m, other] = await Promise.all([fundedMember(t, 100), fundedMember(t, 100)]);
    const results = await Promise.all(
      [round(m, 1_000, 0), round(other, 1_000, 0), round(m, 2_000, 500)].map((r) => wallet.settleRound(r, steps)),
    );
    expect(events).toEqual([`start ${m.id},${other.id}`, 'end', `start ${m.id}`, 'end']);
    expect(results.map((r) => r.status)).toEqual(['played', 'played', 'played']);
    expect(await availableOf(t, m.wallet)).toBe(10_000 - 1_000 - 2_000 + 500);
  });

  it('refuses rounds beyond the queue bound at once with SERVER_BUSY, moving nothing for them', async () => {
    const members = await Promise.all(Array.from({ length: 5 }, () => fundedMember(t, 100)));
    const counts = await moneyCounts(t);
    // One statement at a time, two rounds may wait: of five asked at once, three wait and two are refused.
    const wallet = new GameWallet(t.handle.db, accounts, { roundStatements: 1, queueMax: 3 });
    const out = await Promise.allSettled(members.map((m) => wallet.settleRound(round(m, 1_000, 0), steps)));
    expect(out.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'rejected']);
    for (const o of out.slice(3)) expect((o as PromiseRejectedResult).reason).toMatchObject({ def: Errors.SERVER_BUSY });
    expect(await moneyCounts(t)).toEqual({ ...counts, transfers: counts.transfers + 3, txns: counts.txns + 3 });
    for (const [k, m] of members.entries()) expect(await availableOf(t, m.wallet)).toBe(k < 3 ? 9_000 : 10_000);
  });

  it('keeps every member and the house exact when many members spin at once through the API', async () => {
    const players = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const m = await fundedMember(t, 200);
        return { ...m, launch: (await launch(t, m.token, m.wallet, 'siam-treasure')).token };
      }),
    );
    const rounds = await Promise.all(
      players.map(async (p) => {
        const mine: HousePlayData[] = [];
        for (let k = 0; k < 6; k++) {
          const res = await post(t, '/api/games/house/play', {
            token: p.launch,
            game_id: 'siam-treasure',
            input: { bet: 300 },
            request_id: `req-${randomUUID()}`,
          });
          mine.push(expectOk<HousePlayData>(res));
        }
        return mine;
      }),
    );
    for (const [k, p] of players.entries()) {
      const mine = rounds[k];
      expect(mine.map((r) => r.nonce)).toEqual([0, 1, 2, 3, 4, 5]);
      const won = mine.reduce((s, r) => s + Math.round(r.win * 100), 0);
      expect(await availableOf(t, p.wallet)).toBe(20_000 - 6 * 300 + won);
      expect(Math.round(mine[5].balance * 100)).toBe(20_000 - 6 * 300 + won);
      expect(await turnoverOf(t, p.id, 'slot')).toMatchObject({ stake: 1_800, payout: won, count: 6 });
    }
    const houses = await t.handle.db.selectFrom('ledger_account').select('id').where('code', 'like', 'house:games:house:%').execute();
    await expectBalanceChains([...houses.map((h) => h.id), ...players.map((p) => p.wallet)]);
  });
});
