import type { LineConfig } from '@contract/line';

/**
 * LIFF, loaded only here and only by the /liff pages (this module is imported by LiffPage's chunk
 * alone), so @line/liff never weighs on other pages. Outside LINE (no LIFF id, init failed, or a
 * normal browser) the page opens its normal twin instead.
 */
export type LiffOpen = { inClient: false } | { inClient: true; idToken: () => string | null };

let opened: Promise<LiffOpen> | undefined;

async function start(config: LineConfig): Promise<LiffOpen> {
  if (!config.liff_id && !config.mock) return { inClient: false };
  const liff = (await import('@line/liff')).default;
  if (config.mock) {
    await (await import('./liff-mock')).installLiffMock(liff);
    await liff.init({ liffId: 'mock', mock: true } as Parameters<typeof liff.init>[0]);
  } else {
    await liff.init({ liffId: config.liff_id as string });
  }
  if (!liff.isInClient()) return { inClient: false };
  // Inside LINE the user is logged in by init; if not, LINE's login brings them back here.
  if (!liff.isLoggedIn()) {
    liff.login({ redirectUri: window.location.href });
    return new Promise<never>(() => {});
  }
  return { inClient: true, idToken: () => liff.getIDToken() };
}

/** LIFF started once per page load; a failed start counts as outside LINE. */
export function openLiff(config: LineConfig): Promise<LiffOpen> {
  opened ??= start(config).catch((err: unknown) => {
    console.error(`[liff] init: ${err instanceof Error ? err.message : String(err)}`);
    return { inClient: false } as const;
  });
  return opened;
}
