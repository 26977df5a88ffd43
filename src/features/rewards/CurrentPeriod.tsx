import { Box, Flex, Grid, Text } from '@chakra-ui/react';
import { REWARD_KIND_NAMES, type RewardEntryItem } from '@contract/rewards';
import type { ReactNode } from 'react';
import { Panel } from '@/components/Panel';
import { money, percentText, periodText } from './format';
import { BASE_NAMES, ProductTable, StatusBadge } from './parts';

function Figure({ label, children, testId, wide }: { label: string; children: ReactNode; testId?: string; wide?: boolean }) {
  return (
    <Box bg="bg.subtle" rounded="lg" px="3" py="2" minW="0" gridColumn={wide ? { base: 'span 2', sm: 'auto' } : undefined}>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold" wordBreak="break-word" data-testid={testId}>
        {children}
      </Text>
    </Box>
  );
}

/**
 * The open period (today, this week) as it runs: the base, the percent, the estimated amount and the
 * status 'รอสรุปยอด', then per product. `extra` goes under the figures (the week's tier).
 */
export function CurrentPeriod({ entry, title, note, extra }: { entry: RewardEntryItem; title: string; note: string; extra?: ReactNode }) {
  return (
    <Panel title={title} actions={<StatusBadge status={entry.status} name={entry.status_name} />}>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {periodText(entry.period, entry.period_end)}
      </Text>
      <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' }} gap="2" mb="3">
        <Figure label={BASE_NAMES[entry.kind]} testId="current-base">
          {money(entry.base)}
        </Figure>
        <Figure label="เปอร์เซ็นต์" testId="current-percent">
          {percentText(entry.percent)}
        </Figure>
        <Figure label="ยอดที่คาดว่าจะได้รับ" testId="current-amount" wide>
          <Text as="span" color="gold.300">
            {money(entry.amount)}
          </Text>
        </Figure>
      </Grid>
      {extra}
      <ProductTable kind={entry.kind} products={entry.products} label={`${REWARD_KIND_NAMES[entry.kind]} แยกตามเกม`} />
      <Flex mt="3">
        <Text fontSize="xs" color="fg.muted">
          {note}
        </Text>
      </Flex>
    </Panel>
  );
}
