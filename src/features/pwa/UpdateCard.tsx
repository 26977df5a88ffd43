import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { RefreshIcon } from '@/components/icons/shell';
import { applyUpdate } from '@/lib/pwa-update';

/**
 * "มีเวอร์ชันใหม่": accepting activates the waiting version and reloads into it; "ภายหลัง" keeps the
 * current one until the next launch (the prompt comes back then).
 */
export function UpdateCard({ onLater }: { onLater: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Box
      role="alertdialog"
      aria-labelledby="update-title"
      aria-describedby="update-text"
      data-testid="update-prompt"
      p="3"
      rounded="xl"
      bg="bg.subtle"
      borderWidth="1px"
      borderColor="green.700"
      boxShadow="0 6px 18px rgba(0, 0, 0, 0.55)"
      pointerEvents="auto"
    >
      <Flex gap="3" align="center">
        <Box color="green.300" flexShrink={0}>
          <RefreshIcon size="24px" />
        </Box>
        <Box>
          <Text id="update-title" fontWeight="500">
            มีเวอร์ชันใหม่พร้อมใช้งาน
          </Text>
          <Text id="update-text" fontSize="xs" color="gray.300">
            อัปเดตเพื่อใช้ฟีเจอร์และการแก้ไขล่าสุด หน้าจะโหลดใหม่หนึ่งครั้ง
          </Text>
        </Box>
      </Flex>
      <Flex gap="2" mt="3" justify="flex-end">
        <Button size="sm" variant="ghost" color="gray.200" onClick={onLater}>
          ภายหลัง
        </Button>
        <Button
          size="sm"
          colorPalette="green"
          loading={busy}
          onClick={() => {
            setBusy(true);
            void applyUpdate();
          }}
        >
          อัปเดตเลย
        </Button>
      </Flex>
    </Box>
  );
}
