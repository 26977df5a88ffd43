import { createFileRoute } from '@tanstack/react-router';
import { PaymentLayout } from '@/features/shell/layouts/SlimLayout';
import { memberBeforeLoad, memberLayoutLoader } from '@/features/shell/member-layout';

/** The payment layout (deposit, withdraw, QR payment): members only, a slim bar back to /member. */
export const Route = createFileRoute('/_payment')({
  beforeLoad: memberBeforeLoad,
  loader: memberLayoutLoader,
  component: PaymentLayout,
});
