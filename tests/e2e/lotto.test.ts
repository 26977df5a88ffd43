import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, CHECKER, signInOperator } from './support/api';
import { DESKTOP, launchBrowser, MOBILE, newPage } from './support/browser';
import { MEMBER, signIn } from './support/member';
import { type RunningServer, startServer } from './support/server';

const SHOTS = 'test-results/screens';

type Round = { id: number; draw_key: string; is_open: boolean; seconds_to_close: number; opens_at: string };

/** Issue 5's lotto journeys in the built app, served by the real server (demo data), in Debian's Chromium. */
describe('lotto in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let operatorToken: string;

  const call = <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, token?: string) =>
    apiCall<T>(server, method, path, body, token);
  /** An operator call, as the back office makes it. */
  const operator = <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => call<T>(method, path, body, operatorToken);

  /** The open rounds of a category; the scheduler creates them just after the server starts. */
  async function openRounds(categoryId: number): Promise<Round[]> {
    let rounds: Round[] = [];
    await expect
      .poll(
        async () => {
          rounds = (await call<{ items: Round[] }>('GET', `/lotto/rounds?category_id=${categoryId}&limit=100`)).data?.items ?? [];
          return rounds.length;
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBeGreaterThan(0);
    return rounds;
  }

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

  const panelBalance = async (page: Page) =>
    ((await page.getByTestId('member-balance').filter({ visible: true }).first().textContent()) ?? '').replace(/\s/g, '');
  const keypad = (page: Page, label: string) => page.getByRole('group', { name: `แป้นตัวเลข ${label}` });
  async function press(page: Page, label: string, digits: string) {
    for (const d of digits) await keypad(page, label).getByRole('button', { name: d, exact: true }).click();
  }

  it('buys a bill with กลับเลข on an open government round; the operator enters the result; the member sees the won card and the credit', async () => {
    // The operator credits the member (issue 3's manual adjustment) so that there is money to bet.
    const members = await operator<{ items: { id: number; phone: string }[] }>('GET', `/admin/members?q=${MEMBER.phone}`);
    const memberId = members.data?.items.find((m) => m.phone === MEMBER.phone)?.id;
    expect(memberId).toBeDefined();
    const credit = await operator('POST', `/admin/members/${memberId}/adjust`, {
      amount: 1000,
      reason: 'เครดิตสำหรับทดสอบหวย',
      idempotency_key: 'e2e-lotto-credit-1',
    });
    expect(credit.error).toBe(0);
    // The next government draw is always open: it opens when the previous one closes.
    const gov = (await openRounds(1)).find((r) => r.is_open);
    expect(gov).toBeDefined();
    const round = gov as Round;

    const page = await newPage(browser, MOBILE, server.url);
    await signIn(page);
    await expect.poll(() => panelBalance(page)).toBe('฿1,000.00');
    await page.goto(`/lotto/${round.id}`);
    await page.getByRole('heading', { name: 'หวยรัฐบาลไทย' }).waitFor();

    // 2 ตัวบน, กลับเลข, then 1 and 2 on the keypad: 12 and 21 go on the bill at once.
    const chips = page.getByRole('group', { name: /เลือกประเภทการแทง/ });
    await chips.getByRole('button', { name: /^2 ตัวบน/ }).click();
    await page.getByRole('button', { name: 'กลับเลข', exact: true }).click();
    await press(page, 'เลขที่ต้องการแทง', '12');
    const bill = page.getByRole('region', { name: 'โพยของฉัน', exact: true });
    await expect
      .poll(async () => (await bill.getByTestId('bill-line').allTextContents()).map((t) => t.match(/^\d+/)?.[0]))
      .toEqual(['12', '21']);
    await page.getByLabel('ราคาต่อเลข (บาท)').fill('10');
    await page.getByRole('button', { name: 'ใส่ทุกเลข' }).click();
    expect(((await page.getByTestId('bill-builder-total').textContent()) ?? '').trim()).toBe('20.00 บาท');
    await bill.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/lotto-round-375.png` });

    // ตรวจสอบโพย asks the server; ยืนยันแทง buys exactly what it answered.
    await page.getByRole('button', { name: 'ตรวจสอบโพย' }).click();
    const review = page.getByRole('dialog', { name: 'ตรวจสอบโพย' });
    await review.getByRole('button', { name: 'ยืนยันแทง' }).waitFor();
    expect(((await review.getByTestId('bill-total').textContent()) ?? '').trim()).toBe('20.00 บาท');
    await page.waitForTimeout(400); // the dialog's opening animation
    await page.screenshot({ path: `${SHOTS}/lotto-dialog-375.png` });
    await review.getByRole('button', { name: 'ยืนยันแทง' }).click();
    const done = page.getByRole('dialog', { name: 'แทงหวยสำเร็จ' });
    await done.waitFor();
    const reference = (
      (await done
        .getByText(/^LT\d+$/)
        .first()
        .textContent()) ?? ''
    ).trim();
    expect(reference).toMatch(/^LT\d{6,}$/);
    await done.getByRole('button', { name: 'แทงต่อ' }).click();
    await expect.poll(() => panelBalance(page)).toBe('฿980.00');
    await page.getByTestId('lotto-bill-pending').filter({ hasText: reference }).waitFor();

    // The operator moves this draw's close to the minute just gone (a schedule override), then enters
    // a result whose 2 top is 21: the reversed number wins 10 x 90.
    const past = new Date(Date.now() + 7 * 3_600_000 - 60_000).toISOString(); // Bangkok wall clock, a minute ago
    const moved = await operator('PUT', '/admin/lotto/schedule-overrides', {
      category_id: 1,
      scheduled_date: round.draw_key,
      draw_date: past.slice(0, 10),
      close_time: past.slice(11, 16),
      note: 'ทดสอบออกผล',
    });
    expect(moved.error).toBe(0);
    // Four eyes: the seed's second operator enters the same result, which applies and settles it.
    const drawResult = { kind: 'government', first_prize: '480521', front3: ['123', '456'], back3: ['789', '012'], bottom2: '47' };
    const entered = await operator<{ outcome: string }>('POST', `/admin/lotto/rounds/${round.id}/result`, drawResult);
    expect(entered.data?.outcome).toBe('pending');
    const checker = await signInOperator(server, CHECKER);
    const result = await call<{ paid_items: number }>('POST', `/admin/lotto/rounds/${round.id}/result`, drawResult, checker);
    expect(result.error).toBe(0);
    expect(result.data?.paid_items).toBe(1);

    // The member opens the round again. (The service worker answers round reads from its cache when
    // the network takes over 4 s, which a busy test machine can: then look again.)
    const drawn = page.getByRole('region', { name: /ผลรางวัล/ }).getByText('480521');
    await expect
      .poll(
        async () => {
          await page.reload();
          return drawn.waitFor({ timeout: 8_000 }).then(
            () => true,
            () => false,
          );
        },
        { timeout: 60_000, interval: 0 },
      )
      .toBe(true);
    const won = page.getByTestId('lotto-bill-won').filter({ hasText: reference });
    await won.waitFor();
    expect(((await won.getByTestId('lotto-bill-win').textContent()) ?? '').trim()).toBe('ได้รับ 900.00 บาท');
    await expect.poll(() => panelBalance(page)).toBe('฿1,880.00');
    await won.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/lotto-won-375.png` });

    // The card opens the bill: 21 won 900, 12 did not.
    await won.getByRole('button', { name: `ดูรายละเอียดโพย ${reference}` }).click();
    const items = page.getByRole('dialog', { name: 'รายละเอียดโพย' }).getByTestId('lotto-bill-item');
    await items.filter({ hasText: '+900.00' }).waitFor();
    expect(
      await items.evaluateAll((els) => els.map((e) => `${e.firstElementChild?.textContent}:${e.getAttribute('data-status')}`)),
    ).toEqual(['12:lost', '21:won']);
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}/lotto-bill-375.png` });
    await page.context().close();
  });

  it('shoots two numbers into an open Yeekee round and sees them in the live list', async () => {
    // A round open for at least 40 more seconds (two shots 10 s apart); the next opens as one closes.
    let yeekee: Round | undefined;
    await expect
      .poll(
        async () => {
          yeekee = (await openRounds(30)).find((r) => r.is_open && r.seconds_to_close >= 40);
          // Yeekee pauses 04:00-06:00 Bangkok time: then the first round of the day is the one to wait for.
          return (
            yeekee !== undefined ||
            new Date(Date.now() + 7 * 3_600_000).getUTCHours() === 4 ||
            new Date(Date.now() + 7 * 3_600_000).getUTCHours() === 5
          );
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toBe(true);
    const page = await newPage(browser, MOBILE, server.url);
    await signIn(page);
    if (!yeekee) {
      // The daily pause: the page says shooting is closed and offers no shot.
      const next = (await openRounds(30)).sort((a, b) => a.opens_at.localeCompare(b.opens_at))[0];
      await page.goto(`/lotto/${next.id}`);
      await page.getByRole('tab', { name: 'ยิงเลข' }).click();
      await page.getByText('รอบนี้ไม่เปิดให้ยิงเลขในตอนนี้').waitFor();
      expect(await page.getByRole('button', { name: 'ยิงเลข', exact: true }).isDisabled()).toBe(true);
      await page.context().close();
      return;
    }
    await page.goto(`/lotto/${yeekee.id}`);
    await page.getByRole('heading', { name: 'หวยยี่กี' }).waitFor();
    await page.getByRole('tab', { name: 'ยิงเลข' }).click();
    const list = page.getByRole('list', { name: 'เลขที่ยิงล่าสุด' });
    const shoot = page.getByRole('button', { name: /^ยิงเลข$|^ยิงได้อีกครั้งใน/ });

    await press(page, 'เลขที่ต้องการยิง', '12345');
    await shoot.click();
    await page.getByText('ยิงเลข 12345 สำเร็จ').waitFor();
    await list.getByRole('listitem').filter({ hasText: '12345' }).filter({ hasText: 'ของคุณ' }).waitFor();
    // The cooldown (10 s) counts down on the button; the second shot waits for it.
    expect(await shoot.textContent()).toMatch(/ยิงได้อีกครั้งใน \d+ วินาที/);
    await press(page, 'เลขที่ต้องการยิง', '67890');
    await page.getByRole('button', { name: 'ยิงเลข', exact: true }).waitFor({ timeout: 15_000 });
    await expect.poll(() => shoot.isEnabled(), { timeout: 5_000 }).toBe(true);
    await shoot.click();
    await page.getByText('ยิงเลข 67890 สำเร็จ').waitFor();
    await list.getByRole('listitem').filter({ hasText: '67890' }).waitFor();
    expect((await list.getByTestId('yeekee-shot-number').allTextContents()).slice(0, 2)).toEqual(['67890', '12345']);
    expect(((await page.getByTestId('yeekee-shot-count').textContent()) ?? '').trim()).toBe('ยิงแล้ว 2 ครั้ง');
    await page.getByRole('region', { name: 'รายการยิงเลข' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/lotto-yeekee-375.png` });
    await page.context().close();
  });

  it('lays the round page, the lotto dialog and the Yeekee page out at 1280 px', async () => {
    // Any open round with 3-digit bets (the government one was decided by the first test).
    const rounds = (await call<{ items: (Round & { group: string })[] }>('GET', '/lotto/rounds?limit=100')).data?.items ?? [];
    const open = rounds.find((r) => r.is_open && r.group !== 'yeekee');
    expect(open).toBeDefined();
    const page = await newPage(browser, DESKTOP, server.url);
    await signIn(page);
    await page.goto(`/lotto/${open?.id}`);
    const chips = page.getByRole('group', { name: /เลือกประเภทการแทง/ });
    await chips.getByRole('button', { name: /^3 ตัวบน/ }).click();
    await page.getByRole('button', { name: '6 กลับ' }).click();
    // The desktop input types as fast as the keypad: 6 orders of 4-5-6.
    await page.getByLabel('เลขที่ต้องการแทง', { exact: true }).pressSequentially('456');
    await expect.poll(() => page.getByTestId('bill-line').count()).toBe(6);
    await page.getByRole('group', { name: 'ราคาด่วน' }).getByRole('button', { name: '5', exact: true }).click();
    await page.getByRole('button', { name: 'ใส่ทุกเลข' }).click();
    expect(((await page.getByTestId('bill-builder-total').textContent()) ?? '').trim()).toBe('30.00 บาท');
    await page.screenshot({ path: `${SHOTS}/lotto-round-1280.png` });
    await page.getByRole('button', { name: 'ตรวจสอบโพย' }).click();
    await page.getByRole('dialog', { name: 'ตรวจสอบโพย' }).getByRole('button', { name: 'ยืนยันแทง' }).waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}/lotto-dialog-1280.png` });
    await page.getByRole('button', { name: 'แก้ไขโพย' }).click();

    const yeekee = (await openRounds(30)).find((r) => r.is_open);
    if (yeekee) {
      await page.goto(`/lotto/${yeekee.id}`);
      await page.getByRole('tab', { name: 'ยิงเลข' }).click();
      await page.getByRole('list', { name: 'เลขที่ยิงล่าสุด' }).waitFor();
      await page.screenshot({ path: `${SHOTS}/lotto-yeekee-1280.png` });
    }
    await page.context().close();
  });
});
