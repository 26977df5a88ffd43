import { Box } from '@chakra-ui/react/box';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Skeleton } from '@chakra-ui/react/skeleton';
import type { GameItem } from '@contract/games';
import { GameTile } from './GameTile';

const COLUMNS = { base: 3, sm: 4, md: 5, lg: 6 } as const;
/** The first tiles are on screen when a lobby opens (two rows of three on a phone): their pictures load at once, not lazily. */
const ABOVE_THE_FOLD = 6;

export function GameGrid({
  games,
  label,
  onPlay,
  onDemo,
}: {
  games: readonly GameItem[];
  label: string;
  onPlay: (g: GameItem) => void;
  onDemo: (g: GameItem) => void;
}) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={COLUMNS} gap={{ base: '2.5', sm: '4' }} aria-label={label}>
      {games.map((g, i) => (
        <GameTile key={`${g.provider_id}:${g.game_id}`} game={g} onPlay={onPlay} onDemo={onDemo} above={i < ABOVE_THE_FOLD} />
      ))}
    </SimpleGrid>
  );
}

/** Tiles' places while a lobby loads for the first time. */
export function GameGridSkeleton({ count = 12 }: { count?: number }) {
  return (
    <SimpleGrid columns={COLUMNS} gap={{ base: '2.5', sm: '4' }} aria-busy="true" aria-label="กำลังโหลดรายการเกม">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
        <Box key={i}>
          <Skeleton aspectRatio={1} rounded="xl" />
          <Skeleton h="3" mt="2" w="70%" />
        </Box>
      ))}
    </SimpleGrid>
  );
}
