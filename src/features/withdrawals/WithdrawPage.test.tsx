import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '@/components/toaster';
import { totalBalance, useWallets } from '@/features/member';
import { formatMoney } from '@/lib/format';
import { OFFLINE_REASON } from '@/lib/network';
import { fail, mainWallet, ok } from '@/test/api';
import { fieldOf, MEMBER, renderWithProviders } from '@/test/render';
import { mockApi } from '@/test/server';
import { withdrawalFixture, withdrawInfoFixture } from './testing';
import { WithdrawPage } from './WithdrawPage';

/** A balance elsewhere on screen (the member panel in the app, the deposit page's) reading the same wallets query. */
function WalletBalance() {
  const { data } = useWallets();
  return <output data-testid="wallet-balance">฿ {data ? formatMoney(totalBalance(data)) : '…'}</output>;
}

const server = mockApi(http.get('/api/member/withdraw/list', () => HttpResponse.json(ok({ items: [], next_cursor: null }))));
afterEach(() => {
  cleanup();
  toaster.remove();
});

const open = () => renderWithProviders(<WithdrawPage />, { user: MEMBER, url: '/member/withdraw' });

describe('WithdrawPage', () => {
  it('shows the available balance, limits and registered accounts, and why it cannot withdraw', async () => {
    server.use(
      http.get('/api/member/withdraw/info', () =>
        HttpResponse.json(
          ok(
            withdrawInfoFixture({
              can_withdraw: false,
              blocked_reason: 'ยังทำยอดเทิร์นโอเวอร์ไม่ครบตามเงื่อนไขโบนัส เหลืออีก 1,500.00 บาท',
              turnover: {
                required: 2000,
                done: 500,
                remaining: 1500,
                title: 'สมาชิกใหม่รับโบนัส 50%',
                kind: 'turnover',
                expires_at: null,
                max_withdrawal: null,
              },
            }),
          ),
        ),
      ),
    );
    open();
    expect(await screen.findByTestId('withdraw-available')).toHaveTextContent('1,250.50');
    expect(screen.getByText('ถอนขั้นต่ำต่อครั้ง').nextSibling).toHaveTextContent('100.00 บาท');
    expect(screen.getByText('ถอนสูงสุดต่อวัน').nextSibling).toHaveTextContent('50,000.00 บาท');
    expect(screen.getByText('จำนวนครั้งวันนี้').nextSibling).toHaveTextContent('0 / 5 ครั้ง');
    const blocked = screen.getByTestId('withdraw-blocked');
    expect(blocked).toHaveTextContent('ยังทำยอดเทิร์นโอเวอร์ไม่ครบตามเงื่อนไขโบนัส เหลืออีก 1,500.00 บาท');
    // The requirement is the promotions' lazy widget: it may arrive a moment after the summary.
    const requirement = within(await screen.findByRole('region', { name: 'เงื่อนไขโปรโมชั่นที่ต้องทำให้ครบ' }));
    expect(requirement.getByRole('heading', { name: 'สมาชิกใหม่รับโบนัส 50%' })).toBeInTheDocument();
    expect(requirement.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(requirement.getByText('ทำแล้ว 500 / 2,000 บาท')).toBeInTheDocument();
    expect(requirement.getByText('เหลืออีก 1,500 บาท')).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'ถอนเงิน' }));
    expect(form.getByRole('radio', { name: 'ธนาคารกสิกรไทย xxxxxx7890' })).toBeChecked();
    expect(form.getByRole('radio', { name: 'ธนาคารออมสิน xxxxxxxx5678' })).not.toBeChecked();
    expect(form.getByRole('button', { name: 'ยืนยันถอนเงิน' })).toBeDisabled();
    expect(screen.getByText('ยังไม่มีรายการถอนเงิน')).toBeInTheDocument();
  });

  it('cannot be sent offline and says why in Thai; back online it can', async () => {
    server.use(http.get('/api/member/withdraw/info', () => HttpResponse.json(ok(withdrawInfoFixture({ can_withdraw: true })))));
    open();
    await screen.findByTestId('withdraw-available');
    const submit = within(screen.getByRole('form', { name: 'ถอนเงิน' })).getByRole('button', { name: 'ยืนยันถอนเงิน' });
    expect(submit).toBeEnabled();
    act(() => onlineManager.setOnline(false));
    try {
      expect(submit).toBeDisabled();
      expect(screen.getByTestId('offline-reason')).toHaveTextContent(OFFLINE_REASON);
    } finally {
      act(() => onlineManager.setOnline(true));
    }
    expect(submit).toBeEnabled();
    expect(screen.queryByTestId('offline-reason')).not.toBeInTheDocument();
  });

  it('withdraws everything to the chosen account with one request on a double tap, then shows it waiting', async () => {
    const bodies: { amount: number; bank_account_id: number; idempotency_key: string }[] = [];
    let requested = false;
    server.use(
      http.get('/api/member/withdraw/info', () =>
        HttpResponse.json(
          ok(
            requested
              ? withdrawInfoFixture({
                  available: 0,
                  pending: withdrawalFixture(9, { amount: 1250.5 }),
                  can_withdraw: false,
                  blocked_reason: 'มีรายการถอนที่รอดำเนินการอยู่ กรุณารอให้รายการเดิมเสร็จสิ้นก่อน',
                })
              : withdrawInfoFixture(),
          ),
        ),
      ),
      http.get('/api/member/withdraw/list', () =>
        HttpResponse.json(ok({ items: requested ? [withdrawalFixture(9, { amount: 1250.5 })] : [], next_cursor: null })),
      ),
      http.post('/api/member/withdraw', async ({ request }) => {
        bodies.push((await request.json()) as (typeof bodies)[number]);
        await new Promise((r) => setTimeout(r, 100));
        requested = true;
        return HttpResponse.json({
          ...ok({ withdrawal: withdrawalFixture(9, { amount: 1250.5 }), available: 0, replayed: false }),
          message: 'ส่งคำขอถอนเงินแล้ว กรุณารอเจ้าหน้าที่ดำเนินการ',
        });
      }),
      http.post('/api/member/wallets', () => HttpResponse.json(ok([{ ...mainWallet, balance: requested ? 0 : 1250.5 }]))),
    );
    // A balance elsewhere on screen (the member panel in the app) reads the same wallets query.
    const { user } = renderWithProviders(
      <>
        <WithdrawPage />
        <WalletBalance />
      </>,
      { user: MEMBER, url: '/member/withdraw' },
    );
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent('฿ 1,250.50'));
    const form = within(await screen.findByRole('form', { name: 'ถอนเงิน' }));
    await user.click(form.getByRole('radio', { name: 'ธนาคารออมสิน xxxxxxxx5678' }));
    await user.click(form.getByRole('button', { name: 'ถอนทั้งหมด' }));
    expect(form.getByLabelText('จำนวนเงินที่ต้องการถอน (บาท)')).toHaveValue('1250.50');
    await user.dblClick(form.getByRole('button', { name: 'ยืนยันถอนเงิน' }));

    expect(await screen.findByText('ส่งคำขอถอนเงินแล้ว กรุณารอเจ้าหน้าที่ดำเนินการ')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toEqual({ amount: 1250.5, bank_account_id: 2, idempotency_key: expect.stringMatching(/^[A-Za-z0-9_.:-]{8,100}$/) });
    // The page reloads its state: the waiting withdrawal, the reason, and the list.
    expect(await screen.findByRole('status', { name: 'รายการถอนที่รอดำเนินการ' })).toHaveTextContent('1,250.50 บาท');
    expect(screen.getByTestId('withdraw-blocked')).toHaveTextContent('มีรายการถอนที่รอดำเนินการอยู่');
    const list = within(screen.getByRole('list', { name: 'รายการถอนเงิน' }));
    expect(list.getByText('รอดำเนินการ')).toHaveAttribute('data-status', 'pending');
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent('฿ 0.00'));
  });

  it('sends a new key for a new submission and shows refusals beside the amount', async () => {
    const keys: string[] = [];
    server.use(
      http.get('/api/member/withdraw/info', () => HttpResponse.json(ok(withdrawInfoFixture()))),
      http.post('/api/member/withdraw', async ({ request }) => {
        const body = (await request.json()) as { amount: number; idempotency_key: string };
        keys.push(body.idempotency_key);
        if (body.amount === 300)
          return HttpResponse.json({
            error: 3202,
            message: 'ยอดถอนรวมวันนี้เกินวงเงินถอนต่อวัน',
            data: { fields: { amount: 'วันนี้ถอนได้อีก 200.00 บาท' } },
          });
        return HttpResponse.json(fail(3204, 'มีรายการถอนที่รอดำเนินการอยู่ กรุณารอให้รายการเดิมเสร็จสิ้นก่อน'));
      }),
    );
    const { user } = open();
    const form = within(await screen.findByRole('form', { name: 'ถอนเงิน' }));
    const amount = form.getByLabelText('จำนวนเงินที่ต้องการถอน (บาท)');
    await user.type(amount, '50');
    await user.click(form.getByRole('button', { name: 'ยืนยันถอนเงิน' }));
    expect(within(fieldOf(amount)).getByText('จำนวนเงินถอนขั้นต่ำ 100.00 บาท')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '5000');
    await user.click(form.getByRole('button', { name: 'ยืนยันถอนเงิน' }));
    expect(within(fieldOf(amount)).getByText('ยอดเงินที่ถอนได้มี 1,250.50 บาท')).toBeInTheDocument();
    expect(keys).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '300');
    await user.click(form.getByRole('button', { name: 'ยืนยันถอนเงิน' }));
    expect(await within(fieldOf(amount)).findByText('วันนี้ถอนได้อีก 200.00 บาท')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '200');
    await user.click(form.getByRole('button', { name: 'ยืนยันถอนเงิน' }));
    expect(await form.findByText('มีรายการถอนที่รอดำเนินการอยู่ กรุณารอให้รายการเดิมเสร็จสิ้นก่อน')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('lists recent withdrawals with their states: waiting yellow, paid green, refused red with the reason', async () => {
    server.use(
      http.get('/api/member/withdraw/info', () => HttpResponse.json(ok(withdrawInfoFixture()))),
      http.get('/api/member/withdraw/list', ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        if (cursor === '7')
          return HttpResponse.json(
            ok({ items: [withdrawalFixture(6, { status: 'approved', status_name: 'สำเร็จ', amount: 50 })], next_cursor: null }),
          );
        return HttpResponse.json(
          ok({
            items: [
              withdrawalFixture(9, { amount: 300 }),
              withdrawalFixture(8, { status: 'approved', status_name: 'สำเร็จ', amount: 1000 }),
              withdrawalFixture(7, { status: 'rejected', status_name: 'ถูกปฏิเสธ', reject_reason: 'ชื่อบัญชีไม่ตรงกับชื่อสมาชิก' }),
            ],
            next_cursor: 7,
          }),
        );
      }),
    );
    const { user } = open();
    const list = within(await screen.findByRole('list', { name: 'รายการถอนเงิน' }));
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]).getByText('รอดำเนินการ')).toHaveAttribute('data-status', 'pending');
    expect(within(items[1]).getByText('สำเร็จ')).toHaveAttribute('data-status', 'approved');
    expect(within(items[1]).getByText('1,000.00 บาท')).toBeInTheDocument();
    expect(within(items[2]).getByText('ถูกปฏิเสธ')).toHaveAttribute('data-status', 'rejected');
    expect(within(items[2]).getByText('เหตุผล: ชื่อบัญชีไม่ตรงกับชื่อสมาชิก')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ดูเพิ่มเติม' }));
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(4));
  });

  it('after a met promotion with a maximum, says so and keeps the amount within it', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('/api/member/withdraw/info', () =>
        HttpResponse.json(
          ok(
            withdrawInfoFixture({
              available: 8000,
              withdraw_cap: {
                max_withdrawal: 5000,
                message: 'ถอนครั้งถัดไปได้สูงสุด 5,000 บาท ยอดที่เกินจะถูกหักคืนตามเงื่อนไขโปรโมชั่น',
              },
            }),
          ),
        ),
      ),
      http.post('/api/member/withdraw', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ error: 0, message: 'ส่งคำขอถอนเงินแล้ว', data: withdrawalFixture(9, { amount: 5000 }) });
      }),
    );
    const { user } = open();
    const cap = await screen.findByTestId('withdraw-cap');
    expect(cap).toHaveTextContent('ถอนได้สูงสุด 5,000 บาท ตามเงื่อนไขโปรโมชั่น');
    expect(cap).toHaveTextContent('ยอดที่เกินจะถูกหักคืนตามเงื่อนไขโปรโมชั่น');
    const form = within(screen.getByRole('form', { name: 'ถอนเงิน' }));
    const amount = form.getByLabelText('จำนวนเงินที่ต้องการถอน (บาท)');
    expect(fieldOf(amount)).toHaveTextContent('ถอนได้ตอนนี้ 5,000.00 บาท');
    await user.type(amount, '6000');
    await user.click(form.getByRole('button', { name: 'ยืนยันถอนเงิน' }));
    expect(within(fieldOf(amount)).getByText('ถอนได้สูงสุด 5,000.00 บาท ตามเงื่อนไขโปรโมชั่น')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await user.click(form.getByRole('button', { name: 'ถอนทั้งหมด' }));
    expect(amount).toHaveValue('5000');
    await user.click(form.getByRole('button', { name: 'ยืนยันถอนเงิน' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ amount: 5000 });
  });
});
