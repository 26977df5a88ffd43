import { Box, Button, Flex, Skeleton, Spinner, Stack, Text } from '@chakra-ui/react';
import { BILL_STATUS_NAMES, BILL_STATUSES, type BillStatus } from '@contract/lotto-names';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useDeferredValue } from 'react';
import { QueryBoundary } from '@/components/query/QueryBoundary';
import { billListQuery } from '../queries';
import { BillRow } from './BillRow';

/** The member's bills, newest first, filtered by status (a link each, so the filter survives a reload). */
export function BillList({ status, selected }: { status: BillStatus | undefined; selected?: number }) {
  return (
    <Stack gap="3">
      <Flex gap="2" overflowX="auto" pb="1" role="group" aria-label="สถานะโพย" scrollbarWidth="none">
        {([undefined, ...BILL_STATUSES] as const).map((s) => (
          <Button
            key={s ?? 'all'}
            asChild
            size="sm"
            rounded="full"
            flexShrink={0}
            colorPalette="gold"
            variant={status === s ? 'solid' : 'outline'}
            aria-pressed={status === s}
          >
            <Link to="/lotto/bills" search={s ? { status: s } : {}}>
              {s ? BILL_STATUS_NAMES[s] : 'ทั้งหมด'}
            </Link>
          </Button>
        ))}
      </Flex>
      <QueryBoundary
        fallback={
          <Stack gap="2" aria-busy="true">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} h="20" rounded="xl" />
            ))}
          </Stack>
        }
      >
        <Bills status={status} selected={selected} />
      </QueryBoundary>
    </Stack>
  );
}

function Bills({ status: wanted, selected }: { status: BillStatus | undefined; selected?: number }) {
  // Another filter's bills load while these stay on screen, dimmed.
  const status = useDeferredValue(wanted);
  const changing = status !== wanted;
  const list = useSuspenseInfiniteQuery(billListQuery(status));
  const items = list.data.pages.flatMap((p) => p.items);
  return (
    <>
      {items.length === 0 ? (
        <Box textAlign="center" py="10" bg="bg.subtle" rounded="2xl" borderWidth="1px" borderColor="border.muted">
          <Text color="fg.muted" mb="4">
            {status ? `ไม่มีโพยที่${BILL_STATUS_NAMES[status]}` : 'ยังไม่มีโพยหวย'}
          </Text>
          <Button asChild colorPalette="gold">
            <Link to="/lotto/lobby">แทงหวยเลย</Link>
          </Button>
        </Box>
      ) : (
        <Stack
          as="ul"
          gap="2"
          m="0"
          p="0"
          opacity={changing ? 0.5 : 1}
          transition="opacity 0.2s"
          aria-label="รายการโพย"
          aria-busy={changing || list.isFetching}
        >
          {items.map((b) => (
            <BillRow key={b.id} bill={b} selected={b.id === selected} />
          ))}
        </Stack>
      )}
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
