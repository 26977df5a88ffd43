import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { type AdminPointsSettingsData, PointsSettings } from '@contract/admin-points';
import { VIP_LEVEL_NAMES } from '@contract/rewards';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Loaded, NumberField, numOrZero, PRODUCT_NAMES, PRODUCTS, SettingsCard, str, useCheckedMutation } from '../../app/kit';
import { pointsApi, settingsQuery } from './api';

type Draft = {
  enabled: boolean;
  rates: Record<string, string>;
  vip: { gold: { deposits: string; turnover: string }; hero: { deposits: string; turnover: string } };
};

const draftOf = (s: AdminPointsSettingsData['settings']): Draft => ({
  enabled: s.enabled,
  rates: Object.fromEntries(PRODUCTS.map((p) => [p, str(s.rates[p] ?? 0)])),
  vip: {
    gold: { deposits: str(s.vip.gold.deposits), turnover: str(s.vip.gold.turnover) },
    hero: { deposits: str(s.vip.hero.deposits), turnover: str(s.vip.hero.turnover) },
  },
});

/** A box's number: empty is 0 (a product at 0 earns nothing; a threshold at 0 is not used). */
const zeroIfEmpty = numOrZero;

const bodyOf = (d: Draft) => ({
  enabled: d.enabled,
  rates: Object.fromEntries(PRODUCTS.map((p) => [p, zeroIfEmpty(d.rates[p] ?? '')])),
  vip: {
    gold: { deposits: zeroIfEmpty(d.vip.gold.deposits), turnover: zeroIfEmpty(d.vip.gold.turnover) },
    hero: { deposits: zeroIfEmpty(d.vip.hero.deposits), turnover: zeroIfEmpty(d.vip.hero.turnover) },
  },
});

/** GET/PUT /api/admin/points/settings: earning rates per product and the VIP thresholds; support saves, finance reads. */
export function SettingsForm() {
  return <Loaded query={useQuery(settingsQuery)}>{(data) => <Form data={data} />}</Loaded>;
}

function Form({ data }: { data: AdminPointsSettingsData }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(data.settings));
  const save = useCheckedMutation({ schema: PointsSettings, mutationFn: pointsApi.saveSettings, invalidate: settingsQuery.queryKey });
  const errors = save.errors;
  const level = (key: 'gold' | 'hero', n: 1 | 2) => (
    <Box borderWidth="1px" borderRadius="md" p="3">
      <Text fontWeight="semibold" mb="2">
        {VIP_LEVEL_NAMES[n]}
      </Text>
      {errors[`vip.${key}`] && (
        <Text color="red.600" fontSize="sm" mb="2" role="alert">
          {errors[`vip.${key}`]}
        </Text>
      )}
      <SimpleGrid columns={2} gap="3">
        {(['deposits', 'turnover'] as const).map((way) => (
          <NumberField
            key={way}
            label={`${way === 'deposits' ? 'ยอดฝาก 30 วันตั้งแต่ (บาท)' : 'ยอดเล่น 30 วันตั้งแต่ (บาท)'} ${VIP_LEVEL_NAMES[n]}`}
            error={errors[`vip.${key}.${way}`]}
            value={draft.vip[key][way]}
            onChange={(v) => setDraft({ ...draft, vip: { ...draft.vip, [key]: { ...draft.vip[key], [way]: v } } })}
          />
        ))}
      </SimpleGrid>
    </Box>
  );
  return (
    <SettingsCard
      title="ตั้งค่าแต้มและ VIP"
      help="แต้มจากยอดเล่นเข้าบัญชีสมาชิกทุกนาที (ยอดของวันนี้และเมื่อวาน) ระดับ VIP คำนวณจากยอดฝากหรือยอดเล่น 30 วันล่าสุด ขึ้นและลงอัตโนมัติ"
      toggle={{ label: 'เปิดสะสมแต้มจากยอดเล่น', checked: draft.enabled, onChange: (enabled) => setDraft({ ...draft, enabled }) }}
      updated={data.updated}
      updatedId="points-updated"
      state={save}
      savedText="บันทึกการตั้งค่าแต้มและ VIP แล้ว"
      onSubmit={() => save.submit(bodyOf(draft))}
    >
      <Heading size="sm" mb="2">
        แต้มต่อยอดเล่น 100 บาท
      </Heading>
      {errors.rates && (
        <Text color="red.600" fontSize="sm" mb="2" role="alert">
          {errors.rates}
        </Text>
      )}
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="3" mb="5">
        {PRODUCTS.map((p) => (
          <NumberField
            key={p}
            label={PRODUCT_NAMES[p]}
            error={errors[`rates.${p}`]}
            value={draft.rates[p] ?? ''}
            onChange={(v) => setDraft({ ...draft, rates: { ...draft.rates, [p]: v } })}
          />
        ))}
      </SimpleGrid>
      <Heading size="sm" mb="1">
        เกณฑ์ระดับ VIP
      </Heading>
      <Text fontSize="sm" color="gray.600" mb="2">
        ถึงเกณฑ์อย่างใดอย่างหนึ่งก็ได้ระดับนั้น ใส่ 0 เพื่อไม่ใช้เกณฑ์นั้น
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {level('gold', 1)}
        {level('hero', 2)}
      </SimpleGrid>
    </SettingsCard>
  );
}
