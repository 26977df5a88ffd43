import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ProviderLobbyConfig } from '@contract/games';
import { GAME_LOBBY_NOT_FOUND_CODE } from '@contract/games-names';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { QueryError } from '@/components/query/QueryError';
import { ApiError, failureMessage } from '@/lib/api-error';
import { searchGames } from '../lobby/filter';
import { GameGrid, GameGridSkeleton } from '../lobby/GameGrid';
import { LobbySearch } from '../lobby/LobbySearch';
import { LobbyTabs } from '../lobby/LobbyTabs';
import { isProvider, providerCatalogueQuery, providerLobbyConfigQuery } from '../queries';
import { useOpenGame } from '../useOpenGame';
import { gamesInTab } from './filter';
import { ProviderHeader, ProviderHeaderSkeleton } from './ProviderHeader';
import { ProviderNotFound } from './ProviderNotFound';

const isNotFound = (err: unknown) => err instanceof ApiError && err.code === GAME_LOBBY_NOT_FOUND_CODE;

/**
 * A provider's own lobby (/lobby/{name}, docs/product.md "Routes"): its head, its categories as chips, a search
 * by name and its games, which open exactly as in the other lobbies (wallet chooser, demo for
 * visitors). An unknown provider shows the Thai not-found state with the providers to pick from.
 */
export function ProviderLobbyPage({ name }: { name: string }) {
  const config = useQuery(providerLobbyConfigQuery(name));
  if (config.isPending) return <ProviderLobbySkeleton />;
  if (config.isError && !isNotFound(config.error)) {
    return (
      <Container py="6">
        <QueryError message={failureMessage(config.error)} onRetry={() => void config.refetch()} />
      </Container>
    );
  }
  if (!isProvider(config.data)) return <ProviderNotFound name={name} />;
  return <ProviderLobby config={config.data} />;
}

function ProviderLobby({ config }: { config: ProviderLobbyConfig }) {
  const games = useQuery(providerCatalogueQuery(config.provider_id));
  const [tab, setTab] = useState('all');
  const [search, setSearch] = useState('');
  // `source` names where the game was opened (at most 32 characters on the wire).
  const { play, demo } = useOpenGame(`lobby:${config.provider_id}`.slice(0, 32));
  const panelId = useId();
  const current = config.tabs.some((t) => t.key === tab) ? tab : 'all';
  const currentLabel = config.tabs.find((t) => t.key === current)?.label ?? 'ทั้งหมด';
  const listed = searchGames(gamesInTab(games.data ?? [], current), search);

  return (
    <Container py={{ base: '3', sm: '6' }} data-testid="provider-lobby">
      <Stack gap={{ base: '4', sm: '5' }}>
        <ProviderHeader name={config.title} subtitle={config.subtitle} count={games.data?.length ?? config.game_count} />
        <Flex direction={{ base: 'column', md: 'row-reverse' }} gap="3" align={{ md: 'center' }}>
          <LobbySearch value={search} onChange={setSearch} placeholder={config.search_placeholder} />
          <Box flex="1" minW="0">
            <LobbyTabs tabs={config.tabs} value={current} onChange={setTab} panelId={panelId} />
          </Box>
        </Flex>
        <Box id={panelId} role="tabpanel" aria-label={currentLabel}>
          {games.isPending ? (
            <GameGridSkeleton />
          ) : games.isError ? (
            <QueryError message={failureMessage(games.error)} onRetry={() => void games.refetch()} />
          ) : listed.length === 0 ? (
            <NoGames text={config.empty_text} search={search.trim()} onClear={() => setSearch('')} />
          ) : (
            <GameGrid games={listed} label={`${config.title}: ${currentLabel}`} onPlay={play} onDemo={demo} />
          )}
        </Box>
      </Stack>
    </Container>
  );
}

/** Nothing to list: 'ไม่พบเกม', with what was searched and a way to clear it. */
function NoGames({ text, search, onClear }: { text: string; search: string; onClear: () => void }) {
  return (
    <Stack align="center" gap="3" py="10" px="4" textAlign="center" data-testid="provider-lobby-empty">
      <Text fontSize="lg" fontWeight="600">
        {text}
      </Text>
      <Text color="fg.muted" fontSize="sm">
        {search ? `ไม่มีเกมของค่ายนี้ที่ชื่อตรงกับ “${search}”` : 'ค่ายนี้ยังไม่มีเกมในหมวดนี้'}
      </Text>
      {search && (
        <Button size="sm" colorPalette="gold" variant="outline" onClick={onClear}>
          ล้างคำค้นหา
        </Button>
      )}
    </Stack>
  );
}

/** The page's place while the provider's lobby loads for the first time. */
function ProviderLobbySkeleton() {
  return (
    <Container py={{ base: '3', sm: '6' }} aria-busy="true" aria-label="กำลังโหลดค่ายเกม">
      <Stack gap={{ base: '4', sm: '5' }}>
        <ProviderHeaderSkeleton />
        <Flex gap="2" aria-hidden="true">
          {[16, 20, 16].map((w, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
            <Skeleton key={i} h="8" w={w} rounded="full" />
          ))}
        </Flex>
        <GameGridSkeleton />
      </Stack>
    </Container>
  );
}
