import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the service worker (vite-plugin-pwa, registerType 'prompt'). A new version is applied
 * the next time the page is hidden (tab switched, app backgrounded), so nobody loses a form half
 * filled in and nobody needs a toast that would outlast the 1-3 s toast rule.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      const apply = () => {
        if (document.visibilityState === 'hidden') {
          document.removeEventListener('visibilitychange', apply);
          void updateSW(true);
        }
      };
      document.addEventListener('visibilitychange', apply);
    },
    onRegisterError(err) {
      console.error('[pwa] service worker registration failed', err);
    },
  });
}
