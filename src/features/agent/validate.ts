import { api } from '@/lib/http';
import { localConfigAtom } from '@/state/agent';
import type { appStore } from '@/state/store';

/**
 * `/?ag=CODE`: the server validates the code and the local config keeps it only on error 0
 * (SPEC section 4 "Agent code"). Any other answer leaves the stored code as it was.
 */
export async function rememberAgentCode(store: typeof appStore, code: string | undefined): Promise<boolean> {
  const trimmed = code?.trim();
  if (!trimmed || trimmed.length > 32) return false;
  try {
    const res = await api.get<{ agent_code: string }>('/agent/validate', { code: trimmed });
    if (res.error !== 0 || !res.data) return false;
    store.set(localConfigAtom, { ...store.get(localConfigAtom), agent_code: res.data.agent_code });
    return true;
  } catch (err) {
    console.error(`[agent] validate: ${err instanceof Error ? err.message : String(err)}`);
    return false;
  }
}
