import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { middleware } from '@/app/guards';
import { loadLoginPage } from '@/features/account';

/** The login area: a logged-in member is sent to /member. */
export const Route = createFileRoute('/_default/login')({
  beforeLoad: middleware('guest'),
  component: lazyRouteComponent(loadLoginPage, 'LoginPage'),
});
