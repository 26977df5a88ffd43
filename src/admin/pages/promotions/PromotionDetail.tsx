import { Badge, Box, Button, Flex, Grid, Heading, SimpleGrid, Table, Text } from '@chakra-ui/react';
import { FORFEIT_RULE_NAMES, GRANT_OUTCOME_NAMES, GRANT_OUTCOMES, PROMOTION_TYPE_NAMES } from '@contract/promotions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import type { CsvColumn } from '../../app/csv';
import { baht, bangkokTime, Empty, ExportButton, Failure, Loading, Pager, SortHeader } from '../../app/ui';
import { useUrlState } from '../../app/url-state';
import {
  fetchTakers,
  oneQuery,
  PAGE_SIZE,
  type Promotion,
  promotionKeys,
  promotionsApi,
  type Taker,
  type TakerView,
  takersQuery,
} from './api';
import { bonusText, requirementText, StatusButtons } from './parts';
import { Progress, Select, StatusBadge, useManages, weightsText } from './shared';

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
      {one.isPending ? (
        <Loading />
      ) : one.isError ? (
        <Failure error={one.error} onRetry={() => one.refetch()} />
      ) : (
        <>
          <Flex align="center" gap="3" wrap="wrap" mb="3">
            <Heading size="lg">{one.data.title}</Heading>
            <StatusBadge status={one.data.status} />
            <Box flex="1" />
            {manages && (
              <Flex gap="1">
                <StatusButtons
                  p={one.data}
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
            <Figure label="ผู้รับโบนัส" value={one.data.takers.toLocaleString('th-TH')} />
            <Figure label="ไม่ได้รับ" value={one.data.refused.toLocaleString('th-TH')} />
            <Figure label="โบนัสที่จ่าย (บาท)" value={baht(one.data.bonus_paid)} />
            <Figure label="หักคืน (บาท)" value={baht(one.data.forfeited)} />
            <Figure label="ยอดเทิร์นที่เกิด (บาท)" value={baht(one.data.turnover)} />
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
            <Text>{PROMOTION_TYPE_NAMES[one.data.type]}</Text>
            <Text color="gray.600">โบนัส</Text>
            <Text>
              {bonusText(one.data)} · ฝากขั้นต่ำ {baht(one.data.min_deposit)}
            </Text>
            <Text color="gray.600">เงื่อนไข</Text>
            <Text>
              {requirementText(one.data)} ภายใน {one.data.requirement_days} วัน
            </Text>
            <Text color="gray.600">เกมที่นับ</Text>
            <Text>{weightsText(one.data.weights)}</Text>
            <Text color="gray.600">ถอนได้สูงสุด</Text>
            <Text>{one.data.max_withdrawal === null ? 'ไม่จำกัด' : baht(one.data.max_withdrawal)}</Text>
            <Text color="gray.600">ยอดเงินขั้นต่ำ</Text>
            <Text>{baht(one.data.balance_floor)}</Text>
            <Text color="gray.600">เมื่อไม่ครบ</Text>
            <Text>{FORFEIT_RULE_NAMES[one.data.forfeit_rule]}</Text>
            <Text color="gray.600">ช่วงเวลา</Text>
            <Text>
              {bangkokTime(one.data.starts_at)} – {one.data.ends_at ? bangkokTime(one.data.ends_at) : 'ไม่มีกำหนด'}
            </Text>
          </Grid>
        </>
      )}
      <Takers id={id} />
    </Box>
  );
}

function Takers({ id }: { id: number }) {
  const [view, setView] = useUrlState({ t_outcome: '', t_sort: '', t_dir: 'desc', t_page: 1 });
  const list = useQuery(takersQuery(id, view as TakerView));
  const onSort = (s: { sort: string; dir: string }) => setView({ t_sort: s.sort, t_dir: s.dir, t_page: 1 });
  return (
    <Box>
      <Flex gap="2" mb="3" wrap="wrap" align="center">
        <Heading size="md">ผู้รับโปรโมชั่น</Heading>
        <Select
          label="ผลลัพธ์"
          value={view.t_outcome}
          options={['', ...GRANT_OUTCOMES]}
          names={OUTCOME_FILTER}
          onChange={(t_outcome) => setView({ t_outcome, t_page: 1 })}
          maxW="56"
        />
        <Box flex="1" />
        <ExportButton
          filename={`promotion-${id}-takers.csv`}
          columns={TAKER_COLUMNS}
          fetchPage={(p, size) => fetchTakers(id, view as TakerView, p, size)}
        />
      </Flex>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Failure error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <Empty>{view.t_outcome ? 'ไม่พบรายการที่ตรงกับตัวกรอง' : 'ยังไม่มีผู้รับโปรโมชั่นนี้'}</Empty>
      ) : (
        <>
          <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
            <Table.Root size="sm" aria-label="ผู้รับโปรโมชั่น">
              <Table.Header>
                <Table.Row>
                  <SortHeader column="created_at" sort={view.t_sort} dir={view.t_dir} onSort={onSort}>
                    เวลา
                  </SortHeader>
                  <Table.ColumnHeader>สมาชิก</Table.ColumnHeader>
                  <SortHeader column="deposit_amount" sort={view.t_sort} dir={view.t_dir} onSort={onSort} textAlign="end">
                    ยอดฝาก
                  </SortHeader>
                  <SortHeader column="bonus" sort={view.t_sort} dir={view.t_dir} onSort={onSort} textAlign="end">
                    โบนัส
                  </SortHeader>
                  <Table.ColumnHeader>ผลลัพธ์</Table.ColumnHeader>
                  <Table.ColumnHeader>ความคืบหน้า</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">หักคืน</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.data.items.map((t) => (
                  <Table.Row key={t.grant_id}>
                    <Table.Cell whiteSpace="nowrap" verticalAlign="top">
                      {bangkokTime(t.created_at)}
                    </Table.Cell>
                    <Table.Cell verticalAlign="top">
                      <Text whiteSpace="nowrap">{t.member_name}</Text>
                      <Text fontSize="xs" color="gray.600" whiteSpace="nowrap">
                        {t.member_phone} · #{t.member_id}
                      </Text>
                    </Table.Cell>
                    <Table.Cell textAlign="end" verticalAlign="top" whiteSpace="nowrap">
                      {baht(t.deposit_amount)}
                    </Table.Cell>
                    <Table.Cell textAlign="end" verticalAlign="top" whiteSpace="nowrap" fontWeight="semibold">
                      {baht(t.bonus)}
                    </Table.Cell>
                    <Table.Cell verticalAlign="top">
                      <Badge colorPalette={OUTCOME_COLOURS[t.outcome]} variant="subtle">
                        {GRANT_OUTCOME_NAMES[t.outcome]}
                      </Badge>
                      {t.reason && (
                        <Text fontSize="xs" color="gray.600" maxW="xs">
                          {t.reason}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell verticalAlign="top">
                      {t.requirement_id === null ? (
                        <Text color="gray.500">-</Text>
                      ) : (
                        <Box>
                          <Text fontSize="xs" whiteSpace="nowrap">
                            {baht(t.done)} / {baht(t.required)}
                          </Text>
                          <Progress done={t.done} required={t.required} label={`ความคืบหน้า ${t.member_phone}`} />
                        </Box>
                      )}
                    </Table.Cell>
                    <Table.Cell textAlign="end" verticalAlign="top" whiteSpace="nowrap">
                      {baht(t.forfeited)}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <Pager
            page={list.data.page}
            pageSize={list.data.page_size ?? PAGE_SIZE}
            total={list.data.total}
            onPage={(p) => setView({ t_page: p })}
          />
        </>
      )}
    </Box>
  );
}
