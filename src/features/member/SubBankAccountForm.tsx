import { Button, Stack } from '@chakra-ui/react';
import { UpdateSubBankBody } from '@contract/account';
import { Errors } from '@contract/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toaster } from '@/components/toaster';
import {
  BankFields,
  type BankKey,
  blankToUndefined,
  FormAlert,
  issuesByField,
  messageOf,
  serverFieldErrors,
  splitFieldErrors,
  thrownMessage,
  useForm,
  withBankLength,
} from '@/features/auth/form';
import { memberApi } from './api';
import { userInfoQueryKey } from './queries';

const FIELDS: readonly BankKey[] = ['bank_code', 'bank_account_number', 'bank_account_name'];
const validate = (v: Record<BankKey, string>) =>
  withBankLength(issuesByField(UpdateSubBankBody.safeParse(blankToUndefined(v)).error), v.bank_code, v.bank_account_number);
export const SUB_BANK_ADDED = 'เพิ่มบัญชีธนาคารสำรองสำเร็จ';

type Outcome = { ok: true } | { ok: false; alert?: string; fields?: Record<string, string | undefined> };

/** The one second bank account a member may add (later changes go through the operator). */
export function SubBankAccountForm({ accountName }: { accountName: string }) {
  const [initial] = useState(() => ({ bank_code: '', bank_account_number: '', bank_account_name: accountName }));
  const form = useForm<BankKey>({ initial, validate });
  const [alert, setAlert] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: async (v: Record<BankKey, string>): Promise<Outcome> => {
      const res = await memberApi.addSubBankAccount(UpdateSubBankBody.parse(v));
      if (res.error === 0) return { ok: true };
      const fields = serverFieldErrors(res);
      if (fields) {
        const { beside, other } = splitFieldErrors(fields, FIELDS);
        return { ok: false, fields: beside, alert: other.join(' ') || undefined };
      }
      if (res.error === Errors.BANK_ACCOUNT_TAKEN.code) return { ok: false, fields: { bank_account_number: messageOf(res) } };
      return { ok: false, alert: messageOf(res) };
    },
    onSuccess: async (outcome) => {
      if (outcome.ok) {
        toaster.create({ type: 'success', title: SUB_BANK_ADDED });
        await queryClient.invalidateQueries({ queryKey: userInfoQueryKey });
        return;
      }
      if (outcome.fields) form.setServerErrors(outcome.fields);
      setAlert(outcome.alert ?? null);
    },
    onError: (err) => setAlert(thrownMessage(err)),
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    if (form.trySubmit()) add.mutate(form.values);
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label="เพิ่มบัญชีธนาคารสำรอง">
      <Stack gap="4">
        <BankFields
          values={form.values}
          errors={{
            bank_code: form.error('bank_code'),
            bank_account_number: form.error('bank_account_number'),
            bank_account_name: form.error('bank_account_name'),
          }}
          onChange={form.setValue}
          onBlur={form.touch}
        />
        <FormAlert message={alert} />
        <Button type="submit" size="lg" colorPalette="green" loading={add.isPending} loadingText="กำลังบันทึก">
          เพิ่มบัญชีสำรอง
        </Button>
      </Stack>
    </form>
  );
}
