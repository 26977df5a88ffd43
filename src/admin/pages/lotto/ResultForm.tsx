import { Box, Button, Flex, Heading, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { AdminLottoResultBody } from '@contract/lotto';
import type { AdminResultAnswer as Answer } from '@contract/lotto-corrections';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { adminApi } from '../../app/http';
import { bangkokTime, ChoiceField, FormField, Notice, useCheckedMutation } from '../../app/kit';
import { type AdminRound, resultLine } from './queries';

type AdminResultAnswer = z.infer<typeof Answer>;
type Kind = z.input<typeof AdminLottoResultBody>['kind'];
const KINDS: { kind: Kind; name: string; fields: { key: string; label: string }[] }[] = [
  {
    kind: 'government',
    name: 'หวยรัฐบาล',
    fields: [
      { key: 'first_prize', label: 'รางวัลที่ 1 (6 หลัก)' },
      { key: 'front3.0', label: 'เลขหน้า 3 ตัว ชุดที่ 1' },
      { key: 'front3.1', label: 'เลขหน้า 3 ตัว ชุดที่ 2' },
      { key: 'back3.0', label: 'เลขท้าย 3 ตัว ชุดที่ 1' },
      { key: 'back3.1', label: 'เลขท้าย 3 ตัว ชุดที่ 2' },
      { key: 'bottom2', label: 'เลขท้าย 2 ตัว' },
    ],
  },
  {
    kind: 'stock',
    name: 'หวยหุ้น',
    fields: [
      { key: 'close', label: 'ดัชนีปิด' },
      { key: 'change', label: 'ค่าเปลี่ยนแปลง' },
    ],
  },
  {
    kind: 'hanoi',
    name: 'หวยฮานอย',
    fields: [
      { key: 'special', label: 'รางวัลพิเศษ (5 หลัก)' },
      { key: 'first', label: 'รางวัลที่ 1 (5 หลัก)' },
    ],
  },
  { kind: 'lao', name: 'หวยลาว', fields: [{ key: 'number', label: 'เลข 4 ตัว' }] },
  {
    kind: 'direct',
    name: 'กรอกเลขตรง',
    fields: [
      { key: 'top3', label: '3 ตัวบน' },
      { key: 'bottom2', label: '2 ตัวล่าง' },
    ],
  },
];

/** The form a round's group usually takes (the server checks it against the category's own kind). */
function defaultKind(round: AdminRound): Kind {
  if (round.group === 'government') return 'government';
  if (round.group === 'stock') return 'stock';
  if (round.group === 'foreign') return /lao/i.test(round.category_code) ? 'lao' : 'hanoi';
  return 'direct';
}

/** The request body of the values typed, in the shape AdminLottoResultBody reads. */
function bodyOf(kind: Kind, values: Record<string, string>) {
  const v = (k: string) => (values[k] ?? '').trim();
  if (kind === 'government')
    return {
      kind,
      first_prize: v('first_prize'),
      front3: [v('front3.0'), v('front3.1')],
      back3: [v('back3.0'), v('back3.1')],
      bottom2: v('bottom2'),
    };
  if (kind === 'stock') return { kind, close: v('close'), change: v('change') };
  if (kind === 'hanoi') return { kind, special: v('special'), first: v('first') };
  if (kind === 'lao') return { kind, number: v('number') };
  return { kind, top3: v('top3'), bottom2: v('bottom2') };
}

const OUTCOMES: Record<AdminResultAnswer['outcome'], string> = {
  pending: 'บันทึกผลแล้ว รอเจ้าหน้าที่อีกคนหนึ่งยืนยันก่อนจ่ายเงิน',
  applied: 'ผลตรงกับที่รอยืนยัน ออกผลและจ่ายเงินแล้ว',
  same: 'ผลนี้ตรงกับที่บันทึกไว้แล้ว',
  held: 'ผลนี้ไม่ตรงกับที่รอยืนยันอยู่ บันทึกไว้ให้เจ้าหน้าที่ตัดสิน',
};

const CORRECTION_OUTCOMES: Record<AdminResultAnswer['outcome'], string> = {
  pending: 'เสนอแก้ไขผลแล้ว รอเจ้าหน้าที่อีกคนหนึ่งยืนยันก่อนปรับยอดเงิน',
  applied: 'การแก้ไขตรงกับที่รอยืนยัน แก้ผลและปรับยอดเงินของสมาชิกแล้ว',
  same: 'ผลนี้ตรงกับที่บันทึกไว้แล้ว',
  held: 'การแก้ไขนี้ไม่ตรงกับที่รอยืนยันอยู่ บันทึกไว้ให้เจ้าหน้าที่ตัดสิน',
};

/**
 * Entering a round's result (POST /api/admin/lotto/rounds/:id/result). Four eyes: the first entry
 * waits (pending); a second operator entering the same numbers, or confirming the entry, applies it.
 * With mode 'correction' it proposes new numbers for a resulted round within its window
 * (POST .../rounds/:id/correction), decided the same way.
 */
export function ResultForm({ round, onDone, mode = 'result' }: { round: AdminRound; onDone: () => void; mode?: 'result' | 'correction' }) {
  const [kind, setKind] = useState<Kind>(defaultKind(round));
  const [values, setValues] = useState<Record<string, string>>({});
  const enter = useCheckedMutation({
    schema: AdminLottoResultBody,
    mutationFn: (body) => adminApi.post<AdminResultAnswer>(`/lotto/rounds/${round.id}/${mode}`, body),
    invalidate: ['admin', 'lotto'],
    raw: true,
  });
  const spec = KINDS.find((k) => k.kind === kind) ?? KINDS[0];
  const correcting = mode === 'correction';
  const answer = enter.mutation.data;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    enter.submit(bodyOf(kind, values));
  };

  return (
    <Box
      as="form"
      onSubmit={submit}
      aria-label={correcting ? 'แก้ไขผลรางวัล' : 'กรอกผลรางวัล'}
      bg="white"
      borderWidth="1px"
      borderColor={correcting ? 'orange.300' : undefined}
      borderRadius="md"
      p="5"
    >
      <Flex justify="space-between" align="center" mb="3">
        <Heading size="md">
          {correcting ? 'แก้ไขผล' : 'กรอกผล'}: {round.category_name} {round.title}
        </Heading>
        <Button size="xs" variant="ghost" onClick={onDone}>
          ปิด
        </Button>
      </Flex>
      {enter.saved && answer ? (
        <Flex direction="column" gap="3" align="start">
          <Text role="status">{correcting ? CORRECTION_OUTCOMES[answer.outcome] : OUTCOMES[answer.outcome]}</Text>
          <Button size="sm" onClick={onDone}>
            ตกลง
          </Button>
        </Flex>
      ) : (
        <>
          {correcting && round.result && (
            <Text mb="3" fontSize="sm" color="gray.700">
              ผลปัจจุบัน: {resultLine(round.result)}
              {round.correction_until && ` · แก้ไขได้ถึง ${bangkokTime(round.correction_until)}`}. การแก้ไขต้องมีเจ้าหน้าที่อีกคนยืนยัน
              แล้วระบบจะปรับยอดเงินของสมาชิกตามผลใหม่
            </Text>
          )}
          <Box mb="4" maxW="xs">
            <ChoiceField
              label="รูปแบบผลรางวัล"
              value={kind}
              onChange={(k) => setKind(k as Kind)}
              options={KINDS.map((k) => [k.kind, k.name] as const)}
            />
          </Box>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" mb="4">
            {spec.fields.map((f) => (
              <FormField key={`${kind}-${f.key}`} label={f.label} error={enter.errors[f.key]}>
                <Input
                  inputMode="decimal"
                  value={values[f.key] ?? ''}
                  onChange={(e) => setValues({ ...values, [f.key]: e.target.value })}
                />
              </FormField>
            ))}
          </SimpleGrid>
          <Notice notice={enter.failure && { status: 'error', text: enter.failure }} mb="3" />
          <Button type="submit" colorPalette="blue" loading={enter.mutation.isPending}>
            {correcting ? 'เสนอแก้ไขผล' : 'บันทึกผล'}
          </Button>
        </>
      )}
    </Box>
  );
}
