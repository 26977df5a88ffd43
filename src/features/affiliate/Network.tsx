import { Badge, Box, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import type { AffiliateReferral } from '@contract/rewards';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Panel } from '@/components/Panel';
import { SegmentTabs } from '@/components/SegmentTabs';
import { failureMessage } from '@/lib/api-error';
import { Pager } from './Pager';
import { AFFILIATE_PAGE_SIZE, affiliateNetworkQuery } from './queries';
import { baht, thaiDate } from './terms';

const STATUS_COLORS: Record<AffiliateReferral['status'], string> = { qualified: 'green', pending: 'yellow', refused: 'red' };

function Counts({ level, total, qualified }: { level: 1 | 2; total: number; qualified: number }) {
  return (
    <Box bg="bg.muted" rounded="xl" p="3" role="group" aria-label={`เพื่อนระดับ ${level}`}>
      <Text fontSize="sm" color="fg.muted">
        เพื่อนระดับ {level}
      </Text>
      <Text fontSize="lg" fontWeight="bold">
        {total.toLocaleString('th-TH')} คน
      </Text>
      <Text fontSize="xs" color="fg.muted">
        นับแล้ว {qualified.toLocaleString('th-TH')} · รอฝากครั้งแรก {Math.max(0, total - qualified).toLocaleString('th-TH')}
      </Text>
    </Box>
  );
}

/** One level's referrals, a page at a time (each level keeps its own page). */
function Level({ level }: { level: 1 | 2 }) {
  const [page, setPage] = useState(1);
  const q = useQuery(affiliateNetworkQuery(level, page));
  if (q.isPending) return <Skeleton h="40" rounded="xl" />;
  if (q.isError) return <Text color="red.300">{failureMessage(q.error)}</Text>;
  const d = q.data;
  const label = `รายชื่อเพื่อนระดับ ${level}`;
  return (
    <Box>
      <SimpleGrid columns={2} gap="2" mb="3">
        <Counts level={1} total={d.counts.level1} qualified={d.counts.level1_qualified} />
        <Counts level={2} total={d.counts.level2} qualified={d.counts.level2_qualified} />
      </SimpleGrid>
      {d.items.length === 0 ? (
        <Text color="fg.muted" py="6" textAlign="center">
          {level === 1 ? 'ยังไม่มีเพื่อนที่สมัครผ่านลิงก์ของท่าน แชร์ลิงก์เพื่อเริ่มรับรายได้' : 'ยังไม่มีเพื่อนของเพื่อนในระดับนี้'}
        </Text>
      ) : (
        <Box overflowX="auto" borderWidth="1px" borderColor="border.muted" rounded="lg" opacity={q.isPlaceholderData ? 0.6 : 1}>
          <Box
            as="table"
            aria-label={label}
            w="full"
            minW="520px"
            fontSize="sm"
            css={{
              borderCollapse: 'collapse',
              '& th, & td': { px: '3', py: '2.5', textAlign: 'start', borderBottomWidth: '1px', borderColor: 'border.muted' },
              '& th': { color: 'fg.muted', fontWeight: 'medium', whiteSpace: 'nowrap', bg: 'bg.muted' },
              '& tbody tr:last-of-type td': { borderBottomWidth: 0 },
              '& .num': { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
            }}
          >
            <thead>
              <tr>
                <th scope="col">เบอร์โทร</th>
                <th scope="col">วันที่สมัคร</th>
                <th scope="col">สถานะ</th>
                <th scope="col" className="num">
                  ยอดเล่นเดือนนี้
                </th>
                <th scope="col" className="num">
                  ยอดเล่นทั้งหมด
                </th>
              </tr>
            </thead>
            <tbody>
              {d.items.map((r) => (
                <tr key={`${r.phone_masked}-${r.joined_at}`}>
                  <Box as="td" fontFamily="mono">
                    {r.phone_masked}
                  </Box>
                  <Box as="td" whiteSpace="nowrap">
                    {thaiDate(r.joined_at)}
                  </Box>
                  <td>
                    <Badge colorPalette={STATUS_COLORS[r.status]} variant="subtle">
                      {r.status_name}
                    </Badge>
                  </td>
                  <td className="num">{baht(r.turnover_month)}</td>
                  <td className="num">{baht(r.turnover_total)}</td>
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      )}
      <Pager
        label={`หน้าของ${label}`}
        page={page}
        pageSize={d.page_size || AFFILIATE_PAGE_SIZE}
        total={d.total}
        busy={q.isPlaceholderData}
        onPage={setPage}
      />
    </Box>
  );
}

/** The member's network: counts per level, the referrals of level 1 or 2 with their turnover. */
export function Network() {
  const [level, setLevel] = useState<'1' | '2'>('1');
  return (
    <Panel title="เพื่อนที่แนะนำ">
      <SegmentTabs
        maxW={{ sm: '420px' }}
        label="ระดับของเพื่อน"
        value={level}
        onChange={setLevel}
        items={[
          { value: '1', label: 'ระดับ 1' },
          { value: '2', label: 'ระดับ 2' },
        ]}
      >
        <Level key={level} level={level === '1' ? 1 : 2} />
      </SegmentTabs>
      <Text fontSize="xs" color="fg.muted" mt="3">
        ระดับ 1 คือเพื่อนที่สมัครด้วยลิงก์หรือรหัสของท่าน ระดับ 2 คือเพื่อนที่เพื่อนของท่านแนะนำต่อ เบอร์โทรแสดงบางส่วนเพื่อความเป็นส่วนตัว
      </Text>
    </Panel>
  );
}
