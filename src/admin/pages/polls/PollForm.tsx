import { Alert, Box, Button, Grid, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { AdminPollCreateBody, AdminPollUpdateBody, POLL_FIELDS_AFTER_VOTES } from '@contract/admin-polls';
import { PRIZE_KIND_NAMES, PRIZE_KINDS, type PrizeKind } from '@contract/prizes';
import { useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import { DialogForm, FormField, fromBangkokInput, issuesOf, num, serverFields, str, toBangkokInput } from '../../app/kit';
import type { Poll } from './api';

type Draft = {
  title: string;
  description: string;
  image: string;
  layout: 'list' | 'grid';
  choices: string;
  opens_at: string;
  closes_at: string;
  prize_kind: PrizeKind;
  prize_amount: string;
  prize_multiplier: string;
  winners_limit: string;
  base_votes: string;
  deposit_step: string;
  turnover_step: string;
  max_votes: string;
};

const TWO_DIGITS = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')).join('\n');

function draftOf(p: Poll | null): Draft {
  if (!p) {
    const now = Date.now();
    return {
      title: '',
      description: '',
      image: '',
      layout: 'list',
      choices: '',
      opens_at: toBangkokInput(new Date(now).toISOString()),
      closes_at: toBangkokInput(new Date(now + 7 * 86_400_000).toISOString()),
      prize_kind: 'points',
      prize_amount: '100',
      prize_multiplier: '0',
      winners_limit: '0',
      base_votes: '1',
      deposit_step: '0',
      turnover_step: '0',
      max_votes: '1',
    };
  }
  return {
    title: p.title,
    description: p.description,
    image: p.image ?? '',
    layout: p.layout,
    choices: p.choices.map((c) => c.label).join('\n'),
    opens_at: toBangkokInput(p.opens_at),
    closes_at: toBangkokInput(p.closes_at),
    prize_kind: p.prize.kind,
    prize_amount: str(p.prize.amount),
    prize_multiplier: str(p.prize.turnover_multiplier),
    winners_limit: str(p.winners_limit),
    base_votes: str(p.quota_rule.base_votes),
    deposit_step: str(p.quota_rule.deposit_step),
    turnover_step: str(p.quota_rule.turnover_step),
    max_votes: str(p.quota_rule.max_votes),
  };
}

/** The draft as the contract's body (all fields). */
function bodyOf(d: Draft) {
  return {
    title: d.title,
    description: d.description,
    image: d.image.trim() === '' ? null : d.image.trim(),
    layout: d.layout,
    choices: d.choices
      .split('\n')
      .map((c) => c.trim())
      .filter((c) => c !== ''),
    opens_at: fromBangkokInput(d.opens_at) ?? '',
    closes_at: fromBangkokInput(d.closes_at) ?? '',
    prize: { kind: d.prize_kind, amount: num(d.prize_amount) ?? 0, turnover_multiplier: num(d.prize_multiplier) ?? 0 },
    winners_limit: num(d.winners_limit),
    base_votes: num(d.base_votes),
    deposit_step: num(d.deposit_step),
    turnover_step: num(d.turnover_step),
    max_votes: num(d.max_votes),
  };
}

/**
 * Create a poll, or edit one: before its first vote every field; after it only the title, the
 * description and the closing time (the others are shown read-only). The contract's schema checks the
 * form before sending; the server's refusal or field errors show in the dialog.
 */
export function PollForm({
  poll,
  open,
  busy,
  error,
  onClose,
  onSave,
}: {
  poll: Poll | null;
  open: boolean;
  busy: boolean;
  error: unknown;
  onClose: () => void;
  onSave: (body: Record<string, unknown>) => void;
}) {
  const [d, setD] = useState<Draft>(() => draftOf(poll));
  const [local, setLocal] = useState<Record<string, string>>({});
  const locked = poll !== null && poll.votes > 0;
  const editable = (k: string) => !locked || (POLL_FIELDS_AFTER_VOTES as readonly string[]).includes(k);
  const errors = { ...serverFields(error), ...local };
  const set = (k: keyof Draft, v: string) => {
    setD({ ...d, [k]: v });
    setLocal({ ...local, [k]: '' });
  };
  const submit = () => {
    const full = bodyOf(d);
    let body: Record<string, unknown> = full;
    if (poll) {
      // Only what changed; after the first vote only the fields that may change.
      const before = bodyOf(draftOf(poll));
      body = Object.fromEntries(
        Object.entries(full).filter(([k, v]) => editable(k) && JSON.stringify(v) !== JSON.stringify(before[k as keyof typeof before])),
      );
    }
    const checked = (poll ? AdminPollUpdateBody : AdminPollCreateBody).safeParse(body);
    if (!checked.success) return setLocal(issuesOf(checked.error));
    setLocal({});
    onSave(body);
  };
  const refusal = error !== null && error !== undefined && Object.keys(serverFields(error)).length === 0 ? failureMessage(error) : null;
  const text = (k: keyof Draft, label: string, help?: string, type = 'text') => (
    <FormField label={label} error={errors[k]} help={help}>
      <Input aria-label={label} type={type} value={d[k]} disabled={!editable(k)} onChange={(e) => set(k, e.target.value)} />
    </FormField>
  );
  return (
    <DialogForm
      open={open}
      label={poll ? `แก้ไขโพล #${poll.id}` : 'สร้างโพล'}
      title={poll ? `แก้ไขโพล #${poll.id}` : 'สร้างโพล'}
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      confirm={poll ? 'บันทึก' : 'สร้างโพล'}
      refusal={refusal}
    >
      <Box display="grid" gap="3">
        {locked && (
          <Alert.Root status="info" borderRadius="md">
            <Alert.Indicator />
            <Alert.Title>โพลนี้มีผู้โหวตแล้ว แก้ไขได้เฉพาะชื่อ รายละเอียด และเวลาปิดโหวต</Alert.Title>
          </Alert.Root>
        )}
        {text('title', 'ชื่อโพล')}
        <FormField label="รายละเอียด" error={errors.description}>
          <Textarea aria-label="รายละเอียด" rows={2} value={d.description} onChange={(e) => set('description', e.target.value)} />
        </FormField>
        {text('image', 'รูปภาพ', 'พาธที่ขึ้นต้นด้วย / หรือลิงก์ https:// (เว้นว่างได้)')}
        <FormField label="รูปแบบตัวเลือก" error={errors.layout}>
          <NativeSelect.Root disabled={!editable('layout')}>
            <NativeSelect.Field aria-label="รูปแบบตัวเลือก" value={d.layout} onChange={(e) => set('layout', e.target.value)}>
              <option value="list">รายการปุ่ม</option>
              <option value="grid">ตาราง 10 x 10 (เลข 00-99)</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="ตัวเลือก (บรรทัดละ 1 ตัวเลือก, 2-100 ตัวเลือก)" error={errors.choices}>
          <Textarea
            aria-label="ตัวเลือก"
            rows={5}
            value={d.choices}
            disabled={!editable('choices')}
            onChange={(e) => set('choices', e.target.value)}
          />
        </FormField>
        {editable('choices') && (
          <Button
            size="xs"
            variant="outline"
            justifySelf="start"
            onClick={() => {
              setD({ ...d, choices: TWO_DIGITS, layout: 'grid' });
              setLocal({ ...local, choices: '' });
            }}
          >
            ใส่เลข 00-99
          </Button>
        )}
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
          {text('opens_at', 'เวลาเปิดโหวต', 'เวลาประเทศไทย', 'datetime-local')}
          {text('closes_at', 'เวลาปิดโหวต', 'เวลาประเทศไทย', 'datetime-local')}
        </Grid>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr 1fr' }} gap="3">
          <FormField label="รางวัลต่อสิทธิ์ที่ชนะ" error={errors['prize.kind']}>
            <NativeSelect.Root disabled={!editable('prize')}>
              <NativeSelect.Field aria-label="ประเภทรางวัล" value={d.prize_kind} onChange={(e) => set('prize_kind', e.target.value)}>
                {PRIZE_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {PRIZE_KIND_NAMES[k]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label="มูลค่า (บาท/แต้ม/ครั้ง)" error={errors['prize.amount']}>
            <Input
              aria-label="มูลค่ารางวัล"
              value={d.prize_amount}
              disabled={!editable('prize')}
              onChange={(e) => set('prize_amount', e.target.value)}
            />
          </FormField>
          <FormField label="เทิร์น (เท่า, เครดิตเท่านั้น)" error={errors['prize.turnover_multiplier']}>
            <Input
              aria-label="เทิร์นของรางวัล"
              value={d.prize_multiplier}
              disabled={!editable('prize') || d.prize_kind !== 'credit'}
              onChange={(e) => set('prize_multiplier', e.target.value)}
            />
          </FormField>
        </Grid>
        {text('winners_limit', 'จำนวนสิทธิ์ที่ได้รางวัล', '0 = ทุกสิทธิ์ที่ทายถูก, N = สุ่ม N สิทธิ์จากผู้ทายถูก (ตรวจสอบได้)')}
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
          {text('base_votes', 'สิทธิ์โหวตพื้นฐาน')}
          {text('max_votes', 'สิทธิ์โหวตสูงสุด')}
          {text('deposit_step', 'ยอดฝากต่อ 1 สิทธิ์ (บาท)', '0 = ไม่ใช้')}
          {text('turnover_step', 'ยอดเล่นต่อ 1 สิทธิ์ (บาท)', '0 = ไม่ใช้')}
        </Grid>
      </Box>
    </DialogForm>
  );
}
