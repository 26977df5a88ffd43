import { createFileRoute } from '@tanstack/react-router';
import { rememberAgentCode } from '@/features/agent/validate';
import { HomePage } from '@/features/home/HomePage';

/** `/?ag=CODE`: the server validates the agent code; the local config keeps it only on error 0. */
export const Route = createFileRoute('/_default/')({
  validateSearch: (search: Record<string, unknown>): { ag?: string } => {
    const ag = search.ag;
    return typeof ag === 'string' || typeof ag === 'number' ? { ag: String(ag) } : {};
  },
  beforeLoad: ({ context, search }) => {
    if (search.ag) void rememberAgentCode(context.store, search.ag);
  },
  component: HomePage,
});
