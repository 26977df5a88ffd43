import { Box, Button, Flex, Grid, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { FORFEIT_RULE_NAMES, GRANT_OUTCOME_NAMES, GRANT_OUTCOMES, PROMOTION_TYPE_NAMES } from '@contract/promotions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import {
  baht,
  bangkokTime,
  type Column,
  type CsvColumn,
  count,
  ExportButton,
  FilterBar,
  LifecycleBadge,
  LifecycleButtons,
  Loaded,
  PagedTable,
  Progress,
  SearchSelect,
  StatusBadge,
  twoLines,
  useManages,
  useView,
  weightsText,
} from '../../app/kit';
import {
  bonusText,
  fetchTakers,
  oneQuery,
  type Promotion,
  promotionKeys,
  promotionsApi,
  requirementText,
  type Taker,
  takersQuery,
} from './api';

const OUTCOME_COLOURS: Record<string, string> = { refused: 'gray', active: 'blue', met: 'green', forfeited: 'red' };
const OUTCOME_FILTER: Record<string, string> = { '': 'ทุกผลลัพธ์', ...GRANT_OUTCOME_NAMES };

export const TAKER_COLUMNS: CsvColumn<Taker>[] = [
  { header: 'เวลา', value: (t) => bangkokTime(t.created_at) },
  { header: 'รหัสสมาชิก', value: (t) => t.member_id },
  { header: 'เบอร์โทร', value: (t) => t.member_phone },
  { header: 'ชื่อสมาชิก', value: (t) => t.member_name },
  { header: 'ยอดฝาก', value: (t) => t.deposit_amount.toFixed(2) },
  { header: 'โบนัส', value: (t) => t.bonus.toFixed(2) },
  { header: 'ผลลัพธ์', value: (t) => GRANT_OUTCOME_NAMES[t.outcome] },
  { header: 'เหตุผล', value: (t) => t.reason },
  { header: 'เทิร์นที่ต้องทำ', value: (t) => (t.requirement_id === null ? '' : t.required.toFixed(2)) },
  { header: 'ทำได้แล้ว', value: (t) => (t.requirement_id === null ? '' : t.done.toFixed(2)) },
  { header: 'หักคืน', value: (t) => t.forfeited.toFixed(2) },
];

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box bg="white" borderWidth="1px" borderRadius="md" p="3">
      <Text fontSize="xs" color="gray.600">
        {label}
      </Text>
      <Text fontSize="lg" fontWeight="semibold">
        {value}
      </Text>
    </Box>
  );
}

/** One promotion (`?id=`): its figures and settings, status buttons, and the takers table. */
export function PromotionDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const one = useQuery(oneQuery(id));
  const manages = useManages();
  const queryClient = useQueryClient();
  const [ending, setEnding] = useState(false);
  const change = useMutation({
    mutationFn: (status: Promotion['status']) => promotionsApi.status(id, status),
    onSuccess: () => setEnding(false),
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
  });

  return (
    <Box>
      <Button size="sm" variant="ghost" mb="3" onClick={onBack}>
        ← กลับไปรายการโปรโมชั่น
      </Button>
      <Loaded query={one}>
        {(p) => (
          <>
            <Flex align="center" gap="3" wrap="wrap" mb="3">
              <Heading size="lg">{p.title}</Heading>
              <LifecycleBadge status={p.status} />
              <Box flex="1" />
              {manages && (
                <Flex gap="1">
                  <LifecycleButtons
                    p={p}
                    busy={change.isPending}
                    confirming={ending}
                    onConfirm={setEnding}
                    onStatus={(s) => change.mutate(s)}
                  />
                </Flex>
              )}
            </Flex>
            {change.isError && (
              <Text role="alert" color="red.600" mb="2">
                {failureMessage(change.error)}
              </Text>
            )}
            <SimpleGrid columns={{ base: 2, md: 5 }} gap="3" mb="4">
              <Figure label="ผู้รับโบนัส" value={count(p.takers)} />
              <Figure label="ไม่ได้รับ" value={count(p.refused)} />
              <Figure label="โบนัสที่จ่าย (บาท)" value={baht(p.bonus_paid)} />
              <Figure label="หักคืน (บาท)" value={baht(p.forfeited)} />
              <Figure label="ยอดเทิร์นที่เกิด (บาท)" value={baht(p.turnover)} />
            </SimpleGrid>
            <Grid
              templateColumns={{ base: '1fr', md: 'auto 1fr auto 1fr' }}
              columnGap="4"
              rowGap="1"
              fontSize="sm"
              bg="white"
              borderWidth="1px"
              borderRadius="md"
              p="4"
              mb="5"
            >
              <Text color="gray.600">ประเภท</Text>
              <Text>{PROMOTION_TYPE_NAMES[p.type]}</Text>
              <Text color="gray.600">โบนัส</Text>
              <Text>
                {bonusText(p)} · ฝากขั้นต่ำ {baht(p.min_deposit)}
              </Text>
              <Text color="gray.600">เงื่อนไข</Text>
              <Text>
                {requirementText(p)} ภายใน {p.requirement_days} วัน
              </Text>
              <Text color="gray.600">เกมที่นับ</Text>
              <Text>{weightsText(p.weights)}</Text>
              <Text color="gray.600">ถอนได้สูงสุด</Text>
              <Text>{p.max_withdrawal === null ? 'ไม่จำกัด' : baht(p.max_withdrawal)}</Text>
              <Text color="gray.600">ยอดเงินขั้นต่ำ</Text>
              <Text>{baht(p.balance_floor)}</Text>
              <Text color="gray.600">เมื่อไม่ครบ</Text>
              <Text>{FORFEIT_RULE_NAMES[p.forfeit_rule]}</Text>
              <Text color="gray.600">ช่วงเวลา</Text>
              <Text>
                {bangkokTime(p.starts_at)} – {p.ends_at ? bangkokTime(p.ends_at) : 'ไม่มีกำหนด'}
              </Text>
            </Grid>
          </>
        )}
      </Loaded>
      <Takers id={id} />
    </Box>
  );
}

function Takers({ id }: { id: number }) {
  const [view, set] = useView('/shell/promotions');
  const list = useQuery(takersQuery(id, view));
  const columns: Column<Taker, NonNullable<typeof view.t_sort>>[] = [
    { header: 'เวลา', sort: 'created_at', style: { whiteSpace: 'nowrap' }, cell: (t) => bangkokTime(t.created_at) },
    { header: 'สมาชิก', style: { whiteSpace: 'nowrap' }, cell: (t) => twoLines(t.member_name, `${t.member_phone} · #${t.member_id}`) },
    { header: 'ยอดฝาก', sort: 'deposit_amount', end: true, style: { whiteSpace: 'nowrap' }, cell: (t) => baht(t.deposit_amount) },
    { header: 'โบนัส', sort: 'bonus', end: true, style: { whiteSpace: 'nowrap', fontWeight: 'semibold' }, cell: (t) => baht(t.bonus) },
    {
      header: 'ผลลัพธ์',
      cell: (t) => (
        <>
          <StatusBadge colour={OUTCOME_COLOURS[t.outcome]}>{GRANT_OUTCOME_NAMES[t.outcome]}</StatusBadge>
          {t.reason && (
            <Text fontSize="xs" color="gray.600" maxW="xs">
              {t.reason}
            </Text>
          )}
        </>
      ),
    },
    {
      header: 'ความคืบหน้า',
      cell: (t) =>
        t.requirement_id === null ? (
          <Text color="gray.500">-</Text>
        ) : (
          <Box>
            <Text fontSize="xs" whiteSpace="nowrap">
              {baht(t.done)} / {baht(t.required)}
            </Text>
            <Progress done={t.done} required={t.required} label={`ความคืบหน้า ${t.member_phone}`} />
          </Box>
        ),
    },
    { header: 'หักคืน', end: true, style: { whiteSpace: 'nowrap' }, cell: (t) => baht(t.forfeited) },
  ];
  return (
    <Box>
      <Heading size="md" mb="3">
        ผู้รับโปรโมชั่น
      </Heading>
      <FilterBar
        label="ตัวกรองผู้รับโปรโมชั่น"
        actions={
          <ExportButton
            filename={`promotion-${id}-takers.csv`}
            columns={TAKER_COLUMNS}
            fetchPage={(p, size) => fetchTakers(id, view, p, size)}
          />
        }
      >
        <SearchSelect
          route="/shell/promotions"
          name="t_outcome"
          label="ผลลัพธ์"
          options={GRANT_OUTCOMES}
          names={OUTCOME_FILTER}
          pageKey="t_page"
          maxW="56"
        />
      </FilterBar>
      <PagedTable
        query={list}
        label="ผู้รับโปรโมชั่น"
        empty={view.t_outcome ? 'ไม่พบรายการที่ตรงกับตัวกรอง' : 'ยังไม่มีผู้รับโปรโมชั่นนี้'}
        columns={columns}
        top
        rowKey={(t) => t.grant_id}
        order={{ sort: view.t_sort, dir: view.t_dir }}
        onSort={(o) => set({ t_sort: o.sort, t_dir: o.dir, t_page: 1 })}
        onPage={(t_page) => set({ t_page })}
      />
    </Box>
  );
}
