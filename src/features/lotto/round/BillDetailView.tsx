import { Box, Stack, Text } from '@chakra-ui/react';
import type { BillDetail } from '@contract/lotto';
import { BillItems } from '../bills/BillItems';
import { BillOutcome } from '../components/BillOutcome';
import { ResultBoard } from '../components/ResultBoard';

/** One bill in the lotto dialog: its outcome (the same card as the bills page), the draw's result once out, and every item with what it paid. */
export function BillDetailView({ bill }: { bill: BillDetail }) {
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted">
        โพยเลขที่{' '}
        <Text as="span" fontWeight="bold" color="fg" fontVariantNumeric="tabular-nums">
          {bill.reference}
        </Text>{' '}
        · {bill.round.category_name} {bill.round.title}
      </Text>
      <BillOutcome bill={bill} />
      {bill.round.result && (
        <Box as="section" aria-label={`ผลรางวัล ${bill.round.title}`}>
          <Text fontWeight="semibold" mb="2">
            ผลรางวัล
          </Text>
          <ResultBoard result={bill.round.result} compact />
        </Box>
      )}
      <BillItems items={bill.items} />
    </Stack>
  );
}
