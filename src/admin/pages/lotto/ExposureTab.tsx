import { Badge, Box, Input, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import { BET_TYPE_NAMES, BET_TYPES } from '@contract/lotto';
import { useQuery } from '@tanstack/react-query';
import {
  baht,
  bangkokTime,
  type Column,
  type CsvColumn,
  count,
  DataTable,
  Empty,
  ExportButton,
  FilterBar,
  Loaded,
  Pager,
  SearchSelect,
  useView,
} from '../../app/kit';
import { type ExposureView, exposureQuery, fetchExposure, roundName } from './queries';
import { RoundChooser } from './RoundChooser';

type Item = Awaited<ReturnType<typeof fetchExposure>>['items'][number];
const CSV_COLUMNS: CsvColumn<Item>[] = [
  { header: 'ประเภท', value: (i) => i.bet_type_name },
  { header: 'เลข', value: (i) => `'${i.number}` },
  { header: 'ยอดแทง (บาท)', value: (i) => i.staked.toFixed(2) },
  { header: 'จ่ายถ้าออก (บาท)', value: (i) => i.payout.toFixed(2) },
  { header: 'รายการ', value: (i) => i.items },
  { header: 'รายการจ่ายลด', value: (i) => i.reduced_items },
  { header: 'เลขอั้นตอนนี้', value: (i) => i.limited?.mode_name ?? '' },
];
const BET_TYPE_FILTER: Record<string, string> = { '': 'ทุกประเภท', ...BET_TYPE_NAMES };

/** The columns, with what the house keeps or loses if the number comes out (the round's stakes less its payout). */
const columnsOf = (roundStaked: number): Column<Item, ExposureView['esort']>[] => [
  { header: 'ประเภท', cell: (i) => i.bet_type_name },
  { header: 'เลข', style: { fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' }, cell: (i) => i.number },
  { header: 'ยอดแทง (บาท)', sort: 'staked', end: true, cell: (i) => baht(i.staked) },
  { header: 'จ่ายถ้าออก (บาท)', sort: 'payout', end: true, style: { fontWeight: 'semibold' }, cell: (i) => baht(i.payout) },
  {
    header: 'กำไร/ขาดทุนถ้าออก',
    end: true,
    style: (i) => ({ color: roundStaked - i.payout < 0 ? 'red.600' : 'green.700' }),
    cell: (i) => baht(roundStaked - i.payout),
  },
  {
    header: 'รายการ',
    sort: 'items',
    end: true,
    cell: (i) => (
      <>
        {count(i.items)}
        {i.reduced_items > 0 && (
          <Text as="span" fontSize="xs" color="gray.600">
            {' '}
            (จ่ายลด {count(i.reduced_items)})
          </Text>
        )}
      </>
    ),
  },
  {
    header: 'เลขอั้น',
    cell: (i) =>
      i.limited ? (
        <Badge colorPalette={i.limited.mode === 'closed' ? 'red' : 'orange'}>
          {i.limited.mode_name}
          {i.limited.pay_percent ? ` ${i.limited.pay_percent}%` : ''}
        </Badge>
      ) : (
        '-'
      ),
  },
];

/**
 * The exposure of a round (GET /api/admin/lotto/rounds/:id/exposure): per number and bet type what
 * was staked and what the house would pay if it won, riskiest first, refreshed every few seconds.
 */
export function ExposureTab() {
  const [view, set] = useView('/shell/lotto');
  const round = view.round ?? 0;
  const exposure = useQuery({ ...exposureQuery(round, view, view.epage), enabled: round > 0 });
  const data = exposure.data;
  return (
    <Box>
      <FilterBar
        label="ตัวกรองความเสี่ยง"
        actions={
          round > 0 && (
            <ExportButton
              filename={`lotto-exposure-${round}.csv`}
              columns={CSV_COLUMNS}
              fetchPage={(p, size) => fetchExposure(round, view, p, size)}
            />
          )
        }
      >
        <RoundChooser current={data ? `${roundName(data.round)} (${data.round.status_name})` : undefined} />
        <SearchSelect
          route="/shell/lotto"
          name="bet_type"
          label="ประเภทการแทง"
          options={BET_TYPES}
          names={BET_TYPE_FILTER}
          pageKey="epage"
        />
        <Input
          bg="white"
          maxW="32"
          inputMode="numeric"
          placeholder="ค้นหาเลข"
          aria-label="ค้นหาเลข"
          value={view.number ?? ''}
          onChange={(e) => set({ number: e.target.value.replace(/\D/g, '').slice(0, 3) || undefined, epage: 1 })}
        />
      </FilterBar>
      {round === 0 ? (
        <Empty>เลือกงวดที่ต้องการดูยอดแทงต่อเลข</Empty>
      ) : (
        <Loaded query={exposure}>
          {(data) => (
            <>
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" mb="4">
                <Stat.Root bg="white" borderWidth="1px" borderRadius="md" p="3">
                  <Stat.Label>{roundName(data.round)}</Stat.Label>
                  <Stat.ValueText fontSize="md">{data.round.status_name}</Stat.ValueText>
                  <Stat.HelpText>ปิดรับ {bangkokTime(data.round.closes_at)} · อัปเดตอัตโนมัติทุก 5 วินาที</Stat.HelpText>
                </Stat.Root>
                <Stat.Root bg="white" borderWidth="1px" borderRadius="md" p="3">
                  <Stat.Label>ยอดแทงทั้งงวด (บาท)</Stat.Label>
                  <Stat.ValueText>{baht(data.round_staked)}</Stat.ValueText>
                </Stat.Root>
                <Stat.Root bg="white" borderWidth="1px" borderRadius="md" p="3">
                  <Stat.Label>จ่ายสูงสุดถ้าเลขเดียวออก (บาท)</Stat.Label>
                  <Stat.ValueText color={data.max_payout > data.round_staked ? 'red.600' : undefined}>
                    {baht(data.max_payout)}
                  </Stat.ValueText>
                </Stat.Root>
              </SimpleGrid>
              {data.items.length === 0 ? (
                <Empty>{view.bet_type || view.number ? 'ไม่มีเลขที่ตรงกับตัวกรอง' : 'งวดนี้ยังไม่มีการแทง'}</Empty>
              ) : (
                <>
                  <DataTable
                    label="ยอดแทงต่อเลข"
                    rows={data.items}
                    columns={columnsOf(data.round_staked)}
                    rowKey={(i) => `${i.bet_type}-${i.number}`}
                    order={{ sort: view.esort, dir: view.edir }}
                    onSort={(o) => set({ esort: o.sort, edir: o.dir, epage: 1 })}
                  />
                  <Text fontSize="xs" color="gray.600" mt="2">
                    กำไร/ขาดทุนถ้าออก = ยอดแทงทั้งงวด ลบ ยอดที่ต้องจ่ายของเลขนี้ (ไม่รวมเลขอื่นที่ถูกพร้อมกัน)
                  </Text>
                  <Pager page={data.page} pageSize={data.page_size} total={data.total} onPage={(epage) => set({ epage })} />
                </>
              )}
            </>
          )}
        </Loaded>
      )}
    </Box>
  );
}
