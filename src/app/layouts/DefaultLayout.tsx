import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { SHEET_SPACE_VAR } from '@/components/DockedSheet';
import { useLayoutLoading } from '@/components/loading/loading-bar';
import { PageFade } from '@/components/motion/PageFade';
import { ShellDialogs } from '../dialogs/ShellDialogs';
import { Footer } from '../footer/Footer';
import { Header } from '../header/Header';

/**
 * The page's bottom padding: the footer tabs' room below 960 px, or a docked sheet's (the push
 * prompt), whichever is more. Nothing else floats over the page: the contact and event buttons are
 * in the header (header/BarButtons.tsx).
 */
const MAIN_BOTTOM = {
  base: `max(72px, calc(var(${SHEET_SPACE_VAR}, 0px) + 8px))`,
  md: `var(${SHEET_SPACE_VAR}, 0px)`,
};

/**
 * The default layout (docs/product.md "Layouts"): header (with the member panel for members), the page, the
 * footer, the game sheet, the notification, event and member dialogs (the contact and event buttons are in the header).
 * The auth layout uses it too, after validating the member; the 404 page passes its own `children`.
 */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  useLayoutLoading();
  return (
    <Flex direction="column" minH="100dvh">
      <Header />
      {/* Room for the fixed footer tabs below 960 px, and for a docked sheet while one shows. */}
      <Box as="main" flex="1" pb={MAIN_BOTTOM}>
        <PageFade>{children ?? <Outlet />}</PageFade>
      </Box>
      <Footer />
      <ShellDialogs />
    </Flex>
  );
}
