import { Badge, Box, Field, Flex, Input, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import { PROMOTION_STATUS_NAMES, PROMOTION_STATUSES } from '@contract/admin-promotions';
import { GAME_CATEGORY_NAMES } from '@contract/games-names';
import type { ProductWeights } from '@contract/promotions';
import { type Product, TURNOVER_PRODUCTS } from '@contract/turnover';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-error';
import { allows, useSession } from '../../app/session';

/**
 * What the promotions, coupons and requirements pages share: Thai product names, the weights editor,
 * a labelled field with its error beside it, form number parsing, Bangkok time inputs, the status badge
 * and "may this operator change things" (admin and support manage, finance reads; the server checks too).
 */

export const PRODUCT_NAMES: Record<Product, string> = { ...GAME_CATEGORY_NAMES, lotto: 'หวย' };
export const PRODUCTS = TURNOVER_PRODUCTS;

/** Admin and support change promotions, coupons and requirements; finance only reads. */
export function useManages(): boolean {
  return allows(useSession()?.role, ['support']);
}

export type PromoStatus = (typeof PROMOTION_STATUSES)[number];
const STATUS_COLOURS: Record<PromoStatus, string> = { active: 'green', paused: 'orange', ended: 'gray' };
export const STATUS_OPTIONS = PROMOTION_STATUSES;
export const statusName = (s: PromoStatus) => PROMOTION_STATUS_NAMES[s];

export function StatusBadge({ status }: { status: PromoStatus }) {
  return (
    <Badge colorPalette={STATUS_COLOURS[status]} variant="subtle" whiteSpace="nowrap">
      {PROMOTION_STATUS_NAMES[status]}
    </Badge>
  );
}

/** A form's number: empty is "not given" (undefined: the schema says it is missing), commas ignored. */
export const num = (s: string): number | undefined => (s.trim() === '' ? undefined : Number(s.replaceAll(',', '').trim()));
/** A nullable number: empty means none (null). */
export const numOrNull = (s: string): number | null => (s.trim() === '' ? null : Number(s.replaceAll(',', '').trim()));
export const str = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** Datetime-local values in Bangkok time and back. */
export { fromBangkokInput, toBangkokInput } from '@contract/thai-calendar';

/** The Thai message of each field a schema refused (dotted path -> first message). */
export function issuesOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[issue.path.map(String).join('.') || 'form'] ??= issue.message;
  return out;
}

/** A 422's fields (dotted path -> Thai message), else nothing. */
export const serverFields = (error: unknown): Record<string, string> => (error instanceof ApiError ? error.fields : {});

/** A labelled input with its error (or help) right under it. */
export function FormField({
  label,
  error,
  help,
  children,
  maxW,
}: {
  label: string;
  error?: string;
  help?: ReactNode;
  children: ReactNode;
  maxW?: string;
}) {
  return (
    <Field.Root invalid={Boolean(error)} maxW={maxW}>
      <Field.Label>{label}</Field.Label>
      {children}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : help ? <Field.HelperText>{help}</Field.HelperText> : null}
    </Field.Root>
  );
}

/** A select of fixed options with Thai names. */
export function Select<T extends string>({
  label,
  value,
  options,
  names,
  onChange,
  maxW = '56',
}: {
  label: string;
  value: T | '';
  options: readonly (T | '')[];
  names: Record<string, string>;
  onChange: (v: T) => void;
  maxW?: string;
}) {
  return (
    <NativeSelect.Root maxW={maxW} bg="white">
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {names[o]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export type WeightValues = Record<Product, string>;
export const weightValuesOf = (w: ProductWeights | null | undefined, fallback: number): WeightValues =>
  Object.fromEntries(PRODUCTS.map((p) => [p, str(w ? (w[p] ?? 0) : fallback)])) as WeightValues;
/** Every product's weight as a number (empty = 0), so the schema checks each one. */
export const weightsOf = (v: WeightValues): Record<string, number | undefined> =>
  Object.fromEntries(PRODUCTS.map((p) => [p, v[p].trim() === '' ? 0 : num(v[p])]));

/** The percent of each stake that counts toward the turnover, per product (0-100). */
export function WeightsEditor({
  values,
  errors,
  onChange,
  disabled,
}: {
  values: WeightValues;
  errors: Record<string, string>;
  onChange: (v: WeightValues) => void;
  disabled?: boolean;
}) {
  return (
    <Box>
      <Text fontSize="sm" fontWeight="medium" mb="1">
        สัดส่วนยอดเล่นที่นับเป็นเทิร์น (%)
      </Text>
      <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="2">
        {PRODUCTS.map((p) => (
          <FormField key={p} label={PRODUCT_NAMES[p]} error={errors[`weights.${p}`]}>
            <Input
              inputMode="numeric"
              bg="white"
              value={values[p]}
              disabled={disabled}
              onChange={(e) => onChange({ ...values, [p]: e.target.value })}
            />
          </FormField>
        ))}
      </SimpleGrid>
      {errors.weights && (
        <Text color="red.600" fontSize="sm" mt="1">
          {errors.weights}
        </Text>
      )}
    </Box>
  );
}

/** "สล็อต 100% · คาสิโน 50%": the products that count, at their weights. */
export function weightsText(w: ProductWeights | null | undefined): string {
  if (!w) return '-';
  const parts = PRODUCTS.filter((p) => (w[p] ?? 0) > 0).map((p) => `${PRODUCT_NAMES[p]} ${w[p]}%`);
  return parts.length ? parts.join(' · ') : 'ไม่นับเกมใด';
}

/** A small done/required bar with the figures. */
export function Progress({ done, required, label }: { done: number; required: number; label: string }) {
  const pct = required > 0 ? Math.min(100, (done / required) * 100) : 100;
  return (
    <Box minW="32">
      <Box
        h="1.5"
        bg="gray.200"
        borderRadius="full"
        overflow="hidden"
        role="progressbar"
        aria-label={label}
        aria-valuenow={Math.round(pct)}
      >
        <Box h="full" w={`${pct}%`} bg={pct >= 100 ? 'green.500' : 'blue.500'} />
      </Box>
      <Flex justify="space-between" fontSize="xs" color="gray.600" mt="0.5" gap="2">
        <Text>{pct.toFixed(1)}%</Text>
      </Flex>
    </Box>
  );
}
