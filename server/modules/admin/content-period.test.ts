import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engineName, expectInvalid, expectOk, get, makeOperator, post, put, type TestContext } from '../../test';

type Item = { id: number; title: string; starts_at: string | null; ends_at: string | null };

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/** The showing period of notifications, banners and events: kept by the back office, honoured by the member's endpoints. */
describe(`content showing period (${engineName()})`, () => {
  let t: TestContext;
  let support: string;
  beforeAll(async () => {
    t = await createTestApp();
    support = (await makeOperator(t, 'support')).token;
  });
  afterAll(async () => t.close());

  const banner = (title: string, over: { starts_at?: string | null; ends_at?: string | null } = {}) => ({
    image: '/images/b.png',
    title,
    link: '/promotions',
    ...over,
  });
  const publicTitles = async (url: string) => expectOk<{ title: string }[]>(await get(t, url)).map((b) => b.title);

  it('shows a row to members only inside its period; open bounds and no period show always', async () => {
    const code = t.config.agentCode;
    const rows = {
      now: banner('ช่วงนี้', { starts_at: at(-HOUR), ends_at: at(HOUR) }),
      later: banner('ยังไม่ถึง', { starts_at: at(HOUR) }),
      over: banner('หมดแล้ว', { ends_at: at(-HOUR) }),
      always: banner('ตลอด'),
      openEnd: banner('เริ่มแล้ว', { starts_at: at(-HOUR), ends_at: null }),
    };
    for (const body of Object.values(rows)) expectOk(await post(t, '/api/admin/banners', body, support));
    const shown = await publicTitles(`/api/banner?agent_code=${code}`);
    expect(shown).toEqual(expect.arrayContaining(['ช่วงนี้', 'ตลอด', 'เริ่มแล้ว']));
    expect(shown).not.toContain('ยังไม่ถึง');
    expect(shown).not.toContain('หมดแล้ว');

    // The back office lists them all with their period.
    const all = expectOk<Item[]>(await get(t, '/api/admin/banners', support));
    const later = all.find((b) => b.title === 'ยังไม่ถึง');
    expect(later?.starts_at).toBe(rows.later.starts_at);
    expect(later?.ends_at).toBeNull();
    expect(all.find((b) => b.title === 'ตลอด')).toMatchObject({ starts_at: null, ends_at: null });

    // Opening the period now shows it.
    expectOk(await put(t, `/api/admin/banners/${later?.id}`, { starts_at: at(-60_000) }, support));
    expect(await publicTitles(`/api/banner?agent_code=${code}`)).toContain('ยังไม่ถึง');

    expectOk(await post(t, '/api/admin/events', { image: '/e.png', title: 'กิจกรรมเก่า', ends_at: at(-HOUR) }, support));
    expectOk(
      await post(
        t,
        '/api/admin/notifications',
        { type: 1, image: '/n.png', title: 'ประกาศล่วงหน้า', description: 'x', starts_at: at(HOUR) },
        support,
      ),
    );
    expect(await publicTitles(`/api/event/list?agent_code=${code}`)).not.toContain('กิจกรรมเก่า');
    expect(await publicTitles('/api/notifications')).not.toContain('ประกาศล่วงหน้า');
  });

  it('refuses a bad instant and a period that ends before it starts, in Thai, also when one bound changes alone', async () => {
    expectInvalid(await post(t, '/api/admin/banners', banner('x', { starts_at: '2026-13-01' }), support), 'starts_at', /วันและเวลา/);
    expectInvalid(
      await post(t, '/api/admin/banners', banner('x', { starts_at: at(HOUR), ends_at: at(-HOUR) }), support),
      'ends_at',
      'เวลาสิ้นสุดต้องอยู่หลังเวลาเริ่มแสดง',
    );
    const made = expectOk<Item>(await post(t, '/api/admin/banners', banner('มีช่วง', { starts_at: at(HOUR) }), support));
    expectInvalid(await put(t, `/api/admin/banners/${made.id}`, { ends_at: at(0) }, support), 'ends_at', 'เวลาสิ้นสุดต้องอยู่หลังเวลาเริ่มแสดง');
    const audit = await t.handle.db
      .selectFrom('operator_audit')
      .select('detail')
      .where('target', '=', `banner:${made.id}`)
      .where('action', '=', 'banner.update')
      .execute();
    expect(audit).toEqual([]);
    const moved = expectOk<Item>(await put(t, `/api/admin/banners/${made.id}`, { ends_at: at(2 * HOUR) }, support));
    expect(moved.ends_at).not.toBeNull();
  });
});
