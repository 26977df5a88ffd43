import { createFileRoute } from '@tanstack/react-router';
import { ForgotPage } from '@/features/auth/ForgotPage';
import { middleware } from '@/features/shell/guards';

/** The login area: a logged-in member is sent to /member. */
export const Route = createFileRoute('/_default/forgot')({
  beforeLoad: middleware('guest'),
  component: ForgotPage,
});
