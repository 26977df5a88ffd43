import { Box, Button, Field, Flex, Input } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ThaiDatePicker, type ThaiDatePickerProps } from '@/components/date-picker';
import { Select } from './form';
import { type AdminRouteId, type SearchOf, useView } from './route';

/**
 * A list's filter row: the fields, "ค้นหา" when typed filters apply on submit, "ล้างตัวกรอง" while
 * any filter is set, and on the right the list's own actions (CSV, "add").
 */
export function FilterBar({
  label,
  onSubmit,
  onClear,
  submit = 'ค้นหา',
  actions,
  children,
}: {
  label: string;
  onSubmit?: () => void;
  /** Given while the list is filtered. */
  onClear?: (() => void) | false;
  submit?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const row = (
    <Flex gap="2" mb="4" wrap="wrap" align="end" role={onSubmit ? undefined : 'group'} aria-label={onSubmit ? undefined : label}>
      {children}
      {onSubmit && (
        <Button type="submit" colorPalette="blue">
          {submit}
        </Button>
      )}
      {onClear && (
        <Button variant="ghost" onClick={onClear}>
          ล้างตัวกรอง
        </Button>
      )}
      <Box flex="1" />
      {actions}
    </Flex>
  );
  // Typed filters apply on submit (a form); selects apply as they change (a group).
  if (!onSubmit) return row;
  return (
    <form
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {row}
    </form>
  );
}

/** The member box of many filters: a phone number or a member id. */
export function MemberInput({
  value,
  onChange,
  maxW = '56',
  placeholder = 'เบอร์โทรหรือรหัสสมาชิก',
  maxLength = 20,
}: {
  value: string;
  onChange: (v: string) => void;
  maxW?: string;
  placeholder?: string;
  maxLength?: number;
}) {
  return (
    <Input
      bg="white"
      maxW={maxW}
      placeholder={placeholder}
      aria-label="ค้นหาสมาชิก"
      maxLength={maxLength}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/**
 * The back office's date field: the shared Thai date picker (src/components/date-picker) in the
 * kit's blue on white. A page with a date box of its own uses this, never `<Input type="date">`.
 */
export function DayPicker(props: Omit<ThaiDatePickerProps, 'colorPalette' | 'bg'>) {
  return <ThaiDatePicker colorPalette="blue" bg="white" {...props} />;
}

/**
 * A day filter with its small label above (`label` also names the field): the Thai date picker, so
 * every back-office date reads in the Buddhist era whatever the browser's locale; '' is "any day".
 */
export function DayInput({
  label,
  value,
  onChange,
  caption = label,
  min,
  max,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  caption?: string;
  min?: string;
  max?: string;
}) {
  return (
    <Field.Root maxW="44">
      <Field.Label fontSize="xs">{caption}</Field.Label>
      <DayPicker label={label} value={value} onChange={onChange} min={min} max={max} />
    </Field.Root>
  );
}

/**
 * A list filter kept in its route's search under `name`: one of `options`, or every value (the key
 * absent; the '' entry of `names` names it). A change goes back to the list's first page (`page`,
 * or the list's own page key).
 */
export function SearchSelect<const Id extends AdminRouteId>({
  route,
  name,
  label,
  options,
  names,
  pageKey = 'page' as keyof SearchOf<Id> & string,
  maxW = '44',
}: {
  route: Id;
  name: keyof SearchOf<Id> & string;
  label: string;
  options: readonly string[];
  names: Partial<Record<string, string>>;
  pageKey?: keyof SearchOf<Id> & string;
  maxW?: string;
}) {
  const [view, set] = useView(route);
  const value = (view as Record<string, unknown>)[name];
  return (
    <Select
      label={label}
      value={value === undefined ? '' : String(value)}
      options={['', ...options]}
      names={names}
      onChange={(v) => set({ [name]: v === '' ? undefined : v, [pageKey]: 1 } as Partial<SearchOf<Id>>)}
      maxW={maxW}
    />
  );
}
