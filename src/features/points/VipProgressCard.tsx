import { Box, Button, Flex, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { PointsSummaryData } from '@contract/points';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatMoney, formatPoints } from '@/lib/format';
import { remainingText, vipAvatar } from './format';
import { pointsSummaryQuery } from './queries';

/** The bar to the next level: a plain element with the progressbar role (the member theme has no Progress recipe). */
function ProgressBar({ summary }: { summary: PointsSummaryData }) {
  const label = summary.next_name ? `ความคืบหน้าสู่ ${summary.next_name}` : 'ระดับสูงสุด';
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={summary.percent}
      h="2.5"
      rounded="full"
      bg="bg.muted"
      overflow="hidden"
    >
      <Box h="full" w={`${summary.percent}%`} bgGradient="to-r" gradientFrom="gold.600" gradientTo="gold.300" rounded="full" />
    </Box>
  );
}

/** The card's body from a summary: avatar, level, the bar and what remains; the figures and points unless compact. */
export function VipProgress({ summary, compact = false }: { summary: PointsSummaryData; compact?: boolean }) {
  const avatar = vipAvatar(summary.vip_level);
  return (
    <Stack gap="3">
      <Flex align="center" gap="3">
        <Image src={avatar.src} alt={avatar.label} boxSize={compact ? '12' : '16'} rounded="full" flexShrink={0} draggable={false} />
        <Box minW="0" flex="1">
          <Text fontSize="sm" color="fg.muted">
            ระดับของท่าน
          </Text>
          <Text fontSize={compact ? 'lg' : 'xl'} fontWeight="bold" color="gold.fg" data-testid="vip-name">
            {summary.vip_name}
          </Text>
        </Box>
        <Box textAlign="end">
          <Text fontSize="sm" color="fg.muted">
            แต้มสะสม
          </Text>
          <Text fontSize={compact ? 'lg' : 'xl'} fontWeight="bold" data-testid="points-balance">
            {formatPoints(summary.points)}
          </Text>
        </Box>
      </Flex>
      <ProgressBar summary={summary} />
      <Flex justify="space-between" fontSize="xs" color="fg.muted">
        <Text>{summary.vip_name}</Text>
        <Text data-testid="vip-percent">{summary.next_name ? `${summary.percent}% สู่ ${summary.next_name}` : '100%'}</Text>
      </Flex>
      <Text fontSize="sm" data-testid="vip-remaining">
        {remainingText(summary)}
      </Text>
      {!compact && (
        <Flex gap="4" wrap="wrap" fontSize="sm" color="fg.muted">
          <Text>
            ยอดฝาก {summary.window_days} วัน: <b>{formatMoney(summary.deposits)}</b> บาท
          </Text>
          <Text>
            ยอดเล่น {summary.window_days} วัน: <b>{formatMoney(summary.turnover)}</b> บาท
          </Text>
        </Flex>
      )}
    </Stack>
  );
}

/**
 * The member's VIP level and points with the bar to the next level; on the member home (`link`) it
 * leads to /member/points. Nothing when the summary cannot be read (the home page stays whole).
 */
export function VipProgressCard({ link = false }: { link?: boolean }) {
  const summary = useQuery(pointsSummaryQuery);
  if (summary.isError) return null;
  return (
    <Box
      as="section"
      aria-label="ระดับ VIP และแต้มสะสม"
      rounded="2xl"
      p={{ base: '4', sm: '5' }}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="gold.border"
      data-testid="vip-card"
    >
      {summary.data ? <VipProgress summary={summary.data} compact={link} /> : <Skeleton h="28" rounded="xl" />}
      {link && (
        <Button asChild variant="outline" colorPalette="gold" size="sm" mt="3" w="full">
          <Link to="/member/points">ดูแต้มสะสมและระดับ VIP</Link>
        </Button>
      )}
    </Box>
  );
}
