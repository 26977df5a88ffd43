import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { GameItem } from '@contract/games';
import { lobbyGames } from '@contract/games-lobby';
import { GAME_CATEGORY_NAMES, type GameCategory } from '@contract/games-names';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { QueryBoundary } from '@/components/query/QueryBoundary';
import { isLoggedInAtom } from '@/state/auth';
import { lobbyConfigQuery, lobbyQuery, providerGamesQuery, useRecentGames } from '../queries';
import { useOpenGame } from '../useOpenGame';
import { gamesForTab, PROVIDER_TAB, searchGames } from './filter';
import { GameGrid, GameGridSkeleton } from './GameGrid';
import { LobbyHero } from './LobbyHero';
import { LobbySearch } from './LobbySearch';
import { LobbyTabs, type Tab } from './LobbyTabs';

/** Thai texts for a tab with nothing to list. */
const EMPTY_TAB: Record<string, string> = {
  hot: 'ยังไม่มีเกมฮิตในหมวดนี้',
  new: 'ยังไม่มีเกมใหม่ในหมวดนี้',
  last: 'ท่านยังไม่ได้เล่นเกมในหมวดนี้ เลือกเกมด้านล่างเพื่อเริ่มเล่นได้เลย',
};

/**
 * A game lobby (/slot, /casino, /fishing, /sport, /freespin; docs/product.md "Routes"): the lobby's head, a
 * search, the tabs of GET /api/lobby/configs (all, hot, new, last played for members, one per
 * provider) and the game tiles. The lobby and its lists come from the local lobby cache first.
 */
export function LobbyPage({ lobbyKey }: { lobbyKey: GameCategory }) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const config = useQuery(lobbyConfigQuery(lobbyKey));
  const lobby = useQuery(lobbyQuery(lobbyKey));
  const recent = useRecentGames();
  const [tab, setTab] = useState('all');
  const [search, setSearch] = useState('');
  const { play, demo } = useOpenGame(lobbyKey);
  const panelId = useId();

  // Visitors have no last-played list: the tab is hidden for them.
  const tabs: Tab[] = (config.data?.tabs ?? [{ key: 'all', label: 'ทั้งหมด' }]).filter((t) => t.key !== 'last' || loggedIn);
  const current = tabs.some((t) => t.key === tab) ? tab : 'all';
  const title = config.data?.title ?? GAME_CATEGORY_NAMES[lobbyKey];
  const currentLabel = tabs.find((t) => t.key === current)?.label ?? 'ทั้งหมด';

  return (
    <Container py={{ base: '3', sm: '6' }}>
      <Stack gap={{ base: '4', sm: '5' }}>
        <LobbyHero
          title={title}
          subtitle={config.data?.subtitle ?? ''}
          banner={config.data?.banner ?? `/images/categories/${lobbyKey}.svg`}
          count={lobby.data ? lobbyGames(lobby.data).length : null}
        />
        {loggedIn && current === 'all' && !search.trim() && <RecentStrip games={recent.data} lobbyKey={lobbyKey} onPlay={play} />}
        <Flex direction={{ base: 'column', md: 'row-reverse' }} gap="3" align={{ md: 'center' }}>
          <LobbySearch value={search} onChange={setSearch} placeholder={config.data?.search_placeholder ?? 'ค้นหาเกม'} />
          <Box flex="1" minW="0">
            <LobbyTabs tabs={tabs} value={current} onChange={setTab} panelId={panelId} />
          </Box>
        </Flex>
        <Box id={panelId} role="tabpanel" aria-label={currentLabel}>
          <QueryBoundary fallback={<GameGridSkeleton />}>
            <LobbyGames
              lobbyKey={lobbyKey}
              tab={current}
              search={search}
              label={`${title}: ${currentLabel}`}
              emptyText={config.data?.empty_text}
              recent={recent.data}
              onPlay={play}
              onDemo={demo}
            />
          </QueryBoundary>
        </Box>
      </Stack>
    </Container>
  );
}

/** The games the current tab lists, searched; the lobby's own texts when there are none. */
function LobbyGames({
  lobbyKey,
  tab,
  search,
  label,
  emptyText,
  recent,
  onPlay,
  onDemo,
}: {
  lobbyKey: GameCategory;
  tab: string;
  search: string;
  label: string;
  emptyText: string | undefined;
  recent: readonly GameItem[] | undefined;
  onPlay: (g: GameItem) => void;
  onDemo: (g: GameItem) => void;
}) {
  const lobby = useSuspenseQuery(lobbyQuery(lobbyKey)).data;
  const provider = tab.startsWith(PROVIDER_TAB) ? tab.slice(PROVIDER_TAB.length) : '';
  const providerGames = useQuery({
    ...providerGamesQuery(lobbyKey, provider),
    enabled: provider !== '',
    placeholderData: () => lobby.providers.find((p) => p.provider_id === provider)?.games,
  });
  const listed = searchGames(
    gamesForTab(tab, lobbyKey, { lobby, recent, providerGames: provider ? providerGames.data : undefined }),
    search,
  );
  // No provider offers this lobby's games (e.g. sport): the lobby's own Thai text.
  if (lobbyGames(lobby).length === 0) return <EmptyLobby text={emptyText ?? `ยังไม่มีเกม${GAME_CATEGORY_NAMES[lobbyKey]}ในขณะนี้`} />;
  if (listed.length === 0) {
    return (
      <Text color="fg.muted" textAlign="center" py="10">
        {search.trim() ? `ไม่พบเกมที่ตรงกับ “${search.trim()}”` : (EMPTY_TAB[tab] ?? 'ยังไม่มีเกมในหมวดนี้')}
      </Text>
    );
  }
  return <GameGrid games={listed} label={label} onPlay={onPlay} onDemo={onDemo} />;
}

/** The member's last-played games of this lobby, above the tabs of the 'all' tab (lobby cache `last`). */
function RecentStrip({
  games,
  lobbyKey,
  onPlay,
}: {
  games: readonly GameItem[] | undefined;
  lobbyKey: GameCategory;
  onPlay: (g: GameItem) => void;
}) {
  const mine = (games ?? []).filter((g) => g.categories.includes(lobbyKey)).slice(0, 10);
  if (mine.length === 0) return null;
  return (
    <Box as="section" aria-labelledby={`recent-${lobbyKey}`}>
      <Heading as="h2" size="sm" mb="2" id={`recent-${lobbyKey}`} color="fg.muted">
        เล่นล่าสุด
      </Heading>
      <Flex as="ul" listStyleType="none" gap="2" overflowX="auto" pb="1" css={{ scrollbarWidth: 'none' }}>
        {mine.map((g) => (
          <li key={`${g.provider_id}:${g.game_id}`}>
            <Flex
              as="button"
              data-testid={`recent-${g.game_id}`}
              onClick={() => onPlay(g)}
              align="center"
              gap="2"
              pe="3"
              rounded="full"
              bg="bg.subtle"
              borderWidth="1px"
              borderColor="whiteAlpha.100"
              _hover={{ borderColor: 'gold.600' }}
              cursor="pointer"
              whiteSpace="nowrap"
            >
              <Box asChild boxSize="9" rounded="full" overflow="hidden" flexShrink={0}>
                <img src={g.image} alt="" />
              </Box>
              <Text fontSize="sm">{g.name}</Text>
            </Flex>
          </li>
        ))}
      </Flex>
    </Box>
  );
}

function EmptyLobby({ text }: { text: string }) {
  return (
    <Stack
      align="center"
      gap="4"
      py="12"
      px="4"
      textAlign="center"
      bg="bg.subtle"
      rounded="2xl"
      borderWidth="1px"
      borderColor="whiteAlpha.100"
    >
      <Text fontSize="lg">{text}</Text>
      <Text color="fg.muted" fontSize="sm">
        ระหว่างนี้ลองเล่นเกมหมวดอื่นได้เลย
      </Text>
      <Flex gap="2" wrap="wrap" justify="center">
        <Button asChild colorPalette="gold" size="sm">
          <Link to="/slot">สล็อต</Link>
        </Button>
        <Button asChild colorPalette="gold" variant="outline" size="sm">
          <Link to="/casino">คาสิโน</Link>
        </Button>
        <Button asChild colorPalette="gold" variant="outline" size="sm">
          <Link to="/lotto/lobby">หวย</Link>
        </Button>
      </Flex>
    </Stack>
  );
}
