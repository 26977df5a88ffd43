import { cleanup, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '@/test/api';
import { MEMBER, renderWithProviders } from '@/test/render';
import { mockApi } from '@/test/server';
import { PanelRequirement } from './PanelRequirement';

const active = {
  id: 41,
  source: 'promotion',
  source_name: 'โปรโมชั่น',
  title: 'สมาชิกใหม่รับโบนัส 50%',
  kind: 'turnover',
  required: 1500,
  done: 675,
  remaining: 825,
  percent_done: 45,
  weights: { slot: 100 },
  bonus: 500,
  max_withdrawal: 5000,
  balance_floor: 5,
  started_at: '2026-11-20T03:00:00.000Z',
  expires_at: '2026-11-27T03:00:00.000Z',
  cancel_forfeit: 500,
  forfeit_rule: 'bonus',
};
const me = (list: unknown[]) => ok({ active: list, choice: null, history: [], withdraw_cap: null });

const server = mockApi();
afterEach(() => cleanup());

describe('the member panel requirement line', () => {
  it('shows "ติดเทิร์น 45%" with a bar, linking to /member/promotions', async () => {
    server.use(http.get('/api/promotion/me', () => HttpResponse.json(me([active]))));
    renderWithProviders(<PanelRequirement />, { user: MEMBER, url: '/member' });
    const line = await screen.findByTestId('panel-requirement');
    expect(line).toHaveTextContent('ติดเทิร์น 45%');
    expect(line).toHaveTextContent('สมาชิกใหม่รับโบนัส 50%');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
    expect(screen.getByRole('link', { name: /ติดเทิร์น 45%/ })).toHaveAttribute('href', '/member/promotions');
  });

  it('a balance target reads "ติดทำยอด"', async () => {
    server.use(http.get('/api/promotion/me', () => HttpResponse.json(me([{ ...active, kind: 'balance', percent_done: 12.5 }]))));
    renderWithProviders(<PanelRequirement />, { user: MEMBER, url: '/member' });
    expect(await screen.findByTestId('panel-requirement')).toHaveTextContent('ติดทำยอด 12.5%');
  });

  it('shows nothing without an active requirement, or signed out (no call)', async () => {
    let calls = 0;
    server.use(
      http.get('/api/promotion/me', () => {
        calls += 1;
        return HttpResponse.json(me([]));
      }),
    );
    renderWithProviders(<PanelRequirement />, { user: MEMBER, url: '/member' });
    await waitFor(() => expect(calls).toBe(1));
    expect(screen.queryByTestId('panel-requirement')).not.toBeInTheDocument();
    cleanup();
    renderWithProviders(<PanelRequirement />, { url: '/' });
    await screen.findByTestId('location');
    expect(calls).toBe(1);
  });
});
