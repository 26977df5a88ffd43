import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '@/components/toaster';
import { promotionDialogAtom } from '@/state/ui';
import { fail, ok } from '@/test/api';
import { MEMBER, renderWithProviders } from '@/test/render';
import { mockApi } from '@/test/server';
import { MyPromotionsPage } from './MyPromotionsPage';
import { activeFixture, historyFixture, listFixture, meFixture } from './testing';

const server = mockApi(
  http.get('/api/promotion/me', () =>
    HttpResponse.json(
      ok(
        meFixture({
          choice: { promotion_id: 2, coupon_code_masked: null, chosen_at: '2026-11-21T06:00:00.000Z' },
          history: [
            historyFixture(9),
            historyFixture(8, {
              title: 'ฝากแรกของวันรับ 10%',
              deposit_amount: 50,
              bonus: 0,
              outcome: 'refused',
              outcome_name: 'ไม่ได้รับโบนัส',
              reason: 'ยอดฝากต่ำกว่าขั้นต่ำของโปรโมชั่น (300 บาท)',
            }),
            historyFixture(7, {
              outcome: 'forfeited',
              outcome_name: 'สิ้นสุดก่อนครบเงื่อนไข',
              reason: 'หมดเวลา',
              forfeited_amount: 320.5,
              ended_at: '2026-11-18T03:00:00.000Z',
            }),
          ],
        }),
      ),
    ),
  ),
  http.get('/api/promotion/list', () => HttpResponse.json(ok(listFixture()))),
  http.post('/api/member/wallets', () => HttpResponse.json(ok([]))),
);
afterEach(() => {
  cleanup();
  toaster.remove();
});

const open = () => renderWithProviders(<MyPromotionsPage />, { user: MEMBER, url: '/member/promotions' });

describe('MyPromotionsPage', () => {
  it('shows the active requirement with its progress, what is left, weights, maximum and expiry, and the history', async () => {
    open();
    const active = within(await screen.findByRole('article', { name: 'สมาชิกใหม่รับโบนัส 50%' }));
    expect(active.getByRole('progressbar', { name: 'ความคืบหน้า สมาชิกใหม่รับโบนัส 50%' })).toHaveAttribute('aria-valuenow', '45');
    expect(active.getByTestId('requirement-percent')).toHaveTextContent('45%');
    expect(active.getByText('ทำเทิร์นแล้ว 675 / 1,500 บาท')).toBeInTheDocument();
    expect(active.getByTestId('requirement-remaining')).toHaveTextContent('เหลืออีก 825 บาท');
    expect(
      within(active.getByRole('list', { name: 'เกมที่นับยอด' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['สล็อต 100%', 'คาสิโน 50%', 'หวย 0%']);
    expect(active.getByText('ถอนได้สูงสุด').nextSibling).toHaveTextContent('5,000 บาท');
    // 03:00 UTC is 10:00 in Bangkok.
    expect(active.getByText('หมดเวลา').nextSibling).toHaveTextContent('27 พ.ย. 2569 10:00 น.');
    expect(active.getByText('โบนัสที่ได้รับ').nextSibling).toHaveTextContent('500 บาท');

    // The title comes from the promotion list, read beside.
    await waitFor(() => expect(screen.getByTestId('next-choice')).toHaveTextContent('ฝากแรกของวันรับ 10%'));

    const history = within(screen.getByRole('list', { name: 'ประวัติโปรโมชั่น' }));
    const rows = history.getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('ไม่ได้รับโบนัส');
    expect(rows[1]).toHaveTextContent('ยอดฝากต่ำกว่าขั้นต่ำของโปรโมชั่น (300 บาท)');
    expect(rows[2]).toHaveTextContent('สิ้นสุดก่อนครบเงื่อนไข');
    expect(rows[2]).toHaveTextContent('หมดเวลา');
    expect(rows[2]).toHaveTextContent('หักคืน 320.50 บาท');
  });

  it('a balance target reads as the balance now and what is missing', async () => {
    server.use(
      http.get('/api/promotion/me', () =>
        HttpResponse.json(
          ok(
            meFixture({
              active: [
                activeFixture({ kind: 'balance', title: 'ฝาก 100 รับ 200', required: 600, done: 150, remaining: 450, percent_done: 25 }),
              ],
            }),
          ),
        ),
      ),
    );
    open();
    const active = within(await screen.findByRole('article', { name: 'ฝาก 100 รับ 200' }));
    expect(active.getByText('ยอดเงินตอนนี้ 150 / 600 บาท')).toBeInTheDocument();
    expect(active.getByTestId('requirement-remaining')).toHaveTextContent('ขาดอีก 450 บาท');
    expect(active.queryByRole('list', { name: 'เกมที่นับยอด' })).not.toBeInTheDocument();
  });

  it('cancel asks first, showing what will be forfeited, then cancels and reads the state again', async () => {
    let body: { requirement_id?: number; idempotency_key?: string } = {};
    let cancelled = false;
    server.use(
      http.post('/api/promotion/cancel', async ({ request }) => {
        body = (await request.json()) as typeof body;
        cancelled = true;
        return HttpResponse.json(ok({ forfeited: 812.5, balance: 5 }));
      }),
      http.get('/api/promotion/me', () => HttpResponse.json(ok(meFixture(cancelled ? { active: [], history: [] } : {})))),
    );
    const { user } = open();
    const active = within(await screen.findByRole('article', { name: 'สมาชิกใหม่รับโบนัส 50%' }));
    await user.click(active.getByRole('button', { name: 'ยกเลิกโปรโมชั่น' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText('ยกเลิกโปรโมชั่น สมาชิกใหม่รับโบนัส 50%')).toBeInTheDocument();
    expect(dialog.getByTestId('cancel-forfeit')).toHaveTextContent('812.50 บาท');
    expect(dialog.getByText(/หักคืนโบนัสและยอดเล่นได้จากโบนัส/)).toBeInTheDocument();
    expect(cancelled).toBe(false);

    await user.click(dialog.getByRole('button', { name: 'ยืนยันยกเลิก' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('หักคืน 812.50 บาท ยอดเงินคงเหลือ 5 บาท');
    expect(body.requirement_id).toBe(41);
    expect(body.idempotency_key).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(await screen.findByText('ไม่มีโปรโมชั่นที่ต้องทำเทิร์น ถอนเงินได้ตามปกติ')).toBeInTheDocument();
  });

  it('"ไม่ยกเลิก" closes without a call; a refusal is shown in the dialog', async () => {
    let calls = 0;
    server.use(
      http.post('/api/promotion/cancel', () => {
        calls += 1;
        return HttpResponse.json(fail(3304, 'โปรโมชั่นนี้สิ้นสุดไปแล้ว'));
      }),
    );
    const { user } = open();
    const active = within(await screen.findByRole('article', { name: 'สมาชิกใหม่รับโบนัส 50%' }));
    await user.click(active.getByRole('button', { name: 'ยกเลิกโปรโมชั่น' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ไม่ยกเลิก' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls).toBe(0);

    await user.click(active.getByRole('button', { name: 'ยกเลิกโปรโมชั่น' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await user.click(dialog.getByRole('button', { name: 'ยืนยันยกเลิก' }));
    expect(await dialog.findByText('โปรโมชั่นนี้สิ้นสุดไปแล้ว')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('shows the withdrawal cap waiting for the next withdrawal', async () => {
    server.use(
      http.get('/api/promotion/me', () =>
        HttpResponse.json(
          ok(
            meFixture({
              active: [],
              withdraw_cap: { max_withdrawal: 5000, message: 'ถอนครั้งถัดไปได้สูงสุด 5,000 บาท ยอดที่เกินจะถูกหักคืนตามเงื่อนไขโปรโมชั่น' },
            }),
          ),
        ),
      ),
    );
    const { user, store } = open();
    const cap = await screen.findByTestId('withdraw-cap');
    expect(cap).toHaveTextContent('ถอนได้สูงสุด 5,000 บาท');
    expect(cap).toHaveTextContent('ยอดที่เกินจะถูกหักคืนตามเงื่อนไขโปรโมชั่น');
    expect(screen.getByTestId('next-choice')).toHaveTextContent('ไม่รับโปรโมชั่น');
    // "เปลี่ยน" opens the promotion dialog (mounted by the layout's shell dialogs).
    await user.click(screen.getByRole('button', { name: 'เปลี่ยน' }));
    expect(store.get(promotionDialogAtom)).toBe(true);
  });
});
