import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signInOperator } from './support/api';
import { SUPPORT, signInAt, TABLET } from './support/backoffice';
import { DESKTOP, launchBrowser, newPage } from './support/browser';
import { MEMBER } from './support/member';
import { type RunningServer, startServer } from './support/server';

const SHOTS = 'test-results/screens';
const ADMIN = { username: 'admin', password: 'admin1234' };

type Round = { id: number; is_open: boolean; category_id: number };

/** The lotto tabs of the back office in the built app: a member's bets show in the exposure; support reads only. */
describe('the back office lotto tabs in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let roundId = 0;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startServer();
    browser = await launchBrowser();
    const operator = await signInOperator(server);
    const login = await apiCall<{ access_token: string }>(server, 'POST', '/login', { phone: MEMBER.phone, password: MEMBER.password });
    const token = login.data?.access_token as string;
    const members = await apiCall<{ items: { id: number; phone: string }[] }>(
      server,
      'GET',
      `/admin/members?q=${MEMBER.phone}`,
      undefined,
      operator,
    );
    const memberId = members.data?.items.find((m) => m.phone === MEMBER.phone)?.id;
    await apiCall(
      server,
      'POST',
      `/admin/members/${memberId}/adjust`,
      { amount: 5000, reason: 'เครดิตทดสอบหลังบ้านหวย', idempotency_key: 'e2e-bo-lotto' },
      operator,
    );
    let round: Round | undefined;
    for (const deadline = Date.now() + 30_000; !round && Date.now() < deadline; ) {
      const rounds = (await apiCall<{ items: Round[] }>(server, 'GET', '/lotto/rounds?category_id=1&limit=10')).data?.items ?? [];
      round = rounds.find((r) => r.is_open);
      if (!round) await new Promise((r) => setTimeout(r, 500));
    }
    if (!round) throw new Error('no open government round');
    roundId = (round as Round).id;
    const items = [
      { bet_type: '3top', number: '123', amount: 100 },
      { bet_type: '3top', number: '123', amount: 50 },
      { bet_type: '2top', number: '45', amount: 200 },
      { bet_type: '2bottom', number: '07', amount: 30 },
      { bet_type: 'runtop', number: '5', amount: 20 },
    ];
    const bought = await apiCall(
      server,
      'POST',
      '/lotto/bill/create',
      { round_id: roundId, agent_id: '1', items, idempotency_key: 'e2e-bo-lotto-bill' },
      token,
    );
    expect(bought.error, bought.message).toBe(0);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('admin sees the rounds, the exposure riskiest first and the other tabs, at 1280 and 768 px', async () => {
    for (const [size, name] of [
      [DESKTOP, '1280'],
      [TABLET, '768'],
    ] as const) {
      const page = await newPage(browser, size, server.url);
      await signInAt(page, ADMIN, '/admin/lotto?status=open');
      await page.getByRole('tab', { name: 'งวดและผล' }).waitFor();
      await page.getByRole('button', { name: 'ยกเลิกงวด' }).first().waitFor();
      await page.screenshot({ path: `${SHOTS}/admin-lotto-rounds-${name}.png`, fullPage: true });

      await page.goto(`/admin/lotto?tab=exposure&round=${roundId}`);
      const table = page.getByRole('table', { name: 'ยอดแทงต่อเลข' });
      await table.waitFor();
      const first = table.getByRole('row').nth(1);
      await expect.poll(() => first.innerText()).toContain('123');
      // 150 baht on 3 top 123 at the seeded rate: the largest payout comes first.
      expect(await first.innerText()).toContain('150.00');
      await page.screenshot({ path: `${SHOTS}/admin-lotto-exposure-${name}.png`, fullPage: true });

      for (const tab of ['rates', 'limited', 'schedule', 'feeds']) {
        await page.goto(`/admin/lotto?tab=${tab}&round=${roundId}`);
        await page.getByRole('tabpanel').waitFor();
        await page.waitForLoadState('networkidle').catch(() => {});
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${SHOTS}/admin-lotto-${tab}-${name}.png`, fullPage: true });
      }
      await page.context().close();
    }
  }, 180_000);

  it('support reads the exposure and rates but gets no button that changes them', async () => {
    const page = await newPage(browser, DESKTOP, server.url);
    await signInAt(page, SUPPORT, `/admin/lotto?tab=exposure&round=${roundId}`);
    await page.getByRole('table', { name: 'ยอดแทงต่อเลข' }).waitFor();
    await page.goto('/admin/lotto?tab=rates');
    await page.getByRole('table', { name: 'อัตราจ่าย' }).waitFor();
    expect(await page.getByRole('button', { name: 'บันทึกอัตราจ่าย' }).count()).toBe(0);
    await page.goto('/admin/lotto?status=open');
    await page.getByRole('tab', { name: 'งวดและผล' }).waitFor();
    await page.getByRole('button', { name: 'ความเสี่ยง' }).first().waitFor();
    expect(await page.getByRole('button', { name: 'ยกเลิกงวด' }).count()).toBe(0);
    await page.context().close();
  }, 60_000);
});
