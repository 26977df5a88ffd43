import { Button, Stack, Text } from '@chakra-ui/react';
import { ChangePasswordBody } from '@contract/account';
import { Errors } from '@contract/errors';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { blankToUndefined, confirmError, FormAlert, FormField, failureOf, issuesByField, PasswordInput, useForm } from '@/components/form';
import { toaster } from '@/components/toaster';
import { unwrap } from '@/lib/api-error';
import { memberApi } from './api';

type Key = 'old_password' | 'new_password' | 'confirm_password';
const initial: Record<Key, string> = { old_password: '', new_password: '', confirm_password: '' };
const validate = (v: Record<Key, string>) => {
  const errors = issuesByField(
    ChangePasswordBody.safeParse(blankToUndefined({ old_password: v.old_password, new_password: v.new_password })).error,
  );
  const confirm = confirmError(v.new_password, v.confirm_password);
  return confirm ? { ...errors, confirm_password: confirm } : errors;
};
const FIELD_OF_ERROR: Record<number, Key> = { [Errors.WRONG_PASSWORD.code]: 'old_password', [Errors.SAME_PASSWORD.code]: 'new_password' };
export const PASSWORD_CHANGED = 'เปลี่ยนรหัสผ่านสำเร็จ';

/** Change password: old, new, confirm. The server signs out the member's other devices. */
export function ChangePasswordForm() {
  const form = useForm<Key>({ initial, validate });
  const [alert, setAlert] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: async (v: Record<Key, string>) => {
      unwrap(await memberApi.changePassword({ old_password: v.old_password, new_password: v.new_password }), { empty: true });
    },
    onSuccess: () => {
      form.reset();
      toaster.create({ type: 'success', title: PASSWORD_CHANGED, description: 'อุปกรณ์อื่นที่เข้าสู่ระบบไว้ถูกออกจากระบบแล้ว' });
    },
    onError: (err) => {
      const failure = failureOf(err, ['old_password', 'new_password'], FIELD_OF_ERROR);
      if (Object.keys(failure.fields).length > 0) form.setServerErrors(failure.fields);
      setAlert(failure.alert ?? null);
    },
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    if (form.trySubmit()) change.mutate(form.values);
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label="เปลี่ยนรหัสผ่าน">
      <Stack gap="4">
        <FormField label="รหัสผ่านเดิม" error={form.error('old_password')}>
          <PasswordInput size="lg" autoComplete="current-password" {...form.bind('old_password')} />
        </FormField>
        <FormField label="รหัสผ่านใหม่" error={form.error('new_password')} helper="อย่างน้อย 8 ตัว มีตัวอักษรอังกฤษและตัวเลข">
          <PasswordInput size="lg" autoComplete="new-password" {...form.bind('new_password')} />
        </FormField>
        <FormField label="ยืนยันรหัสผ่านใหม่" error={form.error('confirm_password')}>
          <PasswordInput size="lg" autoComplete="new-password" {...form.bind('confirm_password')} />
        </FormField>
        <Text fontSize="xs" color="fg.muted">
          เมื่อเปลี่ยนรหัสผ่าน อุปกรณ์อื่นที่เข้าสู่ระบบไว้จะถูกออกจากระบบ
        </Text>
        <FormAlert message={alert} />
        <Button type="submit" size="lg" colorPalette="gold" loading={change.isPending} loadingText="กำลังบันทึก">
          เปลี่ยนรหัสผ่าน
        </Button>
      </Stack>
    </form>
  );
}
