import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '@/components/toaster';
import { fail, ok } from '@/test/api';
import { MEMBER, renderWithProviders } from '@/test/render';
import { mockApi } from '@/test/server';
import { ShopPage } from './ShopPage';
import { itemFixture, listFixture, orderFixture } from './testing';

// The lazy page and the dialogs take a while on a busy machine.
configure({ asyncUtilTimeout: 5_000 });
const ADDRESS = {
  recipient_name: 'สมหญิง ใจดี',
  phone: '0812345678',
  address_line: '99/1 ถนนสุขุมวิท',
  subdistrict: 'คลองเตย',
  district: 'คลองเตย',
  province: 'กรุงเทพมหานคร',
  postcode: '10110',
};

const history = [
  orderFixture(),
  orderFixture({
    id: 8,
    item_id: 4,
    item_name: 'เสื้อยืดลิมิเต็ด',
    kind: 'physical',
    points: 2000,
    gives: 'เสื้อยืดลิมิเต็ด 1 ชิ้น',
    status: 'shipped',
    status_name: 'จัดส่งแล้ว',
    carrier: 'Kerry',
    tracking_no: 'KEX123456',
  }),
  orderFixture({ id: 9, status: 'cancelled', status_name: 'ยกเลิก คืนแต้มแล้ว', cancel_reason: 'สินค้าหมด' }),
];

const server = mockApi(
  http.get('/api/redemption/list', ({ request }) => HttpResponse.json(ok(listFixture(!!request.headers.get('authorization'))))),
  http.get('/api/redemption/history', () => HttpResponse.json(ok({ items: history, page: 1, page_size: 10, total: 3 }))),
  http.post('/api/redemption/calc', async ({ request }) => {
    const b = (await request.json()) as { item_id: number; quantity: number };
    const cost = (b.item_id === 4 ? 2000 : 500) * b.quantity;
    return HttpResponse.json(
      ok({
        item_id: b.item_id,
        quantity: b.quantity,
        cost,
        gives: b.item_id === 4 ? `เสื้อยืดลิมิเต็ด ${b.quantity} ชิ้น` : `เครดิตฟรี ${50 * b.quantity} บาท`,
        points: 2500,
        points_after: 2500 - cost,
        can_redeem: cost <= 2500,
        reason: cost <= 2500 ? null : 'แต้มของท่านไม่เพียงพอ ต้องใช้ 3,000 แต้ม',
        needs_address: b.item_id === 4,
      }),
    );
  }),
);
afterEach(() => {
  cleanup();
  toaster.remove();
});

describe('ShopPage, logged out', () => {
  it('shows the items with their cost, stock and sold-out state, and the way to log in (no member call)', async () => {
    renderWithProviders(<ShopPage />, { url: '/redeem' });
    expect(await screen.findByRole('heading', { level: 1, name: 'แลกของรางวัล' })).toBeInTheDocument();
    const cards = await screen.findAllByTestId('shop-item', {}, { timeout: 5000 });
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByTestId('shop-item-cost')).toHaveTextContent('500 แต้ม');
    expect(within(cards[0]).getByRole('img', { name: 'เครดิตฟรี 50 บาท' })).toBeInTheDocument();
    expect(within(cards[1]).getByTestId('shop-item-stock')).toHaveTextContent('เหลือ 20 ชิ้น · ท่านละ 1 ชิ้น');
    expect(within(cards[2]).getByTestId('shop-item-stock')).toHaveTextContent('หมดแล้ว');
    expect(within(cards[0]).getByRole('link', { name: 'เข้าสู่ระบบเพื่อแลก' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'สมัครสมาชิก' })).toHaveAttribute('href', '/register');
    expect(screen.queryByTestId('shop-points')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'ประวัติการแลก' })).not.toBeInTheDocument();
  });
});

describe('ShopPage, logged in', () => {
  it('shows the points, the history with Thai statuses and tracking, and a sold-out item cannot be redeemed', async () => {
    renderWithProviders(<ShopPage />, { user: MEMBER, url: '/redeem' });
    expect(await screen.findByTestId('shop-points', {}, { timeout: 5000 })).toHaveTextContent('2,500');
    const cards = screen.getAllByTestId('shop-item');
    expect(within(cards[2]).getByRole('button', { name: 'แลก หูฟังไร้สาย' })).toBeDisabled();
    const orders = await screen.findAllByTestId('shop-order');
    expect(orders.map((o) => within(o).getByTestId('shop-order-status').textContent)).toEqual(['สำเร็จ', 'จัดส่งแล้ว', 'ยกเลิก คืนแต้มแล้ว']);
    expect(within(orders[1]).getByTestId('shop-order-tracking')).toHaveTextContent('เลขพัสดุ Kerry KEX123456');
  });

  it('redeems a voucher: calc per quantity, one request however many taps, the success message and refreshed points', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.get('/api/redemption/list', () => HttpResponse.json(ok(listFixture(true, { points: bodies.length > 0 ? 2000 : 2500 })))),
    );
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    server.use(
      http.post('/api/redemption/redeem', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        await gate;
        return HttpResponse.json({
          error: 0,
          message: 'แลกสำเร็จ ได้รับ เครดิตฟรี 50 บาท',
          data: { order: orderFixture(), points: 2000, replayed: false },
        });
      }),
    );
    const { user } = renderWithProviders(<ShopPage />, { user: MEMBER, url: '/redeem' });
    await user.click(await screen.findByRole('button', { name: 'แลก เครดิตฟรี 50 บาท' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await waitFor(() => expect(within(dialog).getByTestId('shop-calc')).toHaveTextContent('500 แต้ม'));
    await user.click(within(dialog).getByRole('button', { name: 'เพิ่มจำนวน' }));
    await waitFor(() => expect(within(dialog).getByTestId('shop-calc')).toHaveTextContent('1,000 แต้ม'));
    expect(within(dialog).getByTestId('shop-calc')).toHaveTextContent('เครดิตฟรี 100 บาท');
    expect(within(dialog).getByTestId('shop-calc')).toHaveTextContent('1,500 แต้ม');
    await user.click(within(dialog).getByRole('button', { name: 'ลดจำนวน' }));
    await waitFor(() => expect(within(dialog).getByTestId('shop-calc')).toHaveTextContent('เครดิตฟรี 50 บาท'));
    const confirm = within(dialog).getByRole('button', { name: 'ยืนยันการแลก' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    await user.click(confirm);
    release();
    expect(await within(dialog).findByTestId('shop-success')).toHaveTextContent('แลกสำเร็จ ได้รับ เครดิตฟรี 50 บาท');
    expect(within(dialog).getByTestId('shop-points-after')).toHaveTextContent('2,000');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ item_id: 1, quantity: 1 });
    expect(String(bodies[0].request_key)).toMatch(/^shop-[0-9a-f]{24}$/);
    await user.click(within(dialog).getByRole('button', { name: 'ตกลง' }));
    await waitFor(() => expect(screen.getByTestId('shop-points')).toHaveTextContent('2,000'));
  });

  it('a quantity the points do not cover shows the Thai reason and keeps the button off', async () => {
    server.use(
      http.get('/api/redemption/list', () =>
        HttpResponse.json(ok(listFixture(true, { items: [{ ...itemFixture(), points_cost: 1500, remaining: 10, can_afford: true }] }))),
      ),
      http.post('/api/redemption/calc', () =>
        HttpResponse.json(
          ok({
            item_id: 1,
            quantity: 2,
            cost: 3000,
            gives: 'เครดิตฟรี 100 บาท',
            points: 2500,
            points_after: -500,
            can_redeem: false,
            reason: 'แต้มของท่านไม่เพียงพอ ต้องใช้ 3,000 แต้ม',
            needs_address: false,
          }),
        ),
      ),
    );
    const { user } = renderWithProviders(<ShopPage />, { user: MEMBER, url: '/redeem' });
    await user.click(await screen.findByRole('button', { name: 'แลก เครดิตฟรี 50 บาท' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(await within(dialog).findByTestId('shop-reason')).toHaveTextContent('แต้มของท่านไม่เพียงพอ ต้องใช้ 3,000 แต้ม');
    expect(within(dialog).getByRole('button', { name: 'ยืนยันการแลก' })).toBeDisabled();
  });

  it('a physical item asks for the address (prefilled with the last one), checks it in Thai, and shows the server refusal', async () => {
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.get('/api/redemption/list', () => HttpResponse.json(ok(listFixture(true, { last_address: { ...ADDRESS, postcode: '1011' } })))),
      http.post('/api/redemption/redeem', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(fail(3585, 'ของรางวัลหมดแล้ว หรือเหลือไม่พอกับจำนวนที่เลือก'));
      }),
    );
    const { user } = renderWithProviders(<ShopPage />, { user: MEMBER, url: '/redeem' });
    await user.click(await screen.findByRole('button', { name: 'แลก เสื้อยืดลิมิเต็ด' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(dialog).getByRole('textbox', { name: /ชื่อ-นามสกุลผู้รับ/ })).toHaveValue('สมหญิง ใจดี');
    // One per member: the quantity cannot go above 1.
    expect(within(dialog).getByRole('button', { name: 'เพิ่มจำนวน' })).toBeDisabled();
    const confirm = within(dialog).getByRole('button', { name: 'ยืนยันการแลก' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    expect(await within(dialog).findByText('รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก')).toBeInTheDocument();
    expect(sent).toBeNull();
    const postcode = within(dialog).getByRole('textbox', { name: /รหัสไปรษณีย์/ });
    await user.clear(postcode);
    await user.type(postcode, '10110');
    await user.click(confirm);
    expect(await within(dialog).findByTestId('shop-error')).toHaveTextContent('ของรางวัลหมดแล้ว หรือเหลือไม่พอกับจำนวนที่เลือก');
    expect(sent).toMatchObject({ item_id: 4, quantity: 1, address: ADDRESS });
  });
});
