import { Box, Flex, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { GAME_CATEGORY_NAMES } from '@contract/games-names';
import type { ProductWeights } from '@contract/promotions';
import { type Product, TURNOVER_PRODUCTS } from '@contract/turnover';
import { FormField, num, str } from './form';

/** The products turnover, rewards and points count per (game categories and lotto), with Thai names. */
export const PRODUCTS = TURNOVER_PRODUCTS;
export const PRODUCT_NAMES: Record<Product, string> = { ...GAME_CATEGORY_NAMES, lotto: 'หวย' };

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

/** A small done/required bar (a turnover's progress). */
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
