import { Box, Button, Container, Flex, Heading, IconButton, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import {
  AffiliateOutlineIcon,
  CashbackOutlineIcon,
  CouponOutlineIcon,
  ProfileOutlineIcon,
  PromotionsOutlineIcon,
  QuestOutlineIcon,
  RedeemOutlineIcon,
  RefreshOutlineIcon,
  StatementOutlineIcon,
  WheelOutlineIcon,
  WinlossOutlineIcon,
} from '@/components/icons/outline';
import { VipProgressCard } from '@/features/points';
import { formatMoney } from '@/lib/format';
import { authUserAtom } from '@/state/auth';
import { totalBalance, useUserInfo, useWallets } from './queries';

/** The member menu's destinations (docs/product.md "Member menu"), as shortcuts on the member home. */
const SHORTCUTS = [
  { to: '/member/profile', label: 'ข้อมูลส่วนตัว', icon: <ProfileOutlineIcon /> },
  { to: '/affiliate', label: 'แนะนำเพื่อน', icon: <AffiliateOutlineIcon /> },
  { to: '/member/creditfree', label: 'ภารกิจ', icon: <QuestOutlineIcon /> },
  { to: '/member/wheel', label: 'กงล้อนำโชค', icon: <WheelOutlineIcon /> },
  { to: '/redeem', label: 'แลกของรางวัล', icon: <RedeemOutlineIcon /> },
  { to: '/cashback', label: 'แคชแบ็กรายวัน', icon: <CashbackOutlineIcon /> },
  { to: '/winloss', label: 'คืนยอดเสีย', icon: <WinlossOutlineIcon /> },
  { to: '/promotions', label: 'โปรโมชั่น', icon: <PromotionsOutlineIcon /> },
  { to: '/member/coupon', label: 'คูปอง', icon: <CouponOutlineIcon /> },
  { to: '/member/statement', label: 'รายการเดินบัญชี', icon: <StatementOutlineIcon /> },
] as const;

function BalanceCard() {
  const wallets = useWallets();
  const total = wallets.data ? totalBalance(wallets.data) : null;
  return (
    <Box
      rounded="2xl"
      p={{ base: '5', sm: '6' }}
      bgGradient="to-br"
      gradientFrom="gold.900"
      gradientTo="bg.panel"
      borderWidth="1px"
      borderColor="gold.border"
      shadow="lg"
    >
      <Flex justify="space-between" align="center">
        <Text color="fg.muted" fontSize="sm">
          ยอดเงินคงเหลือทั้งหมด
        </Text>
        <IconButton aria-label="รีเฟรชยอดเงิน" variant="ghost" size="sm" loading={wallets.isFetching} onClick={() => wallets.refetch()}>
          <RefreshOutlineIcon />
        </IconButton>
      </Flex>
      {total !== null ? (
        <Flex align="baseline" gap="2" mt="1">
          <Text as="span" fontSize={{ base: '3xl', sm: '4xl' }} fontWeight="bold" color="gold.fg" data-testid="total-balance">
            {formatMoney(total)}
          </Text>
          <Text as="span" color="fg.muted">
            บาท
          </Text>
        </Flex>
      ) : wallets.isError ? (
        <Text color="fg.error" mt="2">
          โหลดยอดเงินไม่สำเร็จ กดรีเฟรชเพื่อลองใหม่
        </Text>
      ) : (
        <Skeleton h="10" w="48" mt="2" />
      )}
      {wallets.data && wallets.data.length > 1 ? (
        <Stack gap="1" mt="3" fontSize="sm" color="fg.muted">
          {wallets.data.map((w) => (
            <Flex key={w.id} justify="space-between">
              <Text>{w.wallet_name}</Text>
              <Text>{formatMoney(w.balance)}</Text>
            </Flex>
          ))}
        </Stack>
      ) : null}
      <SimpleGrid columns={2} gap="3" mt="5">
        <Button asChild size="lg" colorPalette="gold">
          <Link to="/member/deposit">ฝากเงิน</Link>
        </Button>
        <Button asChild size="lg" colorPalette="green">
          <Link to="/member/withdraw">ถอนเงิน</Link>
        </Button>
      </SimpleGrid>
    </Box>
  );
}

export function MemberHomePage() {
  const user = useAtomValue(authUserAtom);
  const info = useUserInfo();
  const name = info.data ? `${info.data.first_name} ${info.data.last_name}` : (user?.username ?? '');
  return (
    <Container py={{ base: '4', sm: '8' }} maxW="960px">
      <Stack gap="6">
        <Box>
          <Text color="fg.muted" fontSize="sm">
            ยินดีต้อนรับกลับมา
          </Text>
          <Heading as="h1" size={{ base: 'xl', sm: '2xl' }}>
            สวัสดี คุณ{name}
          </Heading>
        </Box>
        <BalanceCard />
        <VipProgressCard link />
        <Box as="nav" aria-label="เมนูสมาชิก">
          <SimpleGrid columns={{ base: 3, sm: 4, md: 5 }} gap={{ base: '2', sm: '3' }}>
            {SHORTCUTS.map((s) => (
              <Link key={s.to} to={s.to}>
                <Stack
                  align="center"
                  gap="2"
                  py="4"
                  px="2"
                  h="full"
                  rounded="xl"
                  bg="bg.panel"
                  borderWidth="1px"
                  borderColor="border.muted"
                  color="gold.fg"
                  _hover={{ borderColor: 'gold.border', bg: 'bg.muted' }}
                  transition="background 0.2s, border-color 0.2s"
                >
                  {s.icon}
                  <Text fontSize="sm" color="fg" textAlign="center" lineHeight="short">
                    {s.label}
                  </Text>
                </Stack>
              </Link>
            ))}
          </SimpleGrid>
        </Box>
      </Stack>
    </Container>
  );
}
