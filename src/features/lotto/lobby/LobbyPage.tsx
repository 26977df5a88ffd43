import { Box, Button, Container, Flex, Heading, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { CATEGORY_GROUP_NAMES, type CategoryGroup } from '@contract/lotto-names';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { QueryBoundary } from '@/components/query/QueryBoundary';
import { LottoNav } from '../components/LottoNav';
import { lobbyQuery, lottoKeys } from '../queries';
import { CategoryCard, currentRound } from './CategoryCard';

const GRID = { base: 2, sm: 3, md: 4, lg: 5 } as const;

/**
 * /lotto/lobby: the categories in the server's groups (government, foreign, stock, Yeekee), each
 * with its current round and a live countdown to its close on the server's clock (server_time
 * against the moment the answer arrived). A tap opens /lotto/{round_id}. Public: visitors browse too.
 */
export function LobbyPage() {
  return (
    <Container py={{ base: '4', sm: '8' }}>
      <LottoNav />
      <Flex align="baseline" justify="space-between" gap="3" mb="3" wrap="wrap">
        <Heading as="h1" size={{ base: 'xl', sm: '2xl' }} color="gold.300">
          แทงหวยออนไลน์
        </Heading>
        <Text fontSize="sm" color="fg.muted" display={{ base: 'none', sm: 'block' }}>
          เลือกหวยที่ต้องการแทง แตะเพื่อเข้าหน้าแทง
        </Text>
      </Flex>
      <QueryBoundary fallback={<LobbySkeleton />}>
        <Lobby />
      </QueryBoundary>
    </Container>
  );
}

function LobbySkeleton() {
  return (
    <SimpleGrid columns={GRID} gap="3" aria-busy="true">
      {Array.from({ length: 10 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} h="28" rounded="xl" />
      ))}
    </SimpleGrid>
  );
}

/** The group filter and the categories (the route's loader has usually read the lobby already). */
function Lobby() {
  const lobby = useSuspenseQuery(lobbyQuery());
  const queryClient = useQueryClient();
  const [group, setGroup] = useState<CategoryGroup | 'all'>('all');
  // A countdown reaching zero: the round closed (or opened), so ask again for the current ones.
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: lottoKeys.lobby() }), [queryClient]);

  const data = lobby.data;
  const skew = Date.parse(data.server_time) - lobby.dataUpdatedAt;
  const groups = data.groups.filter((g) => group === 'all' || g.code === group);

  return (
    <>
      <Flex gap="2" mb="5" overflowX="auto" pb="1" role="group" aria-label="ประเภทหวย" scrollbarWidth="none">
        {(['all', ...data.groups.map((g) => g.code)] as const).map((code) => (
          <Button
            key={code}
            size="sm"
            rounded="full"
            flexShrink={0}
            colorPalette="gold"
            variant={group === code ? 'solid' : 'outline'}
            aria-pressed={group === code}
            onClick={() => setGroup(code)}
          >
            {code === 'all' ? 'ทั้งหมด' : CATEGORY_GROUP_NAMES[code]}
          </Button>
        ))}
      </Flex>

      {groups.map((g) => (
        <Box as="section" key={g.code} aria-labelledby={`lotto-group-${g.code}`} mb="7">
          <Flex align="center" gap="2" mb="3">
            <Box w="1" h="5" rounded="full" bg="gold.500" />
            <Heading as="h2" id={`lotto-group-${g.code}`} size="lg">
              {g.name}
            </Heading>
          </Flex>
          <SimpleGrid columns={GRID} gap={{ base: '2', sm: '3' }}>
            {g.categories.flatMap((c) =>
              // Yeekee draws every 15 minutes: each of its rounds gets its own tile.
              g.code === 'yeekee' && c.rounds.length > 0
                ? c.rounds.map((r) => (
                    <CategoryCard
                      key={r.id}
                      category={c}
                      round={r}
                      label={r.round_no ? `ยี่กี รอบที่ ${r.round_no}` : c.name}
                      skew={skew}
                      onElapsed={refresh}
                    />
                  ))
                : [<CategoryCard key={c.id} category={c} round={currentRound(c)} skew={skew} onElapsed={refresh} />],
            )}
          </SimpleGrid>
        </Box>
      ))}
    </>
  );
}
