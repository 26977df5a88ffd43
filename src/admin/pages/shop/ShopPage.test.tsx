import type { AdminShopItem, AdminShopOrder } from '@contract/admin-shop';
import { bangkokToday } from '@contract/thai-calendar';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { fill, invalid, ok, paged } from '../../testing/fixtures';
import { renderAdmin } from '../../testing/render';

// The lazy page and the dialogs take a while on a busy machine.
configure({ asyncUtilTimeout: 5_000 });
const item = (over: Partial<AdminShopItem> = {}): AdminShopItem => ({
  id: 4,
  name: 'เสื้อยืดลิมิเต็ด',
  description: '',
  image: 'tshirt',
  kind: 'physical',
  kind_name: 'ของรางวัลจัดส่ง',
  points_cost: 2000,
  value: null,
  turnover_multiplier: 0,
  gives: 'เสื้อยืดลิมิเต็ด',
  stock: 20,
  sold_out: false,
  per_member_limit: 1,
  starts_at: null,
  ends_at: null,
  min_vip_level: 0,
  min_vip_name: 'สมาชิก',
  available: true,
  active: true,
  sort: 4,
  redeemed: 3,
  to_ship: 2,
  ...over,
});
const voucher = item({
  id: 1,
  name: 'เครดิตฟรี 50 บาท',
  image: 'voucher',
  kind: 'credit',
  kind_name: 'เครดิตฟรี',
  points_cost: 500,
  value: 50,
  turnover_multiplier: 1,
  gives: 'เครดิตฟรี 50 บาท',
  stock: null,
  per_member_limit: null,
  redeemed: 10,
  to_ship: 0,
});

const order = (over: Partial<AdminShopOrder> = {}): AdminShopOrder => ({
  id: 31,
  item_id: 4,
  item_name: 'เสื้อยืดลิมิเต็ด',
  image: 'tshirt',
  kind: 'physical',
  quantity: 1,
  points: 2000,
  gives: 'เสื้อยืดลิมิเต็ด 1 ชิ้น',
  status: 'ordered',
  status_name: 'รอจัดส่ง',
  address: {
    recipient_name: 'สมหญิง ใจดี',
    phone: '0812345678',
    address_line: '99/1 ถนนสุขุมวิท',
    subdistrict: 'คลองเตย',
    district: 'คลองเตย',
    province: 'กรุงเทพมหานคร',
    postcode: '10110',
  },
  carrier: null,
  tracking_no: null,
  cancel_reason: null,
  created_at: '2026-11-20T05:00:00.000Z',
  shipped_at: null,
  delivered_at: null,
  cancelled_at: null,
  member_id: 7,
  phone: '0812345678',
  updated_by: null,
  ...over,
});

const posts: { url: string; body: unknown }[] = [];
const orderCalls: URLSearchParams[] = [];
const record = async ({ request }: { request: Request }) => {
  posts.push({ url: new URL(request.url).pathname, body: await request.json() });
};
const server = mockApi(
  http.get('/api/admin/shop/items', () => HttpResponse.json(ok({ items: [voucher, item()] }))),
  http.get('/api/admin/shop/orders', ({ request }) => {
    orderCalls.push(new URL(request.url).searchParams);
    return HttpResponse.json(
      paged([order(), order({ id: 32, status: 'shipped', status_name: 'จัดส่งแล้ว', carrier: 'Kerry', tracking_no: 'KEX1' })]),
    );
  }),
  http.post('/api/admin/shop/items/:id/stock', async (info) => {
    await record(info);
    return HttpResponse.json(ok(item({ stock: 25 })));
  }),
  http.post('/api/admin/shop/items', async (info) => {
    await record(info);
    return HttpResponse.json(ok(item({ id: 9, name: 'ฟรีสปิน 10 ครั้ง' })));
  }),
  http.post('/api/admin/shop/orders/:id/ship', async (info) => {
    await record(info);
    return HttpResponse.json(ok(order({ status: 'shipped', status_name: 'จัดส่งแล้ว', carrier: 'Kerry', tracking_no: 'KEX123456' })));
  }),
  http.post('/api/admin/shop/orders/:id/cancel', async (info) => {
    await record(info);
    return HttpResponse.json(ok(order({ status: 'cancelled', status_name: 'ยกเลิก คืนแต้มแล้ว', cancel_reason: 'สินค้าหมดจากผู้ผลิต' })));
  }),
  http.get('/api/admin/shop/report', ({ request }) => {
    const q = new URL(request.url).searchParams;
    const row = {
      day: q.get('to') ?? '',
      orders: 5,
      points_spent: 4500,
      credit_given: 150,
      free_spins_given: 10,
      physical_items: 1,
      cancelled: 1,
      points_refunded: 5000,
    };
    const { day: _d, ...totals } = row;
    return HttpResponse.json(ok({ rows: [row], totals }));
  }),
);
afterEach(() => {
  cleanup();
  posts.length = 0;
  orderCalls.length = 0;
});

describe('the points shop page', () => {
  it('lists items with stock and figures; support moves stock and adds an item, the form checked in Thai', async () => {
    const { user } = renderAdmin('/admin/shop', { role: 'support' });
    const row = within(await screen.findByTestId('shop-item-4', {}, { timeout: 5000 }));
    expect(row.getByTestId('stock')).toHaveTextContent('20');
    expect(within(screen.getByTestId('shop-item-1')).getByTestId('stock')).toHaveTextContent('ไม่จำกัด');
    expect(within(screen.getByTestId('shop-item-1')).queryByRole('button', { name: /ปรับสต็อก/ })).not.toBeInTheDocument();

    await user.click(row.getByRole('button', { name: 'ปรับสต็อก เสื้อยืดลิมิเต็ด' }));
    const stock = within(await screen.findByRole('form', { name: 'ปรับสต็อก' }));
    await user.click(stock.getByRole('button', { name: 'ยืนยันปรับสต็อก' }));
    expect(await stock.findByText('กรุณาระบุจำนวนที่เพิ่มหรือลด')).toBeInTheDocument();
    fill(stock.getByRole('textbox', { name: 'จำนวนที่ปรับ' }), '5');
    await user.click(stock.getByRole('button', { name: 'ยืนยันปรับสต็อก' }));
    expect(await screen.findByText('ปรับสต็อก เสื้อยืดลิมิเต็ด แล้ว เหลือ 25 ชิ้น')).toBeInTheDocument();
    expect(posts).toEqual([{ url: '/api/admin/shop/items/4/stock', body: { delta: 5 } }]);

    await user.click(screen.getByRole('button', { name: 'เพิ่มของรางวัล' }));
    const form = within(await screen.findByRole('form', { name: 'ข้อมูลของรางวัล' }));
    fill(form.getByRole('textbox', { name: 'ชื่อของรางวัล' }), 'ฟรีสปิน 10 ครั้ง');
    fill(form.getByRole('combobox', { name: 'ประเภท' }), 'free_spins');
    fill(form.getByRole('textbox', { name: 'แต้มที่ใช้แลก (ต่อชิ้น)' }), '300');
    fill(form.getByRole('textbox', { name: 'จำนวนฟรีสปิน (ครั้ง)' }), '1.5');
    await user.click(form.getByRole('button', { name: 'บันทึก' }));
    expect(await form.findByText('จำนวนฟรีสปินต้องเป็นจำนวนเต็ม')).toBeInTheDocument();
    fill(form.getByRole('textbox', { name: 'จำนวนฟรีสปิน (ครั้ง)' }), '10');
    fill(form.getByRole('textbox', { name: 'รูปภาพ' }), 'spins');
    await user.click(form.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('เพิ่ม ฟรีสปิน 10 ครั้ง แล้ว')).toBeInTheDocument();
    expect(posts[1]).toMatchObject({
      url: '/api/admin/shop/items',
      body: { name: 'ฟรีสปิน 10 ครั้ง', kind: 'free_spins', points_cost: 300, value: 10, image: 'spins', stock: null, turnover_multiplier: 0 },
    });
  });

  it('shows a server field error beside the field', async () => {
    server.use(http.post('/api/admin/shop/items', () => HttpResponse.json(invalid({ name: 'ชื่อของรางวัลซ้ำ' }), { status: 422 })));
    const { user } = renderAdmin('/admin/shop', { role: 'support' });
    await user.click(await screen.findByRole('button', { name: 'เพิ่มของรางวัล' }));
    const form = within(await screen.findByRole('form', { name: 'ข้อมูลของรางวัล' }));
    fill(form.getByRole('textbox', { name: 'ชื่อของรางวัล' }), 'ของ');
    fill(form.getByRole('textbox', { name: 'แต้มที่ใช้แลก (ต่อชิ้น)' }), '100');
    fill(form.getByRole('textbox', { name: 'มูลค่าเครดิต (บาท)' }), '10');
    await user.click(form.getByRole('button', { name: 'บันทึก' }));
    expect(await form.findByText('ชื่อของรางวัลซ้ำ')).toBeInTheDocument();
  });

  it('orders to fulfil: waiting ones first, ship with a tracking number, cancel with a reason', async () => {
    const { user } = renderAdmin('/admin/shop?tab=orders', { role: 'support' });
    const first = within(await screen.findByTestId('shop-order-31'));
    expect(orderCalls[0].get('status')).toBe('ordered');
    expect(first.getByText(/99\/1 ถนนสุขุมวิท คลองเตย คลองเตย กรุงเทพมหานคร 10110/)).toBeInTheDocument();
    expect(within(screen.getByTestId('shop-order-32')).getByText('Kerry KEX1')).toBeInTheDocument();
    expect(within(screen.getByTestId('shop-order-32')).getByRole('button', { name: 'ได้รับแล้ว #32' })).toBeInTheDocument();

    await user.click(first.getByRole('button', { name: 'จัดส่ง #31' }));
    const ship = within(await screen.findByRole('form', { name: 'บันทึกการจัดส่ง' }));
    fill(ship.getByRole('textbox', { name: 'บริษัทขนส่ง' }), 'Kerry');
    await user.click(ship.getByRole('button', { name: 'ยืนยันจัดส่ง' }));
    expect(await ship.findByText('เลขพัสดุต้องมีอย่างน้อย 4 ตัวอักษร')).toBeInTheDocument();
    fill(ship.getByRole('textbox', { name: 'เลขพัสดุ' }), 'KEX123456');
    await user.click(ship.getByRole('button', { name: 'ยืนยันจัดส่ง' }));
    expect(await screen.findByText('บันทึกการจัดส่งคำสั่ง #31 แล้ว')).toBeInTheDocument();
    expect(posts).toEqual([{ url: '/api/admin/shop/orders/31/ship', body: { carrier: 'Kerry', tracking_no: 'KEX123456' } }]);

    await user.click(within(screen.getByTestId('shop-order-31')).getByRole('button', { name: 'ยกเลิก #31' }));
    const dialog = within(await screen.findByRole('dialog'));
    fill(dialog.getByRole('textbox'), 'สินค้าหมดจากผู้ผลิต');
    await user.click(dialog.getByRole('button', { name: 'ยืนยันยกเลิกและคืนแต้ม' }));
    expect(await screen.findByText('ยกเลิกคำสั่ง #31 และคืน 2,000 แต้มแล้ว')).toBeInTheDocument();
    expect(posts[1]).toEqual({ url: '/api/admin/shop/orders/31/cancel', body: { reason: 'สินค้าหมดจากผู้ผลิต' } });
  });

  it('finance reads items, orders and the report but has no actions', async () => {
    const { user } = renderAdmin('/admin/shop', { role: 'finance' });
    await screen.findByTestId('shop-item-4');
    expect(screen.queryByRole('button', { name: 'เพิ่มของรางวัล' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /ปรับสต็อก/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'คำสั่งแลก' }));
    await screen.findByTestId('shop-order-31');
    expect(screen.queryByRole('button', { name: /จัดส่ง #/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'รายงานรายวัน' }));
    const total = within(await screen.findByTestId('shop-report-total'));
    expect(total.getByText('4,500')).toBeInTheDocument();
    expect(total.getByText('150.00')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId(`shop-report-${bangkokToday()}`)).toBeInTheDocument());
  });
});
