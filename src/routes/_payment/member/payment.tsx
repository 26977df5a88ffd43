import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

/** QR payment (payments issue). */
export const Route = createFileRoute('/_payment/member/payment')({
  component: () => <ComingSoon title="ชำระเงินผ่าน QR" />,
});
