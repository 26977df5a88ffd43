import { type Browser, chromium, type Page } from 'playwright-core';

/** Debian's Chromium, never a downloaded one; the flags keep it off the closed network. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-gpu',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export const MOBILE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };

export async function newPage(browser: Browser, size: { width: number; height: number }, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: size,
    baseURL,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    isMobile: size.width < 600,
    hasTouch: size.width < 600,
  });
  return context.newPage();
}
