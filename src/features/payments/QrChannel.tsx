import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import type { PaymentInfoData, QrInfo } from '@contract/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { AmountField, amountError, ChoiceCards, type FieldErrors, FormAlert, failureOf, parseBaht } from '@/components/form';
import { OfflineReason } from '@/components/OfflineReason';
import { Panel } from '@/components/Panel';
import { unwrap } from '@/lib/api-error';
import { formatMoney, formatNumber } from '@/lib/format';
import { useNetworkGate } from '@/lib/network';
import { paymentsApi } from './api';
import { ChannelClosedNote } from './ChannelClosed';
import { Instructions } from './Instructions';
import { DEPOSIT_ERROR_FIELDS } from './notice';
import { PromotionExampleLine } from './promotion';
import { paymentKeys } from './queries';

const QUICK = [100, 300, 500, 1000, 2000, 5000];
const FIELDS = ['amount', 'sub_channel_id'] as const;

/** Makes a QR (POST generate_qr) and opens its page; used again by the payment page's "new QR". */
export function useGenerateQr() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (body: { channel_id: number; sub_channel_id: number; amount: number }) => unwrap(await paymentsApi.generateQr(body)),
    onSuccess: (qr: QrInfo) => {
      queryClient.setQueryData(paymentKeys.qr(qr.reference), qr);
      void queryClient.invalidateQueries({ queryKey: paymentKeys.info(qr.channel_id) });
      void navigate({ to: '/member/payment', search: { reference: qr.reference } });
    },
  });
}

/** PromptPay QR: the amount (quick chips, the channel's bounds), then the QR page. */
export function QrChannel({ info }: { info: PaymentInfoData }) {
  const { channel, open_qr: openQr } = info;
  const subChannels = channel.sub_channels.filter((s) => s.enabled);
  const [subId, setSubId] = useState(String(subChannels[0]?.id ?? ''));
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const generate = useGenerateQr();
  const clientError = amountError(amount, { min: channel.min_amount, max: channel.max_amount });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setAlert(null);
    setServerErrors({});
    if (clientError || generate.isPending) return;
    generate.mutate(
      { channel_id: channel.id, sub_channel_id: Number(subId), amount: parseBaht(amount) ?? 0 },
      {
        onError: (err) => {
          const failure = failureOf(err, FIELDS, DEPOSIT_ERROR_FIELDS);
          setServerErrors(failure.fields);
          setAlert(failure.alert ?? null);
        },
      },
    );
  };

  const gate = useNetworkGate();
  return (
    <Stack gap={{ base: '4', sm: '5' }}>
      {openQr && openQr.status === 'pending' && (
        <Alert.Root status="info" rounded="xl" alignItems="center">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>มี QR ที่รอชำระอยู่ ยอด {formatMoney(openQr.amount)} บาท</Alert.Title>
          </Alert.Content>
          <Button asChild size="sm" colorPalette="gold">
            <Link to="/member/payment" search={{ reference: openQr.reference }}>
              ดู QR
            </Link>
          </Button>
        </Alert.Root>
      )}
      <Panel title="ฝากเงินผ่าน QR พร้อมเพย์">
        {channel.enabled ? (
          <form onSubmit={onSubmit} noValidate aria-label="สร้าง QR ฝากเงิน">
            <Stack gap="4">
              <Text fontSize="sm" color="fg.muted">
                {channel.description}
              </Text>
              {subChannels.length > 1 && (
                <ChoiceCards
                  name="sub_channel_id"
                  legend="ช่องทางชำระเงิน"
                  value={subId}
                  onChange={setSubId}
                  options={subChannels.map((s) => ({ value: String(s.id), label: s.name, content: <Text>{s.name}</Text> }))}
                  error={serverErrors.sub_channel_id}
                />
              )}
              <AmountField
                label="จำนวนเงินที่ต้องการฝาก (บาท)"
                value={amount}
                onChange={(v) => {
                  setAmount(v);
                  setServerErrors((p) => ({ ...p, amount: undefined }));
                }}
                onBlur={() => setTouched(true)}
                error={serverErrors.amount ?? (touched ? clientError : undefined)}
                helper={`ขั้นต่ำ ${formatNumber(channel.min_amount)} บาท สูงสุด ${formatNumber(channel.max_amount)} บาท ต่อครั้ง`}
                chips={QUICK.filter((v) => v >= channel.min_amount && v <= channel.max_amount).map((value) => ({ value }))}
              />
              <PromotionExampleLine amount={parseBaht(amount) ?? 0} />
              <FormAlert message={alert} />
              <OfflineReason reason={gate.reason} />
              <Button
                type="submit"
                size="lg"
                colorPalette="gold"
                disabled={gate.disabled}
                loading={generate.isPending}
                loadingText="กำลังสร้าง QR"
              >
                สร้าง QR ชำระเงิน
              </Button>
            </Stack>
          </form>
        ) : (
          <ChannelClosedNote channel={channel} />
        )}
      </Panel>
      <Panel title="ขั้นตอนการฝากเงิน">
        <Instructions steps={info.instructions} />
      </Panel>
    </Stack>
  );
}
