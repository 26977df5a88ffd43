import { Box, Button, Flex, Input } from '@chakra-ui/react';
import { AdminLimitedBody, BET_TYPE_DIGITS, BET_TYPE_NAMES, BET_TYPES, type BetType } from '@contract/lotto';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { adminApi } from '../../app/http';
import { baht, type Column, DataTable, Empty, Loaded, Notice, Select, StatusBadge, useDraft, useNotice, useView } from '../../app/kit';
import { type Limits, limitedQuery, useChangesLotto } from './queries';
import { RoundChooser } from './RoundChooser';

type Row = { bet_type: BetType; number: string; mode: 'closed' | 'reduced'; pay_percent?: number; max_amount?: number };
const MODES: Record<Row['mode'], string> = { closed: 'ปิดรับ', reduced: 'จ่ายลด' };

const toRows = (l: Limits): Row[] =>
  l.limited.map((x) => ({
    bet_type: x.bet_type,
    number: x.number,
    mode: x.mode,
    ...(x.pay_percent !== null ? { pay_percent: x.pay_percent } : {}),
    ...(x.max_amount !== null ? { max_amount: x.max_amount } : {}),
  }));
const keyOf = (r: { bet_type: BetType; number: string }) => `${r.bet_type}:${r.number}`;

/** Limited numbers (เลขอั้น) of a round: read by finance and support, replaced as a whole by finance (PUT .../limited). */
export function LimitedTab() {
  const [view] = useView('/shell/lotto');
  const round = view.round ?? 0;
  const limits = useQuery({ ...limitedQuery(round), enabled: round > 0 });
  return (
    <Box>
      <Flex gap="2" mb="4" wrap="wrap">
        <RoundChooser />
      </Flex>
      {round === 0 ? (
        <Empty>เลือกงวดที่ต้องการดูหรือตั้งเลขอั้น</Empty>
      ) : (
        <Loaded query={limits}>{(data) => <LimitedEditor key={round} roundId={round} limits={data} />}</Loaded>
      )}
    </Box>
  );
}

function LimitedEditor({ roundId, limits }: { roundId: number; limits: Limits }) {
  const changes = useChangesLotto();
  const [rows, setRows] = useState<Row[]>(toRows(limits));
  const draft = useDraft({ bet_type: '3top' as BetType, number: '', mode: 'closed' as Row['mode'], pay_percent: '50', max_amount: '' });
  const d = draft.values;
  const notice = useNotice();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (items: Row[]) => adminApi.put<Limits>(`/lotto/rounds/${roundId}/limited`, { items }),
    onSuccess: (data) => {
      queryClient.setQueryData(limitedQuery(roundId).queryKey, data);
      notice.ok('บันทึกเลขอั้นแล้ว (โพยที่ขายไปแล้วใช้อัตราเดิม)');
    },
    onError: notice.fail,
  });
  const dirty = JSON.stringify(rows) !== JSON.stringify(toRows(limits));
  const remaining = new Map(limits.remaining.map((r) => [keyOf(r), r]));

  const add = (e: FormEvent) => {
    e.preventDefault();
    const row: Row = {
      bet_type: d.bet_type,
      number: d.number,
      mode: d.mode,
      ...(d.mode === 'reduced' ? { pay_percent: Number(d.pay_percent) } : {}),
      ...(d.max_amount ? { max_amount: Number(d.max_amount) } : {}),
    };
    const parsed = AdminLimitedBody.safeParse({ items: [row] });
    if (!parsed.success) return notice.refuse(parsed.error.issues[0].message);
    if (rows.some((r) => keyOf(r) === keyOf(row))) return notice.refuse(`เลข ${row.number} มีอยู่แล้ว`);
    notice.clear();
    setRows([...rows, row]);
    draft.set({ number: '' });
  };

  const columns: Column<Row>[] = [
    { header: 'ประเภท', cell: (r) => BET_TYPE_NAMES[r.bet_type] },
    { header: 'เลข', style: { fontWeight: 'semibold' }, cell: (r) => r.number },
    { header: 'แบบ', cell: (r) => <StatusBadge colour={r.mode === 'closed' ? 'red' : 'orange'}>{MODES[r.mode]}</StatusBadge> },
    { header: 'จ่าย (%)', end: true, cell: (r) => r.pay_percent ?? '-' },
    { header: 'รับสูงสุดต่อเลข (บาท)', end: true, cell: (r) => (r.max_amount !== undefined ? baht(r.max_amount) : '-') },
    {
      header: 'รับได้อีก (บาท)',
      end: true,
      cell: (r) => {
        const left = remaining.get(keyOf(r));
        return left ? baht(left.remaining) : '-';
      },
    },
    {
      header: '',
      hidden: !changes,
      end: true,
      cell: (r) => (
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          aria-label={`ลบเลขอั้น ${r.number}`}
          onClick={() => setRows(rows.filter((x) => x !== r))}
        >
          ลบ
        </Button>
      ),
    },
  ];

  return (
    <Box>
      <Box mb="4">
        {rows.length === 0 ? <Empty>งวดนี้ไม่มีเลขอั้น</Empty> : <DataTable label="เลขอั้น" rows={rows} columns={columns} rowKey={keyOf} />}
      </Box>
      {changes && (
        <>
          <Flex as="form" onSubmit={add} aria-label="เพิ่มเลขอั้น" gap="2" wrap="wrap" align="center" mb="3">
            <Select
              label="ประเภทเลขอั้น"
              value={d.bet_type}
              options={BET_TYPES}
              names={BET_TYPE_NAMES}
              onChange={(bet_type) => draft.set({ bet_type })}
              maxW="36"
            />
            <Input
              bg="white"
              maxW="24"
              inputMode="numeric"
              aria-label="เลข"
              placeholder={`${BET_TYPE_DIGITS[d.bet_type]} หลัก`}
              value={d.number}
              onChange={(e) => draft.set({ number: e.target.value.replace(/\D/g, '').slice(0, 3) })}
            />
            <Select
              label="แบบเลขอั้น"
              value={d.mode}
              options={['closed', 'reduced']}
              names={MODES}
              onChange={(mode) => draft.set({ mode })}
              maxW="32"
            />
            {d.mode === 'reduced' && (
              <Input
                bg="white"
                maxW="24"
                inputMode="numeric"
                aria-label="จ่ายกี่เปอร์เซ็นต์"
                value={d.pay_percent}
                onChange={(e) => draft.set({ pay_percent: e.target.value.replace(/\D/g, '') })}
              />
            )}
            <Input
              bg="white"
              maxW="40"
              inputMode="decimal"
              aria-label="รับสูงสุดต่อเลข (บาท)"
              placeholder="รับสูงสุด (บาท) ไม่บังคับ"
              value={d.max_amount}
              onChange={(e) => draft.set({ max_amount: e.target.value.replace(/[^\d.]/g, '') })}
            />
            <Button type="submit" variant="outline">
              เพิ่ม
            </Button>
          </Flex>
          <Notice notice={notice.value?.status === 'success' && dirty ? null : notice.value} mb="3" />
          <Button colorPalette="blue" disabled={!dirty} loading={save.isPending} onClick={() => save.mutate(rows)}>
            บันทึกเลขอั้น
          </Button>
        </>
      )}
    </Box>
  );
}
