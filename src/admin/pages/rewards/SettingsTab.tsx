import { Box, Button, Flex, IconButton, Input, SimpleGrid, Switch, Table, Text } from '@chakra-ui/react';
import type { AdminRewardSettingsData } from '@contract/admin-rewards';
import {
  AFFILIATE_BASES,
  AFFILIATE_BASIS_NAMES,
  type AffiliateBasis,
  AffiliateSettings,
  DailyRewardSettings,
  REWARD_KIND_NAMES,
  type RewardSettingName,
  VIP_LEVEL_NAMES,
  VIP_LEVELS,
  WinlossSettings,
} from '@contract/rewards';
import type { Product } from '@contract/turnover';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import {
  FormField,
  fieldsOf,
  Loaded,
  NumberField,
  num,
  numOrZero,
  PRODUCT_NAMES,
  PRODUCTS,
  Select,
  SettingsCard,
  str,
  useCheckedMutation,
  useManages,
} from '../../app/kit';
import { rewardsApi, settingsQuery } from './api';

/** The four groups' Thai titles (cashback, commission and winloss as members read them). */
export const GROUP_NAMES: Record<RewardSettingName, string> = {
  cashback: REWARD_KIND_NAMES.cashback,
  commission: REWARD_KIND_NAMES.commission,
  winloss: REWARD_KIND_NAMES.winloss,
  affiliate: 'แนะนำเพื่อน',
};

/** A percent box's value: empty is 0 (a product left at 0 pays nothing). */
const pct = numOrZero;

/**
 * The four reward settings (GET /api/admin/rewards/settings), each its own form saved alone
 * (PUT with one group): admin and support change them, finance reads them with every box locked.
 */
export function SettingsTab() {
  return (
    <Loaded query={useQuery(settingsQuery)}>
      {(s) => (
        <Flex direction="column" gap="5">
          <DailyForm group="cashback" settings={s} help="คำนวณจากยอดเสียสุทธิของแต่ละประเภทเกมในวันนั้น" />
          <DailyForm group="commission" settings={s} help="คำนวณจากยอดเล่น (เทิร์นโอเวอร์) ของแต่ละประเภทเกมในวันนั้น" />
          <WinlossForm settings={s} />
          <AffiliateForm settings={s} />
        </Flex>
      )}
    </Loaded>
  );
}

/** Saves one group; a 422's fields come back as 'cashback.minimum' and show as 'minimum'. */
function useSaveGroup(group: RewardSettingName, schema: z.ZodType) {
  return useCheckedMutation({
    schema,
    mutationFn: (body: unknown) => rewardsApi.saveSettings(group, body),
    invalidate: settingsQuery.queryKey,
    fields: (server) =>
      Object.fromEntries(
        Object.entries(server).map(([path, message]) => [
          path.startsWith(`${group}.`) ? path.slice(group.length + 1) : path === group ? 'form' : path,
          message,
        ]),
      ),
  });
}

/** A group's card: its title, on/off, when and who saved it last, the fields, the save button. */
function GroupForm({
  group,
  settings,
  help,
  enabled,
  onEnabled,
  onSubmit,
  state,
  children,
}: {
  group: RewardSettingName;
  settings: AdminRewardSettingsData;
  help: string;
  enabled: boolean;
  onEnabled: (on: boolean) => void;
  onSubmit: () => void;
  state: ReturnType<typeof useSaveGroup>;
  children: ReactNode;
}) {
  return (
    <SettingsCard
      title={`ตั้งค่า${GROUP_NAMES[group]}`}
      help={help}
      toggle={{ checked: enabled, onChange: onEnabled }}
      updated={settings.updated[group]}
      updatedId={`updated-${group}`}
      state={state}
      onSubmit={onSubmit}
    >
      {children}
    </SettingsCard>
  );
}

// ---- daily cashback and commission ----

type Daily = z.infer<typeof DailyRewardSettings>;
type DailyValues = {
  enabled: boolean;
  rates: Record<Product, string[]>;
  minimum: string;
  max_per_day: string;
  claim_days: string;
  turnover_multiplier: string;
};

const dailyValuesOf = (d: Daily): DailyValues => ({
  enabled: d.enabled,
  rates: Object.fromEntries(PRODUCTS.map((p) => [p, VIP_LEVELS.map((l) => str(d.rates[p]?.[l] ?? 0))])) as Record<Product, string[]>,
  minimum: str(d.minimum),
  max_per_day: str(d.max_per_day),
  claim_days: str(d.claim_days),
  turnover_multiplier: str(d.turnover_multiplier),
});

/** The PUT's group: every product with a percent per VIP level (empty = 0), numbers as numbers. */
export const dailyBodyOf = (v: DailyValues) => ({
  enabled: v.enabled,
  rates: Object.fromEntries(PRODUCTS.map((p) => [p, v.rates[p].map(pct)])),
  minimum: num(v.minimum),
  max_per_day: num(v.max_per_day) ?? 0,
  claim_days: num(v.claim_days),
  turnover_multiplier: num(v.turnover_multiplier) ?? 0,
});

function DailyForm({ group, settings, help }: { group: 'cashback' | 'commission'; settings: AdminRewardSettingsData; help: string }) {
  const [v, setV] = useState(() => dailyValuesOf(settings[group]));
  const state = useSaveGroup(group, DailyRewardSettings);
  const e = state.errors;
  const set = (patch: Partial<DailyValues>) => setV((old) => ({ ...old, ...patch }));
  const field = fieldsOf(v, set, e);
  const base = group === 'cashback' ? 'ยอดเสีย' : 'ยอดเล่น';
  return (
    <GroupForm
      group={group}
      settings={settings}
      help={help}
      enabled={v.enabled}
      onEnabled={(enabled) => set({ enabled })}
      onSubmit={() => state.submit(dailyBodyOf(v))}
      state={state}
    >
      <Text fontSize="sm" fontWeight="medium" mb="1">
        เปอร์เซ็นต์คืนตามประเภทเกมและระดับ VIP (% ของ{base})
      </Text>
      <Box borderWidth="1px" borderRadius="md" overflowX="auto" mb="4">
        <Table.Root size="sm" aria-label={`อัตรา${GROUP_NAMES[group]}`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>ประเภทเกม</Table.ColumnHeader>
              {VIP_LEVELS.map((l) => (
                <Table.ColumnHeader key={l} textAlign="end">
                  {VIP_LEVEL_NAMES[l]} (%)
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {PRODUCTS.map((p) => (
              <Table.Row key={p}>
                <Table.Cell>
                  <Text>{PRODUCT_NAMES[p]}</Text>
                  {e[`rates.${p}`] && (
                    <Text fontSize="xs" color="red.600">
                      {e[`rates.${p}`]}
                    </Text>
                  )}
                </Table.Cell>
                {VIP_LEVELS.map((l) => (
                  <Table.Cell key={l} textAlign="end" verticalAlign="top">
                    <PercentBox
                      label={`${PRODUCT_NAMES[p]} ${VIP_LEVEL_NAMES[l]}`}
                      value={v.rates[p][l]}
                      error={e[`rates.${p}.${l}`]}
                      onChange={(x) => set({ rates: { ...v.rates, [p]: v.rates[p].map((old, i) => (i === l ? x : old)) } })}
                    />
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {e.rates && (
        <Text fontSize="sm" color="red.600" mb="2">
          {e.rates}
        </Text>
      )}
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="3">
        <NumberField label={`${base}ขั้นต่ำต่อวัน (บาท)`} {...field('minimum')} help={`${base}รวมของวันต่ำกว่านี้ไม่ได้รับ`} />
        <NumberField label="รับได้สูงสุดต่อวัน (บาท)" {...field('max_per_day')} help="0 = ไม่จำกัด" />
        <NumberField label="รับได้ภายใน (วัน)" {...field('claim_days')} help="นับจากวันถัดไป เกินกำหนดหมดอายุ" />
        <NumberField label="เทิร์น (เท่าของยอดที่รับ)" {...field('turnover_multiplier')} help="0 = ไม่ติดเทิร์น" />
      </SimpleGrid>
    </GroupForm>
  );
}

/** One percent in a grid, labelled for screen readers, with its error under it. */
function PercentBox({ label, value, error, onChange }: { label: string; value: string; error?: string; onChange: (v: string) => void }) {
  return (
    <Box>
      <Input
        size="sm"
        bg="white"
        maxW="24"
        textAlign="end"
        inputMode="decimal"
        aria-label={label}
        aria-invalid={error ? true : undefined}
        borderColor={error ? 'red.500' : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <Text fontSize="xs" color="red.600" maxW="40" ml="auto">
          {error}
        </Text>
      )}
    </Box>
  );
}

// ---- weekly win/loss ----

type Winloss = z.infer<typeof WinlossSettings>;
type WinlossValues = {
  enabled: boolean;
  tiers: { min_loss: string; percent: string }[];
  include_lotto: boolean;
  max_per_week: string;
  claim_days: string;
  turnover_multiplier: string;
};

const winlossValuesOf = (w: Winloss): WinlossValues => ({
  enabled: w.enabled,
  tiers: w.tiers.map((t) => ({ min_loss: str(t.min_loss), percent: str(t.percent) })),
  include_lotto: w.include_lotto,
  max_per_week: str(w.max_per_week),
  claim_days: str(w.claim_days),
  turnover_multiplier: str(w.turnover_multiplier),
});

export const winlossBodyOf = (v: WinlossValues) => ({
  enabled: v.enabled,
  tiers: v.tiers.map((t) => ({ min_loss: num(t.min_loss), percent: num(t.percent) })),
  include_lotto: v.include_lotto,
  max_per_week: num(v.max_per_week) ?? 0,
  claim_days: num(v.claim_days),
  turnover_multiplier: num(v.turnover_multiplier) ?? 0,
});

const MAX_TIERS = 10;

function WinlossForm({ settings }: { settings: AdminRewardSettingsData }) {
  const [v, setV] = useState(() => winlossValuesOf(settings.winloss));
  const state = useSaveGroup('winloss', WinlossSettings);
  const manages = useManages();
  const e = state.errors;
  const set = (patch: Partial<WinlossValues>) => setV((old) => ({ ...old, ...patch }));
  const field = fieldsOf(v, set, e);
  const setTier = (i: number, patch: Partial<WinlossValues['tiers'][number]>) =>
    set({ tiers: v.tiers.map((t, n) => (n === i ? { ...t, ...patch } : t)) });
  return (
    <GroupForm
      group="winloss"
      settings={settings}
      help="คำนวณทุกวันจันทร์จากยอดเสียสุทธิของสัปดาห์ก่อน (จันทร์-อาทิตย์) ตามขั้นที่สูงที่สุดที่ถึง"
      enabled={v.enabled}
      onEnabled={(enabled) => set({ enabled })}
      onSubmit={() => state.submit(winlossBodyOf(v))}
      state={state}
    >
      <Text fontSize="sm" fontWeight="medium" mb="1">
        ขั้นการคืนยอดเสีย
      </Text>
      <Box borderWidth="1px" borderRadius="md" overflowX="auto" mb="2">
        <Table.Root size="sm" aria-label="ขั้นการคืนยอดเสียรายสัปดาห์">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>ขั้น</Table.ColumnHeader>
              <Table.ColumnHeader>ยอดเสียตั้งแต่ (บาท)</Table.ColumnHeader>
              <Table.ColumnHeader>คืน (%)</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {v.tiers.map((t, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a tier has no id; rows are edited in place.
              <Table.Row key={i}>
                <Table.Cell>{i + 1}</Table.Cell>
                <Table.Cell verticalAlign="top">
                  <Input
                    size="sm"
                    bg="white"
                    maxW="40"
                    inputMode="decimal"
                    aria-label={`ยอดเสียตั้งแต่ ขั้นที่ ${i + 1}`}
                    aria-invalid={e[`tiers.${i}.min_loss`] ? true : undefined}
                    borderColor={e[`tiers.${i}.min_loss`] ? 'red.500' : undefined}
                    value={t.min_loss}
                    onChange={(x) => setTier(i, { min_loss: x.target.value })}
                  />
                  {e[`tiers.${i}.min_loss`] && (
                    <Text fontSize="xs" color="red.600">
                      {e[`tiers.${i}.min_loss`]}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell verticalAlign="top">
                  <Input
                    size="sm"
                    bg="white"
                    maxW="24"
                    inputMode="decimal"
                    aria-label={`คืน (%) ขั้นที่ ${i + 1}`}
                    aria-invalid={e[`tiers.${i}.percent`] ? true : undefined}
                    borderColor={e[`tiers.${i}.percent`] ? 'red.500' : undefined}
                    value={t.percent}
                    onChange={(x) => setTier(i, { percent: x.target.value })}
                  />
                  {e[`tiers.${i}.percent`] && (
                    <Text fontSize="xs" color="red.600">
                      {e[`tiers.${i}.percent`]}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {manages && (
                    <IconButton
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={`ลบขั้นที่ ${i + 1}`}
                      disabled={v.tiers.length <= 1}
                      onClick={() => set({ tiers: v.tiers.filter((_, n) => n !== i) })}
                    >
                      ✕
                    </IconButton>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {e.tiers && (
        <Text fontSize="sm" color="red.600" mb="2">
          {e.tiers}
        </Text>
      )}
      {manages && (
        <Button
          size="xs"
          variant="outline"
          mb="4"
          disabled={v.tiers.length >= MAX_TIERS}
          onClick={() => set({ tiers: [...v.tiers, { min_loss: '', percent: '' }] })}
        >
          เพิ่มขั้น
        </Button>
      )}
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="3" alignItems="end">
        <Switch.Root checked={v.include_lotto} disabled={!manages} onCheckedChange={(x) => set({ include_lotto: x.checked })} pb="2">
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>นับยอดเสียหวยด้วย</Switch.Label>
        </Switch.Root>
        <NumberField label="รับได้สูงสุดต่อสัปดาห์ (บาท)" {...field('max_per_week')} help="0 = ไม่จำกัด" />
        <NumberField label="รับได้ภายใน (วัน)" {...field('claim_days')} help="นับจากวันจันทร์ที่คำนวณ" />
        <NumberField label="เทิร์น (เท่าของยอดที่รับ)" {...field('turnover_multiplier')} help="0 = ไม่ติดเทิร์น" />
      </SimpleGrid>
    </GroupForm>
  );
}

// ---- affiliate ----

type Affiliate = z.infer<typeof AffiliateSettings>;
type AffiliateValues = {
  enabled: boolean;
  basis: AffiliateBasis;
  level1: Record<Product, string>;
  level2: Record<Product, string>;
  min_redeem: string;
  max_per_day: string;
  turnover_multiplier: string;
};

const ratesOf = (r: Affiliate['level1']) => Object.fromEntries(PRODUCTS.map((p) => [p, str(r[p] ?? 0)])) as Record<Product, string>;

const affiliateValuesOf = (a: Affiliate): AffiliateValues => ({
  enabled: a.enabled,
  basis: a.basis,
  level1: ratesOf(a.level1),
  level2: ratesOf(a.level2),
  min_redeem: str(a.min_redeem),
  max_per_day: str(a.max_per_day),
  turnover_multiplier: str(a.turnover_multiplier),
});

export const affiliateBodyOf = (v: AffiliateValues) => ({
  enabled: v.enabled,
  basis: v.basis,
  level1: Object.fromEntries(PRODUCTS.map((p) => [p, pct(v.level1[p])])),
  level2: Object.fromEntries(PRODUCTS.map((p) => [p, pct(v.level2[p])])),
  min_redeem: num(v.min_redeem) ?? 0,
  max_per_day: num(v.max_per_day) ?? 0,
  turnover_multiplier: num(v.turnover_multiplier) ?? 0,
});

const LEVELS = [
  { key: 'level1', name: 'ชั้นที่ 1 (เพื่อนที่แนะนำเอง)' },
  { key: 'level2', name: 'ชั้นที่ 2 (เพื่อนของเพื่อน)' },
] as const;

function AffiliateForm({ settings }: { settings: AdminRewardSettingsData }) {
  const [v, setV] = useState(() => affiliateValuesOf(settings.affiliate));
  const state = useSaveGroup('affiliate', AffiliateSettings);
  const e = state.errors;
  const set = (patch: Partial<AffiliateValues>) => setV((old) => ({ ...old, ...patch }));
  const field = fieldsOf(v, set, e);
  return (
    <GroupForm
      group="affiliate"
      settings={settings}
      help="รายได้ของผู้แนะนำคำนวณรายวันจากเพื่อนที่ฝากเงินครั้งแรกแล้ว เข้ากระเป๋ารายได้แนะนำเพื่อนทุกวัน"
      enabled={v.enabled}
      onEnabled={(enabled) => set({ enabled })}
      onSubmit={() => state.submit(affiliateBodyOf(v))}
      state={state}
    >
      <FormField label="ฐานการคำนวณ" error={e.basis} maxW="sm">
        <Select
          label="ฐานการคำนวณ"
          value={v.basis}
          options={AFFILIATE_BASES}
          names={AFFILIATE_BASIS_NAMES}
          onChange={(basis) => set({ basis })}
          maxW="full"
        />
      </FormField>
      <Text fontSize="sm" fontWeight="medium" mt="4" mb="1">
        ค่าคอมมิชชั่นตามประเภทเกม (% ของ{AFFILIATE_BASIS_NAMES[v.basis]}ของเพื่อน)
      </Text>
      <Box borderWidth="1px" borderRadius="md" overflowX="auto" mb="4">
        <Table.Root size="sm" aria-label="อัตราค่าคอมมิชชั่นแนะนำเพื่อน">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>ประเภทเกม</Table.ColumnHeader>
              {LEVELS.map((l) => (
                <Table.ColumnHeader key={l.key} textAlign="end">
                  {l.name} (%)
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {PRODUCTS.map((p) => (
              <Table.Row key={p}>
                <Table.Cell>{PRODUCT_NAMES[p]}</Table.Cell>
                {LEVELS.map((l) => (
                  <Table.Cell key={l.key} textAlign="end" verticalAlign="top">
                    <PercentBox
                      label={`${PRODUCT_NAMES[p]} ชั้นที่ ${l.key === 'level1' ? 1 : 2}`}
                      value={v[l.key][p]}
                      error={e[`${l.key}.${p}`]}
                      onChange={(x) => set({ [l.key]: { ...v[l.key], [p]: x } })}
                    />
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {(e.level1 || e.level2) && (
        <Text fontSize="sm" color="red.600" mb="2">
          {e.level1 ?? e.level2}
        </Text>
      )}
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <NumberField label="ถอนรายได้ขั้นต่ำ (บาท)" {...field('min_redeem')} />
        <NumberField label="รายได้สูงสุดต่อวันต่อผู้แนะนำ (บาท)" {...field('max_per_day')} help="0 = ไม่จำกัด" />
        <NumberField label="เทิร์น (เท่าของยอดที่ถอน)" {...field('turnover_multiplier')} help="0 = ไม่ติดเทิร์น" />
      </SimpleGrid>
    </GroupForm>
  );
}
