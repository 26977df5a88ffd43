/**
 * Starts the app once the static shell has painted (src/main.tsx loads this). Its code arrives in
 * five chunks, downloaded together (vite.config.ts) but evaluated one after the other, each in a task
 * of its own: React, the UI library (Chakra's styled system, emotion, zag), Chakra's theme and the
 * site's system, the data libraries (TanStack Router and Query, jotai), then the app itself. One long evaluation of everything at once was the longest
 * task of a phone's first visit (Lighthouse counts every task over 50 ms as blocking).
 */

/** Lets the browser handle input and paint between the start's steps. */
export const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function startApp(root: HTMLElement): Promise<void> {
  const { createRoot } = await import('react-dom/client');
  await yieldToMain();
  await import('./app/start-ui');
  await yieldToMain();
  await import('./app/start-theme');
  await yieldToMain();
  await import('./app/start-data');
  await yieldToMain();
  const { startMain } = await import('./start-main');
  await yieldToMain();
  await startMain(root, createRoot, yieldToMain);
}
