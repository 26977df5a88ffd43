import { PREFIX } from '@/state/storage-keys';

/** docs/errors.md "How the site shows a failure": a code chunk that fails to load reloads the page at most once per 60 s. */
export const RELOAD_GUARD_MS = 60_000;
const KEY = `${PREFIX}chunkReloadAt`;

/** Browsers word a failed dynamic import differently; Vite's preload helper says "Unable to preload". */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk/i;

export function isChunkLoadError(err: unknown): boolean {
  const message = err instanceof Error ? err.message : typeof err === 'string' ? err : '';
  return CHUNK_ERROR.test(message);
}

/**
 * Reloads unless a reload happened in the last 60 s (remembered in sessionStorage, so per tab).
 * Answers whether it reloads; when it does not, the caller shows the error instead.
 */
export function reloadOnce(now: number = Date.now(), reload: () => void = () => window.location.reload()): boolean {
  // Offline a reload cannot fetch the chunk either, and would swap the site for the browser's own
  // offline page: the caller shows its error instead.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  try {
    const last = Number(sessionStorage.getItem(KEY) ?? 0) || 0;
    if (now - last < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(KEY, String(now));
  } catch {
    // Without storage the guard cannot remember a reload; never reloading avoids a reload loop.
    return false;
  }
  reload();
  return true;
}

/** Vite fires `vite:preloadError` when a chunk's preload fails; the router's lazy errors reach the error page. */
export function installChunkReloadGuard(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce()) event.preventDefault();
  });
}
