import { Box, Button, Container, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { WinlossOutlineIcon } from '@/components/icons/outline';
import { Panel } from '@/components/Panel';
import { QueryBoundary } from '@/components/query/QueryBoundary';
import { isLoggedInAtom } from '@/state/auth';
import { GuestActions } from './parts';
import { winlossConfigQuery } from './queries';
import { WinlossRules } from './WinlossRules';

function Rules() {
  const config = useSuspenseQuery(winlossConfigQuery).data;
  return <WinlossRules config={config} />;
}

/** /winloss: the weekly refund's tiers and rules; members go on to their own page, visitors to register or log in. */
export function WinlossPage() {
  const signedIn = useAtomValue(isLoggedInAtom);
  return (
    <Container py={{ base: '4', sm: '6' }} maxW="760px">
      <Flex align="center" gap="3" mb="4">
        <Box color="gold.400" flexShrink={0} aria-hidden>
          <WinlossOutlineIcon size={36} />
        </Box>
        <Box>
          <Heading as="h1" size={{ base: 'xl', sm: '2xl' }}>
            คืนยอดเสีย
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            คืนยอดเสียรายสัปดาห์ รับได้ทุกวันจันทร์
          </Text>
        </Box>
      </Flex>
      <Stack gap={{ base: '4', sm: '5' }}>
        {signedIn ? (
          <Button asChild colorPalette="gold" size="lg" w="full">
            <Link to="/member/winloss">ดูยอดเสียของฉันและรับยอดคืน</Link>
          </Button>
        ) : (
          <GuestActions text="สมัครสมาชิกหรือเข้าสู่ระบบ เพื่อดูยอดเสียของท่านและรับยอดคืนทุกสัปดาห์" />
        )}
        <Panel title="กติกาคืนยอดเสียรายสัปดาห์">
          <QueryBoundary fallback={<Skeleton h="64" rounded="xl" />}>
            <Rules />
          </QueryBoundary>
        </Panel>
      </Stack>
    </Container>
  );
}
