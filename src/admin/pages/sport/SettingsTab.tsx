import { Box, Button, Checkbox, SimpleGrid } from '@chakra-ui/react';
import type { AdminSportSettingsData } from '@contract/admin-sport';
import { SportSettings } from '@contract/sport';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Loaded, Notice, NumberField, num, useCheckedMutation } from '../../app/kit';
import { settingsQuery, sportApi, useTrades } from './api';

const FIELDS = [
  ['min_stake', 'เดิมพันขั้นต่ำ (บาท)'],
  ['max_stake', 'เดิมพันสูงสุดต่อบิล (บาท)'],
  ['max_single_payout', 'ยอดจ่ายสูงสุดต่อบิลเดี่ยว (บาท)'],
  ['max_parlay_payout', 'ยอดจ่ายสูงสุดต่อบิลสเต็ป (บาท)'],
  ['max_fixture_stake', 'ยอดแทงสูงสุดต่อคู่ต่อสมาชิก (บาท)'],
  ['max_open_stake', 'ยอดแทงค้างผลสูงสุดต่อสมาชิก (บาท)'],
] as const;

/** The sportsbook's settings (GET/PUT /api/admin/sport/settings): finance saves, support reads. */
export function SettingsTab() {
  return <Loaded query={useQuery(settingsQuery)}>{(current) => <SettingsForm current={current} />}</Loaded>;
}

function SettingsForm({ current }: { current: AdminSportSettingsData }) {
  const trades = useTrades();
  const [enabled, setEnabled] = useState(current.enabled);
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(FIELDS.map(([k]) => [k, String(current[k])])));
  const save = useCheckedMutation({ schema: SportSettings, mutationFn: sportApi.settings, invalidate: settingsQuery.queryKey });
  return (
    <Box bg="white" borderWidth="1px" borderRadius="md" p="4" maxW="3xl">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.submit({ enabled, ...Object.fromEntries(FIELDS.map(([k]) => [k, num(values[k] ?? '')])) });
        }}
        noValidate
        aria-label="ตั้งค่าแทงบอล"
      >
        <Notice notice={save.saved && 'บันทึกการตั้งค่าแล้ว'} mb="3" />
        <Checkbox.Root checked={enabled} onCheckedChange={(e) => setEnabled(Boolean(e.checked))} disabled={!trades} mb="4">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>เปิดรับแทงบอล</Checkbox.Label>
        </Checkbox.Root>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {FIELDS.map(([k, label]) => (
            <NumberField
              key={k}
              label={label}
              error={save.errors[k]}
              disabled={!trades}
              value={values[k] ?? ''}
              onChange={(v) => setValues({ ...values, [k]: v })}
            />
          ))}
        </SimpleGrid>
        <Notice notice={save.failure && { status: 'error', text: save.failure }} mb="0" />
        {trades ? (
          <Button type="submit" mt="4" colorPalette="blue" loading={save.mutation.isPending}>
            บันทึกการตั้งค่า
          </Button>
        ) : null}
      </form>
    </Box>
  );
}
