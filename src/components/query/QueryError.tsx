import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A failed load: the Thai message and a retry, with the page's other way out beside it if any. */
export function QueryError({ message, onRetry, actions }: { message: string; onRetry: () => void; actions?: ReactNode }) {
  return (
    <Stack align="center" gap="3" py="8" role="alert">
      <Text color="fg.error" textAlign="center">
        {message || 'โหลดข้อมูลไม่สำเร็จ'}
      </Text>
      <Flex gap="3">
        <Button colorPalette="gold" variant="outline" onClick={onRetry}>
          ลองใหม่
        </Button>
        {actions}
      </Flex>
    </Stack>
  );
}
