import { createFileRoute } from '@tanstack/react-router';
import { PaymentLayout } from '@/app/layouts/SlimLayout';
import { memberBeforeLoad, memberLayoutLoader } from '@/app/member-layout';

/** The payment layout (deposit, withdraw, QR payment): members only, a slim bar back to /member. */
export const Route = createFileRoute('/_payment')({
  beforeLoad: memberBeforeLoad,
  loader: memberLayoutLoader,
  component: PaymentLayout,
});
