// The first script: small on purpose (docs/pwa.md "First paint"). index.html paints the static
// shell by itself; this script fits the shell to the page, starts the page's public requests, and
// loads the app's code (and the page's own chunks) only after the shell has painted, so the first
// paint never waits for them.

import { afterNextPaint, preloadPageChunks, prepareShell } from '@/app/static/static-shell';
import { captureInstallPrompt } from '@/lib/install-capture';
import { installChunkReloadGuard, isChunkLoadError, reloadOnce } from './lib/reload-guard';
import { zodWithoutEval } from './lib/zod-csp';

installChunkReloadGuard();
zodWithoutEval();
// Chromium may fire beforeinstallprompt before the app's code has loaded.
captureInstallPrompt();
prepareShell();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

afterNextPaint()
  .then(() => {
    void preloadPageChunks();
    return import('./start');
  })
  .then(({ startApp }) => startApp(root))
  .catch((err: unknown) => {
    // A deploy replaced the app's code while this page was open: fetch the new shell once.
    if (isChunkLoadError(err) && reloadOnce()) return;
    throw err;
  });
