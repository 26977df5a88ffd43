import { describe, expect, it } from 'vitest';
// The service worker's own rule table (sw/ has no test project of its own).
import { isResultsPage, isStorableEnvelope, NAVIGATION_DENYLIST, ruleFor } from '../../../sw/cache-rules';

const ORIGIN = 'https://gw888.example';
const get = (path: string, destination = '') => ruleFor({ method: 'GET', url: `${ORIGIN}${path}`, destination }, ORIGIN);

describe('the service worker’s run-time caches', () => {
  it('lotto lobby, rates and latest results: network first, the cache when offline or slow', () => {
    for (const path of [
      '/api/lotto/lobby',
      '/api/lotto/rates?category_id=1&agent_id=1',
      '/api/lotto/rate?round_id=3',
      '/api/lotto/result',
    ]) {
      expect(get(path)).toMatchObject({ cacheName: 'gw-lotto', strategy: 'NetworkFirst', networkTimeoutSeconds: 4 });
    }
    expect(get('/api/lotto/results?agent_id=1&category_id=1')).toMatchObject({ cacheName: 'gw-lotto', strategy: 'StaleWhileRevalidate' });
    expect(get('/api/notifications')).toMatchObject({ strategy: 'NetworkFirst' });
  });

  it('sportsbook fixtures and config: network first, the last odds when offline or slow; never bets', () => {
    for (const path of ['/api/sport/fixtures?day=today', '/api/sport/fixtures?day=later&league_id=3', '/api/sport/config']) {
      expect(get(path), path).toMatchObject({ cacheName: 'gw-sport', strategy: 'NetworkFirst', networkTimeoutSeconds: 4 });
    }
    for (const path of ['/api/sport/bets?status=open', '/api/sport/bet/5', '/api/sport/fixture/5']) expect(get(path), path).toBeUndefined();
    expect(ruleFor({ method: 'POST', url: `${ORIGIN}/api/sport/bet`, destination: '' }, ORIGIN)).toBeUndefined();
  });

  it('game lists, lobby configs, banners and event lists: answered from the cache and refreshed', () => {
    for (const path of [
      '/api/game/list?provider=house&category=slot&limit=60',
      '/api/game/lobby?category=slot',
      '/api/lobby/configs?lobby_key=slot',
    ]) {
      expect(get(path)).toMatchObject({ cacheName: 'gw-games', strategy: 'StaleWhileRevalidate' });
    }
    expect(get('/api/banner?agent_code=GOLD888')).toMatchObject({ cacheName: 'gw-content', strategy: 'StaleWhileRevalidate' });
    expect(get('/api/event/list?agent_code=GOLD888')).toMatchObject({ cacheName: 'gw-content' });
  });

  it('the results page’s HTML (its latest view only) from its own cache, refreshed behind it', () => {
    const nav = (path: string, mode = 'navigate') => isResultsPage({ mode, url: `${ORIGIN}${path}` }, ORIGIN);
    expect(nav('/lotto/results')).toBe(true);
    expect(nav('/lotto/results?utm_source=line')).toBe(true);
    expect(nav('/lotto/results?category=1')).toBe(false);
    expect(nav('/lotto/results?date=2026-11-16')).toBe(false);
    expect(nav('/lotto/results', 'cors')).toBe(false);
    expect(nav('/lotto/rates')).toBe(false);
    expect(isResultsPage({ mode: 'navigate', url: 'https://other.example/lotto/results' }, ORIGIN)).toBe(false);
  });

  it('pictures from any origin: cache first', () => {
    expect(get('/images/banners/banner-1.svg', 'image')).toMatchObject({ cacheName: 'gw-images', strategy: 'CacheFirst' });
    expect(ruleFor({ method: 'GET', url: 'https://cdn.example/banner.webp', destination: 'image' }, ORIGIN)).toMatchObject({
      cacheName: 'gw-images',
    });
  });

  it('never the member’s money, bills or details, nor any write, nor other origins’ API', () => {
    for (const path of [
      '/api/member/wallets',
      '/api/member/statement?page=1',
      '/api/member/payment/info?channel_id=1',
      '/api/member/points',
      '/api/lotto/bill/list',
      '/api/lotto/bill/detail?bill_id=5',
      '/api/lotto/limit?round_id=3',
      '/api/get_user_info',
      '/api/game/recent',
      '/api/game/wallets',
      '/api/withdraw/list',
    ]) {
      expect(get(path), path).toBeUndefined();
    }
    expect(ruleFor({ method: 'POST', url: `${ORIGIN}/api/lotto/results`, destination: '' }, ORIGIN)).toBeUndefined();
    expect(ruleFor({ method: 'GET', url: 'https://other.example/api/lotto/results', destination: '' }, ORIGIN)).toBeUndefined();
  });

  it('never an answer asked with a member’s token (the notices then hold the member’s own)', () => {
    const signedIn = {
      method: 'GET',
      url: `${ORIGIN}/api/notifications`,
      destination: '',
      headers: new Headers({ Authorization: 'Bearer t' }),
    };
    expect(get('/api/notifications')).toMatchObject({ cacheName: 'gw-notices' });
    expect(ruleFor(signedIn, ORIGIN)).toBeUndefined();
    expect(ruleFor({ ...signedIn, headers: new Headers() }, ORIGIN)).toMatchObject({ cacheName: 'gw-notices' });
  });

  it('stores only success envelopes, so a business error never replaces a good answer', () => {
    expect(isStorableEnvelope({ error: 0, message: 'สำเร็จ', data: [] })).toBe(true);
    expect(isStorableEnvelope({ status: 0, message: 'สำเร็จ', data: {} })).toBe(true);
    expect(isStorableEnvelope({ error: 5001, message: 'ปิดรับแล้ว' })).toBe(false);
    expect(isStorableEnvelope({ status: 1, message: 'x' })).toBe(false);
    expect(isStorableEnvelope(null)).toBe(false);
  });

  it('never answers a back-office (/admin) or API navigation with the member shell', () => {
    const denied = (path: string) => NAVIGATION_DENYLIST.some((re) => re.test(path));
    for (const path of ['/admin', '/admin/', '/admin/members', '/admin?x=1', '/admin.html', '/api/me']) expect(denied(path)).toBe(true);
    for (const path of ['/', '/lotto', '/administrator', '/deposit']) expect(denied(path)).toBe(false);
  });
});
