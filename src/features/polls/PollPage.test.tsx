import { Errors } from '@contract/errors';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '@/components/toaster';
import { fail, ok } from '@/test/api';
import { MEMBER, renderPage } from '@/test/render';
import { mockApi } from '@/test/server';
import { PollPage } from './PollPage';
import { lottoPollFixture, matchPollFixture, myFixture, quotaFixture, statsFixture, winnersFixture } from './testing';

const match = matchPollFixture();
const lotto = lottoPollFixture();

const server = mockApi(
  http.get('/api/poll/config', ({ request }) => {
    const id = new URL(request.url).searchParams.get('poll_id');
    if (id === null || id === '1') return HttpResponse.json(ok(lotto));
    if (id === '5') return HttpResponse.json(ok(match));
    return HttpResponse.json(fail(Errors.POLL_NOT_FOUND.code, Errors.POLL_NOT_FOUND.message));
  }),
  http.get('/api/poll/stats', ({ request }) => {
    const url = new URL(request.url);
    expect(url.searchParams.get('agent_id')).toBe('1');
    return HttpResponse.json(
      ok(url.searchParams.get('poll_id') === '5' ? statsFixture(match, [6, 3, 1]) : statsFixture(lotto, [0, 4, 0, 0, 0, 0, 0, 9])),
    );
  }),
);
afterEach(() => {
  cleanup();
  toaster.remove();
});

const PATH = '/poll/{-$id}';

describe('PollPage for visitors', () => {
  it('without an id shows the current poll: the 00-99 grid, time left, live stats; voting sends to log in (no member call)', async () => {
    const view = renderPage(PollPage, { path: PATH, url: '/poll' });
    expect(await screen.findByRole('heading', { level: 1, name: 'โหวตกิจกรรม' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'ทายเลขท้าย 2 ตัว หวยรัฐบาลงวดถัดไป' })).toBeInTheDocument();
    const grid = screen.getByRole('group', { name: 'ตัวเลือก' });
    const buttons = within(grid).getAllByRole('button');
    expect(buttons).toHaveLength(100);
    expect(buttons[0]).toHaveTextContent('00');
    expect(buttons[99]).toHaveTextContent('99');
    expect(screen.getByTestId('poll-countdown')).toHaveTextContent(/เหลือเวลาโหวต1 วัน 02:0[45]:\d\d/);
    // The 10 most voted with a vote: 07 then 01.
    const stats = await screen.findByTestId('poll-stats');
    expect(
      within(stats)
        .getAllByTestId('poll-stat-row')
        .map((r) => r.textContent),
    ).toEqual(['079 โหวต · 69.23%', '014 โหวต · 30.77%']);
    expect(stats).toHaveTextContent('โหวตแล้ว 13 สิทธิ์ จาก 12 คน');
    await view.user.click(screen.getByRole('button', { name: '42' }));
    expect(screen.getByRole('button', { name: '42' })).toHaveAttribute('aria-pressed', 'true');
    const login = within(screen.getByTestId('poll-login'));
    expect(login.getByText(/ท่านเลือก "42"/)).toBeInTheDocument();
    await view.user.click(login.getByRole('link', { name: 'เข้าสู่ระบบเพื่อโหวต' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('an unknown id shows the current poll with a Thai note', async () => {
    const { user } = renderPage(PollPage, { path: PATH, url: '/poll/77' });
    expect(await screen.findByTestId('poll-missing')).toHaveTextContent('ไม่พบโพล #77 จึงแสดงโพลปัจจุบันแทน');
    expect(screen.getByRole('heading', { level: 2, name: 'ทายเลขท้าย 2 ตัว หวยรัฐบาลงวดถัดไป' })).toBeInTheDocument();
    // The proof waits, folded, under "ตรวจสอบความยุติธรรม".
    const fold = screen.getByRole('button', { name: /ตรวจสอบความยุติธรรม/ });
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('poll-seed-hash')).not.toBeInTheDocument();
    expect(screen.queryByText(/SHA-256/)).not.toBeInTheDocument();
    await user.click(fold);
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('poll-seed-hash')).toHaveTextContent('ab'.repeat(32));
    expect(screen.getByText('เปิดเผย seed เมื่อประกาศผล')).toBeInTheDocument();
  });
});

describe('PollPage for members', () => {
  it('/poll/5: my quota and votes; choose, confirm with "ยืนยันการโหวต", the vote is sent once and the figures refresh', async () => {
    let quota = quotaFixture();
    let my = myFixture();
    const bodies: unknown[] = [];
    server.use(
      http.get('/api/poll/quota/get', () => HttpResponse.json(ok(quota))),
      http.get('/api/poll/my', () => HttpResponse.json(ok(my))),
      http.post('/api/poll/submit', async ({ request }) => {
        bodies.push(await request.json());
        quota = quotaFixture({ used: 2, remaining: 1 });
        my = myFixture({
          items: [{ id: 902, choice_id: 53, label: 'ทีมเยือนชนะ', created_at: new Date().toISOString(), won: null }, ...my.items],
        });
        return HttpResponse.json({
          error: 0,
          message: 'โหวต "ทีมเยือนชนะ" สำเร็จ เหลือสิทธิ์โหวต 1 ครั้ง',
          data: { vote: my.items[0], used: 2, total: 3, remaining: 1, replayed: false },
        });
      }),
    );
    const view = renderPage(PollPage, { path: PATH, url: '/poll/5', user: MEMBER });
    expect(await screen.findByRole('heading', { level: 1, name: 'โหวตกิจกรรม #5' })).toBeInTheDocument();
    expect(await screen.findByTestId('poll-remaining')).toHaveTextContent('เหลือสิทธิ์โหวต 2 ครั้ง');
    expect(screen.getByTestId('poll-quota')).toHaveTextContent('ใช้ไปแล้ว 1 จาก 3 สิทธิ์');
    expect(within(await screen.findByTestId('poll-my-votes')).getByText('เสมอ')).toBeInTheDocument();
    expect(screen.getByTestId('poll-rules')).toHaveTextContent('เล่นเกมครบทุก 1,000 บาท รับเพิ่ม 1 สิทธิ์');
    // The list shows each choice's share.
    expect(await screen.findByRole('button', { name: /เจ้าบ้านชนะ\s*60%/ })).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: /ทีมเยือนชนะ/ }));
    const confirm = within(screen.getByTestId('poll-confirm'));
    expect(confirm.getByText(/ใช้ 1 สิทธิ์ \(เหลือ 2 สิทธิ์\)/)).toBeInTheDocument();
    await view.user.click(confirm.getByRole('button', { name: 'ยืนยันการโหวต' }));
    await waitFor(() => expect(screen.getByTestId('poll-remaining')).toHaveTextContent('เหลือสิทธิ์โหวต 1 ครั้ง'));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ poll_id: 5, choice_id: 53, request_key: expect.stringMatching(/^v-[0-9a-f-]{36}$/) });
    await waitFor(() =>
      expect(
        screen
          .getAllByTestId('toast')
          .map((t) => t.textContent)
          .join(),
      ).toContain('โหวต "ทีมเยือนชนะ" สำเร็จ เหลือสิทธิ์โหวต 1 ครั้ง'),
    );
    expect(within(screen.getByTestId('poll-my-votes')).getByText('ทีมเยือนชนะ')).toBeInTheDocument();
    expect(screen.queryByTestId('poll-confirm')).not.toBeInTheDocument();
  });

  it("shows the server's Thai refusal", async () => {
    server.use(
      http.get('/api/poll/quota/get', () => HttpResponse.json(ok(quotaFixture()))),
      http.get('/api/poll/my', () => HttpResponse.json(ok(myFixture()))),
      http.post('/api/poll/submit', () => HttpResponse.json(fail(Errors.POLL_CLOSED.code, 'โพลนี้ปิดโหวตแล้ว'))),
    );
    const view = renderPage(PollPage, { path: PATH, url: '/poll/5', user: MEMBER });
    await view.user.click(await screen.findByRole('button', { name: /เสมอ/ }));
    await view.user.click(screen.getByRole('button', { name: 'ยืนยันการโหวต' }));
    await waitFor(() =>
      expect(
        screen
          .getAllByTestId('toast')
          .map((t) => t.textContent)
          .join(),
      ).toContain('โหวตไม่สำเร็จโพลนี้ปิดโหวตแล้ว'),
    );
  });

  it('after resolution: the result, the winners with masked phones, my votes marked, the revealed seed', async () => {
    const resolved = matchPollFixture(
      { status: 'resolved', status_name: 'ประกาศผลแล้ว', voting_open: false },
      { winning_choice_id: 51, server_seed: 'cd'.repeat(32), resolved_at: new Date().toISOString() },
    );
    server.use(
      http.get('/api/poll/config', () => HttpResponse.json(ok(resolved))),
      http.get('/api/poll/winners', () => HttpResponse.json(ok(winnersFixture()))),
      http.get('/api/poll/quota/get', () => HttpResponse.json(ok(quotaFixture()))),
      http.get('/api/poll/my', () =>
        HttpResponse.json(
          ok(myFixture({ items: [{ id: 901, choice_id: 51, label: 'เจ้าบ้านชนะ', created_at: '2026-11-26T05:00:00.000Z', won: true }] })),
        ),
      ),
    );
    const { user } = renderPage(PollPage, { path: PATH, url: '/poll/5', user: MEMBER });
    expect(await screen.findByTestId('poll-winning-label')).toHaveTextContent('เจ้าบ้านชนะ');
    const list = within(screen.getByRole('list', { name: 'รายชื่อผู้ได้รับรางวัล' }));
    expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '08x-xxx-56782 สิทธิ์เครดิตฟรี 100 บาท',
      '09x-xxx-12341 สิทธิ์เครดิตฟรี 50 บาท',
    ]);
    await user.click(screen.getByRole('button', { name: /ตรวจสอบความยุติธรรม/ }));
    expect(screen.getByTestId('poll-seed')).toHaveTextContent('cd'.repeat(32));
    expect(screen.getByTestId('poll-fairness')).toHaveTextContent('3, 0, 11, 7, 5, 1, 9, 2, 8, 4');
    expect(screen.getByTestId('poll-status-line')).toHaveTextContent('โพลนี้ประกาศผลแล้ว');
    expect(within(await screen.findByTestId('poll-my-votes')).getByText('ได้รับรางวัล')).toBeInTheDocument();
    for (const b of within(screen.getByRole('group', { name: 'ตัวเลือก' })).getAllByRole('button')) expect(b).toBeDisabled();
  });
});
