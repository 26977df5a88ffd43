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
import { registerServiceWorker } from './lib/pwa';
import { createQueryClient } from './lib/query';
import { installChunkReloadGuard } from './lib/reload-guard';
import { createAppRouter } from './router';
import { appStore } from './state/store';

installChunkReloadGuard();

const queryClient = createQueryClient();
const router = createAppRouter({ queryClient, store: appStore });

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <AppProviders store={appStore} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

registerServiceWorker();
