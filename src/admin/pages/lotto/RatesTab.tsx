import { Box, Button, Checkbox, Flex, Input, NativeSelect, Table, Text } from '@chakra-ui/react';
import { AdminLottoRatesBody, type LottoRate } from '@contract/lotto';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, failureMessage } from '@/lib/api-error';
import { adminApi } from '../../app/http';
import { useSession } from '../../app/session';
import { baht, Empty, Failure, Loading } from '../../app/ui';
import { useUrlState } from '../../app/url-state';
import { type CategoryWithRates, categoriesQuery, changesLotto } from './queries';

type Draft = { bet_type: LottoRate['bet_type']; rate: string; min_bet: string; max_bet: string; max_per_number: string; enabled: boolean };
const draftOf = (r: LottoRate): Draft => ({
  bet_type: r.bet_type,
  rate: String(r.rate),
  min_bet: String(r.min_bet),
  max_bet: String(r.max_bet),
  max_per_number: r.max_per_number === null ? '' : String(r.max_per_number),
  enabled: r.enabled,
});
const bodyOf = (rows: Draft[]) => ({
  items: rows.map((d) => ({
    bet_type: d.bet_type,
    rate: Number(d.rate),
    min_bet: Number(d.min_bet),
    max_bet: Number(d.max_bet),
    max_per_number: d.max_per_number.trim() === '' ? null : Number(d.max_per_number),
    enabled: d.enabled,
  })),
});

/** Rates per category (GET /api/admin/lotto/categories), edited by finance (PUT .../categories/:id/rates); new bills only. */
export function RatesTab() {
  const [url, setUrl] = useUrlState({ category: '' });
  const categories = useQuery(categoriesQuery());
  if (categories.isPending) return <Loading />;
  if (categories.isError) return <Failure error={categories.error} onRetry={() => categories.refetch()} />;
  const list = categories.data.categories;
  const chosen = list.find((c) => String(c.id) === url.category) ?? list[0];
  return (
    <Box>
      <Flex gap="2" mb="4">
        <NativeSelect.Root size="md" maxW="md" bg="white">
          <NativeSelect.Field
            aria-label="ประเภทหวย"
            value={chosen ? String(chosen.id) : ''}
            onChange={(e) => setUrl({ category: e.target.value })}
          >
            {list.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
      {chosen ? <RatesEditor key={chosen.id} category={chosen} /> : <Empty>ยังไม่มีประเภทหวย</Empty>}
    </Box>
  );
}

function RatesEditor({ category }: { category: CategoryWithRates }) {
  const changes = changesLotto(useSession()?.role);
  const [rows, setRows] = useState<Draft[]>(category.rates.map(draftOf));
  const [local, setLocal] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () => adminApi.put(`/lotto/categories/${category.id}/rates`, bodyOf(rows)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'lotto', 'categories'] }),
  });
  const set = (i: number, patch: Partial<Draft>) => setRows(rows.map((r, n) => (n === i ? { ...r, ...patch } : r)));
  const submit = () => {
    const parsed = AdminLottoRatesBody.safeParse(bodyOf(rows));
    if (!parsed.success) return setLocal(parsed.error.issues[0].message);
    setLocal(null);
    save.mutate();
  };
  const fieldErrors = save.error instanceof ApiError ? Object.values(save.error.fields) : [];
  const num = (i: number, key: 'rate' | 'min_bet' | 'max_bet' | 'max_per_number', label: string) => (
    <Input
      size="sm"
      bg="white"
      maxW="28"
      textAlign="end"
      inputMode="decimal"
      aria-label={`${label} ${category.rates[i]?.name ?? rows[i].bet_type}`}
      value={rows[i][key]}
      placeholder={key === 'max_per_number' ? 'ไม่จำกัด' : undefined}
      onChange={(e) => set(i, { [key]: e.target.value.replace(/[^\d.]/g, '') })}
    />
  );
  if (rows.length === 0) return <Empty>ประเภทนี้ยังไม่มีอัตราจ่าย</Empty>;
  return (
    <Box>
      <Text fontSize="sm" color="gray.600" mb="2">
        {category.schedule_text}. อัตราใหม่ใช้กับโพยที่ซื้อหลังบันทึกเท่านั้น
      </Text>
      <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto" mb="3">
        <Table.Root size="sm" aria-label="อัตราจ่าย">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>ประเภท</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">จ่ายบาทละ</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">แทงต่ำสุด (บาท)</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">แทงสูงสุด (บาท)</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">รับต่อเลขต่องวด (บาท)</Table.ColumnHeader>
              <Table.ColumnHeader>เปิดรับ</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {category.rates.map((r, i) => (
              <Table.Row key={r.bet_type}>
                <Table.Cell>{r.name}</Table.Cell>
                {changes ? (
                  <>
                    <Table.Cell textAlign="end">{num(i, 'rate', 'จ่ายบาทละ')}</Table.Cell>
                    <Table.Cell textAlign="end">{num(i, 'min_bet', 'แทงต่ำสุด')}</Table.Cell>
                    <Table.Cell textAlign="end">{num(i, 'max_bet', 'แทงสูงสุด')}</Table.Cell>
                    <Table.Cell textAlign="end">{num(i, 'max_per_number', 'รับต่อเลข')}</Table.Cell>
                    <Table.Cell>
                      <Checkbox.Root checked={rows[i].enabled} onCheckedChange={(e) => set(i, { enabled: e.checked === true })}>
                        <Checkbox.HiddenInput aria-label={`เปิดรับ ${r.name}`} />
                        <Checkbox.Control />
                      </Checkbox.Root>
                    </Table.Cell>
                  </>
                ) : (
                  <>
                    <Table.Cell textAlign="end">{r.rate.toLocaleString('th-TH')}</Table.Cell>
                    <Table.Cell textAlign="end">{baht(r.min_bet)}</Table.Cell>
                    <Table.Cell textAlign="end">{baht(r.max_bet)}</Table.Cell>
                    <Table.Cell textAlign="end">{r.max_per_number === null ? 'ไม่จำกัด' : baht(r.max_per_number)}</Table.Cell>
                    <Table.Cell>{r.enabled ? 'เปิด' : 'ปิด'}</Table.Cell>
                  </>
                )}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {changes && (
        <>
          {(local || save.isError) && (
            <Text role="alert" color="red.600" fontSize="sm" mb="2">
              {local ?? (fieldErrors[0] || failureMessage(save.error))}
            </Text>
          )}
          {save.isSuccess && (
            <Text role="status" color="green.700" fontSize="sm" mb="2">
              บันทึกอัตราจ่ายแล้ว
            </Text>
          )}
          <Button colorPalette="blue" loading={save.isPending} onClick={submit}>
            บันทึกอัตราจ่าย
          </Button>
        </>
      )}
    </Box>
  );
}
