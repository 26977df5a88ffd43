import { createFileRoute } from '@tanstack/react-router';
import { LiffLayout } from '@/features/line';

/** The `liff` layout: pages opened inside the LINE app (no header, footer or floating buttons). */
export const Route = createFileRoute('/_liff')({
  component: LiffLayout,
});
