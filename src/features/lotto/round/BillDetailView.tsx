import { Box, Stack, Text } from '@chakra-ui/react';
import type { BillDetail } from '@contract/lotto';
import { BillItems } from '../bills/BillItems';
import { ResultBoard } from '../components/ResultBoard';
import { BillResultCard } from './BillResultCard';

/** One bill in the lotto dialog: its result card, the draw's result once out, and every item with what it paid. */
export function BillDetailView({ bill }: { bill: BillDetail }) {
  return (
    <Stack gap="4">
      <BillResultCard bill={bill} />
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
