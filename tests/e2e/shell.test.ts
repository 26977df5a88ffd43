import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signInOperator } from './support/api';
import { DESKTOP, launchBrowser, newPage } from './support/browser';
import { MEMBER, signIn } from './support/member';
import { type RunningServer, startServer } from './support/server';

const SHOTS = 'test-results/screens';
/** The phone the walk used (docs/product.md "Dialogs and fixed buttons"). */
const PHONE = { width: 375, height: 740 };

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The shell's things that once floated over pages: the contact and event buttons and the push prompt, wherever drawn now. */
async function floatingBoxes(page: Page): Promise<{ name: string; box: Box }[]> {
  return page.evaluate(() =>
    ['contact-button', 'event-button', 'push-optin'].flatMap((id) =>
      [...document.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)]
        .map((el) => ({ name: id, r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.width > 0 && r.height > 0)
        .map(({ name, r }) => ({ name, box: { x: r.x, y: r.y, width: r.width, height: r.height } })),
    ),
  );
}

/**
 * The bottom of the page's visible area: the top of the bars fixed across the bottom of the screen
 * (the footer tabs below 960 px, a page's own bar such as the sportsbook's slip), else the window's bottom.
 */
const visibleBottom = (page: Page) =>
  page.evaluate(() => {
    let bottom = window.innerHeight;
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(el).position !== 'fixed') continue;
      const r = el.getBoundingClientRect();
      if (r.height > 0 && r.width >= window.innerWidth * 0.6 && r.top > window.innerHeight / 2) bottom = Math.min(bottom, r.top);
    }
    return bottom;
  });

/**
 * Content must never sit under a floating button (issue 30, point 2): `target` is scrolled to the
 * bottom of the visible area (just above the footer tabs, where the buttons were) and must be clear
 * of every floating box, and the point at its centre must be the target itself.
 */
async function expectClear(page: Page, target: Locator, what: string, { scroll = true } = {}) {
  await target.scrollIntoViewIfNeeded();
  if (scroll) {
    const bottom = await visibleBottom(page);
    await target.evaluate((el, limit) => window.scrollBy(0, el.getBoundingClientRect().bottom - (limit - 4)), bottom);
    await page.waitForTimeout(150);
  }
  const box = await target.boundingBox();
  expect(box, what).not.toBeNull();
  for (const f of await floatingBoxes(page)) expect(overlaps(box as Box, f.box), `${f.name} over ${what}`).toBe(false);
  const hit = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const at = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return at !== null && (el === at || el.contains(at));
  });
  expect(hit, `${what} is what a tap on it reaches`).toBe(true);
}

/**
 * The bottom of the page's lowest content: the leaves drawn in <main>, leaving out anything fixed (and
 * what is inside it) or not drawn, and cut at the edge of any scrolling box they sit in.
 */
const lowestContent = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return 0;
    const fixed = [...document.querySelectorAll('body *')].filter((el) => getComputedStyle(el).position === 'fixed');
    let max = 0;
    for (const el of main.querySelectorAll('*')) {
      // Not drawn: inside a closed <details> (content-visibility: hidden) or visibility: hidden.
      if (fixed.some((f) => f.contains(el)) || !el.checkVisibility({ visibilityProperty: true })) continue;
      // Leaves only (text, pictures, fields, icons): a wrapper's bottom padding is room, not content.
      if (el.children.length > 0) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      let bottom = r.bottom;
      for (let up = el.parentElement; up && up !== main; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowY !== 'visible' || style.overflowX !== 'visible') bottom = Math.min(bottom, up.getBoundingClientRect().bottom);
      }
      if (bottom > r.top) max = Math.max(max, bottom);
    }
    return max;
  });

/** After scrolling to the end, the page's last content ends above the footer tabs and anything docked or fixed across the bottom. */
async function expectEndClear(page: Page, what: string) {
  // Until the page stops growing (a list that loads more when its end shows).
  let height = 0;
  for (let i = 0; i < 5; i++) {
    const now = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return document.documentElement.scrollHeight;
    });
    if (now === height) break;
    height = now;
    await page.waitForTimeout(600);
  }
  const bottom = await visibleBottom(page);
  expect(await lowestContent(page), `${what}: the last content ends above the tabs`).toBeLessThanOrEqual(bottom + 0.5);
}

describe('The shell on a phone and a desktop (issue 30: floating buttons, member panel, push prompt, 404)', () => {
  let server: RunningServer;
  let browser: Browser;
  let operatorToken: string;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startServer();
    browser = await launchBrowser();
    operatorToken = await signInOperator(server);
    // Money for statement lines (and the sportsbook), as a deposit would give.
    const members = await apiCall<{ items: { id: number; phone: string }[] }>(
      server,
      'GET',
      `/admin/members?q=${MEMBER.phone}`,
      undefined,
      operatorToken,
    );
    const memberId = members.data?.items.find((m) => m.phone === MEMBER.phone)?.id;
    for (const [i, amount] of [1000, 250, 75].entries()) {
      const credited = await apiCall(
        server,
        'POST',
        `/admin/members/${memberId}/adjust`,
        { amount, reason: 'เครดิตทดสอบหน้าเว็บ', idempotency_key: `e2e-shell-credit-${i}` },
        operatorToken,
      );
      expect(credited.error, credited.message).toBe(0);
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const size of [PHONE, DESKTOP]) {
    it(`at ${size.width} px no floating button covers the picked odds, statement amounts, the fifth Yeekee digit or the VIP progress`, async () => {
      const page = await newPage(browser, size, server.url);
      await signIn(page);
      const phone = size.width < 960;

      // The buttons ride in the header: the event button at both sizes, the contact button from
      // 960 px (below it the footer's contact tab).
      await page.goto('/member/points');
      await page.getByTestId('vip-percent').first().waitFor();
      const header = page.getByTestId('site-header');
      await header.getByTestId('event-button').waitFor();
      if (phone) {
        expect(await page.getByTestId('contact-button').isVisible()).toBe(false);
        expect(await page.getByTestId('footer-tabs').getByRole('link', { name: 'ติดต่อเรา' }).isVisible()).toBe(true);
      } else {
        await header.getByTestId('contact-button').waitFor();
      }
      const clear = (target: Locator, what: string, opts?: { scroll?: boolean }) => expectClear(page, target, what, opts);
      await clear(page.getByTestId('vip-percent').first(), 'the VIP progress');
      await clear(page.getByTestId('vip-remaining').first(), 'what the next level needs');
      await expectEndClear(page, '/member/points');
      await page.screenshot({ path: `${SHOTS}/shell-points-${size.width}.png` });

      // Home: the member's own button (the corner buttons once sat on it at 1280 px), and the
      // banner's action is a deposit, never "สมัครเลย" (issue 30, point 11).
      await page.goto('/');
      await clear(page.getByRole('link', { name: 'หน้าสมาชิก' }), 'the home page’s member button');
      const action = page.getByTestId('banner-action').first();
      await action.waitFor();
      expect((await action.textContent())?.trim()).toBe('ฝากเงิน');
      expect(await page.getByText('สมัครเลย').count()).toBe(0);
      await expectEndClear(page, '/');

      await page.goto('/member/statement');
      const amounts = page.getByTestId('statement-amount').filter({ visible: true });
      await amounts.first().waitFor();
      await clear(amounts.first(), 'a statement amount');
      await clear(amounts.last(), 'the last statement amount');
      await expectEndClear(page, '/member/statement');

      // A Yeekee round's five digit boxes (in the daily pause the next round's, drawn but disabled).
      const rounds = (
        await apiCall<{ items: { id: number; is_open: boolean; opens_at: string }[] }>(
          server,
          'GET',
          '/lotto/rounds?category_id=30&limit=100',
        )
      ).data?.items;
      const yeekee = rounds?.find((r) => r.is_open) ?? rounds?.sort((a, b) => a.opens_at.localeCompare(b.opens_at))[0];
      expect(yeekee).toBeDefined();
      await page.goto(`/lotto/${yeekee?.id}`);
      await page.getByRole('tab', { name: 'ยิงเลข' }).click();
      const pad = page.getByRole('group', { name: 'แป้นตัวเลข เลขที่ต้องการยิง' });
      await pad.waitFor();
      const digits = pad.locator('xpath=../div[@aria-hidden="true"]/div');
      expect(await digits.count()).toBe(5);
      await clear(digits.nth(4), 'the fifth Yeekee digit box');
      await clear(pad.getByRole('button', { name: 'ลบตัวเลข' }), 'the keypad’s delete key');
      await expectEndClear(page, 'the Yeekee round');

      // /sport with a pick: the slip (its bar on phones) and the picked odds.
      await page.goto('/sport');
      const fixture = page.getByTestId('fixture').filter({ visible: true }).first();
      await fixture.waitFor({ timeout: 30_000 });
      // The sandbox feed moves odds and kicks matches off every 30 s: a tap on a price that was just
      // replaced or closed picks nothing, so the test taps an open price again until one is picked.
      const picked = page.locator('[data-testid="fixture"] button[aria-pressed="true"]').filter({ visible: true }).first();
      for (let tries = 0; tries < 5 && !(await picked.isVisible()); tries++) {
        await page
          .locator('[data-testid="fixture"] button[aria-pressed="false"]:not([disabled])')
          .filter({ visible: true })
          .first()
          .click();
        await picked.waitFor({ timeout: 5_000 }).catch(() => {});
      }
      await picked.waitFor();
      await clear(picked, 'the picked odds');
      if (phone) await clear(page.getByTestId('slip-open'), 'the slip bar', { scroll: false });
      await expectEndClear(page, '/sport');
      await page.screenshot({ path: `${SHOTS}/shell-sport-${size.width}.png` });
      await page.context().close();
    });
  }

  it('keeps only the header fixed on a phone: the member panel scrolls away; from 960 px it stays under the header', async () => {
    for (const size of [PHONE, DESKTOP]) {
      const page = await newPage(browser, size, server.url);
      await signIn(page);
      // The sportsbook: a page long enough to scroll at both sizes.
      await page.goto('/sport');
      const header = page.getByTestId('site-header');
      const panel = page.getByTestId('member-panel');
      await panel.waitFor();
      await page.getByTestId('fixture').filter({ visible: true }).first().waitFor({ timeout: 30_000 });
      await page.evaluate(() => window.scrollTo(0, 600));
      await expect.poll(() => header.getAttribute('data-fixed')).toBe('true');
      await page.waitForTimeout(200);
      const h = (await header.boundingBox()) as Box;
      const p = (await panel.boundingBox()) as Box;
      expect(h.y).toBe(0);
      if (size.width < 960) {
        // The header is all that stays: the spec's bar, the panel gone with the page.
        expect(h.height).toBeLessThanOrEqual(100);
        expect(p.y + p.height).toBeLessThanOrEqual(h.height);
        expect(await panel.evaluate((el) => getComputedStyle(el).position)).toBe('relative');
        // Under the header's bottom edge is the page, not the panel.
        const under = await page.evaluate(
          (y) => document.elementFromPoint(180, y)?.closest('[data-testid="member-panel"]') !== null,
          h.height + 4,
        );
        expect(under).toBe(false);
      } else {
        expect(Math.abs(p.y - h.height)).toBeLessThanOrEqual(1);
      }
      await page.screenshot({ path: `${SHOTS}/shell-scrolled-${size.width}.png` });
      await page.context().close();
    }
  });

  it('shows the push prompt as a sheet docked above the tabs, with its own space, never over the tile just tapped; dismissed for good', async () => {
    const page = await newPage(browser, PHONE, server.url);
    await page.context().grantPermissions(['notifications'], { origin: server.url });
    await signIn(page);
    // The server's "a moment has come" (after a deposit or a bill) is held until the member has tapped.
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/api/push/prefs', async (route) => {
      await held;
      const prefs = { withdrawal: true, deposit: true, lotto_win: true, yeekee: true, announcement: true };
      await route.fulfill({ json: { error: 0, message: 'สำเร็จ', data: { prefs, devices: 0, offer: true } } });
    });
    const gov = (
      await apiCall<{ items: { id: number; is_open: boolean }[] }>(server, 'GET', '/lotto/rounds?category_id=1&limit=100')
    ).data?.items.find((r) => r.is_open);
    expect(gov).toBeDefined();
    await page.goto(`/lotto/${gov?.id}`);
    await page.getByRole('heading', { name: 'หวยรัฐบาลไทย' }).waitFor();
    await page
      .getByRole('group', { name: /เลือกประเภทการแทง/ })
      .getByRole('button', { name: /^2 ตัวบน/ })
      .click();
    // A keypad tile at the bottom of the visible area, where the sheet comes: the member taps it.
    const tile = page.getByRole('group', { name: 'แป้นตัวเลข เลขที่ต้องการแทง' }).getByRole('button', { name: '0', exact: true });
    await tile.scrollIntoViewIfNeeded();
    const bottom = await visibleBottom(page);
    await tile.evaluate((el, limit) => window.scrollBy(0, el.getBoundingClientRect().bottom - (limit - 4)), bottom);
    await page.waitForTimeout(200);
    const before = (await tile.boundingBox()) as Box;
    await page.touchscreen.tap(before.x + before.width / 2, before.y + before.height / 2);
    release();

    const sheet = page.getByRole('region', { name: 'เปิดการแจ้งเตือน' });
    await sheet.waitFor({ timeout: 20_000 });
    await page.waitForTimeout(300);
    const s = (await sheet.boundingBox()) as Box;
    const tabs = (await page.getByTestId('footer-tabs').boundingBox()) as Box;
    // Docked: the full width, its bottom on the tabs' top.
    expect(s.x).toBe(0);
    expect(s.width).toBe(PHONE.width);
    expect(Math.abs(s.y + s.height - tabs.y)).toBeLessThanOrEqual(1);
    // The tapped tile was moved clear above it, and still takes the next tap.
    const after = (await tile.boundingBox()) as Box;
    expect(overlaps(after, s)).toBe(false);
    expect(after.y + after.height).toBeLessThanOrEqual(s.y);
    await expectClear(page, tile, 'the tapped keypad tile', { scroll: false });
    await page.screenshot({ path: `${SHOTS}/shell-push-sheet-375.png` });
    // Its own space: the end of the page scrolls clear of it.
    await expectEndClear(page, 'the lotto round with the sheet');
    expect(await lowestContent(page)).toBeLessThanOrEqual(((await sheet.boundingBox()) as Box).y + 0.5);

    // Dismissed: gone, remembered for this member on this device.
    await sheet.getByRole('button', { name: 'ไม่ใช่ตอนนี้' }).click();
    await sheet.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'หวยรัฐบาลไทย' }).waitFor();
    await page.waitForTimeout(3_000);
    expect(await sheet.count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('gw888.pushLater'))).toContain(MEMBER.phone);
    await page.context().close();
  });

  it('shows an unknown address as the 404 page inside the default layout: header, menu, "404", the English and Thai lines, a way home', async () => {
    for (const size of [PHONE, DESKTOP]) {
      const page = await newPage(browser, size, server.url);
      await page.goto('/no/such/page');
      const error = page.getByTestId('error-page');
      await error.waitFor();
      const header = page.getByTestId('site-header');
      expect(await header.isVisible()).toBe(true);
      expect(await header.getByRole('navigation', { name: 'เมนูหลัก' }).isVisible()).toBe(true);
      expect((await error.getByTestId('error-status').textContent())?.trim()).toBe('404');
      expect((await error.getByTestId('error-message').textContent())?.trim()).toBe('This page could not be found');
      expect((await error.getByTestId('error-message-th').textContent())?.trim()).toBe('ไม่พบหน้าที่คุณต้องการ');
      // Not an overlay: the header is what a tap at the top reaches.
      const top = await page.evaluate(() => document.elementFromPoint(10, 10)?.closest('[data-testid="site-header"]') !== null);
      expect(top).toBe(true);
      await page.screenshot({ path: `${SHOTS}/shell-404-${size.width}.png` });
      await error.getByRole('link', { name: 'กลับหน้าแรก' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.context().close();
    }
  });
});
