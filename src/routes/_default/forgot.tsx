import { createFileRoute } from '@tanstack/react-router';
import { middleware } from '@/app/guards';
import { ForgotPage } from '@/features/auth/ForgotPage';

/** The login area: a logged-in member is sent to /member. */
export const Route = createFileRoute('/_default/forgot')({
  beforeLoad: middleware('guest'),
  component: ForgotPage,
});
