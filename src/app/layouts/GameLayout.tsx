import { Box } from '@chakra-ui/react/box';
import { Outlet } from '@tanstack/react-router';
import { useLayoutLoading } from '@/components/loading/loading-bar';

/** The game layout (/play): the game alone on black, none of the member-area chrome (docs/games.md "The /play page (src/features/play/)"). */
export function GameLayout() {
  useLayoutLoading();
  return (
    <Box minH="100dvh" bg="black" data-layout="game">
      <Outlet />
    </Box>
  );
}
