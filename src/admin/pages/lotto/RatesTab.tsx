import { Box, Button, Checkbox, Flex, Input, Text } from '@chakra-ui/react';
import { AdminLottoRatesBody, type LottoRate } from '@contract/lotto';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminApi } from '../../app/http';
import { baht, type Column, DataTable, Empty, Loaded, Notice, numOrNull, Select, str, useCheckedMutation, useView } from '../../app/kit';
import { type CategoryWithRates, categoriesQuery, useChangesLotto } from './queries';

type Draft = { bet_type: LottoRate['bet_type']; rate: string; min_bet: string; max_bet: string; max_per_number: string; enabled: boolean };
type Figure = 'rate' | 'min_bet' | 'max_bet' | 'max_per_number';
const draftOf = (r: LottoRate): Draft => ({
  bet_type: r.bet_type,
  rate: String(r.rate),
  min_bet: String(r.min_bet),
  max_bet: String(r.max_bet),
  max_per_number: str(r.max_per_number),
  enabled: r.enabled,
});
const bodyOf = (rows: Draft[]) => ({
  items: rows.map((d) => ({
    bet_type: d.bet_type,
    rate: Number(d.rate),
    min_bet: Number(d.min_bet),
    max_bet: Number(d.max_bet),
    max_per_number: numOrNull(d.max_per_number),
    enabled: d.enabled,
  })),
});

/** Rates per category (GET /api/admin/lotto/categories), edited by finance (PUT .../categories/:id/rates); new bills only. */
export function RatesTab() {
  const [view, set] = useView('/shell/lotto');
  return (
    <Loaded query={useQuery(categoriesQuery)}>
      {({ categories }) => {
        const chosen = categories.find((c) => c.id === view.category) ?? categories[0];
        return (
          <Box>
            <Flex gap="2" mb="4">
              <Select
                label="ประเภทหวย"
                value={chosen ? String(chosen.id) : ''}
                options={categories.map((c) => String(c.id))}
                names={Object.fromEntries(categories.map((c) => [String(c.id), c.name]))}
                onChange={(id) => set({ category: Number(id) })}
                maxW="md"
              />
            </Flex>
            {chosen ? <RatesEditor key={chosen.id} category={chosen} /> : <Empty>ยังไม่มีประเภทหวย</Empty>}
          </Box>
        );
      }}
    </Loaded>
  );
}

function RatesEditor({ category }: { category: CategoryWithRates }) {
  const changes = useChangesLotto();
  const [rows, setRows] = useState<Draft[]>(category.rates.map(draftOf));
  const save = useCheckedMutation({
    schema: AdminLottoRatesBody,
    mutationFn: (body) => adminApi.put(`/lotto/categories/${category.id}/rates`, body),
    invalidate: categoriesQuery.queryKey,
    raw: true,
  });
  const set = (i: number, patch: Partial<Draft>) => setRows(rows.map((r, n) => (n === i ? { ...r, ...patch } : r)));
  const figure = (key: Figure, header: string, label: string, shown: (r: LottoRate) => string): Column<LottoRate> => ({
    header,
    end: true,
    cell: (r) => {
      const i = category.rates.indexOf(r);
      return changes ? (
        <Input
          size="sm"
          bg="white"
          maxW="28"
          textAlign="end"
          inputMode="decimal"
          aria-label={`${label} ${r.name}`}
          value={rows[i][key]}
          placeholder={key === 'max_per_number' ? 'ไม่จำกัด' : undefined}
          onChange={(e) => set(i, { [key]: e.target.value.replace(/[^\d.]/g, '') })}
        />
      ) : (
        shown(r)
      );
    },
  });
  const columns: Column<LottoRate>[] = [
    { header: 'ประเภท', cell: (r) => r.name },
    figure('rate', 'จ่ายบาทละ', 'จ่ายบาทละ', (r) => r.rate.toLocaleString('th-TH')),
    figure('min_bet', 'แทงต่ำสุด (บาท)', 'แทงต่ำสุด', (r) => baht(r.min_bet)),
    figure('max_bet', 'แทงสูงสุด (บาท)', 'แทงสูงสุด', (r) => baht(r.max_bet)),
    figure('max_per_number', 'รับต่อเลขต่องวด (บาท)', 'รับต่อเลข', (r) => (r.max_per_number === null ? 'ไม่จำกัด' : baht(r.max_per_number))),
    {
      header: 'เปิดรับ',
      cell: (r) => {
        const i = category.rates.indexOf(r);
        return changes ? (
          <Checkbox.Root checked={rows[i].enabled} onCheckedChange={(e) => set(i, { enabled: e.checked === true })}>
            <Checkbox.HiddenInput aria-label={`เปิดรับ ${r.name}`} />
            <Checkbox.Control />
          </Checkbox.Root>
        ) : r.enabled ? (
          'เปิด'
        ) : (
          'ปิด'
        );
      },
    },
  ];
  if (rows.length === 0) return <Empty>ประเภทนี้ยังไม่มีอัตราจ่าย</Empty>;
  const refusal = Object.values(save.errors).find(Boolean) ?? save.failure;
  return (
    <Box>
      <Text fontSize="sm" color="gray.600" mb="2">
        {category.schedule_text}. อัตราใหม่ใช้กับโพยที่ซื้อหลังบันทึกเท่านั้น
      </Text>
      <Box mb="3">
        <DataTable label="อัตราจ่าย" rows={category.rates} columns={columns} rowKey={(r) => r.bet_type} />
      </Box>
      {changes && (
        <>
          <Notice notice={refusal ? { status: 'error', text: refusal } : save.saved && 'บันทึกอัตราจ่ายแล้ว'} mb="3" />
          <Button colorPalette="blue" loading={save.mutation.isPending} onClick={() => save.submit(bodyOf(rows))}>
            บันทึกอัตราจ่าย
          </Button>
        </>
      )}
    </Box>
  );
}
