import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadProfilePage } from '@/features/member';

export const Route = createFileRoute('/_auth/member/profile')({
  component: lazyRouteComponent(loadProfilePage, 'ProfilePage'),
});
