import { cleanup, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, shellHandlers } from '@/test/api';
import { MEMBER, renderApp } from '@/test/render';
import { mockApi } from '@/test/server';
import { summaryFixture } from './testing';

/** The lobby's free-spin games as the catalogue answers them (GET /api/game/lobby?category=freespin). */
const siamTreasure = {
  provider_id: 'house',
  provider_name: 'เกมของเรา',
  sub_provider_id: 'house',
  game_id: 'siam-treasure',
  name: 'สมบัติสยาม',
  name_th: 'สมบัติสยาม',
  name_en: 'Siam Treasure',
  category: 'slot',
  categories: ['slot', 'freespin'],
  image: '/images/games/siam-treasure.svg',
  is_demo_available: true,
  tags: ['hot'],
};
const lobbyData = {
  category: 'freespin',
  providers: [{ provider_id: 'house', provider_name: 'เกมของเรา', games: [siamTreasure] }],
  hot: [siamTreasure],
};
const lobbyConfig = {
  lobby_key: 'freespin',
  title: 'ฟรีสปิน',
  subtitle: 'เกมที่มีฟีเจอร์ฟรีสปิน',
  banner: '/images/categories/freespin.svg',
  empty_text: 'ยังไม่มีเกมในขณะนี้',
  search_placeholder: 'ค้นหาเกม',
  tabs: [{ key: 'all', label: 'ทั้งหมด', provider_id: null }],
  game_count: 1,
};

mockApi(
  http.get('/api/game/lobby', () => HttpResponse.json(ok(lobbyData))),
  http.get('/api/lobby/configs', () => HttpResponse.json(ok(lobbyConfig))),
  http.get('/api/game/recent', () => HttpResponse.json(ok([]))),
  http.get('/api/freespin/summary', () => HttpResponse.json(ok(summaryFixture({ free_spins: 0 })))),
  http.get('/api/freespin/history', () => HttpResponse.json(ok({ rounds: [] }))),
  ...shellHandlers,
);
afterEach(() => cleanup());

describe('/freespin', () => {
  it('a visitor sees the lobby list of free-spin games and how to get free spins', async () => {
    renderApp('/freespin');
    // The lobby's own hero is the page heading, as before.
    expect(await screen.findByRole('heading', { level: 1, name: 'ฟรีสปิน' }, { timeout: 8000 })).toBeInTheDocument();
    const list = within(await screen.findByRole('region', { name: 'เกมฟรีสปินในล็อบบี้' }, { timeout: 8000 }));
    expect((await list.findAllByText('สมบัติสยาม', {}, { timeout: 8000 })).length).toBeGreaterThan(0);
    expect(screen.getByTestId('freespin-how-to-get')).toBeInTheDocument();
  });

  it('a member with 0 free spins sees the count, how to get them and the lobby list', async () => {
    renderApp('/freespin', { user: MEMBER });
    expect(await screen.findByTestId('freespin-count', {}, { timeout: 8000 })).toHaveTextContent('ฟรีสปินของคุณ 0 ครั้ง');
    const list = within(await screen.findByRole('region', { name: 'เกมฟรีสปินในล็อบบี้' }, { timeout: 8000 }));
    expect((await list.findAllByText('สมบัติสยาม', {}, { timeout: 8000 })).length).toBeGreaterThan(0);
  });
});
