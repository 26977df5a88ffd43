import { Button, Field, Flex, Input, Text } from '@chakra-ui/react';
import type { AdminSettlement } from '@contract/lotto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { failureMessage } from '@/lib/api-error';
import { adminApi } from '../../app/http';
import { baht, count, Notice } from '../../app/kit';
import { type AdminRound, roundName } from './queries';

type Settlement = z.infer<typeof AdminSettlement>;

/**
 * Cancelling a round with a reason (POST /api/admin/lotto/rounds/:id/cancel): every bill is refunded;
 * the answer's count of refunded bills is shown with the stake they held (the round's sales before).
 */
export function CancelRound({ round, onDone }: { round: AdminRound; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => adminApi.post<Settlement>(`/lotto/rounds/${round.id}/cancel`, { reason: reason.trim() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'lotto'] }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (reason.trim()) cancel.mutate();
  };
  if (cancel.isSuccess)
    return (
      <Flex direction="column" gap="3" align="start">
        <Text role="status">
          ยกเลิก{roundName(round)}แล้ว คืนเงิน {count(cancel.data.refunded_bills)} โพย รวม {baht(round.total_amount)} บาท
        </Text>
        <Button size="sm" onClick={onDone}>
          ตกลง
        </Button>
      </Flex>
    );
  return (
    <form onSubmit={submit} aria-label="ยืนยันการยกเลิกงวด">
      <Text mb="3">
        ยกเลิก <b>{roundName(round)}</b>: โพยที่ค้างอยู่ {count(round.bill_count)} โพย ยอดแทง {baht(round.total_amount)} บาท
        จะถูกคืนเงินเข้ากระเป๋าหลักของสมาชิกทั้งหมด และย้อนกลับไม่ได้
      </Text>
      <Field.Root required mb="3">
        <Field.Label>เหตุผลที่ยกเลิก</Field.Label>
        <Input value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
      </Field.Root>
      <Notice notice={cancel.isError && { status: 'error', text: failureMessage(cancel.error) }} mb="3" />
      <Flex gap="2">
        <Button type="submit" colorPalette="red" loading={cancel.isPending} disabled={!reason.trim()}>
          ยกเลิกงวดและคืนเงิน
        </Button>
        <Button variant="outline" onClick={onDone}>
          ไม่ยกเลิก
        </Button>
      </Flex>
    </form>
  );
}
