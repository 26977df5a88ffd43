import type { AgentConfig, AgentEvent, Banner, Notification } from '@contract/agent';
import type { ApiResponse } from '@contract/envelope';
import { queryOptions } from '@tanstack/react-query';
import { agentCodeQuery } from '@/lib/agent-code';
import { failureMessage, unwrap } from '@/lib/api-error';
import { api } from '@/lib/http';

/**
 * docs/errors.md "How the site shows a failure": an agent call that fails (error != 0 or thrown) only logs its message and returns
 * nothing; the page then shows its empty state.
 */
async function quietly<T>(what: string, call: () => Promise<ApiResponse<T>>, fallback: T): Promise<T> {
  try {
    return unwrap(await call());
  } catch (err) {
    console.error(`[agent] ${what}: ${failureMessage(err)}`);
  }
  return fallback;
}

/** The agent config: logo, LINE contact and admin links (docs/product.md "What the site remembers"). */
export const agentConfigQuery = queryOptions({
  queryKey: ['agent', 'config'],
  queryFn: () => quietly<AgentConfig | null>('config', () => api.post('/agent/config', agentCodeQuery()), null),
  staleTime: 10 * 60_000,
});

export const notificationsQuery = queryOptions({
  queryKey: ['agent', 'notifications'],
  queryFn: () => quietly<Notification[]>('notifications', () => api.get('/notifications'), []),
  staleTime: 5 * 60_000,
});

/**
 * Banners and events carry the built-in agent code (docs/wire-format.md "The agent"). On the home page the
 * first script has already asked for the banners (app/static/static-shell.ts, lib/early.ts).
 */
export const bannersQuery = queryOptions({
  queryKey: ['agent', 'banners'],
  queryFn: () => quietly<Banner[]>('banners', () => api.get('/banner', agentCodeQuery()), []),
  staleTime: 10 * 60_000,
});

export const eventsQuery = queryOptions({
  queryKey: ['agent', 'events'],
  queryFn: () => quietly<AgentEvent[]>('events', () => api.get('/event/list', agentCodeQuery()), []),
  staleTime: 5 * 60_000,
});
