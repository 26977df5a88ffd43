import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ensurePayment, loadMoneyPages } from '@/features/payments';
import { pageWithData } from '@/lib/route-data';

/** The PromptPay QR payment in the payment layout; ?reference= names the QR, checked by the page (without it: the latest). */
export const Route = createFileRoute('/_payment/member/payment')({
  validateSearch: (search: Record<string, unknown>) => search as { reference?: string },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => pageWithData(loadMoneyPages, ensurePayment(context.queryClient, deps)),
  component: lazyRouteComponent(loadMoneyPages, 'PaymentPage'),
});
