import { Box, Button, Flex, Text } from '@chakra-ui/react';
import type { BillStatus, BillView } from '@contract/lotto';
import { formatMoney, formatThaiDate } from '@/lib/format';
import { BillStatusBadge } from '../components/BillStatusBadge';

const LOOK: Record<BillStatus, { border: string; bg: string }> = {
  pending: { border: 'gold.800', bg: 'bg.subtle' },
  won: { border: 'green.500', bg: 'green.950' },
  lost: { border: 'red.900', bg: 'bg.subtle' },
  cancelled: { border: 'border.muted', bg: 'bg.subtle' },
  refunded: { border: 'border.muted', bg: 'bg.subtle' },
};

/**
 * A bill as a card (docs/product.md "Lotto dialog": the lotto dialog's won/lost result cards): reference, round,
 * status and amounts; a won bill in green with what it paid. `data-testid` lotto-bill-won /
 * lotto-bill-lost mark the result cards for the browser tests.
 */
export function BillResultCard({ bill, onOpen }: { bill: BillView; onOpen?: () => void }) {
  const look = LOOK[bill.status];
  const body = (
    <>
      <Flex justify="space-between" align="center" gap="2">
        <Text fontWeight="bold" fontVariantNumeric="tabular-nums">
          {bill.reference}
        </Text>
        <BillStatusBadge status={bill.status} name={bill.status_name} />
      </Flex>
      <Text fontSize="sm" color="fg.muted" mt="1">
        {bill.round.category_name} · {bill.round.title}
      </Text>
      {bill.status === 'won' && (
        <Text fontSize="2xl" fontWeight="bold" color="green.fg" mt="2" data-testid="lotto-bill-win">
          ได้รับ {formatMoney(bill.total_win)} บาท
        </Text>
      )}
      {bill.status === 'lost' && (
        <Text fontSize="md" color="fg.muted" mt="2">
          เสียใจด้วย โพยนี้ไม่ถูกรางวัล
        </Text>
      )}
      <Flex justify="space-between" mt="2" fontSize="sm" color="fg.muted" gap="2" wrap="wrap">
        <Text>
          แทง {bill.item_count} รายการ · {formatMoney(bill.total_amount)} บาท
        </Text>
        <Text>{formatThaiDate(bill.created_at, true)}</Text>
      </Flex>
    </>
  );
  return (
    <Box
      data-testid={`lotto-bill-${bill.status}`}
      rounded="xl"
      borderWidth={bill.status === 'won' ? '2px' : '1px'}
      borderColor={look.border}
      bg={look.bg}
      p="4"
    >
      {body}
      {onOpen && (
        <Button
          size="sm"
          variant="outline"
          colorPalette="gold"
          mt="3"
          w="full"
          onClick={onOpen}
          aria-label={`ดูรายละเอียดโพย ${bill.reference}`}
        >
          ดูรายละเอียดโพย
        </Button>
      )}
    </Box>
  );
}
