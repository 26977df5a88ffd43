import { Badge, Box, Button, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ShopOrder, ShopOrderStatus } from '@contract/shop';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import { formatThaiDate } from '@/lib/format';
import { pointsText } from './format';
import { HISTORY_PAGE_SIZE, shopHistoryQuery } from './queries';

const STATUS_COLORS: Record<ShopOrderStatus, string> = {
  completed: 'green',
  ordered: 'yellow',
  shipped: 'blue',
  delivered: 'green',
  cancelled: 'gray',
};

function Order({ o }: { o: ShopOrder }) {
  return (
    <Box as="li" listStyleType="none" py="3" borderBottomWidth="1px" borderColor="border.muted" data-testid="shop-order">
      <Flex justify="space-between" gap="3" align="start">
        <Box minW="0">
          <Text fontWeight="semibold">{o.gives}</Text>
          <Text fontSize="xs" color="fg.muted">
            {formatThaiDate(o.created_at, true)} น. · ใช้ {pointsText(o.points)} แต้ม
          </Text>
        </Box>
        <Badge colorPalette={STATUS_COLORS[o.status]} variant="subtle" flexShrink={0} data-testid="shop-order-status">
          {o.status_name}
        </Badge>
      </Flex>
      {o.tracking_no && (
        <Text fontSize="sm" mt="1" data-testid="shop-order-tracking">
          เลขพัสดุ {o.carrier} {o.tracking_no}
        </Text>
      )}
      {o.status === 'cancelled' && o.cancel_reason && (
        <Text fontSize="sm" mt="1" color="fg.muted">
          เหตุผล: {o.cancel_reason}
        </Text>
      )}
    </Box>
  );
}

/** "ประวัติการแลก": the member's orders, newest first, with their status in Thai and tracking. */
export function History() {
  const [page, setPage] = useState(1);
  const q = useQuery(shopHistoryQuery(page));
  const pages = q.data ? Math.max(1, Math.ceil(q.data.total / HISTORY_PAGE_SIZE)) : 1;
  return (
    <Box
      as="section"
      aria-labelledby="shop-history-title"
      rounded="2xl"
      borderWidth="1px"
      borderColor="border.muted"
      bg="bg.panel"
      p={{ base: '4', sm: '5' }}
    >
      <Heading id="shop-history-title" as="h2" size="lg" mb="2">
        ประวัติการแลก
      </Heading>
      {q.isPending ? (
        <Skeleton h="24" />
      ) : q.isError ? (
        <Text color="red.300">{failureMessage(q.error)}</Text>
      ) : q.data.items.length === 0 ? (
        <Text color="fg.muted" py="4" textAlign="center">
          ยังไม่มีประวัติการแลก
        </Text>
      ) : (
        <Stack gap="0" as="ul" m="0" p="0">
          {q.data.items.map((o) => (
            <Order key={o.id} o={o} />
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Flex justify="center" gap="3" mt="3" align="center">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            ก่อนหน้า
          </Button>
          <Text fontSize="sm">
            หน้า {page} / {pages}
          </Text>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            ถัดไป
          </Button>
        </Flex>
      )}
    </Box>
  );
}
