import { Button, Stack, Text } from '@chakra-ui/react';
import type { DepositNotice, PayFrom, PaymentChannel, PaymentInfoData } from '@contract/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { AmountField, amountError, ChoiceCards, type FieldErrors, FormAlert, failureOf, parseBaht } from '@/components/form';
import { OfflineReason } from '@/components/OfflineReason';
import { formatAccountNumber, formatPhone } from '@/lib/account-format';
import { unwrap } from '@/lib/api-error';
import { formatNumber } from '@/lib/format';
import { maskAccountNumber } from '@/lib/mask';
import { useNetworkGate } from '@/lib/network';
import { paymentsApi } from './api';
import { DEPOSIT_ERROR_FIELDS } from './notice';
import { PromotionExampleLine } from './promotion';
import { paymentKeys } from './queries';

const FIELDS = ['account_id', 'from_account_id', 'amount'] as const;
const QUICK = [100, 300, 500, 1000, 5000];

type Props = { channel: PaymentChannel; payFrom: PayFrom; onCreated: (notice: DepositNotice) => void };

/**
 * "แจ้งฝาก": optional, tells the matcher which amount to expect from which account, so a transfer is
 * credited quickly (and tells two members sharing an account apart). The transfer itself is credited
 * when the bank line arrives, with or without it.
 */
export function NoticeForm({ channel, payFrom, onCreated }: Props) {
  const bank = channel.type === 'bank';
  const targets = bank
    ? channel.bank_accounts.map((a) => ({ value: String(a.id), label: `${a.bank_name} ${formatAccountNumber(a.account_number)}` }))
    : channel.true_money_accounts.map((a) => ({ value: String(a.id), label: `ทรูมันนี่ ${formatPhone(a.phone)}` }));
  const sources = bank
    ? [...payFrom.bank_accounts]
        .sort((a, b) => Number(b.is_primary) - Number(a.is_primary))
        .map((a) => ({ value: String(a.id), label: `${a.bank_name} ${maskAccountNumber(a.account_number)}` }))
    : [];
  const [accountId, setAccountId] = useState(targets[0]?.value ?? '');
  const [fromId, setFromId] = useState(sources[0]?.value ?? '');
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const queryClient = useQueryClient();

  const clientAmountError = amountError(amount, { min: channel.min_amount, max: channel.max_amount });
  const notify = useMutation({
    mutationFn: async () =>
      unwrap(
        await paymentsApi.notify({
          channel_id: channel.id,
          account_id: Number(accountId),
          from_account_id: bank && fromId ? Number(fromId) : undefined,
          amount: parseBaht(amount) ?? 0,
        }),
      ),
    onSuccess: (notice) => {
      queryClient.setQueryData<PaymentInfoData>(paymentKeys.info(channel.id), (prev) =>
        prev ? { ...prev, pending_notice: notice } : prev,
      );
      setAmount('');
      setTouched(false);
      onCreated(notice);
    },
    onError: (err) => {
      const failure = failureOf(err, FIELDS, DEPOSIT_ERROR_FIELDS);
      setServerErrors(failure.fields);
      setAlert(failure.alert ?? null);
    },
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setAlert(null);
    setServerErrors({});
    if (clientAmountError || notify.isPending) return;
    notify.mutate();
  };
  const choiceText = (label: string) => <Text fontSize="sm">{label}</Text>;

  const gate = useNetworkGate();
  return (
    <form onSubmit={onSubmit} noValidate aria-label="แจ้งฝากเงิน">
      <Stack gap="4">
        {targets.length > 1 && (
          <ChoiceCards
            name="account_id"
            legend={bank ? 'บัญชีของเว็บที่จะโอนเข้า' : 'วอลเล็ทของเว็บที่จะโอนเข้า'}
            value={accountId}
            onChange={(v) => {
              setAccountId(v);
              setServerErrors((p) => ({ ...p, account_id: undefined }));
            }}
            options={targets.map((t) => ({ ...t, content: choiceText(t.label) }))}
            error={serverErrors.account_id}
          />
        )}
        {sources.length > 1 && (
          <ChoiceCards
            name="from_account_id"
            legend="บัญชีของท่านที่ใช้โอน"
            value={fromId}
            onChange={(v) => {
              setFromId(v);
              setServerErrors((p) => ({ ...p, from_account_id: undefined }));
            }}
            options={sources.map((s) => ({ ...s, content: choiceText(s.label) }))}
            error={serverErrors.from_account_id}
          />
        )}
        <AmountField
          label="จำนวนเงินที่จะโอน (บาท)"
          value={amount}
          onChange={(v) => {
            setAmount(v);
            setServerErrors((p) => ({ ...p, amount: undefined }));
          }}
          onBlur={() => setTouched(true)}
          error={serverErrors.amount ?? (touched ? clientAmountError : undefined)}
          helper={`ขั้นต่ำ ${formatNumber(channel.min_amount)} บาท สูงสุด ${formatNumber(channel.max_amount)} บาท`}
          chips={QUICK.filter((v) => v >= channel.min_amount && v <= channel.max_amount).map((value) => ({ value }))}
        />
        <PromotionExampleLine amount={parseBaht(amount) ?? 0} />
        <FormAlert message={alert} />
        <OfflineReason reason={gate.reason} />
        <Button type="submit" size="lg" colorPalette="gold" disabled={gate.disabled} loading={notify.isPending} loadingText="กำลังแจ้งฝาก">
          แจ้งฝากเงิน
        </Button>
      </Stack>
    </form>
  );
}
