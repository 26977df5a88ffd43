import type { LineConfig, LineLinkBody, LineSessionData } from '@contract/line';
import { unwrap } from '@/lib/api-error';
import { api } from '@/lib/http';

/**
 * The LINE calls (docs/line.md). Login and link skip the 401 rule: a LIFF page answers a refused
 * token itself, in Thai, instead of going to /login.
 */
export const lineApi = {
  config: async () => unwrap(await api.get<LineConfig>('/line/config')),
  login: (idToken: string) => api.post<LineSessionData>('/line/login', { id_token: idToken }, { skipAuthRedirect: true }),
  link: (body: LineLinkBody) => api.post<LineSessionData>('/line/link', body, { skipAuthRedirect: true }),
  linkCurrent: (idToken: string) => api.post<null>('/line/link_current', { id_token: idToken }, { skipAuthRedirect: true }),
  /** Test routes only: an id token the server signs for the LIFF mock's LINE user. */
  testIdToken: async (sub: string, name: string) =>
    unwrap(await api.post<{ id_token: string }>('/test/line/id_token', { sub, name })).id_token,
};
