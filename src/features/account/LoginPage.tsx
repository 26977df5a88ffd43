import { Button, Link as ChakraLink, HStack, Stack, Text } from '@chakra-ui/react';
import { LoginBody } from '@contract/account';
import { Phone } from '@contract/fields';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { blankToUndefined, FormAlert, FormField, failureOf, issuesByField, PasswordInput, PhoneInput, useForm } from '@/components/form';
import { OfflineReason } from '@/components/OfflineReason';
import { unwrap } from '@/lib/api-error';
import { useNetworkGate } from '@/lib/network';
import { AuthCard } from './AuthCard';
import { authApi } from './api';
import { useAgentCode } from './useAgentCode';
import { useSignIn, useSignOutLocally } from './useSignIn';

type Key = 'phone' | 'password';
const FIELDS: readonly Key[] = ['phone', 'password'];
const initial: Record<Key, string> = { phone: '', password: '' };
const LoginFields = LoginBody.pick({ phone: true, password: true });
const validate = (v: Record<Key, string>) => issuesByField(LoginFields.safeParse(blankToUndefined(v)).error);

export function LoginPage() {
  const form = useForm<Key>({ initial, validate });
  const [alert, setAlert] = useState<string | null>(null);
  const agentCode = useAgentCode();
  const signIn = useSignIn();
  const clearUser = useSignOutLocally();
  const navigate = useNavigate();

  const login = useMutation({
    mutationFn: async (v: Record<Key, string>) => {
      const phone = Phone.parse(v.phone);
      const { access_token } = unwrap(await authApi.login({ phone, password: v.password, agent_code: agentCode }));
      await signIn(access_token, phone);
    },
    onSuccess: () => navigate({ to: '/member' }),
    onError: (err) => {
      // Any result other than error 0 clears the user (docs/product.md "Login and registration").
      clearUser();
      const failure = failureOf(err, FIELDS);
      if (Object.keys(failure.fields).length > 0) form.setServerErrors(failure.fields);
      setAlert(failure.alert ?? null);
    },
  });

  const gate = useNetworkGate();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    if (gate.disabled) return;
    if (form.trySubmit()) login.mutate(form.values);
  };

  return (
    <AuthCard title="เข้าสู่ระบบ" subtitle="ใช้เบอร์โทรศัพท์และรหัสผ่านที่สมัครไว้">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <FormField label="เบอร์โทรศัพท์" error={form.error('phone')}>
            <PhoneInput {...form.bind('phone')} />
          </FormField>
          <FormField label="รหัสผ่าน" error={form.error('password')}>
            <PasswordInput size="lg" autoComplete="current-password" {...form.bind('password')} />
          </FormField>
          <HStack justify="flex-end">
            <ChakraLink asChild fontSize="sm" color="fg.muted">
              <Link to="/forgot">ลืมรหัสผ่าน?</Link>
            </ChakraLink>
          </HStack>
          <FormAlert message={alert} />
          <Button type="submit" size="xl" colorPalette="gold" disabled={gate.disabled} loading={login.isPending} loadingText="กำลังเข้าสู่ระบบ">
            เข้าสู่ระบบ
          </Button>
          <OfflineReason reason={gate.reason} />
          <Text textAlign="center" fontSize="sm" color="fg.muted">
            ยังไม่มีบัญชี?{' '}
            <ChakraLink asChild color="green.fg" fontWeight="semibold">
              <Link to="/register">สมัครสมาชิก</Link>
            </ChakraLink>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
