import type { Page } from 'playwright-core';

/** The back office's tablet width (docs/backoffice.md: usable at 768 px). */
export const TABLET = { width: 768, height: 1024 };
/** The seed's support operator (server/seed.ts, README "Demo logins"). */
export const SUPPORT = { username: 'support', password: 'support1234' };

/**
 * Opens `path` in the back office signed out, signs in on the page it sends to, and waits for the
 * menu: the operator is then on `path` (or, for /admin, the first page their role may use).
 */
export async function signInAt(page: Page, who: { username: string; password: string }, path = '/admin') {
  await page.goto(path);
  await page.waitForURL(/\/admin\/login/);
  await page.getByLabel('ชื่อผู้ใช้').fill(who.username);
  await page.getByLabel('รหัสผ่าน').fill(who.password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await page.getByRole('navigation', { name: 'เมนูหลัก' }).waitFor();
}

/** The menu's page names (a live badge's figure beside a name, e.g. lines waiting, is left out). */
export const menuLinks = async (page: Page) =>
  (await page.getByRole('navigation', { name: 'เมนูหลัก' }).getByRole('link').allInnerTexts()).map((t) => t.replace(/\s*[\d,]+$/, '').trim());
