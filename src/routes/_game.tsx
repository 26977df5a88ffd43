import { createFileRoute } from '@tanstack/react-router';
import { GameLayout } from '@/features/shell/layouts/GameLayout';

/** The game layout (/play): no member-area chrome. */
export const Route = createFileRoute('/_game')({
  component: GameLayout,
});
