import { createFileRoute } from '@tanstack/react-router';
import { LiffLayout } from '@/app/layouts/SlimLayout';

/** The LIFF layout: pages opened inside the LINE app. */
export const Route = createFileRoute('/_liff')({
  component: LiffLayout,
});
