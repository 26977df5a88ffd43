import { Alert, Box, Button, chakra, Flex, Heading, Input, SimpleGrid, Switch, Text } from '@chakra-ui/react';
import { type AdminPointsSettingsData, PointsSettings } from '@contract/admin-points';
import { VIP_LEVEL_NAMES } from '@contract/rewards';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import { bangkokTime, Failure, Loading } from '../../app/ui';
import { FormField, issuesOf, num, PRODUCT_NAMES, PRODUCTS, serverFields, str, useManages } from '../promotions/shared';
import { pointsApi, pointsKeys, settingsQuery } from './api';

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
const zeroIfEmpty = (s: string) => (s.trim() === '' ? 0 : num(s));

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
  const settings = useQuery(settingsQuery);
  if (settings.isPending) return <Loading />;
  if (settings.isError) return <Failure error={settings.error} onRetry={() => settings.refetch()} />;
  return <Form data={settings.data} />;
}

function Form({ data }: { data: AdminPointsSettingsData }) {
  const manages = useManages();
  const [draft, setDraft] = useState<Draft>(() => draftOf(data.settings));
  const [local, setLocal] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: pointsApi.saveSettings,
    onSuccess: async () => {
      setSaved(true);
      await queryClient.invalidateQueries({ queryKey: pointsKeys.settings });
    },
  });
  const errors: Record<string, string> = { ...serverFields(save.error), ...local };
  const failure = save.isError && Object.keys(serverFields(save.error)).length === 0 ? failureMessage(save.error) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const body = bodyOf(draft);
    const parsed = PointsSettings.safeParse(body);
    if (!parsed.success) return setLocal(issuesOf(parsed.error));
    setLocal({});
    save.mutate(parsed.data);
  };
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
        {(['deposits', 'turnover'] as const).map((way) => {
          const label = `${way === 'deposits' ? 'ยอดฝาก 30 วันตั้งแต่ (บาท)' : 'ยอดเล่น 30 วันตั้งแต่ (บาท)'} ${VIP_LEVEL_NAMES[n]}`;
          return (
            <FormField key={way} label={label} error={errors[`vip.${key}.${way}`]}>
              <Input
                bg="white"
                inputMode="decimal"
                value={draft.vip[key][way]}
                onChange={(e) => setDraft({ ...draft, vip: { ...draft.vip, [key]: { ...draft.vip[key], [way]: e.target.value } } })}
              />
            </FormField>
          );
        })}
      </SimpleGrid>
    </Box>
  );
  return (
    <chakra.form onSubmit={submit} aria-label="ตั้งค่าแต้มและ VIP" bg="white" borderWidth="1px" borderRadius="md" p="5" noValidate>
      <Flex align="start" gap="4" mb="4" wrap="wrap">
        <Box>
          <Heading size="md">ตั้งค่าแต้มและ VIP</Heading>
          <Text fontSize="sm" color="gray.600">
            แต้มจากยอดเล่นเข้าบัญชีสมาชิกทุกนาที (ยอดของวันนี้และเมื่อวาน) ระดับ VIP คำนวณจากยอดฝากหรือยอดเล่น 30 วันล่าสุด ขึ้นและลงอัตโนมัติ
          </Text>
        </Box>
        <Box flex="1" />
        <Box textAlign="end">
          <Switch.Root checked={draft.enabled} disabled={!manages} onCheckedChange={(e) => setDraft({ ...draft, enabled: e.checked })}>
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>เปิดสะสมแต้มจากยอดเล่น</Switch.Label>
          </Switch.Root>
          <Text fontSize="xs" color="gray.600" mt="1" data-testid="points-updated">
            {data.updated ? `บันทึกล่าสุด ${bangkokTime(data.updated.at)} โดย ${data.updated.by ?? 'ระบบ'}` : 'ยังไม่เคยบันทึก (ใช้ค่าเริ่มต้น)'}
          </Text>
        </Box>
      </Flex>
      <chakra.fieldset disabled={!manages} border="0" p="0" m="0" minW="0">
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
            <FormField key={p} label={PRODUCT_NAMES[p]} error={errors[`rates.${p}`]}>
              <Input
                bg="white"
                inputMode="decimal"
                value={draft.rates[p] ?? ''}
                onChange={(e) => setDraft({ ...draft, rates: { ...draft.rates, [p]: e.target.value } })}
              />
            </FormField>
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
      </chakra.fieldset>
      {failure && (
        <Text role="alert" color="red.600" mt="3">
          {failure}
        </Text>
      )}
      {saved && !save.isPending && (
        <Alert.Root status="success" mt="3" borderRadius="md" role="status">
          <Alert.Indicator />
          <Alert.Title>บันทึกการตั้งค่าแต้มและ VIP แล้ว</Alert.Title>
        </Alert.Root>
      )}
      {manages && (
        <Button type="submit" colorPalette="blue" mt="4" loading={save.isPending} loadingText="กำลังบันทึก...">
          บันทึก
        </Button>
      )}
    </chakra.form>
  );
}
