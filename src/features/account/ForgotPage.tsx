import { Button, Link as ChakraLink, Field, HStack, PinInput, Stack, Text } from '@chakra-ui/react';
import { ResetPasswordBody, ResetPasswordV2Body } from '@contract/account';
import { Errors } from '@contract/errors';
import { OtpCode, Password } from '@contract/fields';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { z } from 'zod';
import {
  blankToUndefined,
  confirmError,
  FormAlert,
  FormField,
  failureOf,
  issuesByField,
  PasswordInput,
  PhoneInput,
  useForm,
} from '@/components/form';
import { OfflineReason } from '@/components/OfflineReason';
import { toaster } from '@/components/toaster';
import { unwrap } from '@/lib/api-error';
import { formatCountdown, useCountdown } from '@/lib/countdown';
import { useNetworkGate } from '@/lib/network';
import { AuthCard } from './AuthCard';
import { authApi, type ResetData } from './api';

const OTP_LENGTH = 6;
const EMPTY_OTP: string[] = Array.from({ length: OTP_LENGTH }, () => '');
export const RESET_DONE_MESSAGE = 'ตั้งรหัสผ่านใหม่สำเร็จ กรุณาเข้าสู่ระบบด้วยรหัสผ่านใหม่';

type Deadlines = { expiresAt: number; resendAt: number };
const deadlinesOf = (d: ResetData): Deadlines => ({
  expiresAt: Date.now() + d.expires_in * 1000,
  resendAt: Date.now() + d.resend_in * 1000,
});

/** Asks for a code; the answer is the same whether the phone is registered or not. */
const requestCode = async (phone: string): Promise<ResetData> => unwrap(await authApi.resetPassword(phone));

/* Step 1: the phone number. */
type PhoneKey = 'phone';
const phoneInitial = { phone: '' };
const validatePhone = (v: Record<PhoneKey, string>) => issuesByField(ResetPasswordBody.safeParse(blankToUndefined(v)).error);

function PhoneStep({ onSent }: { onSent: (phone: string, data: ResetData) => void }) {
  const form = useForm<PhoneKey>({ initial: phoneInitial, validate: validatePhone });
  const [alert, setAlert] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (phone: string) => requestCode(phone),
    onSuccess: (data, phone) => onSent(phone, data),
    onError: (err) => {
      const failure = failureOf(err, ['phone']);
      if (Object.keys(failure.fields).length > 0) form.setServerErrors(failure.fields);
      setAlert(failure.alert ?? null);
    },
  });
  const gate = useNetworkGate();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    if (gate.disabled) return;
    if (form.trySubmit()) send.mutate(ResetPasswordBody.parse(form.values).phone);
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <FormField label="เบอร์โทรศัพท์ที่สมัครไว้" error={form.error('phone')}>
          <PhoneInput {...form.bind('phone')} />
        </FormField>
        <FormAlert message={alert} />
        <Button type="submit" size="xl" colorPalette="gold" disabled={gate.disabled} loading={send.isPending} loadingText="กำลังส่งรหัส">
          ขอรหัส OTP
        </Button>
        <OfflineReason reason={gate.reason} />
      </Stack>
    </form>
  );
}

/* Step 2: the code and the new password. */
type ResetKey = 'otp' | 'new_password' | 'confirm_password';
const resetInitial = { otp: '', new_password: '', confirm_password: '' };
const ResetFields = z.object({ otp: OtpCode, new_password: Password });
const validateReset = (v: Record<ResetKey, string>) => {
  const errors = issuesByField(ResetFields.safeParse(blankToUndefined({ otp: v.otp, new_password: v.new_password })).error);
  const confirm = confirmError(v.new_password, v.confirm_password);
  return confirm ? { ...errors, confirm_password: confirm } : errors;
};
/** Code errors shown under the code boxes. */
const OTP_FIELD: Record<number, string> = { [Errors.OTP_INVALID.code]: 'otp', [Errors.OTP_LOCKED.code]: 'otp' };

function CodeStep({ phone, initial, onChangePhone }: { phone: string; initial: Deadlines; onChangePhone: () => void }) {
  const form = useForm<ResetKey>({ initial: resetInitial, validate: validateReset });
  const [alert, setAlert] = useState<{ status: 'error' | 'success'; message: string } | null>(null);
  const [deadlines, setDeadlines] = useState(initial);
  // The boxes are kept as they are: joining them early would shift digits after an empty box.
  const [otpBoxes, setOtpBoxes] = useState<string[]>(EMPTY_OTP);
  const expiresIn = useCountdown(deadlines.expiresAt);
  const resendIn = useCountdown(deadlines.resendAt);
  const navigate = useNavigate();

  const resend = useMutation({
    mutationFn: () => requestCode(phone),
    onSuccess: (data) => {
      setDeadlines(deadlinesOf(data));
      setOtpBoxes(EMPTY_OTP);
      form.setValue('otp', '');
      setAlert({ status: 'success', message: 'ส่งรหัส OTP ใหม่แล้ว' });
    },
    onError: (err) => {
      const failure = failureOf(err, ['phone']);
      setAlert({ status: 'error', message: failure.alert ?? Object.values(failure.fields)[0] ?? '' });
    },
  });

  const reset = useMutation({
    mutationFn: async (v: Record<ResetKey, string>) => {
      const body = ResetPasswordV2Body.parse({ phone, otp: v.otp, new_password: v.new_password });
      unwrap(await authApi.resetPasswordV2(body), { empty: true });
    },
    onSuccess: () => {
      toaster.create({ type: 'success', title: RESET_DONE_MESSAGE, duration: 3000 });
      navigate({ to: '/login' });
    },
    onError: (err) => {
      const failure = failureOf(err, ['otp', 'new_password'], OTP_FIELD);
      if (Object.keys(failure.fields).length > 0) form.setServerErrors(failure.fields);
      setAlert(failure.alert ? { status: 'error', message: failure.alert } : null);
    },
  });

  const gate = useNetworkGate();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    if (gate.disabled) return;
    if (form.trySubmit()) reset.mutate(form.values);
  };

  const otpError = form.error('otp');
  const onOtp = (boxes: string[]) => {
    setOtpBoxes(boxes);
    // A box left empty makes the code shorter than 6, which the rule reports.
    form.setValue('otp', boxes.join(''));
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted" textAlign="center">
          ส่งรหัส OTP 6 หลักทาง SMS ไปที่ {phone} แล้ว{' '}
          <ChakraLink as="button" type="button" color="green.fg" onClick={onChangePhone}>
            เปลี่ยนเบอร์
          </ChakraLink>
        </Text>
        <Field.Root invalid={!!otpError} alignItems="center">
          <Field.Label fontSize="sm" color="fg.muted">
            รหัส OTP
          </Field.Label>
          <PinInput.Root
            otp
            type="numeric"
            count={OTP_LENGTH}
            size="lg"
            value={otpBoxes}
            invalid={!!otpError}
            onValueChange={(d) => onOtp(d.value)}
            onValueComplete={() => form.touch('otp')}
            translations={{ inputLabel: (i, n) => `รหัส OTP หลักที่ ${i + 1} จาก ${n}` }}
            autoFocus
          >
            <PinInput.HiddenInput />
            <PinInput.Control>
              {otpBoxes.map((_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, not items
                <PinInput.Input key={i} index={i} inputMode="numeric" onBlur={() => i === OTP_LENGTH - 1 && form.touch('otp')} />
              ))}
            </PinInput.Control>
          </PinInput.Root>
          <Field.ErrorText>{otpError}</Field.ErrorText>
        </Field.Root>
        <HStack justify="space-between" fontSize="sm" color="fg.muted" wrap="wrap">
          <Text aria-live="polite">{expiresIn > 0 ? `รหัสหมดอายุใน ${formatCountdown(expiresIn)} นาที` : 'รหัสหมดอายุแล้ว กรุณาขอรหัสใหม่'}</Text>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            colorPalette="green"
            disabled={resendIn > 0 || gate.disabled}
            loading={resend.isPending}
            onClick={() => resend.mutate()}
          >
            {resendIn > 0 ? `ส่งรหัสอีกครั้งใน ${resendIn} วินาที` : 'ส่งรหัสอีกครั้ง'}
          </Button>
        </HStack>
        <FormField label="รหัสผ่านใหม่" error={form.error('new_password')} helper="อย่างน้อย 8 ตัว มีตัวอักษรอังกฤษและตัวเลข">
          <PasswordInput size="lg" autoComplete="new-password" {...form.bind('new_password')} />
        </FormField>
        <FormField label="ยืนยันรหัสผ่านใหม่" error={form.error('confirm_password')}>
          <PasswordInput size="lg" autoComplete="new-password" {...form.bind('confirm_password')} />
        </FormField>
        {alert ? <FormAlert status={alert.status} message={alert.message} /> : null}
        <Button type="submit" size="xl" colorPalette="gold" disabled={gate.disabled} loading={reset.isPending} loadingText="กำลังบันทึก">
          ตั้งรหัสผ่านใหม่
        </Button>
        <OfflineReason reason={gate.reason} />
      </Stack>
    </form>
  );
}

export function ForgotPage() {
  const [sent, setSent] = useState<{ phone: string; deadlines: Deadlines } | null>(null);
  return (
    <AuthCard title="ลืมรหัสผ่าน" subtitle={sent ? 'กรอกรหัส OTP และตั้งรหัสผ่านใหม่' : 'กรอกเบอร์โทรศัพท์เพื่อรับรหัส OTP ทาง SMS'}>
      {sent ? (
        <CodeStep key={sent.phone} phone={sent.phone} initial={sent.deadlines} onChangePhone={() => setSent(null)} />
      ) : (
        <PhoneStep onSent={(phone, data) => setSent({ phone, deadlines: deadlinesOf(data) })} />
      )}
      <Text textAlign="center" fontSize="sm" color="fg.muted" mt="6">
        จำรหัสผ่านได้แล้ว?{' '}
        <ChakraLink asChild color="green.fg" fontWeight="semibold">
          <Link to="/login">เข้าสู่ระบบ</Link>
        </ChakraLink>
      </Text>
    </AuthCard>
  );
}
