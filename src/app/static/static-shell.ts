import type { Banner } from '@contract/agent';
import type { ApiResponse } from '@contract/envelope';
import type { GameLobbyData } from '@contract/games';
import { lobbyGames } from '@contract/games-lobby';
import { agentCodeQuery } from '@/lib/agent-code';
import { startEarlyGet } from '@/lib/early';
import { USER_KEY } from '@/state/storage-keys';

/**
 * The static shell in index.html (docs/pwa.md "First paint"): the header, the footer tabs and a
 * skeleton, painted by the HTML alone before any script. The first script adapts it to the page
 * and the visitor before the app's code has loaded, and starts the page's public requests
 * (lib/early.ts); the app replaces the shell with its first render.
 */

const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api';
/**
 * The game lobbies: their catalogue and tabs (features/games/api.ts asks the same). The 'sport'
 * lobby (virtual football) is at /sport/virtual: /sport is the sportsbook.
 */
const LOBBY = /^\/(?:(slot|casino|fishing|freespin)|sport\/virtual)\/?$/;

function signedIn(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    const user = storage?.getItem(USER_KEY);
    return !!user && user !== 'null';
  } catch {
    return false;
  }
}

function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Game tiles the shell draws from the early lobby answer: the first rows on a phone. */
const SHELL_TILES = 6;

/**
 * A lobby's first game pictures in the shell's grid (the tiles' size as the lobby draws them,
 * features/games/lobby/GameGrid), so the page's largest picture shows before the app has run.
 */
function showShellGames(doc: Document, res: ApiResponse<GameLobbyData>): void {
  // The envelope is read here, not by lib/api-error's unwrap: this is the first script, kept small.
  const grid = doc.getElementById('shell-games');
  if (res.error !== 0 || !grid || grid.firstChild) return;
  for (const game of lobbyGames(res.data).slice(0, SHELL_TILES)) {
    const item = doc.createElement('li');
    const tile = doc.createElement('div');
    tile.className = 'sh-tile';
    const img = doc.createElement('img');
    img.src = game.image;
    img.alt = '';
    img.width = 320;
    img.height = 320;
    img.fetchPriority = 'high';
    img.draggable = false;
    tile.append(img);
    const name = doc.createElement('div');
    name.className = 'sh-name';
    item.append(tile, name);
    grid.append(item);
  }
}

/** The home page's first banner in the shell's banner box, as the carousel's first slide draws it. */
export function showShellBanner(doc: Document, res: ApiResponse<Banner[]>): void {
  const banner = res.error === 0 ? res.data?.[0] : undefined;
  const box = doc.getElementById('shell-banner');
  if (!banner?.image || !box || box.firstChild) return;
  const img = doc.createElement('img');
  img.src = banner.image;
  img.alt = banner.title;
  img.width = 1200;
  img.height = 400;
  img.fetchPriority = 'high';
  img.draggable = false;
  box.append(img);
}

/**
 * Fits the shell to this page: the home page's banner box and welcome card, a game lobby's grid (its
 * first games drawn once the early lobby answer is in), the results the server wrote in, or a
 * generic skeleton; the menu link of the current section; a member's footer tabs instead of the
 * visitor's (no register and login buttons).
 * It starts the page's public requests at once: the home page's banners, a lobby's games and tabs.
 */
export function prepareShell(
  doc: Document = document,
  storage: Pick<Storage, 'getItem'> | undefined = localStorageOrUndefined(),
  path: string = location.pathname,
): void {
  const root = doc.documentElement;
  const home = path === '/';
  const match = LOBBY.exec(path);
  const lobby = match ? (match[1] ?? 'sport') : undefined;
  // The results the server wrote into /lotto/results (server/plugins/static-results.ts) stay on screen.
  const results = path === '/lotto/results' && !!doc.getElementById('shell-results')?.firstChild;
  // The sportsbook's odds page: its heading is drawn by the shell (the page's largest text).
  const sport = /^\/sport\/?$/.test(path);
  root.dataset.shell = home ? 'home' : lobby ? 'lobby' : results ? 'results' : sport ? 'sport' : 'page';
  if (signedIn(storage)) root.dataset.member = '';
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('.sh-nav a')) {
    const to = link.getAttribute('href') ?? '';
    if (path === to || path.startsWith(`${to}/`)) link.setAttribute('aria-current', 'page');
  }
  if (home && doc.getElementById('shell-banner')) {
    startEarlyGet<ApiResponse<Banner[]>>(API_BASE, '/banner', agentCodeQuery())
      .then((res) => showShellBanner(doc, res))
      .catch(() => undefined);
  }
  if (lobby) {
    startEarlyGet<ApiResponse<GameLobbyData>>(API_BASE, '/game/lobby', { category: lobby })
      .then((res) => showShellGames(doc, res))
      .catch(() => undefined);
    startEarlyGet(API_BASE, '/lobby/configs', { lobby_key: lobby });
  }
}

/**
 * Module preloads added per task: inserting a `modulepreload` link costs the main thread a few
 * milliseconds at 4x CPU (the browser starts a module fetch for it), and a page can list 30 chunks.
 */
const PRELOADS_PER_TASK = 4;

/**
 * Starts downloading the current page's own chunks (the build lists each page's in index.html,
 * vite.config.ts `routeChunks`), alongside the app's: otherwise they are asked for only once the
 * app has run and its router has matched the page. The links go in a few per task, so a page with
 * many chunks does not make one long task of it.
 */
export async function preloadPageChunks(doc: Document = document, path: string = location.pathname): Promise<void> {
  const data = doc.getElementById('route-chunks')?.textContent;
  if (!data) return;
  let files: string[];
  try {
    const list = JSON.parse(data) as { files: string[]; routes: [string, number[]][] };
    const page = list.routes.find(([pattern]) => new RegExp(pattern).test(path));
    files = (page?.[1] ?? []).map((i) => list.files[i]);
  } catch {
    // A damaged list only costs the early start.
    return;
  }
  for (let i = 0; i < files.length; i += PRELOADS_PER_TASK) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    for (const href of files.slice(i, i + PRELOADS_PER_TASK)) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      doc.head.append(link);
    }
  }
}

/** Resolves once the browser has painted a frame (or soon, in a tab that draws none). */
export function afterNextPaint(fallbackMs = 100): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      resolve();
    };
    requestAnimationFrame(() => setTimeout(go, 0));
    setTimeout(go, fallbackMs);
  });
}
