import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Grid } from '@chakra-ui/react/grid';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { TABS_HEIGHT } from '@/components/DockedSheet';
import { ChatIcon, DepositIcon, GiftIcon, HomeIcon, LoginIcon, UserIcon, UsersIcon, WithdrawIcon } from '@/components/icons/shell';
import { agentConfigQuery } from '@/features/agent';
import { isLoggedInAtom } from '@/state/auth';

/** docs/constants.md "Screen sizes": the footer's tab grid is at most 640 px wide. */
export const FOOTER_MAX_W = '640px';

function TabFace({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <Box
      display="flex"
      flexDirection="column"
      alignItems="center"
      gap="0.5"
      py="2"
      fontSize="xs"
      color="fg.muted"
      _hover={{ color: 'gold.400' }}
    >
      <Box fontSize="22px" lineHeight="1">
        {icon}
      </Box>
      <Text as="span" whiteSpace="nowrap">
        {label}
      </Text>
    </Box>
  );
}

const visitorTabs = [
  { to: '/affiliate', label: 'แนะนำเพื่อน', icon: <UsersIcon /> },
  { to: '/login', label: 'เข้าสู่ระบบ', icon: <LoginIcon /> },
  { to: '/promotions', label: 'โปรโมชั่น', icon: <GiftIcon /> },
] as const;
const memberTabs = [
  { to: '/member/profile', label: 'โปรไฟล์', icon: <UserIcon /> },
  { to: '/member/deposit', label: 'ฝากเงิน', icon: <DepositIcon /> },
  { to: '/member/withdraw', label: 'ถอนเงิน', icon: <WithdrawIcon /> },
] as const;

/**
 * The footer (docs/product.md "Footer"): five tabs in a 5-column grid of at most 640 px, fixed at the bottom
 * below 960 px. Home; affiliate or profile; login or deposit; promotions or withdraw; contact, which
 * opens the agent's LINE link.
 */
export function Footer() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { data: config } = useQuery(agentConfigQuery);
  const contactUrl = config?.info.line_contact_url;
  const middle = loggedIn ? memberTabs : visitorTabs;
  return (
    <Box as="footer" bg="bg.subtle" borderTopWidth="1px" borderColor="gold.900" mt="8">
      <Container display={{ base: 'none', md: 'block' }} py="6" textAlign="center">
        <Text color="fg.muted" fontSize="sm">
          เว็บไซต์นี้สำหรับผู้มีอายุ 20 ปีขึ้นไป กรุณาเล่นอย่างมีความรับผิดชอบ
        </Text>
        {(config?.info.line_id || config?.info.phone) && (
          <Text color="fg.muted" fontSize="sm" mt="1" data-testid="footer-contact">
            {config.info.line_id && <>LINE ID: {config.info.line_id}</>}
            {config.info.line_id && config.info.phone && ' · '}
            {config.info.phone && (
              <>
                โทร <a href={`tel:${config.info.phone}`}>{config.info.phone}</a>
              </>
            )}
          </Text>
        )}
        <Text color="fg.subtle" fontSize="xs" mt="1">
          © {new Date().getFullYear()} {config?.name ?? 'Golden Win 888'}
        </Text>
      </Container>
      <Grid
        as="nav"
        aria-label="เมนูด้านล่าง"
        data-testid="footer-tabs"
        templateColumns="repeat(5, 1fr)"
        maxW={FOOTER_MAX_W}
        mx="auto"
        position={{ base: 'fixed', md: 'static' }}
        bottom="0"
        insetX="0"
        zIndex="sticky"
        bg={{ base: 'rgba(20, 23, 31, 0.97)', md: 'transparent' }}
        borderTopWidth={{ base: '1px', md: '0' }}
        borderColor="gold.900"
        pb="env(safe-area-inset-bottom)"
        // Exactly the height a docked sheet (the push prompt) sits on below 960 px.
        minH={{ base: `calc(${TABS_HEIGHT} + env(safe-area-inset-bottom))`, md: 'auto' }}
        alignItems="center"
      >
        <Link to="/">
          <TabFace icon={<HomeIcon />} label="หน้าแรก" />
        </Link>
        {middle.map((tab) => (
          <Link key={tab.to} to={tab.to}>
            <TabFace icon={tab.icon} label={tab.label} />
          </Link>
        ))}
        <a href={contactUrl} target="_blank" rel="noopener noreferrer" aria-disabled={contactUrl ? undefined : true}>
          <TabFace icon={<ChatIcon />} label="ติดต่อเรา" />
        </a>
      </Grid>
    </Box>
  );
}
