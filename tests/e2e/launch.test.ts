import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, MOBILE, newPage } from './support/browser';
import {
  codeSentTo,
  freshDatabase,
  type LaunchDatabase,
  type LaunchSite,
  productionEnv,
  type SmsStub,
  startProductionSite,
  startSmsStub,
} from './support/launch';
import { fillRegister } from './support/member';

const SHOTS = 'test-results/screens';

/** The operator the ops command creates: a strong password, as doctor wants. */
const OWNER = { username: 'owner', password: 'Kx7-launch-Owner-2026' };
/** What the operator types into ตั้งค่าเว็บไซต์ > ข้อมูลเว็บไซต์. */
const PROFILE = {
  name: 'ลัคกี้ลอนช์ 99',
  lineId: '@luckylaunch99',
  lineUrl: 'https://line.me/R/ti/p/@luckylaunch99',
  phone: '0812223333',
  opening: 'ยินดีต้อนรับสู่ลัคกี้ลอนช์ 99 ฝาก-ถอนอัตโนมัติ 24 ชั่วโมง',
};
/** The first bank account members pay to (KBANK takes 10 digits). */
const ACCOUNT = { bank: 'ธนาคารกสิกรไทย', number: '0632184579', shown: '063-2-18457-9', name: 'บริษัท ลัคกี้ลอนช์ จำกัด' };
/** A 1x1 PNG: the logo the operator uploads. */
const LOGO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/**
 * Issue 31 "launch from nothing" (docs/launch.md): the built server with NODE_ENV=production on an
 * empty database (no demo seed, sandboxes off), SMS through a local relay stub. An operator made
 * with `npm run ops -- create-operator` fills the profile and adds a bank account in /admin; a member
 * registers, sees that account on /member/deposit, forgets the password, gets the code by SMS, resets
 * it and signs in; `npm run ops -- doctor` blocks at the start and passes at the end.
 *
 * The browser talks to the server on http://127.0.0.1, as a TLS-terminating proxy would: nothing of
 * production needs https on the hop behind the proxy (tokens are Bearer headers, not cookies; the CSP
 * has no upgrade-insecure-requests; HSTS on plain http is ignored by browsers). The steps share one
 * site and run in order.
 */
describe('launch from nothing', () => {
  let db: LaunchDatabase;
  let sms: SmsStub;
  let env: Record<string, string>;
  let site: LaunchSite;
  let browser: Browser;
  let admin: Page;
  let member: Page;
  const phone = `08${String(Date.now()).slice(-8)}`;
  const newPassword = 'NewPassw0rd77';

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    sms = await startSmsStub();
    db = await freshDatabase();
    env = productionEnv(db, sms);
    site = await startProductionSite(db, env);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await db?.drop();
    await sms?.close();
  });

  it('starts as production on the empty database: no demo member, no demo operator', async () => {
    const login = await fetch(`${site.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin1234' }),
    });
    expect(((await login.json()) as { error: number }).error).not.toBe(0);
    const check = await fetch(`${site.url}/api/check_account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '0812345678' }),
    });
    expect(((await check.json()) as { data?: { available: boolean } }).data?.available).toBe(true);
  });

  it('doctor blocks opening before the profile and a deposit account exist (exit 1)', async () => {
    const doctor = await site.ops(['doctor']);
    expect(doctor.code, doctor.output).toBe(1);
  });

  it('makes the operator with the ops command, who signs in to /admin', async () => {
    const made = await site.ops(['create-operator', '--username', OWNER.username, '--role', 'admin', '--name', 'เจ้าของเว็บ'], {
      OPS_PASSWORD: OWNER.password,
    });
    expect(made.code, made.output).toBe(0);
    admin = await newPage(browser, DESKTOP, site.url);
    await admin.goto('/admin');
    await admin.waitForURL(/\/admin\/login/);
    await admin.getByLabel('ชื่อผู้ใช้').fill(OWNER.username);
    await admin.getByLabel('รหัสผ่าน').fill(OWNER.password);
    await admin.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await admin.getByRole('navigation', { name: 'เมนูหลัก' }).waitFor();
    await admin.screenshot({ path: `${SHOTS}/launch-admin-1280.png` });
  });

  it('fills the profile in ตั้งค่าเว็บไซต์, which the member site then reads', async () => {
    await admin.getByRole('navigation', { name: 'เมนูหลัก' }).getByRole('link', { name: 'ตั้งค่าเว็บไซต์' }).click();
    await admin.waitForURL(/\/admin\/settings/);
    await admin.getByRole('tab', { name: 'ข้อมูลเว็บไซต์' }).click();
    await admin.getByLabel('ชื่อเว็บไซต์').fill(PROFILE.name);
    await admin.getByLabel('LINE ID').fill(PROFILE.lineId);
    await admin.getByLabel('ลิงก์ LINE ติดต่อ').fill(PROFILE.lineUrl);
    await admin.getByLabel('เบอร์โทรศัพท์ติดต่อ').fill(PROFILE.phone);
    await admin.getByLabel('ข้อความต้อนรับ').fill(PROFILE.opening);
    // The logo may go up as soon as it is chosen or with the save: both answers are awaited after the click.
    const uploaded = admin.waitForResponse((r) => r.url().endsWith('/api/admin/settings/logo') && r.request().method() === 'POST');
    const saved = admin.waitForResponse((r) => r.url().endsWith('/api/admin/settings/profile') && r.request().method() === 'PUT');
    await admin.getByLabel('อัปโหลดโลโก้').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
    await admin.getByRole('button', { name: 'บันทึก', exact: true }).click();
    const logoAnswer = (await (await uploaded).json()) as { error: number; message: string };
    expect(logoAnswer.error, logoAnswer.message).toBe(0);
    const answer = (await (await saved).json()) as { error: number; message: string };
    expect(answer.error, answer.message).toBe(0);
    await admin.screenshot({ path: `${SHOTS}/launch-settings-1280.png`, fullPage: true });

    // What the member site reads: the new name, LINE link and the uploaded logo (served as sent).
    const config = (await (
      await fetch(`${site.url}/api/agent/config`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ agent_code: 'GOLD888' }),
      })
    ).json()) as { error: number; data?: { name: string; info: { agent_logo: string; line_contact_url: string } } };
    expect(config.error).toBe(0);
    expect(config.data?.name).toBe(PROFILE.name);
    expect(config.data?.info.line_contact_url).toBe(PROFILE.lineUrl);
    const logo = await fetch(new URL(config.data?.info.agent_logo ?? '/', site.url));
    expect(logo.headers.get('content-type')).toMatch(/^image\/png/);
    expect(Buffer.from(await logo.arrayBuffer()).equals(LOGO)).toBe(true);
  });

  it('adds a bank account in บัญชีรับเงิน', async () => {
    await admin.getByRole('navigation', { name: 'เมนูหลัก' }).getByRole('link', { name: 'บัญชีรับเงิน' }).click();
    await admin.waitForURL(/\/admin\/deposit-accounts/);
    await admin.getByRole('button', { name: 'เพิ่มบัญชี' }).click();
    const dialog = admin.getByRole('dialog');
    await selectByText(dialog.getByLabel('ประเภท'), 'บัญชีธนาคาร');
    await selectByText(dialog.getByLabel('ธนาคาร', { exact: true }), ACCOUNT.bank);
    await dialog.getByLabel('เลขบัญชี').fill(ACCOUNT.number);
    await dialog.getByLabel('ชื่อบัญชี').fill(ACCOUNT.name);
    await dialog.getByLabel('ลำดับการแสดง').fill('1');
    const active = dialog.getByLabel('เปิดใช้งาน');
    if (!(await active.isChecked())) await dialog.getByText('เปิดใช้งาน', { exact: true }).click();
    expect(await active.isChecked()).toBe(true);
    const created = admin.waitForResponse(
      (r) => r.url().endsWith('/api/admin/settings/deposit-accounts') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'บันทึก', exact: true }).click();
    const answer = (await (await created).json()) as { error: number; message: string };
    expect(answer.error, answer.message).toBe(0);
    await dialog.waitFor({ state: 'hidden' });
    // The list shows the new account.
    await admin.getByText(ACCOUNT.name).first().waitFor();
    await admin.screenshot({ path: `${SHOTS}/launch-deposit-accounts-1280.png`, fullPage: true });
  });

  it('a member registers on the member site', async () => {
    member = await newPage(browser, MOBILE, site.url);
    await member.goto('/register');
    await fillRegister(member, phone);
    await member.locator('form').getByRole('button', { name: 'สมัครสมาชิก' }).click();
    await member.waitForURL(/\/member$/);
    await expect.poll(async () => (await member.getByTestId('member-balance').first().innerText()).replace(/\s/g, '')).toContain('0.00');
  });

  it('the member sees the bank account on /member/deposit', async () => {
    await member.goto('/member/deposit');
    const card = member.getByRole('listitem', { name: `${ACCOUNT.bank} ${ACCOUNT.shown}` });
    await card.waitFor();
    await expect.poll(() => card.innerText()).toContain(ACCOUNT.name);
    await member.screenshot({ path: `${SHOTS}/launch-member-deposit-375.png`, fullPage: true });
  });

  it('the member forgets the password, gets the code by SMS at the relay, resets it and signs in', async () => {
    // Signed out through the member menu (from the member area the register step left open).
    await member.goto('/member');
    await member.getByRole('button', { name: 'เปิดเมนูสมาชิก' }).first().click();
    await member.getByRole('dialog').getByRole('button', { name: 'ออกจากระบบ' }).click();
    await member.getByRole('alertdialog').getByRole('button', { name: 'ยืนยัน' }).click();
    await member.getByText('ออกจากระบบสำเร็จ').first().waitFor();

    await member.goto('/login');
    await member.getByRole('link', { name: 'ลืมรหัสผ่าน?' }).click();
    await member.waitForURL(/\/forgot$/);
    await member.getByLabel('เบอร์โทรศัพท์ที่สมัครไว้').fill(phone);
    await member.getByRole('button', { name: 'ขอรหัส OTP' }).click();
    await member.getByText(`ส่งรหัส OTP 6 หลักทาง SMS ไปที่ ${phone} แล้ว`).waitFor();

    const code = await codeSentTo(sms, phone);
    const request = sms.received.find((m) => m.signed && m.text?.includes(code));
    expect(request?.headers['idempotency-key']).toBeTruthy();
    expect(request?.id).toBeTruthy();
    expect(request?.sender).toBeTruthy();
    for (const [i, digit] of [...code].entries()) await member.getByLabel(`รหัส OTP หลักที่ ${i + 1} จาก 6`).fill(digit);
    await member.getByLabel('รหัสผ่านใหม่', { exact: true }).fill(newPassword);
    await member.getByLabel('ยืนยันรหัสผ่านใหม่', { exact: true }).fill(newPassword);
    await member.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }).click();
    await member.waitForURL(/\/login$/);

    await member.getByLabel('เบอร์โทรศัพท์', { exact: true }).fill(phone);
    await member.getByLabel('รหัสผ่าน', { exact: true }).fill(newPassword);
    await member.locator('form').getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await member.waitForURL(/\/member$/);
    await member.screenshot({ path: `${SHOTS}/launch-member-after-reset-375.png` });
    // One code, one message: the outbox did not send it twice.
    expect(sms.received.filter((m) => m.signed && m.text?.includes(code))).toHaveLength(1);
  });

  it('doctor finds nothing left to block opening (exit 0)', async () => {
    const doctor = await site.ops(['doctor']);
    expect(doctor.code, `${doctor.output}\n--- server log ---\n${site.logs()}`).toBe(0);
  });
});

/** Chooses the option of a native select whose text contains `text` (its value is the form's business). */
async function selectByText(select: Locator, text: string) {
  const value = await select.evaluate(
    (el, t) => [...(el as HTMLSelectElement).options].find((o) => o.text.includes(t))?.value ?? null,
    text,
  );
  if (value === null) throw new Error(`no option containing "${text}"`);
  await select.selectOption(value);
}
