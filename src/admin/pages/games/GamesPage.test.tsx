import type { AdminGame, AdminGameProvider, AdminRound, AdminRoundVerifyData } from '@contract/admin-games';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { hangs, refuses } from '../../testing/http';
import { renderAdmin } from '../../testing/render';

const ok = <T,>(data: T) => ({ error: 0, message: 'สำเร็จ', data });
const paged = <T,>(items: T[], total = items.length, page_size = 20) => ok({ items, page: 1, page_size, total });

const house: AdminGameProvider = { id: 'house', name: 'เกมของเว็บ', enabled: true, running: true, sort: 1, game_count: 4, enabled_games: 4 };
const sandbox: AdminGameProvider = {
  id: 'sandbox',
  name: 'แซนด์บ็อกซ์',
  enabled: false,
  running: true,
  sort: 2,
  game_count: 3,
  enabled_games: 2,
};
const slot: AdminGame = {
  game_id: 'siam-treasure',
  provider_id: 'house',
  provider_name: 'เกมของเว็บ',
  name_th: 'สมบัติสยาม',
  name_en: 'Siam Treasure',
  category: 'slot',
  categories: ['slot', 'freespin'],
  tags: ['hot'],
  image: '/images/games/siam-treasure.svg',
  is_demo_available: true,
  sort: 1,
  enabled: true,
  provider_enabled: true,
};
const coin: AdminGame = {
  ...slot,
  game_id: 'sbx-coin-toss',
  provider_id: 'sandbox',
  provider_name: 'แซนด์บ็อกซ์',
  name_th: 'หัวก้อยทันใจ',
  name_en: 'Quick Coin Toss',
  category: 'casino',
  categories: ['casino'],
  tags: ['new'],
  enabled: false,
  provider_enabled: false,
};
const round: AdminRound = {
  round_id: 77,
  created_at: '2026-01-02T03:04:05Z',
  member_id: 12,
  member_phone: '0812345678',
  member_name: 'สมหญิง ทดสอบ',
  game_id: 'siam-treasure',
  game_name: 'สมบัติสยาม',
  stake: 2,
  win: 5.5,
  balance_after: 103.5,
  input: { bet: 200, buyFeature: false },
  outcome: { reels: [[1, 2, 3]] },
  server_seed_hash: 'a'.repeat(64),
  client_seed: 'my-seed',
  nonce: 3,
  server_seed: null,
  seed_status: 'open',
};
const verified: AdminRoundVerifyData = {
  valid: true,
  hash_matches: true,
  outcome_matches: true,
  recomputed: { stake: 2, win: 5.5, outcome: round.outcome },
  reason: null,
  seed_revealed: false,
};

const server = mockApi(
  http.get('/api/admin/games/providers', () => HttpResponse.json(ok([house, sandbox]))),
  http.get('/api/admin/games', () => HttpResponse.json(paged([slot, coin]))),
  http.get('/api/admin/games/rounds', () => HttpResponse.json(paged([round]))),
);
afterEach(cleanup);

describe('the games page', () => {
  it('shows that it is loading', async () => {
    server.use(hangs('/api/admin/games'));
    renderAdmin('/admin/games');
    // The providers arrive (the first render also loads the page's lazy chunk); the games table keeps loading.
    await screen.findByTestId('provider-house', {}, { timeout: 5000 });
    const games = screen.getByRole('region', { name: 'รายชื่อเกม' });
    expect(within(games).getByRole('status')).toHaveTextContent('กำลังโหลด');
  });

  it('says when nothing matches and shows a refusal in Thai', async () => {
    server.use(
      http.get('/api/admin/games', () => HttpResponse.json(paged([]))),
      refuses('/api/admin/games/providers', 'ไม่มีสิทธิ์ใช้งานส่วนนี้'),
    );
    renderAdmin('/admin/games?q=zzz');
    expect(await screen.findByText('ไม่พบเกมที่ตรงกับตัวกรอง')).toBeInTheDocument();
    expect(await screen.findByText('ไม่มีสิทธิ์ใช้งานส่วนนี้')).toBeInTheDocument();
  });

  it('lists providers and games with their switches; switching sends the new state', async () => {
    const puts: string[] = [];
    server.use(
      http.put('/api/admin/games/providers/:id', async ({ params, request }) => {
        puts.push(`provider ${params.id} ${JSON.stringify(await request.json())}`);
        return HttpResponse.json(ok({ ...sandbox, enabled: true }));
      }),
      http.put('/api/admin/games/:id', async ({ params, request }) => {
        puts.push(`game ${params.id} ${JSON.stringify(await request.json())}`);
        return HttpResponse.json(ok({ ...slot, enabled: false }));
      }),
    );
    const { user } = renderAdmin('/admin/games', { role: 'support' });
    const card = await screen.findByTestId('provider-sandbox');
    expect(within(card).getByText(/เปิด 2 \/ 3 เกม/)).toBeInTheDocument();
    const providerSwitch = within(card).getByRole('switch', { name: 'เปิดใช้ แซนด์บ็อกซ์' });
    expect(providerSwitch).toHaveAttribute('aria-checked', 'false');
    await user.click(providerSwitch);
    const row = (await screen.findByText('สมบัติสยาม')).closest('tr') as HTMLElement;
    expect(within(row).getByText('สล็อต, ซื้อฟรีสปิน')).toBeInTheDocument();
    const coinRow = screen.getByText('หัวก้อยทันใจ').closest('tr') as HTMLElement;
    expect(within(coinRow).getByText('ผู้ให้บริการปิดอยู่')).toBeInTheDocument();
    await user.click(within(row).getByRole('switch', { name: 'เปิดใช้ สมบัติสยาม' }));
    await waitFor(() => expect(puts).toEqual(['provider sandbox {"enabled":true}', 'game siam-treasure {"enabled":false}']));
  });

  it('shows a refused switch in Thai', async () => {
    server.use(http.put('/api/admin/games/:id', () => HttpResponse.json({ error: 5, message: 'ไม่พบข้อมูลที่ต้องการ' }, { status: 404 })));
    const { user } = renderAdmin('/admin/games');
    const row = (await screen.findByText('สมบัติสยาม')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('switch'));
    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่พบข้อมูลที่ต้องการ');
  });

  it('keeps filters, sort and page in the address and asks the server for them', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/admin/games', ({ request }) => {
        const p = new URL(request.url).searchParams;
        asked.push(['provider', 'category', 'enabled', 'q', 'sort', 'dir', 'page'].map((k) => `${k}=${p.get(k) ?? ''}`).join('&'));
        return HttpResponse.json(paged([slot, coin], 45));
      }),
    );
    const { user, router } = renderAdmin('/admin/games');
    await screen.findByText('สมบัติสยาม');
    await user.selectOptions(screen.getByRole('combobox', { name: 'ประเภทเกม' }), 'casino');
    await user.selectOptions(screen.getByRole('combobox', { name: 'สถานะเกม' }), 'false');
    await user.type(screen.getByRole('textbox', { name: 'ค้นหาเกม' }), 'coin');
    await user.click(screen.getByRole('button', { name: 'ค้นหา' }));
    await user.click(screen.getByRole('button', { name: /^เกม/ }));
    await user.click(await screen.findByRole('button', { name: 'ถัดไป' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ category: 'casino', enabled: 'false', q: 'coin', sort: 'name', page: 2 }),
    );
    await waitFor(() => expect(asked.at(-1)).toBe('provider=&category=casino&enabled=false&q=coin&sort=name&dir=desc&page=2'));
  });

  it('looks a round up and checks its proof', async () => {
    let query = '';
    server.use(
      http.get('/api/admin/games/rounds', ({ request }) => {
        const p = new URL(request.url).searchParams;
        query = `${p.get('round_id')}|${p.get('member')}`;
        return HttpResponse.json(paged([round]));
      }),
      http.post('/api/admin/games/rounds/:id/verify', () => HttpResponse.json(ok(verified))),
    );
    const { user } = renderAdmin('/admin/games');
    expect(await screen.findByText(/กรอกรหัสรอบ หรือรหัสสมาชิก/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ค้นหารอบ' }));
    expect(screen.getByText('กรุณาระบุรหัสรอบหรือสมาชิก')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'สมาชิก' }), '0812345678');
    await user.click(screen.getByRole('button', { name: 'ค้นหารอบ' }));
    const card = await screen.findByRole('article', { name: 'รอบ 77' });
    expect(query).toBe('null|0812345678');
    expect(within(card).getByText(/0812345678 สมหญิง ทดสอบ/)).toBeInTheDocument();
    expect(within(card).getByText('a'.repeat(64))).toBeInTheDocument();
    expect(within(card).getByText('ยังไม่เปิดเผย (คู่ซีดยังใช้งานอยู่)')).toBeInTheDocument();
    expect(within(card).getByText('5.50')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'ตรวจสอบ' }));
    const result = await within(card).findByRole('status');
    expect(result).toHaveTextContent('ถูกต้อง: ผลของรอบนี้คำนวณได้จากซีดที่ผูกไว้');
    expect(result).toHaveTextContent('ค่าแฮช ตรง · ผลรอบ ตรง');
  });

  it('says when a round is not found, and when the check fails', async () => {
    server.use(
      http.post('/api/admin/games/rounds/:id/verify', () =>
        HttpResponse.json(ok({ ...verified, valid: false, outcome_matches: false, reason: 'ผลไม่ตรงกับที่คำนวณได้' })),
      ),
    );
    const { user } = renderAdmin('/admin/games?round=77');
    const card = await screen.findByRole('article', { name: 'รอบ 77' });
    await user.click(within(card).getByRole('button', { name: 'ตรวจสอบ' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('ไม่ถูกต้อง: ผลไม่ตรงกับที่คำนวณได้');
    cleanup();
    server.use(http.get('/api/admin/games/rounds', () => HttpResponse.json(paged([]))));
    renderAdmin('/admin/games?round=5');
    expect(await screen.findByText('ไม่พบรอบการเล่นที่ตรงกับที่ค้นหา')).toBeInTheDocument();
  });

  it('finance reads without switches', async () => {
    renderAdmin('/admin/games', { role: 'finance' });
    const card = await screen.findByTestId('provider-house');
    expect(within(card).getByText('เปิด')).toBeInTheDocument();
    await screen.findByText('สมบัติสยาม');
    expect(screen.queryAllByRole('switch')).toHaveLength(0);
    expect(screen.getByRole('link', { name: /เกมและผู้ให้บริการ/ })).toBeInTheDocument();
  });
});
