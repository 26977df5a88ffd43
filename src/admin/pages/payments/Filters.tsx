import { Box, Input, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect, useState } from 'react';
import { DayPicker, FilterBar, Select } from '../../app/kit';

export type FilterValues = { status: string; kind?: string; from: string; to: string; min: string; max: string };

/**
 * The filters of a deposits list: status (and kind), a range of days and of amounts. The selects
 * apply at once; dates and amounts on "กรอง" (or Enter). `onApply` gets every value.
 */
export function Filters({
  label,
  values,
  statuses,
  kinds,
  onApply,
  children,
}: {
  label: string;
  values: FilterValues;
  statuses: Record<string, string>;
  kinds?: Record<string, string>;
  onApply: (v: FilterValues) => void;
  /** Shown at the end of the row (the export button). */
  children?: ReactNode;
}) {
  const [draft, setDraft] = useState(values);
  // The address can change on its own (back button, another tab of the page).
  const key = JSON.stringify(values);
  useEffect(() => setDraft(JSON.parse(key) as FilterValues), [key]);
  const amount = (v: string) => v.replace(/[^\d.]/g, '');
  const day = (field: 'from' | 'to', name: string) => (
    <Box maxW="36" w="full">
      <DayPicker
        label={name}
        size="sm"
        value={draft[field]}
        min={field === 'to' ? draft.from || undefined : undefined}
        max={field === 'from' ? draft.to || undefined : undefined}
        onChange={(v) => setDraft({ ...draft, [field]: v })}
      />
    </Box>
  );
  const box = (field: 'min' | 'max', name: string, extra: Record<string, string>) => (
    <Input
      size="sm"
      bg="white"
      aria-label={name}
      value={draft[field]}
      onChange={(e) => setDraft({ ...draft, [field]: amount(e.target.value) })}
      {...extra}
    />
  );
  return (
    <FilterBar label={label} submit="กรอง" onSubmit={() => onApply(draft)} actions={children}>
      <Select
        label="สถานะ"
        value={draft.status}
        options={Object.keys(statuses)}
        names={statuses}
        onChange={(status) => onApply({ ...draft, status })}
        maxW="40"
      />
      {kinds && (
        <Select
          label="ประเภท"
          value={draft.kind ?? ''}
          options={Object.keys(kinds)}
          names={kinds}
          onChange={(kind) => onApply({ ...draft, kind })}
          maxW="32"
        />
      )}
      <Text fontSize="sm" color="gray.600" alignSelf="center">
        ตั้งแต่
      </Text>
      {day('from', 'ตั้งแต่วันที่')}
      <Text fontSize="sm" color="gray.600" alignSelf="center">
        ถึง
      </Text>
      {day('to', 'ถึงวันที่')}
      {box('min', 'ยอดต่ำสุด', { inputMode: 'decimal', placeholder: 'ยอดต่ำสุด', maxW: '20' })}
      {box('max', 'ยอดสูงสุด', { inputMode: 'decimal', placeholder: 'ยอดสูงสุด', maxW: '20' })}
    </FilterBar>
  );
}
