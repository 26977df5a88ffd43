import '@fontsource/kanit/thai-400.css';
import '@fontsource/kanit/latin-400.css';
import '@fontsource/kanit/thai-500.css';
import '@fontsource/kanit/latin-500.css';
import '@fontsource/kanit/thai-700.css';
import '@fontsource/kanit/latin-700.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
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

installChunkReloadGuard();
captureInstallPrompt();

const queryClient = createQueryClient();
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The stored answers are restored before the router exists, so the first route's loaders find them
// (localStorage is synchronous: this takes a microtask, not a network round trip).
void persistQueries(queryClient).then(() => {
  const router = createAppRouter({ queryClient, store: appStore });
  createRoot(root).render(
    <StrictMode>
      <AppProviders store={appStore} queryClient={queryClient}>
        <RouterProvider router={router} InnerWrap={PwaLayer} />
      </AppProviders>
    </StrictMode>,
  );
  registerServiceWorker();
});
