import type { AdminMemberDetail, AdminMemberSummary } from '@contract/admin';
import { cleanup, screen, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { renderAdmin } from '../../testing/render';

const ok = <T,>(data: T) => ({ error: 0, message: 'สำเร็จ', data });
const paged = (items: AdminMemberSummary[]) => ok({ items, page: 1, page_size: 20, total: items.length });

const demo: AdminMemberSummary = {
  id: 1,
  phone: '0812345678',
  first_name: 'สมชาย',
  last_name: 'ใจดี',
  status: 'active',
  vip_level: 0,
  referral_code: 'ABCDEFGH',
  bank_accounts: [
    { id: 3, bank_code: '004', bank_name: 'ธนาคารกสิกรไทย', account_number: '1234567890', account_name: 'สมชาย ใจดี', is_primary: true },
  ],
  created_at: '2026-01-02T03:04:05Z',
};
const demoDetail: AdminMemberDetail = {
  ...demo,
  username: '0812345678',
  date_of_birth: '1990-05-15',
  line_id: null,
  referred_by: null,
  wallets: [{ id: 9, wallet_name: 'กระเป๋าหลัก', balance: 1234.5, wallet_type_id: 1 }],
};

const server = mockApi(http.get('/api/admin/members', () => HttpResponse.json(paged([demo]))));
afterEach(cleanup);

describe('the members page', () => {
  it('shows that it is loading', async () => {
    server.use(
      http.get('/api/admin/members', async () => {
        await delay('infinite');
        return HttpResponse.json(paged([]));
      }),
    );
    renderAdmin('/admin/members', { role: 'support' });
    expect(await screen.findByRole('status')).toHaveTextContent('กำลังโหลด');
  });

  it('says when no member matches the search, and sends the search to the server', async () => {
    let asked = '';
    server.use(
      http.get('/api/admin/members', ({ request }) => {
        asked = new URL(request.url).searchParams.get('q') ?? '';
        return HttpResponse.json(paged(asked ? [] : [demo]));
      }),
    );
    const { user } = renderAdmin('/admin/members');
    await screen.findByRole('button', { name: '0812345678' });
    await user.type(screen.getByRole('textbox', { name: 'ค้นหาสมาชิก' }), ' 0899 ');
    await user.click(screen.getByRole('button', { name: 'ค้นหา' }));
    expect(await screen.findByText('ไม่พบสมาชิกที่ตรงกับ “0899”')).toBeInTheDocument();
    expect(asked).toBe('0899');
  });

  it('says when there are no members at all', async () => {
    server.use(http.get('/api/admin/members', () => HttpResponse.json(paged([]))));
    renderAdmin('/admin/members');
    expect(await screen.findByText('ยังไม่มีสมาชิก')).toBeInTheDocument();
  });

  it('shows the server’s Thai message when the list fails, and tries again on request', async () => {
    let calls = 0;
    server.use(
      http.get('/api/admin/members', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: 8, message: 'ระบบขัดข้องชั่วคราว' }, { status: 500 })
          : HttpResponse.json(paged([demo]));
      }),
    );
    const { user } = renderAdmin('/admin/members');
    expect(await screen.findByText('ระบบขัดข้องชั่วคราว')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByRole('button', { name: '0812345678' })).toBeInTheDocument();
  });

  it('lists members and opens one’s profile with bank accounts and wallets in baht', async () => {
    server.use(http.get('/api/admin/members/1', () => HttpResponse.json(ok(demoDetail))));
    const { user } = renderAdmin('/admin/members');
    const row = (await screen.findByRole('button', { name: '0812345678' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('สมชาย ใจดี')).toBeInTheDocument();
    expect(within(row).getByText('ธนาคารกสิกรไทย 1234567890')).toBeInTheDocument();
    expect(within(row).getByText('ใช้งาน')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '0812345678' }));
    const detail = await screen.findByRole('region', { name: 'รายละเอียดสมาชิก' });
    const wallets = await within(detail).findByRole('table', { name: 'กระเป๋าเงิน' });
    expect(within(wallets).getByText('กระเป๋าหลัก')).toBeInTheDocument();
    expect(within(wallets).getByText('1,234.50')).toBeInTheDocument();
    expect(within(detail).getByText('1990-05-15')).toBeInTheDocument();
  });

  it('shows a member’s detail failure inside the panel', async () => {
    server.use(http.get('/api/admin/members/1', () => HttpResponse.json({ error: 1100, message: 'ไม่พบสมาชิก' })));
    const { user } = renderAdmin('/admin/members');
    await user.click(await screen.findByRole('button', { name: '0812345678' }));
    const detail = await screen.findByRole('region', { name: 'รายละเอียดสมาชิก' });
    expect(await within(detail).findByText('ไม่พบสมาชิก')).toBeInTheDocument();
  });
});
