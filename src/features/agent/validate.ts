import { ApiError, failureMessage, unwrap } from '@/lib/api-error';
import { api } from '@/lib/http';
import { localConfigAtom } from '@/state/agent';
import type { appStore } from '@/state/store';

/**
 * `/?ag=CODE`: the server validates the code and the local config keeps it only on error 0
 * (docs/product.md "Agent code"). Any other answer leaves the stored code as it was.
 */
export async function rememberAgentCode(store: typeof appStore, code: string | undefined): Promise<boolean> {
  const trimmed = code?.trim();
  if (!trimmed || trimmed.length > 32) return false;
  try {
    const { agent_code } = unwrap(await api.get<{ agent_code: string }>('/agent/validate', { code: trimmed }));
    store.set(localConfigAtom, { ...store.get(localConfigAtom), agent_code });
    return true;
  } catch (err) {
    // A refused code is a business answer, not a failure worth logging.
    if (!(err instanceof ApiError && err.status === 200)) console.error(`[agent] validate: ${failureMessage(err)}`);
    return false;
  }
}
