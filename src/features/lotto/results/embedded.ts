import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ResultRow } from '../api';

/** The element the server writes the latest results' answer into (server/plugins/static-results.ts `RESULTS_DATA_ID`). */
const DATA_ID = 'shell-results-data';

type Embedded = { fetched_at: number; data: { items: ResultRow[] } };

function isEmbedded(value: unknown): value is Embedded {
  const v = value as Partial<Embedded> | null;
  return typeof v?.fetched_at === 'number' && Array.isArray(v.data?.items);
}

/**
 * The latest results the server wrote into /lotto/results' HTML, put into the query cache with the
 * time the server read them: the app's first render shows what the page already shows, without
 * asking for it again (the query refetches once that answer is older than its staleTime, as any
 * other). A copy already in the cache that is newer (restored from storage) is kept. Read once: the
 * app's first render replaces the element. `queryKey` is the latest results' (queries.ts, which calls this).
 */
export function takeEmbeddedResults(queryClient: QueryClient, queryKey: QueryKey, doc: Document = document): void {
  const el = doc.getElementById(DATA_ID);
  if (!el?.textContent) return;
  let embedded: unknown;
  try {
    embedded = JSON.parse(el.textContent);
  } catch {
    return;
  }
  el.remove();
  if (!isEmbedded(embedded)) return;
  const held = queryClient.getQueryState(queryKey);
  if (held?.data !== undefined && held.dataUpdatedAt >= embedded.fetched_at) return;
  queryClient.setQueryData(queryKey, embedded.data, { updatedAt: embedded.fetched_at });
}
