import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, shellHandlers } from '@/test/api';
import { renderApp } from '@/test/render';
import { mockApi } from '@/test/server';
import { categoryFixture, rateFixture, resultRowFixture } from '../testing';

const SLOW = { timeout: 5000 };
/** Two hours and a minute before the test runs: 'ออกผลเมื่อ 2 ชั่วโมงที่แล้ว'. */
const HANOI_AT = new Date(Date.now() - 2 * 3600_000 - 60_000).toISOString();
const hanoi = resultRowFixture(7, {
  category_id: 4,
  category_code: 'hanoi',
  category_name: 'หวยฮานอย',
  group: 'foreign',
  title: 'งวดวันที่ 21 พฤศจิกายน 2569',
  draw_date: '2026-11-21',
  draw_date_th: '21 พฤศจิกายน 2569',
  result: { top3: '468', top2: '68', bottom2: '24', front3: [], back3: [], first_prize: null, yeekee_number: null, sandbox: true },
  resulted_at: HANOI_AT,
});
const yeekee = resultRowFixture(99, {
  category_id: 30,
  category_code: 'yeekee',
  category_name: 'หวยยี่กี',
  group: 'yeekee',
  title: 'รอบที่ 37 วันที่ 21 พฤศจิกายน 2569',
  draw_date: '2026-11-21',
  draw_date_th: '21 พฤศจิกายน 2569',
  result: { top3: '345', top2: '45', bottom2: '12', front3: [], back3: [], first_prize: null, yeekee_number: '12345' },
});

const resultsQueries: URLSearchParams[] = [];
mockApi(
  ...shellHandlers,
  http.get('/api/lotto/result', () => HttpResponse.json(ok({ items: [yeekee, hanoi, resultRowFixture(1)] }))),
  http.get('/api/lotto/rates', () =>
    HttpResponse.json(
      ok({
        categories: [
          { ...categoryFixture(1, { code: 'gov', name: 'หวยรัฐบาลไทย', group: 'government' }), rates: [rateFixture('3top', '3 ตัวบน', 900)] },
          { ...categoryFixture(4), rates: [rateFixture('3top', '3 ตัวบน', 900)] },
        ],
      }),
    ),
  ),
  http.get('/api/lotto/results', ({ request }) => {
    const q = new URL(request.url).searchParams;
    resultsQueries.push(q);
    // Two pages: the latest draw first, then an older one behind the cursor.
    if (q.get('cursor') === '5')
      return HttpResponse.json(ok({ items: [resultRowFixture(1, { draw_date_th: '1 พฤศจิกายน 2569' })], next_cursor: null }));
    return HttpResponse.json(ok({ items: [resultRowFixture(5)], next_cursor: 5 }));
  }),
);
afterEach(() => {
  cleanup();
  resultsQueries.length = 0;
});

describe('ResultsPage', () => {
  it("shows every category's latest draw in its group, with Buddhist-era dates and the government prizes", async () => {
    renderApp('/lotto/results');
    const gov = await screen.findByRole('article', { name: 'หวยรัฐบาลไทย งวดวันที่ 16 พฤศจิกายน 2569' }, SLOW);
    expect(within(gov).getByTestId('lotto-result-date').textContent).toBe('งวดวันที่ 16 พฤศจิกายน 2569');
    expect(within(gov).getByTestId('result-first').textContent).toBe('845123');
    expect(within(gov).getByTestId('result-top3').textContent).toBe('123');
    expect(within(gov).getByTestId('result-bottom2').textContent).toBe('45');
    expect(within(gov).getByTestId('result-front3').textContent).toBe('456789');
    expect(within(gov).getByTestId('result-back3').textContent).toBe('012345');

    // A sandbox result carries the mark; a real one does not. Each says how long ago it came out,
    // with the Buddhist-era date and time beside it.
    const h = screen.getByRole('article', { name: 'หวยฮานอย งวดวันที่ 21 พฤศจิกายน 2569' });
    expect(within(h).getByTestId('lotto-result-date').textContent).toBe('งวดวันที่ 21 พฤศจิกายน 2569');
    expect(within(h).getByTestId('result-sandbox').textContent).toBe('ผลจำลอง (ทดสอบ)');
    expect(within(h).getByTestId('result-age').textContent).toBe('ออกผลเมื่อ 2 ชั่วโมงที่แล้ว');
    expect(within(h).getByTestId('result-age').getAttribute('datetime')).toBe(HANOI_AT);
    expect(within(h).getByTestId('result-at').textContent).toMatch(/^\(\d{1,2} .+ 25\d\d \d{2}:\d{2} น\.\)$/);
    expect(within(gov).queryByTestId('result-sandbox')).toBeNull();
    expect(within(gov).getByTestId('result-age').textContent).toMatch(/^ออกผลเมื่อ \d+ (วัน|เดือน|ปี)ที่แล้ว$/);
    expect(within(gov).getByTestId('result-at').textContent).toBe('(16 พ.ย. 2569 16:00 น.)');

    const groups = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(groups).toEqual(['หวยรัฐบาล', 'หวยต่างประเทศ', 'หวยยี่กี']);
    const y = screen.getByRole('article', { name: 'หวยยี่กี รอบที่ 37 วันที่ 21 พฤศจิกายน 2569' });
    expect(within(y).getByTestId('result-yeekee').textContent).toBe('12345');
    expect(within(y).queryByTestId('result-first')).toBeNull();
    expect(resultsQueries).toHaveLength(0);
    // When they were fetched, in Bangkok time and the Buddhist era.
    expect(screen.getByTestId('results-fetched-at').textContent).toMatch(/^อัปเดตเมื่อ \d{1,2} .+ 25\d\d \d{2}:\d{2} น\.$/);
  });

  it('searches by draw date (Gregorian to the server, Buddhist era on screen) and pages on by cursor', async () => {
    const { user, router } = renderApp('/lotto/results');
    const input = await screen.findByLabelText('วันที่ออกผล', { selector: 'input' }, SLOW);
    fireEvent.change(input, { target: { value: '2026-11-16' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ date: '2026-11-16' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ผลหวย วันที่ 16 พฤศจิกายน 2569' })).toBeTruthy();
    await waitFor(() => expect(resultsQueries.at(-1)?.get('date')).toBe('2026-11-16'));
    expect(resultsQueries.at(-1)?.get('agent_id')).toBe('1');
    expect(await screen.findAllByTestId('lotto-result')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'ดูผลย้อนหลังเพิ่มเติม' }));
    await waitFor(() => expect(screen.getAllByTestId('lotto-result')).toHaveLength(2));
    expect(resultsQueries.at(-1)?.get('cursor')).toBe('5');
    expect(screen.queryByRole('button', { name: 'ดูผลย้อนหลังเพิ่มเติม' })).toBeNull();
  });

  it("opens one category's history from its latest result", async () => {
    const { user, router } = renderApp('/lotto/results');
    const card = await screen.findByRole('article', { name: 'หวยฮานอย งวดวันที่ 21 พฤศจิกายน 2569' }, SLOW);
    await user.click(within(card).getByRole('link', { name: 'ดูย้อนหลัง' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ category: 4 }));
    await waitFor(() => expect(resultsQueries.at(-1)?.get('category_id')).toBe('4'));
    expect(await screen.findByRole('heading', { level: 1, name: 'ผลหวยฮานอย ย้อนหลัง' })).toBeTruthy();
  });
});
