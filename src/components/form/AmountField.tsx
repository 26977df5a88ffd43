import { Button, Flex, Input } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatNumber } from '@/lib/format';
import { bahtInputValue, parseBaht } from './amount';
import { FormField } from './FormField';

export type AmountChip = { label?: string; value: number };

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  helper?: ReactNode;
  /** Quick amounts under the input: a tap fills it in. */
  chips?: AmountChip[];
  disabled?: boolean;
  name?: string;
};

/** A baht amount: the numeric keypad on phones, quick-amount chips, the Thai error under it. */
export function AmountField({ label, value, onChange, onBlur, error, helper, chips = [], disabled, name = 'amount' }: Props) {
  const current = parseBaht(value);
  return (
    <FormField label={label} error={error} helper={helper}>
      <Input
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        size="lg"
        fontSize="xl"
        fontWeight="semibold"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
      {chips.length > 0 && (
        <Flex gap="2" wrap="wrap" mt="2" role="group" aria-label="เลือกจำนวนเงิน">
          {chips.map((chip) => {
            const active = current === chip.value;
            return (
              <Button
                key={chip.label ?? chip.value}
                type="button"
                size="sm"
                rounded="full"
                minW="16"
                colorPalette="gold"
                variant={active ? 'solid' : 'outline'}
                aria-pressed={active}
                disabled={disabled}
                onClick={() => onChange(bahtInputValue(chip.value))}
              >
                {chip.label ?? formatNumber(chip.value, 0)}
              </Button>
            );
          })}
        </Flex>
      )}
    </FormField>
  );
}
