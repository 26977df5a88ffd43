import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadMemberHomePage } from '@/features/member';

export const Route = createFileRoute('/_auth/member/')({
  component: lazyRouteComponent(loadMemberHomePage, 'MemberHomePage'),
});
