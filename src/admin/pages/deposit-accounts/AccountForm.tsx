import { Input, NativeSelect, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import {
  type AdminDepositAccount,
  AdminDepositAccountBody,
  DEPOSIT_ACCOUNT_KIND_LABELS,
  DEPOSIT_ACCOUNT_KINDS,
  DEPOSIT_AUDIENCE_LABELS,
  DEPOSIT_AUDIENCES,
  type DepositAccountKind,
  type DepositAudience,
  VIP_FROM_CHOICES,
} from '@contract/admin-deposit-accounts';
import { THAI_BANKS } from '@contract/banks';
import type { ReactNode } from 'react';
import { adminApi } from '../../app/http';
import { DialogForm, FormField, numOrNull, str, useCheckedMutation, useDraft } from '../../app/kit';
import { ACCOUNTS_KEY } from './api';

type Values = {
  kind: DepositAccountKind;
  bank_code: string;
  account_number: string;
  account_name: string;
  daily_cap: string;
  sort: string;
  audience: DepositAudience;
  vip_level_from: string;
  active: boolean;
};

const valuesOf = (a: AdminDepositAccount | null): Values => ({
  kind: a?.kind ?? 'bank',
  bank_code: a?.bank_code ?? '',
  account_number: a?.account_number ?? '',
  account_name: a?.account_name ?? '',
  daily_cap: str(a?.daily_cap),
  sort: str(a?.sort ?? 0),
  audience: a?.audience ?? 'all',
  vip_level_from: str(a?.vip_level_from ?? VIP_FROM_CHOICES[0]?.value),
  active: a?.active ?? true,
});

/** The body as the contract reads it: numbers as numbers, an empty cap as none, empty order as 0. */
const bodyOf = (v: Values) => ({
  kind: v.kind,
  bank_code: v.kind === 'bank' ? v.bank_code || undefined : null,
  account_number: v.account_number,
  account_name: v.account_name,
  daily_cap: numOrNull(v.daily_cap),
  sort: v.sort.trim() === '' ? 0 : Number(v.sort),
  audience: v.audience,
  vip_level_from: v.audience === 'vip' ? numOrNull(v.vip_level_from) : null,
  active: v.active,
});

const NUMBER_HELP: Record<DepositAccountKind, string> = {
  bank: 'ตัวเลข 10-12 หลักตามธนาคาร (ขีดและช่องว่างไม่นับ)',
  truemoney: 'เบอร์มือถือ 10 หลักที่ผูกกับทรูมันนี่ วอลเล็ท',
  promptpay: 'เบอร์มือถือ 10 หลัก เลขประจำตัวประชาชน 13 หลัก หรือเลขอีวอลเล็ท 15 หลัก',
};

function Choice({ value, onChange, children }: { value: string; onChange: (v: string) => void; children: ReactNode }) {
  return (
    <NativeSelect.Root bg="white">
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/**
 * Adding or editing one account in a dialog: the contract's schema checks every field in Thai before
 * sending, the server's refusals (a duplicate number) show under the fields. A saved account keeps its kind.
 */
export function AccountForm({ account, onDone }: { account: AdminDepositAccount | null; onDone: () => void }) {
  const { values: v, set } = useDraft<Values>(() => valuesOf(account));
  const save = useCheckedMutation({
    schema: AdminDepositAccountBody,
    mutationFn: (body) =>
      account
        ? adminApi.put<AdminDepositAccount>(`/settings/deposit-accounts/${account.id}`, body)
        : adminApi.post<AdminDepositAccount>('/settings/deposit-accounts', body),
    invalidate: [...ACCOUNTS_KEY],
    onSuccess: onDone,
  });
  const e = save.errors;
  return (
    <DialogForm
      title={account ? 'แก้ไขบัญชีรับเงิน' : 'เพิ่มบัญชีรับเงิน'}
      onClose={onDone}
      onSubmit={() => save.submit(bodyOf(v))}
      busy={save.mutation.isPending}
      confirm="บันทึก"
      refusal={save.failure}
      size="lg"
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="ประเภท" error={e.kind} help={account ? 'เปลี่ยนประเภทของบัญชีที่บันทึกแล้วไม่ได้' : undefined}>
            {account ? (
              <Input bg="gray.50" value={DEPOSIT_ACCOUNT_KIND_LABELS[v.kind]} readOnly disabled />
            ) : (
              <Choice value={v.kind} onChange={(kind) => set({ kind: kind as DepositAccountKind })}>
                {DEPOSIT_ACCOUNT_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {DEPOSIT_ACCOUNT_KIND_LABELS[k]}
                  </option>
                ))}
              </Choice>
            )}
          </FormField>
          {v.kind === 'bank' && (
            <FormField label="ธนาคาร" error={e.bank_code}>
              <Choice value={v.bank_code} onChange={(bank_code) => set({ bank_code })}>
                <option value="">เลือกธนาคาร</option>
                {THAI_BANKS.map((b) => (
                  <option key={b.code} value={b.code}>
                    {b.nameTh}
                  </option>
                ))}
              </Choice>
            </FormField>
          )}
          <FormField label="เลขบัญชี" error={e.account_number} help={NUMBER_HELP[v.kind]}>
            <Input bg="white" inputMode="numeric" value={v.account_number} onChange={(x) => set({ account_number: x.target.value })} />
          </FormField>
          <FormField label="ชื่อบัญชี" error={e.account_name}>
            <Input bg="white" value={v.account_name} onChange={(x) => set({ account_name: x.target.value })} />
          </FormField>
          <FormField label="ยอดรับสูงสุดต่อวัน (บาท)" error={e.daily_cap} help="เว้นว่าง = ไม่จำกัด เมื่อครบแล้วบัญชีถัดไปจะแสดงแทนจนถึงเที่ยงคืน">
            <Input bg="white" inputMode="decimal" value={v.daily_cap} onChange={(x) => set({ daily_cap: x.target.value })} />
          </FormField>
          <FormField label="ลำดับการแสดง" error={e.sort} help="เลขน้อยแสดงก่อน">
            <Input bg="white" inputMode="numeric" value={v.sort} onChange={(x) => set({ sort: x.target.value })} />
          </FormField>
          <FormField label="แสดงให้" error={e.audience}>
            <Choice value={v.audience} onChange={(audience) => set({ audience: audience as DepositAudience })}>
              {DEPOSIT_AUDIENCES.map((a) => (
                <option key={a} value={a}>
                  {DEPOSIT_AUDIENCE_LABELS[a]}
                </option>
              ))}
            </Choice>
          </FormField>
          {v.audience === 'vip' && (
            <FormField label="ระดับ VIP" error={e.vip_level_from}>
              <Choice value={v.vip_level_from} onChange={(vip_level_from) => set({ vip_level_from })}>
                {VIP_FROM_CHOICES.map((c) => (
                  <option key={c.value} value={String(c.value)}>
                    {c.label} ขึ้นไป
                  </option>
                ))}
              </Choice>
            </FormField>
          )}
        </SimpleGrid>
        {v.audience === 'new' && (
          <Text fontSize="sm" color="gray.600">
            สมาชิกใหม่ คือสมาชิกที่สมัครไม่เกินจำนวนวันที่ตั้งไว้ (ค่าเริ่มต้น 7 วัน)
          </Text>
        )}
        <Switch.Root checked={v.active} onCheckedChange={(x) => set({ active: x.checked })}>
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>เปิดใช้งาน</Switch.Label>
        </Switch.Root>
      </Stack>
    </DialogForm>
  );
}
