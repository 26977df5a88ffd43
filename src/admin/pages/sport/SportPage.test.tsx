import type { AdminSportFixture } from '@contract/admin-sport';
import { bangkokToday } from '@contract/thai-calendar';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { daysAfter } from '../../app/kit';
import { fill, invalid, ok, paged } from '../../testing/fixtures';
import { renderAdmin } from '../../testing/render';

// The lazy page and the dialogs take a while on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const fixture = (over: Partial<AdminSportFixture> = {}): AdminSportFixture => ({
  id: 11,
  feed_id: 'sbx-epl-1',
  league: { id: 1, name_th: 'พรีเมียร์ลีก อังกฤษ', name_en: 'English Premier League' },
  home: { th: 'อาร์เซนอล', en: 'Arsenal' },
  away: { th: 'เชลซี', en: 'Chelsea' },
  kickoff_at: '2026-05-02T12:30:00.000Z',
  status: 'scheduled',
  suspended: false,
  voided: false,
  void_reason: null,
  ht: null,
  ft: null,
  result_version: 0,
  settled_version: 0,
  open_bets: 3,
  open_stake: 350,
  markets: [
    {
      id: 101,
      period: 'ft',
      kind: 'hdp',
      line: -0.5,
      main: true,
      status: 'open',
      odds: { home: 1.95, away: 1.95 },
      odds_version: 1,
      updated_at: '2026-05-02T10:00:00.000Z',
    },
    {
      id: 102,
      period: 'ft',
      kind: '1x2',
      line: 0,
      main: true,
      status: 'open',
      odds: { home: 2.1, draw: 3.3, away: 3.4 },
      odds_version: 1,
      updated_at: '2026-05-02T10:00:00.000Z',
    },
  ],
  ...over,
});

const calls: { method: string; url: string; body: unknown }[] = [];
const record = async ({ request }: { request: Request }) => {
  calls.push({ method: request.method, url: new URL(request.url).pathname, body: await request.json() });
};
const server = mockApi(
  http.get('/api/admin/sport/fixtures', () => HttpResponse.json(paged([fixture()]))),
  http.get('/api/admin/sport/leagues', () =>
    HttpResponse.json(
      ok({ leagues: [{ id: 1, feed_id: 'sbx-epl', name_th: 'พรีเมียร์ลีก อังกฤษ', name_en: 'English Premier League', country: 'England' }] }),
    ),
  ),
  http.put('/api/admin/sport/markets/:id', async (info) => {
    await record(info);
    return HttpResponse.json(ok({ id: 101 }));
  }),
  http.post('/api/admin/sport/markets/:id/suspend', async (info) => {
    await record(info);
    return HttpResponse.json(ok({ id: 101 }));
  }),
  http.post('/api/admin/sport/fixtures/:id/void', async (info) => {
    await record(info);
    return HttpResponse.json(ok({ id: 11 }));
  }),
  http.put('/api/admin/sport/fixtures/:id/result', async (info) => {
    await record(info);
    return HttpResponse.json(ok({ id: 11, changed: true }));
  }),
  http.get('/api/admin/sport/feed/imports', () =>
    HttpResponse.json(
      ok({
        imports: [
          { id: 7, source: 'sandbox', fixtures: 3, markets: 18, results: 1, operator: null, created_at: '2026-05-02T10:00:00.000Z' },
        ],
      }),
    ),
  ),
  http.post('/api/admin/sport/feed', async (info) => {
    await record(info);
    return HttpResponse.json(ok({ import_id: 8, duplicate: false, leagues: 1, fixtures: 2, markets: 6, results: 0 }));
  }),
  http.get('/api/admin/sport/exposure', () =>
    HttpResponse.json(
      ok({
        markets: [
          {
            market_id: 101,
            fixture_id: 11,
            fixture: 'อาร์เซนอล - เชลซี',
            league: 'พรีเมียร์ลีก อังกฤษ',
            kickoff_at: '2026-05-02T12:30:00.000Z',
            period: 'ft',
            kind: 'hdp',
            line: -0.5,
            status: 'open',
            stake: 360,
            worst_case: 67.05,
            selections: [
              { selection: 'home', bets: 2, singles: 2, stake: 150, potential_payout: 292.5 },
              { selection: 'away', bets: 2, singles: 1, stake: 210, potential_payout: 427.05 },
            ],
          },
        ],
      }),
    ),
  ),
  http.get('/api/admin/sport/members', () =>
    HttpResponse.json(
      paged([
        {
          member: { id: 5, phone: '0812345678', name: 'สมหญิง ใจดี' },
          bets: 3,
          open_bets: 2,
          staked: 150,
          open_stake: 110,
          paid: 78,
          net: -12.5,
        },
      ]),
    ),
  ),
  http.get('/api/admin/sport/settings', () =>
    HttpResponse.json(
      ok({
        enabled: true,
        min_stake: 10,
        max_stake: 50000,
        max_parlay_payout: 200000,
        max_single_payout: 500000,
        max_fixture_stake: 100000,
        max_open_stake: 200000,
      }),
    ),
  ),
  http.put('/api/admin/sport/settings', async (info) => {
    await record(info);
    return HttpResponse.json(ok(calls[calls.length - 1].body));
  }),
);
afterEach(() => {
  cleanup();
  calls.length = 0;
});

describe('the sportsbook page', () => {
  it('finance edits odds (checked in Thai first), suspends a market and voids a fixture', async () => {
    const { user } = renderAdmin('/admin/sport', { role: 'finance' });
    const card = within(await screen.findByTestId('fixture-11'));
    expect(card.getByText('อาร์เซนอล - เชลซี')).toBeInTheDocument();
    expect(within(card.getByTestId('market-102')).getByText('3.30')).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: /แก้ราคา .* #101/ }));
    const form = within(await screen.findByRole('form', { name: 'แก้ไขราคา' }));
    fill(form.getByRole('textbox', { name: 'ราคา เจ้าบ้าน' }), '1');
    await user.click(form.getByRole('button', { name: 'บันทึกราคา' }));
    expect(await form.findByText('ราคาต้องมากกว่า 1.00')).toBeInTheDocument();
    fill(form.getByRole('textbox', { name: 'ราคา เจ้าบ้าน' }), '1.85');
    fill(form.getByRole('textbox', { name: 'ราคา ทีมเยือน' }), '2.05');
    fill(form.getByRole('textbox', { name: 'เส้น' }), '-0.75');
    await user.click(form.getByRole('button', { name: 'บันทึกราคา' }));
    expect(await screen.findByText(/บันทึกราคา .* อาร์เซนอล - เชลซี แล้ว/)).toBeInTheDocument();
    expect(calls[0]).toEqual({
      method: 'PUT',
      url: '/api/admin/sport/markets/101',
      body: { odds: { home: 1.85, away: 2.05 }, line: -0.75 },
    });

    await user.click(card.getByRole('button', { name: 'ปิดรับ #101' }));
    expect(await screen.findByText(/ปิดรับ .* แล้ว/)).toBeInTheDocument();
    expect(calls[1]).toEqual({ method: 'POST', url: '/api/admin/sport/markets/101/suspend', body: { suspended: true } });

    await user.click(card.getByRole('button', { name: 'ยกเลิกคู่ #11' }));
    const voidForm = within(await screen.findByRole('form', { name: 'ยกเลิกคู่' }));
    await user.click(voidForm.getByRole('button', { name: 'ยืนยันยกเลิกคู่' }));
    expect(await voidForm.findByText('กรุณาระบุเหตุผลอย่างน้อย 5 ตัวอักษร')).toBeInTheDocument();
    fill(voidForm.getByRole('textbox', { name: 'เหตุผล' }), 'สนามไม่พร้อม ยกเลิกการแข่งขัน');
    await user.click(voidForm.getByRole('button', { name: 'ยืนยันยกเลิกคู่' }));
    expect(await screen.findByText('ยกเลิกคู่ อาร์เซนอล - เชลซี (โมฆะ) แล้ว')).toBeInTheDocument();
    expect(calls[2]).toEqual({ method: 'POST', url: '/api/admin/sport/fixtures/11/void', body: { reason: 'สนามไม่พร้อม ยกเลิกการแข่งขัน' } });
  });

  it('opens on today’s fixtures that take bets; status tabs and the day go to the address and the list asks for them', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('/api/admin/sport/fixtures', ({ request }) => {
        const q = new URL(request.url).searchParams;
        asked.push(q);
        return HttpResponse.json(
          paged(
            q.get('state') === 'finished'
              ? [fixture({ id: 12, status: 'finished', ht: { home: 1, away: 0 }, ft: { home: 2, away: 1 } })]
              : [fixture()],
          ),
        );
      }),
    );
    const { user, router } = renderAdmin('/admin/sport', { role: 'finance' });
    await screen.findByTestId('fixture-11');
    const today = bangkokToday();
    expect(asked[0].get('state')).toBe('upcoming');
    expect(asked[0].get('day')).toBe(today);
    expect(screen.getByRole('tab', { name: 'ยังไม่เริ่ม' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'วันนี้' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('tab', { name: 'จบแล้ว' }));
    await screen.findByTestId('fixture-12');
    expect(router.state.location.search).toMatchObject({ state: 'finished' });
    expect(asked.at(-1)?.get('state')).toBe('finished');
    await user.click(screen.getByRole('button', { name: 'เมื่อวาน' }));
    await waitFor(() => expect(asked.at(-1)?.get('day')).toBe(daysAfter(today, -1)));
    expect(router.state.location.search).toMatchObject({ state: 'finished', day: daysAfter(today, -1) });
    await user.click(screen.getByRole('button', { name: 'ทุกวัน' }));
    await waitFor(() => expect(asked.at(-1)?.has('day')).toBe(false));
    expect(router.state.location.search).toMatchObject({ day: 'all' });
    expect(screen.getByRole('button', { name: 'ทุกวัน' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a finished fixture offers no odds, suspending or reopening: only voiding (with its warning), its markets folded', async () => {
    server.use(
      http.get('/api/admin/sport/fixtures', () =>
        HttpResponse.json(
          paged([
            fixture({ id: 12, status: 'finished', ht: { home: 1, away: 0 }, ft: { home: 2, away: 1 } }),
            fixture({ id: 13, status: 'cancelled' }),
            fixture({ id: 14, status: 'live' }),
          ]),
        ),
      ),
    );
    const { user } = renderAdmin('/admin/sport?state=finished', { role: 'finance' });
    const finished = within(await screen.findByTestId('fixture-12'));
    expect(finished.queryByRole('button', { name: /ปิดรับคู่|เปิดรับคู่/ })).not.toBeInTheDocument();
    expect(finished.queryByTestId('market-101')).not.toBeInTheDocument();
    await user.click(finished.getByRole('button', { name: 'ดูราคา #12' }));
    expect(finished.getByTestId('market-101')).toBeInTheDocument();
    expect(finished.queryByRole('button', { name: /แก้ราคา/ })).not.toBeInTheDocument();
    expect(finished.queryByRole('button', { name: /ปิดรับ #/ })).not.toBeInTheDocument();
    await user.click(finished.getByRole('button', { name: 'ยกเลิกคู่ #12' }));
    const voidForm = within(await screen.findByRole('form', { name: 'ยกเลิกคู่' }));
    expect(voidForm.getByText(/คู่นี้จบการแข่งขันแล้ว: บิลที่จ่ายเงินไปแล้วจะถูกดึงยอดจ่ายคืน/)).toBeInTheDocument();
    await user.click(voidForm.getByRole('button', { name: 'ไม่ยกเลิก' }));

    const cancelled = within(screen.getByTestId('fixture-13'));
    expect(cancelled.queryByRole('button', { name: /ยกเลิกคู่|ปิดรับคู่/ })).not.toBeInTheDocument();
    const live = within(screen.getByTestId('fixture-14'));
    expect(live.queryByRole('button', { name: /ปิดรับคู่/ })).not.toBeInTheDocument();
    expect(live.getByRole('button', { name: 'ยกเลิกคู่ #14' })).toBeInTheDocument();
  });

  it('support reads fixtures without any action', async () => {
    renderAdmin('/admin/sport', { role: 'support' });
    const card = within(await screen.findByTestId('fixture-11'));
    expect(card.queryByRole('button', { name: /แก้ราคา/ })).not.toBeInTheDocument();
    expect(card.queryByRole('button', { name: /ยกเลิกคู่/ })).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: 'ดูบิล #11' })).toBeInTheDocument();
  });

  it('enters a result: full time needed when finished, then sent whole', async () => {
    const { user } = renderAdmin('/admin/sport?tab=results', { role: 'finance' });
    const row = within(await screen.findByTestId('result-11'));
    await user.click(row.getByRole('button', { name: 'บันทึกผล #11' }));
    const form = within(await screen.findByRole('form', { name: 'บันทึกผลการแข่งขัน' }));
    fill(form.getByRole('textbox', { name: 'ครึ่งแรก เจ้าบ้าน' }), '1');
    fill(form.getByRole('textbox', { name: 'ครึ่งแรก ทีมเยือน' }), '0');
    await user.click(form.getByRole('button', { name: 'บันทึกผล' }));
    expect(await form.findByText('คู่ที่จบการแข่งขันต้องมีสกอร์เต็มเวลา')).toBeInTheDocument();
    fill(form.getByRole('textbox', { name: 'เต็มเวลา เจ้าบ้าน' }), '2');
    fill(form.getByRole('textbox', { name: 'เต็มเวลา ทีมเยือน' }), '1');
    await user.click(form.getByRole('button', { name: 'บันทึกผล' }));
    expect(await screen.findByText('บันทึกผล อาร์เซนอล - เชลซี แล้ว')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'PUT',
        url: '/api/admin/sport/fixtures/11/result',
        body: { status: 'finished', ht: { home: 1, away: 0 }, ft: { home: 2, away: 1 } },
      },
    ]);
  });

  it('imports a feed from a file, shows what it did and the last imports; a 422 shows its Thai message', async () => {
    const { user } = renderAdmin('/admin/sport?tab=feed', { role: 'finance' });
    expect(await screen.findByTestId('import-7')).toHaveTextContent('ฟีดทดลอง');
    const text = '{"leagues":[],"fixtures":[],"markets":[]}';
    fireEvent.change(screen.getByLabelText('เลือกไฟล์ฟีด'), {
      target: { files: [new File([text], 'feed.json', { type: 'application/json' })] },
    });
    expect(await screen.findByDisplayValue(text)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'นำเข้าฟีด' }));
    expect(await screen.findByText('นำเข้าแล้ว: ลีก 1 · คู่ 2 · ตลาด 6 · ผลการแข่งขัน 0')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'POST', url: '/api/admin/sport/feed', body: { text } }]);

    server.use(
      http.post('/api/admin/sport/feed', () =>
        HttpResponse.json({ ...invalid({ 'fixtures.0.league': 'ไม่พบลีก X' }), message: 'คู่ที่ 1 (league): ไม่พบลีก X' }, { status: 422 }),
      ),
    );
    fill(screen.getByRole('textbox', { name: 'ข้อมูลฟีด' }), '{"fixtures":[{}]}');
    await user.click(screen.getByRole('button', { name: 'นำเข้าฟีด' }));
    expect(await screen.findByText('คู่ที่ 1 (league): ไม่พบลีก X')).toBeInTheDocument();
  });

  it('shows exposure per selection with the worst case, members’ results, and saves settings', async () => {
    const { user } = renderAdmin('/admin/sport?tab=exposure', { role: 'finance' });
    const away = within(await screen.findByTestId('exposure-101-away'));
    expect(away.getByText('427.05')).toBeInTheDocument();
    expect(within(screen.getByTestId('exposure-101-home')).getByText('67.05')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'ผลสมาชิก' }));
    const member = within(await screen.findByTestId('sport-member-5'));
    expect(member.getByText('-12.50')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'ตั้งค่า' }));
    const form = within(await screen.findByRole('form', { name: 'ตั้งค่าแทงบอล' }));
    await screen.findByDisplayValue('50000');
    fill(form.getByRole('textbox', { name: 'เดิมพันสูงสุดต่อบิล (บาท)' }), '5');
    await user.click(form.getByRole('button', { name: 'บันทึกการตั้งค่า' }));
    expect(await form.findByText('เดิมพันสูงสุดต้องไม่น้อยกว่าขั้นต่ำ')).toBeInTheDocument();
    fill(form.getByRole('textbox', { name: 'เดิมพันสูงสุดต่อบิล (บาท)' }), '20000');
    await user.click(form.getByRole('button', { name: 'บันทึกการตั้งค่า' }));
    expect(await screen.findByText('บันทึกการตั้งค่าแล้ว')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: '/api/admin/sport/settings',
      body: { enabled: true, min_stake: 10, max_stake: 20000 },
    });
  });
});
