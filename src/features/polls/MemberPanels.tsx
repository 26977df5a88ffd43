import { Badge, Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { PollMyData, PollQuotaData } from '@contract/polls';
import { formatThaiDate } from '@/lib/format';

/** The member's quota: "เหลือสิทธิ์โหวต N ครั้ง", used of total, and how to earn more. */
export function QuotaCard({ quota }: { quota: PollQuotaData }) {
  return (
    <Box data-testid="poll-quota">
      <Text fontSize={{ base: 'xl', sm: '2xl' }} fontWeight="bold" color="gold.300" data-testid="poll-remaining">
        เหลือสิทธิ์โหวต {quota.remaining} ครั้ง
      </Text>
      <Text fontSize="sm" color="fg.muted">
        ใช้ไปแล้ว {quota.used} จาก {quota.total} สิทธิ์ (สูงสุด {quota.max_votes})
      </Text>
      <Text fontSize="sm" mt="2">
        {quota.how_to_earn}
      </Text>
    </Box>
  );
}

/** The member's own votes, newest first, marked won or not after resolution. */
export function MyVotes({ my }: { my: PollMyData }) {
  if (my.items.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm">
        ท่านยังไม่ได้โหวตในโพลนี้
      </Text>
    );
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label="โหวตของฉัน" data-testid="poll-my-votes">
      {my.items.map((v) => (
        <Flex as="li" key={v.id} justify="space-between" align="center" gap="3" borderBottomWidth="1px" borderColor="border.muted" pb="2">
          <Box minW="0">
            <Text fontWeight="semibold">{v.label}</Text>
            <Text fontSize="xs" color="fg.muted">
              #{v.id} · {formatThaiDate(v.created_at, true)}
            </Text>
          </Box>
          {v.won !== null && (
            <Badge colorPalette={v.won ? 'green' : 'gray'} variant="subtle" flexShrink={0}>
              {v.won ? 'ได้รับรางวัล' : 'ไม่ถูกรางวัล'}
            </Badge>
          )}
        </Flex>
      ))}
    </Stack>
  );
}
