import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type Envelope, OPERATOR, signInOperator } from './support/api';
import { signInAt } from './support/backoffice';
import { DESKTOP, launchBrowser, MOBILE, newPage } from './support/browser';
import { fillRegister } from './support/member';
import { type RunningServer, startServer } from './support/server';

const SHOTS = 'test-results/screens';
const DEPOSIT = 500;
/** The default settings (docs/rewards.md): slot cashback 5 % for VIP 0, affiliate level 1 slot 0.3 %. */
const SLOT_CASHBACK_PERCENT = 5;
const SLOT_AFFILIATE_PERCENT = 0.3;

type PlayAnswer = Envelope<{ stake: number; win: number; balance: number }>;

/**
 * Issue 16's journeys in the built app on the real server, in Debian's Chromium: a friend registers
 * with a member's link, deposits and loses on slots; the day closes (the reward jobs' clock moved a
 * day ahead); the friend claims the day's cashback and sees the balance; the referrer sees the
 * earnings and redeems them to the main wallet.
 */
describe('cashback and refer-a-friend in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let operatorToken: string;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startServer({ JOBS_TEST_CLOCK: '1' });
    browser = await launchBrowser();
    operatorToken = await signInOperator(server);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const squeeze = (s: string | null) => (s ?? '').replace(/\s/g, '');
  const baht = (n: number) => n.toLocaleString('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  /** The main wallet as the deposit page shows it, once loaded. */
  const walletBalance = async (page: Page) => {
    await page.goto('/member/deposit');
    const shown = page.getByTestId('wallet-balance').first();
    await expect.poll(async () => squeeze(await shown.textContent())).toMatch(/^฿[\d,.]+$/);
    return squeeze(await shown.textContent());
  };

  async function register(page: Page, path = '/register', name?: { first: string; last: string }) {
    await page.goto(path);
    await fillRegister(page, `09${String(Date.now()).slice(-8)}`, name);
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

  it('a friend joins by the link, deposits and loses on slots; the next day claims cashback; the referrer redeems the earnings', async () => {
    // The operator lowers the affiliate programme's minimum redeem to 1 baht (0.3 % of a few hundred baht is a few baht).
    const settings = await apiCall<{ affiliate: Record<string, unknown> }>(
      server,
      'GET',
      '/admin/rewards/settings',
      undefined,
      operatorToken,
    );
    const saved = await apiCall(
      server,
      'PUT',
      '/admin/rewards/settings',
      { affiliate: { ...settings.data?.affiliate, min_redeem: 1 } },
      operatorToken,
    );
    expect(saved.error).toBe(0);

    // The referrer: registers, opens /affiliate, reads the link and its QR.
    const referrer = await newPage(browser, MOBILE, server.url);
    await register(referrer);
    await referrer.goto('/affiliate');
    const linkBox = referrer.getByTestId('affiliate-link');
    await linkBox.waitFor();
    const link = (await linkBox.textContent())?.match(/https?:\/\/\S+\/register\?ref=[A-Z0-9]+/)?.[0] ?? '';
    expect(link).toMatch(/\/register\?ref=/);
    await referrer.getByRole('img', { name: /QR โค้ดลิงก์แนะนำเพื่อน/ }).waitFor();
    await referrer.screenshot({ path: `${SHOTS}/affiliate-375.png`, fullPage: true });

    // The friend, on another phone: the link fills the referral code.
    const friend = await newPage(browser, MOBILE, server.url);
    const code = new URL(link).searchParams.get('ref') ?? '';
    await friend.goto(`/register?ref=${code}`);
    await expect.poll(() => friend.getByLabel('รหัสแนะนำเพื่อน (ไม่บังคับ)').inputValue()).toBe(code);
    await register(friend, `/register?ref=${code}`, { first: 'สมชาย', last: 'เพื่อนใหม่' });

    // Before a first deposit the referral waits; the network says so.
    await referrer.reload();
    await referrer.getByText('รอฝากครั้งแรก').first().waitFor();

    // The friend deposits 500 by PromptPay QR, paid by the sandbox gateway.
    await friend.goto('/member/deposit');
    await friend.getByRole('tab', { name: /QR พร้อมเพย์/ }).click();
    const form = friend.getByRole('form', { name: 'สร้าง QR ฝากเงิน' });
    await form.getByRole('button', { name: String(DEPOSIT), exact: true }).click();
    await form.getByRole('button', { name: 'สร้าง QR ชำระเงิน' }).click();
    await friend.waitForURL(/\/member\/payment\?reference=QR[A-Z0-9]+/);
    const reference = new URL(friend.url()).searchParams.get('reference') ?? '';
    const paid = await apiCall<{ status: string }>(server, 'POST', `/admin/payments/sandbox/${reference}/pay`, {}, operatorToken);
    expect(paid.data?.status).toBe('paid');
    await friend.getByRole('heading', { name: 'เติมเงินสำเร็จ' }).waitFor({ timeout: 15_000 });

    // Slots: one spin by hand, then the whole balance each spin (the game's own calls, with its launch
    // token) until it is gone: a loss of the whole deposit, whatever the reels do.
    let staked = 0;
    friend.on('response', async (res) => {
      if (res.url().includes('/api/games/house/play')) staked += ((await res.json()) as PlayAnswer).data?.stake ?? 0;
    });
    await friend.goto('/slot');
    await friend.getByTestId('game-tile-siam-treasure').click();
    const frame = friend.frameLocator('[data-testid=game-frame]');
    const spin = frame.getByTestId('slot-spin');
    await spin.waitFor({ timeout: 20_000 });
    await spin.click();
    await expect.poll(() => spin.isEnabled(), { timeout: 60_000 }).toBe(true);
    const src = (await friend.getByTestId('game-frame').getAttribute('src')) ?? '';
    const token = new URL(src, server.url).searchParams.get('token') ?? '';
    expect(token).not.toBe('');
    await expect.poll(() => staked).toBeGreaterThan(0);
    let balance = 0;
    const play = async (bet: number) => {
      const answer = await apiCall<PlayAnswer['data']>(server, 'POST', '/games/house/play', {
        token,
        game_id: 'siam-treasure',
        input: { bet },
        request_id: randomUUID(),
      });
      expect(answer.error, answer.message).toBe(0);
      staked += answer.data?.stake ?? 0;
      balance = answer.data?.balance ?? 0;
    };
    await play(100); // 1 baht: the answer says what the hand spin left
    // Bets are satang, a multiple of the 20 paylines' step, 1 to 1,000 baht.
    for (let i = 0; i < 300 && balance >= 1; i++) await play(Math.min(100_000, Math.floor((balance * 100) / 20) * 20));
    expect(balance).toBeLessThan(1);
    await friend.getByRole('button', { name: 'ปิด' }).click();

    // Today's running figures wait for the day to close.
    await friend.goto('/cashback');
    const cashbackCard = friend.getByRole('region', { name: 'คืนยอดเสียรายวัน ที่รับได้' });
    await cashbackCard.waitFor();
    await friend.getByText('รอสรุปยอด').first().waitFor();
    await friend.screenshot({ path: `${SHOTS}/cashback-today-375.png`, fullPage: true });

    // The day closes: the reward jobs run with their clock a day ahead, as the scheduler would after midnight.
    const ran = await apiCall(server, 'POST', '/test/rewards/run', { days_ahead: 1 });
    expect(ran.error, ran.message).toBe(0);

    // The friend's net loss is the deposit less what is left (under 1 baht); cashback 5 % of it, rounded down to the satang.
    const loss = Math.round((DEPOSIT - balance) * 100);
    const cashback = Math.floor((loss * SLOT_CASHBACK_PERCENT * 100) / 10_000) / 100;
    await friend.reload();
    await expect.poll(async () => squeeze(await cashbackCard.getByTestId('claimable-amount').textContent())).toContain(baht(cashback));
    await friend.screenshot({ path: `${SHOTS}/cashback-claimable-375.png`, fullPage: true });
    await cashbackCard.getByRole('button', { name: 'รับแคชแบ็ก' }).dblclick();
    const success = friend.getByTestId('claim-success');
    await success.waitFor();
    expect(squeeze(await success.getByRole('heading').textContent())).toContain(baht(cashback));
    await friend.getByText('รับแล้ว').first().waitFor();
    await friend.screenshot({ path: `${SHOTS}/cashback-claimed-375.png`, fullPage: true });
    // The double tap credited once: the wallet holds what the slots left plus the cashback, exactly.
    expect(await walletBalance(friend)).toBe(`฿${baht(Math.round((balance + cashback) * 100) / 100)}`);

    // The referrer: the friend counts now, the day's earnings are 0.3 % of the friend's slot stakes.
    const earned = Math.floor((Math.round(staked * 100) * SLOT_AFFILIATE_PERCENT * 100) / 10_000) / 100;
    expect(earned).toBeGreaterThanOrEqual(1);
    await referrer.reload();
    const redeemable = referrer.getByRole('region', { name: 'ถอนได้' }).or(referrer.getByLabel('ถอนได้')).first();
    await expect.poll(async () => squeeze(await redeemable.textContent())).toContain(baht(earned));
    await referrer.getByText('นับแล้ว').first().waitFor();
    await referrer.screenshot({ path: `${SHOTS}/affiliate-earnings-375.png`, fullPage: true });
    await referrer.getByRole('button', { name: 'ถอนรายได้เข้ากระเป๋าหลัก' }).dblclick();
    await referrer.getByTestId('affiliate-redeemed').waitFor();
    await expect.poll(async () => squeeze(await redeemable.textContent())).toContain(baht(0));
    await referrer.screenshot({ path: `${SHOTS}/affiliate-redeemed-375.png`, fullPage: true });
    expect(await walletBalance(referrer)).toBe(`฿${baht(earned)}`);

    // The same pages at desktop width.
    const wide = await newPage(browser, DESKTOP, server.url);
    await wide.goto('/affiliate');
    await wide
      .getByText(/0\.3\s?%/)
      .first()
      .waitFor();
    await wide.screenshot({ path: `${SHOTS}/affiliate-guest-1280.png`, fullPage: true });
    await wide.goto('/cashback');
    await wide.getByText('ยอดเสียขั้นต่ำต่อวัน').first().waitFor();
    await wide.screenshot({ path: `${SHOTS}/cashback-guest-1280.png`, fullPage: true });
    await wide.goto('/winloss');
    await wide.getByText(/1,000/).first().waitFor();
    await wide.screenshot({ path: `${SHOTS}/winloss-guest-1280.png`, fullPage: true });
    await friend.setViewportSize(DESKTOP);
    await friend.goto('/cashback');
    await friend.getByText('รับแล้ว').first().waitFor();
    await friend.screenshot({ path: `${SHOTS}/cashback-member-1280.png`, fullPage: true });
    await friend.goto('/member/winloss');
    await friend.getByText('รอสรุปยอด').first().waitFor();
    await friend.screenshot({ path: `${SHOTS}/member-winloss-1280.png`, fullPage: true });
    await referrer.setViewportSize(DESKTOP);
    await referrer.goto('/affiliate');
    await referrer.getByText('นับแล้ว').first().waitFor();
    await referrer.screenshot({ path: `${SHOTS}/affiliate-member-1280.png`, fullPage: true });

    // The operator sees the friend's claimed cashback and the referrer's credited day in the back office.
    const admin = await newPage(browser, DESKTOP, server.url);
    await signInAt(admin, OPERATOR, '/admin/rewards?tab=entries');
    await admin.getByRole('tab', { name: 'รายการ' }).click();
    await admin.getByText(baht(cashback)).first().waitFor();
    await admin.screenshot({ path: `${SHOTS}/admin-reward-entries-1280.png`, fullPage: true });
    await admin.getByRole('tab', { name: 'รายงานรายวัน' }).click();
    await admin.getByText(baht(cashback)).first().waitFor();
    await admin.screenshot({ path: `${SHOTS}/admin-reward-report-1280.png`, fullPage: true });
    await admin.getByRole('tab', { name: 'ตั้งค่า' }).click();
    await admin.getByText('ยังไม่เคยบันทึก').first().waitFor();
    await admin.screenshot({ path: `${SHOTS}/admin-reward-settings-1280.png`, fullPage: true });
    await admin.goto('/admin/affiliates?tab=earnings');
    await admin.getByRole('tab', { name: 'รายได้รายวัน' }).click();
    await admin.getByText(baht(earned)).first().waitFor();
    await admin.screenshot({ path: `${SHOTS}/admin-affiliate-earnings-1280.png`, fullPage: true });
    await admin.getByRole('tab', { name: 'รายงาน', exact: true }).click();
    await admin.getByText(baht(earned)).first().waitFor();
    await admin.screenshot({ path: `${SHOTS}/admin-affiliate-report-1280.png`, fullPage: true });
  });
});
