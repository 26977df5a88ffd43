import { Box, Text } from '@chakra-ui/react';
import type { AdminSportMembersPage } from '@contract/admin-sport';
import { AdminSportMembersQuery } from '@contract/admin-sport';
import { baht, type Column, DailyReport, DataTable, Pager, twoLines, useDailyReport, useView } from '../../app/kit';
import { MEMBER_DAYS, membersQuery, PAGE_SIZE } from './api';

type Row = AdminSportMembersPage['items'][number];
const COLUMNS: Column<Row>[] = [
  { header: 'สมาชิก', cell: (r) => twoLines(r.member.phone, r.member.name) },
  { header: 'บิล', end: true, cell: (r) => r.bets },
  { header: 'รอผล', end: true, cell: (r) => r.open_bets },
  { header: 'ยอดแทง', end: true, cell: (r) => baht(r.staked) },
  { header: 'ยอดรอผล', end: true, cell: (r) => baht(r.open_stake) },
  { header: 'ยอดจ่าย', end: true, cell: (r) => baht(r.paid) },
  {
    header: 'ได้/เสียสุทธิ',
    end: true,
    style: (r) => ({ color: r.net > 0 ? 'green.700' : r.net < 0 ? 'red.600' : undefined, fontWeight: 'bold' }),
    cell: (r) => baht(r.net),
  },
];

/** Per member, bets placed in a range of Bangkok days (the last 7 by default): counts, staked, open, paid, net. */
export function MembersTab() {
  const [view, set] = useView('/shell/sport');
  const report = useDailyReport({ from: view.mfrom, to: view.mto }, MEMBER_DAYS, AdminSportMembersQuery, (r) =>
    membersQuery(r, view.mpage),
  );
  return (
    <Box>
      <DailyReport
        report={report}
        label="ช่วงวันที่ผลสมาชิก"
        onApply={(r) => set({ mfrom: r.from, mto: r.to, mpage: 1 })}
        empty="ไม่มีการเดิมพันในช่วงนี้"
      >
        {(data) => (
          <>
            <DataTable
              label="ผลได้เสียของสมาชิก"
              rows={data.items}
              columns={COLUMNS}
              rowKey={(r) => r.member.id}
              rowProps={(r) => ({ 'data-testid': `sport-member-${r.member.id}` })}
            />
            <Pager page={view.mpage} pageSize={PAGE_SIZE} total={data.total} onPage={(mpage) => set({ mpage })} />
          </>
        )}
      </DailyReport>
      <Text fontSize="xs" color="gray.600" mt="2">
        นับตามวันที่วางบิล (เวลาไทย) · ได้/เสียสุทธิ = ยอดจ่าย หักยอดแทงของบิลที่ได้ผลแล้ว (บวก = สมาชิกได้)
      </Text>
    </Box>
  );
}
