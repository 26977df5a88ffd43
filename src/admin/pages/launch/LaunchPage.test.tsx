import type { LaunchChecklist, LaunchFinding } from '@contract/admin-launch';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { hangs, SLOW } from '../../testing/http';
import { renderAdmin } from '../../testing/render';

const ok = <T,>(data: T) => ({ error: 0, message: 'สำเร็จ', data });

const PROFILE: LaunchFinding = {
  key: 'agent_profile',
  severity: 'block',
  th: 'ยังไม่ได้บันทึกข้อมูลเว็บไซต์ (ชื่อ โลโก้ ช่องทางติดต่อ) สมาชิกจะเห็นชื่อและข้อมูลตัวอย่าง',
  en: 'the agent profile was never saved',
  fix: '/admin/settings',
};
const ACCOUNT: LaunchFinding = {
  key: 'deposit_account',
  severity: 'block',
  th: 'ยังไม่มีบัญชีรับเงินฝากที่เปิดใช้งาน สมาชิกจะฝากเงินไม่ได้',
  en: 'no active deposit account',
  fix: '/admin/deposit-accounts',
};
const ORIGIN: LaunchFinding = {
  key: 'https_origin',
  severity: 'block',
  th: 'ยังไม่ได้กำหนดที่อยู่เว็บไซต์แบบ HTTPS (PUBLIC_ORIGIN)',
  en: 'no public HTTPS origin configured',
  fix: 'PUBLIC_ORIGIN',
};
const GLO: LaunchFinding = {
  key: 'lotto_glo_url',
  severity: 'warn',
  th: 'ยังไม่ได้ตั้งแหล่งผลสลากกินแบ่งรัฐบาล ต้องกรอกผลเองทุกงวด (วันที่ 1 และ 16)',
  en: 'no Government Lottery results URL',
  fix: 'LOTTO_GLO_URL',
};
const blocked: LaunchChecklist = { ready: false, production: true, findings: [PROFILE, ACCOUNT, ORIGIN, GLO] };
const checklist = (c: LaunchChecklist) => http.get('/api/admin/launch/checklist', () => HttpResponse.json(ok(c)));

const server = mockApi(checklist(blocked), hangs('/api/admin/reports/dashboard'));
afterEach(cleanup);
configure({ asyncUtilTimeout: 5_000 });

const step = (n: number) => screen.getByRole('listitem', { name: new RegExp(`^ขั้นตอนที่ ${n}: `) });

describe('the first-run page (/admin/launch)', () => {
  it('shows that it is checking', async () => {
    server.use(hangs('/api/admin/launch/checklist'));
    renderAdmin('/admin/launch');
    expect(await screen.findByRole('status', {}, SLOW)).toHaveTextContent('กำลังตรวจความพร้อม');
  });

  it('shows a failure in Thai with a retry', async () => {
    server.use(
      http.get('/api/admin/launch/checklist', () => HttpResponse.json({ error: 8, message: 'ระบบขัดข้อง กรุณาลองใหม่' }, { status: 500 })),
    );
    renderAdmin('/admin/launch');
    expect(await screen.findByText('ระบบขัดข้อง กรุณาลองใหม่', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ลองใหม่' })).toBeInTheDocument();
  });

  it('walks the checks as numbered steps, done or not, each with where it is fixed', async () => {
    const { user, router } = renderAdmin('/admin/launch');
    const list = await screen.findByRole('list', { name: 'ขั้นตอนเริ่มต้นใช้งาน' }, SLOW);
    expect(screen.getByText('ยังเปิดเว็บไซต์ไม่ได้: เหลือ 3 รายการที่ต้องแก้ก่อนเปิด')).toBeInTheDocument();
    // Steps for several nodes only show when they apply.
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual([
      'ขั้นตอนที่ 1: ตั้งชื่อเว็บไซต์และช่องทางติดต่อ',
      'ขั้นตอนที่ 2: อัปโหลดโลโก้ของเว็บไซต์',
      'ขั้นตอนที่ 3: เพิ่มบัญชีรับเงินฝาก',
      'ขั้นตอนที่ 4: ผู้ดูแลระบบใช้รหัสผ่านที่คาดเดายาก',
      'ขั้นตอนที่ 5: ส่ง SMS รหัสยืนยันได้จริง',
      'ขั้นตอนที่ 6: กำหนดที่อยู่เว็บไซต์แบบ HTTPS',
      'ขั้นตอนที่ 7: เปลี่ยนรหัสลับจากค่าทดสอบ',
      'ขั้นตอนที่ 8: ปิดระบบทดสอบ (sandbox)',
      'ขั้นตอนที่ 9: เชื่อมแหล่งผลหวยหุ้นและหวยต่างประเทศ',
      'ขั้นตอนที่ 10: เชื่อมผลสลากกินแบ่งรัฐบาล',
      'ขั้นตอนที่ 11: เชื่อมข้อมูลกีฬา',
      'ขั้นตอนที่ 12: เปิดใช้งานโหมด production',
    ]);
    expect(step(1)).toHaveTextContent('ยังไม่เสร็จ');
    expect(step(1)).toHaveTextContent('ต้องแก้ก่อนเปิด');
    expect(step(1)).toHaveTextContent(PROFILE.th);
    expect(within(step(1)).getByRole('link', { name: 'ไปหน้าตั้งค่าเว็บไซต์' })).toHaveAttribute('href', '/admin/settings');
    expect(step(2)).toHaveTextContent('เสร็จแล้ว');
    expect(within(step(2)).queryByRole('link')).toBeNull();
    expect(within(step(3)).getByRole('link', { name: 'ไปหน้าบัญชีรับเงินฝาก' })).toHaveAttribute('href', '/admin/deposit-accounts');
    // An environment item names the variable and the doctor command.
    expect(step(6)).toHaveTextContent('ตั้งค่าตัวแปร PUBLIC_ORIGIN บนเซิร์ฟเวอร์ แล้วเริ่มระบบใหม่ และตรวจอีกครั้งด้วย npm run ops -- doctor');
    expect(step(10)).toHaveTextContent('ควรแก้');
    expect(step(10)).toHaveTextContent('LOTTO_GLO_URL');

    // The button opens the page where it is fixed, inside the back office.
    await user.click(within(step(3)).getByRole('link', { name: 'ไปหน้าบัญชีรับเงินฝาก' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/deposit-accounts'));
  });

  it('says ready when nothing blocks, and checks again on demand', async () => {
    let calls = 0;
    server.use(
      http.get('/api/admin/launch/checklist', () => {
        calls += 1;
        return HttpResponse.json(ok(calls === 1 ? blocked : { ready: true, production: true, findings: [GLO] }));
      }),
    );
    const { user } = renderAdmin('/admin/launch');
    await screen.findByText('ยังเปิดเว็บไซต์ไม่ได้: เหลือ 3 รายการที่ต้องแก้ก่อนเปิด', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'ตรวจอีกครั้ง' }));
    expect(await screen.findByText('พร้อมเปิดเว็บไซต์แล้ว')).toBeInTheDocument();
    expect(screen.getByText('ยังมี 1 รายการที่ควรแก้')).toBeInTheDocument();
    expect(step(1)).toHaveTextContent('เสร็จแล้ว');
  });

  it('an admin opening the back office lands here while something blocks opening', async () => {
    const { router } = renderAdmin('/admin/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/launch'), SLOW);
    expect(await screen.findByRole('list', { name: 'ขั้นตอนเริ่มต้นใช้งาน' }, SLOW)).toBeInTheDocument();
  });

  it('an admin of a development or demo server stays on the dashboard, whose card lists the same findings', async () => {
    server.use(checklist({ ...blocked, production: false }));
    const { router } = renderAdmin('/admin/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), SLOW);
  });

  it('an admin lands on the dashboard once nothing blocks (warnings alone), and finance never lands here', async () => {
    server.use(checklist({ ready: true, production: true, findings: [GLO] }));
    const admin = renderAdmin('/admin/');
    await waitFor(() => expect(admin.router.state.location.pathname).toBe('/dashboard'), SLOW);
    cleanup();
    server.use(checklist(blocked));
    const finance = renderAdmin('/admin/', { role: 'finance' });
    await waitFor(() => expect(finance.router.state.location.pathname).toBe('/dashboard'), SLOW);
  });

  it('is admin only: its menu entry is "เริ่มต้นใช้งาน" for admin, absent for finance', async () => {
    renderAdmin('/admin/launch');
    const nav = await screen.findByRole('navigation', {}, SLOW);
    expect(within(nav).getByRole('link', { name: /เริ่มต้นใช้งาน/ })).toBeInTheDocument();
    cleanup();
    renderAdmin('/admin/launch', { role: 'finance' });
    expect(await screen.findByText('ไม่มีสิทธิ์เข้าถึงหน้านี้', {}, SLOW)).toBeInTheDocument();
  });
});
