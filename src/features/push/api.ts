import type { PushKeyData, PushPrefsBody, PushPrefsData, PushSubscribeBody } from '@contract/push';
import { unwrap } from '@/lib/api-error';
import { api, request } from '@/lib/http';

/** The push calls (docs/push.md). */
export const pushApi = {
  key: async () => unwrap(await api.get<PushKeyData>('/push/key')).public_key,
  subscribe: async (body: PushSubscribeBody) => unwrap(await api.post<{ id: number }>('/push/subscribe', body)),
  /** Before logout: a refused or failed call must not keep the member signed in. */
  unsubscribe: async (endpoint: string) =>
    unwrap(await request<{ removed: boolean }>('DELETE', '/push/subscribe', { endpoint }, { skipAuthRedirect: true, timeout: 5_000 })),
  prefs: async () => unwrap(await api.get<PushPrefsData>('/push/prefs')),
  setPrefs: async (body: PushPrefsBody) => unwrap(await request<PushPrefsData>('PUT', '/push/prefs', body)),
};

/** Under the member root: dropped at logout with the member's other queries. */
export const pushPrefsQueryKey = ['member', 'push', 'prefs'] as const;
