import { registerSW } from 'virtual:pwa-register';
import { offerUpdate } from './pwa-update';

/** Long-lived installed apps look for a new version hourly and whenever they return to the foreground. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (vite-plugin-pwa, registerType 'prompt', workbox-window). A new
 * version that is installed and waiting is offered to the member by the update prompt
 * (pwa-update.ts); nothing is applied without their consent, so no form is lost half filled in.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      // Sends SKIP_WAITING to the waiting worker; workbox-window reloads once it controls the page.
      offerUpdate(() => updateSW(true));
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      const check = () => {
        if (navigator.onLine) registration.update().catch(() => undefined);
      };
      setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    },
    onRegisterError(err) {
      console.error('[pwa] service worker registration failed', err);
    },
  });
}
