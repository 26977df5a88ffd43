import { Box, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import type { AdminFeedSource } from '@contract/admin-lotto';
import { useQuery } from '@tanstack/react-query';
import { bangkokTime, count, Facts, Loaded, StatusBadge } from '../../app/kit';
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
  return (
    <Loaded query={useQuery(feedsQuery)}>
      {(data) => (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {data.sources.map((s) => (
            <SourceCard key={s.source} s={s} />
          ))}
        </SimpleGrid>
      )}
    </Loaded>
  );
}

function SourceCard({ s }: { s: AdminFeedSource }) {
  const asks = s.source !== 'push';
  return (
    <Box as="section" aria-label={s.name} bg="white" borderWidth="1px" borderRadius="md" p="4">
      <Flex justify="space-between" align="center" mb="2" gap="2">
        <Heading size="sm">{s.name}</Heading>
        <StatusBadge colour={s.configured ? 'green' : 'gray'}>{s.configured ? 'เปิดใช้งาน' : 'ไม่ได้ตั้งค่า'}</StatusBadge>
      </Flex>
      <Facts
        rows={[
          [asks ? 'ถามล่าสุด' : 'รับผลล่าสุด', s.last_at ? bangkokTime(s.last_at) : 'ยังไม่เคย'],
          [
            'ผล',
            s.last_outcome_name ? (
              <Box key="outcome">
                <StatusBadge colour={OUTCOME_COLOURS[s.last_outcome ?? ''] ?? 'gray'}>{s.last_outcome_name}</StatusBadge>
              </Box>
            ) : (
              '-'
            ),
          ],
          ['งวด', s.last_round ? `${s.last_round.category_name} ${s.last_round.title}` : '-'],
          s.last_error
            ? [
                'ข้อผิดพลาด',
                <Text key="error" color="red.600">
                  {s.last_error}
                </Text>,
              ]
            : null,
          asks && ['รอถาม', `${count(s.waiting)} งวด`],
          asks && ['ถามครั้งถัดไป', s.next_at ? bangkokTime(s.next_at) : '-'],
          asks && [
            'เลิกถาม (7 วัน)',
            <Text key="gave-up" color={s.gave_up_7d > 0 ? 'red.600' : undefined}>
              {count(s.gave_up_7d)} งวด
            </Text>,
          ],
        ]}
      />
    </Box>
  );
}
