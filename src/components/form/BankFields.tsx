import { Input, NativeSelect, Stack } from '@chakra-ui/react';
import { bankByCode, THAI_BANKS } from '@contract/banks';
import { FormField } from './FormField';

export type BankKey = 'bank_code' | 'bank_account_number' | 'bank_account_name';

type Props = {
  values: Record<BankKey, string>;
  errors: Partial<Record<BankKey, string | undefined>>;
  onChange: (key: BankKey, value: string) => void;
  onBlur: (key: BankKey) => void;
};

/** Bank, account number (length per bank) and account name: used by registration and the second account. */
export function BankFields({ values, errors, onChange, onBlur }: Props) {
  const bank = bankByCode(values.bank_code);
  return (
    <Stack gap="4">
      <FormField label="ธนาคาร" error={errors.bank_code} required>
        <NativeSelect.Root size="lg">
          <NativeSelect.Field
            name="bank_code"
            placeholder="เลือกธนาคาร"
            value={values.bank_code}
            onChange={(e) => {
              onChange('bank_code', e.target.value);
              onBlur('bank_code');
            }}
            onBlur={() => onBlur('bank_code')}
          >
            {THAI_BANKS.map((b) => (
              <option key={b.code} value={b.code}>
                {b.nameTh} ({b.short})
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField
        label="เลขบัญชีธนาคาร"
        error={errors.bank_account_number}
        helper={bank ? `เลขบัญชี${bank.nameTh} ${bank.accountLengths.join(' หรือ ')} หลัก ไม่ต้องใส่ขีด` : 'ตัวเลข 10-12 หลัก ไม่ต้องใส่ขีด'}
        required
      >
        <Input
          size="lg"
          name="bank_account_number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={16}
          value={values.bank_account_number}
          onChange={(e) => onChange('bank_account_number', e.target.value.replace(/[^\d-]/g, ''))}
          onBlur={() => onBlur('bank_account_number')}
        />
      </FormField>
      <FormField label="ชื่อบัญชี" error={errors.bank_account_name} helper="ชื่อ-นามสกุลตามสมุดบัญชี" required>
        <Input
          size="lg"
          name="bank_account_name"
          autoComplete="name"
          value={values.bank_account_name}
          onChange={(e) => onChange('bank_account_name', e.target.value)}
          onBlur={() => onBlur('bank_account_name')}
        />
      </FormField>
    </Stack>
  );
}
