import { Box, Button, Container, Heading, Skeleton, Spinner, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { QueryError } from '@/components/query/QueryError';
import type { StatementFilters } from './api';
import { statementQuery } from './queries';
import { StatementFiltersBar } from './StatementFiltersBar';
import { StatementRow } from './StatementRow';
import { useOnVisible } from './useOnVisible';

const NO_FILTERS: StatementFilters = { types: [], from: '', to: '' };

/**
 * /member/statement: every movement of the member's baht wallets, newest first, filtered by type and
 * Bangkok date range, loading the next page when the end of the list scrolls into view (a button
 * does the same where that cannot be observed).
 */
export function StatementPage() {
  const [filters, setFilters] = useState<StatementFilters>(NO_FILTERS);
  const rangeError = filters.from && filters.to && filters.from > filters.to ? 'วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น' : undefined;
  const list = useInfiniteQuery({ ...statementQuery(filters), enabled: !rangeError, placeholderData: keepPreviousData });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const sentinel = useRef<HTMLDivElement>(null);
  const canLoadMore = list.hasNextPage && !list.isFetchingNextPage && !list.isPlaceholderData;
  useOnVisible(sentinel, () => void list.fetchNextPage(), canLoadMore);

  return (
    <Container py={{ base: '4', sm: '8' }} maxW="960px">
      <Heading as="h1" size={{ base: 'xl', sm: '2xl' }} mb={{ base: '4', sm: '6' }}>
        รายการเดินบัญชี
      </Heading>
      <Stack gap="4">
        <StatementFiltersBar value={filters} onChange={setFilters} errors={{ to: rangeError }} />
        <Box
          as="section"
          aria-label="รายการเคลื่อนไหว"
          bg="bg.panel"
          rounded="2xl"
          borderWidth="1px"
          borderColor="border.muted"
          overflow="hidden"
        >
          {list.isError ? (
            <QueryError message={list.error.message} onRetry={() => list.refetch()} />
          ) : rangeError ? (
            <Text color="fg.muted" textAlign="center" py="10">
              กรุณาเลือกช่วงวันที่ให้ถูกต้อง
            </Text>
          ) : !list.data ? (
            <Stack gap="0" p="3">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} h="16" my="1" />
              ))}
            </Stack>
          ) : items.length === 0 ? (
            <Text color="fg.muted" textAlign="center" py="10">
              ไม่พบรายการในช่วงที่เลือก
            </Text>
          ) : (
            <Box as="ul" m="0" p="0" opacity={list.isPlaceholderData ? 0.5 : 1} transition="opacity 0.2s" aria-busy={list.isFetching}>
              {items.map((item) => (
                <StatementRow key={item.id} item={item} />
              ))}
            </Box>
          )}
        </Box>
        <Box ref={sentinel} aria-hidden="true" h="1px" />
        {list.isFetchingNextPage ? (
          <Stack align="center" py="2">
            <Spinner color="gold.fg" aria-label="กำลังโหลด" />
          </Stack>
        ) : (
          list.hasNextPage &&
          !list.isPlaceholderData && (
            <Button variant="outline" colorPalette="gold" onClick={() => list.fetchNextPage()}>
              ดูเพิ่มเติม
            </Button>
          )
        )}
      </Stack>
    </Container>
  );
}
