import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, MOBILE, newPage } from './support/browser';
import { fillRegister } from './support/member';
import { type RunningServer, startServer } from './support/server';

const SHOTS = 'test-results/screens';

/** Issue 2's member journeys in the built app, served by the real server, in Debian's Chromium. */
describe('the foundation in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const [name, size] of [
    ['375', MOBILE],
    ['1280', DESKTOP],
  ] as const) {
    it(`shows a visitor the Thai home at ${name} px`, async () => {
      const page = await newPage(browser, size, server.url);
      await page.goto('/');
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('th');
      // The register button says 'สมัคร' on phones and 'สมัครสมาชิก' from 600 px.
      const register = page.getByRole('banner').getByRole('link', { name: 'สมัครสมาชิก' });
      await register.waitFor();
      expect((await register.innerText()).trim()).toBe(size.width < 600 ? 'สมัคร' : 'สมัครสมาชิก');
      await page.getByRole('banner').getByRole('link', { name: 'เข้าสู่ระบบ' }).waitFor();
      // Category tiles and the footer's five tabs.
      await page.getByRole('link', { name: /สล็อต/ }).first().waitFor();
      await appMounted(page);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${SHOTS}/home-visitor-${name}.png`, fullPage: false });
      await page.context().close();
    });
  }

  it('registers a member who lands on /member with balance 0.00, then logs out through the confirm dialog', async () => {
    const page = await newPage(browser, MOBILE, server.url);
    await page.goto('/register');
    const phone = `09${String(Date.now()).slice(-8)}`;
    await fillRegister(page, phone);
    await page.screenshot({ path: `${SHOTS}/register-filled-375.png`, fullPage: true });
    await page.locator('form').getByRole('button', { name: 'สมัครสมาชิก' }).click();
    await page.waitForURL(/\/member$/);
    const balance = page.getByTestId('member-balance').first();
    await expect.poll(async () => (await balance.innerText()).replace(/\s/g, '')).toContain('0.00');
    // A new member sees the agent's important notices first (docs/product.md "Notices after login"): step through them.
    const notices = page.getByRole('dialog', { name: 'ประกาศสำคัญ' });
    await notices.waitFor();
    await page.screenshot({ path: `${SHOTS}/member-notices-375.png` });
    while (await notices.isVisible()) {
      await notices
        .getByRole('button', { name: /ถัดไป|ปิด|รับทราบ/ })
        .last()
        .click();
      await page.waitForTimeout(150);
    }
    await page.screenshot({ path: `${SHOTS}/member-375.png` });

    await page.getByRole('button', { name: 'เปิดเมนูสมาชิก' }).first().click();
    const menu = page.getByRole('dialog');
    await menu.getByRole('button', { name: 'ออกจากระบบ' }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog').filter({ hasText: 'ยืนยัน' }));
    await confirm
      .getByRole('button', { name: /ออกจากระบบ|ยืนยัน/ })
      .last()
      .click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByText('ออกจากระบบสำเร็จ').first().waitFor();
    // Logged out: the member area sends the visitor away again.
    await page.goto('/member');
    await page.waitForURL((u) => u.pathname === '/login' || u.pathname === '/');
    await page.context().close();
  });

  it('shows the 404 page for an unknown route', async () => {
    const page = await newPage(browser, DESKTOP, server.url);
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(200); // the shell answers; the router shows the 404
    await page.getByText('404').first().waitFor();
    await page.getByText('This page could not be found').waitFor();
    await page.screenshot({ path: `${SHOTS}/404-1280.png` });
    await page.context().close();
  });

  it('fixes the header after 80 px of scroll', async () => {
    const page = await newPage(browser, DESKTOP, server.url);
    await page.goto('/');
    await appMounted(page); // the static shell's header never turns fixed: scroll the app's
    const header = page.getByRole('banner');
    const position = () => header.evaluate((el) => getComputedStyle(el).position);
    expect(await position()).not.toBe('fixed');
    await page.evaluate(() => window.scrollTo(0, 79));
    await page.waitForTimeout(100);
    expect(await position()).not.toBe('fixed');
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(position).toBe('fixed');
    await page.context().close();
  });
});

/** The app has replaced index.html's static first paint: its footer tabs (the shell has none on a desktop). */
async function appMounted(page: Page) {
  await expect
    .poll(() => page.getByRole('navigation', { name: 'เมนูด้านล่าง' }).getByRole('link').count(), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(4);
}
