import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/LoginPage';
import { middleware } from '@/features/shell/guards';

/** The login area: a logged-in member is sent to /member. */
export const Route = createFileRoute('/_default/login')({
  beforeLoad: middleware('guest'),
  component: LoginPage,
});
