import type { BillDetail } from '@contract/lotto';
import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { OFFLINE_REASON } from '@/lib/network';
import { fail, ok, shellHandlers } from '@/test/api';
import { MEMBER, renderApp } from '@/test/render';
import { mockApi } from '@/test/server';
import { billFixture, GOV_RESULT, roundFixture } from '../testing';

const SLOW = { timeout: 5000 };

const won: BillDetail = billFixture(2, {
  round: roundFixture(1, {
    category_code: 'gov',
    category_name: 'หวยรัฐบาลไทย',
    group: 'government',
    status: 'resulted',
    status_name: 'ออกผลแล้ว',
    is_open: false,
    result: GOV_RESULT,
  }),
  status: 'won',
  status_name: 'ถูกรางวัล',
  total_amount: 30,
  total_win: 18000,
  item_count: 2,
  can_cancel: false,
  items: [
    {
      id: 21,
      bet_type: '3top',
      bet_type_name: '3 ตัวบน',
      number: '123',
      amount: 20,
      rate: 900,
      potential_win: 18000,
      limited: false,
      status: 'won',
      status_name: 'ถูกรางวัล',
      payout: 18000,
    },
    {
      id: 22,
      bet_type: '2bottom',
      bet_type_name: '2 ตัวล่าง',
      number: '99',
      amount: 10,
      rate: 90,
      potential_win: 900,
      limited: false,
      status: 'lost',
      status_name: 'ไม่ถูกรางวัล',
      payout: 0,
    },
  ],
});

const listQueries: URLSearchParams[] = [];
const cancels: unknown[] = [];
const server = mockApi(
  ...shellHandlers,
  http.get('/api/lotto/bill/list', ({ request }) => {
    const q = new URL(request.url).searchParams;
    listQueries.push(q);
    // The list answers bills without their items; the extra field changes nothing on screen.
    const all = [billFixture(1), won];
    const status = q.get('status');
    return HttpResponse.json(ok({ items: status ? all.filter((b) => b.status === status) : all, next_cursor: null }));
  }),
  http.get('/api/lotto/bill/detail', ({ request }) => {
    const id = Number(new URL(request.url).searchParams.get('bill_id'));
    if (id === 1) return HttpResponse.json(ok(billFixture(1)));
    if (id === 2) return HttpResponse.json(ok(won));
    return HttpResponse.json(fail(5, 'ไม่พบข้อมูลที่ต้องการ'), { status: 404 });
  }),
);
afterEach(() => {
  cleanup();
  listQueries.length = 0;
  cancels.length = 0;
});

describe('BillsPage', () => {
  it('asks a visitor to log in, without calling for bills', async () => {
    renderApp('/lotto/bills');
    expect(await screen.findByRole('heading', { name: 'กรุณาเข้าสู่ระบบ' }, SLOW)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'เข้าสู่ระบบ' }).some((a) => a.getAttribute('href') === '/login')).toBe(true);
    expect(listQueries).toHaveLength(0);
  });

  it('lists the bills with their status, stake and winnings, and filters by status', async () => {
    const { user, router } = renderApp('/lotto/bills', { user: MEMBER });
    const rows = await screen.findAllByTestId('lotto-bill-row', {}, SLOW);
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('LT000001');
    expect(rows[0].textContent).toContain('รอผล');
    expect(rows[0].textContent).toContain('100.00');
    expect(rows[1].textContent).toContain('ถูกรางวัล');
    expect(within(rows[1]).getByTestId('lotto-bill-row-win').textContent).toBe('+18,000.00');

    await user.click(screen.getByRole('link', { name: 'ถูกรางวัล' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'won' }));
    await waitFor(() => expect(screen.getAllByTestId('lotto-bill-row')).toHaveLength(1));
    expect(listQueries.at(-1)?.get('status')).toBe('won');
  });

  it('shows a won bill: the won card, the draw result and every number with what it paid', async () => {
    renderApp('/lotto/bills?bill=2', { user: MEMBER });
    const card = await screen.findByTestId('lotto-outcome-won', {}, SLOW);
    expect(within(card).getByTestId('lotto-outcome-win').textContent).toBe('+18,000.00');
    expect(screen.getByTestId('result-first').textContent).toBe('845123');
    const items = screen.getAllByTestId('lotto-bill-item');
    expect(items.map((i) => i.getAttribute('data-status'))).toEqual(['won', 'lost']);
    expect(items[0].textContent).toContain('+18,000.00');
    expect(items[1].textContent).toContain('ไม่ถูกรางวัล');
    expect(screen.queryByRole('button', { name: 'ยกเลิกโพย' })).toBeNull();
  });

  it('cancels a pending bill after confirming, with agent_id "1", and shows it refunded', async () => {
    server.use(
      http.post('/api/lotto/bill/cancel', async ({ request }) => {
        cancels.push(await request.json());
        return HttpResponse.json(
          ok({
            bill: billFixture(1, {
              status: 'cancelled',
              status_name: 'ยกเลิกแล้ว',
              can_cancel: false,
              cancelled_at: '2026-11-21T08:30:00.000Z',
            }),
            balance: 900,
          }),
        );
      }),
    );
    const { user } = renderApp('/lotto/bills?bill=1', { user: MEMBER });
    await user.click(await screen.findByRole('button', { name: 'ยกเลิกโพย' }, SLOW));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('คืนเงิน 100.00 บาท');
    expect(cancels).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันยกเลิกโพย' }));
    expect(await screen.findByTestId('lotto-outcome-cancelled')).toBeTruthy();
    expect(cancels).toEqual([{ bill_id: 1, agent_id: '1' }]);
    expect(await screen.findByText('ยกเลิกโพยสำเร็จ คืนเงิน 100.00 บาท')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'ยกเลิกโพย' })).toBeNull();
  });

  it('cannot cancel a bill offline: the button is disabled with the Thai reason beneath, and nothing is sent', async () => {
    server.use(
      http.post('/api/lotto/bill/cancel', async ({ request }) => {
        cancels.push(await request.json());
        return HttpResponse.json(fail(8, 'ไม่ควรถูกเรียก'));
      }),
    );
    const { user } = renderApp('/lotto/bills?bill=1', { user: MEMBER });
    const cancel = await screen.findByRole('button', { name: 'ยกเลิกโพย' }, SLOW);
    expect(cancel).toBeEnabled();
    act(() => onlineManager.setOnline(false));
    try {
      expect(cancel).toBeDisabled();
      // The member panel's balance refresh says the same in the header; this one is the bill's.
      const reason = within(cancel.parentElement as HTMLElement).getByTestId('offline-reason');
      expect(reason).toHaveTextContent(OFFLINE_REASON);
      expect(cancel.compareDocumentPosition(reason) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      await user.click(cancel);
      expect(screen.queryByRole('alertdialog')).toBeNull();
    } finally {
      act(() => onlineManager.setOnline(true));
    }
    expect(cancel).toBeEnabled();
    expect(within(cancel.parentElement as HTMLElement).queryByTestId('offline-reason')).toBeNull();
    expect(cancels).toHaveLength(0);
  });

  it('cannot confirm a cancel when the connection drops while the dialog is open', async () => {
    const { user } = renderApp('/lotto/bills?bill=1', { user: MEMBER });
    await user.click(await screen.findByRole('button', { name: 'ยกเลิกโพย' }, SLOW));
    const dialog = await screen.findByRole('alertdialog');
    act(() => onlineManager.setOnline(false));
    try {
      expect(within(dialog).getByRole('button', { name: 'ยืนยันยกเลิกโพย' })).toBeDisabled();
    } finally {
      act(() => onlineManager.setOnline(true));
    }
    expect(within(dialog).getByRole('button', { name: 'ยืนยันยกเลิกโพย' })).toBeEnabled();
    expect(cancels).toHaveLength(0);
  });

  it("shows the server's Thai refusal when the bill can no longer be cancelled", async () => {
    server.use(http.post('/api/lotto/bill/cancel', () => HttpResponse.json(fail(5006, 'ยกเลิกโพยได้ถึง 10 นาทีก่อนปิดรับแทงเท่านั้น'))));
    const { user } = renderApp('/lotto/bills?bill=1', { user: MEMBER });
    await user.click(await screen.findByRole('button', { name: 'ยกเลิกโพย' }, SLOW));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ยืนยันยกเลิกโพย' }));
    expect((await screen.findByTestId('lotto-cancel-error')).textContent).toBe('ยกเลิกโพยได้ถึง 10 นาทีก่อนปิดรับแทงเท่านั้น');
  });

  it('says the session expired on a 401 and keeps the member on the page', async () => {
    server.use(http.get('/api/lotto/bill/list', () => HttpResponse.json({ error: 1005, message: 'unauthorized' }, { status: 401 })));
    const { router } = renderApp('/lotto/bills', { user: MEMBER });
    expect(await screen.findByText('เซสชันหมดอายุ กรุณาลองใหม่อีกครั้ง', {}, SLOW)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/lotto/bills');
  });

  it("answers another member's bill with the server's not-found message", async () => {
    renderApp('/lotto/bills?bill=9', { user: MEMBER });
    expect(await screen.findByText('ไม่พบข้อมูลที่ต้องการ', {}, SLOW)).toBeTruthy();
  });
});
