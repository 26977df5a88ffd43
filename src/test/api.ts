import type { UserInfo, Wallet } from '@contract/account';
import type { AgentConfig, AgentEvent, Notification } from '@contract/agent';
import { GAME_CATEGORIES, GAME_CATEGORY_NAMES, type GameCategory } from '@contract/games';
import { HttpResponse, http } from 'msw';

/** The envelope of a success. */
export const ok = <T>(data: T) => ({ error: 0, message: 'สำเร็จ', data });
/** The envelope of a business failure (HTTP 200, error != 0). */
export const fail = (error: number, message: string) => ({ error, message });

export const LINE_URL = 'https://line.me/R/ti/p/@goldenwin888';

export const agentConfigFixture: AgentConfig = {
  agent_id: 1,
  agent_code: 'GOLD888',
  name: 'Golden Win 888',
  info: {
    agent_logo: '/images/logo.svg',
    line_contact_url: LINE_URL,
    line_admin_url: 'https://line.me/R/ti/p/@goldenwin888admin',
    line_id: '@goldenwin888',
    phone: '0812345678',
    opening_text: '',
  },
};

export function noticeFixture(id: number, over: Partial<Notification> = {}): Notification {
  return {
    id,
    type: id === 1 ? 1 : 2,
    image: `/images/notices/notice-${id}.svg`,
    title: `ประกาศที่ ${id}`,
    description: `รายละเอียดประกาศที่ ${id}`,
    created_at: '2026-01-01T00:00:00+07:00',
    ...over,
  };
}

export function eventFixture(id: number): AgentEvent {
  return { id, image: `/images/events/event-${id}.svg`, title: `กิจกรรมที่ ${id}`, link: '/poll/1' };
}

export function userInfoFixture(over: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 7,
    username: '0812345678',
    phone: '0812345678',
    first_name: 'สมชาย',
    last_name: 'ใจดี',
    vip_level: 0,
    agent_code: 'GOLD888',
    line_id: null,
    date_of_birth: '1990-05-17',
    referral_code: 'SOMC7X',
    bank_accounts: [],
    created_at: '2026-01-15T10:00:00+07:00',
    ...over,
  };
}

/** A member as the profile pages show one: VIP 1, a LINE id and a primary bank account. */
export function memberInfoFixture(over: Partial<UserInfo> = {}): UserInfo {
  return userInfoFixture({
    vip_level: 1,
    line_id: 'somchai.j',
    bank_accounts: [
      { id: 1, bank_code: '004', bank_name: 'ธนาคารกสิกรไทย', account_number: '1234567890', account_name: 'สมชาย ใจดี', is_primary: true },
    ],
    ...over,
  });
}

export const mainWallet: Wallet = { id: 1, wallet_name: 'กระเป๋าหลัก', balance: 0, wallet_type_id: 1 };

/** A game lobby with no games (the lobby pages' calls; the shell tests open /slot as any page). */
const emptyLobby = (key: string) => ({
  lobby_key: key,
  title: GAME_CATEGORY_NAMES[key as GameCategory] ?? key,
  subtitle: '',
  banner: `/images/categories/${key}.svg`,
  empty_text: 'ยังไม่มีเกมในขณะนี้',
  search_placeholder: 'ค้นหาเกม',
  tabs: [{ key: 'all', label: 'ทั้งหมด', provider_id: null }],
  game_count: 0,
});

/**
 * What the shell calls, answered as the seeded server would: the agent's config, no notifications,
 * banners or events, the member's info and one empty wallet; /member/points does not exist yet (404);
 * the game lobbies answer empty. Tests override any of these with server.use(...).
 */
export const shellHandlers = [
  http.post('/api/agent/config', () => HttpResponse.json(ok(agentConfigFixture))),
  http.get('/api/notifications', () => HttpResponse.json(ok([]))),
  http.get('/api/banner', () => HttpResponse.json(ok([]))),
  http.get('/api/event/list', () => HttpResponse.json(ok([]))),
  http.get('/api/agent/validate', ({ request }) => {
    const code = new URL(request.url).searchParams.get('code');
    return HttpResponse.json(code?.toUpperCase() === 'GOLD888' ? ok({ agent_code: 'GOLD888' }) : fail(2001, 'รหัสเอเยนต์ไม่ถูกต้อง'));
  }),
  http.get('/api/get_user_info', () => HttpResponse.json(ok(userInfoFixture()))),
  http.post('/api/member/wallets', () => HttpResponse.json(ok([mainWallet]))),
  http.post('/api/member/points', () => HttpResponse.json(fail(5, 'ไม่พบข้อมูลที่ต้องการ'), { status: 404 })),
  http.post('/api/logout', () => HttpResponse.json(ok(null))),
  http.get('/api/game/lobby', ({ request }) =>
    HttpResponse.json(ok({ category: new URL(request.url).searchParams.get('category'), providers: [], hot: [] })),
  ),
  http.get('/api/lobby/configs', ({ request }) => {
    const key = new URL(request.url).searchParams.get('lobby_key') ?? '';
    // A name that is no category is a provider's lobby: the seeded server knows none by default.
    if (!(GAME_CATEGORIES as readonly string[]).includes(key)) return HttpResponse.json(fail(4006, 'ไม่พบค่ายเกมนี้ หรือค่ายเกมปิดให้บริการชั่วคราว'));
    return HttpResponse.json(ok(emptyLobby(key)));
  }),
  http.get('/api/game/recent', () => HttpResponse.json(ok([]))),
];
