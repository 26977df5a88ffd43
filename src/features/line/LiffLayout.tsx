import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from '@tanstack/react-router';
import { useLayoutLoading } from '@/components/loading/loading-bar';
import { PageFade } from '@/components/motion/PageFade';

/**
 * The `liff` layout (docs/product.md "Layouts"): pages opened inside the LINE app, which draws its own bar with
 * the title and a close button, so the page has no header, footer or floating buttons of its own.
 */
export function LiffLayout() {
  useLayoutLoading();
  return (
    <Flex direction="column" minH="100dvh" data-layout="liff">
      <Box as="main" flex="1">
        <PageFade>
          <Outlet />
        </PageFade>
      </Box>
    </Flex>
  );
}
