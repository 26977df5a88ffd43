import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { SlotPaytable } from '@contract/slot';
import { formatMoney } from '@/lib/format';

/** The buy-feature confirm: what it costs (buyCost x bet) and what it gives, before any money moves. */
export function BuyFeatureDialog({
  open,
  onClose,
  onConfirm,
  price,
  bet,
  paytable,
  balance,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  price: number;
  bet: number;
  paytable: SlotPaytable;
  balance: number;
}) {
  const short = price / 100 > balance;
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content bg="#140a1f" borderWidth="1px" borderColor="purple.400" data-testid="slot-buy-dialog">
            <Dialog.Header>
              <Dialog.Title color="gold.300">ซื้อฟรีสปิน</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="2" fontSize="sm">
                <Text>
                  ได้ฟรีสปินทันที {paytable.freeSpins} ครั้ง รางวัลทั้งหมดคูณ {paytable.freeSpinMultiplier}
                </Text>
                <Text>
                  ราคา{' '}
                  <Text as="b" color="gold.300" fontSize="lg">
                    {formatMoney(price / 100)} บาท
                  </Text>{' '}
                  ({paytable.buyCost} เท่าของเดิมพัน {formatMoney(bet / 100)} บาท)
                </Text>
                {short && (
                  <Text color="red.300" role="alert">
                    ยอดเงินไม่พอสำหรับราคานี้ ลดเดิมพันก่อนซื้อ
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" onClick={onClose}>
                ยกเลิก
              </Button>
              <Button colorPalette="gold" onClick={onConfirm} disabled={short} data-testid="slot-buy-confirm">
                ยืนยันซื้อ
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
