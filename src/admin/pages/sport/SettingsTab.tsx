import { Box, Button, Checkbox, Input, SimpleGrid } from '@chakra-ui/react';
import { SportSettings } from '@contract/sport';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import { Failure, Loading } from '../../app/ui';
import { FormField, issuesOf, num, serverFields } from '../promotions/shared';
import { settingsQuery, sportApi, sportKeys, useTrades } from './api';
import { Notice } from './shared';

const FIELDS = [
  ['min_stake', 'เดิมพันขั้นต่ำ (บาท)'],
  ['max_stake', 'เดิมพันสูงสุดต่อบิล (บาท)'],
  ['max_single_payout', 'ยอดจ่ายสูงสุดต่อบิลเดี่ยว (บาท)'],
  ['max_parlay_payout', 'ยอดจ่ายสูงสุดต่อบิลสเต็ป (บาท)'],
  ['max_fixture_stake', 'ยอดแทงสูงสุดต่อคู่ต่อสมาชิก (บาท)'],
  ['max_open_stake', 'ยอดแทงค้างผลสูงสุดต่อสมาชิก (บาท)'],
] as const;
type Key = (typeof FIELDS)[number][0];

/** The sportsbook's settings (GET/PUT /api/admin/sport/settings): finance saves, support reads. */
export function SettingsTab() {
  const trades = useTrades();
  const current = useQuery(settingsQuery);
  const [enabled, setEnabled] = useState(true);
  const [values, setValues] = useState<Record<Key, string>>({} as Record<Key, string>);
  const [local, setLocal] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (!current.data) return;
    setEnabled(current.data.enabled);
    setValues(Object.fromEntries(FIELDS.map(([k]) => [k, String(current.data[k])])) as Record<Key, string>);
  }, [current.data]);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: SportSettings) => sportApi.settings(body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sportKeys.settings });
      setNotice('บันทึกการตั้งค่าแล้ว');
    },
  });
  if (current.isPending) return <Loading />;
  if (current.isError) return <Failure error={current.error} onRetry={() => current.refetch()} />;
  const errors = { ...serverFields(save.error), ...local };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = SportSettings.safeParse({ enabled, ...Object.fromEntries(FIELDS.map(([k]) => [k, num(values[k] ?? '')])) });
    if (!checked.success) return setLocal(issuesOf(checked.error));
    setLocal({});
    setNotice(null);
    save.mutate(checked.data);
  };
  const refusal = save.error && Object.keys(serverFields(save.error)).length === 0 ? failureMessage(save.error) : null;
  return (
    <Box bg="white" borderWidth="1px" borderRadius="md" p="4" maxW="3xl">
      <form onSubmit={submit} noValidate aria-label="ตั้งค่าแทงบอล">
        <Notice text={notice} />
        <Checkbox.Root checked={enabled} onCheckedChange={(e) => setEnabled(Boolean(e.checked))} disabled={!trades} mb="4">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>เปิดรับแทงบอล</Checkbox.Label>
        </Checkbox.Root>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {FIELDS.map(([k, label]) => (
            <FormField key={k} label={label} error={errors[k]}>
              <Input
                bg="white"
                inputMode="decimal"
                aria-label={label}
                readOnly={!trades}
                value={values[k] ?? ''}
                onChange={(e) => setValues({ ...values, [k]: e.target.value })}
              />
            </FormField>
          ))}
        </SimpleGrid>
        <Notice text={refusal} status="error" />
        {trades ? (
          <Button type="submit" mt="4" colorPalette="blue" loading={save.isPending}>
            บันทึกการตั้งค่า
          </Button>
        ) : null}
      </form>
    </Box>
  );
}
