import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALENDAR_LOAD, pickThaiDate } from '@/components/date-picker/testing';
import { toaster } from '@/components/toaster';
import { walletsQueryKey } from '@/features/member';
import { fail, ok } from '@/test/api';
import { MEMBER, renderWithProviders } from '@/test/render';
import { mockApi } from '@/test/server';
import { CashbackPage } from './CashbackPage';
import { cashbackConfigFixture, cashbackSummaryFixture, entryFixture, historyFixture } from './testing';

const claimed = entryFixture({
  id: 10,
  period: '2026-11-18',
  period_end: '2026-11-18',
  base: 800,
  percent: 7,
  amount: 56,
  status: 'claimed',
  status_name: 'รับแล้ว',
  expires_at: '2026-11-21T17:00:00.000Z',
  claimed_at: '2026-11-19T05:30:00.000Z',
});

const server = mockApi(
  http.get('/api/cashback/config', () => HttpResponse.json(ok(cashbackConfigFixture()))),
  http.get('/api/cashback/summary', () => HttpResponse.json(ok(cashbackSummaryFixture()))),
  http.get('/api/cashback/loss/history', () => HttpResponse.json(ok(historyFixture([entryFixture(), claimed], { claimable: 1234 })))),
  http.get('/api/cashback/turnover/history', () =>
    HttpResponse.json(
      ok(historyFixture([entryFixture({ id: 21, kind: 'commission', base: 30_000, percent: 0.4, amount: 120, products: [] })])),
    ),
  ),
);
afterEach(() => {
  cleanup();
  toaster.remove();
});

const claimResult = { kind: 'cashback', amount: 1234, entries: 2, balance: 5234.5, required_turnover: 1234 };

describe('CashbackPage, logged out', () => {
  it('shows the rules of both rewards and the way to register or log in (no member call)', async () => {
    renderWithProviders(<CashbackPage />, { url: '/cashback' });
    expect(await screen.findByRole('heading', { level: 1, name: 'แคชแบ็กรายวัน' })).toBeInTheDocument();
    const cashback = within(await screen.findByTestId('rules-cashback'));
    const rates = within(cashback.getByRole('table', { name: 'อัตราคืนยอดเสีย' }));
    expect(rates.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['เกม', 'สมาชิก', 'VIP Gold', 'VIP Hero']);
    expect(
      rates
        .getAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        ),
    ).toEqual([
      ['สล็อต', '5%', '7%', '10%'],
      ['คาสิโน', '3%', '4%', '5%'],
      ['หวย', '0%', '0.5%', '1%'],
    ]);
    expect(cashback.getByText('ยอดเสียขั้นต่ำต่อวัน').nextSibling).toHaveTextContent('100 บาท');
    expect(cashback.getByText('ได้รับสูงสุดต่อวัน').nextSibling).toHaveTextContent('10,000 บาท');
    expect(cashback.getByText('รับได้').nextSibling).toHaveTextContent('ตั้งแต่วันถัดไป ภายใน 3 วัน');
    expect(cashback.getByText('เงื่อนไข').nextSibling).toHaveTextContent('ติดเทิร์น 1 เท่า');

    const commission = within(screen.getByTestId('rules-commission'));
    expect(commission.getByRole('table', { name: 'อัตราค่าคอมมิชชั่น' })).toHaveTextContent('0.3%');
    expect(commission.getByText('ยอดเทิร์นขั้นต่ำต่อวัน').nextSibling).toHaveTextContent('ไม่มีขั้นต่ำ');
    expect(commission.getByText('ได้รับสูงสุดต่อวัน').nextSibling).toHaveTextContent('ไม่จำกัด');
    expect(commission.getByText('เงื่อนไข').nextSibling).toHaveTextContent('ไม่ติดเทิร์น');

    expect(screen.getByRole('link', { name: 'สมัครสมาชิก' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบ' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'รับแคชแบ็ก' })).not.toBeInTheDocument();
  });

  it('says when a reward is closed', async () => {
    server.use(
      http.get('/api/cashback/config', () =>
        HttpResponse.json(ok(cashbackConfigFixture({ commission: { ...cashbackConfigFixture().commission, enabled: false } }))),
      ),
    );
    renderWithProviders(<CashbackPage />, { url: '/cashback' });
    expect(await within(await screen.findByTestId('rules-commission')).findByText(/ปิดให้บริการชั่วคราว/)).toBeInTheDocument();
    expect(within(screen.getByTestId('rules-cashback')).queryByText(/ปิดให้บริการชั่วคราว/)).not.toBeInTheDocument();
  });

  it('shows the failure in place with a retry, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    server.use(
      http.get('/api/cashback/config', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(fail(1, 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง'), { status: 500 })
          : HttpResponse.json(ok(cashbackConfigFixture()));
      }),
    );
    const { user } = renderWithProviders(<CashbackPage />, { url: '/cashback' });
    expect(await screen.findByText('ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('[rewards] cashback config: ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง');
    // The way in stays on the page.
    expect(screen.getByRole('link', { name: 'สมัครสมาชิก' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByTestId('rules-cashback')).toBeInTheDocument();
    log.mockRestore();
  });
});

describe('CashbackPage, logged in', () => {
  const open = async () => {
    const view = renderWithProviders(<CashbackPage />, { user: MEMBER, url: '/cashback' });
    await screen.findByTestId('claimable-amount');
    return view;
  };

  it("shows today's running figures per product, what is claimable, the rules with the member's VIP level and the history", async () => {
    await open();
    expect(screen.getByRole('tab', { name: 'คืนยอดเสียรายวัน' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('claimable-amount')).toHaveTextContent('1,234.00 บาท');
    const today = within(screen.getByRole('region', { name: 'ยอดเสียวันนี้' }));
    expect(today.getByTestId('reward-status')).toHaveTextContent('รอสรุปยอด');
    expect(today.getByText('21 พ.ย. 2569')).toBeInTheDocument();
    expect(today.getByTestId('current-base')).toHaveTextContent('1,234.50 บาท');
    expect(today.getByTestId('current-percent')).toHaveTextContent('6.43%');
    expect(today.getByTestId('current-amount')).toHaveTextContent('79.40 บาท');
    const products = within(today.getByRole('table', { name: 'คืนยอดเสียรายวัน แยกตามเกม' }));
    expect(
      products
        .getAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        ),
    ).toEqual([
      ['สล็อต', '1,000.00', '7%', '70.00'],
      ['คาสิโน', '234.50', '4%', '9.38'],
    ]);
    // The requirement of a claim, and the member's level (VIP Gold) marked in the rates.
    expect(screen.getByText('เงื่อนไข: ติดเทิร์น 1 เท่า')).toBeInTheDocument();
    const rules = within(await screen.findByTestId('rules-cashback'));
    expect(rules.getByRole('columnheader', { name: /VIP Gold/ })).toHaveTextContent('ระดับของท่าน');

    const history = within(await screen.findByRole('list', { name: 'ประวัติคืนยอดเสียรายวัน' }));
    const [first, second] = history.getAllByRole('listitem');
    expect(first).toHaveTextContent('19 พ.ย. 2569');
    expect(first).toHaveTextContent('ยอดเสีย 2,500.00 บาท · 5%');
    expect(first).toHaveTextContent('125.00 บาท');
    expect(first).toHaveTextContent('รับได้');
    expect(first).toHaveTextContent('รับได้ถึง 23 พ.ย. 2569 00:00 น.');
    expect(second).toHaveTextContent('รับแล้ว');
    expect(second).toHaveTextContent('รับเมื่อ 19 พ.ย. 2569 12:30 น.');
  });

  it('opens a day’s per-product detail', async () => {
    const { user } = await open();
    const history = within(await screen.findByRole('list', { name: 'ประวัติคืนยอดเสียรายวัน' }));
    const row = within(history.getAllByRole('listitem')[0]);
    expect(row.queryByRole('table')).not.toBeInTheDocument();
    await user.click(row.getAllByRole('button', { name: 'ดูรายละเอียดแยกตามเกม' })[0]);
    const detail = within(row.getByRole('table', { name: 'รายละเอียด 19 พ.ย. 2569' }));
    expect(detail.getByRole('row', { name: /สล็อต/ })).toHaveTextContent('2,000.00');
    expect(detail.getByRole('row', { name: /สล็อต/ })).toHaveTextContent('140.00');
    await user.click(row.getByRole('button', { name: 'ซ่อนรายละเอียด' }));
    expect(row.queryByRole('table')).not.toBeInTheDocument();
  });

  it('a double tap claims once, shows the amount credited and refreshes the balance', async () => {
    let calls = 0;
    let body: unknown;
    let release: () => void = () => {};
    const answered = new Promise<void>((r) => {
      release = r;
    });
    server.use(
      http.post('/api/cashback/loss/claim', async ({ request }) => {
        calls += 1;
        body = await request.json();
        await answered;
        return HttpResponse.json({ error: 0, message: 'รับแคชแบ็ก 1,234.00 บาทเข้ากระเป๋าหลักแล้ว', data: claimResult });
      }),
    );
    const { user, queryClient } = await open();
    queryClient.setQueryData(walletsQueryKey, [{ id: 1, wallet_name: 'กระเป๋าหลัก', balance: 4000.5, wallet_type_id: 1 }]);
    const button = screen.getByRole('button', { name: 'รับแคชแบ็ก' });
    await user.dblClick(button);
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    release();
    const success = await screen.findByTestId('claim-success');
    expect(calls).toBe(1);
    expect(body).toEqual({ type: 'cashback' });
    expect(success).toHaveTextContent('ได้รับ 1,234.00 บาท เข้ากระเป๋าหลักแล้ว');
    expect(success).toHaveTextContent('รับแคชแบ็ก 1,234.00 บาทเข้ากระเป๋าหลักแล้ว');
    expect(success).toHaveTextContent('ยอดเงินคงเหลือ 5,234.50 บาท');
    expect(success).toHaveTextContent('ต้องทำเทิร์น 1,234.00 บาท ก่อนถอน');
    expect(queryClient.getQueryState(walletsQueryKey)?.isInvalidated).toBe(true);
  });

  it('the commission tab claims the commission', async () => {
    let body: unknown;
    server.use(
      http.post('/api/cashback/loss/claim', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(ok({ ...claimResult, kind: 'commission', amount: 56.78, required_turnover: null }));
      }),
    );
    const { user } = await open();
    await user.click(screen.getByRole('tab', { name: 'คืนค่าคอมมิชชั่น' }));
    expect(screen.getByRole('tab', { name: 'คืนค่าคอมมิชชั่น' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('claimable-amount')).toHaveTextContent('56.78 บาท');
    const today = within(screen.getByRole('region', { name: 'ยอดเทิร์นวันนี้' }));
    expect(today.getByTestId('current-base')).toHaveTextContent('20,000.00 บาท');
    expect(await screen.findByRole('list', { name: 'ประวัติคืนค่าคอมมิชชั่น' })).toHaveTextContent('ยอดเทิร์น 30,000.00 บาท · 0.4%');
    await user.click(screen.getByRole('button', { name: 'รับค่าคอมมิชชั่น' }));
    const success = await screen.findByTestId('claim-success');
    expect(body).toEqual({ type: 'commission' });
    expect(success).toHaveTextContent('ได้รับ 56.78 บาท เข้ากระเป๋าหลักแล้ว');
    expect(success).not.toHaveTextContent('ต้องทำเทิร์น');
  });

  it("shows the server's Thai message when the claim is refused", async () => {
    server.use(http.post('/api/cashback/loss/claim', () => HttpResponse.json(fail(3410, 'ยังไม่มียอดที่รับได้ในตอนนี้'))));
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'รับแคชแบ็ก' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('รับแคชแบ็กไม่สำเร็จ');
    expect(toast).toHaveTextContent('ยังไม่มียอดที่รับได้ในตอนนี้');
    expect(screen.queryByTestId('claim-success')).not.toBeInTheDocument();
  });

  it('nothing to claim: the button is disabled and says why', async () => {
    server.use(
      http.get('/api/cashback/summary', () =>
        HttpResponse.json(ok(cashbackSummaryFixture({ cashback: { ...cashbackSummaryFixture().cashback, claimable: 0 } }))),
      ),
    );
    await open();
    expect(screen.getByTestId('claimable-amount')).toHaveTextContent('0.00 บาท');
    expect(screen.getByRole('button', { name: 'รับแคชแบ็ก' })).toBeDisabled();
    expect(screen.getByText(/ยังไม่มียอดที่รับได้ในตอนนี้/)).toBeInTheDocument();
  });

  it('the history filter sends from, to and the page', async () => {
    const asked: Record<string, string>[] = [];
    server.use(
      http.get('/api/cashback/loss/history', ({ request }) => {
        const q = Object.fromEntries(new URL(request.url).searchParams);
        asked.push(q);
        const page = Number(q.page);
        return HttpResponse.json(
          ok(historyFixture([entryFixture({ id: page, period: `2026-11-0${page}`, period_end: `2026-11-0${page}` })], { page, total: 25 })),
        );
      }),
    );
    const { user, container } = await open();
    await screen.findByRole('list', { name: 'ประวัติคืนยอดเสียรายวัน' });
    expect(asked[0]).toEqual({ page: '1', page_size: '10' });

    // The Thai date picker (no native date box) sends ISO days.
    expect(container.querySelector('input[type="date"]')).toBeNull();
    await pickThaiDate(user, 'ตั้งแต่วันที่', '2026-11-01');
    await pickThaiDate(user, 'ถึงวันที่', '2026-11-20');
    await waitFor(() => expect(asked.at(-1)).toEqual({ from: '2026-11-01', to: '2026-11-20', page: '1', page_size: '10' }));
    // The chosen dates read in the Buddhist era.
    expect(screen.getByRole('button', { name: /^ตั้งแต่วันที่/ })).toHaveTextContent('1 พ.ย. 2569');
    expect(await screen.findByText('หน้า 1 / 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ถัดไป' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ from: '2026-11-01', to: '2026-11-20', page: '2', page_size: '10' }));
    expect(await screen.findByText('หน้า 2 / 3')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'ประวัติคืนยอดเสียรายวัน' })).toHaveTextContent('2 พ.ย. 2569');

    // A reversed range cannot be picked: the start's days after the end refuse, and nothing is asked.
    const before = asked.length;
    await user.click(screen.getByRole('button', { name: /^ตั้งแต่วันที่/ }));
    const late = within(await screen.findByRole('dialog', {}, CALENDAR_LOAD)).getByRole('button', { name: /ที่ 25 พฤศจิกายน 2569$/ });
    expect(late).toHaveAttribute('aria-disabled', 'true');
    await user.click(late);
    expect(asked.length).toBe(before);
  }, 45_000);
});
