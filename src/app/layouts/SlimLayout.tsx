import { Box } from '@chakra-ui/react/box';
import { IconButton } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { Link, Outlet } from '@tanstack/react-router';
import { ArrowLeftIcon } from '@/components/icons/shell';
import { useLayoutLoading } from '@/components/loading/loading-bar';
import { PageFade } from '@/components/motion/PageFade';
import { ContactButton } from '../header/BarButtons';
import { Logo } from '../header/Logo';

type SlimProps = { name: 'payment' | 'lobby'; back: '/member' | '/'; title?: string; contact?: boolean };

/**
 * A focused layout: a slim bar with a back button and the logo, the page, no footer. The payment
 * (deposit, withdraw, QR) and lobby layouts are variants of it (the LIFF layout is features/line).
 */
function SlimLayout({ name, back, title, contact = true }: SlimProps) {
  useLayoutLoading();
  return (
    <Flex direction="column" minH="100dvh" data-layout={name}>
      <Box as="header" bg="bg.subtle" borderBottomWidth="1px" borderColor="gold.900" position="sticky" top="0" zIndex="sticky">
        <Container>
          <Flex align="center" gap="3" py="2">
            <IconButton asChild aria-label="ย้อนกลับ" variant="ghost" color="gold.400">
              <Link to={back}>
                <ArrowLeftIcon size="22px" />
              </Link>
            </IconButton>
            <Logo height="36px" />
            {title && (
              <Text ml="auto" color="fg.muted" fontSize="sm">
                {title}
              </Text>
            )}
            {/* The contact button is in the bar: a floating one sat on the page's last field or button. */}
            {contact && (
              <Box ml={title ? undefined : 'auto'}>
                <ContactButton />
              </Box>
            )}
          </Flex>
        </Container>
      </Box>
      <Box as="main" flex="1">
        <PageFade>
          <Outlet />
        </PageFade>
      </Box>
    </Flex>
  );
}

/** The payment layout (/member/deposit, /member/withdraw, /member/payment): members only, back to /member. */
export function PaymentLayout() {
  return <SlimLayout name="payment" back="/member" title="การเงิน" />;
}

/** The lobby layout (/lobby/$name): a provider's game lobby. */
export function LobbyLayout() {
  return <SlimLayout name="lobby" back="/" />;
}
