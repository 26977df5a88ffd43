import { createFileRoute } from '@tanstack/react-router';
import { middleware } from '@/app/guards';
import { RegisterPage } from '@/features/auth/RegisterPage';

/** The login area: a logged-in member is sent to /member. */
export const Route = createFileRoute('/_default/register')({
  beforeLoad: middleware('guest'),
  component: RegisterPage,
});
