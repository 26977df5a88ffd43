import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Image } from '@chakra-ui/react/image';
import { Text } from '@chakra-ui/react/text';
import type { GameItem } from '@contract/games';
import { GAME_TAG_NAMES } from '@contract/games-names';
import { PlayIcon } from '@/components/icons/games';

const TAG_PALETTE = { hot: 'red', new: 'green' } as const;

/**
 * One game in a lobby: its artwork (drawn in the project, public/images/games/<game_id>.svg), Thai
 * name and provider; the tile opens the launcher, the demo button (games with a demo) plays free.
 */
export function GameTile({
  game,
  onPlay,
  onDemo,
  above = false,
}: {
  game: GameItem;
  onPlay: (g: GameItem) => void;
  onDemo: (g: GameItem) => void;
  /** On screen when the lobby opens: the picture loads at once (the page's largest paint), not lazily. */
  above?: boolean;
}) {
  return (
    <Flex as="li" direction="column" gap="1.5" minW="0">
      <Box
        as="button"
        data-testid={`game-tile-${game.game_id}`}
        aria-label={game.name}
        onClick={() => onPlay(game)}
        className="group"
        textAlign="start"
        rounded="xl"
        overflow="hidden"
        bg="bg.subtle"
        borderWidth="1px"
        borderColor="whiteAlpha.100"
        cursor="pointer"
        transition="transform 0.2s, border-color 0.2s"
        _hover={{ borderColor: 'gold.600', transform: 'translateY(-2px)' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'gold.400', outlineOffset: '2px' }}
      >
        <Box position="relative">
          <Image
            src={game.image}
            alt=""
            aspectRatio={1}
            w="full"
            display="block"
            loading={above ? 'eager' : 'lazy'}
            fetchPriority={above ? 'high' : 'auto'}
            draggable={false}
            bg="bg.muted"
          />
          <Flex position="absolute" top="1.5" left="1.5" gap="1">
            {game.tags.map((t) => (
              <Badge key={t} size="xs" variant="solid" colorPalette={TAG_PALETTE[t]} textTransform="uppercase" fontWeight="700">
                {GAME_TAG_NAMES[t]}
              </Badge>
            ))}
          </Flex>
          {/* The play mark shows on hover where there is one (mouse); on touch the tile itself is the button. */}
          <Flex
            position="absolute"
            inset="0"
            align="center"
            justify="center"
            bg="blackAlpha.500"
            opacity="0"
            transition="opacity 0.2s"
            _groupHover={{ opacity: 1 }}
            aria-hidden="true"
          >
            <Flex align="center" justify="center" boxSize="12" rounded="full" bg="gold.500" color="gray.900" fontSize="2xl" boxShadow="lg">
              <PlayIcon />
            </Flex>
          </Flex>
        </Box>
        <Box px="2" py="1.5" lineHeight="1.3">
          <Text fontSize="sm" fontWeight="500" truncate>
            {game.name}
          </Text>
          <Text fontSize="xs" color="fg.muted" truncate>
            {game.provider_name}
          </Text>
        </Box>
      </Box>
      {game.is_demo_available && (
        <Button
          data-testid={`game-demo-${game.game_id}`}
          aria-label={`ทดลองเล่น ${game.name}`}
          size="xs"
          variant="outline"
          colorPalette="green"
          w="full"
          onClick={() => onDemo(game)}
        >
          ทดลองเล่น
        </Button>
      )}
    </Flex>
  );
}
