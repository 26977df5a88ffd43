import { Box, Button, Dialog, Flex, Heading, Portal, Text } from '@chakra-ui/react';
import type { WheelSpinView } from '@contract/wheel';
import { PrizeMedal } from './PrizeMedal';

/** The prize the wheel landed on: its medal and text, and "รับรางวัล" when it waits for the member. */
export function PrizeDialog({
  spin,
  message,
  onClose,
  onReward,
  rewarding,
}: {
  spin: WheelSpinView | null;
  message: string;
  onClose: () => void;
  onReward: (spinId: number) => void;
  rewarding: boolean;
}) {
  const lost = spin?.prize.kind === 'none';
  return (
    <Dialog.Root open={spin !== null} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content maxW="420px" w="full" bg="bg.subtle" borderWidth="1px" borderColor="gold.700" data-testid="wheel-prize">
            <Dialog.Header>
              <Dialog.Title color="gold.400">ผลการหมุนวงล้อ</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {spin && (
                <Box textAlign="center">
                  <Box mb="3">
                    <PrizeMedal prize={spin.prize} color={spin.color} />
                  </Box>
                  <Heading as="p" size="xl" color={lost ? 'fg.muted' : 'gold.300'} data-testid="wheel-prize-text">
                    {lost ? 'ไม่ได้รับรางวัล' : spin.prize.text}
                  </Heading>
                  {message && (
                    <Text mt="2" fontSize="sm">
                      {message}
                    </Text>
                  )}
                  {spin.status === 'pending' && (
                    <Text mt="2" fontSize="sm" color="gold.200">
                      รางวัลนี้มีเงื่อนไขทำเทิร์น {spin.prize.turnover_multiplier} เท่า กด "รับรางวัล" เมื่อพร้อม หรือกดรับภายหลังได้ที่รายการรอรับรางวัล
                    </Text>
                  )}
                </Box>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Flex gap="2" w="full" justify="center">
                {spin?.status === 'pending' ? (
                  <>
                    <Button variant="outline" colorPalette="gold" onClick={onClose}>
                      ไว้ทีหลัง
                    </Button>
                    <Button colorPalette="green" loading={rewarding} onClick={() => onReward(spin.id)}>
                      รับรางวัล
                    </Button>
                  </>
                ) : (
                  <Button colorPalette="gold" onClick={onClose}>
                    ตกลง
                  </Button>
                )}
              </Flex>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
