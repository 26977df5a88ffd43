import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, CHECKER, governmentRoundClosedNow, OPERATOR, signInOperator } from './support/api';
import { menuLinks, SUPPORT, signInAt, TABLET } from './support/backoffice';
import { DESKTOP, launchBrowser, MOBILE, newPage } from './support/browser';
import { type RunningServer, startServer } from './support/server';

const SHOTS = 'test-results/screens';

/** The operator back office (/admin, docs/backoffice.md) in the built app, and its distance from the member PWA. */
describe('the back office in Chromium', () => {
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

  it('the build keeps it apart: its files are not in the member precache, the member chunks hold none of its code', () => {
    const admin = readdirSync('dist/admin/assets').filter((f) => f.endsWith('.js'));
    expect(admin.length).toBeGreaterThan(0);
    const sw = readFileSync('dist/sw.js', 'utf8');
    const precached = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
    expect(precached.length).toBeGreaterThan(10);
    expect(precached.filter((url) => url.startsWith('admin'))).toEqual([]);
    // A back-office chunk the worker names must be the member build's own identical module (a shared
    // contract file, e.g. the game names, hashes the same in both builds), never a back-office file.
    for (const file of admin.filter((f) => sw.includes(f))) {
      expect(existsSync(join('dist/assets', file)), file).toBe(true);
      expect(readFileSync(join('dist/assets', file), 'utf8'), file).toBe(readFileSync(join('dist/admin/assets', file), 'utf8'));
    }
    const memberFiles = [
      'index.html',
      ...readdirSync('dist/assets')
        .filter((f) => f.endsWith('.js'))
        .map((f) => join('assets', f)),
    ];
    for (const file of memberFiles) {
      const text = readFileSync(join('dist', file), 'utf8');
      expect(text, file).not.toContain('admin/assets');
      // The sign-in page's heading: in the back office's chunk only.
      expect(text, file).not.toContain('เข้าสู่ระบบหลังบ้าน');
    }
    expect(existsSync('dist/admin.html')).toBe(true);
  });

  it('loading the member / (and its service worker) never asks for a back-office file', async () => {
    const page = await newPage(browser, MOBILE, server.url);
    const asked: string[] = [];
    page.context().on('request', (req) => asked.push(new URL(req.url()).pathname));
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'เข้าสู่ระบบ' }).waitFor();
    // The worker registers a moment after load and downloads its precache.
    await expect
      .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())), { timeout: 15_000 })
      .toBe(true);
    await page.waitForLoadState('networkidle');
    expect(asked.some((p) => p.startsWith('/assets/'))).toBe(true);
    expect(asked.filter((p) => p.startsWith('/admin'))).toEqual([]);
    await page.context().close();
  });

  it('an admin signs in, sees every page in the menu, finds the demo member with wallets, reads the audit log and signs out', async () => {
    const page = await newPage(browser, DESKTOP, server.url);
    await signInAt(page, OPERATOR);
    await page.waitForURL(/\/admin\/dashboard$/);
    expect(await menuLinks(page)).toEqual([
      'ภาพรวม',
      'ฝากเงิน',
      'ถอนเงิน',
      'สมาชิก',
      'งวดหวยและผลรางวัล',
      'แทงบอล',
      'เกมและผู้ให้บริการ',
      'เนื้อหาหน้าเว็บ',
      'โปรโมชั่น',
      'คูปอง',
      'เงื่อนไขเทิร์น',
      'คืนยอดเสียและค่าคอม',
      'แนะนำเพื่อน',
      'แต้มและ VIP',
      'กงล้อนำโชค',
      'ภารกิจและกิจกรรม',
      'โพลทายผล',
      'ร้านแลกแต้ม',
      'ฟรีสปิน',
      'บัญชีรับเงิน',
      'ผู้ดูแลและสิทธิ์',
      'ตั้งค่าเว็บไซต์',
      'บันทึกการใช้งาน',
      'เริ่มต้นใช้งาน',
    ]);
    await page.getByRole('link', { name: 'สมาชิก' }).click();
    await page.waitForURL(/\/admin\/members$/);
    await page.getByRole('textbox', { name: 'ค้นหาสมาชิก' }).fill('0812345678');
    await page.getByRole('button', { name: 'ค้นหา' }).click();
    await page.getByRole('button', { name: '0812345678' }).click();
    const detail = page.getByRole('region', { name: 'รายละเอียดสมาชิก' });
    await detail.getByRole('table', { name: 'กระเป๋าเงิน' }).waitFor();
    expect(await detail.innerText()).toContain('0812345678');
    await page.screenshot({ path: `${SHOTS}/admin-members-1280.png` });

    await page.getByRole('link', { name: 'บันทึกการใช้งาน' }).click();
    await page.waitForURL(/\/admin\/audit$/);
    await page.getByRole('cell', { name: 'operator.login' }).first().waitFor();
    await page.screenshot({ path: `${SHOTS}/admin-audit-1280.png` });

    await page.getByRole('link', { name: 'งวดหวยและผลรางวัล' }).click();
    await page.waitForURL(/\/admin\/lotto$/);
    await page.getByText('ไม่มีผลที่รอยืนยัน').waitFor();
    await page.getByRole('combobox', { name: 'สถานะงวด' }).selectOption('');
    await page.getByRole('table').waitFor();
    await page.screenshot({ path: `${SHOTS}/admin-lotto-1280.png` });

    await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
    await page.waitForURL(/\/admin\/login/);
    await page.getByRole('heading', { name: 'เข้าสู่ระบบหลังบ้าน' }).waitFor();
    // The token is gone from the tab; the back office asks to sign in again.
    await page.goto('/admin/members');
    await page.waitForURL(/\/admin\/login/);
    await page.screenshot({ path: `${SHOTS}/admin-login-1280.png` });
    await page.context().close();
  });

  it('a support operator at 768 px does not see admin-only pages, and cannot open them by address', async () => {
    const page = await newPage(browser, TABLET, server.url);
    await signInAt(page, SUPPORT);
    expect(await menuLinks(page)).toEqual([
      'สมาชิก',
      'งวดหวยและผลรางวัล',
      'แทงบอล',
      'เกมและผู้ให้บริการ',
      'เนื้อหาหน้าเว็บ',
      'โปรโมชั่น',
      'คูปอง',
      'เงื่อนไขเทิร์น',
      'คืนยอดเสียและค่าคอม',
      'แนะนำเพื่อน',
      'แต้มและ VIP',
      'กงล้อนำโชค',
      'ภารกิจและกิจกรรม',
      'โพลทายผล',
      'ร้านแลกแต้ม',
      'ฟรีสปิน',
    ]);
    await page.getByRole('table').waitFor();
    await page.screenshot({ path: `${SHOTS}/admin-members-support-768.png` });
    await page.getByRole('link', { name: 'งวดหวยและผลรางวัล' }).click();
    await page.getByText('ไม่มีผลที่รอยืนยัน').waitFor();
    await page.screenshot({ path: `${SHOTS}/admin-lotto-support-768.png` });
    // By address: the shell says the page is not theirs, by name, and the address stays.
    await page.goto('/admin/audit');
    const refusal = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'ไม่มีสิทธิ์เข้าถึงหน้านี้' }) });
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('“บันทึกการใช้งาน”');
    expect(new URL(page.url()).pathname).toBe('/admin/audit');
    await page.context().close();
  });

  it('a revoked session sends the operator to sign-in at the next call, and back to the page after', async () => {
    const page = await newPage(browser, DESKTOP, server.url);
    await signInAt(page, OPERATOR);
    await page.getByRole('table').first().waitFor();
    // Revoke the token behind the page's back (another tab signing out does the same).
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('gw-admin-session') ?? '{}').access_token as string);
    const res = await fetch(`${server.url}/api/admin/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    await page.getByRole('link', { name: 'บันทึกการใช้งาน' }).click();
    await page.waitForURL(/\/admin\/login\?redirect=/);
    await page.getByLabel('ชื่อผู้ใช้').fill(OPERATOR.username);
    await page.getByLabel('รหัสผ่าน').fill(OPERATOR.password);
    await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await page.waitForURL(/\/admin\/audit$/);
    await page.context().close();
  });

  it('four eyes: an admin enters a closed round’s result, it waits, the finance checker confirms it in the back office', async () => {
    // The government round closed a minute ago (a schedule override, as tests/e2e/results-fast.test.ts does).
    const token = await signInOperator(server);
    const round = await governmentRoundClosedNow(server, token, 'ทดสอบหลังบ้าน');
    // The scheduler closes it within a few seconds.
    for (let closed = false, deadline = Date.now() + 30_000; !closed && Date.now() < deadline; ) {
      const list = await apiCall<{ items: { id: number }[] }>(
        server,
        'GET',
        '/admin/lotto/rounds?category_id=1&status=closed',
        undefined,
        token,
      );
      closed = Boolean(list.data?.items.some((r) => r.id === round.id));
      if (!closed) await new Promise((r) => setTimeout(r, 300));
    }

    const page = await newPage(browser, DESKTOP, server.url);
    await signInAt(page, OPERATOR);
    await page.getByRole('link', { name: 'งวดหวยและผลรางวัล' }).click();
    const row = page
      .getByRole('row')
      .filter({ hasText: 'หวยรัฐบาลไทย' })
      .filter({ has: page.getByRole('button', { name: 'กรอกผล' }) });
    await row.waitFor();
    await row.getByRole('button', { name: 'กรอกผล' }).click();
    const form = page.getByRole('form', { name: 'กรอกผลรางวัล' });
    for (const [label, value] of [
      ['รางวัลที่ 1 (6 หลัก)', '514209'],
      ['เลขหน้า 3 ตัว ชุดที่ 1', '123'],
      ['เลขหน้า 3 ตัว ชุดที่ 2', '456'],
      ['เลขท้าย 3 ตัว ชุดที่ 1', '789'],
      ['เลขท้าย 3 ตัว ชุดที่ 2', '012'],
      ['เลขท้าย 2 ตัว', '47'],
    ]) {
      await form.getByLabel(label, { exact: true }).fill(value);
    }
    await page.screenshot({ path: `${SHOTS}/admin-lotto-result-form-1280.png` });
    await form.getByRole('button', { name: 'บันทึกผล' }).click();
    await form.getByText('บันทึกผลแล้ว รอเจ้าหน้าที่อีกคนหนึ่งยืนยันก่อนจ่ายเงิน').waitFor();
    await form.getByRole('button', { name: 'ตกลง' }).click();
    const waiting = page.getByRole('region', { name: 'ผลที่รอยืนยัน' });
    await waiting.getByText(/รางวัลที่ 1 514209/).waitFor();
    await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
    await page.waitForURL(/\/admin\/login/);

    await signInAt(page, CHECKER);
    await page.getByRole('link', { name: 'งวดหวยและผลรางวัล' }).click();
    await waiting.getByText(/รางวัลที่ 1 514209/).waitFor();
    await page.screenshot({ path: `${SHOTS}/admin-lotto-waiting-1280.png` });
    await waiting.getByRole('button', { name: 'ยืนยันผล' }).click();
    await waiting.getByText('ไม่มีผลที่รอยืนยัน').waitFor();
    await page.getByRole('combobox', { name: 'สถานะงวด' }).selectOption('resulted');
    await page.getByRole('row').filter({ hasText: 'หวยรัฐบาลไทย' }).filter({ hasText: 'รางวัลที่ 1 514209' }).waitFor();
    await page.context().close();
  });
});
