import { Box, Button, Field, Grid, NativeSelect } from '@chakra-ui/react';
import type { LottoCategory } from '@contract/lotto';
import { CATEGORY_GROUP_NAMES, CATEGORY_GROUPS } from '@contract/lotto-names';
import { bangkokToday } from '@contract/thai-calendar';
import { DrawDateInput } from './DrawDateInput';

export type ResultFilter = { category?: number; date?: string };

/** Which results: one category or all, one draw date or every date (the label shows it in the Buddhist era). */
export function ResultFilters({
  value,
  categories,
  onChange,
}: {
  value: ResultFilter;
  categories: LottoCategory[];
  onChange: (next: ResultFilter) => void;
}) {
  const groups = CATEGORY_GROUPS.map((g) => ({
    code: g,
    name: CATEGORY_GROUP_NAMES[g],
    items: categories.filter((c) => c.group === g),
  })).filter((g) => g.items.length > 0);
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr) minmax(0, 1fr)', md: '280px 280px auto' }} gap="3" alignItems="end" mb="5">
      <Field.Root minW="0">
        <Field.Label fontSize="sm" color="fg.muted">
          ประเภทหวย
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={value.category ?? ''}
            onChange={(e) => onChange({ ...value, category: e.currentTarget.value ? Number(e.currentTarget.value) : undefined })}
            bg="bg.subtle"
            borderColor="gold.900"
          >
            <option value="">ทุกประเภท</option>
            {groups.map((g) => (
              <optgroup key={g.code} label={g.name}>
                {g.items.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root minW="0">
        <Field.Label fontSize="sm" color="fg.muted">
          วันที่ออกผล
        </Field.Label>
        <DrawDateInput label="วันที่ออกผล" value={value.date} max={bangkokToday()} onChange={(date) => onChange({ ...value, date })} />
      </Field.Root>
      {(value.category || value.date) && (
        <Box gridColumn={{ base: 'span 2', md: 'auto' }}>
          <Button variant="outline" colorPalette="gold" onClick={() => onChange({})} w={{ base: 'full', md: 'auto' }}>
            ดูผลล่าสุดทุกประเภท
          </Button>
        </Box>
      )}
    </Grid>
  );
}
