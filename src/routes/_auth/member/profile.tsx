import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '@/features/member/ProfilePage';

export const Route = createFileRoute('/_auth/member/profile')({
  component: ProfilePage,
});
