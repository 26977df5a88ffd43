import { Flex, Heading, Input, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { AdminPromotionBody } from '@contract/admin-promotions';
import {
  FORFEIT_RULE_NAMES,
  FORFEIT_RULES,
  PROMOTION_TYPE_NAMES,
  PROMOTION_TYPES,
  REQUIREMENT_KINDS,
  TURNOVER_BASE_NAMES,
  TURNOVER_BASES,
} from '@contract/promotions';
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
import { type Promotion, promotionKeys, promotionsApi } from './api';

type PromotionType = (typeof PROMOTION_TYPES)[number];
type Values = {
  title: string;
  description: string;
  terms: string;
  image: string;
  type: PromotionType;
  visibility: 'public' | 'coupon';
  percent: string;
  fixed_bonus: string;
  max_bonus: string;
  min_deposit: string;
  requirement_kind: (typeof REQUIREMENT_KINDS)[number];
  turnover_multiplier: string;
  turnover_base: (typeof TURNOVER_BASES)[number];
  weights: WeightValues;
  max_withdrawal: string;
  balance_floor: string;
  requirement_days: string;
  forfeit_rule: (typeof FORFEIT_RULES)[number];
  starts: string;
  ends: string;
  sort: string;
};

export const REQUIREMENT_KIND_NAMES: Record<string, string> = { turnover: 'ทำเทิร์น', balance: 'ทำยอด' };
const VISIBILITY_NAMES: Record<string, string> = { public: 'แสดงให้สมาชิกทุกคน', coupon: 'เฉพาะผ่านคูปอง' };

const valuesOf = (p: Promotion | null): Values => ({
  title: p?.title ?? '',
  description: p?.description ?? '',
  terms: p?.terms ?? '',
  image: p?.image ?? '',
  type: p?.type ?? 'first_deposit',
  visibility: p?.visibility ?? 'public',
  percent: p ? str(p.percent || null) : '',
  fixed_bonus: p ? str(p.fixed_bonus || null) : '',
  max_bonus: str(p?.max_bonus),
  min_deposit: str(p?.min_deposit ?? 100),
  requirement_kind: p?.requirement_kind ?? 'turnover',
  turnover_multiplier: str(p?.turnover_multiplier),
  turnover_base: p?.turnover_base ?? 'deposit_bonus',
  weights: weightValuesOf(p?.weights, 100),
  max_withdrawal: str(p?.max_withdrawal),
  balance_floor: str(p?.balance_floor ?? 5),
  requirement_days: str(p?.requirement_days ?? 7),
  forfeit_rule: p?.forfeit_rule ?? 'bonus_and_winnings',
  starts: toBangkokInput(p?.starts_at),
  ends: toBangkokInput(p?.ends_at),
  sort: str(p?.sort ?? 0),
});

/** The request body, numbers as numbers; the contract's schema checks the rest (the same one the server uses). */
export function bodyOf(v: Values): Record<string, unknown> {
  const fixed = v.type === 'fixed';
  const body: Record<string, unknown> = {
    title: v.title,
    description: v.description,
    terms: v.terms,
    image: v.image.trim() || null,
    type: v.type,
    visibility: v.visibility,
    percent: fixed ? 0 : num(v.percent),
    fixed_bonus: fixed ? num(v.fixed_bonus) : 0,
    max_bonus: fixed ? null : numOrNull(v.max_bonus),
    min_deposit: num(v.min_deposit) ?? 0,
    requirement_kind: v.requirement_kind,
    turnover_multiplier: num(v.turnover_multiplier),
    turnover_base: v.turnover_base,
    weights: weightsOf(v.weights),
    max_withdrawal: numOrNull(v.max_withdrawal),
    balance_floor: num(v.balance_floor) ?? 0,
    requirement_days: num(v.requirement_days),
    forfeit_rule: v.forfeit_rule,
    ends_at: fromBangkokInput(v.ends),
    sort: num(v.sort) ?? 0,
  };
  const starts = fromBangkokInput(v.starts);
  if (starts) body.starts_at = starts;
  return body;
}

/**
 * Creating or editing a promotion: every setting of AdminPromotionBody, Thai errors beside their
 * fields (the contract's schema before sending, a 422's fields after).
 */
export function PromotionForm({ promotion, onDone }: { promotion: Promotion | null; onDone: () => void }) {
  const { values, set, bind: text } = useDraft<Values>(() => valuesOf(promotion));
  const save = useCheckedMutation({
    schema: AdminPromotionBody,
    mutationFn: (body) => (promotion ? promotionsApi.update(promotion.id, body) : promotionsApi.create(body)),
    invalidate: promotionKeys.all,
    onSuccess: onDone,
    raw: true,
    // The schema checks the bonus only once every field reads; say it at once, beside its field.
    refused: (body, fields) => {
      if (body.type === 'fixed' && !body.fixed_bonus) fields.fixed_bonus ??= 'โปรโมชั่นแบบโบนัสคงที่ต้องระบุจำนวนโบนัส';
      if (body.type !== 'fixed' && !body.percent) fields.percent ??= 'กรุณาระบุเปอร์เซ็นต์โบนัส';
    },
  });
  const errors = save.errors;
  const fixed = values.type === 'fixed';
  const balance = values.requirement_kind === 'balance';
  return (
    <PanelForm
      title={promotion ? `แก้ไขโปรโมชั่น ${promotion.title}` : 'สร้างโปรโมชั่น'}
      onClose={onDone}
      onSubmit={() => save.submit(bodyOf(values))}
      busy={save.mutation.isPending}
      failure={save.failure}
      note={
        Object.keys(errors).length > 0 &&
        !errors.form && (
          <Text role="alert" color="red.600" mt="3" fontSize="sm">
            กรุณาแก้ไขช่องที่มีข้อความสีแดง
          </Text>
        )
      }
    >
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <Flex direction="column" gap="3">
          <Heading size="sm" color="gray.700">
            รายละเอียด
          </Heading>
          <FormField label="ชื่อโปรโมชั่น" error={errors.title}>
            <Input bg="white" {...text('title')} />
          </FormField>
          <FormField label="คำอธิบาย" error={errors.description}>
            <Textarea bg="white" rows={2} {...text('description')} />
          </FormField>
          <FormField label="เงื่อนไข (บรรทัดละข้อ)" error={errors.terms}>
            <Textarea bg="white" rows={4} {...text('terms')} />
          </FormField>
          <FormField label="รูปภาพ (พาธ / หรือ https://)" error={errors.image}>
            <Input bg="white" {...text('image')} />
          </FormField>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <FormField label="เริ่ม (เวลาไทย)" error={errors.starts_at} help="เว้นว่าง = เริ่มทันที">
              <Input type="datetime-local" bg="white" {...text('starts')} />
            </FormField>
            <FormField label="สิ้นสุด (เวลาไทย)" error={errors.ends_at} help="เว้นว่าง = ไม่มีกำหนด">
              <Input type="datetime-local" bg="white" {...text('ends')} />
            </FormField>
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <FormField label="การแสดงผล" error={errors.visibility}>
              <Select
                label="การแสดงผล"
                value={values.visibility}
                options={['public', 'coupon']}
                names={VISIBILITY_NAMES}
                onChange={(visibility) => set({ visibility })}
                maxW="full"
              />
            </FormField>
            <FormField label="ลำดับการแสดง" error={errors.sort}>
              <Input bg="white" inputMode="numeric" {...text('sort')} />
            </FormField>
          </SimpleGrid>
        </Flex>

        <Flex direction="column" gap="3">
          <Heading size="sm" color="gray.700">
            โบนัส
          </Heading>
          <FormField label="ประเภทโปรโมชั่น" error={errors.type}>
            <Select
              label="ประเภทโปรโมชั่น"
              value={values.type}
              options={PROMOTION_TYPES}
              names={PROMOTION_TYPE_NAMES}
              onChange={(type) => set({ type })}
              maxW="full"
            />
          </FormField>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            {fixed ? (
              <FormField label="โบนัสคงที่ (บาท)" error={errors.fixed_bonus}>
                <Input bg="white" inputMode="decimal" {...text('fixed_bonus')} />
              </FormField>
            ) : (
              <>
                <FormField label="โบนัส (%)" error={errors.percent}>
                  <Input bg="white" inputMode="decimal" {...text('percent')} />
                </FormField>
                <FormField label="โบนัสสูงสุด (บาท)" error={errors.max_bonus} help="เว้นว่าง = ไม่จำกัด">
                  <Input bg="white" inputMode="decimal" {...text('max_bonus')} />
                </FormField>
              </>
            )}
            <FormField label="ฝากขั้นต่ำ (บาท)" error={errors.min_deposit}>
              <Input bg="white" inputMode="decimal" {...text('min_deposit')} />
            </FormField>
          </SimpleGrid>

          <Heading size="sm" color="gray.700" mt="2">
            เงื่อนไขการถอน
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <FormField label="แบบเงื่อนไข" error={errors.requirement_kind}>
              <Select
                label="แบบเงื่อนไข"
                value={values.requirement_kind}
                options={REQUIREMENT_KINDS}
                names={REQUIREMENT_KIND_NAMES}
                onChange={(requirement_kind) => set({ requirement_kind })}
                maxW="full"
              />
            </FormField>
            <FormField
              label="จำนวนเท่า"
              error={errors.turnover_multiplier}
              help={balance ? 'ยอดเงินเป้าหมาย = เท่า x ฐาน' : 'เทิร์น = เท่า x ฐาน'}
            >
              <Input bg="white" inputMode="decimal" {...text('turnover_multiplier')} />
            </FormField>
            <FormField label="ฐานที่คูณ" error={errors.turnover_base}>
              <Select
                label="ฐานที่คูณ"
                value={values.turnover_base}
                options={TURNOVER_BASES}
                names={TURNOVER_BASE_NAMES}
                onChange={(turnover_base) => set({ turnover_base })}
                maxW="full"
              />
            </FormField>
          </SimpleGrid>
          <WeightsEditor values={values.weights} errors={errors} onChange={(weights) => set({ weights })} disabled={balance} />
          {balance && (
            <Text fontSize="xs" color="gray.600">
              แบบทำยอดไม่ใช้สัดส่วนเกม: ครบเมื่อยอดเงินในกระเป๋าถึงเป้าหมาย
            </Text>
          )}
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <FormField label="ถอนได้สูงสุด (บาท)" error={errors.max_withdrawal} help="เว้นว่าง = ไม่จำกัด">
              <Input bg="white" inputMode="decimal" {...text('max_withdrawal')} />
            </FormField>
            <FormField label="ยอดเงินขั้นต่ำ (บาท)" error={errors.balance_floor} help="ต่ำกว่านี้ เงื่อนไขสิ้นสุด">
              <Input bg="white" inputMode="decimal" {...text('balance_floor')} />
            </FormField>
            <FormField label="ระยะเวลา (วัน)" error={errors.requirement_days}>
              <Input bg="white" inputMode="numeric" {...text('requirement_days')} />
            </FormField>
          </SimpleGrid>
          <FormField label="เมื่อไม่ครบเงื่อนไข (หมดเวลาหรือยกเลิก)" error={errors.forfeit_rule}>
            <Select
              label="เมื่อไม่ครบเงื่อนไข"
              value={values.forfeit_rule}
              options={FORFEIT_RULES}
              names={FORFEIT_RULE_NAMES}
              onChange={(forfeit_rule) => set({ forfeit_rule })}
              maxW="full"
            />
          </FormField>
        </Flex>
      </SimpleGrid>
    </PanelForm>
  );
}
