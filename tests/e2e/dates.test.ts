import { mkdirSync } from 'node:fs';
import { bangkokToday } from '@contract/thai-calendar';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR } from './support/api';
import { signInAt } from './support/backoffice';
import { DESKTOP, launchBrowser, MOBILE, newPage } from './support/browser';
import { signIn } from './support/member';
import { type RunningServer, startServer } from './support/server';

const SHOTS = 'test-results/screens';
const THAI_SHORT = /^\d{1,2} [ก-๙.]+ 25\d\d$/;

/** The day before an ISO day. */
const dayBefore = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The statement's group chips and the one Thai date picker (docs/product.md "Dates"), in Chromium on
 * the built app: Buddhist-era years whatever the browser's locale, keyboard use at 375 px, and the
 * ISO day on the wire; the back office's report range form uses the same picker.
 */
describe('Thai dates and statement groups in Chromium', () => {
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

  /** The statement reads the page asks for from now on. */
  const statementReads = (page: Page) => {
    const seen: URLSearchParams[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/member/statement') seen.push(url.searchParams);
    });
    return seen;
  };

  it('filters the statement by group and picks a day by keyboard in the Thai calendar at 375 px', async () => {
    const page = await newPage(browser, MOBILE, server.url);
    await signIn(page);
    const reads = statementReads(page);
    await page.goto('/member/statement');
    const types = page.getByRole('group', { name: 'ประเภทรายการ' });
    await types.getByRole('button', { name: 'ทั้งหมด' }).waitFor();
    expect(await types.getByRole('button').allInnerTexts()).toEqual(['ทั้งหมด', 'ฝาก', 'ถอน', 'เกม', 'หวย', 'กีฬา', 'โบนัส', 'อื่น ๆ']);
    expect(await page.locator('input[type="date"]').count()).toBe(0);

    await types.getByRole('button', { name: 'หวย' }).click();
    await expect.poll(() => reads.at(-1)?.get('type')).toBe('lotto_bill,lotto_win,lotto_refund,lotto_correction');

    // The calendar opens on today, in Thai with the Buddhist-era year, inside the phone's width.
    const today = bangkokToday();
    await page.getByRole('button', { name: /^ตั้งแต่วันที่/ }).click();
    const dialog = page.getByRole('dialog', { name: 'ตั้งแต่วันที่' });
    await dialog.waitFor();
    const year = await dialog.getByRole('combobox', { name: 'ปี (พ.ศ.)' }).evaluate((s: HTMLSelectElement) => s.selectedOptions[0].text);
    expect(Number(year)).toBe(Number(today.slice(0, 4)) + 543);
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= MOBILE.width).toBe(true);
    await page.screenshot({ path: `${SHOTS}/statement-date-picker-375.png` });

    // Keyboard: the focused day is today; the left arrow and Enter pick yesterday.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-day'))).toBe(today);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    const from = page.getByRole('button', { name: /^ตั้งแต่วันที่/ });
    expect((await from.innerText()).trim()).toMatch(THAI_SHORT);
    await expect.poll(() => reads.at(-1)?.get('from')).toBe(dayBefore(today));
    expect(reads.at(-1)?.get('type')).toMatch(/^lotto_bill/);
    await page.context().close();
  });

  it("picks a report's range in the back office's Thai date picker at 1280 px", async () => {
    const page = await newPage(browser, DESKTOP, server.url);
    await signInAt(page, OPERATOR, '/admin/rewards?tab=report');
    const form = page.getByRole('form', { name: 'ช่วงวันที่รายงาน' });
    await form.waitFor();
    expect(await page.locator('input[type="date"]').count()).toBe(0);
    expect((await form.getByRole('button', { name: /^ถึงวันที่/ }).innerText()).trim()).toMatch(THAI_SHORT);

    // The 1st of this month (reports take at most 31 days), through the month and Buddhist-era year selects.
    const today = bangkokToday();
    const thisYear = Number(today.slice(0, 4));
    const month = Number(today.slice(5, 7));
    const MONTHS = [
      'มกราคม',
      'กุมภาพันธ์',
      'มีนาคม',
      'เมษายน',
      'พฤษภาคม',
      'มิถุนายน',
      'กรกฎาคม',
      'สิงหาคม',
      'กันยายน',
      'ตุลาคม',
      'พฤศจิกายน',
      'ธันวาคม',
    ];
    const SHORT = ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.'];
    await form.getByRole('button', { name: /^ตั้งแต่วันที่/ }).click();
    const dialog = page.getByRole('dialog', { name: 'ตั้งแต่วันที่' });
    await dialog.getByRole('combobox', { name: 'ปี (พ.ศ.)' }).selectOption(String(thisYear));
    await dialog.getByRole('combobox', { name: 'เดือน' }).selectOption(String(month));
    await dialog.getByRole('button', { name: new RegExp(`ที่ 1 ${MONTHS[month - 1]} ${thisYear + 543}$`) }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await form.getByRole('button', { name: /^ตั้งแต่วันที่/ }).innerText()).trim()).toBe(`1 ${SHORT[month - 1]} ${thisYear + 543}`);
    await form.getByRole('button', { name: 'แสดงรายงาน' }).click();
    await page.waitForURL((url) => url.searchParams.get('from') === `${today.slice(0, 8)}01`);
    await page.screenshot({ path: `${SHOTS}/admin-report-range-1280.png` });
    await page.context().close();
  });
});
