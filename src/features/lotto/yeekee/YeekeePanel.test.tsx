import { createHash } from 'node:crypto';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, ok } from '@/test/api';
import { MEMBER, renderWithProviders } from '@/test/render';
import { mockApi } from '@/test/server';
import { roundFixture } from '../round/testing';
import type { YeekeeShot } from './api';
import { proofText } from './proof';
import { YeekeePanel } from './YeekeePanel';

const yeekeeRound = roundFixture({
  id: 77,
  category_id: 30,
  category_code: 'yeekee',
  category_name: 'หวยยี่กี',
  group: 'yeekee',
  title: 'รอบที่ 37 วันที่ 21 พฤศจิกายน 2569',
  round_no: 37,
  seconds_to_close: 600,
});
const shot = (id: number, number: string, member = '089xxxx678'): YeekeeShot => ({
  id,
  seq: id,
  number,
  member,
  created_at: new Date(Date.UTC(2026, 10, 21, 7, 0, id, 250)).toISOString(),
});

const server = mockApi();
afterEach(() => {
  cleanup();
});

describe('the Yeekee round', () => {
  it('shoots a number, counts the cooldown down, and polls the live list after the newest shot it has', async () => {
    const polls: (string | null)[] = [];
    const shots = [shot(2, '54321'), shot(1, '11111')];
    const bodies: unknown[] = [];
    server.use(
      http.get('/api/lotto/yeekee/list', ({ request }) => {
        const after = new URL(request.url).searchParams.get('after_id');
        polls.push(after);
        const newer = shots.filter((s) => s.id > Number(after ?? 0));
        return HttpResponse.json(ok({ round: yeekeeRound, shot_count: shots.length, shots: newer, poll_ms: 2000 }));
      }),
      http.post('/api/lotto/yeekee/shoot_number', async ({ request }) => {
        bodies.push(await request.json());
        const mine = shot(3, '12345', '081xxxx678');
        shots.unshift(mine);
        return HttpResponse.json(
          ok({
            shot: { id: 3, number: '12345', member: mine.member, created_at: mine.created_at },
            next_shot_at: '',
            cooldown_seconds: 10,
          }),
        );
      }),
    );
    const { user } = renderWithProviders(<YeekeePanel round={yeekeeRound} open loggedIn onRoundMoved={() => {}} />, { user: MEMBER });
    const list = within(await screen.findByRole('list', { name: 'เลขที่ยิงล่าสุด' }));
    await list.findByText('54321');
    expect(screen.getByTestId('yeekee-shot-count')).toHaveTextContent('ยิงแล้ว 2 ครั้ง');
    expect(polls[0]).toBeNull();

    const pad = within(screen.getByRole('group', { name: 'แป้นตัวเลข เลขที่ต้องการยิง' }));
    const shoot = screen.getByRole('button', { name: 'ยิงเลข' });
    expect(shoot).toBeDisabled();
    for (const d of '12345') await user.click(pad.getByRole('button', { name: d }));
    await user.click(shoot);

    expect(await screen.findByText('ยิงเลข 12345 สำเร็จ')).toBeInTheDocument();
    expect(bodies).toEqual([{ round_id: 77, number: '12345', agent_id: '1' }]);
    expect(screen.getByRole('button', { name: /ยิงได้อีกครั้งใน (10|9) วินาที/ })).toBeDisabled();
    // The list asks only for what came after the newest shot it held, and marks the member's own.
    const mine = await list.findByText('12345');
    expect(polls).toContain('2');
    expect(mine.closest('li')).toHaveTextContent('ของคุณ');
    await waitFor(() => expect(screen.getByTestId('yeekee-shot-count')).toHaveTextContent('ยิงแล้ว 3 ครั้ง'));
    expect(list.getAllByText(/^\d{5}$/).map((n) => n.textContent)).toEqual(['12345', '54321', '11111']);
  });

  it("shows the server's reason when a shot is refused", async () => {
    server.use(
      http.get('/api/lotto/yeekee/list', () => HttpResponse.json(ok({ round: yeekeeRound, shot_count: 0, shots: [], poll_ms: 2000 }))),
      http.post('/api/lotto/yeekee/shoot_number', () => HttpResponse.json(fail(5020, 'ยิงเลขได้ทุก 10 วินาที กรุณารออีก 7 วินาที'))),
    );
    const { user } = renderWithProviders(<YeekeePanel round={yeekeeRound} open loggedIn onRoundMoved={() => {}} />, { user: MEMBER });
    await screen.findByText('ยังไม่มีใครยิงเลขในรอบนี้');
    const pad = within(screen.getByRole('group', { name: 'แป้นตัวเลข เลขที่ต้องการยิง' }));
    for (const d of '00000') await user.click(pad.getByRole('button', { name: d }));
    await user.click(screen.getByRole('button', { name: 'ยิงเลข' }));
    expect(await screen.findByText('ยิงเลขได้ทุก 10 วินาที กรุณารออีก 7 วินาที')).toBeInTheDocument();
  });

  const published = Array.from({ length: 20 }, (_, i) => shot(i + 1, String((i * 4099 + 777) % 100_000).padStart(5, '0')));
  const sum = published.reduce((s, x) => s + Number(x.number), 0);
  const subtracted = { seq: 5, number: published[4].number };
  const number = String((sum - Number(subtracted.number)) % 100_000).padStart(5, '0');
  const digest = createHash('sha256').update(proofText(published)).digest('hex');
  const resulted = {
    ...yeekeeRound,
    status: 'resulted' as const,
    is_open: false,
    result: {
      top3: number.slice(-3),
      top2: number.slice(-2),
      bottom2: number.slice(0, 2),
      front3: [],
      back3: [],
      first_prize: null,
      yeekee_number: number,
    },
  };

  it('shows the result with its proof and checks the published list in the browser', async () => {
    server.use(
      http.get('/api/lotto/yeekee/list', () => HttpResponse.json(ok({ round: resulted, shot_count: 20, shots: [], poll_ms: 2000 }))),
      http.get('/api/lotto/yeekee/lists', () =>
        HttpResponse.json(ok({ round: resulted, shots: published, proof: { shot_count: 20, sum, subtracted, number, sha256: digest } })),
      ),
    );
    renderWithProviders(<YeekeePanel round={resulted} open={false} loggedIn onRoundMoved={() => {}} />, { user: MEMBER });
    expect(await screen.findByTestId('yeekee-number')).toHaveTextContent(number);
    expect(screen.getByTestId('yeekee-proof-count')).toHaveTextContent('20');
    expect(screen.getByText(`${subtracted.number} (ลำดับ 5)`)).toBeInTheDocument();
    expect(screen.getByTestId('yeekee-sha256')).toHaveTextContent(digest);
    expect(screen.getByText(/^วิธีคำนวณ: นำเลขที่ยิงทั้งหมด 20 ครั้งมารวมกัน/)).toBeInTheDocument();
    expect(await screen.findByTestId('yeekee-proof-check')).toHaveTextContent('ตรวจสอบในเครื่องของคุณแล้ว');
    expect(screen.getByTestId('yeekee-proof-list').textContent?.split('\n')).toHaveLength(20);
    expect(screen.queryByRole('button', { name: 'ยิงเลข' })).not.toBeInTheDocument();
  });

  it('says so when the published list does not give the published digest', async () => {
    const tampered = published.map((s, i) => (i === 3 ? { ...s, number: '99999' } : s));
    server.use(
      http.get('/api/lotto/yeekee/list', () => HttpResponse.json(ok({ round: resulted, shot_count: 20, shots: [], poll_ms: 2000 }))),
      http.get('/api/lotto/yeekee/lists', () =>
        HttpResponse.json(ok({ round: resulted, shots: tampered, proof: { shot_count: 20, sum, subtracted, number, sha256: digest } })),
      ),
    );
    renderWithProviders(<YeekeePanel round={resulted} open={false} loggedIn onRoundMoved={() => {}} />, { user: MEMBER });
    expect(await screen.findByTestId('yeekee-proof-check')).toHaveTextContent('ตรวจสอบแล้วไม่ตรงกัน');
  });
});
