import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { PaytableProps } from '../clients';
import { fishKinds } from './paytable';

/** The fish and what each pays (times the shot's bet) for the rules sheet. */
export default function FishingPaytable({ session }: PaytableProps) {
  return (
    <Stack gap="1" data-testid="fishing-paytable">
      <Text fontWeight="semibold" color="gold.300" mb="1">
        อัตราจ่ายเมื่อจับปลาได้ (เท่าของเดิมพันต่อนัด)
      </Text>
      {fishKinds(session).map((f) => (
        <Flex key={f.type} justify="space-between" fontSize="sm" py="1" borderBottomWidth="1px" borderColor="whiteAlpha.100">
          <Text>{f.name}</Text>
          <Text color="gold.300" fontFamily="mono">
            x{f.multiplier}
          </Text>
        </Flex>
      ))}
    </Stack>
  );
}
