import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toaster } from '@/components/toaster';
import { fail, ok } from '@/test/api';
import { MEMBER, renderWithProviders } from '@/test/render';
import { mockApi } from '@/test/server';
import { SportPage } from './SportPage';
import { ARSENAL, BURIRAM, betFixture, CONFIG, fixturesData, LIVERPOOL } from './testing';

configure({ asyncUtilTimeout: 5_000 });

const server = mockApi(
  http.get('/api/sport/config', () => HttpResponse.json(ok(CONFIG))),
  http.get('/api/sport/fixtures', () => HttpResponse.json(ok(fixturesData()))),
);

const realMatchMedia = window.matchMedia;
/** Wide screen: every min-width query matches (the table and the side panel). */
function wide() {
  window.matchMedia = (query: string) =>
    ({
      matches: /min-width/.test(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

beforeEach(() => {
  window.matchMedia = realMatchMedia;
});
afterEach(() => {
  cleanup();
  toaster.remove();
  window.matchMedia = realMatchMedia;
  onlineManager.setOnline(true);
});

const odds = (marketId: number, selection: string) => screen.getByTestId(`odds-${marketId}-${selection}`);

describe('SportPage, the table', () => {
  it('groups fixtures by league with HDP, O/U, 1X2 and first-half columns, formatted lines and odds, the giving side and locks', async () => {
    wide();
    renderWithProviders(<SportPage />, { url: '/sport', user: MEMBER });
    const leagues = await screen.findAllByTestId('league');
    expect(leagues.map((l) => l.getAttribute('aria-label'))).toEqual(['พรีเมียร์ลีก อังกฤษ', 'ไทยลีก']);
    expect(within(leagues[0]).getAllByTestId('fixture')).toHaveLength(2);
    expect(
      within(leagues[0])
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['เวลา', 'คู่แข่งขัน', 'ราคาต่อรอง (HDP)', 'สูง/ต่ำ (O/U)', '1X2', 'HDP ครึ่งแรก', 'สูง/ต่ำ ครึ่งแรก']);
    // Liverpool give 0.5/1 (their row, in red), O/U 2.5/3, first half O/U 1/1.5; Port give 0.5 to Buriram.
    expect(screen.getByTestId('market-101')).toHaveTextContent('0.5/11.951.90');
    expect(screen.getByTestId('market-102')).toHaveTextContent('2.5/32.20ต่ำ1.70');
    expect(screen.getByTestId('market-103')).toHaveTextContent('11.8024.20X3.60');
    expect(screen.getByTestId('market-105')).toHaveTextContent('1/1.51.95ต่ำ1.85');
    const liverpool = screen.getByRole('row', { name: 'ลิเวอร์พูล พบ เชลซี' });
    expect(within(liverpool).getByTestId('team-home')).toHaveAttribute('data-giving');
    expect(within(liverpool).getByTestId('team-away')).not.toHaveAttribute('data-giving');
    const buriram = screen.getByRole('row', { name: 'บุรีรัมย์ พบ ท่าเรือ' });
    expect(within(buriram).getByTestId('team-away')).toHaveAttribute('data-giving');
    expect(within(buriram).getByTestId('market-201')).toHaveTextContent('1.920.51.98');
    // The suspended first-half HDP shows locks, not odds.
    expect(odds(104, 'home')).toHaveAttribute('data-locked');
    expect(odds(104, 'home').tagName).not.toBe('BUTTON');
    expect(screen.getByTestId('sport-fetched-at')).toHaveTextContent(/^ข้อมูลเมื่อ 16:07 น\.$/);
  });

  it('the odds format applies to the whole page and is kept on the device', async () => {
    wide();
    const { user } = renderWithProviders(<SportPage />, { url: '/sport', user: MEMBER });
    await screen.findAllByTestId('league');
    await user.selectOptions(screen.getByRole('combobox', { name: 'รูปแบบราคา' }), 'hk');
    expect(odds(101, 'home')).toHaveTextContent('0.95');
    expect(odds(102, 'over')).toHaveTextContent('1.20');
    await user.selectOptions(screen.getByRole('combobox', { name: 'รูปแบบราคา' }), 'malay');
    expect(odds(102, 'over')).toHaveTextContent('-0.83');
    expect(odds(101, 'home')).toHaveTextContent('0.95');
    expect(localStorage.getItem('gw888.sport.oddsFormat')).toBe('"malay"');
  });

  it('a later day shows the Thai Buddhist-era date beside the kick-off time, and a league chip filters', async () => {
    wide();
    server.use(
      http.get('/api/sport/fixtures', ({ request }) => {
        expect(new URL(request.url).searchParams.get('day')).toBe('later');
        const base = fixturesData();
        return HttpResponse.json(ok({ ...base, fixtures: base.fixtures.map((f) => ({ ...f, kickoff_at: '2030-01-05T12:30:00.000Z' })) }));
      }),
    );
    const { user } = renderWithProviders(<SportPage />, { url: '/sport?day=later', user: MEMBER });
    const rows = await screen.findAllByTestId('fixture');
    expect(within(rows[0]).getByTestId('fixture-time')).toHaveTextContent('5 ม.ค. 257319:30');
    expect(screen.getByRole('tab', { name: 'ล่วงหน้า' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'ไทยลีก' }));
    await waitFor(() => expect(screen.getAllByTestId('fixture')).toHaveLength(1));
    expect(screen.getByTestId('location')).toHaveTextContent('/sport?day=later&league=2');
  });

  it('names each league’s country in Thai, and not when the league’s Thai name already says it or the country is unknown', async () => {
    wide();
    server.use(
      http.get('/api/sport/fixtures', () =>
        HttpResponse.json(
          ok(
            fixturesData({
              leagues: [
                { id: 1, name_th: 'พรีเมียร์ลีก อังกฤษ', name_en: 'Premier League', country: 'England' },
                { id: 2, name_th: 'ลาลีกา', name_en: 'La Liga', country: 'Spain' },
                { id: 3, name_th: 'ลีกหมู่เกาะแฟโร', name_en: 'Faroe Islands Premier League', country: 'Faroe Islands' },
              ],
              fixtures: [LIVERPOOL, BURIRAM, { ...ARSENAL, league_id: 3 }],
            }),
          ),
        ),
      ),
    );
    renderWithProviders(<SportPage />, { url: '/sport', user: MEMBER });
    const leagues = await screen.findAllByTestId('league');
    expect(leagues.map((l) => l.getAttribute('aria-label'))).toEqual(['พรีเมียร์ลีก อังกฤษ', 'ลาลีกา', 'ลีกหมู่เกาะแฟโร']);
    expect(within(leagues[0]).queryByTestId('league-country')).toBeNull();
    expect(within(leagues[1]).getByTestId('league-country')).toHaveTextContent(/^สเปน$/);
    expect(within(leagues[2]).queryByTestId('league-country')).toBeNull();
    expect(screen.queryByText('Spain')).toBeNull();
    expect(screen.queryByText('England')).toBeNull();
    expect(screen.queryByText('Faroe Islands')).toBeNull();
  });
});

describe('SportPage, the slip', () => {
  it('on a phone: a card per fixture, a tap puts the odds in the slip (highlighted) and a second tap takes them out', async () => {
    const { user } = renderWithProviders(<SportPage />, { url: '/sport', user: MEMBER });
    const cards = await screen.findAllByTestId('fixture');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).queryByRole('row')).toBeNull();
    await user.click(odds(101, 'home'));
    expect(odds(101, 'home')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('slip-count')).toHaveTextContent('1');
    await user.click(screen.getByTestId('slip-open'));
    const slip = await screen.findByTestId('slip');
    expect(within(slip).getByTestId('slip-leg')).toHaveTextContent('ลิเวอร์พูล ต่อ 0.5/1');
    await user.click(screen.getByRole('button', { name: 'ปิดโพย' }));
    await waitFor(() => expect(screen.queryByTestId('slip')).toBeNull());
    await user.click(odds(101, 'home'));
    expect(odds(101, 'home')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('slip-count')).toHaveTextContent('0');
  });

  it('on a phone: a pick from a second fixture turns the single into a step of both, the bar and the slip say so', async () => {
    const { user } = renderWithProviders(<SportPage />, { url: '/sport', user: MEMBER });
    await screen.findAllByTestId('fixture');
    await user.click(odds(101, 'home'));
    expect(screen.getByTestId('slip-type')).toHaveTextContent('บอลเดี่ยว');
    await user.click(odds(201, 'away'));
    expect(odds(101, 'home')).toHaveAttribute('aria-pressed', 'true');
    expect(odds(201, 'away')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('slip-count')).toHaveTextContent('2');
    expect(screen.getByTestId('slip-type')).toHaveTextContent('บอลสเต็ป');
    await user.click(screen.getByTestId('slip-open'));
    const slip = await screen.findByTestId('slip');
    expect(within(slip).getByRole('tab', { name: 'บอลสเต็ป' })).toHaveAttribute('aria-selected', 'true');
    expect(within(slip).getAllByTestId('slip-leg')).toHaveLength(2);
    expect(within(slip).getByTestId('slip-note')).toHaveTextContent('เปลี่ยนเป็นบอลสเต็ป (มิกซ์พาร์เลย์) 2 คู่ให้แล้ว');
  });

  it('a single: a pick of the same fixture replaces the first and the slip says so; of another fixture it switches to a step', async () => {
    wide();
    const { user } = renderWithProviders(<SportPage />, { url: '/sport', user: MEMBER });
    await screen.findAllByTestId('league');
    const slip = screen.getByTestId('slip');
    expect(within(slip).queryByTestId('slip-note')).toBeNull();
    await user.click(odds(101, 'home'));
    expect(within(slip).queryByTestId('slip-note')).toBeNull();
    await user.click(odds(103, 'draw'));
    expect(within(slip).getAllByTestId('slip-leg')).toHaveLength(1);
    expect(odds(101, 'home')).toHaveAttribute('aria-pressed', 'false');
    expect(within(slip).getByTestId('slip-note')).toHaveTextContent('เปลี่ยนตัวเลือกของคู่ ลิเวอร์พูล - เชลซี แล้ว (เลือกได้คู่ละ 1 ตัวเลือก)');
    expect(within(slip).getByText('เลือก 1 คู่')).toBeInTheDocument();
    await user.click(odds(201, 'home'));
    expect(within(slip).getByRole('tab', { name: 'บอลสเต็ป' })).toHaveAttribute('aria-selected', 'true');
    expect(
      within(slip)
        .getAllByTestId('slip-leg')
        .map((l) => l.textContent),
    ).toEqual([expect.stringContaining('เสมอ'), expect.stringContaining('บุรีรัมย์ รอง 0.5')]);
    expect(within(slip).getByTestId('slip-note')).toHaveTextContent(
      'เปลี่ยนเป็นบอลสเต็ป (มิกซ์พาร์เลย์) 2 คู่ให้แล้ว หากต้องการแทงเฉพาะคู่ล่าสุด แตะ "บอลเดี่ยว"',
    );
    expect(within(slip).getByText('เลือก 2 คู่ (2-12 คู่)')).toBeInTheDocument();
    // Back to a single: the latest pick stays, the note goes.
    await user.click(within(slip).getByRole('tab', { name: 'บอลเดี่ยว' }));
    expect(within(slip).getAllByTestId('slip-leg')).toHaveLength(1);
    expect(odds(103, 'draw')).toHaveAttribute('aria-pressed', 'false');
    expect(odds(201, 'home')).toHaveAttribute('aria-pressed', 'true');
    expect(within(slip).queryByTestId('slip-note')).toBeNull();
  });

  it('step: one leg per fixture, 2 legs at least, the product of the odds and the payout from the keypad', async () => {
    wide();
    const { user } = renderWithProviders(<SportPage />, { url: '/sport', user: MEMBER });
    await screen.findAllByTestId('league');
    const slip = screen.getByTestId('slip');
    await user.click(odds(201, 'home'));
    await user.click(within(slip).getByRole('tab', { name: 'บอลสเต็ป' }));
    await user.click(within(slip).getByRole('button', { name: '1' }));
    await user.click(within(slip).getByRole('button', { name: '00' }));
    expect(within(slip).getByTestId('slip-stake')).toHaveTextContent('100');
    expect(within(slip).getByRole('button', { name: 'ยืนยันการเดิมพัน' })).toBeDisabled();
    expect(within(slip).getByTestId('slip-problem')).toHaveTextContent('บอลสเต็ปต้องเลือกอย่างน้อย 2 คู่');
    await user.click(odds(101, 'home'));
    // Liverpool's O/U replaces Liverpool's HDP: still two legs, and the slip says so.
    await user.click(odds(102, 'over'));
    expect(odds(101, 'home')).toHaveAttribute('aria-pressed', 'false');
    expect(within(slip).getByTestId('slip-note')).toHaveTextContent('เปลี่ยนตัวเลือกของคู่ ลิเวอร์พูล - เชลซี แล้ว');
    expect(
      within(slip)
        .getAllByTestId('slip-leg')
        .map((l) => l.textContent),
    ).toEqual([expect.stringContaining('บุรีรัมย์ รอง 0.5'), expect.stringContaining('สูง 2.5/3')]);
    expect(within(slip).getByTestId('slip-total-odds')).toHaveTextContent('4.224');
    expect(within(slip).getByTestId('slip-payout')).toHaveTextContent('฿ 422.40');
    await user.click(within(slip).getByRole('button', { name: '+500' }));
    expect(within(slip).getByTestId('slip-payout')).toHaveTextContent('฿ 2,534.40');
    expect(within(slip).getByRole('button', { name: 'ยืนยันการเดิมพัน' })).toBeEnabled();
  });

  it('places a bet: on odds changed shows old -> new and resubmits with the new odds and a new key; a retry reuses its key', async () => {
    wide();
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post('/api/sport/bet', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (bodies.length === 1) return HttpResponse.error();
        if (bodies.length === 2)
          return HttpResponse.json({
            ...fail(3704, 'ราคามีการเปลี่ยนแปลง กรุณาตรวจสอบราคาใหม่ก่อนยืนยัน'),
            data: { legs: [{ market_id: 101, selection: 'home', odds: 1.85, line: -0.75 }] },
          });
        return HttpResponse.json(
          ok({ bet: betFixture({ id: 9001, odds: 1.85, potential_payout: 185 }), replayed: false, balance: 4815.5 }),
        );
      }),
      http.post('/api/member/wallets', () => HttpResponse.json(ok([]))),
    );
    const { user } = renderWithProviders(<SportPage />, { url: '/sport', user: MEMBER });
    await screen.findAllByTestId('league');
    const slip = screen.getByTestId('slip');
    await user.click(odds(101, 'home'));
    await user.click(within(slip).getByRole('button', { name: '+100' }));
    await user.click(within(slip).getByRole('checkbox'));
    const submit = within(slip).getByRole('button', { name: 'ยืนยันการเดิมพัน' });
    await user.click(submit);
    // No answer: the Thai network message, and the retry sends the same key.
    expect(await within(slip).findByTestId('slip-error')).toBeInTheDocument();
    await user.click(within(slip).getByRole('button', { name: 'ยืนยันการเดิมพัน' }));
    const prompt = await within(slip).findByTestId('slip-odds-changed');
    expect(bodies[1].request_key).toBe(bodies[0].request_key);
    expect(bodies[1]).toMatchObject({
      type: 'single',
      stake: 100,
      accept_better: false,
      legs: [{ market_id: 101, selection: 'home', odds: 1.95 }],
    });
    expect(within(slip).getByTestId('slip-leg-change')).toHaveTextContent('1.95 → 1.85');
    expect(prompt).toHaveTextContent('ยอดจ่ายใหม่ ฿ 185.00');
    await user.click(within(prompt).getByRole('button', { name: 'ยอมรับราคาใหม่' }));
    expect(await screen.findByTestId('slip-placed')).toBeInTheDocument();
    expect(bodies).toHaveLength(3);
    expect(bodies[2]).toMatchObject({ legs: [{ market_id: 101, selection: 'home', odds: 1.85 }] });
    expect(bodies[2].request_key).not.toBe(bodies[1].request_key);
    expect(String(bodies[2].request_key)).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
    expect(screen.getByTestId('slip-bill')).toHaveTextContent('#9001');
    expect(screen.getByTestId('slip-balance')).toHaveTextContent('฿ 4,815.50');
    await user.click(screen.getByRole('button', { name: 'แทงต่อ' }));
    expect(within(screen.getByTestId('slip')).queryAllByTestId('slip-leg')).toHaveLength(0);
  });

  it('shows the server’s Thai refusal', async () => {
    wide();
    server.use(http.post('/api/sport/bet', () => HttpResponse.json(fail(3702, 'ราคานี้ปิดรับชั่วคราว กรุณาลองใหม่อีกครั้ง'))));
    const { user } = renderWithProviders(<SportPage />, { url: '/sport', user: MEMBER });
    await screen.findAllByTestId('league');
    const slip = screen.getByTestId('slip');
    await user.click(odds(102, 'under'));
    await user.click(within(slip).getByRole('button', { name: '+100' }));
    await user.click(within(slip).getByRole('button', { name: 'ยืนยันการเดิมพัน' }));
    expect(await within(slip).findByTestId('slip-error')).toHaveTextContent('ราคานี้ปิดรับชั่วคราว กรุณาลองใหม่อีกครั้ง');
  });

  it('offline: the odds stay with their fetch time and placing is disabled with the Thai reason', async () => {
    wide();
    let posts = 0;
    server.use(
      http.post('/api/sport/bet', () => {
        posts++;
        return HttpResponse.json(ok(null));
      }),
    );
    const { user } = renderWithProviders(<SportPage />, { url: '/sport', user: MEMBER });
    await screen.findAllByTestId('league');
    const slip = screen.getByTestId('slip');
    await user.click(odds(101, 'away'));
    await user.click(within(slip).getByRole('button', { name: '+500' }));
    expect(within(slip).getByRole('button', { name: 'ยืนยันการเดิมพัน' })).toBeEnabled();
    act(() => onlineManager.setOnline(false));
    await waitFor(() => expect(within(slip).getByRole('button', { name: 'ยืนยันการเดิมพัน' })).toBeDisabled());
    expect(within(slip).getByTestId('offline-reason')).toHaveTextContent('ต้องเชื่อมต่ออินเทอร์เน็ตก่อนจึงจะทำรายการนี้ได้');
    expect(screen.getByTestId('sport-offline')).toBeInTheDocument();
    expect(screen.getByTestId('sport-fetched-at')).toHaveTextContent('ข้อมูลเมื่อ 16:07 น.');
    expect(odds(101, 'home')).toHaveTextContent('1.95');
    await user.click(within(slip).getByRole('button', { name: 'ยืนยันการเดิมพัน' }));
    expect(posts).toBe(0);
  });

  it('a visitor is asked to log in instead of placing', async () => {
    wide();
    const { user } = renderWithProviders(<SportPage />, { url: '/sport' });
    await screen.findAllByTestId('league');
    await user.click(odds(101, 'home'));
    expect(within(screen.getByTestId('slip')).getByRole('link', { name: 'เข้าสู่ระบบเพื่อแทงบอล' })).toHaveAttribute('href', '/login');
  });
});
