import { Checkbox, Flex, Heading, Input, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import { AdminCouponBatchBody, AdminCouponBody } from '@contract/admin-promotions';
import { COUPON_KIND_NAMES, COUPON_KINDS } from '@contract/promotions';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  FormField,
  fromBangkokInput,
  num,
  numOrNull,
  PanelForm,
  Select,
  str,
  toBangkokInput,
  useCheckedMutation,
  useDraft,
  WeightsEditor,
  type WeightValues,
  weightsOf,
  weightValuesOf,
} from '../../app/kit';
import { type Coupon, couponKeys, couponsApi, promotionChoicesQuery } from './api';

type Kind = (typeof COUPON_KINDS)[number];
type Values = {
  code: string;
  name: string;
  prefix: string;
  size: string;
  quota: string;
  kind: Kind;
  amount: string;
  promotion_id: string;
  turnover_multiplier: string;
  ownWeights: boolean;
  weights: WeightValues;
  max_withdrawal: string;
  requirement_days: string;
  from: string;
  until: string;
};

/** What `amount` counts for each kind. */
export const AMOUNT_LABELS: Record<Kind, string> = {
  credit: 'เครดิต (บาท)',
  deposit_bonus: 'จำนวน',
  points: 'แต้ม',
  free_spins: 'จำนวนฟรีสปิน (ครั้ง)',
};

const valuesOf = (c: Coupon | null): Values => ({
  code: c?.code ?? '',
  name: c?.name ?? '',
  prefix: '',
  size: '100',
  quota: str(c?.quota),
  kind: c?.kind ?? 'credit',
  amount: c ? str(c.amount || null) : '',
  promotion_id: str(c?.promotion_id),
  turnover_multiplier: str(c?.turnover_multiplier ?? 1),
  ownWeights: Boolean(c?.weights),
  weights: weightValuesOf(c?.weights, 100),
  max_withdrawal: str(c?.max_withdrawal),
  requirement_days: str(c?.requirement_days ?? 7),
  from: toBangkokInput(c?.valid_from),
  until: toBangkokInput(c?.valid_until),
});

/** The request body: one code (code, quota) or a batch (name, prefix, size), with the same terms. */
export function bodyOf(v: Values, batch: boolean): Record<string, unknown> {
  const bonus = v.kind === 'deposit_bonus';
  const credit = v.kind === 'credit';
  const body: Record<string, unknown> = {
    name: v.name,
    kind: v.kind,
    amount: bonus ? 0 : num(v.amount),
    promotion_id: bonus ? (num(v.promotion_id) ?? null) : null,
    // Only a credit coupon carries a requirement of its own (the server keeps these for credit only).
    turnover_multiplier: credit ? (num(v.turnover_multiplier) ?? 0) : 0,
    weights: credit && v.ownWeights ? weightsOf(v.weights) : null,
    max_withdrawal: credit ? numOrNull(v.max_withdrawal) : null,
    requirement_days: credit ? num(v.requirement_days) : (num(v.requirement_days) ?? 7),
    valid_until: fromBangkokInput(v.until),
  };
  const from = fromBangkokInput(v.from);
  if (from) body.valid_from = from;
  if (batch) {
    body.prefix = v.prefix;
    body.size = num(v.size);
  } else {
    body.code = v.code;
    body.quota = numOrNull(v.quota);
  }
  return body;
}

/**
 * One coupon (create or edit) or a batch of unique single-use codes: the kind and what it gives, the
 * requirement it carries, the validity window; Thai errors beside their fields, before and after sending.
 */
export function CouponForm({
  coupon,
  batch = false,
  onDone,
  onBatch,
}: {
  coupon: Coupon | null;
  batch?: boolean;
  onDone: () => void;
  onBatch?: (batch: { batch_id: number; size: number }) => void;
}) {
  const { values, set, bind: text } = useDraft<Values>(() => valuesOf(coupon));
  const bonus = values.kind === 'deposit_bonus';
  const promotions = useQuery({ ...promotionChoicesQuery, enabled: bonus });
  const schema: z.ZodType<AdminCouponBody | AdminCouponBatchBody> = batch ? AdminCouponBatchBody : AdminCouponBody;
  const save = useCheckedMutation({
    schema,
    mutationFn: async (body) => {
      if (batch) {
        const made = await couponsApi.createBatch(body as AdminCouponBatchBody);
        onBatch?.(made);
        return;
      }
      if (coupon) await couponsApi.update(coupon.id, body as AdminCouponBody);
      else await couponsApi.create(body as AdminCouponBody);
    },
    invalidate: couponKeys.all,
    onSuccess: onDone,
    raw: true,
    // The schema checks these only once every field reads; say them at once, beside their fields.
    refused: (body, fields) => {
      if (body.kind === 'deposit_bonus' && body.promotion_id === null) fields.promotion_id ??= 'กรุณาเลือกโปรโมชั่น';
      if (body.kind !== 'deposit_bonus' && !body.amount) fields.amount ??= 'กรุณาระบุจำนวนที่ได้รับ';
    },
  });
  const errors = save.errors;
  return (
    <PanelForm
      title={batch ? 'สร้างชุดโค้ด' : coupon ? `แก้ไขคูปอง ${coupon.code}` : 'สร้างคูปอง'}
      onClose={onDone}
      onSubmit={() => save.submit(bodyOf(values, batch))}
      busy={save.mutation.isPending}
      failure={save.failure}
      submit={batch ? 'สร้างโค้ด' : 'บันทึก'}
    >
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <Flex direction="column" gap="3">
          {batch ? (
            <>
              <FormField label="ชื่อชุดโค้ด" error={errors.name}>
                <Input bg="white" {...text('name')} />
              </FormField>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                <FormField label="คำนำหน้าโค้ด" error={errors.prefix} help="เช่น NEWYEAR (ไม่เกิน 8 ตัว)">
                  <Input bg="white" {...text('prefix')} />
                </FormField>
                <FormField label="จำนวนโค้ด" error={errors.size} help="แต่ละโค้ดใช้ได้ครั้งเดียว">
                  <Input bg="white" inputMode="numeric" {...text('size')} />
                </FormField>
              </SimpleGrid>
            </>
          ) : (
            <>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                <FormField label="โค้ดคูปอง" error={errors.code} help="ตัวอักษรภาษาอังกฤษและตัวเลข ไม่สนตัวพิมพ์เล็ก-ใหญ่">
                  <Input bg="white" textTransform="uppercase" {...text('code')} />
                </FormField>
                <FormField label="จำนวนสิทธิ์ทั้งหมด" error={errors.quota} help="เว้นว่าง = ไม่จำกัด (สมาชิกใช้ได้คนละครั้ง)">
                  <Input bg="white" inputMode="numeric" {...text('quota')} />
                </FormField>
              </SimpleGrid>
              <FormField label="ชื่อคูปอง" error={errors.name}>
                <Input bg="white" {...text('name')} />
              </FormField>
            </>
          )}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <FormField label="ประเภทคูปอง" error={errors.kind}>
              <Select
                label="ประเภทคูปอง"
                value={values.kind}
                options={COUPON_KINDS}
                names={COUPON_KIND_NAMES}
                onChange={(kind) => set({ kind })}
                maxW="full"
              />
            </FormField>
            {bonus ? (
              <FormField label="โปรโมชั่นที่ได้รับ" error={errors.promotion_id}>
                <NativeSelect.Root bg="white">
                  <NativeSelect.Field
                    aria-label="โปรโมชั่นที่ได้รับ"
                    value={values.promotion_id}
                    onChange={(e) => set({ promotion_id: e.target.value })}
                  >
                    <option value="">{promotions.isPending ? 'กำลังโหลด...' : 'เลือกโปรโมชั่น'}</option>
                    {promotions.data?.items.map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.title}
                        {p.status !== 'active' ? ' (ไม่เปิดใช้งาน)' : ''}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            ) : (
              <FormField label={AMOUNT_LABELS[values.kind]} error={errors.amount}>
                <Input bg="white" inputMode="decimal" {...text('amount')} />
              </FormField>
            )}
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <FormField label="ใช้ได้ตั้งแต่ (เวลาไทย)" error={errors.valid_from} help="เว้นว่าง = ทันที">
              <Input type="datetime-local" bg="white" {...text('from')} />
            </FormField>
            <FormField label="หมดอายุ (เวลาไทย)" error={errors.valid_until} help="เว้นว่าง = ไม่มีกำหนด">
              <Input type="datetime-local" bg="white" {...text('until')} />
            </FormField>
          </SimpleGrid>
        </Flex>
        <Flex direction="column" gap="3">
          <Heading size="sm" color="gray.700">
            เงื่อนไขการถอน
          </Heading>
          {values.kind !== 'credit' ? (
            <Text fontSize="sm" color="gray.600">
              {bonus ? 'คูปองโบนัสเงินฝากใช้เงื่อนไขของโปรโมชั่นที่เลือก' : 'คูปองประเภทนี้ไม่มีเงื่อนไขการถอน'}
            </Text>
          ) : (
            <>
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
                <FormField label="เทิร์น (เท่าของเครดิต)" error={errors.turnover_multiplier} help="0 = ไม่ติดเทิร์น">
                  <Input bg="white" inputMode="decimal" {...text('turnover_multiplier')} />
                </FormField>
                <FormField label="ถอนได้สูงสุด (บาท)" error={errors.max_withdrawal} help="เว้นว่าง = ไม่จำกัด">
                  <Input bg="white" inputMode="decimal" {...text('max_withdrawal')} />
                </FormField>
                <FormField label="ระยะเวลา (วัน)" error={errors.requirement_days}>
                  <Input bg="white" inputMode="numeric" {...text('requirement_days')} />
                </FormField>
              </SimpleGrid>
              <Checkbox.Root checked={values.ownWeights} onCheckedChange={(e) => set({ ownWeights: e.checked === true })}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>กำหนดสัดส่วนเกมเอง (ไม่เลือก = ทุกเกมนับเต็ม)</Checkbox.Label>
              </Checkbox.Root>
              {values.ownWeights && <WeightsEditor values={values.weights} errors={errors} onChange={(weights) => set({ weights })} />}
            </>
          )}
        </Flex>
      </SimpleGrid>
    </PanelForm>
  );
}
