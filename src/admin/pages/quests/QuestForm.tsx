import { Box, Button, Checkbox, Field, Flex, Input, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { AdminQuestBody, type AdminQuestListData } from '@contract/admin-quests';
import { PRIZE_KIND_NAMES, PRIZE_KINDS, type PrizeKind } from '@contract/prizes';
import {
  QUEST_KIND_NAMES,
  QUEST_KINDS,
  QUEST_PERIOD_NAMES,
  QUEST_PERIODS,
  QUEST_PRODUCT_NAMES,
  QUEST_PRODUCTS,
  QUEST_UNITS,
  type QuestKind,
  type QuestPeriod,
} from '@contract/quests-names';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import { fromBangkokInput, issuesOf, ChoiceField as Select, serverFields, toBangkokInput } from '../../app/kit';
import { type Quest, questKeys, questsApi } from './api';

type Values = {
  title: string;
  description: string;
  kind: QuestKind;
  product: string;
  target: string;
  period: QuestPeriod;
  event_id: string;
  starts: string;
  ends: string;
  prize_kind: PrizeKind;
  prize_amount: string;
  multiplier: string;
  min_vip_level: string;
  sort: string;
  active: boolean;
};

const EMPTY: Values = {
  title: '',
  description: '',
  kind: 'deposit',
  product: '',
  target: '',
  period: 'daily',
  event_id: '',
  starts: '',
  ends: '',
  prize_kind: 'credit',
  prize_amount: '',
  multiplier: '0',
  min_vip_level: '0',
  sort: '0',
  active: true,
};

function valuesOf(q: Quest): Values {
  return {
    title: q.title,
    description: q.description,
    kind: q.kind,
    product: q.product ?? '',
    target: String(q.target),
    period: q.period,
    event_id: q.event_id ? String(q.event_id) : '',
    starts: toBangkokInput(q.starts_at),
    ends: toBangkokInput(q.ends_at),
    prize_kind: q.prize.kind,
    prize_amount: String(q.prize.amount),
    multiplier: String(q.prize.turnover_multiplier),
    min_vip_level: String(q.min_vip_level),
    sort: String(q.sort),
    active: q.active,
  };
}

const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

/** The body the API takes, from the form's strings. */
function bodyOf(v: Values) {
  return {
    title: v.title,
    description: v.description,
    kind: v.kind,
    product: v.kind === 'stake' && v.product ? (v.product as (typeof QUEST_PRODUCTS)[number]) : null,
    target: num(v.target),
    period: v.period,
    event_id: v.period === 'event' && v.event_id ? Number(v.event_id) : null,
    starts_at: fromBangkokInput(v.starts),
    ends_at: fromBangkokInput(v.ends),
    prize: {
      kind: v.prize_kind,
      amount: v.prize_kind === 'none' ? 0 : num(v.prize_amount),
      turnover_multiplier: v.prize_kind === 'credit' ? num(v.multiplier) : 0,
    },
    min_vip_level: Number(v.min_vip_level),
    sort: num(v.sort),
    active: v.active,
  };
}

/**
 * Create or edit a quest (POST /api/admin/quests, PUT /api/admin/quests/:id): checked with the
 * contract's schema first, then the server's Thai messages beside the fields.
 */
export function QuestForm({
  quest,
  events,
  onDone,
}: {
  quest: Quest | null;
  events: AdminQuestListData['events'];
  onDone: (message: string) => void;
}) {
  const [v, setV] = useState<Values>(quest ? valuesOf(quest) : EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const set = (patch: Partial<Values>) => setV((old) => ({ ...old, ...patch }));
  const save = useMutation({
    mutationFn: (body: ReturnType<typeof bodyOf>) => (quest ? questsApi.update(quest.id, body) : questsApi.create(body)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: questKeys.all });
      onDone(quest ? 'บันทึกภารกิจแล้ว' : 'เพิ่มภารกิจแล้ว');
    },
    onError: (err) => {
      setErrors(serverFields(err));
      setFailure(failureMessage(err));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const body = bodyOf(v);
    const checked = AdminQuestBody.safeParse(body);
    if (!checked.success) return setErrors(issuesOf(checked.error));
    setErrors({});
    save.mutate(body);
  };
  const unit = QUEST_UNITS[v.kind];
  const text = (key: keyof Values, label: string, errorKey: string = key, type = 'text') => (
    <Field.Root invalid={Boolean(errors[errorKey])}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <Input bg="white" type={type} value={String(v[key])} onChange={(e) => set({ [key]: e.target.value } as Partial<Values>)} />
      <Field.ErrorText>{errors[errorKey]}</Field.ErrorText>
    </Field.Root>
  );
  return (
    <Box asChild bg="white" p="4" rounded="md" borderWidth="1px" mb="4">
      <form onSubmit={submit} noValidate aria-label={quest ? `แก้ไขภารกิจ ${quest.title}` : 'เพิ่มภารกิจ'}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          {text('title', 'ชื่อภารกิจ')}
          <Select
            label="ประเภทภารกิจ"
            value={v.kind}
            onChange={(k) => set({ kind: k as QuestKind })}
            options={QUEST_KINDS.map((k) => [k, QUEST_KIND_NAMES[k]])}
          />
          {text('target', `เป้าหมาย (${unit})`, 'target', 'number')}
          {v.kind === 'stake' && (
            <Select
              label="ประเภทเกม"
              value={v.product}
              onChange={(p) => set({ product: p })}
              options={[['', 'ทุกประเภท'], ...QUEST_PRODUCTS.map((p): [string, string] => [p, QUEST_PRODUCT_NAMES[p] ?? p])]}
            />
          )}
          <Select
            label="รอบ"
            value={v.period}
            onChange={(p) => set({ period: p as QuestPeriod })}
            options={QUEST_PERIODS.map((p) => [p, QUEST_PERIOD_NAMES[p]])}
          />
          {v.period === 'event' && (
            <Select
              label="กิจกรรม"
              value={v.event_id}
              error={errors.event_id}
              onChange={(id) => set({ event_id: id })}
              options={[
                ['', 'เลือกกิจกรรม'],
                ...events.map((e): [string, string] => [String(e.id), `#${e.id} ${e.title || 'ไม่มีชื่อ'}${e.active ? '' : ' (ปิด)'}`]),
              ]}
            />
          )}
          {text('starts', 'เริ่ม (ไม่บังคับ)', 'starts_at', 'datetime-local')}
          {text('ends', 'สิ้นสุด (ไม่บังคับ)', 'ends_at', 'datetime-local')}
          <Select
            label="ประเภทรางวัล"
            value={v.prize_kind}
            onChange={(k) => set({ prize_kind: k as PrizeKind })}
            options={PRIZE_KINDS.map((k) => [k, PRIZE_KIND_NAMES[k]])}
          />
          {v.prize_kind !== 'none' &&
            text(
              'prize_amount',
              v.prize_kind === 'credit' ? 'เครดิต (บาท)' : v.prize_kind === 'points' ? 'แต้ม' : 'ฟรีสปิน (ครั้ง)',
              'prize.amount',
              'number',
            )}
          {v.prize_kind === 'credit' && text('multiplier', 'ทำเทิร์น (เท่า)', 'prize.turnover_multiplier', 'number')}
          <Select
            label="ระดับ VIP ขั้นต่ำ"
            value={v.min_vip_level}
            onChange={(l) => set({ min_vip_level: l })}
            options={[
              ['0', 'สมาชิก'],
              ['1', 'VIP Gold'],
              ['2', 'VIP Hero'],
            ]}
          />
          {text('sort', 'ลำดับ', 'sort', 'number')}
        </SimpleGrid>
        <Field.Root mt="3" invalid={Boolean(errors.description)}>
          <Field.Label fontSize="sm">คำอธิบาย</Field.Label>
          <Textarea bg="white" value={v.description} onChange={(e) => set({ description: e.target.value })} rows={2} />
          <Field.ErrorText>{errors.description}</Field.ErrorText>
        </Field.Root>
        <Flex mt="3" gap="3" align="center" wrap="wrap">
          <Checkbox.Root checked={v.active} onCheckedChange={(e) => set({ active: e.checked === true })}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>เปิดใช้งาน</Checkbox.Label>
          </Checkbox.Root>
          <Button type="submit" colorPalette="blue" loading={save.isPending}>
            {quest ? 'บันทึก' : 'เพิ่มภารกิจ'}
          </Button>
          <Button variant="outline" onClick={() => onDone('')}>
            ยกเลิก
          </Button>
          {failure && (
            <Text color="red.600" fontSize="sm" role="alert">
              {failure}
            </Text>
          )}
        </Flex>
      </form>
    </Box>
  );
}
