import { Box, Button, Flex, Input, NativeSelect, Text } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';

type Option = { value: string; label: string };
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
  statuses: Option[];
  kinds?: Option[];
  onApply: (v: FilterValues) => void;
  /** Shown at the end of the row (the export button). */
  children?: ReactNode;
}) {
  const [draft, setDraft] = useState(values);
  // The address can change on its own (back button, another tab of the page).
  const key = JSON.stringify(values);
  useEffect(() => setDraft(JSON.parse(key) as FilterValues), [key]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  const amount = (v: string) => v.replace(/[^\d.]/g, '');
  return (
    <form onSubmit={submit} aria-label={label}>
      <Flex gap="2" wrap="wrap" align="center">
        <NativeSelect.Root size="sm" maxW="40" bg="white">
          <NativeSelect.Field aria-label="สถานะ" value={draft.status} onChange={(e) => onApply({ ...draft, status: e.target.value })}>
            {statuses.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {kinds && (
          <NativeSelect.Root size="sm" maxW="32" bg="white">
            <NativeSelect.Field aria-label="ประเภท" value={draft.kind} onChange={(e) => onApply({ ...draft, kind: e.target.value })}>
              {kinds.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
        <Text fontSize="sm" color="gray.600">
          ตั้งแต่
        </Text>
        <Input
          size="sm"
          type="date"
          bg="white"
          maxW="36"
          aria-label="ตั้งแต่วันที่"
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
        <Text fontSize="sm" color="gray.600">
          ถึง
        </Text>
        <Input
          size="sm"
          type="date"
          bg="white"
          maxW="36"
          aria-label="ถึงวันที่"
          value={draft.to}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
        />
        <Input
          size="sm"
          bg="white"
          maxW="20"
          inputMode="decimal"
          placeholder="ยอดต่ำสุด"
          aria-label="ยอดต่ำสุด"
          value={draft.min}
          onChange={(e) => setDraft({ ...draft, min: amount(e.target.value) })}
        />
        <Input
          size="sm"
          bg="white"
          maxW="20"
          inputMode="decimal"
          placeholder="ยอดสูงสุด"
          aria-label="ยอดสูงสุด"
          value={draft.max}
          onChange={(e) => setDraft({ ...draft, max: amount(e.target.value) })}
        />
        <Button size="sm" type="submit" colorPalette="blue">
          กรอง
        </Button>
        {children && <Box ml="auto">{children}</Box>}
      </Flex>
    </form>
  );
}
