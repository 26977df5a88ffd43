import type { AdminBannerP, AdminNotificationP } from '@contract/admin-content';
import type { z } from 'zod';

type AdminBanner = z.infer<typeof AdminBannerP>;
type AdminNotification = z.infer<typeof AdminNotificationP>;

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { hangs, refuses } from '../../testing/http';
import { renderAdmin } from '../../testing/render';

const ok = <T,>(data: T) => ({ error: 0, message: 'สำเร็จ', data });

const notice: AdminNotification = {
  id: 3,
  type: 1,
  image: '/images/notice.png',
  title: 'ปิดปรับปรุงระบบ',
  description: 'คืนนี้ 02:00-03:00',
  active: true,
  sort: 0,
  created_at: '2026-01-02T03:04:05Z',
  starts_at: null,
  ends_at: null,
};
const banner: AdminBanner = {
  id: 9,
  image: 'https://cdn.example.com/b.png',
  title: 'โปรสมาชิกใหม่',
  link: '/promotions',
  active: false,
  sort: 2,
  created_at: '2026-01-03T03:04:05Z',
  starts_at: null,
  ends_at: null,
};
const later: AdminBanner = {
  ...banner,
  id: 11,
  title: 'โปรปีใหม่',
  active: true,
  starts_at: '2099-01-01T00:00:00.000Z',
  ends_at: '2099-01-31T17:00:00.000Z',
};

const server = mockApi(
  http.get('/api/admin/notifications', () => HttpResponse.json(ok([notice]))),
  http.get('/api/admin/banners', () => HttpResponse.json(ok([banner, later]))),
  http.get('/api/admin/events', () => HttpResponse.json(ok([]))),
);
afterEach(cleanup);

describe('the content page', () => {
  it('shows that it is loading, then a refusal in Thai', async () => {
    server.use(hangs('/api/admin/notifications'));
    renderAdmin('/admin/content', { role: 'support' });
    expect(await screen.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent('กำลังโหลด');
    cleanup();
    server.use(refuses('/api/admin/notifications', 'ไม่มีสิทธิ์ใช้งานส่วนนี้'));
    renderAdmin('/admin/content', { role: 'support' });
    expect(await screen.findByText('ไม่มีสิทธิ์ใช้งานส่วนนี้')).toBeInTheDocument();
  });

  it('lists each tab, the tab in the address; says when a list is empty', async () => {
    const { user, router } = renderAdmin('/admin/content', { role: 'support' });
    const row = (await screen.findByText('ปิดปรับปรุงระบบ', {}, { timeout: 5000 })).closest('tr') as HTMLElement;
    expect(within(row).getByText('ประเภท 1 · คืนนี้ 02:00-03:00')).toBeInTheDocument();
    expect(within(row).getByText('แสดงอยู่')).toBeInTheDocument();
    expect(within(row).getByText('แสดงตลอด')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'แบนเนอร์' }));
    const bannerRow = (await screen.findByText('โปรสมาชิกใหม่')).closest('tr') as HTMLElement;
    expect(within(bannerRow).getByText('ซ่อน')).toBeInTheDocument();
    expect(within(bannerRow).getByText('/promotions')).toBeInTheDocument();
    const laterRow = screen.getByText('โปรปีใหม่').closest('tr') as HTMLElement;
    expect(within(laterRow).getByText('รอเริ่มแสดง')).toBeInTheDocument();
    expect(within(laterRow).getByText(/1 ม\.ค\. 2642 07:00 – 1 ก\.พ\. 2642 00:00/)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toMatchObject({ tab: 'banners' }));
    await user.click(screen.getByRole('tab', { name: 'กิจกรรม' }));
    expect(await screen.findByText('ยังไม่มีกิจกรรม')).toBeInTheDocument();
  });

  it('creates a banner: Thai errors from the contract first, a preview of the image, then the body sent', async () => {
    let sent: unknown = null;
    server.use(
      http.post('/api/admin/banners', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(ok({ ...banner, id: 10 }));
      }),
    );
    const { user } = renderAdmin('/admin/content?tab=banners', { role: 'support' });
    await screen.findByText('โปรสมาชิกใหม่', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'เพิ่มแบนเนอร์' }));
    const form = screen.getByRole('form', { name: 'เพิ่มแบนเนอร์' });
    await user.type(within(form).getByRole('textbox', { name: /รูปภาพ/ }), 'javascript:alert(1)');
    await user.click(within(form).getByRole('button', { name: 'บันทึก' }));
    expect(within(form).getByText('กรุณากรอกหัวข้อ')).toBeInTheDocument();
    expect(within(form).getByText('รูปภาพต้องเป็นพาธที่ขึ้นต้นด้วย / หรือลิงก์ https://')).toBeInTheDocument();
    expect(within(form).getByText('กรอกที่อยู่รูปภาพเพื่อดูตัวอย่าง')).toBeInTheDocument();
    expect(sent).toBeNull();

    await user.type(within(form).getByRole('textbox', { name: 'หัวข้อ' }), 'ฝากแรกรับโบนัส');
    const image = within(form).getByRole('textbox', { name: /รูปภาพ/ });
    await user.clear(image);
    await user.type(image, '/images/banners/first.png');
    expect(within(form).getByRole('img', { name: 'ตัวอย่างรูป ฝากแรกรับโบนัส' })).toHaveAttribute('src', '/images/banners/first.png');
    await user.type(within(form).getByRole('textbox', { name: /ลิงก์/ }), '/promotions');
    await user.click(within(form).getByText('แสดงให้สมาชิกเห็น'));
    // The period is typed in Thai time: 09:00 in Bangkok is 02:00 UTC; an end before the start is refused first.
    fireEvent.change(within(form).getByLabelText('เริ่มแสดง (เวลาไทย)'), { target: { value: '2026-02-01T09:00' } });
    fireEvent.change(within(form).getByLabelText('สิ้นสุด (เวลาไทย)'), { target: { value: '2026-01-31T09:00' } });
    await user.click(within(form).getByRole('button', { name: 'บันทึก' }));
    expect(within(form).getByText('เวลาสิ้นสุดต้องอยู่หลังเวลาเริ่มแสดง')).toBeInTheDocument();
    expect(sent).toBeNull();
    fireEvent.change(within(form).getByLabelText('สิ้นสุด (เวลาไทย)'), { target: { value: '' } });
    await user.click(within(form).getByRole('button', { name: 'บันทึก' }));
    await waitFor(() =>
      expect(sent).toEqual({
        title: 'ฝากแรกรับโบนัส',
        image: '/images/banners/first.png',
        link: '/promotions',
        active: false,
        sort: 0,
        starts_at: '2026-02-01T02:00:00.000Z',
        ends_at: null,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
  });

  it('edits a notification and shows the server’s field message', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put('/api/admin/notifications/:id', async ({ request }) => {
        const body = await request.json();
        sent.push(body);
        if (sent.length === 1)
          return HttpResponse.json({ error: 1, message: 'ข้อมูลไม่ถูกต้อง', data: { fields: { title: 'หัวข้อนี้ใช้แล้ว' } } }, { status: 422 });
        return HttpResponse.json(ok({ ...notice, title: 'ปิดปรับปรุงชั่วคราว' }));
      }),
    );
    const { user } = renderAdmin('/admin/content', { role: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'แก้ไข ปิดปรับปรุงระบบ' }, { timeout: 5000 }));
    const form = screen.getByRole('form', { name: 'แก้ไขการแจ้งเตือน' });
    expect(within(form).getByRole('textbox', { name: 'รายละเอียด' })).toHaveValue('คืนนี้ 02:00-03:00');
    const title = within(form).getByRole('textbox', { name: 'หัวข้อ' });
    await user.clear(title);
    await user.type(title, 'ปิดปรับปรุงชั่วคราว');
    await user.click(within(form).getByRole('button', { name: 'บันทึก' }));
    expect(await within(form).findByText('หัวข้อนี้ใช้แล้ว')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(sent[1]).toEqual({
      type: 1,
      title: 'ปิดปรับปรุงชั่วคราว',
      description: 'คืนนี้ 02:00-03:00',
      image: '/images/notice.png',
      active: true,
      sort: 0,
      starts_at: null,
      ends_at: null,
    });
  });

  it('deletes after a confirmation', async () => {
    const deleted: string[] = [];
    server.use(
      http.delete('/api/admin/notifications/:id', ({ params }) => {
        deleted.push(String(params.id));
        return HttpResponse.json(ok({ id: Number(params.id) }));
      }),
    );
    const { user } = renderAdmin('/admin/content', { role: 'support' });
    await user.click(await screen.findByRole('button', { name: 'ลบ ปิดปรับปรุงระบบ' }, { timeout: 5000 }));
    expect(deleted).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'ยืนยันลบ' }));
    await waitFor(() => expect(deleted).toEqual(['3']));
  });

  it('pushes a shown notice to the chosen VIP levels and says how many devices it reached', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/admin/push/announce', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(ok({ queued: 1234 }));
      }),
    );
    const { user } = renderAdmin('/admin/content', { role: 'support' });
    await user.click(await screen.findByRole('button', { name: 'ส่งแจ้งเตือน ปิดปรับปรุงระบบ' }, { timeout: 5000 }));
    expect(sent).toEqual([]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'ส่งถึง' }), 'VIP ระดับ 1 ขึ้นไป');
    await user.click(screen.getByRole('button', { name: 'ยืนยันส่ง' }));
    expect(await screen.findByRole('status')).toHaveTextContent('ส่งถึง 1,234 อุปกรณ์');
    expect(sent).toEqual([{ notification_id: 3, vip_min: 1 }]);
  });

  it('is not in the menu for finance, and its address sends finance elsewhere', async () => {
    server.use(http.get('/api/admin/members', () => HttpResponse.json(ok({ items: [], page: 1, page_size: 20, total: 0 }))));
    const { router } = renderAdmin('/admin/content', { role: 'finance' });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/admin/content'));
    expect(screen.queryByRole('link', { name: /เนื้อหาหน้าเว็บ/ })).not.toBeInTheDocument();
  });
});
