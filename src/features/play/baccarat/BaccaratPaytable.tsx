import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { satangToBaht } from '@contract/money-units';
import { formatMoney } from '@/lib/format';
import type { PaytableProps } from '../clients';
import { SPOT_LABELS, SPOTS, tableOf } from './table';

/** Baccarat's paytable for the rules sheet: each spot's odds and its stake limits (baht). */
export default function BaccaratPaytable({ session }: PaytableProps) {
  const table = tableOf(session);
  return (
    <Stack gap="1" data-testid="baccarat-paytable">
      <Text fontWeight="semibold" color="gold.300" mb="1">
        อัตราจ่าย (ต่อ 1 ได้กำไร) และวงเงินต่อช่อง
      </Text>
      {SPOTS.map((spot) => (
        <Flex key={spot} justify="space-between" gap="3" fontSize="sm" py="1" borderBottomWidth="1px" borderColor="whiteAlpha.100">
          <Text>{SPOT_LABELS[spot]}</Text>
          <Text color="fg.muted" flex="1" textAlign="end">
            {formatMoney(satangToBaht(table[spot].min))} - {formatMoney(satangToBaht(table[spot].max))}
          </Text>
          <Text color="gold.300" fontFamily="mono" minW="12" textAlign="end">
            {table[spot].odds}
          </Text>
        </Flex>
      ))}
    </Stack>
  );
}
