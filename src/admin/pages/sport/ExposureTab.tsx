import { Box, Input, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { baht, bangkokTime, Empty, Failure, Loading } from '../../app/ui';
import { useUrlState } from '../../app/url-state';
import { exposureQuery } from './api';
import { DayInput, Filters, marketName, selectionName } from './shared';

/** Open bets' stakes and potential payouts per market and selection, the riskiest market first. */
export function ExposureTab() {
  const [v, setV] = useUrlState({ eday: '', efixture: '' });
  const exp = useQuery(exposureQuery(v.efixture, v.eday));
  return (
    <Box>
      <Filters>
        <DayInput value={v.eday} onChange={(eday) => setV({ eday })} />
        <Input
          bg="white"
          maxW="40"
          inputMode="numeric"
          placeholder="รหัสคู่"
          aria-label="รหัสคู่"
          value={v.efixture}
          onChange={(e) => setV({ efixture: e.target.value.replace(/\D/g, '') })}
        />
      </Filters>
      {exp.isPending ? (
        <Loading />
      ) : exp.isError ? (
        <Failure error={exp.error} onRetry={() => exp.refetch()} />
      ) : exp.data.markets.length === 0 ? (
        <Empty>ไม่มีบิลค้างผล</Empty>
      ) : (
        <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
          <Table.Root size="sm" aria-label="ความเสี่ยงตามตลาด">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>คู่</Table.ColumnHeader>
                <Table.ColumnHeader>ตลาด</Table.ColumnHeader>
                <Table.ColumnHeader>ตัวเลือก</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">บิล (เดี่ยว)</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">ยอดแทง</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">ยอดจ่ายหากชนะ</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">เสียสูงสุด</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {exp.data.markets.flatMap((m) =>
                m.selections.map((s, i) => (
                  <Table.Row key={`${m.market_id}-${s.selection}`} data-testid={`exposure-${m.market_id}-${s.selection}`}>
                    <Table.Cell>
                      {i === 0 ? (
                        <>
                          <Text>{m.fixture}</Text>
                          <Text fontSize="xs" color="gray.600">
                            {bangkokTime(m.kickoff_at)} · {m.league}
                          </Text>
                        </>
                      ) : null}
                    </Table.Cell>
                    <Table.Cell>{i === 0 ? marketName(m) : null}</Table.Cell>
                    <Table.Cell>{selectionName(s.selection)}</Table.Cell>
                    <Table.Cell textAlign="end">
                      {s.bets} ({s.singles})
                    </Table.Cell>
                    <Table.Cell textAlign="end">{baht(s.stake)}</Table.Cell>
                    <Table.Cell textAlign="end">{baht(s.potential_payout)}</Table.Cell>
                    <Table.Cell textAlign="end" color={m.worst_case > 0 ? 'red.600' : 'green.700'} fontWeight="bold">
                      {i === 0 ? baht(m.worst_case) : null}
                    </Table.Cell>
                  </Table.Row>
                )),
              )}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <Text fontSize="xs" color="gray.600" mt="2">
        บอลสเต็ปนับยอดแทงและยอดจ่ายเต็มบิลในทุกคู่ที่อยู่ในบิล · เสียสูงสุด = ยอดจ่ายของตัวเลือกที่จ่ายมากที่สุด หักยอดแทงทั้งตลาด
      </Text>
    </Box>
  );
}
