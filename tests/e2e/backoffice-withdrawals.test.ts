import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, CHECKER, signInOperator } from './support/api';
import { signInAt, TABLET } from './support/backoffice';
import { DESKTOP, launchBrowser, newPage } from './support/browser';
import { MEMBER } from './support/member';
import { type RunningServer, startServer } from './support/server';

const SHOTS = 'test-results/screens';

/** The withdrawal queue (docs/backoffice.md "Withdrawals") in the built app, with a member asking through the API. */
describe('the back office withdrawal queue in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: string;
  let member: string;
  let bankAccountId: number;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startServer();
    browser = await launchBrowser();
    admin = await signInOperator(server);
    // The demo member gets 2,000 baht by an operator's adjustment, then signs in through the API.
    const found = await apiCall<{ items: { id: number }[] }>(server, 'GET', `/admin/members?q=${MEMBER.phone}`, undefined, admin);
    const memberId = found.data?.items[0]?.id;
    expect(memberId).toBeDefined();
    const adjusted = await apiCall(
      server,
      'POST',
      `/admin/members/${memberId}/adjust`,
      { amount: 2_000, reason: 'เติมเงินสำหรับทดสอบการถอน', idempotency_key: 'e2e-withdrawals-fund' },
      admin,
    );
    expect(adjusted.error).toBe(0);
    const login = await apiCall<{ access_token: string }>(server, 'POST', '/login', { phone: MEMBER.phone, password: MEMBER.password });
    member = login.data?.access_token ?? '';
    const info = await apiCall<{ bank_accounts: { id: number }[] }>(server, 'GET', '/member/withdraw/info', undefined, member);
    bankAccountId = info.data?.bank_accounts[0]?.id ?? 0;
    expect(bankAccountId).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const ask = async (amount: number) => {
    const res = await apiCall<{ withdrawal: { id: number; reference: string } }>(
      server,
      'POST',
      '/member/withdraw',
      { amount, bank_account_id: bankAccountId },
      member,
    );
    expect(res.error, res.message).toBe(0);
    return res.data?.withdrawal as { id: number; reference: string };
  };

  it('a finance operator sees a new withdrawal arrive without reloading, claims and approves it; the member’s statement shows it paid', async () => {
    const page = await newPage(browser, DESKTOP, server.url);
    await signInAt(page, CHECKER);
    await page
      .getByRole('navigation', { name: 'เมนูหลัก' })
      .getByRole('link', { name: /ถอนเงิน/ })
      .click();
    await page.waitForURL(/\/admin\/withdrawals$/);
    await page.getByText('ไม่มีรายการถอนที่รอดำเนินการ').waitFor();
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });

    // The member asks now; the queue and the menu badge show it by themselves.
    const w = await ask(350);
    const row = page.getByTestId(`withdrawal-${w.id}`);
    await row.waitFor({ timeout: 15_000 });
    await page.getByLabel(/ถอนเงินรอดำเนินการ 1 รายการ/).waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    const text = await row.innerText();
    expect(text).toContain(w.reference);
    expect(text).toContain(MEMBER.phone);
    expect(text).toContain('350.00');
    // Balance 2,000, of which 350 is held.
    expect(text).toContain('2,000.00');
    expect(text).toContain('ใช้ได้ 1,650.00');
    expect(text).toContain('ไม่ติดเทิร์น');
    await page.screenshot({ path: `${SHOTS}/admin-withdrawals-1280.png` });

    await row.getByRole('button', { name: 'รับรายการ' }).click();
    await row.getByText('คุณกำลังดำเนินการ').waitFor();
    // Another operator is now refused, by name.
    const refused = await apiCall(server, 'POST', `/admin/withdrawals/${w.id}/claim`, undefined, admin);
    expect(refused.error).toBe(3230);
    expect(refused.message).toContain('checker');

    await row.getByRole('button', { name: 'อนุมัติ' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('เลขอ้างอิงการโอน (ถ้ามี)').fill('SCB-E2E-0001');
    // The dialog's opening animation ends first.
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}/admin-withdrawals-approve-1280.png` });
    await dialog.getByRole('button', { name: 'ยืนยันอนุมัติ' }).click();
    await page.getByText(`อนุมัติ ${w.reference} จำนวน 350.00 บาท แล้ว`).waitFor();
    await row.waitFor({ state: 'detached' });
    await page.getByText('ไม่มีรายการถอนที่รอดำเนินการ').waitFor();

    // The member's statement: the withdrawal, paid.
    const statement = await apiCall<{ items: { type: string; amount: number; status: string; status_name: string; reference: string }[] }>(
      server,
      'GET',
      '/member/statement?type=withdrawal',
      undefined,
      member,
    );
    const paid = statement.data?.items.find((i) => i.reference === w.reference);
    expect(paid).toMatchObject({ amount: -350, status: 'completed', status_name: 'สำเร็จ' });
    const mine = await apiCall<{ items: { id: number; status: string }[] }>(server, 'GET', '/member/withdraw/list', undefined, member);
    expect(mine.data?.items.find((i) => i.id === w.id)?.status).toBe('approved');

    // The approved view lists it with the operator and the reference.
    await page.getByRole('combobox', { name: 'สถานะ' }).selectOption('approved');
    await page.waitForURL(/status=approved/);
    const done = page.getByTestId(`withdrawal-${w.id}`);
    await done.getByText('อ้างอิง SCB-E2E-0001').waitFor();
    expect(await done.innerText()).toContain('โดย checker');
    await page.context().close();
  });

  it('at 768 px the queue shows who holds a withdrawal, and a reject needs a reason', async () => {
    const w = await ask(120);
    // The admin holds it: the finance operator sees who.
    expect((await apiCall(server, 'POST', `/admin/withdrawals/${w.id}/claim`, undefined, admin)).error).toBe(0);
    const page = await newPage(browser, TABLET, server.url);
    await signInAt(page, CHECKER);
    await page.goto('/admin/withdrawals');
    const row = page.getByTestId(`withdrawal-${w.id}`);
    await row.getByText(/กำลังดำเนินการ/).waitFor();
    expect(await row.getByRole('button', { name: 'รับรายการ' }).isDisabled()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/admin-withdrawals-768.png`, fullPage: true });

    // The admin lets go; the finance operator takes it and rejects it with a reason.
    expect((await apiCall(server, 'POST', `/admin/withdrawals/${w.id}/release`, undefined, admin)).error).toBe(0);
    await row.getByRole('button', { name: 'รับรายการ' }).and(page.locator(':enabled')).waitFor({ timeout: 15_000 });
    await row.getByRole('button', { name: 'รับรายการ' }).click();
    await row.getByRole('button', { name: 'ปฏิเสธ' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'ยืนยันปฏิเสธ' }).click();
    await dialog.getByText('กรุณาระบุเหตุผลอย่างน้อย 5 ตัวอักษร').waitFor();
    await dialog.getByRole('textbox').fill('ชื่อบัญชีไม่ตรงกับชื่อสมาชิก');
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}/admin-withdrawals-reject-768.png` });
    await dialog.getByRole('button', { name: 'ยืนยันปฏิเสธ' }).click();
    await page.getByText(`ปฏิเสธ ${w.reference} แล้ว คืนเงินให้สมาชิกแล้ว`).waitFor();
    await row.waitFor({ state: 'detached' });
    const mine = await apiCall<{ items: { id: number; status: string; reject_reason: string | null }[] }>(
      server,
      'GET',
      '/member/withdraw/list',
      undefined,
      member,
    );
    expect(mine.data?.items.find((i) => i.id === w.id)).toMatchObject({ status: 'rejected', reject_reason: 'ชื่อบัญชีไม่ตรงกับชื่อสมาชิก' });
    await page.context().close();
  });
});
