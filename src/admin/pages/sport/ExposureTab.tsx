import { Box, Input, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { baht, bangkokTime, DayInput, FilterBar, Loaded, useView } from '../../app/kit';
import { exposureQuery } from './api';
import { marketName, selectionName } from './shared';

/** Open bets' stakes and potential payouts per market and selection, the riskiest market first. */
export function ExposureTab() {
  const [view, set] = useView('/shell/sport');
  const exp = useQuery(exposureQuery(view.efixture, view.eday));
  return (
    <Box>
      <FilterBar label="ตัวกรองความเสี่ยง">
        <DayInput label="วันแข่งขัน" value={view.eday ?? ''} onChange={(eday) => set({ eday: eday || undefined })} />
        <Input
          bg="white"
          maxW="40"
          inputMode="numeric"
          placeholder="รหัสคู่"
          aria-label="รหัสคู่"
          value={view.efixture ? String(view.efixture) : ''}
          onChange={(e) => set({ efixture: Number(e.target.value.replace(/\D/g, '')) || undefined })}
        />
      </FilterBar>
      <Loaded query={exp} empty="ไม่มีบิลค้างผล" isEmpty={(d) => d.markets.length === 0}>
        {(data) => (
          <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
            <Table.Root size="sm" aria-label="ความเสี่ยงตามตลาด">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>คู่</Table.ColumnHeader>
                  <Table.ColumnHeader>ตลาด</Table.ColumnHeader>
                  <Table.ColumnHeader>ตัวเลือก</Table.ColumnHeader>
                  {['บิล (เดี่ยว)', 'ยอดแทง', 'ยอดจ่ายหากชนะ', 'เสียสูงสุด'].map((h) => (
                    <Table.ColumnHeader key={h} textAlign="end">
                      {h}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.markets.flatMap((m) =>
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
      </Loaded>
      <Text fontSize="xs" color="gray.600" mt="2">
        บอลสเต็ปนับยอดแทงและยอดจ่ายเต็มบิลในทุกคู่ที่อยู่ในบิล · เสียสูงสุด = ยอดจ่ายของตัวเลือกที่จ่ายมากที่สุด หักยอดแทงทั้งตลาด
      </Text>
    </Box>
  );
}
