import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '@/features/auth/RegisterPage';
import { middleware } from '@/features/shell/guards';

/** The login area: a logged-in member is sent to /member. */
export const Route = createFileRoute('/_default/register')({
  beforeLoad: middleware('guest'),
  component: RegisterPage,
});
