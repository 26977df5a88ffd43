import { Box, Button, Flex, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon } from '@/components/icons/shell';
import { QueryBoundary } from '@/components/query/QueryBoundary';
import { formatMoney, formatThaiDate } from '@/lib/format';
import { BillOutcome } from '../components/BillOutcome';
import { BillStatusBadge } from '../components/BillStatusBadge';
import { CategoryBadge } from '../components/CategoryBadge';
import { ResultBoard } from '../components/ResultBoard';
import { billDetailQuery } from '../queries';
import { BillItems } from './BillItems';
import { CancelBill } from './CancelBill';

function Figure({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Box bg="bg.muted" rounded="lg" px="3" py="2">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="bold" fontSize="lg" color={color} fontVariantNumeric="tabular-nums">
        {value}
      </Text>
    </Box>
  );
}

/** One bill: its round, the won/lost card, the draw's result, every number and the cancel where allowed. */
export function BillDetailPanel({ billId }: { billId: number }) {
  return (
    <Box
      as="section"
      aria-label="รายละเอียดโพย"
      bg="bg.panel"
      rounded="2xl"
      borderWidth="1px"
      borderColor="gold.900"
      p={{ base: '4', sm: '5' }}
    >
      <Button asChild variant="ghost" size="sm" colorPalette="gold" mb="2" ms="-2">
        <Link to="/lotto/bills" search={(prev) => ({ ...prev, bill: undefined })}>
          <ArrowLeftIcon /> กลับไปรายการโพย
        </Link>
      </Button>
      <QueryBoundary
        fallback={
          <Stack gap="3" aria-busy="true">
            <Skeleton h="14" />
            <Skeleton h="24" />
            <Skeleton h="40" />
          </Stack>
        }
      >
        <BillDetail billId={billId} />
      </QueryBoundary>
    </Box>
  );
}

function BillDetail({ billId }: { billId: number }) {
  const bill = useSuspenseQuery(billDetailQuery(billId)).data;
  return (
    <Stack gap="4">
      <Flex align="center" gap="3">
        <CategoryBadge code={bill.round.category_code} size="12" />
        <Box flex="1" minW="0">
          <Heading as="h2" size="lg" color="gold.200" truncate>
            {bill.round.category_name}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {bill.round.title}
          </Text>
        </Box>
        <BillStatusBadge status={bill.status} name={bill.status_name} size="lg" />
      </Flex>
      <Text fontSize="xs" color="fg.muted" mt="-2">
        โพยเลขที่{' '}
        <Text as="span" fontWeight="semibold" color="fg">
          {bill.reference}
        </Text>{' '}
        · แทงเมื่อ {formatThaiDate(bill.created_at, true)} น.
      </Text>

      <BillOutcome bill={bill} />

      {bill.round.result && (
        <Box>
          <Text fontWeight="semibold" mb="2">
            ผลรางวัล {bill.round.title}
          </Text>
          <ResultBoard result={bill.round.result} compact />
        </Box>
      )}

      <Grid templateColumns="repeat(3, 1fr)" gap="2">
        <Figure label="จำนวนรายการ" value={String(bill.item_count)} />
        <Figure label="ยอดแทงรวม" value={formatMoney(bill.total_amount)} />
        <Figure label="ยอดถูกรางวัล" value={formatMoney(bill.total_win)} color={bill.total_win > 0 ? 'green.300' : undefined} />
      </Grid>

      <BillItems items={bill.items} />
      <CancelBill bill={bill} />
    </Stack>
  );
}
