import { Box, Flex, Text } from '@chakra-ui/react';
import type { BillView } from '@contract/lotto';
import { Link } from '@tanstack/react-router';
import { formatMoney, formatThaiDate } from '@/lib/format';
import { BillStatusBadge } from '../components/BillStatusBadge';
import { CategoryBadge } from '../components/CategoryBadge';

/** One bill in the list: category, round, reference, time, stake and (won) winnings; opens its detail. */
export function BillRow({ bill, selected }: { bill: BillView; selected?: boolean }) {
  const won = bill.status === 'won';
  return (
    <Box as="li" listStyleType="none">
      <Link
        to="/lotto/bills"
        search={(prev) => ({ ...prev, bill: bill.id })}
        aria-current={selected ? 'true' : undefined}
        data-testid="lotto-bill-row"
        aria-label={`โพย ${bill.reference} ${bill.round.category_name} ${bill.status_name}`}
      >
        <Flex
          gap="3"
          align="center"
          px={{ base: '3', sm: '4' }}
          py="3"
          rounded="xl"
          borderWidth="1px"
          borderColor={selected ? 'gold.500' : won ? 'green.700' : 'border.muted'}
          bg={won ? 'rgba(31,184,93,0.08)' : 'bg.subtle'}
          _hover={{ borderColor: 'gold.600' }}
          transition="border-color 0.15s"
        >
          <CategoryBadge code={bill.round.category_code} size="10" />
          <Box flex="1" minW="0">
            <Flex align="center" gap="2">
              <Text fontWeight="bold" truncate>
                {bill.round.category_name}
              </Text>
              <BillStatusBadge status={bill.status} name={bill.status_name} size="sm" />
            </Flex>
            <Text fontSize="xs" color="fg.muted" truncate>
              {bill.round.title}
            </Text>
            <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
              {bill.reference} · {formatThaiDate(bill.created_at, true)} น.
            </Text>
          </Box>
          <Box textAlign="end" flexShrink={0}>
            <Text fontWeight="bold" fontVariantNumeric="tabular-nums">
              {formatMoney(bill.total_amount)}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {bill.item_count} รายการ
            </Text>
            {won && (
              <Text fontSize="sm" fontWeight="bold" color="green.300" fontVariantNumeric="tabular-nums" data-testid="lotto-bill-row-win">
                +{formatMoney(bill.total_win)}
              </Text>
            )}
          </Box>
        </Flex>
      </Link>
    </Box>
  );
}
