import type { Page } from 'playwright-core';

/** The demo member of the seed (server/seed.ts). */
export const MEMBER = { phone: '0812345678', password: 'demo1234' };

/**
 * Signs the demo member in through /login, then steps through the agent's important notices. With
 * `notices: 'required'` the notice dialog must open (SPEC section 4: after login it shows every notice).
 */
export async function signIn(page: Page, { notices: expect = 'if-any' }: { notices?: 'if-any' | 'required' } = {}) {
  await page.goto('/login');
  await page.getByLabel('เบอร์โทรศัพท์', { exact: true }).fill(MEMBER.phone);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(MEMBER.password);
  await page.locator('form').getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await page.waitForURL(/\/member$/);
  const notices = page.getByRole('dialog', { name: 'ประกาศสำคัญ' });
  if (expect === 'required') await notices.waitFor();
  else await notices.waitFor({ timeout: 10_000 }).catch(() => {});
  while (await notices.isVisible()) {
    await notices
      .getByRole('button', { name: /ถัดไป|ปิด/ })
      .last()
      .click();
    await page.waitForTimeout(150);
  }
}
