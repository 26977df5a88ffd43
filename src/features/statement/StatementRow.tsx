import { Badge, Box, Flex, Text } from '@chakra-ui/react';
import type { StatementItem, StatementStatus } from '@contract/statement';
import { formatMoney, formatThaiDate } from '@/lib/format';

const STATUS_PALETTE: Record<StatementStatus, string> = { completed: 'green', pending: 'yellow', cancelled: 'red' };

/** A signed amount: green "+500.00", red "−200.00" (a real minus sign). */
function signedMoney(amount: number): string {
  return `${amount < 0 ? '−' : '+'}${formatMoney(Math.abs(amount))}`;
}

/** One movement: Thai type name, signed amount, balance after, status, Bangkok time in the Buddhist era, reference. */
export function StatementRow({ item }: { item: StatementItem }) {
  const credit = item.amount >= 0;
  return (
    <Box
      as="li"
      listStyleType="none"
      px={{ base: '3', sm: '5' }}
      py="3"
      borderBottomWidth="1px"
      borderColor="border.muted"
      _last={{ borderBottomWidth: 0 }}
      data-testid="statement-row"
      data-type={item.type}
    >
      <Flex justify="space-between" align="flex-start" gap="3">
        <Box minW="0">
          <Flex align="center" gap="2" wrap="wrap">
            <Text fontWeight="semibold">{item.type_name}</Text>
            <Badge colorPalette={STATUS_PALETTE[item.status]} variant="subtle" size="sm">
              {item.status_name}
            </Badge>
          </Flex>
          <Text fontSize="xs" color="fg.muted" mt="0.5">
            {formatThaiDate(item.created_at, true)} น.
          </Text>
          {item.reference && (
            <Text fontSize="xs" color="fg.muted" fontFamily="mono" truncate>
              {item.reference}
            </Text>
          )}
        </Box>
        <Box textAlign="end" flexShrink={0}>
          <Text fontWeight="bold" fontSize="lg" color={credit ? 'green.300' : 'red.300'} data-testid="statement-amount">
            {signedMoney(item.amount)}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            คงเหลือ {item.balance_after === null ? '-' : formatMoney(item.balance_after)}
          </Text>
        </Box>
      </Flex>
    </Box>
  );
}
