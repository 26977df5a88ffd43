import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { middleware } from '@/app/guards';
import { loadRegisterPage } from '@/features/account';

/** The login area: a logged-in member is sent to /member. */
export const Route = createFileRoute('/_default/register')({
  beforeLoad: middleware('guest'),
  component: lazyRouteComponent(loadRegisterPage, 'RegisterPage'),
});
