import { Field, Input } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { failureMessage } from '@/lib/api-error';
import { DialogForm, ReasonField } from './dialog';
import { issuesOf, num, serverFields } from './form';

/** What one reasoned action asks: its title, a summary, an amount when it changes one, and the contract's body schema. */
export type ReasonAction = {
  title: string;
  confirm: string;
  colour?: 'red' | 'blue' | 'green' | 'orange';
  summary?: ReactNode;
  /** An amount field (baht) before the reason: a correction. */
  amount?: { label: string; help: string; initial?: string };
  /** The body's schema (AdminReasonBody, AdminRewardCorrectBody, AdminAffiliateCorrectBody, ...). */
  schema: z.ZodType;
};

export type ReasonBody = { reason: string; amount?: number };

/**
 * The confirmation every freeze, unfreeze, correction and cancellation goes through: a reason of 5-200
 * characters (recorded in the audit trail) and, for a correction, the amount; the contract's schema
 * checks them before sending, the server's answer (a refusal or a field's error) shows inside the dialog.
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
  const submit = () => {
    if (!action) return;
    const body: ReasonBody = action.amount ? { amount: num(amount), reason } : { reason };
    const checked = action.schema.safeParse(body);
    if (!checked.success) return setLocal(issuesOf(checked.error));
    setLocal({});
    onConfirm(checked.data as ReasonBody);
  };
  const refusal = error !== null && error !== undefined && !server.reason && !server.amount ? failureMessage(error) : null;
  return (
    <DialogForm
      open={action !== null}
      title={action?.title}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      confirm={action?.confirm}
      colour={action?.colour}
      refusal={refusal}
    >
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
          {errors.amount ? <Field.ErrorText>{errors.amount}</Field.ErrorText> : <Field.HelperText>{action.amount.help}</Field.HelperText>}
        </Field.Root>
      )}
      <ReasonField
        value={reason}
        error={errors.reason}
        onChange={(v) => {
          setReason(v);
          setLocal({ ...local, reason: '' });
        }}
      />
    </DialogForm>
  );
}
