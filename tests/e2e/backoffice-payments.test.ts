import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, CHECKER, signInOperator } from './support/api';
import { signInAt, TABLET } from './support/backoffice';
import { DESKTOP, launchBrowser, newPage } from './support/browser';
import { MEMBER } from './support/member';
import { type RunningServer, startServer } from './support/server';

const SHOTS = 'test-results/screens';

/** The deposits page (/admin/deposits) in the built app: a member's QR appears live, the sandbox pays it, a statement line is matched by hand. */
describe('the back office deposits page in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let operatorToken: string;
  let memberToken: string;

  const operator = <T>(method: 'GET' | 'POST', path: string, body?: unknown) => apiCall<T>(server, method, path, body, operatorToken);
  const member = <T>(method: 'GET' | 'POST', path: string, body?: unknown) => apiCall<T>(server, method, path, body, memberToken);
  const balance = async () => {
    const wallets = await member<{ balance: number }[]>('POST', '/member/wallets');
    expect(wallets.error).toBe(0);
    return Math.round((wallets.data ?? []).reduce((s, w) => s + w.balance, 0) * 100) / 100;
  };
  const todaysDeposits = async () => {
    const d = await operator<{ today_figures: { deposits: { amount: number } } }>('GET', '/admin/reports/dashboard');
    expect(d.error, d.message).toBe(0);
    return d.data?.today_figures.deposits.amount ?? Number.NaN;
  };

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startServer();
    browser = await launchBrowser();
    operatorToken = await signInOperator(server);
    const login = await apiCall<{ access_token: string }>(server, 'POST', '/login', MEMBER);
    if (login.error !== 0 || !login.data) throw new Error(`member login failed: ${login.message}`);
    memberToken = login.data.access_token;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a member’s QR deposit appears without a reload, the finance operator pays it by sandbox, the balance and the dashboard rise', async () => {
    const page = await newPage(browser, DESKTOP, server.url);
    await signInAt(page, CHECKER, '/admin/deposits');
    await page.waitForURL(/\/admin\/deposits/);
    const table = page.getByRole('table', { name: 'รายการรอชำระและแจ้งฝาก' });
    await page.getByText('ไม่มีรายการรอชำระหรือแจ้งฝาก').or(table).first().waitFor();
    const balanceBefore = await balance();
    // The fold may still be catching up with the demo data: read today's deposits once they hold still.
    let depositsBefore = await todaysDeposits();
    for (const deadline = Date.now() + 40_000; Date.now() < deadline; ) {
      await new Promise((r) => setTimeout(r, 6_000));
      const again = await todaysDeposits();
      if (again === depositsBefore) break;
      depositsBefore = again;
    }

    const amount = 345.67;
    const qr = await member<{ reference: string }>('POST', '/member/payment/generate_qr', { channel_id: 3, sub_channel_id: 1, amount });
    expect(qr.error, qr.message).toBe(0);
    const reference = qr.data?.reference ?? '';
    // The list asks again every 5 seconds: the QR appears on the open page, no reload.
    const row = table.getByRole('row').filter({ hasText: reference });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.innerText()).toContain('345.67');
    expect(await row.innerText()).toContain(MEMBER.phone);
    await page.screenshot({ path: `${SHOTS}/admin-payments-1280.png` });

    // One click asks first: the dialog says it is a sandbox payment, for whom and how much.
    await row.getByRole('button', { name: `จ่ายทดสอบ ${reference}` }).click();
    const confirm = page.getByRole('dialog', { name: 'ยืนยันการจ่ายทดสอบ' });
    await confirm.waitFor();
    const asked = await confirm.innerText();
    expect(asked).toContain('sandbox');
    expect(asked).toContain('345.67 บาท');
    expect(asked).toContain(MEMBER.phone);
    await page.waitForTimeout(500); // the dialog's opening animation
    await page.screenshot({ path: `${SHOTS}/admin-payments-sandbox-confirm-1280.png` });
    expect(await balance()).toBeCloseTo(balanceBefore, 2);
    await confirm.getByRole('button', { name: 'ยืนยันจ่ายทดสอบ' }).click();
    await page.getByText(`จ่ายทดสอบ ${reference} แล้ว: ชำระเงินสำเร็จ`).waitFor();
    await confirm.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached', timeout: 15_000 });
    expect(await balance()).toBeCloseTo(balanceBefore + amount, 2);

    // The dashboard folds the ledger every 5 s, 10 s behind: today's deposits rise by the amount.
    await expect.poll(todaysDeposits, { timeout: 45_000, interval: 2_000 }).toBeCloseTo(depositsBefore + amount, 2);
    await page.context().close();
  }, 120_000);

  it('imports a statement CSV, shows the unmatched line with a suggested member, assigns it; usable at 768 px', async () => {
    const found = await operator<{ items: { id: number; bank_accounts: { bank_code: string; account_number: string }[] }[] }>(
      'GET',
      `/admin/members?q=${MEMBER.phone}`,
    );
    const account = found.data?.items[0]?.bank_accounts[0];
    expect(account).toBeDefined();
    // From another bank than the member registered, with only the last 6 digits shown: no automatic match.
    const otherBank = account?.bank_code === '002' ? '006' : '002';
    const digits = (account?.account_number ?? '').slice(-6);
    const time = new Date(Date.now() - 2 * 60_000).toISOString();
    // Thai headers, as the panel lists them.
    const csv = `วันเวลา,ช่องทาง,รหัสธนาคาร,บัญชีผู้โอน,จำนวนเงิน,เลขอ้างอิง,ชื่อผู้โอน\n${time},bank,${otherBank},x${digits},456.78,E2E-DEP-1,ทดสอบ ผู้โอน\n${time},bank,${otherBank},12,1,E2E-BAD\n`;

    const page = await newPage(browser, TABLET, server.url);
    await signInAt(page, CHECKER, '/admin/deposits');
    const panel = page.getByRole('region', { name: 'นำเข้ารายการเดินบัญชี (CSV)' });
    expect(await panel.innerText()).toContain('ต้องมีคอลัมน์: วันเวลาที่โอน, ช่องทาง, บัญชีหรือเบอร์ผู้โอน, จำนวนเงิน');
    await page.getByLabel('ไฟล์รายการเดินบัญชี (CSV)').setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'นำเข้า' }).click();
    const figures = page.getByRole('group', { name: 'ผลการนำเข้า' });
    await figures.waitFor();
    expect((await figures.innerText()).replace(/\s+/g, ' ')).toMatch(/อ่านได้ 2 .*รายการใหม่ 1 .*รอจับคู่ 1 .*ไม่รับ 1/);
    await page
      .getByRole('list', { name: 'แถวที่ไม่รับ' })
      .getByText(/^แถวที่ 3: /)
      .waitFor();

    await page.getByRole('tab', { name: /รายการเดินบัญชีที่ยังไม่จับคู่/ }).click();
    await page.waitForURL(/tab=lines/);
    const line = page.getByTestId('statement-line').filter({ hasText: 'ทดสอบ ผู้โอน' });
    await line.waitFor();
    const suggestion = line.getByRole('group', { name: /สมาชิกที่แนะนำ/ }).getByRole('button', { name: new RegExp(MEMBER.phone) });
    await suggestion.waitFor();
    await page.screenshot({ path: `${SHOTS}/admin-payments-lines-768.png`, fullPage: true });
    const before = await balance();
    await suggestion.click();
    const dialog = page.getByRole('dialog', { name: 'เติมเงินให้สมาชิก' });
    await dialog.getByText(MEMBER.phone, { exact: false }).waitFor();
    await page.waitForTimeout(500); // the dialog's opening animation
    await page.screenshot({ path: `${SHOTS}/admin-payments-assign-768.png` });
    await dialog.getByRole('button', { name: 'ยืนยันเติมเงิน' }).click();
    await dialog.waitFor({ state: 'detached' });
    await line.waitFor({ state: 'detached', timeout: 15_000 });
    expect(await balance()).toBeCloseTo(before + 456.78, 2);
    await page.context().close();
  }, 120_000);

  it('lays the lines and the dismiss dialog out at 1280 px', async () => {
    const time = new Date(Date.now() - 60_000).toISOString();
    const imported = await operator<{ stored: number }>('POST', '/admin/payments/statement/import', {
      csv: `time,channel,from_account,amount,reference\n${time},bank,9999999999,88.00,E2E-DIS-1\n`,
    });
    expect(imported.data?.stored).toBe(1);
    const page = await newPage(browser, DESKTOP, server.url);
    await signInAt(page, CHECKER, '/admin/deposits?tab=lines');
    const line = page.getByTestId('statement-line').filter({ hasText: '9999999999' });
    await line.waitFor();
    await page.screenshot({ path: `${SHOTS}/admin-payments-lines-1280.png` });
    await line.getByRole('button', { name: /ไม่ดำเนินการรายการ/ }).click();
    const dialog = page.getByRole('dialog', { name: 'ไม่ดำเนินการรายการนี้' });
    await dialog.getByRole('textbox').fill('รายการทดสอบจากธนาคาร');
    await page.waitForTimeout(500); // the dialog's opening animation
    await page.screenshot({ path: `${SHOTS}/admin-payments-dismiss-1280.png` });
    await dialog.getByRole('button', { name: 'ยืนยันไม่ดำเนินการ' }).click();
    await line.waitFor({ state: 'detached', timeout: 15_000 });
    await page.context().close();
  }, 60_000);
});
