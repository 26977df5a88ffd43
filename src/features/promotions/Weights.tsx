import { Badge, Box, Flex, Text } from '@chakra-ui/react';
import type { ProductWeights } from '@contract/promotions';
import { weightList } from './terms';

/** "เกมที่นับยอด": each listed product with the share of its stakes that counts (0% greyed out). */
export function Weights({ weights }: { weights: ProductWeights | null | undefined }) {
  const list = weightList(weights);
  return (
    <Box py="2.5" borderBottomWidth="1px" borderColor="border.muted">
      <Text color="fg.muted" fontSize="sm" mb="1.5">
        เกมที่นับยอด
      </Text>
      <Flex as="ul" wrap="wrap" gap="1.5" m="0" p="0" listStyleType="none" aria-label="เกมที่นับยอด">
        {list.length === 0 ? (
          <Badge as="li" colorPalette="green" variant="subtle">
            ทุกเกม 100%
          </Badge>
        ) : (
          list.map((w) => (
            <Badge
              as="li"
              key={w.product}
              colorPalette={w.percent > 0 ? 'green' : 'gray'}
              variant="subtle"
              opacity={w.percent > 0 ? 1 : 0.7}
            >
              {w.name} {w.percent}%
            </Badge>
          ))
        )}
      </Flex>
      {list.length > 0 ? (
        <Text fontSize="xs" color="fg.muted" mt="1">
          เกมที่ไม่อยู่ในรายการไม่นับยอด
        </Text>
      ) : null}
    </Box>
  );
}
