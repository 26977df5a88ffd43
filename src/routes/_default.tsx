import { createFileRoute } from '@tanstack/react-router';
import { DefaultLayout } from '@/app/layouts/DefaultLayout';
import { agentConfigQuery } from '@/features/agent';

/** The default layout: public pages with the header, footer and shared dialogs. */
export const Route = createFileRoute('/_default')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(agentConfigQuery);
  },
  component: DefaultLayout,
});
