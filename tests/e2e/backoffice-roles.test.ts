import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGES } from '../../src/admin/app/registry';
import { apiCall, OPERATOR, signInOperator } from './support/api';
import { menuLinks, signInAt, TABLET } from './support/backoffice';
import { DESKTOP, launchBrowser, newPage } from './support/browser';
import { MEMBER } from './support/member';
import { type RunningServer, startServer } from './support/server';

const SHOTS = 'test-results/screens';
/** The support operator the admin creates in the first test, through the operators page. */
const NEW_SUPPORT = { username: 'support.e2e', password: 'Support12345' };

/** A call with a token, answering the HTTP status and the envelope. */
async function raw(server: RunningServer, method: 'GET' | 'POST', path: string, token: string, body?: unknown) {
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { error: number; message: string } };
}

/** The demo member deposits `amount` by PromptPay QR and the sandbox pays it (what the dashboard counts today). */
async function depositByQr(server: RunningServer, operatorToken: string, amount: number) {
  const login = await apiCall<{ access_token: string }>(server, 'POST', '/login', { phone: MEMBER.phone, password: MEMBER.password });
  const member = login.data?.access_token as string;
  const channels = await apiCall<{ channels: { id: number; type: string; sub_channels: { id: number }[] }[] }>(
    server,
    'GET',
    '/member/payment/channels',
    undefined,
    member,
  );
  const qr = channels.data?.channels.find((c) => c.type === 'promptpay_qr');
  if (!qr) throw new Error('no PromptPay QR channel in the seed');
  const made = await apiCall<{ reference: string }>(
    server,
    'POST',
    '/member/payment/generate_qr',
    { channel_id: qr.id, sub_channel_id: qr.sub_channels[0].id, amount },
    member,
  );
  if (made.error !== 0 || !made.data) throw new Error(`generate_qr: ${made.message}`);
  const paid = await apiCall(server, 'POST', `/admin/payments/sandbox/${made.data.reference}/pay`, {}, operatorToken);
  if (paid.error !== 0) throw new Error(`sandbox pay: ${paid.message}`);
}

/**
 * Roles in the back office (issue 14 section 3): an admin creates a support operator on the operators
 * page; that operator sees no finance page in the menu, is sent away from the dashboard's address,
 * and every finance endpoint answers 403 to their token. An admin sees the dashboard's figures and chart.
 */
describe('back office roles in Chromium', () => {
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

  it('an admin lands on the dashboard, sees today’s deposit in the figures and the 30-day chart', async () => {
    const token = await signInOperator(server);
    await depositByQr(server, token, 750);
    const page = await newPage(browser, DESKTOP, server.url);
    await signInAt(page, OPERATOR);
    await page.waitForURL(/\/admin\/dashboard$/);
    expect((await menuLinks(page))[0]).toBe('ภาพรวม');
    const today = page.getByRole('region', { name: /^วันนี้/ });
    const deposits = today.getByRole('group', { name: 'ยอดฝาก (บาท)' });
    await expect.poll(() => deposits.innerText(), { timeout: 15_000 }).toContain('750.00');
    expect(await deposits.innerText()).toContain('1 รายการ');
    expect(await today.getByRole('group', { name: 'ฝากครั้งแรก' }).innerText()).toContain('1');
    const chart = page.getByRole('img', { name: /กราฟยอดฝาก ยอดถอน และกระแสเงินสดสุทธิ 30 วันล่าสุด/ });
    await chart.waitFor();
    expect(await chart.locator('g[data-day]').count()).toBe(30);
    expect(await chart.locator('g[data-day]').last().locator('title').textContent()).toContain('ยอดฝาก 750.00 บาท');
    await page.getByText(/^ข้อมูล ณ/).waitFor();
    await page.screenshot({ path: `${SHOTS}/admin-dashboard-1280.png`, fullPage: true });
    await page.setViewportSize(TABLET);
    await chart.waitFor();
    await page.screenshot({ path: `${SHOTS}/admin-dashboard-768.png`, fullPage: true });
    await page.context().close();
  });

  it('an admin creates a support operator on the operators page, and finds it in the audit log', async () => {
    const page = await newPage(browser, DESKTOP, server.url);
    await signInAt(page, OPERATOR);
    await page.getByRole('link', { name: 'ผู้ดูแลและสิทธิ์' }).click();
    await page.waitForURL(/\/admin\/operators/);
    await page.getByRole('cell', { name: 'checker', exact: true }).waitFor();
    await page.getByRole('button', { name: 'เพิ่มผู้ดูแล' }).click();
    const dialog = page.getByRole('dialog', { name: 'เพิ่มผู้ดูแล' });
    await dialog.getByLabel('ชื่อผู้ใช้').fill(NEW_SUPPORT.username);
    await dialog.getByLabel('ชื่อที่แสดง').fill('ซัพพอร์ตทดสอบ');
    await dialog.getByLabel('บทบาท').selectOption('support');
    await dialog.getByLabel('รหัสผ่าน').fill(NEW_SUPPORT.password);
    await page.screenshot({ path: `${SHOTS}/admin-operators-create-1280.png` });
    await dialog.getByRole('button', { name: 'สร้างบัญชี' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row').filter({ hasText: NEW_SUPPORT.username });
    await row.waitFor();
    expect(await row.innerText()).toContain('ฝ่ายบริการสมาชิก');
    await page.screenshot({ path: `${SHOTS}/admin-operators-1280.png` });
    await page.setViewportSize(TABLET);
    await page.screenshot({ path: `${SHOTS}/admin-operators-768.png` });
    await page.setViewportSize(DESKTOP);

    // The audit log, filtered to this admin's creations.
    await page.getByRole('link', { name: 'บันทึกการใช้งาน' }).click();
    await page.waitForURL(/\/admin\/audit/);
    const picker = page.getByRole('combobox', { name: 'ผู้ดูแล' });
    const adminOption = picker.locator('option', { hasText: /^admin \(#\d+\)$/ });
    await adminOption.waitFor({ state: 'attached' });
    await picker.selectOption((await adminOption.getAttribute('value')) as string);
    await page.getByRole('textbox', { name: 'การกระทำ' }).fill('operator.create');
    await page.getByRole('button', { name: 'กรอง' }).click();
    await page.waitForURL(/action=operator.create/);
    const created = page.getByRole('row').filter({ hasText: NEW_SUPPORT.username });
    await created.waitFor();
    // The filtered page replaces the unfiltered one (which holds the logins) once its answer arrives.
    await expect.poll(() => page.getByRole('cell', { name: 'operator.login' }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/admin-audit-filters-1280.png` });
    await page.context().close();
  });

  it('a support operator sees no finance page, is told a finance address is not theirs, and every finance API answers 403', async () => {
    const financeTitles = PAGES.filter((p) => !p.roles.includes('support')).map((p) => p.title);
    expect(financeTitles).toContain('ภาพรวม');
    for (const size of [DESKTOP, TABLET]) {
      const page = await newPage(browser, size, server.url);
      await signInAt(page, NEW_SUPPORT);
      await page.waitForURL(/\/admin\/members$/);
      const menu = await menuLinks(page);
      expect(menu).toEqual(PAGES.filter((p) => p.roles.includes('support')).map((p) => p.title));
      for (const title of financeTitles) expect(menu).not.toContain(title);
      expect(menu.filter((t) => /ภาพรวม|ฝาก|ถอน|ผู้ดูแล|บันทึก/.test(t))).toEqual([]);
      await page.getByRole('table').waitFor();
      await page.screenshot({ path: `${SHOTS}/admin-support-menu-${size.width}.png` });

      // By address: the shell says the page is not theirs, by its Thai name, and keeps the address;
      // the page's figures were never asked for.
      const asked: string[] = [];
      page.on('request', (req) => asked.push(new URL(req.url()).pathname));
      for (const [path, title] of [
        ['/admin/dashboard', 'ภาพรวม'],
        ['/admin/deposits', 'ฝากเงิน'],
        ['/admin/operators', 'ผู้ดูแลและสิทธิ์'],
      ]) {
        await page.goto(path);
        const refusal = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'ไม่มีสิทธิ์เข้าถึงหน้านี้' }) });
        await refusal.waitFor();
        expect(await refusal.innerText()).toContain(`หน้า “${title}” ใช้ได้เฉพาะ`);
        expect(new URL(page.url()).pathname).toBe(path);
        // Inside the shell: the menu and sign-out are still there.
        await page.getByRole('navigation', { name: 'เมนูหลัก' }).waitFor();
        if (path === '/admin/deposits') await page.screenshot({ path: `${SHOTS}/admin-no-permission-${size.width}.png` });
      }
      expect(
        asked.filter(
          (p) => p.startsWith('/api/admin/reports') || p.startsWith('/api/admin/operators') || p.startsWith('/api/admin/payments'),
        ),
      ).toEqual([]);
      await page.getByRole('link', { name: 'กลับไปหน้าแรกของฉัน' }).click();
      await page.waitForURL(/\/admin\/members$/);
      await page.context().close();
    }

    const token = await signInOperator(server, NEW_SUPPORT);
    const refused = [
      ['GET', '/admin/reports/dashboard'],
      ['GET', '/admin/withdrawals'],
      ['GET', '/admin/payments/pending'],
      ['POST', '/admin/members/1/adjust', { amount: 100, reason: 'ทดสอบสิทธิ์', idempotency_key: 'e2e-roles-adjust' }],
      ['GET', '/admin/operators'],
      ['GET', '/admin/audit'],
    ] as const;
    for (const [method, path, body] of refused) {
      const res = await raw(server, method, path, token, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toEqual({ error: 6, message: 'ไม่มีสิทธิ์ใช้งานส่วนนี้' });
    }
    // The same token works where support belongs: the 403s are the role, not a broken token.
    expect((await raw(server, 'GET', '/admin/members', token)).status).toBe(200);
  });

  it('the sign-in holds for the browser: a new tab opens signed in; sign-out in one tab signs the others out', async () => {
    const first = await newPage(browser, DESKTOP, server.url);
    await signInAt(first, OPERATOR, '/admin/members');
    await first.waitForURL(/\/admin\/members$/);
    // A new tab of the same browser (the same profile), opened on a member's address: no sign-in.
    const second = await first.context().newPage();
    await second.goto('/admin/audit');
    await second.getByRole('navigation', { name: 'เมนูหลัก' }).waitFor();
    expect(new URL(second.url()).pathname).toBe('/admin/audit');
    await second.getByRole('cell', { name: 'operator.login' }).first().waitFor();
    // A reload keeps it too.
    await second.reload();
    await second.getByRole('navigation', { name: 'เมนูหลัก' }).waitFor();
    expect(new URL(second.url()).pathname).toBe('/admin/audit');

    // Signing out in the first tab ends the session in the second at once, without a call from it.
    await first.getByRole('button', { name: 'ออกจากระบบ' }).click();
    await first.waitForURL(/\/admin\/login/);
    await second.waitForURL(/\/admin\/login\?redirect=/);
    await second.getByRole('heading', { name: 'เข้าสู่ระบบหลังบ้าน' }).waitFor();
    expect(await second.evaluate(() => localStorage.getItem('gw-admin-session'))).toBeNull();
    // Another new tab asks to sign in.
    const third = await first.context().newPage();
    await third.goto('/admin/members');
    await third.waitForURL(/\/admin\/login/);

    // Signing in again in one tab brings the waiting tab back to its page.
    await third.getByLabel('ชื่อผู้ใช้').fill(OPERATOR.username);
    await third.getByLabel('รหัสผ่าน').fill(OPERATOR.password);
    await third.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await third.waitForURL(/\/admin\/members$/);
    await second.waitForURL(/\/admin\/audit$/);
    await second.getByRole('navigation', { name: 'เมนูหลัก' }).waitFor();

    // The server ending the session (revoked here, as an expiry does) signs the tabs out at the next
    // call of either (a reload here; the menu badges' 5-second polls would do it anyway).
    const token = await second.evaluate(() => JSON.parse(localStorage.getItem('gw-admin-session') ?? '{}').access_token as string);
    expect((await raw(server, 'POST', '/admin/logout', token)).status).toBe(200);
    await third.reload();
    await third.waitForURL(/\/admin\/login\?redirect=/);
    await second.waitForURL(/\/admin\/login\?redirect=/);
    expect(await second.evaluate(() => localStorage.getItem('gw-admin-session'))).toBeNull();
    await first.context().close();
  });

  it('an admin disables the support operator: their open session ends and they cannot sign in again', async () => {
    const admin = await signInOperator(server);
    const support = await signInOperator(server, NEW_SUPPORT);
    const list = await apiCall<{ items: { id: number; username: string }[] }>(
      server,
      'GET',
      `/admin/operators?q=${NEW_SUPPORT.username}`,
      undefined,
      admin,
    );
    const id = list.data?.items.find((o) => o.username === NEW_SUPPORT.username)?.id;
    expect(id).toBeGreaterThan(0);
    const page = await newPage(browser, DESKTOP, server.url);
    await signInAt(page, OPERATOR);
    await page.goto('/admin/operators');
    await page.getByRole('button', { name: `แก้ไข ${NEW_SUPPORT.username}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('เปิดใช้งานบัญชี (เข้าสู่ระบบได้)').click();
    await dialog.getByText('เมื่อบันทึก ผู้ดูแลคนนี้จะถูกออกจากระบบทุกเครื่องทันที').waitFor();
    await dialog.getByRole('button', { name: 'บันทึก' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('row').filter({ hasText: NEW_SUPPORT.username }).getByText('ปิดใช้งาน').waitFor();
    await page.context().close();
    expect((await raw(server, 'GET', '/admin/members', support)).status).toBe(401);
    const again = await apiCall(server, 'POST', '/admin/login', NEW_SUPPORT);
    expect(again.error).toBe(9001);
  });
});
