import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { PollLayout, PollStatsData } from '@contract/polls';
import { formatNumber } from '@/lib/format';

const TOP = 10;

/**
 * Live stats: a bar per choice (the 10 most voted on a 00-99 grid), votes and share, total votes and
 * voters. The query refreshes every 10 s.
 */
export function StatsBars({ stats, layout, winning }: { stats: PollStatsData; layout: PollLayout; winning: number | null }) {
  const rows =
    layout === 'grid'
      ? [...stats.choices]
          .filter((c) => c.votes > 0)
          .sort((a, b) => b.votes - a.votes)
          .slice(0, TOP)
      : stats.choices;
  return (
    <Stack gap="3" data-testid="poll-stats">
      <Text fontSize="sm" color="fg.muted">
        โหวตแล้ว {formatNumber(stats.total_votes, 0)} สิทธิ์ จาก {formatNumber(stats.total_voters, 0)} คน (อัปเดตทุก 10 วินาที)
      </Text>
      {rows.length === 0 && <Text color="fg.muted">ยังไม่มีผู้โหวต</Text>}
      {rows.map((c) => (
        <Box key={c.choice_id} data-testid="poll-stat-row">
          <Flex justify="space-between" fontSize="sm" mb="1" gap="2">
            <Text fontWeight="semibold" color={winning === c.choice_id ? 'green.300' : undefined}>
              {c.label}
            </Text>
            <Text color="fg.muted" flexShrink={0}>
              {formatNumber(c.votes, 0)} โหวต · {c.percent}%
            </Text>
          </Flex>
          <Box
            h="2.5"
            rounded="full"
            bg="bg.muted"
            overflow="hidden"
            role="progressbar"
            aria-label={`${c.label} ${c.percent}%`}
            aria-valuenow={c.percent}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <Box h="full" w={`${c.percent}%`} bg={winning === c.choice_id ? 'green.400' : 'gold.400'} transition="width 0.4s" />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
