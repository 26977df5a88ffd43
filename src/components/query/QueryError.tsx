import { Button, Stack, Text } from '@chakra-ui/react';

/** A failed load: the Thai message and a retry. */
export function QueryError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Stack align="center" gap="3" py="8" role="alert">
      <Text color="fg.error" textAlign="center">
        {message || 'โหลดข้อมูลไม่สำเร็จ'}
      </Text>
      <Button colorPalette="gold" variant="outline" onClick={onRetry}>
        ลองใหม่
      </Button>
    </Stack>
  );
}
