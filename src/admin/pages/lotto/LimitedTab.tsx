import { Badge, Box, Button, Flex, Input, NativeSelect, Table, Text } from '@chakra-ui/react';
import { AdminLimitedBody, BET_TYPE_DIGITS, BET_TYPE_NAMES, BET_TYPES, type BetType, type LimitData } from '@contract/lotto';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { failureMessage } from '@/lib/api-error';
import { adminApi } from '../../app/http';
import { useSession } from '../../app/session';
import { baht, Empty, Failure, Loading } from '../../app/ui';
import { useUrlState } from '../../app/url-state';
import { RoundChooser } from './ExposureTab';
import { changesLotto } from './queries';

type Limits = z.infer<typeof LimitData>;
type Row = { bet_type: BetType; number: string; mode: 'closed' | 'reduced'; pay_percent?: number; max_amount?: number };

const toRows = (l: Limits): Row[] =>
  l.limited.map((x) => ({
    bet_type: x.bet_type,
    number: x.number,
    mode: x.mode,
    ...(x.pay_percent !== null ? { pay_percent: x.pay_percent } : {}),
    ...(x.max_amount !== null ? { max_amount: x.max_amount } : {}),
  }));

/** Limited numbers (เลขอั้น) of a round: read by finance and support, replaced as a whole by finance (PUT .../limited). */
export function LimitedTab() {
  const [url, setUrl] = useUrlState({ round: 0 });
  const limits = useQuery({
    queryKey: ['admin', 'lotto', 'limited', url.round],
    queryFn: () => adminApi.get<Limits>(`/lotto/rounds/${url.round}/limited`),
    enabled: url.round > 0,
  });
  return (
    <Box>
      <Flex gap="2" mb="4" wrap="wrap">
        <RoundChooser value={url.round} onChange={(id) => setUrl({ round: id })} />
      </Flex>
      {url.round === 0 ? (
        <Empty>เลือกงวดที่ต้องการดูหรือตั้งเลขอั้น</Empty>
      ) : limits.isPending ? (
        <Loading />
      ) : limits.isError ? (
        <Failure error={limits.error} onRetry={() => limits.refetch()} />
      ) : (
        <LimitedEditor key={url.round} roundId={url.round} limits={limits.data} />
      )}
    </Box>
  );
}

function LimitedEditor({ roundId, limits }: { roundId: number; limits: Limits }) {
  const changes = changesLotto(useSession()?.role);
  const [rows, setRows] = useState<Row[]>(toRows(limits));
  const [draft, setDraft] = useState({
    bet_type: '3top' as BetType,
    number: '',
    mode: 'closed' as Row['mode'],
    pay_percent: '50',
    max_amount: '',
  });
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (items: Row[]) => adminApi.put<Limits>(`/lotto/rounds/${roundId}/limited`, { items }),
    onSuccess: (data) => queryClient.setQueryData(['admin', 'lotto', 'limited', roundId], data),
  });
  const dirty = JSON.stringify(rows) !== JSON.stringify(toRows(limits));
  const remaining = new Map(limits.remaining.map((r) => [`${r.bet_type}:${r.number}`, r]));

  const add = (e: FormEvent) => {
    e.preventDefault();
    const row: Row = {
      bet_type: draft.bet_type,
      number: draft.number,
      mode: draft.mode,
      ...(draft.mode === 'reduced' ? { pay_percent: Number(draft.pay_percent) } : {}),
      ...(draft.max_amount ? { max_amount: Number(draft.max_amount) } : {}),
    };
    const parsed = AdminLimitedBody.safeParse({ items: [row] });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    if (rows.some((r) => r.bet_type === row.bet_type && r.number === row.number)) return setError(`เลข ${row.number} มีอยู่แล้ว`);
    setError(null);
    setRows([...rows, row]);
    setDraft({ ...draft, number: '' });
  };

  return (
    <Box>
      {rows.length === 0 ? (
        <Box mb="4">
          <Empty>งวดนี้ไม่มีเลขอั้น</Empty>
        </Box>
      ) : (
        <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto" mb="4">
          <Table.Root size="sm" aria-label="เลขอั้น">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>ประเภท</Table.ColumnHeader>
                <Table.ColumnHeader>เลข</Table.ColumnHeader>
                <Table.ColumnHeader>แบบ</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">จ่าย (%)</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">รับสูงสุดต่อเลข (บาท)</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">รับได้อีก (บาท)</Table.ColumnHeader>
                {changes && <Table.ColumnHeader />}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((r) => {
                const left = remaining.get(`${r.bet_type}:${r.number}`);
                return (
                  <Table.Row key={`${r.bet_type}:${r.number}`}>
                    <Table.Cell>{BET_TYPE_NAMES[r.bet_type]}</Table.Cell>
                    <Table.Cell fontWeight="semibold">{r.number}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={r.mode === 'closed' ? 'red' : 'orange'}>{r.mode === 'closed' ? 'ปิดรับ' : 'จ่ายลด'}</Badge>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{r.pay_percent ?? '-'}</Table.Cell>
                    <Table.Cell textAlign="end">{r.max_amount !== undefined ? baht(r.max_amount) : '-'}</Table.Cell>
                    <Table.Cell textAlign="end">{left ? baht(left.remaining) : '-'}</Table.Cell>
                    {changes && (
                      <Table.Cell textAlign="end">
                        <Button
                          size="xs"
                          variant="ghost"
                          colorPalette="red"
                          aria-label={`ลบเลขอั้น ${r.number}`}
                          onClick={() => setRows(rows.filter((x) => x !== r))}
                        >
                          ลบ
                        </Button>
                      </Table.Cell>
                    )}
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {changes && (
        <>
          <Flex as="form" onSubmit={add} aria-label="เพิ่มเลขอั้น" gap="2" wrap="wrap" align="center" mb="3">
            <NativeSelect.Root size="sm" maxW="36" bg="white">
              <NativeSelect.Field
                aria-label="ประเภทเลขอั้น"
                value={draft.bet_type}
                onChange={(e) => setDraft({ ...draft, bet_type: e.target.value as BetType })}
              >
                {BET_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {BET_TYPE_NAMES[t]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Input
              size="sm"
              bg="white"
              maxW="24"
              inputMode="numeric"
              aria-label="เลข"
              placeholder={`${BET_TYPE_DIGITS[draft.bet_type]} หลัก`}
              value={draft.number}
              onChange={(e) => setDraft({ ...draft, number: e.target.value.replace(/\D/g, '').slice(0, 3) })}
            />
            <NativeSelect.Root size="sm" maxW="32" bg="white">
              <NativeSelect.Field
                aria-label="แบบเลขอั้น"
                value={draft.mode}
                onChange={(e) => setDraft({ ...draft, mode: e.target.value as Row['mode'] })}
              >
                <option value="closed">ปิดรับ</option>
                <option value="reduced">จ่ายลด</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {draft.mode === 'reduced' && (
              <Input
                size="sm"
                bg="white"
                maxW="24"
                inputMode="numeric"
                aria-label="จ่ายกี่เปอร์เซ็นต์"
                value={draft.pay_percent}
                onChange={(e) => setDraft({ ...draft, pay_percent: e.target.value.replace(/\D/g, '') })}
              />
            )}
            <Input
              size="sm"
              bg="white"
              maxW="40"
              inputMode="decimal"
              aria-label="รับสูงสุดต่อเลข (บาท)"
              placeholder="รับสูงสุด (บาท) ไม่บังคับ"
              value={draft.max_amount}
              onChange={(e) => setDraft({ ...draft, max_amount: e.target.value.replace(/[^\d.]/g, '') })}
            />
            <Button type="submit" size="sm" variant="outline">
              เพิ่ม
            </Button>
          </Flex>
          {error && (
            <Text role="alert" color="red.600" fontSize="sm" mb="2">
              {error}
            </Text>
          )}
          {save.isError && (
            <Text role="alert" color="red.600" fontSize="sm" mb="2">
              {failureMessage(save.error)}
            </Text>
          )}
          {save.isSuccess && !dirty && (
            <Text role="status" color="green.700" fontSize="sm" mb="2">
              บันทึกเลขอั้นแล้ว (โพยที่ขายไปแล้วใช้อัตราเดิม)
            </Text>
          )}
          <Button colorPalette="blue" disabled={!dirty} loading={save.isPending} onClick={() => save.mutate(rows)}>
            บันทึกเลขอั้น
          </Button>
        </>
      )}
    </Box>
  );
}
