/**
 * zod's schemas compile a faster parser with `new Function` when the page allows it, and find out by
 * trying once. Under the site's Content-Security-Policy (`script-src 'self'`, no 'unsafe-eval') that
 * try is refused and Chromium reports the refusal as a CSP issue on every page whose code uses zod
 * (Lighthouse best practices, "inspector-issues"). zod's `jitless` setting skips the try; it is read
 * from `globalThis.__zod_globalConfig`, which zod creates on first load or reuses when it is there,
 * so the first script sets it before any chunk with zod has loaded.
 */
export function zodWithoutEval(target: typeof globalThis = globalThis): void {
  const holder = target as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}
