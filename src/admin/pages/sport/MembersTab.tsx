import { Box, Field, Input, Table, Text } from '@chakra-ui/react';
import { AdminSportMembersQuery } from '@contract/admin-sport';
import { bangkokToday } from '@contract/thai-calendar';
import { useQuery } from '@tanstack/react-query';
import { baht, Empty, Failure, Loading, Pager } from '../../app/ui';
import { useUrlState } from '../../app/url-state';
import { issuesOf } from '../promotions/shared';
import { membersQuery, PAGE_SIZE } from './api';
import { Filters } from './shared';

const daysBefore = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

/** Per member, bets placed in a range of Bangkok days: counts, staked, open, paid, net. */
export function MembersTab() {
  const today = bangkokToday();
  const [v, setV] = useUrlState({ mfrom: daysBefore(today, 6), mto: today, mpage: 1 });
  const checked = AdminSportMembersQuery.safeParse({ from: v.mfrom, to: v.mto });
  const errors = checked.success ? {} : issuesOf(checked.error);
  const rows = useQuery({ ...membersQuery(v.mfrom, v.mto, v.mpage), enabled: checked.success });
  return (
    <Box>
      <Filters>
        <Field.Root maxW="44" invalid={Boolean(errors.from)}>
          <Field.Label fontSize="xs">ตั้งแต่วันที่</Field.Label>
          <Input
            bg="white"
            type="date"
            aria-label="ผลสมาชิกตั้งแต่วันที่"
            value={v.mfrom}
            onChange={(e) => setV({ mfrom: e.target.value, mpage: 1 })}
          />
          <Field.ErrorText>{errors.from}</Field.ErrorText>
        </Field.Root>
        <Field.Root maxW="44" invalid={Boolean(errors.to)}>
          <Field.Label fontSize="xs">ถึงวันที่</Field.Label>
          <Input bg="white" type="date" aria-label="ผลสมาชิกถึงวันที่" value={v.mto} onChange={(e) => setV({ mto: e.target.value, mpage: 1 })} />
          <Field.ErrorText>{errors.to}</Field.ErrorText>
        </Field.Root>
      </Filters>
      {!checked.success ? null : rows.isPending ? (
        <Loading />
      ) : rows.isError ? (
        <Failure error={rows.error} onRetry={() => rows.refetch()} />
      ) : rows.data.items.length === 0 ? (
        <Empty>ไม่มีการเดิมพันในช่วงนี้</Empty>
      ) : (
        <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
          <Table.Root size="sm" aria-label="ผลได้เสียของสมาชิก">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>สมาชิก</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">บิล</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">รอผล</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">ยอดแทง</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">ยอดรอผล</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">ยอดจ่าย</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">ได้/เสียสุทธิ</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.data.items.map((r) => (
                <Table.Row key={r.member.id} data-testid={`sport-member-${r.member.id}`}>
                  <Table.Cell>
                    <Text>{r.member.phone}</Text>
                    <Text fontSize="xs" color="gray.600">
                      {r.member.name}
                    </Text>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{r.bets}</Table.Cell>
                  <Table.Cell textAlign="end">{r.open_bets}</Table.Cell>
                  <Table.Cell textAlign="end">{baht(r.staked)}</Table.Cell>
                  <Table.Cell textAlign="end">{baht(r.open_stake)}</Table.Cell>
                  <Table.Cell textAlign="end">{baht(r.paid)}</Table.Cell>
                  <Table.Cell textAlign="end" color={r.net > 0 ? 'green.700' : r.net < 0 ? 'red.600' : undefined} fontWeight="bold">
                    {baht(r.net)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Pager page={v.mpage} pageSize={PAGE_SIZE} total={rows.data.total} onPage={(mpage) => setV({ mpage })} />
        </Box>
      )}
      <Text fontSize="xs" color="gray.600" mt="2">
        นับตามวันที่วางบิล (เวลาไทย) · ได้/เสียสุทธิ = ยอดจ่าย หักยอดแทงของบิลที่ได้ผลแล้ว (บวก = สมาชิกได้)
      </Text>
    </Box>
  );
}
