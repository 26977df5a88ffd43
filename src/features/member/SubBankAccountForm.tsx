import { Button, Stack } from '@chakra-ui/react';
import { UpdateSubBankBody } from '@contract/account';
import { Errors } from '@contract/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  BankFields,
  type BankKey,
  blankToUndefined,
  FormAlert,
  failureOf,
  issuesByField,
  useForm,
  withBankLength,
} from '@/components/form';
import { toaster } from '@/components/toaster';
import { unwrap } from '@/lib/api-error';
import { memberApi } from './api';
import { userInfoQueryKey } from './queries';

const FIELDS: readonly BankKey[] = ['bank_code', 'bank_account_number', 'bank_account_name'];
const validate = (v: Record<BankKey, string>) =>
  withBankLength(issuesByField(UpdateSubBankBody.safeParse(blankToUndefined(v)).error), v.bank_code, v.bank_account_number);
export const SUB_BANK_ADDED = 'เพิ่มบัญชีธนาคารสำรองสำเร็จ';

/** The one second bank account a member may add (later changes go through the operator). */
export function SubBankAccountForm({ accountName }: { accountName: string }) {
  const [initial] = useState(() => ({ bank_code: '', bank_account_number: '', bank_account_name: accountName }));
  const form = useForm<BankKey>({ initial, validate });
  const [alert, setAlert] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: async (v: Record<BankKey, string>) => {
      unwrap(await memberApi.addSubBankAccount(UpdateSubBankBody.parse(v)), { empty: true });
    },
    onSuccess: async () => {
      toaster.create({ type: 'success', title: SUB_BANK_ADDED });
      await queryClient.invalidateQueries({ queryKey: userInfoQueryKey });
    },
    onError: (err) => {
      const failure = failureOf(err, FIELDS, { [Errors.BANK_ACCOUNT_TAKEN.code]: 'bank_account_number' });
      if (Object.keys(failure.fields).length > 0) form.setServerErrors(failure.fields);
      setAlert(failure.alert ?? null);
    },
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
