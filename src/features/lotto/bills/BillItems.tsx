import { Box, Flex, Grid, Text } from '@chakra-ui/react';
import type { BillDetail } from '@contract/lotto';
import { formatMoney } from '@/lib/format';
import { BillStatusBadge } from '../components/BillStatusBadge';
import { formatRate } from '../round/format';

type Item = BillDetail['items'][number];

/** The bill's numbers: number, bet type, stake, rate and what it paid (or would pay); winners in green. */
export function BillItems({ items }: { items: Item[] }) {
  return (
    <Box as="section" aria-label="รายการแทง">
      <Grid
        templateColumns="minmax(56px, auto) 1fr auto"
        gap="3"
        px="3"
        pb="1"
        fontSize="xs"
        color="fg.muted"
        display={{ base: 'none', sm: 'grid' }}
        aria-hidden="true"
      >
        <Text>เลข</Text>
        <Text>ประเภท / ยอดแทง</Text>
        <Text textAlign="end">ผล</Text>
      </Grid>
      <Box as="ul" m="0" p="0">
        {items.map((item) => {
          const won = item.status === 'won';
          return (
            <Grid
              as="li"
              key={item.id}
              listStyleType="none"
              templateColumns="minmax(56px, auto) 1fr auto"
              alignItems="center"
              gap="3"
              px="3"
              py="2.5"
              mb="1.5"
              rounded="lg"
              borderWidth="1px"
              borderColor={won ? 'green.600' : 'border.muted'}
              bg={won ? 'rgba(31,184,93,0.12)' : 'bg.muted'}
              data-testid="lotto-bill-item"
              data-status={item.status}
            >
              <Text
                fontSize="2xl"
                fontWeight="bold"
                letterSpacing="0.1em"
                color={won ? 'green.300' : 'gold.300'}
                fontVariantNumeric="tabular-nums"
                textAlign="center"
              >
                {item.number}
              </Text>
              <Box minW="0">
                <Text fontSize="sm" fontWeight="semibold">
                  {item.bet_type_name}
                  {item.limited && (
                    <Text as="span" color="orange.300" fontWeight="normal">
                      {' '}
                      (เลขอั้น)
                    </Text>
                  )}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  แทง {formatMoney(item.amount)} · บาทละ {formatRate(item.rate)}
                </Text>
              </Box>
              <Flex direction="column" align="flex-end" gap="0.5">
                <BillStatusBadge status={item.status} name={item.status_name} size="sm" />
                {won ? (
                  <Text fontSize="sm" fontWeight="bold" color="green.300" fontVariantNumeric="tabular-nums">
                    +{formatMoney(item.payout)}
                  </Text>
                ) : (
                  item.status === 'pending' && (
                    <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
                      ถ้าถูกได้ {formatMoney(item.potential_win)}
                    </Text>
                  )
                )}
              </Flex>
            </Grid>
          );
        })}
      </Box>
    </Box>
  );
}
