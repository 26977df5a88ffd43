import { useAtomValue } from 'jotai';
import { BUILD_AGENT_CODE } from '@/lib/agent-code';
import { localConfigAtom } from '@/state/agent';

/** The agent code a registration or login carries: the server-validated one from ?ag=, else the built-in one. */
export function useAgentCode(): string {
  return useAtomValue(localConfigAtom).agent_code ?? BUILD_AGENT_CODE;
}
