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
/** The operator's slot earning rate for this journey: points per 100 baht staked (the default is 1). */
const SLOT_RATE = 50;
/** Each hand of the journey's slot play: 20 baht (satang, a multiple of the 20 paylines). */
const BET = 2_000;
const HANDS = 20;

type PlayAnswer = Envelope<{ stake: number; win: number; balance: number }>;
type SpinAnswer = {
  spin: { id: number; prize: { kind: 'credit' | 'points' | 'free_spins' | 'none'; amount: number; text: string }; status: string };
  balances: { credit: number; points: number; free_spins: number };
};

/**
 * Issue 17's journey in the built app on the real server, in Debian's Chromium: a new member deposits
 * and plays the slot; the points job (its clock run now) credits the points the play earned; the
 * member spins the wheel on the points tab and sees the prize in the balance, redeems the deposit
 * quest, votes in the poll, redeems a shop voucher with coupon points, and plays a free spin.
 */
describe('points, wheel, quests, polls, shop and free spins in Chromium', () => {
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
  const text = async (page: Page, testId: string) =>
    squeeze(await page.getByTestId(testId).filter({ visible: true }).first().textContent());
  const baht = (n: number) => n.toLocaleString('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const count = (n: number) => n.toLocaleString('th-TH', { maximumFractionDigits: 2 });
  /** The member's points as the server answers them (POST /api/member/points), with the page's own token. */
  const pointsOf = async (page: Page) => {
    const answer = await page.evaluate(async () => {
      // The signed-in user is kept in localStorage under the app's prefixed 'user' key.
      const raw = Object.keys(localStorage)
        .filter((k) => k.endsWith('user'))
        .map((k) => localStorage.getItem(k) ?? '')
        .join('');
      const token = /"access_token":"([^"]+)"/.exec(raw)?.[1] ?? '';
      const res = await fetch('/api/member/points', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
      return res.json();
    });
    return (answer as Envelope<{ point: number }>).data?.point ?? -1;
  };

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

  async function redeemCoupon(page: Page, code: string) {
    await page.goto('/member/coupon');
    const form = page.getByRole('form', { name: 'ใช้คูปอง' });
    await form.getByRole('textbox').first().fill(code);
    await form.getByRole('button').last().click();
    await page.getByTestId('coupon-success').waitFor();
  }

  it('a member earns points by playing, spins the wheel, redeems the deposit quest, votes, shops and plays a free spin', async () => {
    // The operator raises the slot's earning rate, so a few hundred baht of play earns a spin's worth.
    const settings = await apiCall<{ settings: Record<string, unknown> & { rates: Record<string, number> } }>(
      server,
      'GET',
      '/admin/points/settings',
      undefined,
      operatorToken,
    );
    expect(settings.error, settings.message).toBe(0);
    const current = settings.data?.settings as Record<string, unknown> & { rates: Record<string, number> };
    const saved = await apiCall(
      server,
      'PUT',
      '/admin/points/settings',
      { ...current, rates: { ...current.rates, slot: SLOT_RATE } },
      operatorToken,
    );
    expect(saved.error, saved.message).toBe(0);

    const page = await newPage(browser, MOBILE, server.url);
    await register(page);

    // A 500-baht deposit by PromptPay QR, paid by the sandbox gateway.
    await page.goto('/member/deposit');
    await page.getByRole('tab', { name: /QR พร้อมเพย์/ }).click();
    const form = page.getByRole('form', { name: 'สร้าง QR ฝากเงิน' });
    await form.getByRole('button', { name: String(DEPOSIT), exact: true }).click();
    await form.getByRole('button', { name: 'สร้าง QR ชำระเงิน' }).click();
    await page.waitForURL(/\/member\/payment\?reference=QR[A-Z0-9]+/);
    const reference = new URL(page.url()).searchParams.get('reference') ?? '';
    const paid = await apiCall<{ status: string }>(server, 'POST', `/admin/payments/sandbox/${reference}/pay`, {}, operatorToken);
    expect(paid.data?.status).toBe('paid');
    await page.getByRole('heading', { name: 'เติมเงินสำเร็จ' }).waitFor({ timeout: 15_000 });

    // Slot play: the game opens in its frame; its own calls (with the launch token) play 20 hands of 20 baht.
    await page.goto('/slot');
    await page.getByTestId('game-tile-siam-treasure').click();
    const frame = page.frameLocator('[data-testid=game-frame]');
    await frame.getByTestId('slot-spin').waitFor({ timeout: 20_000 });
    const src = (await page.getByTestId('game-frame').getAttribute('src')) ?? '';
    const token = new URL(src, server.url).searchParams.get('token') ?? '';
    expect(token).not.toBe('');
    let staked = 0;
    for (let i = 0; i < HANDS; i++) {
      const answer = await apiCall<PlayAnswer['data']>(server, 'POST', '/games/house/play', {
        token,
        game_id: 'siam-treasure',
        input: { bet: BET },
        request_id: randomUUID(),
      });
      expect(answer.error, answer.message).toBe(0);
      staked += answer.data?.stake ?? 0;
    }
    expect(staked).toBe((HANDS * BET) / 100);
    await page.getByRole('button', { name: 'ปิด' }).click();

    // The points job (every minute on the server) runs now: 50 points per 100 baht staked on slots.
    const ran = await apiCall(server, 'POST', '/test/rewards/run', { days_ahead: 0 });
    expect(ran.error, ran.message).toBe(0);
    const earned = (staked * SLOT_RATE) / 100;
    await page.goto('/member/points');
    const vip = page.getByRole('region', { name: 'ระดับ VIP ของฉัน' });
    await vip.waitFor();
    await expect.poll(() => text(page, 'points-balance')).toContain(count(earned));
    await page.getByTestId('points-item').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/points-375.png`, fullPage: true });

    // The wheel's points tab: one spin costs 100 points; the wheel lands on the prize the server drew.
    let spun: SpinAnswer | undefined;
    page.on('response', async (res) => {
      if (res.url().includes('/api/wheel/spin_v2')) spun = ((await res.json()) as Envelope<SpinAnswer>).data;
    });
    await page.goto('/member/wheel?tab=2');
    const pointsTab = page.getByTestId('wheel-tab-points');
    await pointsTab.waitFor();
    expect(squeeze(await pointsTab.textContent())).toContain(count(earned));
    // The proof is folded under "ตรวจสอบความยุติธรรม": opened, it shows the seed hash before the spin.
    // (The push prompt, fixed at the bottom of a phone's screen, is put off first: it covers the fold.)
    const pushPrompt = page.getByRole('region', { name: 'เปิดการแจ้งเตือน' });
    if (await pushPrompt.isVisible()) await pushPrompt.getByRole('button', { name: 'ปิด' }).first().click();
    await page.getByRole('button', { name: /ตรวจสอบความยุติธรรม/ }).click();
    await page.getByTestId('wheel-seed-hash').waitFor();
    const hashBefore = squeeze(await page.getByTestId('wheel-seed-hash').textContent());
    await page.screenshot({ path: `${SHOTS}/wheel-375.png`, fullPage: true });
    await page.getByRole('button', { name: 'หมุนวงล้อ' }).click();
    const prize = page.getByTestId('wheel-prize');
    await prize.waitFor({ timeout: 20_000 });
    await expect.poll(() => spun !== undefined).toBe(true);
    const won = spun as SpinAnswer;
    expect(squeeze(await prize.getByTestId('wheel-prize-text').textContent())).toContain(squeeze(won.spin.prize.text));
    // The spin was drawn on the seed whose hash the page showed before it.
    expect(hashBefore).toContain(squeeze((won.spin as unknown as { proof: { server_seed_hash: string } }).proof.server_seed_hash));
    await page.screenshot({ path: `${SHOTS}/wheel-prize-375.png`, fullPage: true });
    const afterSpin = earned - 100 + (won.spin.prize.kind === 'points' ? won.spin.prize.amount : 0);
    if (won.spin.status === 'pending') {
      // A credit prize with turnover waits for the member's tap.
      await prize.getByRole('button', { name: 'รับรางวัล' }).click();
      await expect.poll(() => text(page, 'member-balance')).toContain(baht(won.balances.credit + won.spin.prize.amount));
    } else {
      await prize.getByRole('button', { name: 'ตกลง' }).click();
      if (won.spin.prize.kind === 'credit') await expect.poll(() => text(page, 'member-balance')).toContain(baht(won.balances.credit));
    }
    // The prize is in the balance: points on the points tab, the rest in the answer's balances.
    await expect.poll(async () => squeeze(await pointsTab.textContent())).toContain(count(afterSpin));
    expect(await pointsOf(page)).toBe(afterSpin);

    // The deposit quest: 500 baht deposited today completes "ฝากเงินครบ 300 บาท"; its reward is 20 baht of credit.
    const walletBefore = await text(page, 'member-balance');
    await page.goto('/member/creditfree');
    const quest = page.getByRole('article').filter({ hasText: 'ฝากเงินครบ 300 บาท' }).first();
    await quest.waitFor();
    await page.screenshot({ path: `${SHOTS}/quests-375.png`, fullPage: true });
    await quest.getByRole('button', { name: 'รับรางวัล' }).dblclick();
    await quest.getByText('รับแล้ว').first().waitFor();
    await expect.poll(() => text(page, 'member-balance')).not.toBe(walletBefore);
    await page.screenshot({ path: `${SHOTS}/quests-redeemed-375.png`, fullPage: true });

    // The poll: the demo's last-two-digits poll; the deposit earned a second vote.
    await page.goto('/poll/1');
    const choices = page.getByRole('group', { name: 'ตัวเลือก' });
    await choices.getByRole('button', { name: '42', exact: true }).click();
    await page.getByTestId('poll-confirm').getByRole('button', { name: 'ยืนยันการโหวต' }).click();
    await page
      .getByText(/โหวต "42" สำเร็จ/)
      .first()
      .waitFor();
    await page.getByTestId('poll-my-votes').getByText('42').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/poll-375.png`, fullPage: true });

    // The shop: POINTS500 adds 500 points; the 50-baht voucher costs 500.
    await redeemCoupon(page, 'POINTS500');
    await page.goto('/redeem');
    await expect.poll(() => text(page, 'shop-points')).toContain(count(afterSpin + 500));
    await page.getByRole('button', { name: 'แลก เครดิตฟรี 50 บาท' }).click();
    await page.getByTestId('shop-calc').waitFor();
    await page.getByRole('button', { name: 'ยืนยันการแลก' }).dblclick();
    await page.getByTestId('shop-success').waitFor();
    expect(squeeze(await page.getByTestId('shop-success').textContent())).toContain('เครดิตฟรี50บาท');
    await page.screenshot({ path: `${SHOTS}/shop-375.png`, fullPage: true });
    await page.getByRole('button', { name: 'ตกลง' }).click();
    await page.getByTestId('shop-order').first().waitFor();
    // The double tap redeemed once.
    expect(await page.getByTestId('shop-order').count()).toBe(1);
    expect(await pointsOf(page)).toBe(afterSpin);

    // Free spins: SPIN10 adds 10 (plus any the wheel gave); one spin of the slot at the fixed bet.
    await redeemCoupon(page, 'SPIN10');
    await page.goto('/freespin');
    const spinsBefore = 10 + (won.spin.prize.kind === 'free_spins' ? won.spin.prize.amount : 0);
    await expect.poll(() => text(page, 'freespin-count')).toContain(String(spinsBefore));
    await page.getByRole('button', { name: 'เล่นฟรีสปิน สมบัติสยาม' }).click();
    // The play's answer is awaited and checked, so a slow or refused spin says which it was (once, in
    // a loaded CI run, the result had not shown after 20 s and nothing told why).
    const [played] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/freespin/play'), { timeout: 45_000 }),
      page.getByRole('button', { name: 'หมุนฟรีสปิน' }).click(),
    ]);
    expect(`${played.status()} ${await played.text()}`).toMatch(/^200 .*"error":0[,}]/);
    const result = page.getByTestId('freespin-result');
    await result.waitFor({ timeout: 20_000 });
    expect(squeeze(await result.getByTestId('freespin-left').textContent())).toContain(String(spinsBefore - 1));
    await page.screenshot({ path: `${SHOTS}/freespin-375.png`, fullPage: true });

    // The same pages at desktop width: the member's wheel and quests, a visitor's shop and poll.
    await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
    await page.goto('/member/wheel');
    await page.getByTestId('wheel-tab-free').waitFor();
    await page.screenshot({ path: `${SHOTS}/wheel-1280.png` });
    await page.goto('/member/creditfree');
    await page.getByRole('article').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/quests-1280.png`, fullPage: true });
    await page.goto('/member/points');
    await page.getByRole('region', { name: 'ระดับ VIP ของฉัน' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/points-1280.png`, fullPage: true });
    const wide = await newPage(browser, DESKTOP, server.url);
    await wide.goto('/redeem');
    await wide.getByText('เครดิตฟรี 100 บาท').first().waitFor();
    await wide.screenshot({ path: `${SHOTS}/shop-1280.png`, fullPage: true });
    await wide.goto('/poll');
    await wide.getByRole('group', { name: 'ตัวเลือก' }).waitFor();
    await wide.screenshot({ path: `${SHOTS}/poll-1280.png`, fullPage: true });
    await wide.goto('/freespin');
    await wide.getByTestId('freespin-how-to-get').waitFor();
    await wide.screenshot({ path: `${SHOTS}/freespin-1280.png`, fullPage: true });
    await wide.close();
    await page.close();
  });

  it('the operator sees the wheel board at 100 % and the day’s points report', async () => {
    const page = await newPage(browser, DESKTOP, server.url);
    await signInAt(page, OPERATOR, '/admin/wheel');
    await expect.poll(async () => squeeze(await page.getByTestId('wheel-sum').textContent())).toContain('100');
    await page.screenshot({ path: `${SHOTS}/admin-wheel-1280.png`, fullPage: true });
    await page.goto('/admin/points');
    await page.getByRole('table', { name: 'รายงานแต้มและรางวัลรายวัน' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/admin-points-1280.png`, fullPage: true });
    await page.goto('/admin/shop');
    await page.getByRole('button', { name: 'เพิ่มของรางวัล' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/admin-shop-1280.png`, fullPage: true });
    await page.close();
  });
});
