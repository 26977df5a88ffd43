import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/lib/http';
import { ok } from '@/test/api';
import { createTestContext } from '@/test/render';
import { mockApi } from '@/test/server';
import { preloadPageChunks, prepareShell, showShellBanner } from './static-shell';

const calls: string[] = [];
const banner = { id: 1, image: '/images/banners/banner-1.svg', title: 'สมาชิกใหม่รับโบนัส 50%', link: '/promotions' };
const game = (id: string) => ({ game_id: id, image: `/images/games/${id}.svg` });
const lobby = {
  category: 'slot',
  providers: [
    { provider_id: 'gold', games: ['a', 'b', 'c', 'd'].map(game) },
    { provider_id: 'house', games: ['e', 'f', 'g'].map(game) },
  ],
  hot: [],
};
mockApi(
  http.get('/api/banner', ({ request }) => {
    calls.push(`banner ${new URL(request.url).search}`);
    return HttpResponse.json(ok([banner]));
  }),
  http.get('/api/game/lobby', ({ request }) => {
    calls.push(`lobby ${new URL(request.url).search}`);
    return HttpResponse.json(ok(lobby));
  }),
  http.get('/api/lobby/configs', ({ request }) => {
    calls.push(`config ${new URL(request.url).search}`);
    return HttpResponse.json(ok({ title: 'สล็อต', tabs: [] }));
  }),
);
afterEach(() => {
  calls.length = 0;
});

/** index.html's static shell, as the browser parsed it. */
function shell(): Document {
  const html = readFileSync(resolve(__dirname, '../../../index.html'), 'utf8');
  const doc = document.implementation.createHTMLDocument('');
  doc.documentElement.innerHTML = html.replace(/^<!doctype html>\s*<html[^>]*>/i, '').replace(/<\/html>\s*$/, '');
  return doc;
}
const visitor = { getItem: () => null };

describe('the static shell (index.html) and the first script', () => {
  beforeEach(() => {
    createTestContext();
  });

  it('is in index.html: header, the eight menu links, the register and login buttons, the footer tabs', () => {
    const doc = shell();
    expect(doc.querySelector('[data-testid="static-shell"]')).not.toBeNull();
    expect([...doc.querySelectorAll('.sh-nav a')].map((a) => a.getAttribute('href'))).toEqual([
      '/slot',
      '/lotto/lobby',
      '/casino',
      '/sport',
      '/affiliate',
      '/promotions',
      '/winloss',
      '/redeem',
    ]);
    expect(doc.querySelector('.sh-btns a[href="/register"]')?.getAttribute('aria-label')).toBe('สมัครสมาชิก');
    expect(doc.querySelector('.sh-btns a[href="/login"]')?.textContent).toBe('เข้าสู่ระบบ');
    expect(doc.querySelector('.sh-logo img')?.getAttribute('src')).toBe('/images/logo.svg');
    expect(doc.querySelectorAll('.sh-tabs a').length).toBe(8);
    // The home screen's name is the manifest's Thai short name.
    const manifest = JSON.parse(readFileSync(resolve(__dirname, '../../../manifest.webmanifest'), 'utf8')) as { short_name: string };
    expect(doc.querySelector('meta[name="apple-mobile-web-app-title"]')?.getAttribute('content')).toBe(manifest.short_name);
    expect(manifest.short_name).toBe('โกลเด้น วิน');
  });

  it('on the home page: the home layout, and the banners asked for at once and drawn in the banner box', async () => {
    const doc = shell();
    prepareShell(doc, visitor, '/');
    expect(doc.documentElement.dataset.shell).toBe('home');
    expect(doc.documentElement.dataset.member).toBeUndefined();
    await expect.poll(() => doc.querySelector('#shell-banner img')).not.toBeNull();
    const img = doc.querySelector('#shell-banner img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(banner.image);
    expect(img.alt).toBe(banner.title);
    expect([img.width, img.height]).toEqual([1200, 400]);
    expect(calls).toEqual(['banner ?agent_code=GOLD888']);
    // The app's own banner request takes that answer instead of asking again.
    const res = await api.get('/banner', { agent_code: 'GOLD888' });
    expect(res.data).toEqual([banner]);
    expect(calls).toHaveLength(1);
    // Taken once: the next one asks the server.
    await api.get('/banner', { agent_code: 'GOLD888' });
    expect(calls).toHaveLength(2);
  });

  it('keeps a banner the server already drew into the HTML', () => {
    const doc = shell();
    const box = doc.getElementById('shell-banner') as HTMLElement;
    box.innerHTML = '<img src="/x.svg" alt="x">';
    showShellBanner(doc, { error: 0, message: 'ok', data: [banner] });
    expect(box.querySelectorAll('img')).toHaveLength(1);
    expect(box.querySelector('img')?.getAttribute('src')).toBe('/x.svg');
  });

  it('on a lobby: the lobby layout, the current menu link, its games and tabs asked for at once and its first games drawn', async () => {
    const doc = shell();
    prepareShell(doc, visitor, '/slot');
    expect(doc.documentElement.dataset.shell).toBe('lobby');
    expect(doc.querySelector('.sh-nav a[aria-current="page"]')?.getAttribute('href')).toBe('/slot');
    await expect.poll(() => calls.length).toBe(2);
    expect(calls.sort()).toEqual(['config ?lobby_key=slot', 'lobby ?category=slot']);
    await expect.poll(() => doc.querySelectorAll('#shell-games img').length).toBe(6);
    expect([...doc.querySelectorAll('#shell-games img')].map((i) => i.getAttribute('src'))).toEqual(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => `/images/games/${id}.svg`),
    );
    const res = await api.get('/game/lobby', { category: 'slot' });
    expect(res.error).toBe(0);
    expect(calls).toHaveLength(2);
  });

  it('the sportsbook (/sport) shows its heading; its virtual-football lobby (/sport/virtual) is the sport lobby', async () => {
    const book = shell();
    prepareShell(book, visitor, '/sport');
    expect(book.documentElement.dataset.shell).toBe('sport');
    const bets = shell();
    prepareShell(bets, visitor, '/sport/bets');
    expect(bets.documentElement.dataset.shell).toBe('page');
    expect(book.querySelector('.sh-nav a[aria-current="page"]')?.getAttribute('href')).toBe('/sport');
    const virtual = shell();
    prepareShell(virtual, visitor, '/sport/virtual');
    expect(virtual.documentElement.dataset.shell).toBe('lobby');
    expect(virtual.querySelector('.sh-nav a[aria-current="page"]')?.getAttribute('href')).toBe('/sport');
    await expect.poll(() => calls.length).toBe(2);
    expect(calls.sort()).toEqual(['config ?lobby_key=sport', 'lobby ?category=sport']);
  });

  it('elsewhere: the page skeleton and no early requests', () => {
    const doc = shell();
    prepareShell(doc, visitor, '/lotto/results');
    expect(doc.documentElement.dataset.shell).toBe('page');
    expect(doc.querySelector('.sh-nav a[aria-current="page"]')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('keeps the results the server wrote into /lotto/results on screen (the skeleton when it wrote none)', () => {
    const doc = shell();
    (doc.getElementById('shell-results') as HTMLElement).innerHTML = '<h1>ผลหวยล่าสุด</h1>';
    prepareShell(doc, visitor, '/lotto/results');
    expect(doc.documentElement.dataset.shell).toBe('results');
    expect(calls).toEqual([]);
  });

  it('for a member: no register and login buttons, the member’s footer tabs', () => {
    const doc = shell();
    prepareShell(
      doc,
      { getItem: (key) => (key === 'gw888.user' ? '{"access_token":"t","username":"0812345678","vip_level":0}' : null) },
      '/lotto/results',
    );
    expect(doc.documentElement.dataset.member).toBe('');
    expect(calls).toEqual([]);
  });

  it('preloads the current page’s chunks from the list the build writes, a few per task', async () => {
    const doc = shell();
    const list = doc.createElement('script');
    list.type = 'application/json';
    list.id = 'route-chunks';
    list.textContent = JSON.stringify({
      files: ['/assets/ResultsPage-a.js', '/assets/field-b.js', '/assets/pages-c.js', ...[1, 2, 3, 4].map((n) => `/assets/more-${n}.js`)],
      routes: [
        ['^/lotto/results/?$', [0, 1, 3, 4, 5, 6]],
        ['^/slot/?$', [2]],
      ],
    });
    doc.head.append(list);
    const hrefs = () => [...doc.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    const done = preloadPageChunks(doc, '/lotto/results');
    // The first four in this task, the rest in the next.
    expect(hrefs()).toEqual(['/assets/ResultsPage-a.js', '/assets/field-b.js', '/assets/more-1.js', '/assets/more-2.js']);
    await done;
    expect(hrefs()).toEqual([
      '/assets/ResultsPage-a.js',
      '/assets/field-b.js',
      '/assets/more-1.js',
      '/assets/more-2.js',
      '/assets/more-3.js',
      '/assets/more-4.js',
    ]);
  });
});
