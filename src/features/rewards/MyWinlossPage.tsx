import { Box, Button, Container, Flex, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { WinlossConfigData, WinlossSummaryData } from '@contract/rewards';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Panel } from '@/components/Panel';
import { QueryBoundary } from '@/components/query/QueryBoundary';
import { ClaimCard } from './ClaimCard';
import { CurrentPeriod } from './CurrentPeriod';
import { money, percentText, tierOf, tierText } from './format';
import { winlossConfigQuery, winlossSummaryQuery } from './queries';
import { RewardHistory } from './RewardHistory';
import { WinlossRules } from './WinlossRules';

/** The tier this week's net reaches, and what the next one needs. */
function TierLine({ config, net }: { config: WinlossConfigData; net: number }) {
  const { reached, next } = tierOf(config.tiers, net);
  return (
    <Box rounded="lg" borderWidth="1px" borderColor="gold.800" bg="gold.950/40" px="3" py="2" mb="3" data-testid="winloss-tier">
      <Text fontSize="sm">{reached ? `ขั้นของท่านตอนนี้: ${tierText(reached)}` : 'ยอดเสียสัปดาห์นี้ยังไม่ถึงขั้นแรก'}</Text>
      {next && (
        <Text fontSize="xs" color="fg.muted">
          เสียเพิ่มอีก {money(next.min_loss - net)} จะได้คืน {percentText(next.percent)}
        </Text>
      )}
    </Box>
  );
}

function Week({ summary }: { summary: WinlossSummaryData }) {
  const config = useQuery(winlossConfigQuery).data;
  return (
    <CurrentPeriod
      entry={summary.week}
      title="ยอดเสียสัปดาห์นี้"
      note="ยอดของสัปดาห์นี้เป็นยอดประมาณการ จะสรุปยอดวันจันทร์ถัดไปและรับได้ตั้งแต่วันนั้น"
      extra={config && <TierLine config={config} net={summary.week.base} />}
    />
  );
}

function ThisWeek() {
  const summary = useSuspenseQuery(winlossSummaryQuery).data;
  const config = useQuery(winlossConfigQuery).data;
  return (
    <Stack gap={{ base: '4', sm: '5' }} minW="0">
      <ClaimCard kind="winloss" claimable={summary.claimable} multiplier={config ? config.turnover_multiplier : null} />
      <Week summary={summary} />
    </Stack>
  );
}

function Rules() {
  const config = useSuspenseQuery(winlossConfigQuery).data;
  const net = useQuery(winlossSummaryQuery).data?.week.base;
  return <WinlossRules config={config} net={net} />;
}

/** /member/winloss: this week's running net and its tier, what may be claimed now, the rules and the past weeks. */
export function MyWinlossPage() {
  return (
    <Container py={{ base: '4', sm: '6' }} maxW="1120px">
      <Flex align="center" justify="space-between" gap="3" mb="4" wrap="wrap">
        <Heading as="h1" size={{ base: 'xl', sm: '2xl' }}>
          คืนยอดเสียของฉัน
        </Heading>
        <Button asChild variant="outline" colorPalette="gold" size="sm">
          <Link to="/cashback">แคชแบ็กรายวัน</Link>
        </Button>
      </Flex>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap={{ base: '4', sm: '5' }} alignItems="start">
        <QueryBoundary
          fallback={
            <Stack gap="4">
              <Skeleton h="48" rounded="2xl" />
              <Skeleton h="64" rounded="2xl" />
            </Stack>
          }
        >
          <ThisWeek />
        </QueryBoundary>
        <Stack gap={{ base: '4', sm: '5' }} minW="0">
          <Panel title="กติกาคืนยอดเสียรายสัปดาห์">
            <QueryBoundary fallback={<Skeleton h="48" rounded="xl" />}>
              <Rules />
            </QueryBoundary>
          </Panel>
          <RewardHistory kind="winloss" title="ประวัติคืนยอดเสียรายสัปดาห์" />
        </Stack>
      </Grid>
    </Container>
  );
}
