import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadMoneyPages } from '@/features/payments';

/** The PromptPay QR payment in the payment layout; ?reference= names the QR, checked by the page (without it: the latest). */
export const Route = createFileRoute('/_payment/member/payment')({
  validateSearch: (search: Record<string, unknown>) => search as { reference?: string },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => (await loadMoneyPages()).ensurePayment(context.queryClient, deps),
  component: lazyRouteComponent(loadMoneyPages, 'PaymentPage'),
});
