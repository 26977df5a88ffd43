/**
 * A new version of the site, installed by the service worker and waiting (src/lib/pwa.ts offers it).
 * The update prompt reads this; applying tells the waiting worker to take over and reloads into it.
 */
let apply: (() => Promise<void>) | undefined;
const listeners = new Set<() => void>();

export function offerUpdate(applyIt: () => Promise<void>): void {
  apply = applyIt;
  for (const l of listeners) l();
}

export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function isUpdateWaiting(): boolean {
  return apply !== undefined;
}

export async function applyUpdate(): Promise<void> {
  await apply?.();
}
