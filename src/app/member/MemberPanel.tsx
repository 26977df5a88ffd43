import { Box } from '@chakra-ui/react/box';
import { Button, IconButton } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { DepositIcon, MenuIcon, QuestIcon, RefreshIcon, StarIcon, WithdrawIcon } from '@/components/icons/shell';
import { OfflineReason } from '@/components/OfflineReason';
import { TOAST_MS, toaster } from '@/components/toaster';
import { totalBalance, useWallets } from '@/features/member';
import { loadPromotionWidgets } from '@/features/promotions';
import { formatMoney, formatPoints } from '@/lib/format';
import { useNetworkGate } from '@/lib/network';
import { authUserAtom, userInfoAtom } from '@/state/auth';
import { drawerAtom } from '@/state/ui';
import { pointsQuery } from '../points';
import { VipAvatar } from './VipAvatar';

// The requirement line ("ติดเทิร์น 45%") loads after the panel, code and data: the panel's first
// screen carries neither the promotions feature nor its read.
const PanelRequirement = lazy(() => loadPromotionWidgets().then((m) => ({ default: m.PanelRequirement })));

function Balance() {
  const wallets = useWallets();
  const gate = useNetworkGate();
  const refresh = async () => {
    const result = await wallets.refetch();
    // docs/errors.md "How the site shows a failure": a wallet refresh failure shows an error toast.
    if (result.isError) {
      toaster.create({ type: 'error', title: 'อัปเดตยอดเงินไม่สำเร็จ', description: result.error.message, duration: TOAST_MS });
    }
  };
  // Never loaded (offline, or the call failed): the balance is unknown, not zero.
  const unknown = !wallets.data && (wallets.isError || gate.disabled);
  const shown = wallets.data ? formatMoney(totalBalance(wallets.data)) : unknown ? '–' : '…';
  return (
    <Box>
      <Flex align="center" justify="space-between" gap="1" bg="bg.muted" rounded="lg" pl="3" pr="1" py="1" h="full">
        <Box lineHeight="1.2">
          <Text fontSize="xs" color="fg.muted">
            ยอดเงินรวม (THB)
          </Text>
          <Text
            fontWeight="700"
            color="gold.400"
            data-testid="member-balance"
            aria-live="polite"
            aria-label={unknown ? 'ยอดเงินรวม ยังไม่ทราบ' : undefined}
          >
            ฿ {shown}
          </Text>
        </Box>
        <IconButton
          aria-label="อัปเดตยอดเงิน"
          variant="ghost"
          size="sm"
          color="gold.400"
          loading={wallets.isFetching && !gate.disabled}
          disabled={gate.disabled}
          onClick={refresh}
        >
          <RefreshIcon />
        </IconButton>
      </Flex>
      <OfflineReason reason={gate.reason} />
    </Box>
  );
}

function PointsTile() {
  const loggedIn = useAtomValue(authUserAtom) !== null;
  const { data } = useQuery({ ...pointsQuery, enabled: loggedIn });
  return (
    <Link to="/redeem" aria-label="คะแนนสะสม แลกของรางวัล">
      <Flex align="center" gap="2" bg="bg.muted" rounded="lg" px="3" py="1" h="full" _hover={{ bg: 'bg.emphasized' }}>
        <Box color="gold.400" fontSize="lg">
          <StarIcon />
        </Box>
        <Box lineHeight="1.2">
          <Text fontSize="xs" color="fg.muted">
            คะแนน
          </Text>
          <Text fontWeight="700" data-testid="panel-points">
            {formatPoints(data ?? 0)}
          </Text>
        </Box>
      </Flex>
    </Link>
  );
}

/**
 * The member panel (docs/product.md "Member panel", members only): the menu button, the VIP avatar and username, the
 * total balance with a refresh, the points tile, the quest button, and deposit and withdraw from 960 px;
 * under them, while a promotion's requirement is active, its progress ("ติดเทิร์น 45%").
 *
 * It sits in the page under the header. `stickAt` (the fixed header's height, once the header is
 * fixed) pins it there from 960 px only: below 960 px it scrolls away, so a phone keeps its screen
 * for the page and only the header stays at the top.
 */
export function MemberPanel({ stickAt }: { stickAt?: number }) {
  const user = useAtomValue(authUserAtom);
  const info = useAtomValue(userInfoAtom);
  const openMenu = useSetAtom(drawerAtom);
  const username = info?.username ?? user?.username ?? '';
  return (
    <Box
      borderTopWidth="1px"
      borderColor="whiteAlpha.100"
      bg="bg.subtle"
      data-testid="member-panel"
      data-pinned={stickAt === undefined ? 'false' : 'wide'}
      position={stickAt === undefined ? 'relative' : { base: 'relative', md: 'sticky' }}
      top={stickAt === undefined ? undefined : `${stickAt}px`}
      // Below the fixed header while it scrolls under it on phones; above the page when stuck.
      zIndex={{ base: 'auto', md: 'sticky' }}
    >
      <Container>
        <Flex align="center" wrap="wrap" gap={{ base: '2', md: '3' }} py="2">
          <IconButton aria-label="เปิดเมนูสมาชิก" variant="ghost" color="gold.400" order={0} onClick={() => openMenu(true)}>
            <MenuIcon size="24px" />
          </IconButton>
          <Flex align="center" gap="2" minW="0" flex={{ base: '1', md: '0 1 auto' }} order={0}>
            <VipAvatar vipLevel={info?.vip_level ?? user?.vip_level} />
            <Text fontWeight="500" truncate data-testid="panel-username">
              {username}
            </Text>
          </Flex>
          <Button asChild variant="outline" colorPalette="gold" size="sm" order={{ base: 1, md: 3 }}>
            <Link to="/member/creditfree">
              <QuestIcon />
              ภารกิจ
            </Link>
          </Button>
          <Flex align="stretch" gap="2" order={{ base: 2, md: 2 }} ml={{ md: 'auto' }} width={{ base: '100%', md: 'auto' }}>
            <Box flex={{ base: '1', md: 'none' }}>
              <Balance />
            </Box>
            <PointsTile />
            <Button asChild colorPalette="gold" display={{ base: 'none', md: 'inline-flex' }} h="auto" minH="10">
              <Link to="/member/deposit">
                <DepositIcon />
                ฝากเงิน
              </Link>
            </Button>
            <Button asChild colorPalette="green" display={{ base: 'none', md: 'inline-flex' }} h="auto" minH="10">
              <Link to="/member/withdraw">
                <WithdrawIcon />
                ถอนเงิน
              </Link>
            </Button>
          </Flex>
        </Flex>
        <Suspense fallback={null}>
          <PanelRequirement />
        </Suspense>
      </Container>
    </Box>
  );
}
