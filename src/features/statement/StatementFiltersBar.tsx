import { Box, Button, Flex, Grid, Text } from '@chakra-ui/react';
import { STATEMENT_GROUP_NAMES, STATEMENT_GROUPS, type StatementGroup } from '@contract/statement-groups';
import { ThaiDatePicker } from '@/components/date-picker';
import { FormField } from '@/components/form';
import type { StatementFilters } from './api';
import { quickRanges } from './dates';

type Props = { value: StatementFilters; onChange: (next: StatementFilters) => void; errors: { from?: string; to?: string } };

/**
 * Group chips (ฝาก, ถอน, เกม, หวย, กีฬา, โบนัส, อื่น ๆ: several at once, 'ทั้งหมด' clears them; each
 * stands for its ledger kinds, contract/statement-groups.ts), quick ranges and the from/to Thai date pickers.
 */
export function StatementFiltersBar({ value, onChange, errors }: Props) {
  const toggle = (group: StatementGroup) =>
    onChange({ ...value, groups: value.groups.includes(group) ? value.groups.filter((g) => g !== group) : [...value.groups, group] });
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
        <Chip active={value.groups.length === 0} onClick={() => onChange({ ...value, groups: [] })}>
          ทั้งหมด
        </Chip>
        {STATEMENT_GROUPS.map((g) => (
          <Chip key={g} active={value.groups.includes(g)} onClick={() => toggle(g)}>
            {STATEMENT_GROUP_NAMES[g]}
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
        <FormField label="ตั้งแต่วันที่" error={errors.from}>
          <ThaiDatePicker
            label="ตั้งแต่วันที่"
            name="from"
            value={value.from}
            max={value.to || undefined}
            placeholder="ทุกวัน"
            onChange={(from) => onChange({ ...value, from })}
          />
        </FormField>
        <FormField label="ถึงวันที่" error={errors.to}>
          <ThaiDatePicker
            label="ถึงวันที่"
            name="to"
            value={value.to}
            min={value.from || undefined}
            placeholder="ทุกวัน"
            onChange={(to) => onChange({ ...value, to })}
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
