import { ThaiDatePicker } from '@/components/date-picker';

/**
 * The results' draw-date filter: the shared Thai date picker, so the day reads in the Buddhist era
 * ('16 พ.ย. 2569') in the field and in its calendar whatever the phone's locale (the native date
 * box's own picker showed Western years on some phones). Empty is every date.
 */
export function DrawDateInput({
  value,
  max,
  onChange,
  label,
}: {
  value?: string;
  max?: string;
  onChange: (date?: string) => void;
  label: string;
}) {
  return (
    <ThaiDatePicker
      label={label}
      value={value ?? ''}
      max={max}
      placeholder="ทุกวัน"
      bg="bg.subtle"
      borderColor="gold.900"
      onChange={(date) => onChange(date || undefined)}
    />
  );
}
