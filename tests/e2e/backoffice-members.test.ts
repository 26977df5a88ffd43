import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, OPERATOR } from './support/api';
import { SUPPORT, signInAt, TABLET } from './support/backoffice';
import { DESKTOP, launchBrowser, newPage } from './support/browser';
import { MEMBER } from './support/member';
import { type RunningServer, startServer } from './support/server';

const SHOTS = 'test-results/screens';
const TABS = [
  'ข้อมูลสมาชิก',
  'บัญชีธนาคาร',
  'กระเป๋าเงิน',
  'เดินบัญชี',
  'ประวัติเกม',
  'โพยหวย',
  'บิลกีฬา',
  'โปรโมชั่น/เทิร์น',
  'จำกัดการเล่น',
  'อุปกรณ์',
  'ประวัติผู้ดูแล',
];

/** The members page of the back office (docs/backoffice.md "Members") in the built app. */
describe('the back office’s members in Chromium', () => {
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

  it('support opens a member, sees every tab and the statement, and has no adjust button', async () => {
    const page = await newPage(browser, DESKTOP, server.url);
    await signInAt(page, SUPPORT);
    await page.getByRole('table', { name: 'รายชื่อสมาชิก' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/admin-members-list-1280.png` });
    await page.getByRole('textbox', { name: 'ค้นหาสมาชิก' }).fill(MEMBER.phone);
    await page.getByRole('button', { name: 'ค้นหา' }).click();
    await page.getByRole('button', { name: MEMBER.phone }).click();
    await page.waitForURL(/\/admin\/members\?.*\bid=\d+/);
    const detail = page.getByRole('region', { name: 'รายละเอียดสมาชิก' });
    await detail.getByRole('table', { name: 'กระเป๋าเงิน' }).waitFor();
    expect(await detail.getByRole('tab').allInnerTexts()).toEqual(TABS);
    const actions = detail.getByRole('group', { name: 'การดำเนินการ' });
    expect(await actions.getByRole('button').allInnerTexts()).toEqual(['รีเซ็ตรหัสผ่าน', 'ระงับบัญชี']);
    expect(await page.getByRole('button', { name: 'ปรับยอดเงิน' }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/admin-members-profile-1280.png` });

    await detail.getByRole('tab', { name: 'เดินบัญชี' }).click();
    await page.waitForURL(/tab=statement/);
    await detail.getByRole('table', { name: 'รายการเดินบัญชี' }).or(detail.getByText('ยังไม่มีรายการเดินบัญชี')).waitFor();
    await page.screenshot({ path: `${SHOTS}/admin-members-statement-1280.png` });
    await detail.getByRole('tab', { name: 'อุปกรณ์' }).click();
    await detail.getByRole('table', { name: 'อุปกรณ์ที่เข้าสู่ระบบ' }).or(detail.getByText('ไม่มีอุปกรณ์ที่ใช้งานอยู่')).waitFor();
    await page.context().close();
  });

  it('an admin at 768 px opens a member by address, adjusts the balance and resets the password; the member signs in with the new one', async () => {
    const page = await newPage(browser, TABLET, server.url);
    await signInAt(page, OPERATOR);
    // An admin lands on the dashboard (the menu's first page); the members page is a link away.
    await page.getByRole('navigation', { name: 'เมนูหลัก' }).getByRole('link', { name: 'สมาชิก' }).click();
    await page.waitForURL(/\/admin\/members$/);
    await page.getByRole('textbox', { name: 'ค้นหาสมาชิก' }).fill(MEMBER.phone);
    await page.getByRole('button', { name: 'ค้นหา' }).click();
    await page.getByRole('button', { name: MEMBER.phone }).click();
    await page.waitForURL(/[?&]id=\d+/);
    const id = new URL(page.url()).searchParams.get('id');
    await page.goto(`/admin/members?id=${id}&tab=statement`);
    const detail = page.getByRole('region', { name: 'รายละเอียดสมาชิก' });
    await detail.getByRole('tab', { name: 'เดินบัญชี', selected: true }).waitFor();
    await page.screenshot({ path: `${SHOTS}/admin-members-statement-768.png` });

    await detail.getByRole('button', { name: 'ปรับยอดเงิน' }).click();
    const adjust = page.getByRole('dialog', { name: 'ปรับยอดเงิน' });
    await adjust.getByLabel('จำนวนเงิน (บาท)').fill('25.50');
    await adjust.getByLabel('เหตุผล').fill('ทดสอบเพิ่มยอดจากหลังบ้าน');
    await page.screenshot({ path: `${SHOTS}/admin-members-adjust-768.png` });
    await adjust.getByRole('button', { name: 'ยืนยันปรับยอด' }).click();
    await adjust.getByText(/^เพิ่มเงิน 25.50 บาท แล้ว/).waitFor();
    await adjust.getByRole('button', { name: 'ตกลง' }).click();
    await detail.getByRole('table', { name: 'รายการเดินบัญชี' }).getByText('+25.50').waitFor();

    await detail.getByRole('button', { name: 'รีเซ็ตรหัสผ่าน' }).click();
    const reset = page.getByRole('dialog', { name: 'รีเซ็ตรหัสผ่าน' });
    await reset.getByLabel('เหตุผล').fill('สมาชิกลืมรหัสผ่าน');
    await reset.getByRole('button', { name: 'สร้างรหัสผ่านชั่วคราว' }).click();
    const shown = reset.getByTestId('temporary-password');
    await shown.waitFor();
    await page.screenshot({ path: `${SHOTS}/admin-members-reset-768.png` });
    const password = (await shown.innerText()).trim();
    expect(password).toMatch(/^[A-Za-z2-9]{10}$/);
    const old = await apiCall(server, 'POST', '/login', { phone: MEMBER.phone, password: MEMBER.password });
    expect(old.error).not.toBe(0);
    const fresh = await apiCall<{ access_token: string }>(server, 'POST', '/login', { phone: MEMBER.phone, password });
    expect(fresh.error).toBe(0);
    await reset.getByRole('button', { name: 'ปิด', exact: true }).click();

    await detail.getByRole('tab', { name: 'ประวัติผู้ดูแล' }).click();
    const audit = detail.getByRole('table', { name: 'ประวัติการดำเนินการของผู้ดูแล' });
    await audit.getByText('รีเซ็ตรหัสผ่าน').waitFor();
    await audit.getByText('ปรับยอดเงิน').waitFor();
    await page.screenshot({ path: `${SHOTS}/admin-members-audit-768.png` });
    await page.context().close();
  });
});
