import { Alert, Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { BillDetail } from '@contract/lotto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { OfflineReason } from '@/components/OfflineReason';
import { TOAST_MS, toaster } from '@/components/toaster';
import { walletsQueryKey } from '@/features/member';
import { formatMoney, formatThaiDate } from '@/lib/format';
import { useNetworkGate } from '@/lib/network';
import { lottoApi } from '../api';
import { lottoKeys } from '../queries';

/**
 * Cancelling a bill (docs/lotto.md: the member's own pending bill, until 10 minutes before close):
 * a confirm dialog, then bill/cancel; the refund shows in a toast, a refusal in the server's Thai.
 */
export function CancelBill({ bill }: { bill: BillDetail }) {
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const gate = useNetworkGate();
  const cancel = useMutation({
    mutationFn: () => lottoApi.billCancel(bill.id),
    onSuccess: (data) => {
      setConfirming(false);
      queryClient.setQueryData(lottoKeys.billDetail(bill.id), data.bill);
      void queryClient.invalidateQueries({ queryKey: lottoKeys.bills(), predicate: (q) => q.queryKey[3] !== 'detail' });
      void queryClient.invalidateQueries({ queryKey: walletsQueryKey });
      toaster.create({ type: 'success', title: `ยกเลิกโพยสำเร็จ คืนเงิน ${formatMoney(data.bill.total_amount)} บาท`, duration: TOAST_MS });
    },
    onError: (err) => {
      setConfirming(false);
      setRefusal(err.message);
      // The bill may have changed meanwhile (closed round, already settled): show it as it is now.
      void queryClient.invalidateQueries({ queryKey: lottoKeys.billDetail(bill.id) });
    },
  });

  return (
    <Stack gap="2">
      {refusal && (
        <Alert.Root status="error" rounded="lg" size="sm">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal" data-testid="lotto-cancel-error">
            {refusal}
          </Alert.Title>
        </Alert.Root>
      )}
      {bill.can_cancel && (
        <>
          <Button
            colorPalette="red"
            variant="outline"
            disabled={gate.disabled}
            onClick={() => {
              setRefusal(null);
              setConfirming(true);
            }}
          >
            ยกเลิกโพย
          </Button>
          <OfflineReason reason={gate.reason} />
          <Text fontSize="xs" color="fg.muted" textAlign="center">
            ยกเลิกได้ถึง {formatThaiDate(bill.round.cancel_until, true)} น. (10 นาทีก่อนปิดรับ)
          </Text>
        </>
      )}
      <Dialog.Root role="alertdialog" open={confirming} onOpenChange={(e) => setConfirming(e.open)} placement="center" size="sm">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="3">
            <Dialog.Content bg="bg.subtle">
              <Dialog.Header>
                <Dialog.Title>ยกเลิกโพย {bill.reference}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>ต้องการยกเลิกโพยนี้ใช่หรือไม่? ระบบจะคืนเงิน {formatMoney(bill.total_amount)} บาท เข้ากระเป๋าหลัก</Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={cancel.isPending}>
                    ไม่ยกเลิก
                  </Button>
                </Dialog.ActionTrigger>
                <Button colorPalette="red" disabled={gate.disabled} loading={cancel.isPending} onClick={() => cancel.mutate()}>
                  ยืนยันยกเลิกโพย
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}
