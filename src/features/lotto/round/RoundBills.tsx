import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { QueryBoundary } from '@/components/query/QueryBoundary';
import { lottoApi } from '../api';
import { lottoKeys } from '../queries';
import { BillResultCard } from './BillResultCard';

/** The member's bills of one round, under the bills key so that buying or logging out refreshes them. */
const roundBillsQuery = (round_id: number) =>
  queryOptions({
    queryKey: [...lottoKeys.bills(), 'round', round_id] as const,
    queryFn: () => lottoApi.bills({ round_id, limit: 50 }),
    staleTime: 15_000,
  });

/** "My bills in this round": pending, won and lost cards; a tap opens the bill in the lotto dialog. */
export function RoundBills({ roundId, onOpen }: { roundId: number; onOpen: (billId: number) => void }) {
  // Nothing shows while they load: most rounds have none of the member's bills.
  return (
    <QueryBoundary fallback={null}>
      <Bills roundId={roundId} onOpen={onOpen} />
    </QueryBoundary>
  );
}

function Bills({ roundId, onOpen }: { roundId: number; onOpen: (billId: number) => void }) {
  const items = useSuspenseQuery(roundBillsQuery(roundId)).data.items;
  if (items.length === 0) return null;
  return (
    <Stack as="section" aria-label="โพยของฉันในงวดนี้" gap="3">
      <Heading as="h2" size="md" color="gold.fg">
        โพยของฉันในงวดนี้
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {items.map((b) => (
          <BillResultCard key={b.id} bill={b} onOpen={() => onOpen(b.id)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
