import type { StatementItem } from '@contract/statement';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALENDAR_LOAD, pickThaiDate } from '@/components/date-picker/testing';
import { ok } from '@/test/api';
import { MEMBER, renderWithProviders } from '@/test/render';
import { mockApi } from '@/test/server';
import { StatementPage } from './StatementPage';

function item(id: number, over: Partial<StatementItem> = {}): StatementItem {
  return {
    id,
    type: 'deposit',
    type_name: 'ฝากเงิน',
    amount: 500,
    balance_after: 500,
    status: 'completed',
    status_name: 'สำเร็จ',
    wallet_type_id: 1,
    wallet_name: 'กระเป๋าหลัก',
    reference: `QRREF${id}`,
    created_at: '2026-11-21T06:25:57.030Z',
    settled_at: '2026-11-21T06:25:57.030Z',
    ...over,
  };
}

const queries: URLSearchParams[] = [];
mockApi(
  http.get('/api/member/statement', ({ request }) => {
    const q = new URL(request.url).searchParams;
    queries.push(q);
    if (q.get('cursor') === '2')
      return HttpResponse.json(ok({ items: [item(1, { amount: 100, balance_after: 100, reference: 'QRFIRST' })], next_cursor: null }));
    return HttpResponse.json(
      ok({
        items: [
          item(3, {
            type: 'withdrawal',
            type_name: 'ถอนเงิน',
            amount: -200,
            balance_after: null,
            status: 'pending',
            status_name: 'รอดำเนินการ',
            reference: 'WD2',
          }),
          item(2, { amount: 500, balance_after: 600 }),
        ],
        next_cursor: 2,
      }),
    );
  }),
);

/** A stand-in IntersectionObserver the test can trigger: jsdom has none. */
const observers: { cb: IntersectionObserverCallback; el?: Element }[] = [];
class FakeObserver {
  constructor(readonly cb: IntersectionObserverCallback) {}
  observe(el: Element) {
    observers.push({ cb: this.cb, el });
  }
  disconnect() {
    for (let i = observers.length - 1; i >= 0; i--) if (observers[i].cb === this.cb) observers.splice(i, 1);
  }
  unobserve() {}
}
const scrollToEnd = () =>
  act(() => {
    for (const o of [...observers]) o.cb([{ isIntersecting: true, target: o.el } as IntersectionObserverEntry], {} as IntersectionObserver);
  });

afterEach(() => {
  cleanup();
  queries.length = 0;
  vi.unstubAllGlobals();
});

const open = () => renderWithProviders(<StatementPage />, { user: MEMBER, url: '/member/statement' });

describe('StatementPage', () => {
  it('lists movements with Thai type names, signed amounts, balance after, status and Bangkok Buddhist-era time', async () => {
    open();
    const rows = await screen.findAllByTestId('statement-row');
    expect(rows).toHaveLength(2);
    const [withdrawal, deposit] = rows.map((r) => within(r));
    expect(withdrawal.getByText('ถอนเงิน')).toBeInTheDocument();
    expect(withdrawal.getByTestId('statement-amount')).toHaveTextContent('−200.00');
    expect(withdrawal.getByText('รอดำเนินการ')).toBeInTheDocument();
    expect(withdrawal.getByText('คงเหลือ -')).toBeInTheDocument();
    expect(withdrawal.getByText('WD2')).toBeInTheDocument();
    expect(deposit.getByText('ฝากเงิน')).toBeInTheDocument();
    expect(deposit.getByTestId('statement-amount')).toHaveTextContent('+500.00');
    expect(deposit.getByText('คงเหลือ 600.00')).toBeInTheDocument();
    expect(deposit.getByText('21 พ.ย. 2569 13:25 น.')).toBeInTheDocument();
    expect(queries[0].get('limit')).toBe('20');
    expect(queries[0].has('type')).toBe(false);
  });

  it("offers the member's seven groups and sends each chosen group's kinds", async () => {
    const { user } = open();
    await screen.findAllByTestId('statement-row');
    const types = within(screen.getByRole('group', { name: 'ประเภทรายการ' }));
    // One chip per group, no chip for an internal kind.
    expect(types.getAllByRole('button').map((b) => b.textContent)).toEqual(['ทั้งหมด', 'ฝาก', 'ถอน', 'เกม', 'หวย', 'กีฬา', 'โบนัส', 'อื่น ๆ']);
    expect(types.queryByRole('button', { name: 'แก้ไขผลหวย' })).not.toBeInTheDocument();
    expect(types.queryByRole('button', { name: 'หักชำระยอดค้าง' })).not.toBeInTheDocument();
    await user.click(types.getByRole('button', { name: 'ฝาก' }));
    await user.click(types.getByRole('button', { name: 'หวย' }));
    await waitFor(() =>
      expect(queries.at(-1)?.get('type')?.split(',')).toEqual(['deposit', 'lotto_bill', 'lotto_win', 'lotto_refund', 'lotto_correction']),
    );
    expect(types.getByRole('button', { name: 'ทั้งหมด' })).toHaveAttribute('aria-pressed', 'false');
    expect(types.getByRole('button', { name: 'หวย' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends the Thai-picked dates as ISO days, never an end before the start', async () => {
    const { user } = open();
    await screen.findAllByTestId('statement-row');
    const types = within(screen.getByRole('group', { name: 'ประเภทรายการ' }));
    await user.click(types.getByRole('button', { name: 'ฝาก' }));

    // No native date boxes: the Thai picker, read in the Buddhist era, sends ISO days.
    expect(document.querySelector('input[type="date"]')).toBeNull();
    await pickThaiDate(user, 'ตั้งแต่วันที่', '2026-11-01');
    await pickThaiDate(user, 'ถึงวันที่', '2026-11-21');
    await waitFor(() => expect(queries.at(-1)?.get('to')).toBe('2026-11-21'));
    expect(queries.at(-1)?.get('from')).toBe('2026-11-01');
    expect(queries.at(-1)?.get('type')).toBe('deposit');
    expect(screen.getByRole('button', { name: /^ตั้งแต่วันที่/ })).toHaveTextContent('1 พ.ย. 2569');
    expect(screen.getByRole('button', { name: /^ถึงวันที่/ })).toHaveTextContent('21 พ.ย. 2569');

    // An end before the start cannot be picked: the end's calendar starts at the start's month, and
    // the start's days after the end refuse.
    await user.click(screen.getByRole('button', { name: /^ถึงวันที่/ }));
    let dialog = await screen.findByRole('dialog', {}, CALENDAR_LOAD);
    expect(within(dialog).getByRole('button', { name: 'เดือนก่อนหน้า' })).toBeDisabled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: /^ตั้งแต่วันที่/ }));
    dialog = await screen.findByRole('dialog', {}, CALENDAR_LOAD);
    const late = within(dialog).getByRole('button', { name: /ที่ 22 พฤศจิกายน 2569$/ });
    expect(late).toHaveAttribute('aria-disabled', 'true');
    const before = queries.length;
    await user.click(late);
    expect(queries.length).toBe(before);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Back to every type, from the 1st (the end date cleared).
    await user.click(screen.getByRole('button', { name: /^ถึงวันที่/ }));
    await user.click(within(await screen.findByRole('dialog', {}, CALENDAR_LOAD)).getByRole('button', { name: 'ล้างวันที่' }));
    await user.click(types.getByRole('button', { name: 'ทั้งหมด' }));
    await waitFor(() => {
      const last = queries.at(-1);
      expect([last?.has('type'), last?.get('from'), last?.has('to')]).toEqual([false, '2026-11-01', false]);
    });
  }, 45_000);

  it('loads the next page when the end of the list scrolls into view', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    open();
    expect(await screen.findAllByTestId('statement-row')).toHaveLength(2);
    await waitFor(() => expect(observers.length).toBeGreaterThan(0));
    scrollToEnd();
    await waitFor(() => expect(screen.getAllByTestId('statement-row')).toHaveLength(3));
    expect(queries.at(-1)?.get('cursor')).toBe('2');
    expect(screen.getByText('QRFIRST')).toBeInTheDocument();
    // The last page: nothing more to load, no button.
    expect(screen.queryByRole('button', { name: 'ดูเพิ่มเติม' })).not.toBeInTheDocument();
  });

  it("offers 'ดูเพิ่มเติม' where scrolling cannot be observed", async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { user } = open();
    expect(await screen.findAllByTestId('statement-row')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'ดูเพิ่มเติม' }));
    await waitFor(() => expect(screen.getAllByTestId('statement-row')).toHaveLength(3));
  });
});
