import { Box, Button, Field, Flex } from '@chakra-ui/react';
import { bangkokToday } from '@contract/thai-calendar';
import { type QueryKey, type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { ThaiDatePicker } from '@/components/date-picker';
import { issuesOf } from './form';
import { daysBefore } from './format';
import { StatusBadge } from './notice';
import { keep } from './route';
import { Empty, Loaded } from './states';

/** A report's Bangkok days, both included (YYYY-MM-DD). */
export type DayRange = { from: string; to: string };

/**
 * A range's fields in a route's search (`from`, `to`), each checked by its query schema's own field
 * (contract/); absent, or refused, means the page's default range (rangeOf).
 */
export function rangeSearch<F extends z.ZodType, T extends z.ZodType>(query: { shape: { from: F; to: T } }) {
  return { from: keep(query.shape.from), to: keep(query.shape.to) };
}

/** The range a route's search names, or the last `days` days up to today where it names none. */
export function rangeOf(search: { from?: string; to?: string }, days: number): DayRange {
  const today = bangkokToday();
  return { from: search.from || daysBefore(today, days - 1), to: search.to || today };
}

/**
 * The report range form of every daily report: from and to in the Thai date picker (Buddhist-era
 * years whatever the browser's locale; the values stay ISO days), checked by the report's own query
 * schema (contract/) before the range is applied, its Thai messages beside the dates.
 */
export function ReportRangeForm({
  range,
  schema,
  onApply,
  label = 'ช่วงวันที่รายงาน',
}: {
  range: DayRange;
  schema: z.ZodType;
  onApply: (range: DayRange) => void;
  label?: string;
}) {
  const [draft, setDraft] = useState(range);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const checked = schema.safeParse(draft);
    if (!checked.success) return setErrors(issuesOf(checked.error));
    setErrors({});
    onApply(draft);
  };
  const day = (key: keyof DayRange, name: string) => (
    <Field.Root maxW="44" invalid={Boolean(errors[key])}>
      <Field.Label fontSize="sm">{name}</Field.Label>
      <ThaiDatePicker
        label={name}
        value={draft[key]}
        onChange={(day) => setDraft({ ...draft, [key]: day })}
        clearable={false}
        colorPalette="blue"
        bg="white"
      />
      <Field.ErrorText>{errors[key]}</Field.ErrorText>
    </Field.Root>
  );
  return (
    <form onSubmit={apply} aria-label={label} noValidate>
      <Flex gap="3" mb="4" wrap="wrap" align="end">
        {day('from', 'ตั้งแต่วันที่')}
        {day('to', 'ถึงวันที่')}
        <Button type="submit" colorPalette="blue">
          แสดงรายงาน
        </Button>
      </Flex>
    </form>
  );
}

/**
 * A report day's job: computed, still open (`waiting`), or closed and not computed, when `run` (for a
 * role that manages) offers "คำนวณงวดนี้".
 */
export function JobState({
  done,
  open,
  waiting,
  run,
}: {
  done: boolean;
  open: boolean;
  waiting: string;
  run?: { label: string; busy: boolean; disabled: boolean; onRun: () => void } | false;
}) {
  return (
    <Flex gap="2" align="center">
      {done ? (
        <StatusBadge colour="green">คำนวณแล้ว</StatusBadge>
      ) : open ? (
        <StatusBadge colour="gray">{waiting}</StatusBadge>
      ) : (
        <StatusBadge colour="orange">ยังไม่คำนวณ</StatusBadge>
      )}
      {run && !done && !open && (
        <Button
          size="xs"
          variant="outline"
          colorPalette="blue"
          aria-label={run.label}
          loading={run.busy}
          disabled={run.disabled}
          onClick={run.onRun}
        >
          คำนวณงวดนี้
        </Button>
      )}
    </Flex>
  );
}

/** A daily report's range (from the route's search), whether its query schema takes it, and its query. */
export type DailyReportState<T> = { range: DayRange; valid: boolean; query: UseQueryResult<T>; schema: z.ZodType };

/**
 * A daily report read: the range the route's search names (the last `days` days by default), checked
 * by the report's query schema (contract/) before anything is asked.
 */
export function useDailyReport<T, K extends QueryKey>(
  search: { from?: string; to?: string },
  days: number,
  schema: z.ZodType,
  options: (range: DayRange) => UseQueryOptions<T, Error, T, K>,
): DailyReportState<T> {
  const range = rangeOf(search, days);
  const valid = schema.safeParse(range).success;
  const query = useQuery({ ...options(range), enabled: valid });
  return { range, valid, query, schema };
}

/**
 * A daily report on a page: the range form, `above` (a notice), then the report's states (a range
 * that is not valid, loading, failure, `empty` without rows) and the report.
 */
export function DailyReport<T>({
  report,
  onApply,
  label,
  above,
  empty,
  children,
}: {
  report: DailyReportState<T>;
  onApply: (range: DayRange) => void;
  label?: string;
  above?: ReactNode;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  return (
    <Box>
      <ReportRangeForm range={report.range} schema={report.schema} onApply={onApply} label={label} />
      {above}
      {report.valid ? (
        <Loaded query={report.query} empty={empty}>
          {children}
        </Loaded>
      ) : (
        <Empty>ช่วงวันที่ไม่ถูกต้อง กรุณาเลือกใหม่</Empty>
      )}
    </Box>
  );
}
