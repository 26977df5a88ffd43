import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, RELOAD_GUARD_MS, reloadOnce } from './reload-guard';

afterEach(() => sessionStorage.clear());

describe('chunk load reload guard (docs/errors.md "How the site shows a failure")', () => {
  it("recognises the browsers' failed dynamic import messages", () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Network down'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads at most once per 60 s, remembered in sessionStorage', () => {
    const reload = vi.fn();
    const t0 = 1_700_000_000_000;
    expect(reloadOnce(t0, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce(t0 + 1_000, reload)).toBe(false);
    expect(reloadOnce(t0 + RELOAD_GUARD_MS - 1, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce(t0 + RELOAD_GUARD_MS, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(sessionStorage.getItem('gw888.chunkReloadAt')).toBe(String(t0 + RELOAD_GUARD_MS));
  });

  it('never reloads offline (the browser would replace the site with its offline page)', () => {
    const reload = vi.fn();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(reloadOnce(1_700_000_000_000, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('gw888.chunkReloadAt')).toBeNull();
    vi.restoreAllMocks();
  });
});

describe('vite:preloadError', () => {
  it('reloads on the first failed preload and lets the error through within the next 60 s', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // jsdom cannot navigate
    const { installChunkReloadGuard } = await import('./reload-guard');
    installChunkReloadGuard();
    const first = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    expect(sessionStorage.getItem('gw888.chunkReloadAt')).not.toBeNull();
    const second = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);
  });
});
