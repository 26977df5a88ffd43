import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { lottoJobs } from '../../jobs/lotto';
import { createTestApp, engineName, expectLedgerSound, expectOk, fundedMember, get, mainBalance, type TestContext } from '../../test';
import { winningKeys } from './bet-rules';
import { settleDecidedRounds } from './lifecycle';
import { runResultSource } from './result-job';
import { configuredSources, randomResultInput, sandboxSource } from './result-sources';
import { resultFor } from './results';
import { seedGovernmentHistory } from './seed-history';
import { buy, closeNow, makeRound } from './test-support';

/** The sandbox source (outside production only) and the demo seed's government history. */
describe(`lotto sandbox results and the seeded history (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
  });
  afterAll(async () => t?.close());
  const db = () => t.handle.db;

  it('never runs in production: no sandbox job in a production node, and the source refuses to be made', () => {
    const names = (env: Record<string, string>) => lottoJobs(db(), loadConfig(env)).map((j) => j.name);
    expect(names({ NODE_ENV: 'production' })).not.toContain('lotto.results.sandbox');
    expect(names({ NODE_ENV: 'production', LOTTO_GLO_URL: 'https://glo.example/api' })).toContain('lotto.results.glo');
    expect(names({ NODE_ENV: 'development' })).toContain('lotto.results.sandbox');
    expect(names({ NODE_ENV: 'development', LOTTO_SANDBOX: '0' })).not.toContain('lotto.results.sandbox');
    expect(() => sandboxSource({ production: true, enabled: true })).toThrow(/production/);
    expect(() => sandboxSource({ production: false, enabled: false })).toThrow();
    expect(configuredSources({ ...t.config.lotto, sandboxEnabled: true }, true)).toEqual([]);
  });

  it('draws random numbers in each category form, every one accepted by its category', () => {
    const forms = {
      government: /^\d{6}$/,
      stock: /^\d{4,5}\.\d{2}$/,
      hanoi: /^\d{5}$/,
      lao: /^\d{4}$/,
      direct: /^\d{3}$/,
    } as const;
    for (const kind of Object.keys(forms) as (keyof typeof forms)[]) {
      for (let i = 0; i < 50; i++) {
        const input = randomResultInput(kind);
        expect(input.kind).toBe(kind);
        const first = Object.values(input)[1] as string;
        expect(first).toMatch(forms[kind]);
        const r = resultFor(kind, input);
        expect(r.top3).toMatch(/^\d{3}$/);
        expect(r.bottom2).toMatch(/^\d{2}$/);
      }
    }
  });

  it('results a due round by itself, marked sandbox in the round and the audit log; a member’s winning bill is paid', async () => {
    const member = await fundedMember(t, 1_000);
    const round = await makeRound(t, 'lao', { drawDate: '2025-03-03' });
    // Every 2-bottom number, 1 baht each: one of them wins whatever the draw.
    const items = Array.from({ length: 100 }, (_, n) => ({ bet_type: '2bottom', number: String(n).padStart(2, '0'), amount: 1 }));
    expectOk(await buy(t, member.token, round, items));
    await closeNow(t, round);
    const sandbox = sandboxSource({ production: false, enabled: true });
    const now = new Date();
    expect(await runResultSource(db(), sandbox, now)).toEqual({ applied: 1 });
    const row = await db().selectFrom('lotto_round').selectAll().where('id', '=', round).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'resulted', result_source: 'sandbox', result_sandbox: true });
    expect(row.result?.source).toMatchObject({ kind: 'lao', number: expect.stringMatching(/^\d{4}$/) });
    const audit = await db()
      .selectFrom('operator_audit')
      .select(['actor', 'action'])
      .where('target', '=', `lotto_round:${round}`)
      .execute();
    expect(audit).toEqual([{ actor: 'sandbox', action: 'lotto.result' }]);
    expect(winningKeys(row.result!)).toContain(`2bottom:${row.result?.bottom2}`);
    // Members are told: the wire result says sandbox (a real result leaves the field out).
    const shown = expectOk<{ items: { result: { sandbox?: boolean } }[] }>(await get(t, `/api/lotto/result?round_id=${round}`));
    expect(shown.items[0].result.sandbox).toBe(true);
    const detail = expectOk<{ round: { result: { sandbox?: boolean } } }>(await get(t, `/api/lotto/round?round_id=${round}`));
    expect(detail.round.result.sandbox).toBe(true);

    const before = await mainBalance(t, member.id);
    await settleDecidedRounds(db(), now);
    expect((await mainBalance(t, member.id)) - before).toBe(90 * 100);
    await expectLedgerSound(t);
    // Once: a second pass (another node) has nothing to do.
    expect(await runResultSource(db(), sandbox, new Date(now.getTime() + 60_000))).toEqual({});
  });

  it('leaves Yeekee rounds alone and lets a real result that came first stand', async () => {
    const sandbox = sandboxSource({ production: false, enabled: true });
    const yeekee = await makeRound(t, 'yeekee');
    await closeNow(t, yeekee);
    const hanoi = await makeRound(t, 'hanoi');
    await closeNow(t, hanoi);
    const now = new Date();
    // A feed claims the Hanoi round first: the sandbox's pass then finds it resulted and skips it.
    await db().insertInto('lotto_feed_fetch').values({ source: 'sandbox', round_id: hanoi, due_at: now, next_at: now }).execute();
    await db()
      .updateTable('lotto_round')
      .set({
        status: 'resulted',
        result_source: 'feed:json',
        result: JSON.stringify(resultFor('hanoi', { kind: 'hanoi', special: '11111', first: '22222' })),
      })
      .where('id', '=', hanoi)
      .execute();
    expect(await runResultSource(db(), sandbox, now)).toEqual({ skipped: 1 });
    const rows = await db()
      .selectFrom('lotto_round')
      .select(['id', 'status', 'result_sandbox'])
      .where('id', 'in', [yeekee, hanoi])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: yeekee, status: 'closed', result_sandbox: false },
      { id: hanoi, status: 'resulted', result_sandbox: false },
    ]);
  });

  it('seeds the 24 real government draws once, resulted and settled, each with its result entry; /lotto/results shows them', async () => {
    const now = new Date('2026-11-25T10:00:00Z');
    expect(await seedGovernmentHistory(db(), now)).toBe(24);
    expect(await seedGovernmentHistory(db(), now)).toBe(0);
    const rounds = await db()
      .selectFrom('lotto_round')
      .select(['id', 'draw_key', 'draw_date', 'status', 'settled_at', 'result'])
      .where('result_source', '=', 'seed:glo')
      .orderBy('draw_date')
      .execute();
    expect(rounds).toHaveLength(24);
    expect(rounds.every((r) => r.status === 'resulted' && r.settled_at !== null)).toBe(true);
    // The moved draws keep their scheduled date as the key: 1 January 2026 was drawn on 2 January.
    expect(rounds.find((r) => r.draw_date === '2026-01-02')?.draw_key).toBe('2026-01-01');
    expect(rounds.at(-1)?.result).toMatchObject({
      first_prize: '751495',
      top3: '495',
      bottom2: '62',
      front3: ['001', '980'],
      back3: ['304', '531'],
    });
    const entries = await db()
      .selectFrom('lotto_result_entry')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('origin', '=', 'seed:glo')
      .where('status', '=', 'applied')
      .executeTakeFirstOrThrow();
    expect(Number(entries.n)).toBe(24);

    const history = expectOk<{ items: { draw_date: string; result: { first_prize: string } }[] }>(
      await get(t, '/api/lotto/results?agent_id=1&category_id=1&limit=30'),
    );
    const seeded = history.items.filter((i) => i.result.first_prize && ['2026-07-01', '2025-07-16'].includes(i.draw_date));
    expect(history.items.every((i) => !('sandbox' in i.result))).toBe(true);
    expect(seeded.map((i) => [i.draw_date, i.result.first_prize])).toEqual([
      ['2026-07-01', '751495'],
      ['2025-07-16', '245324'],
    ]);
  });
});
