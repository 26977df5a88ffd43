import { Box, Button, Container, Heading, Skeleton, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useRef, useState } from 'react';
import { QueryBoundary } from '@/components/query/QueryBoundary';
import type { StatementFilters } from './api';
import { NO_FILTERS, statementQuery } from './queries';
import { StatementFiltersBar } from './StatementFiltersBar';
import { StatementRow } from './StatementRow';
import { useOnVisible } from './useOnVisible';

/**
 * /member/statement: every movement of the member's baht wallets, newest first, filtered by type and
 * Bangkok date range, loading the next page when the end of the list scrolls into view (a button
 * does the same where that cannot be observed).
 */
export function StatementPage() {
  const [filters, setFilters] = useState<StatementFilters>(NO_FILTERS);
  const rangeError = filters.from && filters.to && filters.from > filters.to ? 'วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น' : undefined;

  return (
    <Container py={{ base: '4', sm: '8' }} maxW="960px">
      <Heading as="h1" size={{ base: 'xl', sm: '2xl' }} mb={{ base: '4', sm: '6' }}>
        รายการเดินบัญชี
      </Heading>
      <Stack gap="4">
        <StatementFiltersBar value={filters} onChange={setFilters} errors={{ to: rangeError }} />
        {rangeError ? (
          <ListPanel>
            <Text color="fg.muted" textAlign="center" py="10">
              กรุณาเลือกช่วงวันที่ให้ถูกต้อง
            </Text>
          </ListPanel>
        ) : (
          <QueryBoundary
            fallback={
              <ListPanel>
                <Stack gap="0" p="3">
                  {[0, 1, 2, 3].map((i) => (
                    <Skeleton key={i} h="16" my="1" />
                  ))}
                </Stack>
              </ListPanel>
            }
          >
            <StatementList filters={filters} />
          </QueryBoundary>
        )}
      </Stack>
    </Container>
  );
}

function ListPanel({ children }: { children: ReactNode }) {
  return (
    <Box
      as="section"
      aria-label="รายการเคลื่อนไหว"
      bg="bg.panel"
      rounded="2xl"
      borderWidth="1px"
      borderColor="border.muted"
      overflow="hidden"
    >
      {children}
    </Box>
  );
}

function StatementList({ filters: wanted }: { filters: StatementFilters }) {
  // Other filters' movements load while these stay on screen, dimmed.
  const filters = useDeferredValue(wanted);
  const changing = filters !== wanted;
  const list = useSuspenseInfiniteQuery(statementQuery(filters));
  const items = list.data.pages.flatMap((p) => p.items);
  const sentinel = useRef<HTMLDivElement>(null);
  const canLoadMore = list.hasNextPage && !list.isFetchingNextPage && !changing;
  useOnVisible(sentinel, () => void list.fetchNextPage(), canLoadMore);

  return (
    <>
      <ListPanel>
        {items.length === 0 ? (
          <Text color="fg.muted" textAlign="center" py="10">
            ไม่พบรายการในช่วงที่เลือก
          </Text>
        ) : (
          <Box as="ul" m="0" p="0" opacity={changing ? 0.5 : 1} transition="opacity 0.2s" aria-busy={changing || list.isFetching}>
            {items.map((item) => (
              <StatementRow key={item.id} item={item} />
            ))}
          </Box>
        )}
      </ListPanel>
      <Box ref={sentinel} aria-hidden="true" h="1px" />
      {list.isFetchingNextPage ? (
        <Stack align="center" py="2">
          <Spinner color="gold.fg" aria-label="กำลังโหลด" />
        </Stack>
      ) : (
        list.hasNextPage &&
        !changing && (
          <Button variant="outline" colorPalette="gold" onClick={() => list.fetchNextPage()}>
            ดูเพิ่มเติม
          </Button>
        )
      )}
    </>
  );
}
