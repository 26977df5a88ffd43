import { Fieldset, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { MIN_AGE_DEFAULT } from '@contract/fields';
import { useMemo } from 'react';
import { birthYearsBE, THAI_MONTHS } from './thaiDate';

export type BirthKey = 'dob_day' | 'dob_month' | 'dob_year';

type Props = {
  values: Record<BirthKey, string>;
  error?: string;
  onChange: (key: BirthKey, value: string) => void;
  onBlur: (key: BirthKey) => void;
};

const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

/** Date of birth as day / Thai month / Buddhist-era year selects (the form converts to Gregorian). */
export function BirthDateFields({ values, error, onChange, onBlur }: Props) {
  const years = useMemo(() => birthYearsBE(), []);
  const select = (key: BirthKey, label: string, placeholder: string, options: { value: string; label: string }[]) => (
    <NativeSelect.Root size="lg">
      <NativeSelect.Field
        name={key}
        aria-label={label}
        placeholder={placeholder}
        value={values[key]}
        onChange={(e) => onChange(key, e.target.value)}
        onBlur={() => onBlur(key)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  return (
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend fontSize="sm" color="fg.muted">
        วันเดือนปีเกิด (พ.ศ.)
      </Fieldset.Legend>
      <Fieldset.Content mt="1.5">
        <SimpleGrid columns={3} gap="2" templateColumns="1fr 1.6fr 1.2fr">
          {select(
            'dob_day',
            'วันเกิด',
            'วัน',
            DAYS.map((d) => ({ value: String(d), label: String(d) })),
          )}
          {select(
            'dob_month',
            'เดือนเกิด',
            'เดือน',
            THAI_MONTHS.map((m, i) => ({ value: String(i + 1), label: m })),
          )}
          {select(
            'dob_year',
            'ปีเกิด (พ.ศ.)',
            'ปี พ.ศ.',
            years.map((y) => ({ value: String(y), label: String(y) })),
          )}
        </SimpleGrid>
      </Fieldset.Content>
      {error ? (
        <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
      ) : (
        <Fieldset.HelperText>ผู้สมัครต้องมีอายุ {MIN_AGE_DEFAULT} ปีขึ้นไป</Fieldset.HelperText>
      )}
    </Fieldset.Root>
  );
}
