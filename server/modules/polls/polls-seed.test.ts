import type { AgentEvent } from '@contract/agent';
import type { PollConfigData } from '@contract/polls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed';
import { createTestApp, engineName, expectOk, get, type TestContext } from '../../test';
import { seedDemoPolls } from '.';
import { lottoDraws } from './seed';

describe(`polls: the demo seed (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
  });
  afterAll(() => t.close());

  it('the next government lottery draw: the 1st or 16th at 15:00 Bangkok, strictly after now', () => {
    const at = (s: string) => new Date(s);
    expect(lottoDraws(at('2026-11-26T05:00:00Z'))).toEqual({ previous: at('2026-11-16T08:00:00Z'), next: at('2026-12-01T08:00:00Z') });
    expect(lottoDraws(at('2026-12-01T07:59:59Z')).next).toEqual(at('2026-12-01T08:00:00Z'));
    expect(lottoDraws(at('2026-12-01T08:00:00Z')).next).toEqual(at('2026-12-16T08:00:00Z'));
    expect(lottoDraws(at('2026-12-20T00:00:00Z')).next).toEqual(at('2027-01-01T08:00:00Z'));
    expect(lottoDraws(at('2027-01-01T01:00:00Z')).previous).toEqual(at('2026-12-16T08:00:00Z'));
  });

  it('on a fresh database the lottery poll is /poll/1 with 00-99; a second start adds nothing', async () => {
    const first = await seedDemoPolls(t.handle.db);
    expect(await seedDemoPolls(t.handle.db)).toEqual(first);
    expect(first).toEqual({ lotto: 1, match: 2 });
    const polls = await t.handle.db.selectFrom('poll').select(['id', 'title']).orderBy('id').execute();
    expect(polls.map((p) => p.title)).toEqual(['ทายเลขท้าย 2 ตัว หวยรัฐบาลงวดถัดไป', 'ทายผลบอล ไทย พบ เวียดนาม']);
    const c = expectOk(await get(t, '/api/poll/config?poll_id=1'));
    expect(c.config).toMatchObject({ id: 1, layout: 'grid', status: 'open', voting_open: true });
    expect(c.choices).toHaveLength(100);
    expect(c.choices[0].label).toBe('00');
    expect(c.choices[99].label).toBe('99');
    expect(c.metadata.quota_rule).toEqual({ base_votes: 1, deposit_step: 300, turnover_step: 0, max_votes: 5 });
    expect(c.metadata.prize.text).toBe('100 แต้ม');
    expect(new Date(c.config.closes_at)).toEqual(lottoDraws(new Date()).next);
  });

  it("the demo's events carry their own targets: the football vote opens the match poll, the free credit the quests", async () => {
    const config = { agentCode: t.config.agentCode, nodeEnv: 'development' as const };
    await seedDemo(t.handle.db, config);
    const events = expectOk<AgentEvent[]>(await get(t, `/api/event/list?agent_code=${t.config.agentCode}`));
    const linkOf = (title: string) => events.find((e) => e.title === title)?.link;
    const football = linkOf('โหวตทายผลบอลคู่เด็ด');
    expect(football).toMatch(/^\/poll\/\d+$/);
    const poll = expectOk<PollConfigData>(await get(t, `/api/poll/config?poll_id=${football?.split('/')[2]}`));
    expect(poll.config.id).toBe(Number(football?.split('/')[2]));
    expect(poll.config.title).toBe('ทายผลบอล ไทย พบ เวียดนาม');
    expect(linkOf('กิจกรรมแจกเครดิตฟรีประจำสัปดาห์')).toBe('/member/creditfree');
  });
});
