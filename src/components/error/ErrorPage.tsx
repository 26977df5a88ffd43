import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { Link } from '@tanstack/react-router';

type ErrorPageProps = {
  status: number;
  message?: string;
  /**
   * 'overlay' (the default): full screen over whatever rendered. 'page': a block inside a layout's
   * main area, the header, menu and footer around it (the 404 page, docs/errors.md "The error page").
   */
  variant?: 'overlay' | 'page';
};

/**
 * The error page (docs/errors.md "The error page"): the status code on the left and the message on
 * the right, the spec's English wording with Thai beside it, and a way home. Failures show it as a
 * dark translucent overlay; the 404 page shows it inside the default layout.
 */
export function ErrorPage({ status, message, variant = 'overlay' }: ErrorPageProps) {
  const notFound = status === 404;
  const title = notFound ? 'Not Found' : 'An error occurred';
  const titleTh = notFound ? 'ไม่พบหน้า' : 'เกิดข้อผิดพลาด';
  const detail = notFound ? 'This page could not be found' : message || 'An unexpected error occurred';
  const detailTh = notFound ? 'ไม่พบหน้าที่คุณต้องการ' : 'ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง';
  const inPage = variant === 'page';
  return (
    <Flex
      role="alert"
      data-testid="error-page"
      data-variant={variant}
      {...(inPage
        ? { minH: { base: '50vh', md: '60vh' }, py: '12' }
        : { position: 'fixed', inset: '0', zIndex: 'overlay', bg: 'rgba(5, 6, 10, 0.88)', backdropFilter: 'blur(4px)' })}
      align="center"
      justify="center"
      px="6"
      direction="column"
      gap="8"
    >
      <Flex align="center" gap={{ base: '4', sm: '6' }} maxW="640px">
        <Text as="h1" fontSize={{ base: '4xl', sm: '5xl' }} fontWeight="700" color="gold.400" lineHeight="1" data-testid="error-status">
          {status}
        </Text>
        <Box alignSelf="stretch" borderLeftWidth="1px" borderColor="whiteAlpha.400" />
        <Box>
          <Text as="h2" fontSize={{ base: 'lg', sm: 'xl' }} fontWeight="500">
            {title}{' '}
            <Text as="span" color="fg.muted">
              ({titleTh})
            </Text>
          </Text>
          <Text color="fg.muted" data-testid="error-message">
            {detail}
          </Text>
          <Text color="fg.muted" fontSize="sm" data-testid="error-message-th">
            {detailTh}
          </Text>
        </Box>
      </Flex>
      {inPage ? (
        // Inside the app the router takes the member home without reloading the page.
        <Button asChild colorPalette="gold" rounded="full" size="lg">
          <Link to="/">กลับหน้าแรก</Link>
        </Button>
      ) : (
        <Box asChild color="gold.400" textDecoration="underline" fontSize="sm">
          <a href="/">กลับหน้าแรก</a>
        </Box>
      )}
    </Flex>
  );
}
