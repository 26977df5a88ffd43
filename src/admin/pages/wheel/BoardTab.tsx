import { Alert, Badge, Box, Button, Flex, IconButton, Input, Table, Text } from '@chakra-ui/react';
import { PRIZE_KIND_NAMES, PRIZE_KINDS, type PrizeKind } from '@contract/prizes';
import {
  expectedText,
  percentText,
  WHEEL_MAX_SLOTS,
  WHEEL_MIN_SLOTS,
  WHEEL_PROBABILITY_TOTAL,
  WheelBoardInput,
  wheelExpected,
} from '@contract/wheel';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import { bangkokTime, Failure, Loading } from '../../app/ui';
import { issuesOf, num, Select, serverFields, str, useManages } from '../promotions/shared';
import { boardQuery, wheelApi, wheelKeys } from './api';

/** One editable row: numbers kept as typed; the probability as a percent with 2 decimals. */
type Row = { label: string; kind: PrizeKind; amount: string; turnover: string; percent: string; color: string };

const PALETTE = [
  '#d4a017',
  '#1f7a3a',
  '#7b2cbf',
  '#3a3a46',
  '#e0b84a',
  '#2e9e52',
  '#9d4edd',
  '#14532d',
  '#f5c542',
  '#c2410c',
  '#0e7490',
  '#be123c',
];

/** A percent box as hundredths ('12.5' -> 1250); NaN when not a number. */
export const hundredths = (s: string) => {
  const n = num(s);
  return n === undefined ? Number.NaN : Math.round(n * 100);
};

const bodyOf = (rows: Row[]) => ({
  slots: rows.map((r) => ({
    label: r.label,
    prize: {
      kind: r.kind,
      amount: r.kind === 'none' ? 0 : (num(r.amount) ?? Number.NaN),
      turnover_multiplier: r.kind === 'credit' ? (num(r.turnover) ?? 0) : 0,
    },
    probability: hundredths(r.percent),
    color: r.color,
  })),
});

/**
 * The board editor (GET/PUT /api/admin/wheel/board): 8-12 segments, each a Thai label, a prize, a
 * probability (0.01 % steps) and a colour, with the running sum of the probabilities; saving is
 * refused unless the sum is exactly 100 %. Each save is a new version; finance reads only.
 */
export function BoardTab() {
  const board = useQuery(boardQuery);
  if (board.isPending) return <Loading />;
  if (board.isError) return <Failure error={board.error} onRetry={() => board.refetch()} />;
  const rows: Row[] = board.data.slots.map((s) => ({
    label: s.label,
    kind: s.prize.kind,
    amount: str(s.prize.amount),
    turnover: str(s.prize.turnover_multiplier),
    percent: percentText(s.probability).replaceAll(',', ''),
    color: s.color,
  }));
  return <BoardForm key={board.data.version} initial={rows} version={board.data.version} updated={board.data.updated} />;
}

function BoardForm({ initial, version, updated }: { initial: Row[]; version: number; updated: { at: string; by: string | null } | null }) {
  const manages = useManages();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<Row[]>(initial);
  const [local, setLocal] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: wheelApi.saveBoard,
    onSuccess: async () => {
      setSaved(true);
      await queryClient.invalidateQueries({ queryKey: wheelKeys.board });
    },
  });
  const sum = rows.reduce((s, r) => s + (Number.isFinite(hundredths(r.percent)) ? hundredths(r.percent) : 0), 0);
  const sumOk = sum === WHEEL_PROBABILITY_TOTAL;
  const countOk = rows.length >= WHEEL_MIN_SLOTS && rows.length <= WHEEL_MAX_SLOTS;
  const parsed = WheelBoardInput.safeParse(bodyOf(rows));
  const expected = parsed.success
    ? expectedText(
        wheelExpected(parsed.data.slots.map((s) => ({ kind: s.prize.kind, amount: s.prize.amount, probability: s.probability }))),
      )
    : null;
  const errors = { ...serverFields(save.error), ...local };
  const set = (i: number, patch: Partial<Row>) => {
    setSaved(false);
    setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const checked = WheelBoardInput.safeParse(bodyOf(rows));
    if (!checked.success) return setLocal(issuesOf(checked.error));
    setLocal({});
    save.mutate(checked.data);
  };
  const failure = save.isError && Object.keys(serverFields(save.error)).length === 0 ? failureMessage(save.error) : null;
  return (
    <Box as="form" onSubmit={submit} bg="white" borderRadius="md" p="4">
      <Flex justify="space-between" align="center" mb="3" wrap="wrap" gap="2">
        <Text fontSize="sm" color="gray.600">
          {version > 0 ? `รุ่นที่ ${version}` : 'ยังไม่เคยบันทึกกงล้อ'}
          {updated && ` · บันทึกเมื่อ ${bangkokTime(updated.at)}${updated.by ? ` โดย ${updated.by}` : ''}`}
        </Text>
        <Badge colorPalette={sumOk ? 'green' : 'red'} size="lg" data-testid="wheel-sum">
          รวม {percentText(sum)} %
        </Badge>
      </Flex>
      <Box overflowX="auto">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>#</Table.ColumnHeader>
              <Table.ColumnHeader>ชื่อรางวัล</Table.ColumnHeader>
              <Table.ColumnHeader>ประเภท</Table.ColumnHeader>
              <Table.ColumnHeader>มูลค่า</Table.ColumnHeader>
              <Table.ColumnHeader>เทิร์น (เท่า)</Table.ColumnHeader>
              <Table.ColumnHeader>โอกาส (%)</Table.ColumnHeader>
              <Table.ColumnHeader>สี</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r, i) => {
              const err = (f: string) => errors[`slots.${i}.${f}`];
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
                <Table.Row key={i}>
                  <Table.Cell>{i + 1}</Table.Cell>
                  <Table.Cell>
                    <Input
                      size="sm"
                      aria-label={`ชื่อรางวัลช่อง ${i + 1}`}
                      value={r.label}
                      disabled={!manages}
                      onChange={(e) => set(i, { label: e.target.value })}
                    />
                    {err('label') && (
                      <Text color="red.600" fontSize="xs">
                        {err('label')}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell minW="36">
                    <Select
                      label={`ประเภทรางวัลช่อง ${i + 1}`}
                      value={r.kind}
                      options={PRIZE_KINDS}
                      names={PRIZE_KIND_NAMES}
                      onChange={(kind) => set(i, { kind })}
                    />
                  </Table.Cell>
                  <Table.Cell>
                    <Input
                      size="sm"
                      w="24"
                      inputMode="decimal"
                      aria-label={`มูลค่าช่อง ${i + 1}`}
                      value={r.kind === 'none' ? '0' : r.amount}
                      disabled={!manages || r.kind === 'none'}
                      onChange={(e) => set(i, { amount: e.target.value })}
                    />
                    {err('prize.amount') && (
                      <Text color="red.600" fontSize="xs">
                        {err('prize.amount')}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <Input
                      size="sm"
                      w="20"
                      inputMode="decimal"
                      aria-label={`เทิร์นช่อง ${i + 1}`}
                      value={r.kind === 'credit' ? r.turnover : ''}
                      disabled={!manages || r.kind !== 'credit'}
                      onChange={(e) => set(i, { turnover: e.target.value })}
                    />
                  </Table.Cell>
                  <Table.Cell>
                    <Input
                      size="sm"
                      w="24"
                      inputMode="decimal"
                      aria-label={`โอกาสช่อง ${i + 1}`}
                      value={r.percent}
                      disabled={!manages}
                      onChange={(e) => set(i, { percent: e.target.value })}
                    />
                    {err('probability') && (
                      <Text color="red.600" fontSize="xs">
                        {err('probability')}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <Input
                      type="color"
                      size="sm"
                      w="14"
                      p="1"
                      aria-label={`สีช่อง ${i + 1}`}
                      value={r.color}
                      disabled={!manages}
                      onChange={(e) => set(i, { color: e.target.value })}
                    />
                  </Table.Cell>
                  <Table.Cell>
                    <IconButton
                      size="xs"
                      variant="ghost"
                      aria-label={`ลบช่อง ${i + 1}`}
                      disabled={!manages || rows.length <= WHEEL_MIN_SLOTS}
                      onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))}
                    >
                      ✕
                    </IconButton>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
      <Flex mt="3" gap="3" align="center" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          disabled={!manages || rows.length >= WHEEL_MAX_SLOTS}
          onClick={() =>
            setRows((rs) => [
              ...rs,
              { label: '', kind: 'none', amount: '0', turnover: '0', percent: '0', color: PALETTE[rs.length % PALETTE.length] },
            ])
          }
        >
          เพิ่มช่อง
        </Button>
        <Text fontSize="sm" color="gray.600">
          {rows.length} ช่อง (ต้องมี {WHEEL_MIN_SLOTS}-{WHEEL_MAX_SLOTS} ช่อง) · โอกาสรวมต้องเท่ากับ 100 % พอดี
        </Text>
      </Flex>
      {expected && (
        <Text mt="2" fontSize="sm" color="gray.700" data-testid="wheel-expected-admin">
          {expected}
        </Text>
      )}
      {(errors.slots || errors.form) && (
        <Alert.Root status="error" mt="3">
          <Alert.Indicator />
          <Alert.Title>{errors.slots ?? errors.form}</Alert.Title>
        </Alert.Root>
      )}
      {failure && (
        <Alert.Root status="error" mt="3">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      )}
      {saved && (
        <Alert.Root status="success" mt="3">
          <Alert.Indicator />
          <Alert.Title>บันทึกกงล้อแล้ว (รุ่นใหม่)</Alert.Title>
        </Alert.Root>
      )}
      {manages && (
        <Button type="submit" mt="4" colorPalette="blue" loading={save.isPending} disabled={!sumOk || !countOk}>
          บันทึกกงล้อ
        </Button>
      )}
      {manages && !sumOk && (
        <Text mt="2" fontSize="sm" color="red.600">
          บันทึกได้เมื่อโอกาสรวมเท่ากับ 100 % พอดี (ตอนนี้ {percentText(sum)} %)
        </Text>
      )}
    </Box>
  );
}
