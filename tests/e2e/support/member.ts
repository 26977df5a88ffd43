import type { Page } from 'playwright-core';

/** The demo member of the seed (server/seed.ts). */
export const MEMBER = { phone: '0812345678', password: 'demo1234' };

/**
 * Signs the demo member in through /login, then steps through the agent's important notices (they
 * must open when the agent has any). With `notices: 'required'` the notice dialog must open even if the
 * notices could not be read first (docs/product.md "Notices after login": after login it shows every notice).
 */
export async function signIn(page: Page, { notices: expect = 'if-any' }: { notices?: 'if-any' | 'required' } = {}) {
  await page.goto('/login');
  await page.getByLabel('เบอร์โทรศัพท์', { exact: true }).fill(MEMBER.phone);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(MEMBER.password);
  await page.locator('form').getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await page.waitForURL(/\/member$/);
  const notices = page.getByRole('dialog', { name: 'ประกาศสำคัญ' });
  // When the agent has notices the dialog must come and be stepped through here: one that opens late
  // (a loaded CI machine) would otherwise reopen on the next page load and cover the page under test.
  const any = await page.evaluate(async () => {
    const res = await fetch('/api/notifications');
    const body = (await res.json()) as { data?: unknown[] };
    return (body.data?.length ?? 0) > 0;
  });
  if (expect === 'required' || any) await notices.waitFor();
  else await notices.waitFor({ timeout: 10_000 }).catch(() => {});
  while (await notices.isVisible()) {
    await notices
      .getByRole('button', { name: /ถัดไป|ปิด/ })
      .last()
      .click();
    await page.waitForTimeout(150);
  }
}

/**
 * Fills /register for a new adult member with `phone` and a bank account of their own, ready to submit.
 * A friend joining by someone's link needs a name of their own: the same account holder name is a self-referral.
 */
export async function fillRegister(page: Page, phone: string, name = { first: 'ทดสอบ', last: 'ระบบจริง' }) {
  await page.getByLabel('เบอร์โทรศัพท์', { exact: true }).fill(phone);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('Passw0rd99');
  await page.getByLabel('ยืนยันรหัสผ่าน', { exact: true }).fill('Passw0rd99');
  await page.getByLabel('ชื่อ', { exact: true }).fill(name.first);
  await page.getByLabel('นามสกุล', { exact: true }).fill(name.last);
  await page.getByLabel('วันเกิด', { exact: true }).selectOption('15');
  await page.getByLabel('เดือนเกิด', { exact: true }).selectOption('5');
  await page.getByLabel('ปีเกิด (พ.ศ.)', { exact: true }).selectOption('2533');
  await page.getByLabel('ธนาคาร', { exact: true }).selectOption('014');
  await page.getByLabel('เลขบัญชีธนาคาร', { exact: true }).fill(`4${String(Date.now()).slice(-9)}`);
  await page.getByText('ข้าพเจ้ามีอายุ 20 ปีขึ้นไป').click();
}
