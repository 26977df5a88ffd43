import { createFileRoute } from '@tanstack/react-router';
import { MemberHomePage } from '@/features/member/MemberHomePage';

export const Route = createFileRoute('/_auth/member/')({
  component: MemberHomePage,
});
