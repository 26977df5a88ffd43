import { Box, Button, Field, Flex, Heading, Input, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import { AdminLottoResultBody } from '@contract/lotto';
import type { AdminResultAnswer as Answer } from '@contract/lotto-corrections';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { ApiError, failureMessage } from '@/lib/api-error';
import { adminApi } from '../../app/http';
import type { AdminRound } from './queries';

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

/**
 * Entering a round's result (POST /api/admin/lotto/rounds/:id/result). Four eyes: the first entry
 * waits (pending); a second operator entering the same numbers, or confirming the entry, applies it.
 */
export function ResultForm({ round, onDone }: { round: AdminRound; onDone: () => void }) {
  const [kind, setKind] = useState<Kind>(defaultKind(round));
  const [values, setValues] = useState<Record<string, string>>({});
  const [local, setLocal] = useState<Record<string, string>>({});
  const queryClient = useQueryClient();
  const enter = useMutation({
    mutationFn: (body: unknown) => adminApi.post<AdminResultAnswer>(`/lotto/rounds/${round.id}/result`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'lotto'] }),
  });
  const spec = KINDS.find((k) => k.kind === kind) ?? KINDS[0];
  const serverFields = enter.error instanceof ApiError ? enter.error.fields : {};
  const errors = { ...serverFields, ...local };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = AdminLottoResultBody.safeParse(bodyOf(kind, values));
    if (!parsed.success) {
      setLocal(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    setLocal({});
    enter.mutate(bodyOf(kind, values));
  };

  return (
    <Box as="form" onSubmit={submit} aria-label="กรอกผลรางวัล" bg="white" borderWidth="1px" borderRadius="md" p="5">
      <Flex justify="space-between" align="center" mb="3">
        <Heading size="md">
          กรอกผล: {round.category_name} {round.title}
        </Heading>
        <Button size="xs" variant="ghost" onClick={onDone}>
          ปิด
        </Button>
      </Flex>
      {enter.isSuccess ? (
        <Flex direction="column" gap="3" align="start">
          <Text role="status">{OUTCOMES[enter.data.outcome]}</Text>
          <Button size="sm" onClick={onDone}>
            ตกลง
          </Button>
        </Flex>
      ) : (
        <>
          <Field.Root mb="4" maxW="xs">
            <Field.Label>รูปแบบผลรางวัล</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
                {KINDS.map((k) => (
                  <option key={k.kind} value={k.kind}>
                    {k.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" mb="4">
            {spec.fields.map((f) => (
              <Field.Root key={`${kind}-${f.key}`} invalid={Boolean(errors[f.key])}>
                <Field.Label>{f.label}</Field.Label>
                <Input
                  inputMode="decimal"
                  value={values[f.key] ?? ''}
                  onChange={(e) => setValues({ ...values, [f.key]: e.target.value })}
                />
                <Field.ErrorText>{errors[f.key]}</Field.ErrorText>
              </Field.Root>
            ))}
          </SimpleGrid>
          {enter.isError && Object.keys(serverFields).length === 0 && (
            <Text role="alert" color="red.600" mb="3">
              {failureMessage(enter.error)}
            </Text>
          )}
          <Button type="submit" colorPalette="blue" loading={enter.isPending}>
            บันทึกผล
          </Button>
        </>
      )}
    </Box>
  );
}
