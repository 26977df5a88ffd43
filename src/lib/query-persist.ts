import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave, removeOldestQuery } from '@tanstack/react-query-persist-client';
import { PREFIX } from '@/state/storage';
import { CACHE_MAX_AGE_MS } from './query';

/**
 * The query cache kept in localStorage (the sync-storage persister), restored before the first route
 * loads so the installed app shows what it last had, offline or on a slow connection.
 *
 * Only public answers are kept: the agent's config, notices, banners and events ('agent'), the game
 * catalogue ('games'), lotto lobby, rates and results ('lotto') and the sportsbook's fixtures, odds
 * and config ('sport'; the member's bets are under 'member'). The member's own data lives
 * under 'member' (wallets, statement, bills...) and is never written to storage by this cache.
 */
export const PERSIST_KEY = `${PREFIX}queries`;
/** Bump when a persisted answer changes shape: a stored copy with another buster is discarded. */
export const PERSIST_BUSTER = '1';
const PUBLIC_ROOTS: ReadonlySet<string> = new Set(['agent', 'games', 'lotto', 'sport']);
const SAVE_AFTER_MS = 1000;

export function isPersistable(queryKey: QueryKey): boolean {
  return typeof queryKey[0] === 'string' && PUBLIC_ROOTS.has(queryKey[0]);
}

const shouldDehydrateQuery = (query: Query) => query.state.status === 'success' && isPersistable(query.queryKey);

/**
 * Restores the stored answers into the client, then saves public answers a second after they change
 * (and at once when the page is hidden, the last moment a phone reliably gives us).
 */
export async function persistQueries(queryClient: QueryClient, storage: Storage | undefined = safeLocalStorage()): Promise<() => void> {
  if (!storage) return () => {};
  const persister = createSyncStoragePersister({ storage, key: PERSIST_KEY, throttleTime: 0, retry: removeOldestQuery });
  const options = {
    queryClient,
    persister,
    buster: PERSIST_BUSTER,
    dehydrateOptions: { shouldDehydrateQuery, shouldDehydrateMutation: () => false },
  };
  try {
    await persistQueryClientRestore({ ...options, maxAge: CACHE_MAX_AGE_MS });
  } catch {
    // A broken stored copy is removed by the restore; the site starts from the network.
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    void persistQueryClientSave(options);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'added' && event.type !== 'removed' && event.type !== 'updated') return;
    if (!isPersistable(event.query.queryKey) || timer !== undefined) return;
    timer = setTimeout(save, SAVE_AFTER_MS);
  });
  const onHidden = () => {
    if (document.visibilityState === 'hidden' && timer !== undefined) save();
  };
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    unsubscribe();
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onHidden);
  };
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
