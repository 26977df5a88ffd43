import { Badge, Box, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Panel } from '@/components/Panel';
import { SegmentTabs } from '@/components/SegmentTabs';
import { failureMessage } from '@/lib/api-error';
import { Pager } from './Pager';
import { affiliateEarningsQuery, affiliateMovementsQuery } from './queries';
import { baht, signedMoney, thaiDateTime, thaiDay } from './terms';

type Paged = { items: unknown[]; page: number; page_size: number; total: number };

/** Loading, failure, empty, the rows and the pager of one paged history. */
function PagedList<T extends Paged>({
  q,
  label,
  empty,
  page,
  onPage,
  children,
}: {
  q: UseQueryResult<T>;
  label: string;
  empty: string;
  page: number;
  onPage: (page: number) => void;
  children: (data: T) => ReactNode;
}) {
  if (q.isPending) return <Skeleton h="32" rounded="xl" />;
  if (q.isError) return <Text color="red.300">{failureMessage(q.error)}</Text>;
  if (q.data.items.length === 0 && page === 1) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Box>
      <Box as="ul" m="0" p="0" aria-label={label} opacity={q.isPlaceholderData ? 0.6 : 1}>
        {children(q.data)}
      </Box>
      <Pager
        label={`หน้าของ${label}`}
        page={page}
        pageSize={q.data.page_size}
        total={q.data.total}
        busy={q.isPlaceholderData}
        onPage={onPage}
      />
    </Box>
  );
}

const Row = ({ children }: { children: ReactNode }) => (
  <Box as="li" listStyleType="none" py="3" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
    {children}
  </Box>
);

function DailyEarnings() {
  const [page, setPage] = useState(1);
  const q = useQuery(affiliateEarningsQuery(page));
  return (
    <PagedList q={q} label="รายได้รายวัน" empty="ยังไม่มีรายได้ รายได้ของแต่ละวันจะสรุปหลังเที่ยงคืน" page={page} onPage={setPage}>
      {(d) =>
        d.items.map((e) => (
          <Row key={e.day}>
            <Flex justify="space-between" align="start" gap="3">
              <Box minW="0">
                <Text fontWeight="semibold">{thaiDay(e.day)}</Text>
                <Text fontSize="xs" color="fg.muted">
                  ระดับ 1 {baht(e.level1)} · ระดับ 2 {baht(e.level2)}
                </Text>
              </Box>
              <Stack gap="1" align="end" flexShrink={0}>
                <Text fontWeight="bold" color={e.status === 'frozen' ? 'fg.muted' : 'gold.fg'}>
                  {baht(e.amount)}
                </Text>
                <Badge colorPalette={e.status === 'frozen' ? 'red' : 'green'} variant="subtle">
                  {e.status_name}
                </Badge>
              </Stack>
            </Flex>
          </Row>
        ))
      }
    </PagedList>
  );
}

function Movements() {
  const [page, setPage] = useState(1);
  const q = useQuery(affiliateMovementsQuery(page));
  return (
    <PagedList q={q} label="ความเคลื่อนไหวบัญชีแนะนำเพื่อน" empty="ยังไม่มีความเคลื่อนไหว" page={page} onPage={setPage}>
      {(d) =>
        d.items.map((m) => (
          <Row key={m.id}>
            <Flex justify="space-between" align="start" gap="3">
              <Box minW="0">
                <Text fontWeight="semibold">{m.type_name}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {thaiDateTime(m.created_at)}
                </Text>
              </Box>
              <Box textAlign="end" flexShrink={0}>
                <Text fontWeight="bold" color={m.amount < 0 ? 'red.300' : 'green.300'}>
                  {signedMoney(m.amount)}
                </Text>
                {m.balance_after !== null && (
                  <Text fontSize="xs" color="fg.muted">
                    คงเหลือ {baht(m.balance_after)}
                  </Text>
                )}
              </Box>
            </Flex>
          </Row>
        ))
      }
    </PagedList>
  );
}

/** The daily earnings and the affiliate account's movements, each paged. */
export function History() {
  const [tab, setTab] = useState<'earnings' | 'movements'>('earnings');
  return (
    <Panel title="ประวัติรายได้">
      <SegmentTabs
        maxW={{ sm: '420px' }}
        label="ประเภทประวัติ"
        value={tab}
        onChange={setTab}
        items={[
          { value: 'earnings', label: 'รายได้รายวัน' },
          { value: 'movements', label: 'ความเคลื่อนไหวบัญชี' },
        ]}
      >
        {tab === 'earnings' ? <DailyEarnings /> : <Movements />}
      </SegmentTabs>
    </Panel>
  );
}
