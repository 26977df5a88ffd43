import { Badge, Box, Input, NativeSelect, Table, Text } from '@chakra-ui/react';
import { BET_TYPE_NAMES, OUTCOME_NAMES } from '@contract/sport';
import { useQuery } from '@tanstack/react-query';
import { baht, bangkokTime, Empty, Failure, Loading, Pager } from '../../app/ui';
import { useUrlState } from '../../app/url-state';
import { betsQuery, PAGE_SIZE } from './api';
import { Filters, marketName, odds, selectionName } from './shared';

/** Bets with a leg on one fixture (GET /api/admin/sport/fixtures/:id/bets), newest first. */
export function BetsTab() {
  const [v, setV] = useUrlState({ fixture: 0, bstatus: '', bpage: 1 });
  const bets = useQuery({ ...betsQuery(v.fixture, v.bstatus, v.bpage), enabled: v.fixture > 0 });
  return (
    <Box>
      <Filters>
        <Input
          bg="white"
          maxW="40"
          inputMode="numeric"
          placeholder="รหัสคู่"
          aria-label="รหัสคู่ของบิล"
          value={v.fixture ? String(v.fixture) : ''}
          onChange={(e) => setV({ fixture: Number(e.target.value.replace(/\D/g, '')) || 0, bpage: 1 })}
        />
        <NativeSelect.Root maxW="44" bg="white">
          <NativeSelect.Field aria-label="สถานะบิล" value={v.bstatus} onChange={(e) => setV({ bstatus: e.target.value, bpage: 1 })}>
            <option value="">ทุกบิล</option>
            <option value="open">รอผล</option>
            <option value="settled">ได้ผลแล้ว</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Filters>
      {!v.fixture ? (
        <Empty>เลือกคู่จากแท็บ "คู่และราคา" (ปุ่ม ดูบิล) หรือกรอกรหัสคู่</Empty>
      ) : bets.isPending ? (
        <Loading />
      ) : bets.isError ? (
        <Failure error={bets.error} onRetry={() => bets.refetch()} />
      ) : bets.data.items.length === 0 ? (
        <Empty>ไม่มีบิลในคู่นี้</Empty>
      ) : (
        <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
          <Table.Root size="sm" aria-label="บิลในคู่">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>บิล</Table.ColumnHeader>
                <Table.ColumnHeader>เวลา</Table.ColumnHeader>
                <Table.ColumnHeader>สมาชิก</Table.ColumnHeader>
                <Table.ColumnHeader>ประเภท</Table.ColumnHeader>
                <Table.ColumnHeader>ตัวเลือกในคู่นี้</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">ยอดแทง</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">ราคา</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">จ่ายสูงสุด</Table.ColumnHeader>
                <Table.ColumnHeader>ผล</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">จ่ายแล้ว</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {bets.data.items.map((b) => (
                <Table.Row key={b.id} data-testid={`bet-${b.id}`}>
                  <Table.Cell>#{b.id}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{bangkokTime(b.placed_at)}</Table.Cell>
                  <Table.Cell>
                    <Text>{b.member.phone}</Text>
                    <Text fontSize="xs" color="gray.600">
                      {b.member.name}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>
                    {BET_TYPE_NAMES[b.type]}
                    {b.type === 'parlay' ? ` ${b.legs} คู่` : ''}
                  </Table.Cell>
                  <Table.Cell>
                    {marketName(b.leg)} · {selectionName(b.leg.selection)} @ {odds(b.leg.odds)}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{baht(b.stake)}</Table.Cell>
                  <Table.Cell textAlign="end">{b.odds.toFixed(3)}</Table.Cell>
                  <Table.Cell textAlign="end">{baht(b.potential_payout)}</Table.Cell>
                  <Table.Cell>
                    {b.status === 'open' ? (
                      <Badge colorPalette="blue">รอผล</Badge>
                    ) : (
                      <Badge>{b.result ? OUTCOME_NAMES[b.result] : '-'}</Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{b.status === 'settled' ? baht(b.payout) : '-'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Pager page={v.bpage} pageSize={PAGE_SIZE} total={bets.data.total} onPage={(bpage) => setV({ bpage })} />
        </Box>
      )}
    </Box>
  );
}
