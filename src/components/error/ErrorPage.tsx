import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';

type ErrorPageProps = { status: number; message?: string };

/**
 * The full-screen error page (docs/errors.md "The error page"): a dark translucent overlay with the status code
 * on the left and the message on the right, the spec's English wording with Thai beside it.
 */
export function ErrorPage({ status, message }: ErrorPageProps) {
  const notFound = status === 404;
  const title = notFound ? 'Not Found' : 'An error occurred';
  const titleTh = notFound ? 'ไม่พบหน้า' : 'เกิดข้อผิดพลาด';
  const detail = notFound ? 'This page could not be found' : message || 'An unexpected error occurred';
  const detailTh = notFound ? 'ไม่พบหน้าที่คุณต้องการ' : 'ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง';
  return (
    <Flex
      role="alert"
      data-testid="error-page"
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="rgba(5, 6, 10, 0.88)"
      backdropFilter="blur(4px)"
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
          <Text color="fg.muted" fontSize="sm">
            {detailTh}
          </Text>
        </Box>
      </Flex>
      <Box asChild color="gold.400" textDecoration="underline" fontSize="sm">
        <a href="/">กลับหน้าแรก</a>
      </Box>
    </Flex>
  );
}
