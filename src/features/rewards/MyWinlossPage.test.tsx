import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '@/components/toaster';
import { walletsQueryKey } from '@/features/member';
import { fail, ok } from '@/test/api';
import { MEMBER, renderWithProviders } from '@/test/render';
import { mockApi } from '@/test/server';
import { MyWinlossPage } from './MyWinlossPage';
import { entryFixture, historyFixture, winlossConfigFixture, winlossSummaryFixture } from './testing';

const week = (over: Parameters<typeof entryFixture>[0]) =>
  entryFixture({ kind: 'winloss', period: '2026-11-09', period_end: '2026-11-15', base: 12_000, percent: 10, amount: 1200, ...over });

const server = mockApi(
  http.get('/api/winloss/config', () => HttpResponse.json(ok(winlossConfigFixture()))),
  http.get('/api/winloss/summary', () => HttpResponse.json(ok(winlossSummaryFixture()))),
  http.get('/api/winloss/history', () =>
    HttpResponse.json(
      ok(
        historyFixture([
          week({ id: 5, status: 'claimable', status_name: 'รับได้', expires_at: '2026-11-22T17:00:00.000Z' }),
          week({
            id: 4,
            period: '2026-11-02',
            period_end: '2026-11-08',
            base: 600,
            percent: 0,
            amount: 0,
            status: 'below_minimum',
            status_name: 'ยอดไม่ถึงขั้นต่ำ',
            expires_at: null,
            products: [],
          }),
        ]),
      ),
    ),
  ),
);
afterEach(() => {
  cleanup();
  toaster.remove();
});

const open = async () => {
  const view = renderWithProviders(<MyWinlossPage />, { user: MEMBER, url: '/member/winloss' });
  await screen.findByTestId('claimable-amount');
  return view;
};

describe('MyWinlossPage', () => {
  it("shows this week's running net, the tier it reaches, the next tier, what is claimable and the past weeks", async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'คืนยอดเสียของฉัน' })).toBeInTheDocument();
    expect(screen.getByTestId('claimable-amount')).toHaveTextContent('500.00 บาท');
    const thisWeek = within(screen.getByRole('region', { name: 'ยอดเสียสัปดาห์นี้' }));
    expect(thisWeek.getByText('16 พ.ย. 2569 - 22 พ.ย. 2569')).toBeInTheDocument();
    expect(thisWeek.getByTestId('reward-status')).toHaveTextContent('รอสรุปยอด');
    expect(thisWeek.getByTestId('current-base')).toHaveTextContent('3,500.00 บาท');
    expect(thisWeek.getByTestId('current-amount')).toHaveTextContent('175.00 บาท');
    const tier = await thisWeek.findByTestId('winloss-tier');
    expect(tier).toHaveTextContent('ขั้นของท่านตอนนี้: เสีย 1,000 บาทขึ้นไป คืน 5%');
    expect(tier).toHaveTextContent('เสียเพิ่มอีก 6,500.00 บาท จะได้คืน 10%');
    expect(screen.getByText('เงื่อนไข: ติดเทิร์น 2 เท่า')).toBeInTheDocument();
    // The tier is marked in the rules too.
    const rules = within(await screen.findByTestId('rules-winloss'));
    expect(rules.getByRole('row', { name: /1,000 บาท/ })).toHaveAttribute('aria-current', 'true');

    const history = within(await screen.findByRole('list', { name: 'ประวัติคืนยอดเสียรายสัปดาห์' }));
    const [claimable, below] = history.getAllByRole('listitem');
    expect(claimable).toHaveTextContent('9 พ.ย. 2569 - 15 พ.ย. 2569');
    expect(claimable).toHaveTextContent('ยอดเสียสุทธิ 12,000.00 บาท · 10%');
    expect(claimable).toHaveTextContent('1,200.00 บาท');
    expect(claimable).toHaveTextContent('รับได้ถึง 23 พ.ย. 2569 00:00 น.');
    expect(below).toHaveTextContent('ยอดไม่ถึงขั้นต่ำ');
  });

  it('below the first tier it says so', async () => {
    server.use(
      http.get('/api/winloss/summary', () =>
        HttpResponse.json(ok(winlossSummaryFixture({ week: { ...winlossSummaryFixture().week, base: 250, percent: 0, amount: 0 } }))),
      ),
    );
    await open();
    const tier = await screen.findByTestId('winloss-tier');
    expect(tier).toHaveTextContent('ยอดเสียสัปดาห์นี้ยังไม่ถึงขั้นแรก');
    expect(tier).toHaveTextContent('เสียเพิ่มอีก 750.00 บาท จะได้คืน 5%');
  });

  it('a double tap claims once and shows the amount credited', async () => {
    let calls = 0;
    let release: () => void = () => {};
    const answered = new Promise<void>((r) => {
      release = r;
    });
    let summaries = 0;
    server.use(
      http.get('/api/winloss/summary', () => {
        summaries += 1;
        return HttpResponse.json(ok(winlossSummaryFixture(summaries > 1 ? { claimable: 0 } : {})));
      }),
      http.post('/api/winloss/claim', async () => {
        calls += 1;
        await answered;
        return HttpResponse.json({
          error: 0,
          message: 'รับคืนยอดเสีย 500.00 บาทเข้ากระเป๋าหลักแล้ว',
          data: { kind: 'winloss', amount: 500, entries: 1, balance: 1500, required_turnover: 1000 },
        });
      }),
    );
    const { user, queryClient } = await open();
    queryClient.setQueryData(walletsQueryKey, []);
    const button = screen.getByRole('button', { name: 'รับยอดคืน' });
    await user.dblClick(button);
    await waitFor(() => expect(button).toBeDisabled());
    release();
    const success = await screen.findByTestId('claim-success');
    expect(calls).toBe(1);
    expect(success).toHaveTextContent('ได้รับ 500.00 บาท เข้ากระเป๋าหลักแล้ว');
    expect(success).toHaveTextContent('ยอดเงินคงเหลือ 1,500.00 บาท');
    expect(success).toHaveTextContent('ต้องทำเทิร์น 1,000.00 บาท ก่อนถอน');
    expect(queryClient.getQueryState(walletsQueryKey)?.isInvalidated).toBe(true);
    // The figures are read again: nothing more to claim.
    await waitFor(() => expect(screen.getByTestId('claimable-amount')).toHaveTextContent('0.00 บาท'));
    expect(screen.getByRole('button', { name: 'รับยอดคืน' })).toBeDisabled();
  });

  it("shows the server's Thai message when the claim is refused", async () => {
    server.use(http.post('/api/winloss/claim', () => HttpResponse.json(fail(3410, 'ยังไม่มียอดที่รับได้ในตอนนี้'))));
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'รับยอดคืน' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('รับยอดคืนไม่สำเร็จ');
    expect(toast).toHaveTextContent('ยังไม่มียอดที่รับได้ในตอนนี้');
  });
});
