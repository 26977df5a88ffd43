import { atomWithStorage } from 'jotai/utils';
import type { SyncStorage } from 'jotai/vanilla/utils/atomWithStorage';
import { local, PREFIX } from './storage';

/** Local config (localStorage): the agent code once the server validated it (docs/product.md "Agent code"). */
type LocalConfig = { agent_code: string | null };
export const localConfigAtom = atomWithStorage<LocalConfig>(`${PREFIX}config`, { agent_code: null }, local as SyncStorage<LocalConfig>, {
  getOnInit: true,
});
