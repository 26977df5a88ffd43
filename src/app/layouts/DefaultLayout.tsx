import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Outlet } from '@tanstack/react-router';
import { useLayoutLoading } from '@/components/loading/loading-bar';
import { PageFade } from '@/components/motion/PageFade';
import { ContactButton, EventButton } from '../dialogs/FloatingButtons';
import { ShellDialogs } from '../dialogs/ShellDialogs';
import { Footer } from '../footer/Footer';
import { Header } from '../header/Header';

/**
 * The default layout (docs/product.md "Layouts"): header (with the member panel for members), the page, the
 * footer, the game sheet, the notification, event and member dialogs, the contact and event buttons.
 * The auth layout uses it too, after validating the member.
 */
export function DefaultLayout() {
  useLayoutLoading();
  return (
    <Flex direction="column" minH="100dvh">
      <Header />
      {/* Room for the fixed footer tabs below 960 px. */}
      <Box as="main" flex="1" pb={{ base: '72px', md: '0' }}>
        <PageFade>
          <Outlet />
        </PageFade>
      </Box>
      <Footer />
      <EventButton />
      <ContactButton />
      <ShellDialogs />
    </Flex>
  );
}
