import { Button, Link as ChakraLink, Checkbox, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { RegisterBody } from '@contract/account';
import { Errors } from '@contract/errors';
import { Phone } from '@contract/fields';
import { useMutation } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { type FormEvent, lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { BankFields, BirthDateFields, FormAlert, FormField, failureOf, PasswordInput, PhoneInput, useForm } from '@/components/form';
import { OfflineReason } from '@/components/OfflineReason';
import { unwrap } from '@/lib/api-error';
import { useNetworkGate } from '@/lib/network';
import { AuthCard } from './AuthCard';
import { authApi } from './api';
import { REGISTER_ERROR_FIELD, REGISTER_ERROR_KEYS, type RegisterKey, registerErrors, registerPayload } from './registerRules';
import { useAgentCode } from './useAgentCode';
import { useSignIn } from './useSignIn';

// The terms load when the member opens them (docs/product.md "Routes": register).
const TermsDialog = lazy(() => import('./TermsDialog'));

const BIRTH_KEYS = { dob_day: 'date_of_birth', dob_month: 'date_of_birth', dob_year: 'date_of_birth' } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="4" as="section">
      <Heading as="h2" size="md" color="fg.muted" borderBottomWidth="1px" borderColor="border.muted" pb="2">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** ?ref=CODE from a friend's link fills the referral code. */
function useReferralFromQuery(): string {
  const searchStr = useLocation({ select: (l) => l.searchStr });
  return useMemo(() => new URLSearchParams(searchStr).get('ref')?.trim() ?? '', [searchStr]);
}

type RegisterPageProps = {
  /** After sign-in, instead of going to /member (the LINE LIFF page links the LINE user, then stays in LIFF). */
  onSignedIn?: () => Promise<void> | void;
  /** Replaces the "already a member? log in" line (LIFF: the link form instead of /login). */
  signInLink?: ReactNode;
};

export function RegisterPage({ onSignedIn, signInLink }: RegisterPageProps = {}) {
  const ref = useReferralFromQuery();
  const initial = useMemo<Record<RegisterKey, string>>(
    () => ({
      phone: '',
      password: '',
      confirm_password: '',
      first_name: '',
      last_name: '',
      dob_day: '',
      dob_month: '',
      dob_year: '',
      line_id: '',
      bank_code: '',
      bank_account_number: '',
      bank_account_name: '',
      referral_code: ref,
      consent: '',
    }),
    [ref],
  );
  const validate = useCallback((v: Record<RegisterKey, string>) => registerErrors(v), []);
  const form = useForm<RegisterKey>({ initial, validate, errorKeyOf: BIRTH_KEYS });
  const { values, setValue, touch, error } = form;
  const [alert, setAlert] = useState<string | null>(null);
  const agentCode = useAgentCode();
  const signIn = useSignIn();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [focusTick, setFocusTick] = useState(0);
  const [termsOpen, setTermsOpen] = useState(false);

  // The account name follows first + last name until the member edits it.
  const nameEdited = useRef(false);
  const setName = (key: 'first_name' | 'last_name', value: string) => {
    setValue(key, value);
    if (!nameEdited.current) {
      const full = key === 'first_name' ? `${value} ${values.last_name}` : `${values.first_name} ${value}`;
      setValue('bank_account_name', full.trim().replace(/\s+/g, ' '));
    }
  };

  // Availability of the phone number, checked when the member leaves the field.
  const phoneNow = useRef(values.phone);
  phoneNow.current = values.phone;
  const availability = useRef(new Map<string, boolean>());
  const checkPhone = async () => {
    touch('phone');
    const parsed = Phone.safeParse(values.phone);
    if (!parsed.success) return;
    const phone = parsed.data;
    let available = availability.current.get(phone);
    if (available === undefined) {
      try {
        available = unwrap(await authApi.checkAccount(phone)).available;
        availability.current.set(phone, available);
      } catch {
        return; // a refusal or no answer: the server says it again at submit
      }
    }
    if (!available && Phone.safeParse(phoneNow.current).data === phone) form.setServerError('phone', Errors.PHONE_TAKEN.message);
  };

  // After a failed submit, bring the first field with a message into view.
  useEffect(() => {
    if (focusTick === 0) return;
    const el = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input, [data-invalid] select');
    el?.focus();
    el?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [focusTick]);

  const register = useMutation({
    mutationFn: async (v: Record<RegisterKey, string>) => {
      const body = RegisterBody.parse(registerPayload(v, agentCode));
      const { access_token } = unwrap(await authApi.register(body));
      await signIn(access_token, body.phone);
    },
    onSuccess: () => (onSignedIn ? onSignedIn() : navigate({ to: '/member' })),
    onError: (err) => {
      const failure = failureOf(err, REGISTER_ERROR_KEYS, REGISTER_ERROR_FIELD);
      if (Object.keys(failure.fields).length > 0) {
        form.setServerErrors(failure.fields);
        setFocusTick((t) => t + 1);
      }
      setAlert(failure.alert ?? null);
    },
  });

  const gate = useNetworkGate();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    if (gate.disabled) return;
    if (form.trySubmit()) register.mutate(values);
    else setFocusTick((t) => t + 1);
  };

  const text = (key: RegisterKey) => form.bind(key);

  return (
    <AuthCard title="สมัครสมาชิก" subtitle="กรอกข้อมูลให้ครบถ้วนเพื่อเปิดบัญชีและรับกระเป๋าเงินทันที" maxW="640px">
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="8">
          <Section title="ข้อมูลเข้าสู่ระบบ">
            <FormField label="เบอร์โทรศัพท์" error={error('phone')} helper="ใช้เป็นชื่อผู้ใช้สำหรับเข้าสู่ระบบ" required>
              <PhoneInput {...text('phone')} onBlur={checkPhone} />
            </FormField>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <FormField label="รหัสผ่าน" error={error('password')} helper="อย่างน้อย 8 ตัว มีตัวอักษรอังกฤษและตัวเลข" required>
                <PasswordInput size="lg" autoComplete="new-password" {...text('password')} />
              </FormField>
              <FormField label="ยืนยันรหัสผ่าน" error={error('confirm_password')} required>
                <PasswordInput size="lg" autoComplete="new-password" {...text('confirm_password')} />
              </FormField>
            </SimpleGrid>
          </Section>

          <Section title="ข้อมูลส่วนตัว">
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <FormField label="ชื่อ" error={error('first_name')} required>
                <Input
                  size="lg"
                  autoComplete="given-name"
                  {...text('first_name')}
                  onChange={(e) => setName('first_name', e.target.value)}
                />
              </FormField>
              <FormField label="นามสกุล" error={error('last_name')} required>
                <Input size="lg" autoComplete="family-name" {...text('last_name')} onChange={(e) => setName('last_name', e.target.value)} />
              </FormField>
            </SimpleGrid>
            <BirthDateFields
              values={{ dob_day: values.dob_day, dob_month: values.dob_month, dob_year: values.dob_year }}
              error={error('date_of_birth')}
              onChange={(k, v) => {
                setValue(k, v);
                const next = { ...values, [k]: v };
                // The 20+ rule shows as soon as the whole date is chosen.
                if (next.dob_day && next.dob_month && next.dob_year) touch('date_of_birth');
              }}
              onBlur={() => {
                if (values.dob_day && values.dob_month && values.dob_year) touch('date_of_birth');
              }}
            />
            <FormField label="LINE ID (ไม่บังคับ)" error={error('line_id')}>
              <Input size="lg" autoComplete="off" autoCapitalize="none" {...text('line_id')} />
            </FormField>
          </Section>

          <Section title="บัญชีธนาคารสำหรับฝาก-ถอน">
            <BankFields
              values={{
                bank_code: values.bank_code,
                bank_account_number: values.bank_account_number,
                bank_account_name: values.bank_account_name,
              }}
              errors={{
                bank_code: error('bank_code'),
                bank_account_number: error('bank_account_number'),
                bank_account_name: error('bank_account_name'),
              }}
              onChange={(k, v) => {
                if (k === 'bank_account_name') nameEdited.current = true;
                setValue(k, v);
              }}
              onBlur={(k) => touch(k)}
            />
          </Section>

          <Section title="อื่น ๆ">
            <FormField label="รหัสแนะนำเพื่อน (ไม่บังคับ)" error={error('referral_code')}>
              <Input size="lg" autoComplete="off" autoCapitalize="characters" {...text('referral_code')} />
            </FormField>
            <Stack gap="1">
              <Checkbox.Root
                colorPalette="gold"
                checked={values.consent === '1'}
                invalid={!!error('consent')}
                onCheckedChange={(d) => {
                  setValue('consent', d.checked === true ? '1' : '');
                  touch('consent');
                }}
              >
                <Checkbox.HiddenInput name="consent" />
                <Checkbox.Control />
                <Checkbox.Label fontSize="sm">
                  <span>ข้าพเจ้ามีอายุ 20 ปีขึ้นไป และยอมรับ</span>
                  <ChakraLink
                    asChild
                    color="gold.400"
                    textDecoration="underline"
                    onClick={(e) => {
                      // Inside the checkbox's label: read the terms without ticking the box.
                      e.preventDefault();
                      setTermsOpen(true);
                    }}
                  >
                    <a href="#terms" data-testid="terms-link">
                      ข้อกำหนดและเงื่อนไขการใช้บริการ
                    </a>
                  </ChakraLink>
                </Checkbox.Label>
              </Checkbox.Root>
              {error('consent') ? (
                <Text color="fg.error" fontSize="xs" role="alert">
                  {error('consent')}
                </Text>
              ) : null}
            </Stack>
          </Section>

          <Stack gap="4">
            <FormAlert message={alert} />
            <Button
              type="submit"
              size="xl"
              colorPalette="gold"
              disabled={gate.disabled}
              loading={register.isPending}
              loadingText="กำลังสมัครสมาชิก"
            >
              สมัครสมาชิก
            </Button>
            <OfflineReason reason={gate.reason} />
            {signInLink ?? (
              <Text textAlign="center" fontSize="sm" color="fg.muted">
                มีบัญชีแล้ว?{' '}
                <ChakraLink asChild color="green.fg" fontWeight="semibold">
                  <Link to="/login">เข้าสู่ระบบ</Link>
                </ChakraLink>
              </Text>
            )}
          </Stack>
        </Stack>
      </form>
      {termsOpen && (
        <Suspense fallback={null}>
          <TermsDialog open onClose={() => setTermsOpen(false)} />
        </Suspense>
      )}
    </AuthCard>
  );
}
