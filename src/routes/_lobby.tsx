import { createFileRoute } from '@tanstack/react-router';
import { LobbyLayout } from '@/app/layouts/SlimLayout';

/** The lobby layout: a provider's game lobby. */
export const Route = createFileRoute('/_lobby')({
  component: LobbyLayout,
});
