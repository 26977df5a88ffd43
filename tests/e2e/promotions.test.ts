import { mkdirSync } from 'node:fs';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type Envelope, signInOperator } from './support/api';
import { DESKTOP, launchBrowser, MOBILE, newPage } from './support/browser';
import { fillRegister } from './support/member';
import { type RunningServer, startServer } from './support/server';

const SHOTS = 'test-results/screens';
/** The demo seed's banner promotion: 50 % up to 1,000 baht, turnover 1 x (deposit + bonus) on slots at 100 %. */
const WELCOME = 'สมาชิกใหม่รับโบนัส 50%';
const DEPOSIT = 500;
const BONUS = 250;
const TURNOVER = DEPOSIT + BONUS;

type PlayAnswer = Envelope<{ stake: number; win: number; balance: number }>;

/** Issue 15's bonus journey in the built app, served by the real server (demo data), in Debian's Chromium. */
describe('promotions and coupons in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let operatorToken: string;

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

  const squeeze = (s: string | null) => (s ?? '').replace(/\s/g, '');
  const text = async (page: Page, testId: string) =>
    squeeze(await page.getByTestId(testId).filter({ visible: true }).first().textContent());
  const baht = (n: number) => n.toLocaleString('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  /** Registers a new member and steps through the agent's notices. */
  async function register(page: Page) {
    await page.goto('/register');
    await fillRegister(page, `09${String(Date.now()).slice(-8)}`);
    await page.locator('form').getByRole('button', { name: 'สมัครสมาชิก' }).click();
    await page.waitForURL(/\/member$/);
    const notices = page.getByRole('dialog', { name: 'ประกาศสำคัญ' });
    await notices.waitFor({ timeout: 10_000 }).catch(() => {});
    while (await notices.isVisible()) {
      await notices
        .getByRole('button', { name: /ถัดไป|ปิด|รับทราบ/ })
        .last()
        .click();
      await page.waitForTimeout(150);
    }
  }

  it('a new member takes the 50 % promotion, pays a QR, plays slots until the turnover is met and withdraws within the maximum', async () => {
    const page = await newPage(browser, MOBILE, server.url);
    await register(page);

    // /promotions lists the banner's promotion with its terms; the member may take it.
    await page.goto('/promotions');
    const card = page
      .getByRole('article', { name: WELCOME })
      .or(page.getByRole('region', { name: WELCOME }))
      .first();
    await card.waitFor();
    expect(await card.getByTestId('promotion-headline').textContent()).toContain('50%');
    await card.getByText('ท่านรับโปรโมชั่นนี้ได้').waitFor();
    await page.screenshot({ path: `${SHOTS}/promotions-375.png`, fullPage: true });
    await card.getByRole('button', { name: 'รับโปรโมชั่น' }).click();

    // The deposit page shows the choice and what 500 baht brings, before paying.
    await page.waitForURL(/\/member\/deposit/);
    const pick = page.getByRole('region', { name: 'โปรโมชั่นที่เลือก' });
    await expect.poll(async () => squeeze(await pick.getByTestId('promotion-choice').textContent())).toBe(squeeze(WELCOME));
    await page.getByRole('tab', { name: /QR พร้อมเพย์/ }).click();
    const form = page.getByRole('form', { name: 'สร้าง QR ฝากเงิน' });
    await form.getByRole('button', { name: String(DEPOSIT), exact: true }).click();
    await expect.poll(() => text(page, 'promotion-example')).toContain(`ได้โบนัส${BONUS}บาท`);
    await page.screenshot({ path: `${SHOTS}/deposit-promotion-375.png`, fullPage: true });
    await form.getByRole('button', { name: 'สร้าง QR ชำระเงิน' }).click();

    // The sandbox gateway pays the QR: deposit and bonus arrive together.
    await page.waitForURL(/\/member\/payment\?reference=QR[A-Z0-9]+/);
    const reference = new URL(page.url()).searchParams.get('reference') ?? '';
    const paid = await apiCall<{ status: string }>(server, 'POST', `/admin/payments/sandbox/${reference}/pay`, {}, operatorToken);
    expect(paid.data?.status).toBe('paid');
    await page.getByRole('heading', { name: 'เติมเงินสำเร็จ' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => text(page, 'wallet-balance')).toBe(`฿${baht(DEPOSIT + BONUS)}`);
    expect(await text(page, 'credited-bonus')).toBe(`+${baht(BONUS)}บาท`);
    await page.screenshot({ path: `${SHOTS}/payment-bonus-375.png`, fullPage: true });

    // /member/promotions: the requirement at 0 %, what is left, the maximum withdrawal.
    await page.goto('/member/promotions');
    const requirement = page
      .getByRole('article', { name: WELCOME })
      .or(page.getByRole('region', { name: WELCOME }))
      .first();
    await requirement.waitFor();
    expect(await text(page, 'requirement-percent')).toBe('0%');
    expect(await text(page, 'requirement-remaining')).toBe(`เหลืออีก${TURNOVER}บาท`);
    await requirement.getByText(/5,000/).first().waitFor();
    await page.screenshot({ path: `${SHOTS}/member-promotions-375.png`, fullPage: true });

    // The withdraw page refuses for now and says what is left.
    await page.goto('/member/withdraw');
    await page
      .getByText(/ยังทำยอดเทิร์นโอเวอร์ไม่ครบ/)
      .first()
      .waitFor();
    await page.screenshot({ path: `${SHOTS}/withdraw-requirement-375.png`, fullPage: true });

    // Slots at 50 baht a spin until the stakes reach the turnover (a win never takes the balance under a stake).
    const played: PlayAnswer[] = [];
    page.on('response', async (res: Response) => {
      if (res.url().includes('/api/games/house/play')) played.push((await res.json()) as PlayAnswer);
    });
    const staked = () => played.reduce((s, a) => s + Math.round((a.data?.stake ?? 0) * 100), 0) / 100;
    await page.goto('/slot');
    await page.getByTestId('game-tile-siam-treasure').click();
    const frame = page.frameLocator('[data-testid=game-frame]');
    const spin = frame.getByTestId('slot-spin');
    await spin.waitFor({ timeout: 20_000 });
    for (let i = 0; i < 40 && squeeze(await frame.getByTestId('slot-bet').textContent()) !== '50.00'; i++) {
      await frame.getByRole('button', { name: 'เพิ่มเดิมพัน' }).click();
    }
    expect(squeeze(await frame.getByTestId('slot-bet').textContent())).toBe('50.00');
    while (staked() < TURNOVER) {
      const before = played.length;
      await expect.poll(() => spin.isEnabled(), { timeout: 60_000 }).toBe(true);
      await spin.click();
      await expect.poll(() => played.length, { timeout: 20_000 }).toBeGreaterThan(before);
    }
    await expect.poll(() => spin.isEnabled(), { timeout: 60_000 }).toBe(true);
    expect(played.every((a) => a.error === 0)).toBe(true);
    expect(staked()).toBeGreaterThanOrEqual(TURNOVER);
    await page.getByRole('button', { name: 'ปิด' }).click();

    // Met: the history says so and the cap waits for the first withdrawal.
    await page.goto('/member/promotions');
    await page.getByRole('list', { name: 'ประวัติโปรโมชั่น' }).getByText('ทำเทิร์นครบแล้ว').first().waitFor();
    await page.getByTestId('withdraw-cap').getByText('ถอนได้สูงสุด 5,000 บาท').waitFor();
    await page.screenshot({ path: `${SHOTS}/member-promotions-met-375.png`, fullPage: true });

    // Withdraw 100 baht: within the maximum, accepted.
    await page.goto('/member/withdraw');
    const withdraw = page.getByRole('form', { name: 'ถอนเงิน' });
    await withdraw.getByLabel('จำนวนเงินที่ต้องการถอน (บาท)').fill('100');
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/member/withdraw') && r.request().method() === 'POST');
    await withdraw.getByRole('button', { name: 'ยืนยันถอนเงิน' }).click();
    expect(((await (await answered).json()) as Envelope<unknown>).error).toBe(0);
    await page.getByText('รอดำเนินการ').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/withdraw-after-promotion-375.png`, fullPage: true });
    await page.context().close();
  });

  it('a member redeems a coupon on /member/coupon once; a wrong code gets one Thai message', async () => {
    const page = await newPage(browser, DESKTOP, server.url);
    await register(page);
    await page.goto('/member/coupon');
    const form = page.getByRole('form', { name: 'ใช้คูปอง' });
    const code = form.getByRole('textbox').first();

    await code.fill('nosuchcode');
    await form.getByRole('button').last().click();
    await page.getByText('โค้ดคูปองไม่ถูกต้อง กรุณาตรวจสอบแล้วลองใหม่').first().waitFor();

    // Typed in lower case: codes are case-insensitive. 100 baht of credit with its turnover.
    await code.fill('welcome100');
    expect(await code.inputValue()).toBe('WELCOME100');
    await form.getByRole('button').last().click();
    const success = page.getByTestId('coupon-success');
    await success.waitFor();
    expect(squeeze(await success.textContent())).toContain('100.00');
    await expect.poll(() => text(page, 'member-balance')).toContain('100.00');
    const history = page.getByRole('list', { name: 'ประวัติการใช้คูปอง' });
    await history.getByText('WELC******').waitFor();
    await page.screenshot({ path: `${SHOTS}/coupon-1280.png`, fullPage: true });

    // The same code again: once per member.
    await page.reload();
    await code.fill('WELCOME100');
    await form.getByRole('button').last().click();
    await page.getByText('ท่านใช้คูปองนี้ไปแล้ว').first().waitFor();
    await page.context().close();
  });
});
