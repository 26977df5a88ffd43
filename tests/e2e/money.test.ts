import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signInOperator } from './support/api';
import { DESKTOP, launchBrowser, MOBILE, newPage } from './support/browser';
import { MEMBER, signIn } from './support/member';
import { type RunningServer, startServer } from './support/server';

const SHOTS = 'test-results/screens';

/** Issue 3's money journey in the built app, served by the real server (demo data), in Debian's Chromium. */
describe('money in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let operatorToken: string;

  /** An operator call, as the back office makes it. */
  const operator = <T>(method: 'GET' | 'POST', path: string, body?: unknown) => apiCall<T>(server, method, path, body, operatorToken);

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startServer();
    browser = await launchBrowser();
    operatorToken = await signInOperator(server);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const panelBalance = (page: Page) => page.getByTestId('member-balance').filter({ visible: true }).first();
  const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\s/g, '');

  it('deposits 500 by PromptPay QR, paid by the sandbox, the balance changes without a reload; withdraws 200, approved; the statement shows both', async () => {
    const page = await newPage(browser, MOBILE, server.url);
    await signIn(page);
    await expect.poll(async () => ((await panelBalance(page).textContent()) ?? '').replace(/\s/g, '')).toBe('฿0.00');
    // Anything set on window survives only if the page is never reloaded.
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });

    // Deposit by PromptPay QR from the footer's deposit tab.
    await page.getByRole('navigation', { name: 'เมนูด้านล่าง' }).getByRole('link', { name: 'ฝากเงิน' }).click();
    await page.waitForURL(/\/member\/deposit/);
    await page.getByRole('region', { name: 'โอนเข้าบัญชีธนาคารของเว็บ' }).getByText('073-1-23456-7').waitFor();
    await page.screenshot({ path: `${SHOTS}/deposit-375.png`, fullPage: true });
    await page.getByRole('tab', { name: /QR พร้อมเพย์/ }).click();
    const form = page.getByRole('form', { name: 'สร้าง QR ฝากเงิน' });
    await form.getByRole('button', { name: '500', exact: true }).click();
    expect(await form.getByLabel('จำนวนเงินที่ต้องการฝาก (บาท)').inputValue()).toBe('500');
    await page.screenshot({ path: `${SHOTS}/deposit-qr-375.png`, fullPage: true });
    await form.getByRole('button', { name: 'สร้าง QR ชำระเงิน' }).click();

    await page.waitForURL(/\/member\/payment\?reference=QR[A-Z0-9]+/);
    const reference = new URL(page.url()).searchParams.get('reference') ?? '';
    await page.getByRole('img', { name: 'QR พร้อมเพย์ ยอด 500.00 บาท' }).waitFor();
    expect(await text(page, 'qr-reference')).toBe(reference);
    expect(await text(page, 'qr-countdown')).toMatch(/^1[45]:\d\d$/);
    await page.screenshot({ path: `${SHOTS}/payment-375.png`, fullPage: true });

    // The sandbox gateway pays the QR (the operator's route), and the page sees it by itself.
    const paid = await operator<{ status: string; outcome: string }>('POST', `/admin/payments/sandbox/${reference}/pay`, {});
    expect(paid.error).toBe(0);
    expect(paid.data?.status).toBe('paid');
    await page.getByRole('heading', { name: 'เติมเงินสำเร็จ' }).waitFor({ timeout: 15_000 });
    expect(await text(page, 'credited-amount')).toBe('+500.00บาท');
    await expect.poll(() => text(page, 'wallet-balance')).toBe('฿500.00');
    await page.screenshot({ path: `${SHOTS}/payment-paid-375.png`, fullPage: true });

    // Back in the member area the panel shows 500.00: same document, no reload.
    await page.getByRole('link', { name: 'กลับหน้าสมาชิก' }).click();
    await page.waitForURL(/\/member$/);
    await expect.poll(async () => ((await panelBalance(page).textContent()) ?? '').replace(/\s/g, '')).toBe('฿500.00');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    // Withdraw 200 to the registered account.
    await page.getByRole('navigation', { name: 'เมนูด้านล่าง' }).getByRole('link', { name: 'ถอนเงิน' }).click();
    await page.waitForURL(/\/member\/withdraw/);
    await expect.poll(() => text(page, 'withdraw-available')).toBe('500.00');
    const withdraw = page.getByRole('form', { name: 'ถอนเงิน' });
    await withdraw.getByLabel('จำนวนเงินที่ต้องการถอน (บาท)').fill('200');
    await withdraw.getByRole('button', { name: 'ยืนยันถอนเงิน' }).click();
    const list = page.getByRole('list', { name: 'รายการถอนเงิน' });
    await list.getByText('รอดำเนินการ').waitFor();
    await expect.poll(() => text(page, 'withdraw-available')).toBe('300.00');
    await page.screenshot({ path: `${SHOTS}/withdraw-375.png`, fullPage: true });

    // The operator approves it; the page shows it paid (it checks while one is waiting).
    const queue = await operator<{ items: { id: number; member_phone: string; amount: number }[] }>(
      'GET',
      '/admin/withdrawals?status=pending',
    );
    const mine = queue.data?.items.find((w) => w.member_phone === MEMBER.phone && w.amount === 200);
    expect(mine).toBeDefined();
    const approved = await operator<{ status: string }>('POST', `/admin/withdrawals/${mine?.id}/approve`, {});
    expect(approved.data?.status).toBe('approved');
    await list.getByText('สำเร็จ').waitFor({ timeout: 25_000 });

    // The statement shows both movements with their Thai names.
    await page.goto('/member/statement');
    const rows = page.getByTestId('statement-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);
    const withdrawal = rows.filter({ hasText: 'ถอนเงิน' });
    const deposit = rows.filter({ hasText: 'ฝากเงิน' });
    expect(((await withdrawal.getByTestId('statement-amount').textContent()) ?? '').trim()).toBe('−200.00');
    await withdrawal.getByText('สำเร็จ').waitFor();
    await withdrawal.getByText('คงเหลือ 300.00').waitFor();
    expect(((await deposit.getByTestId('statement-amount').textContent()) ?? '').trim()).toBe('+500.00');
    await deposit.getByText('คงเหลือ 500.00').waitFor();
    await deposit.getByText(reference).waitFor();
    await page.screenshot({ path: `${SHOTS}/statement-375.png`, fullPage: true });
    await page.context().close();
  });

  it('lays the money pages out at 1280 px', async () => {
    const page = await newPage(browser, DESKTOP, server.url);
    await signIn(page);
    // The panel's large-screen deposit button.
    await page.getByTestId('member-panel').getByRole('link', { name: 'ฝากเงิน' }).click();
    await page.waitForURL(/\/member\/deposit/);
    await page.getByRole('region', { name: 'โอนเข้าบัญชีธนาคารของเว็บ' }).getByText('407-1-23456-8').waitFor();
    // From 960 px the responsible-play card is open beside the channels.
    await page.getByRole('form', { name: 'วงเงินฝาก' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/deposit-1280.png`, fullPage: true });

    await page.getByRole('tab', { name: /QR พร้อมเพย์/ }).click();
    const form = page.getByRole('form', { name: 'สร้าง QR ฝากเงิน' });
    await form.getByLabel('จำนวนเงินที่ต้องการฝาก (บาท)').fill('150.50');
    await form.getByRole('button', { name: 'สร้าง QR ชำระเงิน' }).click();
    await page.waitForURL(/\/member\/payment\?reference=/);
    await page.getByRole('img', { name: 'QR พร้อมเพย์ ยอด 150.50 บาท' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/payment-1280.png`, fullPage: true });

    await page.goto('/member/withdraw');
    await page.getByRole('list', { name: 'รายการถอนเงิน' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/withdraw-1280.png`, fullPage: true });

    await page.goto('/member/statement');
    await page.getByTestId('statement-row').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/statement-1280.png`, fullPage: true });
    await page.context().close();
  });
});
