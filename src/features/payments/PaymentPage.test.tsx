import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '@/components/toaster';
import { mainWallet, ok } from '@/test/api';
import { MEMBER, renderWithProviders } from '@/test/render';
import { mockApi } from '@/test/server';
import { PaymentPage, POLL_MS } from './PaymentPage';
import { qrFixture, statusFixture } from './testing';

const server = mockApi();
afterEach(() => {
  cleanup();
  toaster.remove();
});

const REF = 'QR4CKQ6USGHF79';
const open = (url = `/member/payment?reference=${REF}`) => renderWithProviders(<PaymentPage />, { user: MEMBER, url });
const secondsShown = () => {
  const [m, s] = (screen.getByTestId('qr-countdown').textContent ?? '').split(':').map(Number);
  return m * 60 + s;
};

describe('PaymentPage', () => {
  it('shows the QR with amount, receiver, reference and a counting-down mm:ss, then the credit once paid, refreshing the balance', async () => {
    let paid = false;
    const asked: (string | null)[] = [];
    let statusCalls = 0;
    server.use(
      http.get('/api/member/payment/qrcode_info', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('reference'));
        return HttpResponse.json(ok(qrFixture({ expires_in: 125 })));
      }),
      http.get('/api/member/payment/inquiry_status', () => {
        statusCalls += 1;
        // The second poll finds it paid (as if the member paid in their bank app meanwhile).
        if (statusCalls >= 2) paid = true;
        return HttpResponse.json(
          ok(
            paid
              ? statusFixture({
                  status: 'paid',
                  status_label: 'ชำระเงินสำเร็จ',
                  expires_in: 0,
                  paid_at: '2026-11-21T06:27:00.000Z',
                  credited_amount: 500,
                  balance: 750,
                  bonus: { title: 'สมาชิกใหม่รับโบนัส 50%', bonus: 250, refused_reason: null },
                })
              : statusFixture({ expires_in: 125 }),
          ),
        );
      }),
      http.post('/api/member/wallets', () => HttpResponse.json(ok([{ ...mainWallet, balance: paid ? 500 : 0 }]))),
    );
    open();

    expect(await screen.findByRole('img', { name: 'QR พร้อมเพย์ ยอด 500.00 บาท' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    expect(asked).toEqual([REF]);
    expect(screen.getByTestId('qr-amount')).toHaveTextContent('500.00 บาท');
    expect(screen.getByText('Golden Win 888')).toBeInTheDocument();
    expect(screen.getByTestId('qr-reference')).toHaveTextContent(REF);
    expect(screen.getByRole('link', { name: /บันทึกรูป QR/ })).toHaveAttribute('download', `QR-${REF}.png`);
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('฿ 0.00');

    // mm:ss, counting down by the second.
    await waitFor(() => expect(screen.getByTestId('qr-countdown').textContent).toMatch(/^02:0[45]$/));
    const first = secondsShown();
    await waitFor(() => expect(secondsShown()).toBeLessThan(first), { timeout: 2500 });

    // The poll (every 3 s) turns it paid: the credit shows, and the wallets query refetches.
    const heading = await screen.findByRole('heading', { name: 'เติมเงินสำเร็จ' }, { timeout: POLL_MS * 2 + 1000 });
    const paidState = within(heading.closest('[role="status"]') as HTMLElement);
    expect(paidState.getByTestId('credited-amount')).toHaveTextContent('+500.00 บาท');
    // The chosen promotion's bonus arrived with the deposit.
    expect(paidState.getByTestId('credited-bonus')).toHaveTextContent('+250.00 บาท');
    expect(paidState.getByText('โบนัส สมาชิกใหม่รับโบนัส 50%')).toBeInTheDocument();
    expect(paidState.getByTestId('new-balance')).toHaveTextContent('750.00 บาท');
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent('฿ 500.00'));
    expect(paidState.getByRole('link', { name: 'กลับหน้าสมาชิก' })).toHaveAttribute('href', '/member');

    // Polling stops once paid.
    const calls = statusCalls;
    await new Promise((r) => setTimeout(r, POLL_MS + 500));
    expect(statusCalls).toBe(calls);
  }, 20_000);

  it('shows an expired QR as expired and makes a new one for the same amount', async () => {
    let body: unknown;
    const NEW = 'QRNEW1234567AB';
    server.use(
      http.get('/api/member/payment/qrcode_info', () =>
        HttpResponse.json(ok(qrFixture({ status: 'expired', status_label: 'หมดเวลาชำระเงิน', expires_in: 0, amount: 300 }))),
      ),
      http.get('/api/member/payment/inquiry_status', ({ request }) => {
        const ref = new URL(request.url).searchParams.get('reference');
        return HttpResponse.json(
          ok(
            ref === NEW
              ? statusFixture({ reference: NEW, amount: 300 })
              : statusFixture({ status: 'expired', status_label: 'หมดเวลาชำระเงิน', expires_in: 0, amount: 300 }),
          ),
        );
      }),
      http.post('/api/member/payment/generate_qr', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(ok(qrFixture({ reference: NEW, amount: 300 })));
      }),
      http.post('/api/member/wallets', () => HttpResponse.json(ok([mainWallet]))),
    );
    const { user } = open();
    expect(await screen.findByRole('heading', { name: 'QR หมดเวลาชำระเงิน' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR พร้อมเพย์/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'สร้าง QR ใหม่ ยอด 300.00 บาท' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/member/payment?reference=${NEW}`));
    expect(body).toEqual({ channel_id: 3, sub_channel_id: 1, amount: 300 });
    expect(await screen.findByTestId('qr-reference')).toHaveTextContent(NEW);
  });

  it('offers a new QR when the member has none', async () => {
    server.use(
      http.get('/api/member/payment/qrcode_info', () => HttpResponse.json(ok(null))),
      http.post('/api/member/wallets', () => HttpResponse.json(ok([mainWallet]))),
    );
    open('/member/payment');
    expect(await screen.findByText('ไม่พบรายการ QR ที่รอชำระ')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'สร้าง QR ฝากเงิน' })).toHaveAttribute('href', '/member/deposit?channel=promptpay_qr');
  });

  it('shows the promotion chosen for this payment and what the QR amount brings', async () => {
    server.use(
      http.get('/api/member/payment/qrcode_info', () => HttpResponse.json(ok(qrFixture({ amount: 500 })))),
      http.get('/api/member/payment/inquiry_status', () => HttpResponse.json(ok(statusFixture()))),
      http.post('/api/member/wallets', () => HttpResponse.json(ok([mainWallet]))),
      http.get('/api/promotion/list', () =>
        HttpResponse.json(
          ok({
            promotions: [
              {
                id: 3,
                title: 'ทุกยอดฝาก รับโบนัส 5%',
                description: '',
                terms: '',
                image: null,
                type: 'every_deposit',
                type_name: 'ทุกยอดฝาก',
                percent: 5,
                fixed_bonus: 0,
                max_bonus: 300,
                min_deposit: 100,
                requirement: {
                  kind: 'turnover',
                  multiplier: 2,
                  base: 'deposit_bonus',
                  weights: { slot: 100 },
                  max_withdrawal: null,
                  days: 3,
                  balance_floor: 5,
                  forfeit_rule: 'bonus',
                },
                starts_at: '2026-11-01T00:00:00.000+07:00',
                ends_at: null,
                eligible: true,
                ineligible_reason: null,
              },
            ],
            choice: { promotion_id: 3, coupon_code_masked: null, chosen_at: '2026-11-21T06:00:00.000Z' },
          }),
        ),
      ),
    );
    open();
    const row = within(await screen.findByRole('region', { name: 'โปรโมชั่นที่เลือก' }));
    expect(await row.findByTestId('promotion-choice')).toHaveTextContent('ทุกยอดฝาก รับโบนัส 5%');
    expect(row.getByTestId('promotion-example')).toHaveTextContent('ฝาก 500 บาท ได้โบนัส 25 บาท รวมเป็น 525 บาท · ทำเทิร์น 1,050 บาท ก่อนถอน');
    expect(row.getByRole('button', { name: 'เปลี่ยน' })).toBeInTheDocument();
  });
});
