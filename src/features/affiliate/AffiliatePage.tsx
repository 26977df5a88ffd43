import { Alert, Box, Button, Container, Flex, Grid, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { AffiliateConfigData } from '@contract/rewards';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { AffiliateOutlineIcon } from '@/components/icons/outline';
import { Panel } from '@/components/Panel';
import { QueryBoundary } from '@/components/query/QueryBoundary';
import { failureMessage } from '@/lib/api-error';
import { isLoggedInAtom } from '@/state/auth';
import { Earnings } from './Earnings';
import { History } from './History';
import { Network } from './Network';
import { affiliateConfigQuery, affiliateSummaryQuery } from './queries';
import { ReferralLink } from './ReferralLink';
import { Rates, RuleList, Rules } from './Rules';
import { money, percentText } from './terms';

const STEPS = [
  { title: 'สมัครสมาชิก', text: 'สมัครฟรี รับลิงก์และรหัสแนะนำของท่านทันที' },
  { title: 'แชร์ลิงก์ให้เพื่อน', text: 'ส่งลิงก์ทาง LINE หรือให้เพื่อนสแกน QR โค้ดเพื่อสมัคร' },
  { title: 'เพื่อนฝากเงินครั้งแรก', text: 'นับเป็นเพื่อนของท่านเมื่อเพื่อนฝากเงินครั้งแรกสำเร็จ' },
  { title: 'รับรายได้ทุกวัน', text: 'รายได้เข้าบัญชีแนะนำเพื่อนทุกวัน ถอนเข้ากระเป๋าหลักได้เอง' },
];

function Disabled() {
  return (
    <Alert.Root status="warning" rounded="xl" data-testid="affiliate-disabled">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">ขณะนี้ระบบแนะนำเพื่อนปิดให้บริการชั่วคราว</Alert.Title>
    </Alert.Root>
  );
}

/** "สูงสุด 5% ของยอดเล่น": the best level-1 percent, for the headline. */
function bestRate(config: AffiliateConfigData): string | null {
  const top = Math.max(0, ...(config.levels.find((l) => l.level === 1)?.rates.map((r) => r.percent) ?? []));
  return top > 0 ? `รับสูงสุด ${percentText(top)} ของ${config.basis_name}เพื่อน` : null;
}

function JoinButtons() {
  return (
    <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
      <Button asChild colorPalette="gold" size="xl" minW={{ sm: '200px' }}>
        <Link to="/register">สมัครสมาชิก</Link>
      </Button>
      <Button asChild variant="outline" colorPalette="gold" size="xl" minW={{ sm: '200px' }}>
        <Link to="/login">เข้าสู่ระบบ</Link>
      </Button>
    </Flex>
  );
}

/** Visitors: what the programme pays, how it works, and the way in (register, login). */
function VisitorAffiliate() {
  const config = useSuspenseQuery(affiliateConfigQuery).data;
  const best = bestRate(config);
  return (
    <Stack gap={{ base: '4', sm: '6' }}>
      {!config.enabled && <Disabled />}
      <Box
        as="section"
        aria-label="ชวนเพื่อนรับรายได้"
        rounded="2xl"
        borderWidth="1px"
        borderColor="gold.800"
        bgGradient="to-br"
        gradientFrom="gold.900"
        gradientTo="green.950"
        p={{ base: '5', sm: '8' }}
      >
        <Flex gap="4" align="center" direction={{ base: 'column', md: 'row' }} textAlign={{ base: 'center', md: 'start' }}>
          <Box color="gold.300" flexShrink={0}>
            <AffiliateOutlineIcon size={64} />
          </Box>
          <Box flex="1">
            <Heading as="h2" size={{ base: 'xl', sm: '2xl' }} color="gold.200">
              ชวนเพื่อนมาเล่น รับรายได้ทุกวัน 2 ระดับ
            </Heading>
            {best && (
              <Text fontSize={{ base: 'lg', sm: 'xl' }} fontWeight="bold" color="gold.300" data-testid="affiliate-headline">
                {best}
              </Text>
            )}
            <Text color="fg.muted" mt="1">
              ยิ่งเพื่อนเล่นมาก ท่านยิ่งได้มาก ทั้งจากเพื่อนที่ท่านแนะนำและเพื่อนของเพื่อน ถอนขั้นต่ำเพียง {money(config.min_redeem)} บาท
            </Text>
          </Box>
        </Flex>
        <Box
          mt="5"
          display="flex"
          justifyContent={{ base: 'stretch', md: 'start' }}
          css={{ '& > *': { flex: { base: 1, md: 'initial' } } }}
        >
          <JoinButtons />
        </Box>
      </Box>

      <Panel title="ขั้นตอนรับรายได้">
        <SimpleGrid as="ol" columns={{ base: 1, sm: 2, lg: 4 }} gap="3" m="0" p="0">
          {STEPS.map((s, i) => (
            <Flex as="li" key={s.title} listStyleType="none" gap="3" align="start" bg="bg.muted" rounded="xl" p="3">
              <Flex
                w="8"
                h="8"
                rounded="full"
                bg="gold.solid"
                color="gold.contrast"
                align="center"
                justify="center"
                fontWeight="bold"
                flexShrink={0}
                aria-hidden
              >
                {i + 1}
              </Flex>
              <Box>
                <Text fontWeight="semibold">{s.title}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {s.text}
                </Text>
              </Box>
            </Flex>
          ))}
        </SimpleGrid>
      </Panel>

      <Panel title="อัตรารายได้และเงื่อนไข">
        <Rules config={config} />
      </Panel>

      <Box textAlign="center" bg="bg.panel" rounded="2xl" borderWidth="1px" borderColor="border.muted" p={{ base: '5', sm: '6' }}>
        <Text fontWeight="semibold" mb="3">
          ยังไม่เป็นสมาชิก? สมัครวันนี้เพื่อรับลิงก์แนะนำของท่าน
        </Text>
        <Flex justify="center">
          <JoinButtons />
        </Flex>
      </Box>
    </Stack>
  );
}

function Frozen() {
  return (
    <Alert.Root status="error" rounded="xl" data-testid="affiliate-frozen">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>บัญชีแนะนำเพื่อนของท่านถูกระงับชั่วคราว</Alert.Title>
        <Alert.Description>ระหว่างนี้รายได้ใหม่จะยังไม่เข้าบัญชีและยังถอนรายได้ไม่ได้ หากมีข้อสงสัยกรุณาติดต่อเจ้าหน้าที่ทาง LINE</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** Members: the programme's rules, folded (the public config; nothing when it fails). */
function MemberRules() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const q = useQuery(affiliateConfigQuery);
  return (
    <Panel
      title="อัตรารายได้และเงื่อนไข"
      actions={
        <Button variant="ghost" size="sm" colorPalette="gold" aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)}>
          {open ? 'ซ่อน' : 'ดูทั้งหมด'}
        </Button>
      }
    >
      {q.isPending ? (
        <Skeleton h="20" rounded="xl" />
      ) : q.isError ? (
        <Text color="red.300">{failureMessage(q.error)}</Text>
      ) : (
        <Stack gap="3">
          <Rates config={q.data} />
          <Box id={id} hidden={!open}>
            <RuleList config={q.data} />
          </Box>
        </Stack>
      )}
    </Panel>
  );
}

function MemberAffiliate() {
  const summary = useSuspenseQuery(affiliateSummaryQuery).data;
  const closed = useQuery(affiliateConfigQuery).data?.enabled === false;
  return (
    <Stack gap={{ base: '4', md: '6' }}>
      {closed && <Disabled />}
      {summary.frozen && <Frozen />}
      <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap={{ base: '4', md: '6' }} alignItems="start">
        <ReferralLink summary={summary} />
        <Earnings summary={summary} />
      </Grid>
      <Network />
      <History />
      <MemberRules />
    </Stack>
  );
}

/** /affiliate: visitors read the programme and sign up; members share their link, see earnings and redeem. */
export function AffiliatePage() {
  const signedIn = useAtomValue(isLoggedInAtom);
  return (
    <Container py={{ base: '4', sm: '6' }} maxW="1120px">
      <Heading as="h1" size={{ base: 'xl', sm: '2xl' }} mb="4">
        แนะนำเพื่อน
      </Heading>
      <QueryBoundary
        fallback={
          <Stack gap="4">
            <Skeleton h="48" rounded="2xl" />
            <Skeleton h="64" rounded="2xl" />
          </Stack>
        }
      >
        {signedIn ? <MemberAffiliate /> : <VisitorAffiliate />}
      </QueryBoundary>
    </Container>
  );
}
