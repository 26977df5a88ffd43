import { Alert, Box, Button, Dialog, Field, Grid, Input, Portal, Text, Textarea } from '@chakra-ui/react';
import { AdminMoneyReason } from '@contract/withdrawals';
import { type FormEvent, useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import { baht } from '../../app/kit';
import type { AdminQueueWithdrawal } from './queries';

export type Decision = { kind: 'approve' | 'reject'; withdrawal: AdminQueueWithdrawal };

/**
 * Approve (with the bank's transfer reference, optional) or reject (with a reason the member sees,
 * 5-200 characters, checked here with the contract's own rule before sending).
 */
export function DecideDialog({
  decision,
  busy,
  error,
  onClose,
  onApprove,
  onReject,
}: {
  decision: Decision | null;
  busy: boolean;
  error: unknown;
  onClose: () => void;
  onApprove: (id: number, bankReference: string) => void;
  onReject: (id: number, reason: string) => void;
}) {
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const w = decision?.withdrawal;
  const approving = decision?.kind === 'approve';

  const close = () => {
    setReference('');
    setReason('');
    setReasonError(null);
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!w) return;
    if (approving) return onApprove(w.id, reference.trim());
    const checked = AdminMoneyReason.safeParse(reason);
    if (!checked.success) return setReasonError(checked.error.issues[0]?.message ?? 'กรุณาระบุเหตุผล');
    setReasonError(null);
    onReject(w.id, checked.data);
  };

  return (
    <Dialog.Root open={decision !== null} onOpenChange={(e) => !e.open && close()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>
                  {approving ? 'อนุมัติรายการถอน' : 'ปฏิเสธรายการถอน'} {w?.reference}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {w && (
                  <Grid templateColumns="auto 1fr" columnGap="4" rowGap="1" fontSize="sm" mb="4">
                    <Text color="gray.600">สมาชิก</Text>
                    <Text>
                      {w.member_name} ({w.member_username})
                    </Text>
                    <Text color="gray.600">จำนวนเงิน</Text>
                    <Text fontWeight="semibold">{baht(w.amount)} บาท</Text>
                    <Text color="gray.600">โอนเข้า</Text>
                    <Box>
                      <Text>{w.bank.bank_name}</Text>
                      <Text fontFamily="mono" data-testid="decide-account">
                        {w.bank.account_number}
                      </Text>
                      <Text>{w.bank.account_name}</Text>
                    </Box>
                  </Grid>
                )}
                {approving ? (
                  <Field.Root>
                    <Field.Label>เลขอ้างอิงการโอน (ถ้ามี)</Field.Label>
                    <Input value={reference} maxLength={100} onChange={(e) => setReference(e.target.value)} autoComplete="off" />
                    <Field.HelperText>โอนเงินเข้าบัญชีด้านบนแล้วจึงกดยืนยัน ระบบจะตัดยอดที่กันไว้ออกจากกระเป๋าสมาชิก</Field.HelperText>
                  </Field.Root>
                ) : (
                  <Field.Root required invalid={reasonError !== null}>
                    <Field.Label>
                      เหตุผล (สมาชิกจะเห็นข้อความนี้)
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Textarea
                      value={reason}
                      maxLength={200}
                      rows={3}
                      onChange={(e) => {
                        setReason(e.target.value);
                        setReasonError(null);
                      }}
                    />
                    {reasonError ? (
                      <Field.ErrorText>{reasonError}</Field.ErrorText>
                    ) : (
                      <Field.HelperText>5-200 ตัวอักษร เงินที่กันไว้จะคืนเข้ากระเป๋าสมาชิก</Field.HelperText>
                    )}
                  </Field.Root>
                )}
                {error !== null && error !== undefined && (
                  <Alert.Root status="error" mt="4" borderRadius="md">
                    <Alert.Indicator />
                    <Alert.Title>{failureMessage(error)}</Alert.Title>
                  </Alert.Root>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close} disabled={busy}>
                  ยกเลิก
                </Button>
                <Button type="submit" colorPalette={approving ? 'green' : 'red'} loading={busy}>
                  {approving ? 'ยืนยันอนุมัติ' : 'ยืนยันปฏิเสธ'}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
