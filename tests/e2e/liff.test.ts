import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, MOBILE, newPage } from './support/browser';
import { fillRegister, MEMBER } from './support/member';
import { type RunningServer, startServer } from './support/server';

const SHOTS = 'test-results/screens';
/** @line/liff, the mock and the LIFF page: chunks only a /liff page may load. */
const LIFF_CHUNK = /\/assets\/(liff|liff-mock|LiffPage)-[^/]*\.js$/;

/**
 * Issue 19's LINE pages in the built app and the real server: no LIFF id is set and the test routes
 * are on, so the page runs @line/liff-mock, whose id token the server signed with the channel secret
 * (POST /api/test/line/id_token) and verifies for real. The mock's LINE user is set per browser.
 */
describe('LINE LIFF pages in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startServer({ JOBS_TEST_CLOCK: '1' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A fresh phone (own storage) inside LINE as `sub`, or a normal browser with inClient false. */
  async function lineBrowser(sub: string, inClient = true): Promise<Page> {
    const page = await newPage(browser, MOBILE, server.url);
    await page.addInitScript((mock) => localStorage.setItem('liff-mock', JSON.stringify(mock)), { sub, name: 'สมชาย ไลน์', inClient });
    return page;
  }

  const storedToken = (page: Page) =>
    page
      .evaluate(() => Object.entries(localStorage).find(([k]) => k.endsWith('user'))?.[1] ?? null)
      .then((v) => (v ? JSON.parse(v) : null));

  async function expectLiffChrome(page: Page) {
    expect(await page.locator('[data-layout="liff"]').count()).toBe(1);
    expect(await page.locator('header').count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'เมนูด้านล่าง' }).count()).toBe(0);
  }

  it('first visit: the link form, linked with phone and password, lands signed in on the deposit page with no header or footer', async () => {
    const page = await lineBrowser('U0000000000000000000000000000e2e1');
    await page.goto('/liff/deposit');
    await page.getByRole('heading', { name: 'เชื่อมบัญชี LINE' }).waitFor();
    await page.getByText('บัญชี LINE นี้ยังไม่ได้เชื่อมกับสมาชิก').waitFor();
    await expectLiffChrome(page);
    await page.screenshot({ path: `${SHOTS}/liff-link-375.png`, fullPage: true });

    // A wrong password links nothing and says so in Thai.
    await page.getByLabel('เบอร์โทรศัพท์', { exact: true }).fill(MEMBER.phone);
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill('wrong-pass9');
    await page.getByRole('button', { name: 'เชื่อมบัญชีและเข้าสู่ระบบ' }).click();
    await page.getByText('เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง').waitFor();

    await page.getByLabel('รหัสผ่าน', { exact: true }).fill(MEMBER.password);
    await page.getByRole('button', { name: 'เชื่อมบัญชีและเข้าสู่ระบบ' }).click();
    await page.getByRole('heading', { name: 'ฝากเงิน', exact: true }).waitFor();
    await page.getByText('073-1-23456-7').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/liff/deposit');
    await expectLiffChrome(page);
    expect(await storedToken(page)).toMatchObject({ username: MEMBER.phone, access_token: expect.any(String) });
    await page.screenshot({ path: `${SHOTS}/liff-deposit-375.png`, fullPage: true });
    // The deposit page's own tabs keep it inside LINE.
    await page.getByRole('tab', { name: /QR พร้อมเพย์/ }).click();
    await page.waitForURL(/\/liff\/deposit\?channel=promptpay_qr$/);
    await page.getByRole('form', { name: 'สร้าง QR ฝากเงิน' }).waitFor();
    await expectLiffChrome(page);
    await page.context().close();
  });

  it('later visits sign the linked member in by the LINE id token alone', async () => {
    const page = await lineBrowser('U0000000000000000000000000000e2e1');
    await page.goto('/liff/withdraw');
    await page.getByRole('heading', { name: 'ถอนเงิน', exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'เชื่อมบัญชี LINE' }).count()).toBe(0);
    await expectLiffChrome(page);
    const user = await storedToken(page);
    expect(user).toMatchObject({ username: MEMBER.phone });
    // The token is a real session of that member.
    const info = await page.evaluate(async (token) => {
      const res = await fetch('/api/get_user_info', { headers: { authorization: `Bearer ${token}` } });
      return (await res.json()) as { data?: { username: string } };
    }, user.access_token as string);
    expect(info.data?.username).toBe(MEMBER.phone);
    await page.screenshot({ path: `${SHOTS}/liff-withdraw-375.png`, fullPage: true });
    await page.context().close();
  });

  it('registering inside LINE links the new member: the next visit signs in by LINE', async () => {
    const sub = 'U0000000000000000000000000000e2e2';
    const phone = `08${String(Date.now()).slice(-8)}`;
    const page = await lineBrowser(sub);
    await page.goto('/liff/register');
    await page.getByRole('heading', { name: 'สมัครสมาชิก', exact: true }).waitFor();
    await expectLiffChrome(page);
    await fillRegister(page, phone, { first: 'ไลน์', last: 'สมัครใหม่' });
    await page.locator('form').getByRole('button', { name: 'สมัครสมาชิก' }).click();
    await page.waitForURL(/\/liff\/deposit$/);
    await page.getByRole('heading', { name: 'ฝากเงิน', exact: true }).waitFor();
    await page.context().close();

    const again = await lineBrowser(sub);
    await again.goto('/liff/results');
    await again.getByRole('heading', { name: 'ผลหวยล่าสุด' }).waitFor();
    await expect.poll(async () => (await storedToken(again))?.username).toBe(phone);
    await expectLiffChrome(again);
    await again.context().close();
  });

  it('outside LINE the same URL opens the normal page', async () => {
    const page = await lineBrowser('U0000000000000000000000000000e2e3', false);
    await page.goto('/liff/results');
    await page.waitForURL(/\/lotto\/results$/);
    await page.getByRole('heading', { name: 'ผลหวยล่าสุด' }).waitFor();
    expect(await page.locator('[data-layout="liff"]').count()).toBe(0);
    await page.context().close();
  });

  it('loads @line/liff only on /liff pages', async () => {
    const page = await newPage(browser, MOBILE, server.url);
    await page.goto('/lotto/results');
    await page.getByRole('heading', { name: 'ผลหวยล่าสุด' }).waitFor();
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const loaded = () => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect((await loaded()).filter((u) => LIFF_CHUNK.test(u))).toEqual([]);
    await page.context().close();
    // The same pattern does catch them where they belong (so the check above can fail).
    const liffPage = await lineBrowser('U0000000000000000000000000000e2e1');
    await liffPage.goto('/liff/results');
    await liffPage.getByRole('heading', { name: 'ผลหวยล่าสุด' }).waitFor();
    const names = await liffPage.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect(names.filter((u) => /\/assets\/liff-(?!mock)/.test(u))).toHaveLength(1);
    expect(names.filter((u) => /\/assets\/LiffPage-/.test(u))).toHaveLength(1);
    await liffPage.context().close();
  });
});
