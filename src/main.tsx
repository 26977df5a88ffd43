import '@fontsource/kanit/thai-400.css';
import '@fontsource/kanit/latin-400.css';
import '@fontsource/kanit/thai-500.css';
import '@fontsource/kanit/latin-500.css';
import '@fontsource/kanit/thai-700.css';
import '@fontsource/kanit/latin-700.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './components/AppProviders';
import { captureInstallPrompt } from './features/pwa/install';
import { PwaLayer } from './features/pwa/PwaLayer';
import { registerServiceWorker } from './lib/pwa';
import { createQueryClient } from './lib/query';
import { persistQueries } from './lib/query-persist';
import { installChunkReloadGuard } from './lib/reload-guard';
import { createAppRouter } from './router';
import { appStore } from './state/store';

const SW_REGISTER_DELAY_MS = 2000;

installChunkReloadGuard();
captureInstallPrompt();

const queryClient = createQueryClient();
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The stored answers are restored before the router exists, so the first route's loaders find them
// (localStorage is synchronous: this takes a microtask, not a network round trip).
void persistQueries(queryClient).then(() => {
  const router = createAppRouter({ queryClient, store: appStore });
  // The first render as a transition: React yields to the browser every few milliseconds instead of
  // blocking the main thread for the whole tree (a phone stays responsive while the page builds).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProviders store={appStore} queryClient={queryClient}>
          <RouterProvider router={router} InnerWrap={PwaLayer} />
        </AppProviders>
      </StrictMode>,
    );
  });
  // A moment after the page has loaded: the worker's precache download (the whole shell) must not
  // compete with the first page's own requests on a slow connection.
  const register = () => setTimeout(registerServiceWorker, SW_REGISTER_DELAY_MS);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
});
