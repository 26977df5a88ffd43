import { setTimeout as sleep } from 'node:timers/promises';
import { Errors } from '@contract/errors';
import type { SandboxRoundData } from '@contract/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availableOf,
  createTestApp,
  engineName,
  errorOf,
  expectLedgerSound,
  expectOk,
  fundedMember,
  get,
  launch,
  moneyCounts,
  post,
  SANDBOX_SECRET,
  type TestContext,
} from '../../test';
import { SandboxAggregator } from './aggregator';
import type { Draw } from './games';
import { type Transport, type TransportRequest, WalletClient } from './wallet-client';

/**
 * The sandbox aggregator end to end: its page and API, and its wallet protocol under faults
 * (lost answers, timeouts, lost deliveries, late deliveries), which must always leave the member's
 * money exact.
 */
describe(`sandbox aggregator (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
  });
  afterAll(async () => {
    await expectLedgerSound(t);
    await t.close();
  });

  const deliver = async (r: TransportRequest) => {
    const res = await t.app.inject({ method: 'POST', url: r.path, headers: r.headers, payload: r.body });
    return { statusCode: res.statusCode, body: res.body };
  };
  const opOf = (r: TransportRequest) => r.path.split('/').at(-1) as string;

  /** An aggregator whose deliveries go through `transport`, with short timeouts, and scripted draws. */
  function aggregator(transport: Transport, draws: number[] = []) {
    const queue = [...draws];
    const draw: Draw = (n) => {
      const v = queue.shift() ?? 0;
      if (v >= n) throw new Error(`draw ${v} not below ${n}`);
      return v;
    };
    const client = new WalletClient({ providerId: 'sandbox', secret: SANDBOX_SECRET, transport, timeoutMs: 150, backoffMs: 1 });
    return new SandboxAggregator({ client, draw, betAttempts: 2, settleAttempts: 3 });
  }

  async function player(baht = 100, game = 'sbx-coin-toss') {
    const m = await fundedMember(t, baht);
    const { token } = await launch(t, m.token, m.wallet, game, 'sandbox');
    return { ...m, launch: token };
  }

  describe('its page and API (served by this server)', () => {
    it('serves a Thai page that loads its script from a file (CSP: no inline script) and may be framed by the site', async () => {
      const page = await get(t, '/sandbox/play?game=sbx-coin-toss&demo=x');
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).not.toContain('unsafe-eval');
      expect(page.body).toContain('lang="th"');
      expect(page.body).toContain('<script src="/sandbox/play.js"></script>');
      expect(page.body.match(/<script[^>]*>[^<]+<\/script>/g)).toBeNull();
      const js = await get(t, '/sandbox/play.js');
      expect(js.statusCode).toBe(200);
      expect(js.headers['content-type']).toMatch(/javascript/);
      expect(js.body).toContain('/sandbox/api/round');
    });

    it('plays a real round from the page: bet and win reach the wallet over signed HTTP', async () => {
      const p = await player(100);
      const s = expectOk(await get(t, `/sandbox/api/session?game=sbx-coin-toss&token=${p.launch}`));
      expect(s).toMatchObject({ game_id: 'sbx-coin-toss', demo: false, balance: 100, min_bet: 1 });
      const r = expectOk<SandboxRoundData>(
        await post(t, '/sandbox/api/round', { game_id: 'sbx-coin-toss', token: p.launch, choice: 'heads', bet: 10 }),
      );
      expect(r.status).toBe('settled');
      const won = r.win ?? Number.NaN;
      expect([0, 19.5]).toContain(won);
      expect(r.balance).toBe(90 + won);
      expect(await availableOf(t, p.wallet)).toBe(9_000 + Math.round(won * 100));
      const txns = await t.handle.db
        .selectFrom('game_txn')
        .select(['op', 'status', 'amount'])
        .where('member_id', '=', p.id)
        .orderBy('id')
        .execute();
      expect(txns).toEqual([
        { op: 'bet', status: 'settled', amount: 1_000 },
        { op: 'win', status: 'done', amount: Math.round(won * 100) },
      ]);
    });

    it('lists a sport game and plays it', async () => {
      const p = await player(100, 'sbx-virtual-football');
      const r = expectOk<SandboxRoundData>(
        await post(t, '/sandbox/api/round', { game_id: 'sbx-virtual-football', token: p.launch, choice: 'draw', bet: 10 }),
      );
      expect(r.status).toBe('settled');
      expect(r.summary).toMatch(/\d+ - \d+/);
      const turnover = await t.handle.db.selectFrom('turnover').select(['product', 'stake']).where('member_id', '=', p.id).execute();
      expect(turnover).toEqual([{ product: 'sport', stake: 1_000 }]);
    });

    it("passes on the wallet's refusals in Thai (insufficient funds, unknown choice, limits)", async () => {
      const p = await player(5);
      const poor = expectOk<SandboxRoundData>(
        await post(t, '/sandbox/api/round', { game_id: 'sbx-coin-toss', token: p.launch, choice: 'heads', bet: 10 }),
      );
      expect(poor).toMatchObject({ status: 'refused', balance: 5, message: Errors.INSUFFICIENT_FUNDS.message });
      const bad = expectOk<SandboxRoundData>(
        await post(t, '/sandbox/api/round', { game_id: 'sbx-coin-toss', token: p.launch, choice: 'edge', bet: 1 }),
      );
      expect(bad.status).toBe('refused');
      expect(bad.message).toMatch(/[\u0E00-\u0E7F]/);
      const tiny = expectOk<SandboxRoundData>(
        await post(t, '/sandbox/api/round', { game_id: 'sbx-dragon-tiger', token: p.launch, choice: 'tie', bet: 1 }),
      );
      expect(tiny.message).toMatch(/ขั้นต่ำ/);
      for (const body of [
        { game_id: 'sbx-coin-toss', choice: 'heads', bet: 1 },
        { game_id: 'sbx-coin-toss', token: p.launch, demo: 'x'.repeat(32), choice: 'heads', bet: 1 },
        { game_id: 'sbx-coin-toss', token: p.launch, choice: 'heads', bet: -1 },
        { game_id: 'sbx-coin-toss', token: p.launch, choice: 'heads', bet: 1.234 },
      ]) {
        expect((await post(t, '/sandbox/api/round', body)).statusCode, JSON.stringify(body)).toBe(422);
      }
      expect(await availableOf(t, p.wallet)).toBe(500);
    });

    it('plays demo rounds on its own play money without any wallet call', async () => {
      const link = expectOk<{ link: string }>(
        await post(t, '/api/game/demo', {
          game_id: 'sbx-coin-toss',
          provider_id: 'sandbox',
          is_mobile: false,
          source: 'casino',
          agent_code: t.config.agentCode,
        }),
      ).link;
      const demo = new URL(link, 'http://x').searchParams.get('demo') as string;
      const before = await moneyCounts(t);
      expect(expectOk(await get(t, `/sandbox/api/session?game=sbx-coin-toss&demo=${demo}`))).toMatchObject({ demo: true, balance: 10_000 });
      const r = expectOk<SandboxRoundData>(
        await post(t, '/sandbox/api/round', { game_id: 'sbx-coin-toss', demo, choice: 'tails', bet: 100 }),
      );
      expect(r.balance).toBe(9_900 + (r.win ?? Number.NaN));
      expect(await moneyCounts(t)).toEqual(before);
      expect((await get(t, '/sandbox/api/session?game=sbx-coin-toss')).statusCode).toBe(422);
      expect(errorOf(await get(t, `/sandbox/api/session?game=nope&demo=${demo}`)).error).toBe(Errors.GAME_NOT_FOUND.code);
    });
  });

  describe('its wallet protocol under faults', () => {
    it('a bet whose answer is lost is sent again with the same id: one debit, and the round settles', async () => {
      const p = await player(100);
      let betDeliveries = 0;
      const agg = aggregator(
        async (r) => {
          const res = await deliver(r);
          if (opOf(r) === 'bet' && ++betDeliveries === 1) throw new Error('connection reset after delivery');
          return res;
        },
        [0],
      );
      const out = await agg.play({ token: p.launch, gameId: 'sbx-coin-toss', choice: 'heads', stake: 1_000 });
      expect(betDeliveries).toBe(2);
      expect(out).toMatchObject({ status: 'settled', win: 19.5, balance: 109.5, win_pending: false });
      expect(await availableOf(t, p.wallet)).toBe(10_950);
      expect(await t.handle.db.selectFrom('game_txn').select('op').where('member_id', '=', p.id).execute()).toHaveLength(2);
    });

    it('a bet that landed but never answered in time is rolled back: the member ends where they started', async () => {
      const p = await player(100);
      const agg = aggregator(async (r) => {
        const res = await deliver(r);
        if (opOf(r) === 'bet') await sleep(400); // longer than the client's 150 ms patience
        return res;
      });
      const out = await agg.play({ token: p.launch, gameId: 'sbx-coin-toss', choice: 'heads', stake: 2_500 });
      expect(out).toMatchObject({ status: 'cancelled', balance: 100, rollback: 'answered' });
      expect(await availableOf(t, p.wallet)).toBe(10_000);
      const rows = await t.handle.db
        .selectFrom('game_txn')
        .select(['op', 'status', 'amount'])
        .where('member_id', '=', p.id)
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { op: 'bet', status: 'rolled_back', amount: 2_500 },
        { op: 'rollback', status: 'done', amount: 2_500 },
      ]);
    });

    it('a bet that never arrived is rolled back into a tombstone, and its late delivery is refused', async () => {
      const p = await player(100);
      const held: TransportRequest[] = [];
      const agg = aggregator(async (r) => {
        if (opOf(r) === 'bet') {
          held.push(r);
          await sleep(400);
          throw new Error('never delivered');
        }
        return deliver(r);
      });
      const out = await agg.play({ token: p.launch, gameId: 'sbx-coin-toss', choice: 'tails', stake: 1_000 });
      expect(out).toMatchObject({ status: 'cancelled', balance: 100 });
      expect(held).toHaveLength(2);
      const tomb = await t.handle.db
        .selectFrom('game_txn')
        .select(['op', 'status'])
        .where('member_id', '=', p.id)
        .where('op', '=', 'bet')
        .execute();
      expect(tomb).toEqual([{ op: 'bet', status: 'tombstone' }]);
      // The network finally delivers the held bet (re-signed now, as a proxy retrying it would be).
      const before = await moneyCounts(t);
      const client = new WalletClient({ providerId: 'sandbox', secret: SANDBOX_SECRET, transport: deliver });
      const late = await client.send('bet', JSON.parse(held[0].body));
      expect(late.kind === 'answer' && late.reply).toMatchObject({ error: Errors.GAME_BET_ROLLED_BACK.code, data: { balance: 100 } });
      expect(await moneyCounts(t)).toEqual(before);
      expect(await availableOf(t, p.wallet)).toBe(10_000);
    });

    it('a win that cannot be delivered waits in the outbox and is credited exactly once when sent again', async () => {
      const p = await player(100);
      let down = true;
      const agg = aggregator(
        async (r) => {
          if (opOf(r) === 'win' && down) throw new Error('wallet unreachable');
          return deliver(r);
        },
        [1],
      );
      const out = await agg.play({ token: p.launch, gameId: 'sbx-coin-toss', choice: 'tails', stake: 1_000 });
      expect(out).toMatchObject({ status: 'settled', win: 19.5, balance: null, win_pending: true });
      expect(agg.outbox.size).toBe(1);
      expect(await availableOf(t, p.wallet)).toBe(9_000);
      down = false;
      expect(await agg.retryPending()).toBe(1);
      expect(agg.outbox.size).toBe(0);
      // A duplicate of the same win (a proxy delivering twice) credits nothing more.
      expect(await agg.retryPending()).toBe(0);
      expect(await availableOf(t, p.wallet)).toBe(10_950);
    });

    it('a win delivered twice at once (duplicate delivery) credits once', async () => {
      const p = await player(100);
      const agg = aggregator(
        async (r) => {
          if (opOf(r) !== 'win') return deliver(r);
          const [a] = await Promise.all([deliver(r), deliver(r)]);
          return a;
        },
        [0],
      );
      const out = await agg.play({ token: p.launch, gameId: 'sbx-coin-toss', choice: 'heads', stake: 1_000 });
      expect(out).toMatchObject({ status: 'settled', win: 19.5 });
      expect(await availableOf(t, p.wallet)).toBe(10_950);
    });

    it('a forged aggregator (wrong secret) moves nothing', async () => {
      const p = await player(100);
      const client = new WalletClient({ providerId: 'sandbox', secret: 'stolen-guess', transport: deliver, timeoutMs: 150, backoffMs: 1 });
      const agg = new SandboxAggregator({ client, betAttempts: 1, settleAttempts: 1 });
      const before = await moneyCounts(t);
      const out = await agg.play({ token: p.launch, gameId: 'sbx-coin-toss', choice: 'heads', stake: 1_000 });
      expect(out).toMatchObject({ status: 'refused', error: Errors.CALLBACK_SIGNATURE_INVALID.code });
      expect(await moneyCounts(t)).toEqual(before);
    });
  });
});
