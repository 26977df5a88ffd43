import { Alert, Button, Dialog, Field, Input, Portal, Textarea } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { failureMessage } from '@/lib/api-error';
import { issuesOf, num, serverFields } from '../promotions/shared';

/** What one reasoned action asks: its title, a summary, an amount when it changes one, and the contract's body schema. */
export type ReasonAction = {
  title: string;
  confirm: string;
  colour?: 'red' | 'blue' | 'green' | 'orange';
  summary?: ReactNode;
  /** An amount field (baht) before the reason: a correction. */
  amount?: { label: string; help: string; initial?: string };
  /** The body's schema (AdminReasonBody, AdminRewardCorrectBody, AdminAffiliateCorrectBody). */
  schema: z.ZodType;
};

export type ReasonBody = { reason: string; amount?: number };

/**
 * The confirmation every freeze, unfreeze and correction goes through: a reason of 5-200 characters
 * (recorded in the audit trail) and, for a correction, the amount; the contract's schema checks them
 * before sending, the server's answer (a refusal or a field's error) shows inside the dialog.
 */
export function ReasonDialog({
  action,
  busy,
  error,
  onClose,
  onConfirm,
}: {
  action: ReasonAction | null;
  busy: boolean;
  error: unknown;
  onClose: () => void;
  onConfirm: (body: ReasonBody) => void;
}) {
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState(action?.amount?.initial ?? '');
  const [local, setLocal] = useState<Record<string, string>>({});
  const server = serverFields(error);
  const errors = { ...server, ...local };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!action) return;
    const body: ReasonBody = action.amount ? { amount: num(amount), reason } : { reason };
    const checked = action.schema.safeParse(body);
    if (!checked.success) return setLocal(issuesOf(checked.error));
    setLocal({});
    onConfirm(checked.data as ReasonBody);
  };
  const refusal = error !== null && error !== undefined && !server.reason && !server.amount;
  return (
    <Dialog.Root open={action !== null} onOpenChange={(e) => !e.open && onClose()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{action?.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {action?.summary}
                {action?.amount && (
                  <Field.Root required invalid={Boolean(errors.amount)} mb="3">
                    <Field.Label>
                      {action.amount.label}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input
                      inputMode="decimal"
                      value={amount}
                      onChange={(e) => {
                        setAmount(e.target.value);
                        setLocal({ ...local, amount: '' });
                      }}
                    />
                    {errors.amount ? (
                      <Field.ErrorText>{errors.amount}</Field.ErrorText>
                    ) : (
                      <Field.HelperText>{action.amount.help}</Field.HelperText>
                    )}
                  </Field.Root>
                )}
                <Field.Root required invalid={Boolean(errors.reason)}>
                  <Field.Label>
                    เหตุผล (บันทึกในประวัติการใช้งาน)
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Textarea
                    value={reason}
                    maxLength={200}
                    rows={3}
                    onChange={(e) => {
                      setReason(e.target.value);
                      setLocal({ ...local, reason: '' });
                    }}
                  />
                  {errors.reason ? <Field.ErrorText>{errors.reason}</Field.ErrorText> : <Field.HelperText>5-200 ตัวอักษร</Field.HelperText>}
                </Field.Root>
                {refusal && (
                  <Alert.Root status="error" mt="4" borderRadius="md">
                    <Alert.Indicator />
                    <Alert.Title>{failureMessage(error)}</Alert.Title>
                  </Alert.Root>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={busy}>
                  ปิด
                </Button>
                <Button type="submit" colorPalette={action?.colour ?? 'blue'} loading={busy}>
                  {action?.confirm}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
