import { Errors } from '@contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  engineName,
  errorOf,
  expectLedgerSound,
  expectOk,
  fundedMember,
  launch,
  moneyCounts,
  post,
  type TestContext,
} from '../../test';
import { hashToken } from './sessions';

describe(`game launcher: wallets, link and demo (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
  });
  afterAll(async () => {
    await expectLedgerSound(t);
    await t.close();
  });

  const linkBody = (wallet: number | string, over: Record<string, unknown> = {}) => ({
    wallet_id: wallet,
    game_id: 'siam-treasure',
    provider_id: 'house',
    is_mobile: true,
    source: 'slot',
    ...over,
  });

  describe('POST /api/game/wallets', () => {
    it("answers the member's baht wallets with their available balance", async () => {
      const m = await fundedMember(t, 250.5);
      const wallets = expectOk(
        await post(t, '/api/game/wallets', { game_id: 'baccarat', provider_id: 'house', sub_provider_id: 'house', extra: 'x' }, m.token),
      );
      expect(wallets).toEqual([{ id: m.wallet, wallet_name: 'กระเป๋าหลัก', balance: 250.5, wallet_type_id: 1 }]);
    });

    it('refuses unknown games, bad ids and anonymous callers', async () => {
      const m = await fundedMember(t, 0);
      expect(
        errorOf(await post(t, '/api/game/wallets', { game_id: 'nope', provider_id: 'house', sub_provider_id: 'house' }, m.token)).error,
      ).toBe(Errors.GAME_NOT_FOUND.code);
      expect(errorOf(await post(t, '/api/game/wallets', { game_id: 'baccarat', provider_id: 'sandbox' }, m.token)).error).toBe(
        Errors.GAME_NOT_FOUND.code,
      );
      expect(
        errorOf(await post(t, '/api/game/wallets', { game_id: 'baccarat', provider_id: 'house', sub_provider_id: 'other' }, m.token)).error,
      ).toBe(Errors.GAME_NOT_FOUND.code);
      for (const body of [
        {},
        { game_id: 12, provider_id: 'house' },
        { game_id: 'baccarat' },
        { game_id: 'a b', provider_id: 'house' },
        { game_id: '', provider_id: 'house' },
      ]) {
        expect((await post(t, '/api/game/wallets', body, m.token)).statusCode, JSON.stringify(body)).toBe(422);
      }
      expect((await post(t, '/api/game/wallets', { game_id: 'baccarat', provider_id: 'house' })).statusCode).toBe(401);
    });

    it('refuses a member who excluded themselves', async () => {
      const m = await fundedMember(t, 10);
      await t.handle.db
        .insertInto('self_exclusion')
        .values({ member_id: m.id, until: new Date(Date.now() + 86_400_000), period: '1d' })
        .execute();
      const res = errorOf(await post(t, '/api/game/wallets', { game_id: 'baccarat', provider_id: 'house' }, m.token));
      expect(res.error).toBe(Errors.SELF_EXCLUDED.code);
      expect(res.message).toMatch(/พักการเล่น/);
    });
  });

  describe('POST /api/game/link', () => {
    it('opens a house game on the /play page with a launch token bound to member, wallet and game', async () => {
      const m = await fundedMember(t, 100);
      const { link, token } = await launch(t, m.token, m.wallet, 'siam-treasure', 'house', true);
      const url = new URL(link, 'http://x');
      expect(url.pathname).toBe('/play');
      expect(Object.fromEntries(url.searchParams)).toEqual({ game: 'siam-treasure', token, wallet: String(m.wallet), mobile: '1' });
      expect(token).toMatch(/^gl_[A-Za-z0-9_-]{43}$/);
      const row = await t.handle.db
        .selectFrom('game_session')
        .selectAll()
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        member_id: m.id,
        account_id: m.wallet,
        provider_id: 'house',
        game_id: 'siam-treasure',
        is_mobile: true,
        source: 'test',
      });
      expect(row.expires_at.getTime()).toBeGreaterThan(Date.now() + 60_000);
      // Nothing is stored in the clear.
      expect(
        await t.handle.db.selectFrom('game_session').select('token_hash').where('token_hash', '=', token).executeTakeFirst(),
      ).toBeUndefined();
    });

    it('opens a sandbox game on the sandbox page, wallet ids as numbers or strings, desktop without mobile=1', async () => {
      const m = await fundedMember(t, 100);
      const res = expectOk<{ link: string }>(
        await post(
          t,
          '/api/game/link',
          linkBody(String(m.wallet), { game_id: 'sbx-coin-toss', provider_id: 'sandbox', is_mobile: false }),
          m.token,
        ),
      );
      const url = new URL(res.link, 'http://x');
      expect(url.pathname).toBe('/sandbox/play');
      expect(url.searchParams.get('game')).toBe('sbx-coin-toss');
      expect(url.searchParams.get('mobile')).toBeNull();
      expect(url.searchParams.get('token')).toMatch(/^gl_/);
    });

    it("answers NOT_FOUND for another member's wallet or one that does not exist, and opens nothing", async () => {
      const a = await fundedMember(t, 100);
      const b = await fundedMember(t, 100);
      const before = await t.handle.db
        .selectFrom('game_session')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      for (const wallet of [b.wallet, 999_999, a.wallet + 100_000]) {
        const res = errorOf(await post(t, '/api/game/link', linkBody(wallet), a.token));
        expect(res.error, String(wallet)).toBe(Errors.NOT_FOUND.code);
      }
      // The member's points account is not a baht wallet either.
      const points = await t.handle.db
        .selectFrom('ledger_account')
        .select('id')
        .where('member_id', '=', a.id)
        .where('currency', '=', 'PTS')
        .executeTakeFirstOrThrow();
      expect(errorOf(await post(t, '/api/game/link', linkBody(points.id), a.token)).error).toBe(Errors.NOT_FOUND.code);
      const after = await t.handle.db
        .selectFrom('game_session')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(after.n).toEqual(before.n);
    });

    it('refuses unknown games and providers with a Thai business error', async () => {
      const m = await fundedMember(t, 10);
      for (const over of [{ game_id: 'nope' }, { provider_id: 'nobody' }, { game_id: 'baccarat', provider_id: 'sandbox' }]) {
        const res = errorOf(await post(t, '/api/game/link', linkBody(m.wallet, over), m.token));
        expect(res.status).toBe(200);
        expect(res.error).toBe(Errors.GAME_NOT_FOUND.code);
        expect(res.message).toBe(Errors.GAME_NOT_FOUND.message);
      }
      await t.handle.db.updateTable('game').set({ active: false }).where('game_id', '=', 'hilo').execute();
      expect(errorOf(await post(t, '/api/game/link', linkBody(m.wallet, { game_id: 'hilo' }), m.token)).error).toBe(
        Errors.GAME_NOT_FOUND.code,
      );
      await t.handle.db.updateTable('game').set({ active: true }).where('game_id', '=', 'hilo').execute();
    });

    it('validates every field (422 with the field named)', async () => {
      const m = await fundedMember(t, 10);
      const cases: [Record<string, unknown>, string][] = [
        [{ is_mobile: 'true' }, 'is_mobile'],
        [{ is_mobile: 1 }, 'is_mobile'],
        [{ is_mobile: null }, 'is_mobile'],
        [{ is_mobile: undefined }, 'is_mobile'],
        [{ wallet_id: -1 }, 'wallet_id'],
        [{ wallet_id: 0 }, 'wallet_id'],
        [{ wallet_id: 1.5 }, 'wallet_id'],
        [{ wallet_id: 'abc' }, 'wallet_id'],
        [{ wallet_id: '' }, 'wallet_id'],
        [{ wallet_id: 1e20 }, 'wallet_id'],
        [{ game_id: 42 }, 'game_id'],
        [{ game_id: '' }, 'game_id'],
        [{ game_id: 'x'.repeat(65) }, 'game_id'],
        [{ game_id: '../etc' }, 'game_id'],
        [{ provider_id: '' }, 'provider_id'],
        [{ source: 5 }, 'source'],
        [{ source: 'x'.repeat(33) }, 'source'],
      ];
      for (const [over, field] of cases) {
        const res = await post(t, '/api/game/link', linkBody(m.wallet, over), m.token);
        expect(res.statusCode, JSON.stringify(over)).toBe(422);
        expect(res.json().data.fields[field], JSON.stringify(over)).toMatch(/[\u0E00-\u0E7Fa-z]/);
      }
      expect((await post(t, '/api/game/link', linkBody(m.wallet))).statusCode).toBe(401);
    });

    it('refuses a self-excluded member and a suspended one', async () => {
      const m = await fundedMember(t, 10);
      await t.handle.db
        .insertInto('self_exclusion')
        .values({ member_id: m.id, until: new Date(Date.now() + 86_400_000), period: '1d' })
        .execute();
      expect(errorOf(await post(t, '/api/game/link', linkBody(m.wallet), m.token)).error).toBe(Errors.SELF_EXCLUDED.code);
      const s = await fundedMember(t, 10);
      await t.handle.db.updateTable('member').set({ status: 'suspended' }).where('id', '=', s.id).execute();
      expect(errorOf(await post(t, '/api/game/link', linkBody(s.wallet), s.token)).error).toBe(Errors.MEMBER_SUSPENDED.code);
    });
  });

  describe('POST /api/game/demo', () => {
    const demoBody = (t: TestContext, over: Record<string, unknown> = {}) => ({
      game_id: 'golden-fish',
      provider_id: 'house',
      is_mobile: false,
      source: 'fishing',
      agent_code: t.config.agentCode,
      ...over,
    });

    it('answers a demo link with play money, no login, and moves no money', async () => {
      const before = await moneyCounts(t);
      const link = expectOk<{ link: string }>(await post(t, '/api/game/demo', demoBody(t))).link;
      const url = new URL(link, 'http://x');
      expect(url.pathname).toBe('/play');
      expect(url.searchParams.get('demo')).toBe('1');
      const token = url.searchParams.get('token') ?? '';
      expect(token).toMatch(/^gd_/);
      const demo = await t.handle.db
        .selectFrom('game_demo_session')
        .selectAll()
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirstOrThrow();
      expect(demo).toMatchObject({ game_id: 'golden-fish', balance: 1_000_000 });
      const sbx = expectOk<{ link: string }>(
        await post(t, '/api/game/demo', demoBody(t, { game_id: 'sbx-dragon-tiger', provider_id: 'sandbox', is_mobile: true })),
      );
      expect(sbx.link).toMatch(/^\/sandbox\/play\?game=sbx-dragon-tiger&demo=[A-Za-z0-9_-]{32}&lang=th&mobile=1$/);
      // The agent code compares without case, as the agent module does.
      expectOk(await post(t, '/api/game/demo', demoBody(t, { agent_code: t.config.agentCode.toLowerCase() })));
      expect(await moneyCounts(t)).toEqual(before);
    });

    it("answers HTTP 400 for another agent's code, and 422 for a bad body", async () => {
      for (const code of ['OTHER1', '']) {
        const res = await post(t, '/api/game/demo', demoBody(t, { agent_code: code }));
        expect(res.statusCode, code).toBe(400);
        expect(res.json().error).toBe(Errors.FOREIGN_AGENT.code);
      }
      for (const over of [
        { agent_code: undefined },
        { is_mobile: 'false' },
        { is_mobile: 0 },
        { game_id: '' },
        { provider_id: 7 },
        { agent_code: 'x'.repeat(40) },
      ]) {
        expect((await post(t, '/api/game/demo', demoBody(t, over))).statusCode, JSON.stringify(over)).toBe(422);
      }
    });

    it('refuses unknown games and games without a demo', async () => {
      expect(errorOf(await post(t, '/api/game/demo', demoBody(t, { game_id: 'nope' }))).error).toBe(Errors.GAME_NOT_FOUND.code);
      await t.handle.db.updateTable('game').set({ is_demo_available: false }).where('game_id', '=', 'baccarat').execute();
      expect(errorOf(await post(t, '/api/game/demo', demoBody(t, { game_id: 'baccarat' }))).error).toBe(Errors.GAME_DEMO_UNAVAILABLE.code);
      await t.handle.db.updateTable('game').set({ is_demo_available: true }).where('game_id', '=', 'baccarat').execute();
    });
  });
});
