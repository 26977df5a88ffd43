import { createFileRoute } from '@tanstack/react-router';
import { agentConfigQuery } from '@/features/agent/queries';
import { DefaultLayout } from '@/features/shell/layouts/DefaultLayout';

/** The default layout: public pages with the header, footer and shared dialogs. */
export const Route = createFileRoute('/_default')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(agentConfigQuery);
  },
  component: DefaultLayout,
});
