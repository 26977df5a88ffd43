import { Badge, Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { PollConfigData, PollWinnersData } from '@contract/polls';
import type { ReactNode } from 'react';
import { formatNumber } from '@/lib/format';

/** After resolution: the winning choice, the winners (masked phones, votes won, prize) and the draw. */
export function Winners({ winners }: { winners: PollWinnersData }) {
  return (
    <Stack gap="3" data-testid="poll-winners">
      <Box rounded="xl" borderWidth="1px" borderColor="green.700" bg="green.950/60" p="4">
        <Text fontSize="sm" color="fg.muted">
          ผลที่ถูกต้อง
        </Text>
        <Text fontSize="2xl" fontWeight="bold" color="green.300" data-testid="poll-winning-label">
          {winners.winning_label}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          ทายถูก {formatNumber(winners.correct_votes, 0)} สิทธิ์ · ได้รับรางวัล {formatNumber(winners.winning_votes, 0)} สิทธิ์ (
          {formatNumber(winners.total_winners, 0)} คน)
          {winners.by_lot ? ` · สุ่มผู้โชคดี ${formatNumber(winners.winners_limit, 0)} สิทธิ์` : ''}
        </Text>
      </Box>
      {winners.items.length === 0 ? (
        <Text color="fg.muted">ไม่มีผู้ทายถูกในโพลนี้</Text>
      ) : (
        <Stack as="ol" gap="2" listStyleType="none" aria-label="รายชื่อผู้ได้รับรางวัล">
          {winners.items.map((w, i) => (
            <Flex
              as="li"
              // biome-ignore lint/suspicious/noArrayIndexKey: masked phones may repeat; the list's order is its identity
              key={`${w.phone_masked}-${i}`}
              justify="space-between"
              gap="3"
              borderBottomWidth="1px"
              borderColor="border.muted"
              pb="2"
            >
              <Text fontFamily="mono">{w.phone_masked}</Text>
              <Text fontSize="sm" color="fg.muted">
                {w.votes_won} สิทธิ์
              </Text>
              <Text color="gold.300" fontWeight="semibold" textAlign="end">
                {w.prize.text}
              </Text>
            </Flex>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** A seed or hash: monospace, wrapping anywhere (the member theme has no Code recipe). */
function Mono({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Box
      as="code"
      display="block"
      fontFamily="mono"
      fontSize="xs"
      bg="bg.muted"
      rounded="md"
      px="2"
      py="1.5"
      wordBreak="break-all"
      data-testid={testId}
    >
      {children}
    </Box>
  );
}

/** The provable fairness: the seed's hash published at creation, the seed after resolution, how to check. */
export function Fairness({ config, winners }: { config: PollConfigData; winners: PollWinnersData | undefined }) {
  const seed = config.metadata.server_seed;
  return (
    <Stack gap="2" fontSize="sm" data-testid="poll-fairness">
      <Text color="fg.muted">แฮช SHA-256 ของ seed (เผยแพร่ตั้งแต่เปิดโพล)</Text>
      <Mono testId="poll-seed-hash">{config.metadata.seed_hash}</Mono>
      {seed ? (
        <>
          <Text color="fg.muted">Seed ที่เปิดเผยแล้ว</Text>
          <Mono testId="poll-seed">{seed}</Mono>
          {winners?.by_lot && (
            <Text color="fg.muted">ลำดับที่สุ่มได้ (นับจาก 0 ในสิทธิ์ที่ทายถูกเรียงตามหมายเลขโหวต): {winners.drawn_positions.join(', ')}</Text>
          )}
          <Text color="fg.muted">
            ตรวจสอบ: SHA-256 ของ seed ต้องตรงกับแฮชด้านบน และผลสุ่มคำนวณซ้ำได้จาก HMAC-SHA256(seed, "รหัสโพล:0:ลำดับบล็อก")
          </Text>
        </>
      ) : (
        <Badge alignSelf="start" colorPalette="gray" variant="subtle">
          เปิดเผย seed เมื่อประกาศผล
        </Badge>
      )}
    </Stack>
  );
}
