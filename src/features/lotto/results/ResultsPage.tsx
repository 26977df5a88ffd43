import { Box, Button, Container, Flex, Heading, SimpleGrid, Skeleton, Spinner, Stack, Text } from '@chakra-ui/react';
import { CATEGORY_GROUP_NAMES, CATEGORY_GROUPS, thaiDrawDate } from '@contract/lotto-names';
import { updatedAtText } from '@contract/thai-calendar';
import { useQuery, useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useDeferredValue } from 'react';
import { QueryBoundary } from '@/components/query/QueryBoundary';
import type { ResultRow } from '../api';
import { LottoNav } from '../components/LottoNav';
import { filteredResultsQuery, latestResultsQuery, ratesQuery } from '../queries';
import { ResultCard } from './ResultCard';
import { type ResultFilter, ResultFilters } from './ResultFilters';

const route = getRouteApi('/_default/lotto/results');

const GRID = { base: 1, sm: 2, lg: 3 } as const;

function Loading() {
  return (
    <SimpleGrid columns={GRID} gap="3" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} h="44" rounded="2xl" />
      ))}
    </SimpleGrid>
  );
}

function Empty({ children }: { children: string }) {
  return (
    <Text color="fg.muted" textAlign="center" py="12" bg="bg.subtle" rounded="2xl" borderWidth="1px" borderColor="border.muted">
      {children}
    </Text>
  );
}

/** The latest result of every category, in the lobby's groups, each offering its history. */
function LatestResults() {
  const latest = useSuspenseQuery(latestResultsQuery());
  if (latest.data.items.length === 0) return <Empty>ยังไม่มีผลรางวัล</Empty>;
  return CATEGORY_GROUPS.map((g) => {
    const rows = latest.data.items.filter((r) => r.group === g);
    if (rows.length === 0) return null;
    return (
      <Box as="section" key={g} aria-labelledby={`results-${g}`} mb="7">
        <Flex align="center" gap="2" mb="3">
          <Box w="1" h="5" rounded="full" bg="gold.500" />
          <Heading as="h2" id={`results-${g}`} size="lg">
            {CATEGORY_GROUP_NAMES[g]}
          </Heading>
        </Flex>
        <SimpleGrid columns={GRID} gap="3">
          {rows.map((r) => (
            <ResultCard key={r.round_id} row={r} showHistory />
          ))}
        </SimpleGrid>
      </Box>
    );
  });
}

/**
 * When the latest results on screen were fetched (the server's read when they came with the page),
 * so a member offline or on a stale copy knows how old they are. The line keeps its height while
 * there is no time yet, as the page the server writes has it (no jump when the app takes over).
 */
function FetchedAt() {
  const { dataUpdatedAt } = useQuery(latestResultsQuery());
  return (
    <Text fontSize="xs" color="fg.muted" mb="4" data-testid="results-fetched-at">
      {dataUpdatedAt > 0 ? updatedAtText(dataUpdatedAt) : '\u00a0'}
    </Text>
  );
}

/** Results of one category and/or one date, latest draw first, a page at a time (keyset cursor). */
function FilteredResults({ filter: wanted }: { filter: ResultFilter }) {
  // Another filter's list loads while this one stays on screen, dimmed.
  const filter = useDeferredValue(wanted);
  const changing = filter !== wanted;
  const list = useSuspenseInfiniteQuery(filteredResultsQuery(filter));
  const rows: ResultRow[] = list.data.pages.flatMap((p) => p.items);
  if (rows.length === 0) return <Empty>{filter.date ? `ไม่พบผลรางวัลวันที่ ${thaiDrawDate(filter.date)}` : 'ยังไม่มีผลรางวัล'}</Empty>;
  return (
    <Stack gap="4">
      <SimpleGrid columns={GRID} gap="3" opacity={changing ? 0.5 : 1} transition="opacity 0.2s" aria-busy={changing || list.isFetching}>
        {rows.map((r) => (
          <ResultCard key={r.round_id} row={r} />
        ))}
      </SimpleGrid>
      {list.isFetchingNextPage ? (
        <Stack align="center" py="2">
          <Spinner color="gold.fg" aria-label="กำลังโหลด" />
        </Stack>
      ) : (
        list.hasNextPage &&
        !changing && (
          <Button variant="outline" colorPalette="gold" onClick={() => list.fetchNextPage()} alignSelf="center" minW="60">
            ดูผลย้อนหลังเพิ่มเติม
          </Button>
        )
      )}
    </Stack>
  );
}

/**
 * /lotto/results: every category's latest draw by default; a category (?category=) or a draw date
 * (?date=, Gregorian in the URL, Buddhist era on screen) lists that history, latest first.
 */
export function ResultsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return <ResultsView search={search} onSearch={(next) => void navigate({ search: next })} />;
}

/** The results page's body, for any route that keeps the filter somewhere (the LINE LIFF page keeps it in state). */
export function ResultsView({ search, onSearch }: { search: ResultFilter; onSearch: (next: ResultFilter) => void }) {
  const categories = useQuery(ratesQuery()).data?.categories ?? [];
  const filtered = search.category !== undefined || search.date !== undefined;
  const category = categories.find((c) => c.id === search.category);

  return (
    <Container py={{ base: '4', sm: '8' }}>
      <LottoNav />
      <Heading as="h1" size={{ base: 'xl', sm: '2xl' }} color="gold.300" mb={filtered ? '4' : '0'}>
        {filtered ? `ผล${category?.name ?? 'หวย'}${search.date ? ` วันที่ ${thaiDrawDate(search.date)}` : ' ย้อนหลัง'}` : 'ผลหวยล่าสุด'}
      </Heading>
      {!filtered && <FetchedAt />}
      <ResultFilters value={search} categories={categories} onChange={onSearch} />
      <QueryBoundary fallback={<Loading />}>{filtered ? <FilteredResults filter={search} /> : <LatestResults />}</QueryBoundary>
    </Container>
  );
}
