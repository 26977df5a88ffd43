import { Badge, Box, Button, CloseButton, Dialog, Flex, Portal, Stack, Text } from '@chakra-ui/react';
import type { DepositNotice, PayFrom, PaymentChannel } from '@contract/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TOAST_MS, toaster } from '@/components/toaster';
import { formatPhone } from '@/lib/account-format';
import { failureMessage, unwrap } from '@/lib/api-error';
import { formatMoney, formatThaiDate } from '@/lib/format';
import { maskAccountNumber } from '@/lib/mask';
import { PayToBankCard, PayToTrueMoneyCard } from './AccountCards';
import { paymentsApi } from './api';
import { paymentKeys } from './queries';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex justify="space-between" gap="3" py="1.5" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
      <Text color="fg.muted" fontSize="sm" flexShrink={0}>
        {label}
      </Text>
      <Box textAlign="end" minW="0">
        {children}
      </Box>
    </Flex>
  );
}

type DetailsProps = { notice: DepositNotice; channel: PaymentChannel; payFrom: PayFrom };

/** The deposit notice with bank info (docs/product.md "Deposit notice"): where to pay, how much, from where, until when. */
function NoticeDetails({ notice, channel, payFrom }: DetailsProps) {
  const bank = channel.bank_accounts.find((a) => a.id === notice.account_id);
  const wallet = channel.true_money_accounts.find((a) => a.id === notice.account_id);
  const from = payFrom.bank_accounts.find((a) => a.id === notice.from_account_id);
  return (
    <Stack gap="3">
      <Stack as="ul" gap="2" m="0" p="0">
        {bank && <PayToBankCard account={bank} />}
        {wallet && <PayToTrueMoneyCard account={wallet} />}
      </Stack>
      <Box>
        <Line label="ยอดที่ต้องโอน">
          <Text fontWeight="bold" fontSize="xl" color="gold.fg" data-testid="notice-amount">
            {formatMoney(notice.amount)} บาท
          </Text>
        </Line>
        <Line label="โอนจาก">
          <Text>
            {from
              ? `${from.bank_name} ${maskAccountNumber(from.account_number)}`
              : channel.type === 'truemoney'
                ? `วอลเล็ท ${formatPhone(payFrom.true_money_phone)}`
                : 'บัญชีที่ลงทะเบียนไว้'}
          </Text>
        </Line>
        <Line label="โอนภายใน">
          <Text>{formatThaiDate(notice.expires_at, true)} น.</Text>
        </Line>
        <Line label="สถานะ">
          <Badge colorPalette={notice.status === 'matched' ? 'green' : notice.status === 'pending' ? 'yellow' : 'gray'}>
            {notice.status_label}
          </Badge>
        </Line>
      </Box>
    </Stack>
  );
}

/** The member's open notice on the channel, with a way to cancel it. */
export function PendingNoticeCard(props: DetailsProps) {
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: async () => unwrap(await paymentsApi.cancelNotice(), { empty: true }),
    onSuccess: () => {
      toaster.create({ type: 'success', title: 'ยกเลิกการแจ้งฝากแล้ว', duration: TOAST_MS });
      void queryClient.invalidateQueries({ queryKey: paymentKeys.info(props.channel.id) });
    },
    onError: (err) => toaster.create({ type: 'error', title: failureMessage(err), duration: TOAST_MS }),
  });
  return (
    <Box
      as="section"
      aria-label="รายการแจ้งฝากของท่าน"
      rounded="2xl"
      borderWidth="1px"
      borderColor="gold.border"
      bg="gold.subtle/40"
      p={{ base: '4', sm: '5' }}
    >
      <Text fontWeight="semibold" color="gold.fg" mb="3">
        รายการแจ้งฝากของท่าน
      </Text>
      <NoticeDetails {...props} />
      <Button mt="4" w="full" variant="outline" colorPalette="red" loading={cancel.isPending} onClick={() => cancel.mutate()}>
        ยกเลิกการแจ้งฝาก
      </Button>
    </Box>
  );
}

/** Opens once a notice is made: the bank info to transfer to, right away. */
export function NoticeDialog({ open, onClose, ...details }: DetailsProps & { open: boolean; onClose: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content bg="bg.subtle" maxW="420px">
            <Dialog.Header>
              <Dialog.Title color="gold.fg">แจ้งฝากเงินเรียบร้อย</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text fontSize="sm" color="fg.muted" mb="3">
                กรุณาโอนตามยอดและภายในเวลาที่แจ้ง ระบบจะเติมเครดิตให้อัตโนมัติเมื่อยอดเงินเข้า
              </Text>
              <NoticeDetails {...details} />
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="gold" w="full" size="lg" onClick={onClose}>
                เข้าใจแล้ว
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label="ปิด" size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
