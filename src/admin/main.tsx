import '@fontsource/kanit/thai-400.css';
import '@fontsource/kanit/latin-400.css';
import '@fontsource/kanit/thai-600.css';
import '@fontsource/kanit/latin-600.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminApp, createAdminQueryClient } from './app/AdminApp';
import { createAdminRouter } from './app/router';

/** The back office's entry (admin.html): its own router, query client and Chakra theme. */
const root = document.getElementById('root');
if (root) {
  const queryClient = createAdminQueryClient();
  createRoot(root).render(
    <StrictMode>
      <AdminApp router={createAdminRouter({ queryClient })} queryClient={queryClient} />
    </StrictMode>,
  );
}
