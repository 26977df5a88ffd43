import { Badge, Box, Button, Flex, IconButton, Input, Table, Text } from '@chakra-ui/react';
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
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { bangkokTime, Loaded, Notice, num, Select, str, useCheckedMutation, useManages } from '../../app/kit';
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
  return (
    <Loaded query={useQuery(boardQuery)}>
      {(board) => (
        <BoardForm
          key={board.version}
          initial={board.slots.map((s) => ({
            label: s.label,
            kind: s.prize.kind,
            amount: str(s.prize.amount),
            turnover: str(s.prize.turnover_multiplier),
            percent: percentText(s.probability).replaceAll(',', ''),
            color: s.color,
          }))}
          version={board.version}
          updated={board.updated}
        />
      )}
    </Loaded>
  );
}

function BoardForm({ initial, version, updated }: { initial: Row[]; version: number; updated: { at: string; by: string | null } | null }) {
  const manages = useManages();
  const [rows, setRows] = useState<Row[]>(initial);
  const save = useCheckedMutation({ schema: WheelBoardInput, mutationFn: wheelApi.saveBoard, invalidate: wheelKeys.board });
  const sum = rows.reduce((s, r) => s + (Number.isFinite(hundredths(r.percent)) ? hundredths(r.percent) : 0), 0);
  const sumOk = sum === WHEEL_PROBABILITY_TOTAL;
  const countOk = rows.length >= WHEEL_MIN_SLOTS && rows.length <= WHEEL_MAX_SLOTS;
  const parsed = WheelBoardInput.safeParse(bodyOf(rows));
  const expected = parsed.success
    ? expectedText(
        wheelExpected(parsed.data.slots.map((s) => ({ kind: s.prize.kind, amount: s.prize.amount, probability: s.probability }))),
      )
    : null;
  const errors = save.errors;
  const set = (i: number, patch: Partial<Row>) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Box
      as="form"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        save.submit(bodyOf(rows));
      }}
      bg="white"
      borderRadius="md"
      p="4"
    >
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
      <Box mt="3">
        <Notice notice={errors.slots ? { status: 'error', text: errors.slots } : save.failure && { status: 'error', text: save.failure }} />
        <Notice notice={save.saved && 'บันทึกกงล้อแล้ว (รุ่นใหม่)'} />
      </Box>
      {manages && (
        <Button type="submit" mt="4" colorPalette="blue" loading={save.mutation.isPending} disabled={!sumOk || !countOk}>
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
