import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { PaytableProps } from '../clients';
import { describeOf } from '../types';
import { type HiloPaytable as Paytable, TOTALS } from './table';

/** ไฮโล's paytable for the rules sheet: each bet's odds, and the totals' odds. */
export default function HiloPaytable({ session }: PaytableProps) {
  const p = describeOf<Paytable>(session).paytable;
  return (
    <Stack gap="4" data-testid="hilo-paytable">
      <Box>
        <Text fontWeight="semibold" color="gold.300" mb="1">
          อัตราจ่าย (ต่อ 1 ได้กำไร)
        </Text>
        <Stack gap="1">
          {p.bets
            .filter((b) => b.type !== 'total')
            .map((b) => (
              <Flex key={b.type} justify="space-between" fontSize="sm" py="1" borderBottomWidth="1px" borderColor="whiteAlpha.100">
                <Text>{b.name.th}</Text>
                <Text color="gold.300" fontFamily="mono">
                  {b.odds}
                </Text>
              </Flex>
            ))}
        </Stack>
      </Box>
      <Box>
        <Text fontWeight="semibold" color="gold.300" mb="2">
          แต้มรวม
        </Text>
        <SimpleGrid columns={{ base: 4, sm: 7 }} gap="1.5">
          {TOTALS.map((t) => (
            <Box key={t} textAlign="center" p="1.5" rounded="md" bg="whiteAlpha.50">
              <Text fontWeight="bold">{t}</Text>
              <Text fontSize="xs" color="gold.300">
                {p.totals[t]}:1
              </Text>
            </Box>
          ))}
        </SimpleGrid>
        <Text fontSize="xs" color="fg.muted" mt="2">
          แต้มรวม 11 แทงที่ช่อง 11 ไฮโล
        </Text>
      </Box>
    </Stack>
  );
}
