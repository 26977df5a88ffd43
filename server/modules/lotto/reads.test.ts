import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engineName, expectError, expectInvalid, expectOk, fund, get, makeMember, type TestContext } from '../../test';
import { createRoundsAhead } from './lifecycle';
import { fromDirect, fromGovernment } from './results';
import { buy, makeRound } from './test-support';

describe(`lotto reads: lobby, rounds, rules, rates, limits, results (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    await createRoundsAhead(t.handle.db, new Date());
  });
  afterAll(async () => t.close());

  it('the lobby answers status 0 (not error) with every group, category and its current rounds', async () => {
    const res = await get(t, '/api/lotto/lobby');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(0);
    expect(body).not.toHaveProperty('error');
    expect(body.message).toBe('สำเร็จ');
    expect(body.data.groups.map((g: { code: string }) => g.code)).toEqual(['government', 'foreign', 'stock', 'yeekee']);
    const cats = body.data.groups.flatMap((g: { categories: unknown[] }) => g.categories);
    expect(cats).toHaveLength(22);
    const gov = cats.find((c: { code: string }) => c.code === 'gov');
    expect(gov).toMatchObject({ name: 'หวยรัฐบาลไทย', group_name: 'หวยรัฐบาล', schedule_text: 'ออกทุกวันที่ 1 และ 16 ของเดือน ปิดรับ 15:20 น.' });
    expect(gov.bet_types).toEqual(['3top', '3tote', '3front', '3back', '2top', '2bottom', 'runtop', 'runbottom']);
    expect(gov.rounds.length).toBeGreaterThanOrEqual(1);
    expect(gov.rounds[0]).toMatchObject({ status: 'open', status_name: 'เปิดรับแทง', title: expect.stringMatching(/^งวดวันที่ /) });
    const yeekee = cats.find((c: { code: string }) => c.code === 'yeekee');
    expect(yeekee.bet_types).not.toContain('3front');
    expect(yeekee.rounds.length).toBeLessThanOrEqual(2);
    // Rounds close every 15 minutes from 06:00 to 04:00 Bangkok; in the pause between them the next
    // round is the 06:00 one (up to two hours away).
    const bangkokHour = (new Date().getUTCHours() + 7) % 24;
    const paused = bangkokHour >= 4 && bangkokHour < 6;
    expect(yeekee.rounds[0].seconds_to_close).toBeLessThanOrEqual(paused ? 2 * 3600 + 15 * 60 : 15 * 60);
    expect(new Date(body.data.server_time).getTime()).toBeGreaterThan(0);
  });

  it('lists open rounds by category soonest first, and a round with its rates, rules and rate', async () => {
    const { items } = expectOk(await get(t, '/api/lotto/rounds?category_id=10&limit=3'));
    expect(items).toHaveLength(3);
    expect(items.every((r: { category_code: string; status: string }) => r.category_code === 'nikkei_am' && r.status === 'open')).toBe(
      true,
    );
    expect(Date.parse(items[0].closes_at)).toBeLessThan(Date.parse(items[1].closes_at));
    const detail = expectOk(await get(t, `/api/lotto/round?round_id=${items[0].id}`));
    expect(detail.category).toMatchObject({ code: 'nikkei_am', schedule_text: 'ออกวันจันทร์-ศุกร์ ปิดรับ 09:25 น.' });
    expect(detail.rates.map((r: { bet_type: string; rate: number }) => [r.bet_type, r.rate])).toEqual([
      ['3top', 900],
      ['3tote', 150],
      ['2top', 90],
      ['2bottom', 90],
      ['runtop', 3.2],
      ['runbottom', 4.2],
    ]);
    const rule = expectOk(await get(t, `/api/lotto/rule?round_id=${items[0].id}`));
    expect(rule.rules.join(' ')).toMatch(/ดัชนีปิด/);
    expect(rule.rules.join(' ')).toMatch(/10 นาที/);
    expect(rule.bet_types[0]).toMatchObject({ bet_type: '3top', rule: expect.stringMatching(/3 ตัวบน/) });
    const rate = expectOk(await get(t, `/api/lotto/rate?round_id=${items[0].id}`));
    expect(rate).toMatchObject({ round_id: items[0].id, category_id: 10 });
    expectError(await get(t, '/api/lotto/round?round_id=999999'), 5, 404);
    expectInvalid(await get(t, '/api/lotto/round'), 'round_id');
    expectInvalid(await get(t, '/api/lotto/rounds?status=nope'), 'status');
  });

  it("answers rates per category, including Yeekee's own", async () => {
    const all = expectOk(await get(t, '/api/lotto/rates?agent_id=1'));
    expect(all.categories).toHaveLength(22);
    const yeekee = expectOk(await get(t, '/api/lotto/rates?category_id=30&agent_id=1')).categories[0];
    expect(yeekee.rates.map((r: { rate: number }) => r.rate)).toEqual([850, 120, 90, 90, 3.2, 4.2]);
    expect(yeekee.schedule_text).toBe('ออกผลทุก 15 นาที วันละ 88 รอบ (06:00-04:00 น.)');
    expectError(await get(t, '/api/lotto/rates?category_id=77'), 5, 404);
  });

  it('shows what a capped number may still take', async () => {
    const m = await makeMember(t);
    await fund(t, m.id, 100);
    const round = await makeRound(t, 'gov');
    expectOk(await buy(t, m.token, round, [{ bet_type: '3top', number: '007', amount: 50 }]));
    const limit = expectOk(await get(t, `/api/lotto/limit?round_id=${round}`));
    expect(limit).toEqual({
      round_id: round,
      limited: [],
      remaining: [{ bet_type: '3top', number: '007', cap: 20_000, remaining: 19_950 }],
    });
  });

  describe('results', () => {
    const resulted = async (code: string, drawDate: string, result: object) => {
      const id = await makeRound(t, code, { drawDate, opensInMin: -120, closesInMin: -60 });
      await t.handle.db
        .updateTable('lotto_round')
        .set({ status: 'resulted', result: JSON.stringify(result), resulted_at: new Date(`${drawDate}T09:00:00Z`) })
        .where('id', '=', id)
        .execute();
      await t.handle.db
        .updateTable('lotto_round')
        .set({ opens_at: new Date(`${drawDate}T00:00:00Z`), closes_at: new Date(`${drawDate}T08:20:00Z`) })
        .where('id', '=', id)
        .execute();
      return id;
    };
    let g1: number;
    let g2: number;
    let lao: number;
    beforeAll(async () => {
      g1 = await resulted(
        'gov',
        '2025-01-17',
        fromGovernment({ first_prize: '819043', front3: ['207', '581'], back3: ['046', '993'], bottom2: '72' }),
      );
      g2 = await resulted(
        'gov',
        '2025-02-01',
        fromGovernment({ first_prize: '123456', front3: ['111', '222'], back3: ['333', '444'], bottom2: '55' }),
      );
      lao = await resulted('lao', '2025-01-17', fromDirect({ top3: '321', bottom2: '09' }));
    });

    it('the latest result of each category', async () => {
      const { items } = expectOk(await get(t, '/api/lotto/result'));
      const gov = items.find((r: { category_code: string }) => r.category_code === 'gov');
      expect(gov).toMatchObject({ round_id: g2, draw_date: '2025-02-01', result: { top3: '456', top2: '56', bottom2: '55' } });
      expect(expectOk(await get(t, `/api/lotto/result?round_id=${g1}`)).items[0].round_id).toBe(g1);
    });

    it('history latest first, with Buddhist-era dates, filtered by category and date, paged', async () => {
      const all = expectOk(await get(t, '/api/lotto/results?agent_id=1'));
      // Latest draw first; the two rounds of 17 January close at the same time: the later id first.
      expect(all.items.map((r: { round_id: number }) => r.round_id)).toEqual([g2, lao, g1]);
      const first = all.items[0];
      expect(first).toMatchObject({
        draw_date: '2025-02-01',
        draw_date_be: '2568-02-01',
        draw_date_th: '1 กุมภาพันธ์ 2568',
        title: 'งวดวันที่ 1 กุมภาพันธ์ 2568',
      });
      const byDate = expectOk(await get(t, '/api/lotto/results?agent_id=1&date=2025-01-17'));
      expect(byDate.items.map((r: { round_id: number }) => r.round_id).sort()).toEqual([g1, lao].sort());
      const gov = expectOk(await get(t, '/api/lotto/results?agent_id=1&category_id=1'));
      expect(gov.items.map((r: { round_id: number }) => r.round_id)).toEqual([g2, g1]);
      const page1 = expectOk(await get(t, '/api/lotto/results?agent_id=1&limit=1'));
      const page2 = expectOk(await get(t, `/api/lotto/results?agent_id=1&limit=1&cursor=${page1.next_cursor}`));
      expect(page2.items[0].round_id).not.toBe(page1.items[0].round_id);
      expectInvalid(await get(t, '/api/lotto/results?date=2025-13-01'), 'date');
    });
  });
});
