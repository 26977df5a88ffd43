import { createFileRoute } from '@tanstack/react-router';
import { GameLayout } from '@/app/layouts/GameLayout';

/** The game layout (/play): no member-area chrome. */
export const Route = createFileRoute('/_game')({
  component: GameLayout,
});
