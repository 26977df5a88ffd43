import { Box, Input } from '@chakra-ui/react';
import type { AdminSportBetsPage } from '@contract/admin-sport';
import { BET_TYPE_NAMES, OUTCOME_NAMES } from '@contract/sport';
import { useQuery } from '@tanstack/react-query';
import { baht, bangkokTime, type Column, Empty, FilterBar, PagedTable, SearchSelect, StatusBadge, twoLines, useView } from '../../app/kit';
import { betsQuery } from './api';
import { marketName, odds, selectionName } from './shared';

type Bet = AdminSportBetsPage['items'][number];
const COLUMNS: Column<Bet>[] = [
  { header: 'บิล', cell: (b) => `#${b.id}` },
  { header: 'เวลา', style: { whiteSpace: 'nowrap' }, cell: (b) => bangkokTime(b.placed_at) },
  { header: 'สมาชิก', cell: (b) => twoLines(b.member.phone, b.member.name) },
  { header: 'ประเภท', cell: (b) => `${BET_TYPE_NAMES[b.type]}${b.type === 'parlay' ? ` ${b.legs} คู่` : ''}` },
  { header: 'ตัวเลือกในคู่นี้', cell: (b) => `${marketName(b.leg)} · ${selectionName(b.leg.selection)} @ ${odds(b.leg.odds)}` },
  { header: 'ยอดแทง', end: true, cell: (b) => baht(b.stake) },
  { header: 'ราคา', end: true, cell: (b) => b.odds.toFixed(3) },
  { header: 'จ่ายสูงสุด', end: true, cell: (b) => baht(b.potential_payout) },
  {
    header: 'ผล',
    cell: (b) =>
      b.status === 'open' ? (
        <StatusBadge colour="blue">รอผล</StatusBadge>
      ) : (
        <StatusBadge colour="gray">{b.result ? OUTCOME_NAMES[b.result] : '-'}</StatusBadge>
      ),
  },
  { header: 'จ่ายแล้ว', end: true, cell: (b) => (b.status === 'settled' ? baht(b.payout) : '-') },
];
const STATUS_FILTER: Record<string, string> = { '': 'ทุกบิล', open: 'รอผล', settled: 'ได้ผลแล้ว' };

/** Bets with a leg on one fixture (GET /api/admin/sport/fixtures/:id/bets), newest first. */
export function BetsTab() {
  const [view, set] = useView('/shell/sport');
  const bets = useQuery({ ...betsQuery(view.fixture ?? 0, view.bstatus, view.bpage), enabled: Boolean(view.fixture) });
  return (
    <Box>
      <FilterBar label="ตัวกรองบิล">
        <Input
          bg="white"
          maxW="40"
          inputMode="numeric"
          placeholder="รหัสคู่"
          aria-label="รหัสคู่ของบิล"
          value={view.fixture ? String(view.fixture) : ''}
          onChange={(e) => set({ fixture: Number(e.target.value.replace(/\D/g, '')) || undefined, bpage: 1 })}
        />
        <SearchSelect
          route="/shell/sport"
          name="bstatus"
          label="สถานะบิล"
          options={['open', 'settled']}
          names={STATUS_FILTER}
          pageKey="bpage"
        />
      </FilterBar>
      {!view.fixture ? (
        <Empty>เลือกคู่จากแท็บ "คู่และราคา" (ปุ่ม ดูบิล) หรือกรอกรหัสคู่</Empty>
      ) : (
        <PagedTable
          query={bets}
          label="บิลในคู่"
          empty="ไม่มีบิลในคู่นี้"
          columns={COLUMNS}
          rowKey={(b) => b.id}
          rowProps={(b) => ({ 'data-testid': `bet-${b.id}` })}
          onPage={(bpage) => set({ bpage })}
        />
      )}
    </Box>
  );
}
