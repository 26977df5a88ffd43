import { randomUUID } from 'node:crypto';
import { Errors } from '@contract/errors';
import { bangkokToday } from '@contract/fields';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedHeaders } from '../../payments/signing';
import {
  availableOf,
  createTestApp,
  deposit,
  engineName,
  errorOf,
  expectLedgerSound,
  expectOk,
  fundedMember,
  launch,
  moneyCounts,
  SANDBOX_SECRET,
  type TestContext,
  turnoverOf,
  walletCall,
} from '../../test';
import { hashToken } from './sessions';

/**
 * The seamless wallet over signed HTTP, as the sandbox (or any external aggregator) calls it:
 * duplicates, out-of-order and concurrent callbacks must leave the ledger exact.
 */
describe(`seamless wallet over HTTP (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
  });
  afterAll(async () => {
    await expectLedgerSound(t);
    await t.close();
  });

  /** A member with `baht` in the main wallet, playing a sandbox game. */
  async function player(baht = 100, game = 'sbx-coin-toss') {
    const m = await fundedMember(t, baht);
    const { token } = await launch(t, m.token, m.wallet, game, 'sandbox');
    return { ...m, launch: token, game };
  }
  const id = (p: string) => `${p}-${randomUUID()}`;
  const bet = (p: { launch: string; game: string }, txn: string, amount: number, over: Record<string, unknown> = {}) =>
    walletCall(t, 'bet', { token: p.launch, txn_id: txn, round_id: `r-${txn}`, game_id: p.game, amount, ...over });
  const win = (p: { launch: string }, txn: string, betTxn: string, amount: number) =>
    walletCall(t, 'win', { token: p.launch, txn_id: txn, bet_txn_id: betTxn, amount });
  const rollback = (p: { launch: string }, txn: string, ref: string) =>
    walletCall(t, 'rollback', { token: p.launch, txn_id: txn, ref_txn_id: ref });

  describe('balance', () => {
    it('answers the available balance behind a launch token', async () => {
      const p = await player(123.45);
      expect(expectOk(await walletCall(t, 'balance', { token: p.launch }))).toEqual({ balance: 123.45, currency: 'THB' });
    });

    it("refuses unknown tokens, demo tokens and another provider's tokens", async () => {
      const p = await player(10);
      const house = await launch(t, p.token, p.wallet, 'baccarat', 'house');
      for (const token of [`gl_${'A'.repeat(43)}`, `gd_${'A'.repeat(43)}`, house.token]) {
        expect(errorOf(await walletCall(t, 'balance', { token })).error).toBe(Errors.GAME_TOKEN_INVALID.code);
      }
      expect((await walletCall(t, 'balance', { token: 'short' })).statusCode).toBe(422);
    });
  });

  describe('bet', () => {
    it('debits once, records turnover for the game product and answers the balance after', async () => {
      const p = await player(100);
      const txn = id('b');
      const first = expectOk(await bet(p, txn, 12.5));
      expect(first).toEqual({ balance: 87.5, currency: 'THB', txn_id: txn, amount: 12.5, replayed: false });
      const t1 = await t.handle.db
        .selectFrom('ledger_transfer')
        .selectAll()
        .where('idempotency_key', '=', `gbet:sandbox:${txn}`)
        .executeTakeFirstOrThrow();
      expect(t1).toMatchObject({ kind: 'game_bet', amount: 1_250, debit_account_id: p.wallet, reference: 'หัวก้อยทันใจ' });
      expect(await turnoverOf(t, p.id, 'casino')).toEqual({ stake: 1_250, payout: 0, count: 1 });
      // A repeat: the first result, the balance now, nothing moved.
      await deposit(t, p.wallet, 500);
      const again = expectOk(await bet(p, txn, 12.5));
      expect(again).toEqual({ balance: 92.5, currency: 'THB', txn_id: txn, amount: 12.5, replayed: true });
      expect(await availableOf(t, p.wallet)).toBe(9_250);
      expect(await turnoverOf(t, p.id, 'casino')).toEqual({ stake: 1_250, payout: 0, count: 1 });
    });

    it('counts sport turnover for the sport game', async () => {
      const p = await player(100, 'sbx-virtual-football');
      expectOk(await bet(p, id('b'), 20));
      expect(await turnoverOf(t, p.id, 'sport')).toEqual({ stake: 2_000, payout: 0, count: 1 });
    });

    it('refuses the same id with other terms, and moves nothing', async () => {
      const p = await player(100);
      const txn = id('b');
      expectOk(await bet(p, txn, 10));
      const before = await moneyCounts(t);
      const res = errorOf(await bet(p, txn, 11));
      expect(res.error).toBe(Errors.GAME_TXN_CONFLICT.code);
      expect(res.data).toEqual({ balance: 90 });
      expect(await moneyCounts(t)).toEqual(before);
    });

    it('refuses insufficient funds with the current balance and records nothing; the same id may then succeed', async () => {
      const p = await player(5);
      const txn = id('b');
      const before = await moneyCounts(t);
      const res = errorOf(await bet(p, txn, 5.01));
      expect(res).toMatchObject({ status: 200, error: Errors.INSUFFICIENT_FUNDS.code, data: { balance: 5 } });
      expect(await moneyCounts(t)).toEqual(before);
      await deposit(t, p.wallet, 100);
      expect(expectOk(await bet(p, txn, 5.01))).toMatchObject({ balance: 0.99, replayed: false });
    });

    it('refuses a bet on an expired token, a suspended or self-excluded member, or another game', async () => {
      const p = await player(100);
      const before = await moneyCounts(t);
      expect(errorOf(await bet(p, id('b'), 1, { game_id: 'sbx-dragon-tiger' })).error).toBe(Errors.GAME_NOT_FOUND.code);
      await t.handle.db
        .insertInto('self_exclusion')
        .values({ member_id: p.id, until: new Date(Date.now() + 3_600_000), period: '1d' })
        .execute();
      expect(errorOf(await bet(p, id('b'), 1)).error).toBe(Errors.SELF_EXCLUDED.code);
      await t.handle.db.deleteFrom('self_exclusion').where('member_id', '=', p.id).execute();
      await t.handle.db.updateTable('member').set({ status: 'suspended' }).where('id', '=', p.id).execute();
      expect(errorOf(await bet(p, id('b'), 1)).error).toBe(Errors.MEMBER_SUSPENDED.code);
      await t.handle.db.updateTable('member').set({ status: 'active' }).where('id', '=', p.id).execute();
      await t.handle.db
        .updateTable('game_session')
        .set({ expires_at: new Date(Date.now() - 1_000) })
        .where('token_hash', '=', hashToken(p.launch))
        .execute();
      expect(errorOf(await bet(p, id('b'), 1)).error).toBe(Errors.GAME_TOKEN_EXPIRED.code);
      expect(await moneyCounts(t)).toEqual(before);
      expect(await availableOf(t, p.wallet)).toBe(10_000);
    });

    it('validates amounts and ids (422, nothing moved)', async () => {
      const p = await player(100);
      const before = await moneyCounts(t);
      for (const amount of [0, -1, 1.005, 10_000_001, '10', null, Number.NaN]) {
        expect((await bet(p, id('b'), amount as number)).statusCode, String(amount)).toBe(422);
      }
      for (const txn of ['', 'a b', 'x'.repeat(101), 'ทดสอบ']) expect((await bet(p, txn, 1)).statusCode, txn).toBe(422);
      expect((await walletCall(t, 'bet', { token: p.launch, txn_id: id('b'), game_id: p.game, amount: 1 })).statusCode).toBe(422);
      expect(await moneyCounts(t)).toEqual(before);
    });
  });

  describe('win', () => {
    it('credits against its bet once and records the payout', async () => {
      const p = await player(100);
      const b = id('b');
      const w = id('w');
      expectOk(await bet(p, b, 10));
      expect(expectOk(await win(p, w, b, 19.5))).toEqual({ balance: 109.5, currency: 'THB', txn_id: w, amount: 19.5, replayed: false });
      expect(expectOk(await win(p, w, b, 19.5))).toMatchObject({ balance: 109.5, replayed: true, amount: 19.5 });
      expect(errorOf(await win(p, w, b, 20)).error).toBe(Errors.GAME_TXN_CONFLICT.code);
      expect(await turnoverOf(t, p.id, 'casino')).toEqual({ stake: 1_000, payout: 1_950, count: 1 });
      const row = await t.handle.db
        .selectFrom('ledger_transfer')
        .selectAll()
        .where('idempotency_key', '=', `gwin:sandbox:${w}`)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ kind: 'game_win', amount: 1_950, credit_account_id: p.wallet });
      expect(row.metadata).toEqual({ provider: 'sandbox', game_id: p.game, round_id: `r-${b}`, txn_id: w, bet_txn_id: b });
      // A second win of the same round (another id) is taken too: some games pay in parts.
      expect(expectOk(await win(p, id('w'), b, 0.5))).toMatchObject({ balance: 110 });
    });

    it('refuses a win before its bet as retryable and keeps nothing; after the bet it is credited', async () => {
      const p = await player(100);
      const b = id('b');
      const w = id('w');
      const before = await moneyCounts(t);
      const early = errorOf(await win(p, w, b, 30));
      expect(early).toMatchObject({ status: 200, error: Errors.GAME_BET_NOT_FOUND.code, data: { balance: 100, retryable: true } });
      expect(await moneyCounts(t)).toEqual(before);
      expectOk(await bet(p, b, 10));
      expect(expectOk(await win(p, w, b, 30))).toMatchObject({ balance: 120, replayed: false });
    });

    it('a zero win closes the round: nothing moves and the bet can no longer be rolled back', async () => {
      const p = await player(100);
      const b = id('b');
      expectOk(await bet(p, b, 10));
      const transfers = (await moneyCounts(t)).transfers;
      expect(expectOk(await win(p, id('w'), b, 0))).toMatchObject({ balance: 90, amount: 0 });
      expect((await moneyCounts(t)).transfers).toBe(transfers);
      expect(errorOf(await rollback(p, id('c'), b))).toMatchObject({ error: Errors.GAME_ROUND_SETTLED.code, data: { balance: 90 } });
    });

    it("refuses a win naming another member's bet", async () => {
      const a = await player(100);
      const b = await player(100);
      const betId = id('b');
      expectOk(await bet(a, betId, 10));
      expect(errorOf(await win(b, id('w'), betId, 50)).error).toBe(Errors.GAME_TXN_CONFLICT.code);
      expect(errorOf(await rollback(b, id('c'), betId)).error).toBe(Errors.GAME_TXN_CONFLICT.code);
      expect([await availableOf(t, a.wallet), await availableOf(t, b.wallet)]).toEqual([9_000, 10_000]);
    });

    it("counts a late win's payout on its bet's Bangkok day", async () => {
      const p = await player(100);
      const b = id('b');
      expectOk(await bet(p, b, 10));
      // The bet was placed two days ago (its turnover moved with it); the win arrives today.
      const then = new Date(Date.now() - 2 * 86_400_000);
      const day = bangkokToday(then);
      await sql`update game_txn set created_at = ${then} where provider_id = 'sandbox' and txn_id = ${b}`.execute(t.handle.db);
      await t.handle.db.updateTable('turnover').set({ day }).where('member_id', '=', p.id).execute();
      expectOk(await win(p, id('w'), b, 7));
      const rows = await t.handle.db.selectFrom('turnover').select(['day', 'stake', 'payout']).where('member_id', '=', p.id).execute();
      expect(rows).toEqual([{ day, stake: 1_000, payout: 700 }]);
    });

    it("credits a win to its bet's own wallet when the member's token names another of their wallets", async () => {
      const p = await player(100);
      const bonus = await t.handle.db
        .insertInto('ledger_account')
        .values({ agent_id: 1, member_id: p.id, currency: 'THB', wallet_type_id: 2, name: 'กระเป๋าโบนัส' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const other = await launch(t, p.token, bonus.id, p.game, 'sandbox');
      const b = id('b');
      const w = id('w');
      expectOk(await bet(p, b, 10));
      expect(expectOk(await win({ launch: other.token }, w, b, 25))).toEqual({
        balance: 115,
        currency: 'THB',
        txn_id: w,
        amount: 25,
        replayed: false,
      });
      expect(expectOk(await win({ launch: other.token }, w, b, 25))).toMatchObject({ balance: 115, replayed: true });
      expect([await availableOf(t, p.wallet), await availableOf(t, bonus.id)]).toEqual([11_500, 0]);
      const row = await t.handle.db
        .selectFrom('ledger_transfer')
        .selectAll()
        .where('idempotency_key', '=', `gwin:sandbox:${w}`)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ kind: 'game_win', amount: 2_500, credit_account_id: p.wallet });
      expect(row.metadata).toEqual({ provider: 'sandbox', game_id: p.game, round_id: `r-${b}`, txn_id: w, bet_txn_id: b });
      expect(await turnoverOf(t, p.id, 'casino')).toEqual({ stake: 1_000, payout: 2_500, count: 1 });
    });

    it('settles after the launch token expired (a round must be able to finish)', async () => {
      const p = await player(100);
      const b = id('b');
      expectOk(await bet(p, b, 10));
      await t.handle.db
        .updateTable('game_session')
        .set({ expires_at: new Date(Date.now() - 1_000) })
        .where('token_hash', '=', hashToken(p.launch))
        .execute();
      expect(expectOk(await win(p, id('w'), b, 25))).toMatchObject({ balance: 115 });
    });
  });

  describe('rollback', () => {
    it('refunds an open bet once, takes it off turnover, and answers a repeat with the first result', async () => {
      const p = await player(100);
      const b = id('b');
      const c = id('c');
      expectOk(await bet(p, b, 40));
      expect(expectOk(await rollback(p, c, b))).toEqual({ balance: 100, currency: 'THB', txn_id: c, amount: 40, replayed: false });
      expect(expectOk(await rollback(p, c, b))).toMatchObject({ balance: 100, amount: 40, replayed: true });
      // Another rollback of the same bet (another id) refunds nothing more.
      expect(expectOk(await rollback(p, id('c'), b))).toMatchObject({ balance: 100, amount: 0, replayed: false });
      expect(await turnoverOf(t, p.id, 'casino')).toMatchObject({ stake: 0, payout: 0 });
      const refund = await t.handle.db
        .selectFrom('ledger_transfer')
        .selectAll()
        .where('idempotency_key', '=', `grbk:sandbox:${c}`)
        .executeTakeFirstOrThrow();
      expect(refund).toMatchObject({ kind: 'game_rollback', amount: 4_000, credit_account_id: p.wallet });
      // The bet is cancelled: its repeat and any win on it are refused.
      expect(errorOf(await bet(p, b, 40)).error).toBe(Errors.GAME_BET_ROLLED_BACK.code);
      expect(errorOf(await win(p, id('w'), b, 80)).error).toBe(Errors.GAME_BET_ROLLED_BACK.code);
      expect(await availableOf(t, p.wallet)).toBe(10_000);
    });

    it('refuses a rollback after a win: the round was paid', async () => {
      const p = await player(100);
      const b = id('b');
      expectOk(await bet(p, b, 10));
      expectOk(await win(p, id('w'), b, 20));
      const before = await moneyCounts(t);
      const res = errorOf(await rollback(p, id('c'), b));
      expect(res).toMatchObject({ error: Errors.GAME_ROUND_SETTLED.code, data: { balance: 110 } });
      expect(await moneyCounts(t)).toEqual(before);
    });

    it('leaves a tombstone for an unknown bet, so the late bet is refused and nothing moves', async () => {
      const p = await player(100);
      const b = id('b');
      const c = id('c');
      expect(expectOk(await rollback(p, c, b))).toMatchObject({ balance: 100, amount: 0, replayed: false });
      const tomb = await t.handle.db.selectFrom('game_txn').selectAll().where('txn_id', '=', b).executeTakeFirstOrThrow();
      expect(tomb).toMatchObject({ op: 'bet', status: 'tombstone', amount: 0 });
      const before = await moneyCounts(t);
      const late = errorOf(await bet(p, b, 10));
      expect(late).toMatchObject({ error: Errors.GAME_BET_ROLLED_BACK.code, data: { balance: 100 } });
      expect(await moneyCounts(t)).toEqual(before);
      // The tombstone's rollback repeated, and a second rollback of it, still move nothing.
      expect(expectOk(await rollback(p, c, b))).toMatchObject({ replayed: true, amount: 0 });
      expect(expectOk(await rollback(p, id('c'), b))).toMatchObject({ amount: 0 });
      expect(errorOf(await win(p, id('w'), b, 10)).error).toBe(Errors.GAME_BET_ROLLED_BACK.code);
      expect(await availableOf(t, p.wallet)).toBe(10_000);
    });
  });

  describe('concurrent deliveries', () => {
    it('the same bet delivered many times at once debits once', async () => {
      const p = await player(100);
      const b = id('b');
      const answers = await Promise.all(Array.from({ length: 8 }, () => bet(p, b, 10)));
      const bodies = answers.map((r) => expectOk<{ replayed: boolean; balance: number }>(r));
      expect(bodies.filter((x) => !x.replayed)).toHaveLength(1);
      expect(bodies.every((x) => x.balance === 90)).toBe(true);
      expect(await availableOf(t, p.wallet)).toBe(9_000);
      expect(await turnoverOf(t, p.id, 'casino')).toEqual({ stake: 1_000, payout: 0, count: 1 });
    });

    it('a win and a rollback of the same bet at once: exactly one of them takes effect', async () => {
      for (let i = 0; i < 4; i++) {
        const p = await player(100);
        const b = id('b');
        expectOk(await bet(p, b, 10));
        const [w, c] = await Promise.all([win(p, id('w'), b, 30), rollback(p, id('c'), b)]);
        const won = w.json().error === 0;
        const refunded = c.json().error === 0;
        expect(won !== refunded, `win ${w.body} rollback ${c.body}`).toBe(true);
        expect(await availableOf(t, p.wallet)).toBe(won ? 12_000 : 10_000);
        if (won) expect(c.json().error).toBe(Errors.GAME_ROUND_SETTLED.code);
        else expect(w.json().error).toBe(Errors.GAME_BET_ROLLED_BACK.code);
      }
    });

    it('a rollback of an unknown bet racing the bet itself leaves the member where they started', async () => {
      for (let i = 0; i < 4; i++) {
        const p = await player(100);
        const b = id('b');
        const [x, y] = await Promise.all([bet(p, b, 10), rollback(p, id('c'), b)]);
        expect(y.json().error, y.body).toBe(0);
        // Either the bet landed and was refunded, or the tombstone came first and the bet was refused.
        expect([0, Errors.GAME_BET_ROLLED_BACK.code]).toContain(x.json().error);
        expect(await availableOf(t, p.wallet)).toBe(10_000);
      }
    });

    it('many rounds of one member in parallel keep the balance exact', async () => {
      const p = await player(1_000);
      const rounds = Array.from({ length: 20 }, (_, i) => ({ b: id('b'), w: id('w'), stake: 10 + i, pay: i % 3 === 0 ? 2 * (10 + i) : 0 }));
      await Promise.all(
        rounds.map(async (r) => {
          expectOk(await bet(p, r.b, r.stake));
          expectOk(await win(p, r.w, r.b, r.pay));
        }),
      );
      const expected = 100_000 + rounds.reduce((s, r) => s + (r.pay - r.stake) * 100, 0);
      expect(await availableOf(t, p.wallet)).toBe(expected);
      const turnover = await turnoverOf(t, p.id, 'casino');
      expect(turnover).toEqual({
        stake: rounds.reduce((s, r) => s + r.stake * 100, 0),
        payout: rounds.reduce((s, r) => s + r.pay * 100, 0),
        count: 20,
      });
    });
  });

  describe('signatures', () => {
    it('refuses forged, tampered, unsigned and stale requests before reading them: nothing moves', async () => {
      const p = await player(100);
      const before = await moneyCounts(t);
      const body = { token: p.launch, txn_id: id('b'), round_id: 'r1', game_id: p.game, amount: 10 };
      const forged = await walletCall(t, 'bet', body, { secret: 'not-the-secret' });
      expect(errorOf(forged)).toMatchObject({ status: 401, error: Errors.CALLBACK_SIGNATURE_INVALID.code });
      const stale = await walletCall(t, 'bet', body, { now: new Date(Date.now() - 6 * 60_000) });
      expect(errorOf(stale)).toMatchObject({ status: 401, error: Errors.CALLBACK_STALE.code });
      const future = await walletCall(t, 'bet', body, { now: new Date(Date.now() + 6 * 60_000) });
      expect(errorOf(future)).toMatchObject({ status: 401, error: Errors.CALLBACK_STALE.code });
      // A signature for one body does not cover another.
      const raw = JSON.stringify(body);
      const headers = signedHeaders(SANDBOX_SECRET, raw);
      expect((await t.app.inject({ method: 'POST', url: '/api/games/wallet/sandbox/bet', headers, payload: raw })).statusCode).toBe(200);
      const replayOfHeaders = await t.app.inject({
        method: 'POST',
        url: '/api/games/wallet/sandbox/bet',
        headers,
        payload: raw.replace('"amount":10', '"amount":99').replace(body.txn_id, id('b')),
      });
      expect(errorOf(replayOfHeaders)).toMatchObject({ status: 401, error: Errors.CALLBACK_SIGNATURE_INVALID.code });
      const unsigned = await t.app.inject({
        method: 'POST',
        url: '/api/games/wallet/sandbox/bet',
        headers: { 'content-type': 'application/json' },
        payload: raw,
      });
      expect(errorOf(unsigned)).toMatchObject({ status: 401, error: Errors.CALLBACK_SIGNATURE_INVALID.code });
      for (const op of ['balance', 'win', 'rollback'] as const) {
        expect(
          (await walletCall(t, op, { token: p.launch, txn_id: id('x'), bet_txn_id: 'b', ref_txn_id: 'b', amount: 1 }, { secret: 'nope' }))
            .statusCode,
        ).toBe(401);
      }
      const after = await moneyCounts(t);
      // Only the one properly signed bet moved money.
      expect(after).toEqual({ ...before, transfers: before.transfers + 1, txns: before.txns + 1, turnover: before.turnover + 1 });
      expect(await availableOf(t, p.wallet)).toBe(9_000);
    });

    it('knows only providers with a secret: house (in process) and unknown providers are not found', async () => {
      const p = await player(100);
      for (const provider of ['house', 'acme']) {
        const res = await walletCall(t, 'balance', { token: p.launch }, { provider });
        expect(res.statusCode, provider).toBe(404);
      }
    });

    it('validates the signed body after the signature (422)', async () => {
      expect((await walletCall(t, 'bet', { token: 'x' })).statusCode).toBe(422);
      const raw = 'not json';
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/games/wallet/sandbox/balance',
        headers: signedHeaders(SANDBOX_SECRET, raw),
        payload: raw,
      });
      expect(res.statusCode).toBe(422);
    });
  });
});
