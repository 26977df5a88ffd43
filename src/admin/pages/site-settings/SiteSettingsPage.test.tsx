import type { PaymentSettingsData, SiteProfileData } from '@contract/admin-settings';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { fill, invalid, ok } from '../../testing/fixtures';
import { SLOW } from '../../testing/http';
import { renderAdmin } from '../../testing/render';

const profile = (over: Partial<SiteProfileData> = {}): SiteProfileData => ({
  agent_code: 'GOLD888',
  name: 'Golden Win 888',
  logo: '/images/logo.svg',
  line_id: '',
  line_contact_url: 'https://line.me/R/ti/p/@goldenwin888',
  line_admin_url: '',
  phone: '',
  opening_text: '',
  withdrawal: { min_amount: 100, max_per_day: 50_000, count_per_day: 5 },
  saved_at: null,
  updated: null,
  ...over,
});

const payments = (): PaymentSettingsData => ({
  channels: {
    bank: { enabled: true, min: 1, max: 1_000_000 },
    truemoney: { enabled: true, min: 1, max: 30_000 },
    promptpay_qr: { enabled: true, min: 20, max: 50_000 },
  },
  qr_expiry_minutes: 15,
  notice_window_minutes: 60,
  statement_max_age_hours: 24,
  new_member_days: 7,
  updated: { at: '2026-11-27T03:00:00.000Z', by: 'boss' },
});

const saves: unknown[] = [];
const uploads: { type: string | null; size: number }[] = [];
let answerPut: (body: Record<string, unknown>) => Response = (body) =>
  HttpResponse.json(ok(profile({ ...(body as Partial<SiteProfileData>), saved_at: '2026-11-28T10:00:00.000Z' })));

mockApi(
  http.get('/api/admin/settings/profile', () => HttpResponse.json(ok(profile()))),
  http.put('/api/admin/settings/profile', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    saves.push(body);
    return answerPut(body);
  }),
  http.post('/api/admin/settings/logo', async ({ request }) => {
    const bytes = await request.arrayBuffer();
    uploads.push({ type: request.headers.get('content-type'), size: bytes.byteLength });
    return HttpResponse.json(
      ok({ url: `/media/${'a'.repeat(64)}.png`, hash: 'a'.repeat(64), content_type: 'image/png', size: bytes.byteLength }),
    );
  }),
  http.get('/api/admin/settings/payments', () => HttpResponse.json(ok(payments()))),
  http.put('/api/admin/settings/payments', async ({ request }) => {
    saves.push(await request.json());
    return HttpResponse.json(ok(payments()));
  }),
);
afterEach(() => {
  cleanup();
  saves.length = 0;
  uploads.length = 0;
  answerPut = (body) => HttpResponse.json(ok(profile({ ...(body as Partial<SiteProfileData>), saved_at: '2026-11-28T10:00:00.000Z' })));
});

describe('site settings: the profile tab', () => {
  it('fills the profile, uploads a logo (raw body, previewed), saves and says so', async () => {
    const { user } = renderAdmin('/admin/settings');
    const name = await screen.findByLabelText('ชื่อเว็บไซต์', {}, SLOW);
    expect(name).toHaveValue('Golden Win 888');
    expect(screen.getByText(/รหัสเอเยนต์ GOLD888/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'ตัวอย่างโลโก้' })).toHaveAttribute('src', '/images/logo.svg');

    fill(name, 'Lucky Star 99');
    fill(screen.getByLabelText('LINE ID'), '@luckystar99');
    fill(screen.getByLabelText('ลิงก์ LINE ติดต่อ'), 'https://lin.ee/AbC');
    fill(screen.getByLabelText('เบอร์โทรศัพท์ติดต่อ'), '0812345678');
    fill(screen.getByLabelText('ข้อความต้อนรับ'), 'ยินดีต้อนรับ');
    await user.upload(
      screen.getByLabelText('อัปโหลดโลโก้'),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2])], 'logo.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(screen.getByRole('img', { name: 'ตัวอย่างโลโก้' })).toHaveAttribute('src', `/media/${'a'.repeat(64)}.png`));
    expect(uploads).toEqual([{ type: 'image/png', size: 6 }]);

    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await screen.findByText('บันทึกข้อมูลเว็บไซต์แล้ว');
    expect(saves).toEqual([
      {
        name: 'Lucky Star 99',
        logo: `/media/${'a'.repeat(64)}.png`,
        line_id: '@luckystar99',
        line_contact_url: 'https://lin.ee/AbC',
        line_admin_url: '',
        phone: '0812345678',
        opening_text: 'ยินดีต้อนรับ',
        withdrawal: { min_amount: 100, max_per_day: 50_000, count_per_day: 5 },
      },
    ]);
  });

  it("shows the server's Thai message under the field it names", async () => {
    // The client's schema is the server's, so a refusal only the server makes is simulated here.
    answerPut = () => HttpResponse.json(invalid({ line_contact_url: 'ลิงก์นี้ใช้ไม่ได้ (จากเซิร์ฟเวอร์)' }), { status: 422 });
    const { user } = renderAdmin('/admin/settings?tab=profile');
    await screen.findByLabelText('ชื่อเว็บไซต์', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    const message = await screen.findByText('ลิงก์นี้ใช้ไม่ได้ (จากเซิร์ฟเวอร์)');
    const box = screen.getByLabelText('ลิงก์ LINE ติดต่อ');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    // Beside that box (its field), not elsewhere on the form.
    expect(box.parentElement).toContainElement(message);
    expect(screen.getByLabelText('LINE ID')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('บันทึกข้อมูลเว็บไซต์แล้ว')).not.toBeInTheDocument();
  });

  it('checks the fields before sending: a short name and a bad phone are refused in Thai, nothing sent', async () => {
    const { user } = renderAdmin('/admin/settings');
    fill(await screen.findByLabelText('ชื่อเว็บไซต์', {}, SLOW), 'x');
    fill(screen.getByLabelText('เบอร์โทรศัพท์ติดต่อ'), '12345');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('ชื่อเว็บไซต์ต้องมีอย่างน้อย 2 ตัวอักษร')).toBeInTheDocument();
    expect(screen.getByText(/เบอร์โทรศัพท์ติดต่อต้องเป็นเบอร์มือถือ/)).toBeInTheDocument();
    expect(saves).toHaveLength(0);
  });
});

describe('site settings: the payment tab', () => {
  it('admin changes a bound and the QR lifetime and saves', async () => {
    const { user } = renderAdmin('/admin/settings?tab=payments');
    const qr = await screen.findByLabelText('อายุ QR พร้อมเพย์ (นาที)', {}, SLOW);
    fill(qr, '10');
    fill(screen.getByLabelText('ยอดฝากขั้นต่ำ โอนผ่านธนาคาร (บาท)'), '50');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await screen.findByText('บันทึกการตั้งค่าการชำระเงินแล้ว');
    const { updated: _, ...sent } = payments();
    expect(saves).toEqual([
      { ...sent, qr_expiry_minutes: 10, channels: { ...sent.channels, bank: { enabled: true, min: 50, max: 1_000_000 } } },
    ]);
  });

  it('sets how long a member counts as new (who sees the accounts for สมาชิกใหม่), refusing a value out of range', async () => {
    const { user } = renderAdmin('/admin/settings?tab=payments');
    const days = await screen.findByLabelText('นับเป็นสมาชิกใหม่ภายใน (วัน)', {}, SLOW);
    expect(days).toHaveValue('7');
    expect(screen.getByText(/ใครเห็นบัญชีรับเงินที่ตั้งไว้สำหรับสมาชิกใหม่/)).toBeInTheDocument();

    fill(days, '0');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('จำนวนวันที่นับเป็นสมาชิกใหม่ต้องอย่างน้อย 1')).toBeInTheDocument();
    expect(saves).toHaveLength(0);

    fill(days, '14');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await screen.findByText('บันทึกการตั้งค่าการชำระเงินแล้ว');
    const { updated: _, ...sent } = payments();
    expect(saves).toEqual([{ ...sent, new_member_days: 14 }]);
  });

  it('finance reads the payment settings only: boxes locked, no save button, no profile tab', async () => {
    renderAdmin('/admin/settings', { role: 'finance' });
    expect(await screen.findByLabelText('อายุ QR พร้อมเพย์ (นาที)', {}, SLOW)).toBeDisabled();
    expect(screen.getByTestId('payments-saved')).toHaveTextContent('โดย boss');
    expect(screen.queryByRole('button', { name: 'บันทึก' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'ข้อมูลเว็บไซต์' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('ชื่อเว็บไซต์')).not.toBeInTheDocument();
  });

  it('support has no such page in the menu', async () => {
    renderAdmin('/admin/settings', { role: 'support' });
    await screen.findByText(/ไม่มีสิทธิ์/, {}, SLOW);
    expect(screen.queryByRole('link', { name: /ตั้งค่าเว็บไซต์/ })).not.toBeInTheDocument();
  });
});
