/**
 * The install offer's state outside React: Chromium's `beforeinstallprompt` event, captured by the
 * first script (src/main.tsx) before the app's code has loaded, since Chromium may fire it early.
 * No imports, so it stays in that small first script.
 */

/** Chromium's install event (not in TypeScript's DOM types). */
export type BeforeInstallPromptEvent = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

/**
 * How the site can be installed here: 'prompt' (Chromium fired beforeinstallprompt), 'ios' (Safari
 * on iPhone or iPad, which only has the Share menu's "Add to Home Screen"), or null (already
 * installed, running as the app, or a browser that cannot).
 */
export type InstallOffer = 'prompt' | 'ios' | null;

let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** Called once at start, before the app renders: Chromium may fire the event early. */
export function captureInstallPrompt(win: Window = window): void {
  win.addEventListener('beforeinstallprompt', (event) => {
    // Keep Chromium's own mini-infobar away; the member gets our prompt instead.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    emit();
  });
  win.addEventListener('appinstalled', () => {
    installed = true;
    deferred = null;
    emit();
  });
}

export function isStandalone(win: Window = window): boolean {
  return win.matchMedia?.('(display-mode: standalone)').matches === true || (win.navigator as { standalone?: boolean }).standalone === true;
}

/** Safari on iOS/iPadOS (iPadOS reports a Mac with touch); in-app browsers (LINE, Facebook, Chrome) cannot add to the home screen. */
export function isIosSafari(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator): boolean {
  const ua = nav.userAgent;
  const ios = /iPad|iPhone|iPod/.test(ua) || (/Macintosh/.test(ua) && nav.maxTouchPoints > 1);
  return ios && /Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|Line\/|FBAN|FBAV|Instagram/.test(ua);
}

export function getInstallOffer(): InstallOffer {
  if (installed || isStandalone()) return null;
  if (deferred) return 'prompt';
  return isIosSafari() ? 'ios' : null;
}

export function subscribeInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Shows Chromium's install dialog; answers whether the member accepted. The event can be used once. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') installed = true;
  emit();
  return outcome === 'accepted';
}
