import { Alert, Box, Button, Link as ChakraLink, Heading, Stack, Text } from '@chakra-ui/react';
import { LoginBody } from '@contract/account';
import { Phone } from '@contract/fields';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { blankToUndefined, FormAlert, FormField, failureOf, issuesByField, PasswordInput, PhoneInput, useForm } from '@/components/form';
import { useAgentCode, useSignIn } from '@/features/account';
import { unwrap } from '@/lib/api-error';
import { lineApi } from './api';

type Key = 'phone' | 'password';
const FIELDS: readonly Key[] = ['phone', 'password'];
const initial: Record<Key, string> = { phone: '', password: '' };
const LinkFields = LoginBody.pick({ phone: true, password: true });
const validate = (v: Record<Key, string>) => issuesByField(LinkFields.safeParse(blankToUndefined(v)).error);

/**
 * The first visit from LINE: this LINE user is not linked yet. The member signs in once with phone
 * and password; the server links the LINE user to them and signs them in, and later visits need
 * nothing but LINE.
 */
export function LinkForm({ idToken, onLinked }: { idToken: string; onLinked: () => void }) {
  const form = useForm<Key>({ initial, validate });
  const [alert, setAlert] = useState<string | null>(null);
  const agentCode = useAgentCode();
  const signIn = useSignIn();

  const link = useMutation({
    mutationFn: async (v: Record<Key, string>) => {
      const phone = Phone.parse(v.phone);
      const s = unwrap(await lineApi.link({ id_token: idToken, phone, password: v.password, agent_code: agentCode }));
      await signIn(s.access_token, s.username);
    },
    onSuccess: onLinked,
    onError: (err) => {
      const failure = failureOf(err, FIELDS);
      if (Object.keys(failure.fields).length > 0) form.setServerErrors(failure.fields);
      setAlert(failure.alert ?? null);
    },
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    if (form.trySubmit()) link.mutate(form.values);
  };

  return (
    <Box w="full" maxW="440px" mx="auto" px="4" py="6" data-testid="liff-link">
      <Stack gap="5">
        <Stack gap="1" textAlign="center">
          <Heading as="h1" size="2xl" color="gold.fg">
            เชื่อมบัญชี LINE
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            ทำครั้งเดียว ครั้งต่อไปเปิดจาก LINE ได้ทันทีโดยไม่ต้องกรอกรหัสผ่าน
          </Text>
        </Stack>
        <Alert.Root status="info" rounded="xl">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">บัญชี LINE นี้ยังไม่ได้เชื่อมกับสมาชิก กรุณาเข้าสู่ระบบด้วยเบอร์โทรศัพท์และรหัสผ่านเพื่อเชื่อมบัญชี</Alert.Title>
        </Alert.Root>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            <FormField label="เบอร์โทรศัพท์" error={form.error('phone')}>
              <PhoneInput {...form.bind('phone')} />
            </FormField>
            <FormField label="รหัสผ่าน" error={form.error('password')}>
              <PasswordInput size="lg" autoComplete="current-password" {...form.bind('password')} />
            </FormField>
            <FormAlert message={alert} />
            <Button type="submit" size="xl" colorPalette="gold" loading={link.isPending} loadingText="กำลังเชื่อมบัญชี">
              เชื่อมบัญชีและเข้าสู่ระบบ
            </Button>
            <Text textAlign="center" fontSize="sm" color="fg.muted">
              ยังไม่เป็นสมาชิก?{' '}
              <ChakraLink asChild color="green.fg" fontWeight="semibold">
                <Link to="/liff/{-$name}" params={{ name: 'register' }}>
                  สมัครสมาชิกผ่าน LINE
                </Link>
              </ChakraLink>
            </Text>
          </Stack>
        </form>
      </Stack>
    </Box>
  );
}
