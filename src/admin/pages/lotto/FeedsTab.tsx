import { Badge, Box, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import type { AdminFeedSource } from '@contract/admin-lotto';
import { useQuery } from '@tanstack/react-query';
import { bangkokTime, Failure, Loading } from '../../app/ui';
import { feedsQuery } from './queries';

const OUTCOME_COLOURS: Record<string, string> = {
  applied: 'green',
  same: 'green',
  pending: 'yellow',
  held: 'orange',
  retrying: 'orange',
  gave_up: 'red',
  cancelled: 'gray',
  skipped: 'gray',
};

/** Each result source (GLO, JSON feed, webhook, sandbox): on or off, its latest try and what came of it, the next try. Refreshed every few seconds. */
export function FeedsTab() {
  const feeds = useQuery(feedsQuery());
  if (feeds.isPending) return <Loading />;
  if (feeds.isError) return <Failure error={feeds.error} onRetry={() => feeds.refetch()} />;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {feeds.data.sources.map((s) => (
        <SourceCard key={s.source} s={s} />
      ))}
    </SimpleGrid>
  );
}

function SourceCard({ s }: { s: AdminFeedSource }) {
  return (
    <Box as="section" aria-label={s.name} bg="white" borderWidth="1px" borderRadius="md" p="4">
      <Flex justify="space-between" align="center" mb="2" gap="2">
        <Heading size="sm">{s.name}</Heading>
        <Badge colorPalette={s.configured ? 'green' : 'gray'}>{s.configured ? 'เปิดใช้งาน' : 'ไม่ได้ตั้งค่า'}</Badge>
      </Flex>
      <Box as="dl" fontSize="sm" display="grid" gridTemplateColumns="max-content 1fr" columnGap="4" rowGap="1">
        <Text as="dt" color="gray.600">
          {s.source === 'push' ? 'รับผลล่าสุด' : 'ถามล่าสุด'}
        </Text>
        <Text as="dd">{s.last_at ? bangkokTime(s.last_at) : 'ยังไม่เคย'}</Text>
        <Text as="dt" color="gray.600">
          ผล
        </Text>
        <Box as="dd">
          {s.last_outcome_name ? <Badge colorPalette={OUTCOME_COLOURS[s.last_outcome ?? ''] ?? 'gray'}>{s.last_outcome_name}</Badge> : '-'}
        </Box>
        <Text as="dt" color="gray.600">
          งวด
        </Text>
        <Text as="dd">{s.last_round ? `${s.last_round.category_name} ${s.last_round.title}` : '-'}</Text>
        {s.last_error && (
          <>
            <Text as="dt" color="gray.600">
              ข้อผิดพลาด
            </Text>
            <Text as="dd" color="red.600">
              {s.last_error}
            </Text>
          </>
        )}
        {s.source !== 'push' && (
          <>
            <Text as="dt" color="gray.600">
              รอถาม
            </Text>
            <Text as="dd">{s.waiting.toLocaleString('th-TH')} งวด</Text>
            <Text as="dt" color="gray.600">
              ถามครั้งถัดไป
            </Text>
            <Text as="dd">{s.next_at ? bangkokTime(s.next_at) : '-'}</Text>
            <Text as="dt" color="gray.600">
              เลิกถาม (7 วัน)
            </Text>
            <Text as="dd" color={s.gave_up_7d > 0 ? 'red.600' : undefined}>
              {s.gave_up_7d.toLocaleString('th-TH')} งวด
            </Text>
          </>
        )}
      </Box>
    </Box>
  );
}
