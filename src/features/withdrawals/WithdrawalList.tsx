import { Box, Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { MemberWithdrawal } from '@contract/withdrawals';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Panel } from '@/components/Panel';
import { QueryBoundary } from '@/components/query/QueryBoundary';
import { formatMoney, formatThaiDate } from '@/lib/format';
import { withdrawListQuery } from './queries';
import { WithdrawalStatusBadge } from './WithdrawalStatusBadge';

function Item({ w }: { w: MemberWithdrawal }) {
  return (
    <Box
      as="li"
      listStyleType="none"
      py="3"
      borderBottomWidth="1px"
      borderColor="border.muted"
      _last={{ borderBottomWidth: 0 }}
      aria-label={`รายการถอน ${w.reference}`}
    >
      <Flex justify="space-between" align="flex-start" gap="3">
        <Box minW="0">
          <Text fontWeight="bold" fontSize="lg">
            {formatMoney(w.amount)} บาท
          </Text>
          <Text fontSize="sm" color="fg.muted" truncate>
            {w.bank.bank_name} {w.bank.account_number_masked}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {formatThaiDate(w.created_at, true)} น. · {w.reference}
          </Text>
        </Box>
        <WithdrawalStatusBadge status={w.status} name={w.status_name} />
      </Flex>
      {w.status === 'rejected' && w.reject_reason && (
        <Text fontSize="sm" color="red.300" mt="1.5">
          เหตุผล: {w.reject_reason}
        </Text>
      )}
    </Box>
  );
}

/** The member's recent withdrawals, newest first, with their states. */
export function WithdrawalList() {
  return (
    <Panel title="รายการถอนล่าสุด">
      <QueryBoundary
        fallback={
          <Stack gap="3">
            <Skeleton h="16" />
            <Skeleton h="16" />
          </Stack>
        }
      >
        <Withdrawals />
      </QueryBoundary>
    </Panel>
  );
}

function Withdrawals() {
  const list = useSuspenseInfiniteQuery(withdrawListQuery);
  const items = list.data.pages.flatMap((p) => p.items);
  return items.length === 0 ? (
    <Text color="fg.muted" textAlign="center" py="6">
      ยังไม่มีรายการถอนเงิน
    </Text>
  ) : (
    <>
      <Box as="ul" m="0" p="0" aria-label="รายการถอนเงิน">
        {items.map((w) => (
          <Item key={w.id} w={w} />
        ))}
      </Box>
      {list.hasNextPage && (
        <Button mt="3" w="full" variant="ghost" colorPalette="gold" loading={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
          ดูเพิ่มเติม
        </Button>
      )}
    </>
  );
}
