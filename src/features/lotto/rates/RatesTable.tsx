import { Box, Grid, Text } from '@chakra-ui/react';
import type { LottoRate } from '@contract/lotto';
import { formatMoney } from '@/lib/format';
import { formatRate } from '../round/format';

const COLUMNS = { base: 'minmax(0, 1fr) auto', md: 'minmax(0, 1.4fr) 1fr 1fr 1fr 1fr' };

/** Whole baht without decimals ('2,000'), as limits are read. */
const baht = (n: number) => (Number.isInteger(n) ? formatMoney(n).replace(/\.00$/, '') : formatMoney(n));

/**
 * A category's bet types: the rate paid per 1 baht, the minimum and maximum per bet and the most all
 * members together may stake on one number. A table on wide screens, two lines per type on phones.
 */
export function RatesTable({ rates }: { rates: LottoRate[] }) {
  return (
    <Box role="table" aria-label="อัตราจ่าย" rounded="xl" borderWidth="1px" borderColor="border.muted" overflow="hidden">
      <Grid role="row" templateColumns={COLUMNS} gap="3" px="4" py="2.5" bg="gold.950" color="gold.200" fontSize="sm" fontWeight="semibold">
        <Text role="columnheader">ประเภท</Text>
        <Text role="columnheader" textAlign="end">
          จ่าย (บาทละ)
        </Text>
        <Text role="columnheader" textAlign="end" display={{ base: 'none', md: 'block' }}>
          แทงขั้นต่ำ
        </Text>
        <Text role="columnheader" textAlign="end" display={{ base: 'none', md: 'block' }}>
          สูงสุดต่อครั้ง
        </Text>
        <Text role="columnheader" textAlign="end" display={{ base: 'none', md: 'block' }}>
          สูงสุดต่อเลข
        </Text>
      </Grid>
      {rates.map((r, i) => (
        <Grid
          role="row"
          key={r.bet_type}
          templateColumns={COLUMNS}
          gap={{ base: '1', md: '3' }}
          columnGap="3"
          alignItems="center"
          px="4"
          py="3"
          bg={i % 2 ? 'bg.subtle' : 'bg.muted'}
          data-testid={`rate-${r.bet_type}`}
        >
          <Box role="rowheader" minW="0">
            <Text fontWeight="semibold">{r.name}</Text>
            <Text fontSize="xs" color="fg.muted" display={{ md: 'none' }}>
              ขั้นต่ำ {baht(r.min_bet)} · สูงสุด {baht(r.max_bet)}/ครั้ง
              {r.max_per_number !== null && ` · ${baht(r.max_per_number)}/เลข`}
            </Text>
          </Box>
          <Text
            role="cell"
            textAlign="end"
            fontSize={{ base: 'xl', md: 'lg' }}
            fontWeight="bold"
            color="gold.300"
            fontVariantNumeric="tabular-nums"
          >
            {formatRate(r.rate)}
          </Text>
          <Text role="cell" textAlign="end" display={{ base: 'none', md: 'block' }} fontVariantNumeric="tabular-nums">
            {baht(r.min_bet)}
          </Text>
          <Text role="cell" textAlign="end" display={{ base: 'none', md: 'block' }} fontVariantNumeric="tabular-nums">
            {baht(r.max_bet)}
          </Text>
          <Text role="cell" textAlign="end" display={{ base: 'none', md: 'block' }} fontVariantNumeric="tabular-nums">
            {r.max_per_number === null ? 'ไม่จำกัด' : baht(r.max_per_number)}
          </Text>
        </Grid>
      ))}
    </Box>
  );
}
