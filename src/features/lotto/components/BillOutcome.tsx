import { Box, Flex, Text } from '@chakra-ui/react';
import type { BillView } from '@contract/lotto';
import { formatMoney, formatThaiDate } from '@/lib/format';

/**
 * A bill's outcome as a card (docs/product.md "Lotto dialog": the won/lost result cards): won in green and gold with
 * what it paid, lost in muted red, waiting with when the result is due, cancelled/refunded with the
 * money returned. `data-testid` lotto-outcome-<status>.
 */
export function BillOutcome({ bill }: { bill: BillView }) {
  const { status, round } = bill;
  if (status === 'won') {
    return (
      <Box
        data-testid="lotto-outcome-won"
        role="status"
        rounded="2xl"
        p={{ base: '4', sm: '5' }}
        textAlign="center"
        borderWidth="2px"
        borderColor="gold.500"
        bg="linear-gradient(160deg, rgba(31,184,93,0.35), rgba(10,61,33,0.9) 55%, rgba(92,59,6,0.8))"
        boxShadow="0 0 24px rgba(245,197,66,0.25)"
      >
        <Text fontSize={{ base: 'lg', sm: 'xl' }} fontWeight="bold" color="gold.200">
          ยินดีด้วย! โพยนี้ถูกรางวัล
        </Text>
        <Text
          fontSize={{ base: '3xl', sm: '4xl' }}
          fontWeight="bold"
          color="gold.300"
          lineHeight="1.2"
          fontVariantNumeric="tabular-nums"
          data-testid="lotto-outcome-win"
        >
          +{formatMoney(bill.total_win)}
        </Text>
        <Text fontSize="sm" color="green.100">
          บาท เข้ากระเป๋าหลักแล้ว
        </Text>
      </Box>
    );
  }
  const look = {
    lost: { border: 'red.900', bg: 'rgba(127, 29, 29, 0.18)', title: 'เสียใจด้วย โพยนี้ไม่ถูกรางวัล', color: 'red.300', line: 'ขอให้โชคดีในงวดหน้า' },
    pending: {
      border: 'gold.900',
      bg: 'bg.subtle',
      title: round.status === 'open' ? 'รอผลรางวัล' : 'ปิดรับแทงแล้ว รอผลรางวัล',
      color: 'gold.300',
      line: `ผลออกประมาณ ${formatThaiDate(round.result_expected_at, true)} น.`,
    },
    cancelled: {
      border: 'border.muted',
      bg: 'bg.subtle',
      title: 'ยกเลิกโพยแล้ว',
      color: 'fg',
      line: `คืนเงิน ${formatMoney(bill.total_amount)} บาท เข้ากระเป๋าหลักแล้ว`,
    },
    refunded: {
      border: 'purple.800',
      bg: 'bg.subtle',
      title: 'งวดนี้ถูกยกเลิก คืนเงินแล้ว',
      color: 'purple.200',
      line: `คืนเงิน ${formatMoney(bill.total_amount)} บาท${round.cancel_reason ? ` (${round.cancel_reason})` : ''}`,
    },
  }[status];
  return (
    <Flex
      data-testid={`lotto-outcome-${status}`}
      role="status"
      direction="column"
      align="center"
      textAlign="center"
      rounded="2xl"
      p={{ base: '4', sm: '5' }}
      borderWidth="1px"
      borderColor={look.border}
      bg={look.bg}
    >
      <Text fontSize={{ base: 'lg', sm: 'xl' }} fontWeight="bold" color={look.color}>
        {look.title}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {look.line}
      </Text>
    </Flex>
  );
}
