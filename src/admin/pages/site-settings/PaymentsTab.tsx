import { Box, Checkbox, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import {
  PAYMENT_SETTING_CHANNEL_NAMES,
  PAYMENT_SETTING_CHANNELS,
  type PaymentSettingChannel,
  PaymentSettingsBody,
  type PaymentSettingsData,
} from '@contract/admin-settings';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Loaded, NumberField, num, SettingsCard, str, useCheckedMutation } from '../../app/kit';
import { paymentsQuery, settingsApi } from './api';

/** GET/PUT /api/admin/settings/payments: channels open, per-deposit bounds, QR lifetime, matching windows, who counts as new. */
export function PaymentsTab() {
  return <Loaded query={useQuery(paymentsQuery)}>{(p) => <PaymentsForm key={JSON.stringify(p)} settings={p} />}</Loaded>;
}

const TIMES = [
  ['qr_expiry_minutes', 'อายุ QR พร้อมเพย์ (นาที)', '5-60 นาที ข้อความวิธีฝากของสมาชิกแสดงตามค่านี้'],
  ['notice_window_minutes', 'เวลารอจับคู่การแจ้งฝาก (นาที)', 'การแจ้งฝากรอยอดเงินเข้านานเท่านี้'],
  ['statement_max_age_hours', 'อายุรายการเดินบัญชีที่จับคู่อัตโนมัติ (ชั่วโมง)', 'รายการที่เก่ากว่านี้ต้องจับคู่เอง'],
  ['new_member_days', 'นับเป็นสมาชิกใหม่ภายใน (วัน)', '1-365 วันหลังสมัคร ใช้กำหนดว่าใครเห็นบัญชีรับเงินที่ตั้งไว้สำหรับสมาชิกใหม่'],
] as const;

type ChannelDraft = { enabled: boolean; min: string; max: string };

function PaymentsForm({ settings }: { settings: PaymentSettingsData }) {
  const [channels, setChannels] = useState<Record<PaymentSettingChannel, ChannelDraft>>(
    () =>
      Object.fromEntries(
        PAYMENT_SETTING_CHANNELS.map((c) => [
          c,
          { enabled: settings.channels[c].enabled, min: str(settings.channels[c].min), max: str(settings.channels[c].max) },
        ]),
      ) as Record<PaymentSettingChannel, ChannelDraft>,
  );
  const [times, setTimes] = useState<Record<string, string>>(Object.fromEntries(TIMES.map(([k]) => [k, str(settings[k])])));
  const save = useCheckedMutation({
    schema: PaymentSettingsBody,
    mutationFn: settingsApi.savePayments,
    invalidate: paymentsQuery.queryKey,
  });
  const setChannel = (c: PaymentSettingChannel, patch: Partial<ChannelDraft>) =>
    setChannels({ ...channels, [c]: { ...channels[c], ...patch } });
  return (
    <SettingsCard
      title="การชำระเงิน"
      help="ช่องทางฝากที่เปิด ยอดฝากต่อครั้ง อายุ QR เวลาจับคู่ยอด และระยะเวลาที่นับเป็นสมาชิกใหม่ มีผลกับรายการถัดไปทันที"
      updated={settings.updated}
      updatedId="payments-saved"
      state={save}
      savedText="บันทึกการตั้งค่าการชำระเงินแล้ว"
      onSubmit={() =>
        save.submit({
          channels: Object.fromEntries(
            PAYMENT_SETTING_CHANNELS.map((c) => [
              c,
              { enabled: channels[c].enabled, min: num(channels[c].min), max: num(channels[c].max) },
            ]),
          ),
          ...Object.fromEntries(TIMES.map(([k]) => [k, num(times[k])])),
        })
      }
    >
      <Stack gap="5">
        {PAYMENT_SETTING_CHANNELS.map((c) => (
          <Box key={c} borderWidth="1px" borderRadius="md" p="3">
            <Heading size="sm" mb="2">
              {PAYMENT_SETTING_CHANNEL_NAMES[c]}
            </Heading>
            <Checkbox.Root checked={channels[c].enabled} onCheckedChange={(e) => setChannel(c, { enabled: e.checked === true })} mb="2">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>เปิดช่องทาง {PAYMENT_SETTING_CHANNEL_NAMES[c]}</Checkbox.Label>
            </Checkbox.Root>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <NumberField
                label={`ยอดฝากขั้นต่ำ ${PAYMENT_SETTING_CHANNEL_NAMES[c]} (บาท)`}
                value={channels[c].min}
                error={save.errors[`channels.${c}.min`]}
                onChange={(x) => setChannel(c, { min: x })}
              />
              <NumberField
                label={`ยอดฝากสูงสุดต่อครั้ง ${PAYMENT_SETTING_CHANNEL_NAMES[c]} (บาท)`}
                value={channels[c].max}
                error={save.errors[`channels.${c}.max`]}
                onChange={(x) => setChannel(c, { max: x })}
              />
            </SimpleGrid>
          </Box>
        ))}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {TIMES.map(([k, label, help]) => (
            <NumberField
              key={k}
              label={label}
              help={help}
              error={save.errors[k]}
              value={times[k]}
              onChange={(x) => setTimes({ ...times, [k]: x })}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </SettingsCard>
  );
}
