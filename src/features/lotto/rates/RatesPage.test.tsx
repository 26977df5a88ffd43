import { cleanup, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, shellHandlers } from '@/test/api';
import { renderApp } from '@/test/render';
import { mockApi } from '@/test/server';
import { categoryFixture, rateFixture } from '../testing';

const SLOW = { timeout: 5000 };
const queries: URLSearchParams[] = [];
mockApi(
  ...shellHandlers,
  http.get('/api/lotto/rates', ({ request }) => {
    queries.push(new URL(request.url).searchParams);
    return HttpResponse.json(
      ok({
        categories: [
          {
            ...categoryFixture(1, {
              code: 'gov',
              name: 'หวยรัฐบาลไทย',
              group: 'government',
              schedule_text: 'ออกทุกวันที่ 1 และ 16 ของเดือน ปิดรับ 15:20 น.',
            }),
            rates: [
              rateFixture('3top', '3 ตัวบน', 900),
              rateFixture('runtop', 'วิ่งบน', 3.2, { max_bet: 10000, max_per_number: 100000 }),
              rateFixture('3front', '3 ตัวหน้า', 450, { enabled: false }),
            ],
          },
          {
            ...categoryFixture(30, { code: 'yeekee', name: 'หวยยี่กี', group: 'yeekee' }),
            rates: [rateFixture('3top', '3 ตัวบน', 850, { max_bet: 1000, max_per_number: null })],
          },
        ],
      }),
    );
  }),
);
afterEach(() => {
  cleanup();
  queries.length = 0;
});

describe('RatesPage', () => {
  it("shows the chosen category's bet types with the rate per 1 baht and the limits", async () => {
    const { user } = renderApp('/lotto/rates');
    const section = await screen.findByRole('region', { name: 'หวยรัฐบาลไทย' }, SLOW);
    expect(queries[0].get('agent_id')).toBe('1');
    expect(within(section).getByText('ออกทุกวันที่ 1 และ 16 ของเดือน ปิดรับ 15:20 น.')).toBeTruthy();
    const top = within(section).getByTestId('rate-3top');
    // jsdom renders the phone layout: the rate in its cell, the limits on the line under the name.
    expect(within(top).getByRole('cell').textContent).toBe('900');
    expect(within(top).getByRole('rowheader').textContent).toBe('3 ตัวบนขั้นต่ำ 1 · สูงสุด 2,000/ครั้ง · 20,000/เลข');
    expect(within(within(section).getByTestId('rate-runtop')).getByRole('cell').textContent).toBe('3.2');
    // A bet type the category does not sell is left out.
    expect(within(section).queryByTestId('rate-3front')).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'เลือกประเภทหวย' }), 'หวยยี่กี');
    const yeekee = await screen.findByRole('region', { name: 'หวยยี่กี' });
    const yTop = within(yeekee).getByTestId('rate-3top');
    expect(within(yTop).getByRole('cell').textContent).toBe('850');
    expect(within(yTop).getByRole('rowheader').textContent).toBe('3 ตัวบนขั้นต่ำ 1 · สูงสุด 1,000/ครั้ง');
  });
});
