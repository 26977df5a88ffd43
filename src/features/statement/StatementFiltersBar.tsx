import { Box, Button, Flex, Grid, Input, Text } from '@chakra-ui/react';
import { STATEMENT_KIND_NAMES, type StatementKind } from '@contract/statement';
import { FormField } from '@/components/form';
import { formatThaiDate } from '@/lib/format';
import type { StatementFilters } from './api';
import { quickRanges } from './dates';

/** The kinds a member's statement can hold: points are not money and never appear in it. */
const STATEMENT_FILTER_KINDS = (Object.keys(STATEMENT_KIND_NAMES) as StatementKind[]).filter((k) => !k.startsWith('points_'));

type Props = { value: StatementFilters; onChange: (next: StatementFilters) => void; errors: { from?: string; to?: string } };

const dateLabel = (label: string, iso: string) => (iso ? `${label} (${formatThaiDate(iso)})` : label);

/** Type chips (several at once, 'ทั้งหมด' clears them), quick ranges and the from/to dates. */
export function StatementFiltersBar({ value, onChange, errors }: Props) {
  const toggle = (kind: string) =>
    onChange({ ...value, types: value.types.includes(kind) ? value.types.filter((k) => k !== kind) : [...value.types, kind] });
  const ranges = quickRanges();
  return (
    <Box bg="bg.panel" rounded="2xl" borderWidth="1px" borderColor="border.muted" p={{ base: '3', sm: '5' }}>
      <Text fontSize="sm" color="fg.muted" mb="2">
        ประเภทรายการ
      </Text>
      <Flex
        gap="2"
        role="group"
        aria-label="ประเภทรายการ"
        overflowX={{ base: 'auto', md: 'visible' }}
        wrap={{ base: 'nowrap', md: 'wrap' }}
        pb={{ base: '1', md: '0' }}
        css={{ scrollbarWidth: 'none' }}
      >
        <Chip active={value.types.length === 0} onClick={() => onChange({ ...value, types: [] })}>
          ทั้งหมด
        </Chip>
        {STATEMENT_FILTER_KINDS.map((k) => (
          <Chip key={k} active={value.types.includes(k)} onClick={() => toggle(k)}>
            {STATEMENT_KIND_NAMES[k]}
          </Chip>
        ))}
      </Flex>
      <Flex gap="2" mt="4" wrap="wrap" role="group" aria-label="ช่วงเวลา">
        {ranges.map((r) => (
          <Chip
            key={r.key}
            active={value.from === r.from && value.to === r.to}
            onClick={() => onChange({ ...value, from: r.from, to: r.to })}
          >
            {r.label}
          </Chip>
        ))}
        <Chip active={!value.from && !value.to} onClick={() => onChange({ ...value, from: '', to: '' })}>
          ทุกวัน
        </Chip>
      </Flex>
      <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="3" mt="3">
        <FormField label={dateLabel('ตั้งแต่วันที่', value.from)} error={errors.from}>
          <Input
            type="date"
            name="from"
            value={value.from}
            max={value.to || undefined}
            onChange={(e) => onChange({ ...value, from: e.target.value })}
          />
        </FormField>
        <FormField label={dateLabel('ถึงวันที่', value.to)} error={errors.to}>
          <Input
            type="date"
            name="to"
            value={value.to}
            min={value.from || undefined}
            onChange={(e) => onChange({ ...value, to: e.target.value })}
          />
        </FormField>
      </Grid>
    </Box>
  );
}

function Chip({ active, onClick, children }: { active: boolean; onClick: () => void; children: string }) {
  return (
    <Button
      type="button"
      size="sm"
      rounded="full"
      flexShrink={0}
      colorPalette="gold"
      variant={active ? 'solid' : 'outline'}
      aria-pressed={active}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
