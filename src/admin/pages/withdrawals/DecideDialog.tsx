import { Box, Input, Text } from '@chakra-ui/react';
import { AdminMoneyReason } from '@contract/withdrawals';
import { useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import { baht, DialogForm, Facts, FormField, ReasonField } from '../../app/kit';
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
  const submit = () => {
    if (!w) return;
    if (approving) return onApprove(w.id, reference.trim());
    const checked = AdminMoneyReason.safeParse(reason);
    if (!checked.success) return setReasonError(checked.error.issues[0]?.message ?? 'กรุณาระบุเหตุผล');
    setReasonError(null);
    onReject(w.id, checked.data);
  };

  return (
    <DialogForm
      open={decision !== null}
      title={`${approving ? 'อนุมัติรายการถอน' : 'ปฏิเสธรายการถอน'} ${w?.reference ?? ''}`}
      onClose={close}
      onSubmit={submit}
      busy={busy}
      confirm={approving ? 'ยืนยันอนุมัติ' : 'ยืนยันปฏิเสธ'}
      colour={approving ? 'green' : 'red'}
      cancel="ยกเลิก"
      refusal={error === null || error === undefined ? null : failureMessage(error)}
    >
      {w && (
        <Facts
          rows={[
            ['สมาชิก', `${w.member_name} (${w.member_username})`],
            ['จำนวนเงิน', <Text key="amount" fontWeight="semibold">{`${baht(w.amount)} บาท`}</Text>],
            [
              'โอนเข้า',
              <Box key="bank">
                <Text>{w.bank.bank_name}</Text>
                <Text fontFamily="mono" data-testid="decide-account">
                  {w.bank.account_number}
                </Text>
                <Text>{w.bank.account_name}</Text>
              </Box>,
            ],
          ]}
        />
      )}
      {approving ? (
        <FormField label="เลขอ้างอิงการโอน (ถ้ามี)" help="โอนเงินเข้าบัญชีด้านบนแล้วจึงกดยืนยัน ระบบจะตัดยอดที่กันไว้ออกจากกระเป๋าสมาชิก">
          <Input value={reference} maxLength={100} onChange={(e) => setReference(e.target.value)} autoComplete="off" />
        </FormField>
      ) : (
        <ReasonField
          label="เหตุผล (สมาชิกจะเห็นข้อความนี้)"
          help="5-200 ตัวอักษร เงินที่กันไว้จะคืนเข้ากระเป๋าสมาชิก"
          value={reason}
          onChange={(v) => {
            setReason(v);
            setReasonError(null);
          }}
          error={reasonError}
        />
      )}
    </DialogForm>
  );
}
