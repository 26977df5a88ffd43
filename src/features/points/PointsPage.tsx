import { Box, Button, Container, Flex, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { PointsConfigData } from '@contract/points';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Panel } from '@/components/Panel';
import { QueryBoundary } from '@/components/query/QueryBoundary';
import { formatMoney, formatPoints, formatThaiDate } from '@/lib/format';
import { HISTORY_LIMIT, pointsConfigQuery, pointsHistoryQuery, pointsSummaryQuery } from './queries';
import { VipProgress } from './VipProgressCard';

function Summary() {
  const summary = useSuspenseQuery(pointsSummaryQuery).data;
  return (
    <Stack gap={{ base: '4', sm: '5' }} minW="0">
      <Box
        as="section"
        aria-label="ระดับ VIP ของฉัน"
        rounded="2xl"
        p={{ base: '4', sm: '6' }}
        bgGradient="to-br"
        gradientFrom="gold.900"
        gradientTo="bg.panel"
        borderWidth="1px"
        borderColor="gold.border"
      >
        <VipProgress summary={summary} />
      </Box>
      <Panel title="แต้มสะสม">
        <Flex align="baseline" gap="2">
          <Text fontSize={{ base: '3xl', sm: '4xl' }} fontWeight="bold" color="gold.fg" data-testid="points-total">
            {formatPoints(summary.points)}
          </Text>
          <Text color="fg.muted">แต้ม</Text>
        </Flex>
        {summary.pending_points > 0 && (
          <Text fontSize="sm" color="fg.muted" data-testid="points-pending">
            กำลังจะได้รับอีก {formatPoints(summary.pending_points)} แต้มจากยอดเล่นวันนี้ (เข้าภายในไม่กี่นาที)
          </Text>
        )}
        <Grid templateColumns="1fr 1fr" gap="3" mt="4">
          <Button asChild colorPalette="gold">
            <Link to="/member/wheel">หมุนกงล้อ</Link>
          </Button>
          <Button asChild colorPalette="green">
            <Link to="/redeem">แลกของรางวัล</Link>
          </Button>
        </Grid>
      </Panel>
    </Stack>
  );
}

/** How points are earned (a plain list: the member theme has no table recipe) and what each level needs. */
function EarnRules({ config }: { config: PointsConfigData }) {
  return (
    <Stack gap="4">
      {config.enabled && config.rates.length > 0 ? (
        <Box as="ul" listStyleType="none" m="0" p="0" aria-label="อัตราการได้รับแต้ม">
          {config.rates.map((r) => (
            <Flex
              as="li"
              key={r.product}
              justify="space-between"
              py="2"
              borderBottomWidth="1px"
              borderColor="border.muted"
              data-testid={`rate-${r.product}`}
            >
              <Text>{r.product_name}</Text>
              <Text color="gold.fg">ทุก 100 บาท ได้ {formatPoints(r.points_per_100)} แต้ม</Text>
            </Flex>
          ))}
        </Box>
      ) : (
        <Text color="fg.muted">ขณะนี้ยังไม่เปิดให้สะสมแต้มจากยอดเล่น</Text>
      )}
      <Text fontSize="sm" color="fg.muted">
        แต้มจากยอดเล่นเข้าบัญชีอัตโนมัติทุกไม่กี่นาที และยังได้แต้มจากภารกิจ กิจกรรม และกงล้อนำโชค
      </Text>
      <Box>
        <Heading as="h3" size="sm" mb="2">
          เกณฑ์ระดับ VIP (ยอดภายใน {config.window_days} วัน)
        </Heading>
        <Box as="ul" listStyleType="none" m="0" p="0" aria-label="เกณฑ์ระดับ VIP">
          {config.vip_levels
            .filter((l) => l.level > 0)
            .map((l) => (
              <Box as="li" key={l.level} py="2" borderBottomWidth="1px" borderColor="border.muted" data-testid={`vip-level-${l.level}`}>
                <Text fontWeight="bold" color="gold.fg">
                  {l.name}
                </Text>
                <Text fontSize="sm">
                  {[
                    l.deposits > 0 ? `ยอดฝากตั้งแต่ ${formatMoney(l.deposits)} บาท` : null,
                    l.turnover > 0 ? `ยอดเล่นตั้งแต่ ${formatMoney(l.turnover)} บาท` : null,
                  ]
                    .filter(Boolean)
                    .join(' หรือ ')}
                </Text>
              </Box>
            ))}
        </Box>
      </Box>
    </Stack>
  );
}

function Rules() {
  const config = useSuspenseQuery(pointsConfigQuery).data;
  return <EarnRules config={config} />;
}

function History() {
  const [page, setPage] = useState(1);
  const q = useQuery(pointsHistoryQuery(page));
  if (q.isError)
    return (
      <Stack gap="2" align="start">
        <Text color="fg.error">โหลดประวัติแต้มไม่สำเร็จ</Text>
        <Button size="sm" variant="outline" colorPalette="gold" onClick={() => q.refetch()}>
          ลองใหม่
        </Button>
      </Stack>
    );
  if (!q.data) return <Skeleton h="40" rounded="xl" />;
  const pages = Math.max(1, Math.ceil(q.data.total / HISTORY_LIMIT));
  return (
    <Stack gap="2">
      {q.data.items.length === 0 ? (
        <Text color="fg.muted">ยังไม่มีรายการแต้ม</Text>
      ) : (
        <Box as="ul" listStyleType="none" m="0" p="0" aria-label="รายการแต้ม">
          {q.data.items.map((i) => (
            <Flex
              as="li"
              key={i.id}
              justify="space-between"
              gap="3"
              py="2.5"
              borderBottomWidth="1px"
              borderColor="border.muted"
              data-testid="points-item"
            >
              <Box minW="0">
                <Text fontWeight="medium">{i.reference}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {i.kind_name} · {formatThaiDate(i.at, true)}
                </Text>
              </Box>
              <Box textAlign="end" flexShrink={0}>
                <Text fontWeight="bold" color={i.points >= 0 ? 'green.fg' : 'fg.error'}>
                  {i.points >= 0 ? '+' : '−'}
                  {formatPoints(Math.abs(i.points))}
                </Text>
                {i.balance_after !== null && (
                  <Text fontSize="xs" color="fg.muted">
                    คงเหลือ {formatPoints(i.balance_after)}
                  </Text>
                )}
              </Box>
            </Flex>
          ))}
        </Box>
      )}
      {pages > 1 && (
        <Flex as="nav" aria-label="หน้าของรายการแต้ม" align="center" justify="space-between" gap="3" mt="2">
          <Button size="sm" variant="outline" colorPalette="gold" disabled={page <= 1 || q.isFetching} onClick={() => setPage(page - 1)}>
            ก่อนหน้า
          </Button>
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            หน้า {page} จาก {pages}
          </Text>
          <Button
            size="sm"
            variant="outline"
            colorPalette="gold"
            disabled={page >= pages || q.isFetching}
            onClick={() => setPage(page + 1)}
          >
            ถัดไป
          </Button>
        </Flex>
      )}
    </Stack>
  );
}

/** /member/points: the VIP level and the way to the next, the points balance, how to earn, the history. */
export function PointsPage() {
  return (
    <Container py={{ base: '4', sm: '6' }} maxW="1120px">
      <Heading as="h1" size={{ base: 'xl', sm: '2xl' }} mb="4">
        แต้มสะสมและระดับ VIP
      </Heading>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap={{ base: '4', sm: '5' }} alignItems="start">
        <QueryBoundary
          fallback={
            <Stack gap="4">
              <Skeleton h="48" rounded="2xl" />
              <Skeleton h="40" rounded="2xl" />
            </Stack>
          }
        >
          <Summary />
        </QueryBoundary>
        <Stack gap={{ base: '4', sm: '5' }} minW="0">
          <Panel title="วิธีสะสมแต้ม">
            <QueryBoundary fallback={<Skeleton h="48" rounded="xl" />}>
              <Rules />
            </QueryBoundary>
          </Panel>
          <Panel title="ประวัติแต้ม">
            <History />
          </Panel>
        </Stack>
      </Grid>
    </Container>
  );
}
