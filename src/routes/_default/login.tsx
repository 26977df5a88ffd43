import { createFileRoute } from '@tanstack/react-router';
import { middleware } from '@/app/guards';
import { LoginPage } from '@/features/auth/LoginPage';

/** The login area: a logged-in member is sent to /member. */
export const Route = createFileRoute('/_default/login')({
  beforeLoad: middleware('guest'),
  component: LoginPage,
});
