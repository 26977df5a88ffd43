import { Badge, Box, Flex, Input, NativeSelect, SimpleGrid, Stat, Table, Text } from '@chakra-ui/react';
import { BET_TYPE_NAMES, BET_TYPES } from '@contract/lotto';
import { useQuery } from '@tanstack/react-query';
import type { CsvColumn } from '../../app/csv';
import { baht, bangkokTime, Empty, ExportButton, Failure, Loading, Pager, SortHeader } from '../../app/ui';
import { useUrlState } from '../../app/url-state';
import { type ExposureFilters, exposureQuery, fetchExposure, liveRoundsQuery, roundName } from './queries';

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

/** A round chooser over the rounds still taking bets or waiting for a result. */
export function RoundChooser({
  value,
  onChange,
  current,
}: {
  value: number;
  onChange: (id: number) => void;
  /** The chosen round's name when known, shown even if it is no longer among the live rounds. */
  current?: string;
}) {
  const rounds = useQuery(liveRoundsQuery());
  const listed = rounds.data?.some((r) => r.id === value);
  return (
    <NativeSelect.Root size="md" maxW="md" bg="white">
      <NativeSelect.Field aria-label="งวด" value={value ? String(value) : ''} onChange={(e) => onChange(Number(e.target.value))}>
        <option value="">{rounds.isPending ? 'กำลังโหลดงวด...' : 'เลือกงวด'}</option>
        {value > 0 && !listed && <option value={String(value)}>{current ?? `งวด #${value}`}</option>}
        {rounds.data?.map((r) => (
          <option key={r.id} value={String(r.id)}>
            {roundName(r)} ({r.status_name})
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/**
 * The exposure of a round (GET /api/admin/lotto/rounds/:id/exposure): per number and bet type what
 * was staked and what the house would pay if it won, riskiest first, refreshed every few seconds.
 */
export function ExposureTab() {
  const [url, setUrl] = useUrlState({ round: 0, bet_type: '', number: '', esort: 'payout', edir: 'desc', epage: 1 });
  const filters: ExposureFilters = { bet_type: url.bet_type, number: url.number, sort: url.esort, dir: url.edir };
  const exposure = useQuery({ ...exposureQuery(url.round, filters, url.epage), enabled: url.round > 0 });
  const data = exposure.data;
  return (
    <Box>
      <Flex gap="2" mb="4" wrap="wrap" align="center">
        <RoundChooser
          value={url.round}
          current={data ? `${roundName(data.round)} (${data.round.status_name})` : undefined}
          onChange={(id) => setUrl({ round: id, epage: 1 })}
        />
        <NativeSelect.Root size="md" maxW="44" bg="white">
          <NativeSelect.Field
            aria-label="ประเภทการแทง"
            value={url.bet_type}
            onChange={(e) => setUrl({ bet_type: e.target.value, epage: 1 })}
          >
            <option value="">ทุกประเภท</option>
            {BET_TYPES.map((t) => (
              <option key={t} value={t}>
                {BET_TYPE_NAMES[t]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Input
          bg="white"
          maxW="32"
          inputMode="numeric"
          placeholder="ค้นหาเลข"
          aria-label="ค้นหาเลข"
          value={url.number}
          onChange={(e) => setUrl({ number: e.target.value.replace(/\D/g, '').slice(0, 3), epage: 1 })}
        />
        <Box flex="1" />
        {url.round > 0 && (
          <ExportButton
            filename={`lotto-exposure-${url.round}.csv`}
            columns={CSV_COLUMNS}
            fetchPage={(p, size) => fetchExposure(url.round, filters, p, size)}
          />
        )}
      </Flex>
      {url.round === 0 ? (
        <Empty>เลือกงวดที่ต้องการดูยอดแทงต่อเลข</Empty>
      ) : exposure.isPending ? (
        <Loading />
      ) : exposure.isError ? (
        <Failure error={exposure.error} onRetry={() => exposure.refetch()} />
      ) : data ? (
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
              <Stat.ValueText color={data.max_payout > data.round_staked ? 'red.600' : undefined}>{baht(data.max_payout)}</Stat.ValueText>
            </Stat.Root>
          </SimpleGrid>
          {data.items.length === 0 ? (
            <Empty>{url.bet_type || url.number ? 'ไม่มีเลขที่ตรงกับตัวกรอง' : 'งวดนี้ยังไม่มีการแทง'}</Empty>
          ) : (
            <>
              <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
                <Table.Root size="sm" aria-label="ยอดแทงต่อเลข">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader whiteSpace="nowrap">ประเภท</Table.ColumnHeader>
                      <Table.ColumnHeader whiteSpace="nowrap">เลข</Table.ColumnHeader>
                      <SortHeader
                        column="staked"
                        sort={url.esort}
                        dir={url.edir}
                        onSort={(s) => setUrl({ esort: s.sort, edir: s.dir, epage: 1 })}
                        textAlign="end"
                      >
                        ยอดแทง (บาท)
                      </SortHeader>
                      <SortHeader
                        column="payout"
                        sort={url.esort}
                        dir={url.edir}
                        onSort={(s) => setUrl({ esort: s.sort, edir: s.dir, epage: 1 })}
                        textAlign="end"
                      >
                        จ่ายถ้าออก (บาท)
                      </SortHeader>
                      <Table.ColumnHeader whiteSpace="nowrap" textAlign="end">
                        กำไร/ขาดทุนถ้าออก
                      </Table.ColumnHeader>
                      <SortHeader
                        column="items"
                        sort={url.esort}
                        dir={url.edir}
                        onSort={(s) => setUrl({ esort: s.sort, edir: s.dir, epage: 1 })}
                        textAlign="end"
                      >
                        รายการ
                      </SortHeader>
                      <Table.ColumnHeader whiteSpace="nowrap">เลขอั้น</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {data.items.map((i) => {
                      const net = data.round_staked - i.payout;
                      return (
                        <Table.Row key={`${i.bet_type}-${i.number}`}>
                          <Table.Cell>{i.bet_type_name}</Table.Cell>
                          <Table.Cell fontWeight="semibold" fontVariantNumeric="tabular-nums">
                            {i.number}
                          </Table.Cell>
                          <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                            {baht(i.staked)}
                          </Table.Cell>
                          <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" fontWeight="semibold">
                            {baht(i.payout)}
                          </Table.Cell>
                          <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" color={net < 0 ? 'red.600' : 'green.700'}>
                            {baht(net)}
                          </Table.Cell>
                          <Table.Cell textAlign="end">
                            {i.items.toLocaleString('th-TH')}
                            {i.reduced_items > 0 && (
                              <Text as="span" fontSize="xs" color="gray.600">
                                {' '}
                                (จ่ายลด {i.reduced_items.toLocaleString('th-TH')})
                              </Text>
                            )}
                          </Table.Cell>
                          <Table.Cell>
                            {i.limited ? (
                              <Badge colorPalette={i.limited.mode === 'closed' ? 'red' : 'orange'}>
                                {i.limited.mode_name}
                                {i.limited.pay_percent ? ` ${i.limited.pay_percent}%` : ''}
                              </Badge>
                            ) : (
                              '-'
                            )}
                          </Table.Cell>
                        </Table.Row>
                      );
                    })}
                  </Table.Body>
                </Table.Root>
              </Box>
              <Text fontSize="xs" color="gray.600" mt="2">
                กำไร/ขาดทุนถ้าออก = ยอดแทงทั้งงวด ลบ ยอดที่ต้องจ่ายของเลขนี้ (ไม่รวมเลขอื่นที่ถูกพร้อมกัน)
              </Text>
              <Pager page={data.page} pageSize={data.page_size} total={data.total} onPage={(p) => setUrl({ epage: p })} />
            </>
          )}
        </>
      ) : null}
    </Box>
  );
}
