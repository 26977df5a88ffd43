import { Box, Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { type AdminLoginBody, AdminLoginData } from '@contract/admin';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError, failureMessage } from '@/lib/api-error';
import { adminApi } from './http';
import { setSession } from './session';

/** Operator sign-in (POST /api/admin/login); `onSignedIn` opens the page the operator asked for. */
export function LoginPage({ onSignedIn }: { onSignedIn: () => void }) {
  const [form, setForm] = useState<AdminLoginBody>({ username: '', password: '' });
  const login = useMutation({
    mutationFn: (body: AdminLoginBody) => adminApi.post<AdminLoginData>('/login', body),
    onSuccess: (data, body) => {
      const d = AdminLoginData.parse(data);
      setSession({
        access_token: d.access_token,
        role: d.role,
        display_name: d.display_name,
        expires_at: d.expires_at,
        username: body.username.trim().toLowerCase(),
      });
      onSignedIn();
    },
  });
  const fields = login.error instanceof ApiError ? login.error.fields : {};
  const submit = (e: FormEvent) => {
    e.preventDefault();
    login.mutate(form);
  };

  return (
    <Box minH="100vh" display="grid" placeItems="center" px="4" bg="gray.100">
      <Box as="form" onSubmit={submit} bg="white" borderWidth="1px" borderRadius="lg" p="8" w="full" maxW="sm" boxShadow="sm">
        <Heading as="h1" size="xl" mb="1">
          เข้าสู่ระบบหลังบ้าน
        </Heading>
        <Text color="gray.600" mb="6" fontSize="sm">
          สำหรับผู้ดูแลระบบเท่านั้น
        </Text>
        <Stack gap="4">
          <Field.Root invalid={Boolean(fields.username)}>
            <Field.Label>ชื่อผู้ใช้</Field.Label>
            <Input autoComplete="username" value={form.username} onChange={(e) => setForm({ ...form, username: e.target.value })} />
            <Field.ErrorText>{fields.username}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(fields.password)}>
            <Field.Label>รหัสผ่าน</Field.Label>
            <Input
              type="password"
              autoComplete="current-password"
              value={form.password}
              onChange={(e) => setForm({ ...form, password: e.target.value })}
            />
            <Field.ErrorText>{fields.password}</Field.ErrorText>
          </Field.Root>
          {login.isError && Object.keys(fields).length === 0 && (
            <Text role="alert" color="red.600" fontSize="sm">
              {failureMessage(login.error)}
            </Text>
          )}
          <Button type="submit" colorPalette="blue" loading={login.isPending} loadingText="กำลังเข้าสู่ระบบ">
            เข้าสู่ระบบ
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}
