import { Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { bankByCode } from '@contract/banks';
import { Errors } from '@contract/errors';
import type { WithdrawBody, WithdrawInfo } from '@contract/withdrawals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { BankBadge } from '@/components/BankBadge';
import { AmountField, ChoiceCards, type FieldErrors, FormAlert, failureOf, parseBaht } from '@/components/form';
import { OfflineReason } from '@/components/OfflineReason';
import { TOAST_MS, toaster } from '@/components/toaster';
import { walletsQueryKey } from '@/features/member';
import { ApiError, unwrap } from '@/lib/api-error';
import { formatMoney, formatNumber } from '@/lib/format';
import { useNetworkGate } from '@/lib/network';
import { newRequestKey } from '@/lib/request-key';
import { withdrawAmountError, withdrawableNow } from './amount';
import { withdrawApi } from './api';
import { withdrawKeys } from './queries';

const FIELDS = ['amount', 'bank_account_id'] as const;
const FIELD_BY_CODE: Record<number, string> = {
  [Errors.INSUFFICIENT_FUNDS.code]: 'amount',
  [Errors.WITHDRAW_BELOW_MIN.code]: 'amount',
  [Errors.WITHDRAW_DAILY_MAX.code]: 'amount',
  [Errors.WITHDRAW_ABOVE_CAP.code]: 'amount',
};
const QUICK = [100, 300, 500, 1000, 5000];

function AccountChoice({ a }: { a: WithdrawInfo['bank_accounts'][number] }) {
  const bank = bankByCode(a.bank_code);
  return (
    <Flex align="center" gap="3">
      <BankBadge short={bank?.short ?? a.bank_code} color={bank?.color ?? '#4a5568'} size="10" />
      <Stack gap="0" minW="0">
        <Flex gap="2" align="center" wrap="wrap">
          <Text fontWeight="semibold">{bank?.nameTh ?? a.bank_name}</Text>
          {a.is_primary && (
            <Badge colorPalette="gold" variant="subtle" size="sm">
              บัญชีหลัก
            </Badge>
          )}
        </Flex>
        <Text fontFamily="mono" letterSpacing="wider" fontSize="sm">
          {a.account_number_masked}
        </Text>
        <Text fontSize="xs" color="fg.muted" truncate>
          {a.account_name}
        </Text>
      </Stack>
    </Flex>
  );
}

/**
 * The withdrawal form. One idempotency key per submission: a double tap (or a retry after a lost
 * answer) sends the same key, so the server makes one withdrawal; changing the amount or account
 * starts a new submission.
 */
export function WithdrawForm({ info }: { info: WithdrawInfo }) {
  const accounts = [...info.bank_accounts].sort((a, b) => Number(b.is_primary) - Number(a.is_primary));
  const [accountId, setAccountId] = useState(String(accounts[0]?.id ?? ''));
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const keyRef = useRef<string | null>(null);
  const inFlight = useRef(false);
  const queryClient = useQueryClient();

  const refreshMoney = () => {
    void queryClient.invalidateQueries({ queryKey: walletsQueryKey });
    void queryClient.invalidateQueries({ queryKey: withdrawKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['member', 'statement'] });
  };
  const withdraw = useMutation({
    mutationFn: async (body: WithdrawBody) => {
      const res = await withdrawApi.request(body);
      unwrap(res);
      return res.message;
    },
    onSuccess: (message) => {
      keyRef.current = null;
      setAmount('');
      setTouched(false);
      toaster.create({ type: 'success', title: message || 'ส่งคำขอถอนเงินแล้ว', duration: TOAST_MS });
      refreshMoney();
    },
    onError: (err) => {
      const failure = failureOf(err, FIELDS, FIELD_BY_CODE);
      // Without an answer the key is kept: submitting again is the same submission, answered with the first result.
      if (!(err instanceof ApiError && err.status === 200)) return setAlert(failure.alert ?? null);
      keyRef.current = null;
      setServerErrors(failure.fields);
      setAlert(failure.alert ?? null);
      // The refusal may come from a state this page has not seen yet (a pending one, turnover).
      void queryClient.invalidateQueries({ queryKey: withdrawKeys.info });
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });

  const clientError = withdrawAmountError(amount, info);
  const newSubmission = () => {
    keyRef.current = null;
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (inFlight.current) return;
    setTouched(true);
    setAlert(null);
    setServerErrors({});
    if (clientError || !info.can_withdraw) return;
    inFlight.current = true;
    keyRef.current ??= newRequestKey();
    withdraw.mutate({ amount: parseBaht(amount) ?? 0, bank_account_id: Number(accountId), idempotency_key: keyRef.current });
  };

  const all = withdrawableNow(info);
  const chips = [
    ...QUICK.filter((v) => v >= info.limits.min_amount && v <= all).map((value) => ({ value })),
    ...(all >= info.limits.min_amount ? [{ label: 'ถอนทั้งหมด', value: all }] : []),
  ];
  const disabled = !info.can_withdraw;

  const gate = useNetworkGate();
  return (
    <form onSubmit={onSubmit} noValidate aria-label="ถอนเงิน">
      <Stack gap="4">
        <ChoiceCards
          name="bank_account_id"
          legend="ถอนเข้าบัญชี"
          value={accountId}
          onChange={(v) => {
            setAccountId(v);
            newSubmission();
            setServerErrors((p) => ({ ...p, bank_account_id: undefined }));
          }}
          options={accounts.map((a) => ({
            value: String(a.id),
            label: `${a.bank_name} ${a.account_number_masked}`,
            content: <AccountChoice a={a} />,
          }))}
          error={serverErrors.bank_account_id}
        />
        <AmountField
          label="จำนวนเงินที่ต้องการถอน (บาท)"
          value={amount}
          onChange={(v) => {
            setAmount(v);
            newSubmission();
            setServerErrors((p) => ({ ...p, amount: undefined }));
          }}
          onBlur={() => setTouched(true)}
          error={serverErrors.amount ?? (touched && !disabled ? clientError : undefined)}
          helper={`ถอนขั้นต่ำ ${formatNumber(info.limits.min_amount)} บาท · ถอนได้ตอนนี้ ${formatMoney(all)} บาท`}
          chips={chips}
          disabled={disabled}
        />
        <FormAlert message={alert} />
        <OfflineReason reason={gate.reason} />
        <Button
          type="submit"
          size="lg"
          colorPalette="green"
          disabled={disabled || gate.disabled}
          loading={withdraw.isPending}
          loadingText="กำลังส่งคำขอ"
        >
          ยืนยันถอนเงิน
        </Button>
      </Stack>
    </form>
  );
}
