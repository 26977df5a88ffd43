import { Badge, Box, SimpleGrid, Skeleton, Table, Tabs, Text } from '@chakra-ui/react';
import type { AffiliateReferral } from '@contract/rewards';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Panel } from '@/components/Panel';
import { failureMessage } from '@/lib/api-error';
import { Pager } from './Pager';
import { AFFILIATE_PAGE_SIZE, affiliateNetworkQuery } from './queries';
import { money, thaiDate } from './terms';

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
        <Table.ScrollArea borderWidth="1px" borderColor="border.muted" rounded="lg" opacity={q.isPlaceholderData ? 0.6 : 1}>
          <Table.Root size="sm" aria-label={label} minW="520px">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>เบอร์โทร</Table.ColumnHeader>
                <Table.ColumnHeader>วันที่สมัคร</Table.ColumnHeader>
                <Table.ColumnHeader>สถานะ</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">ยอดเล่นเดือนนี้</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">ยอดเล่นทั้งหมด</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {d.items.map((r) => (
                <Table.Row key={`${r.phone_masked}-${r.joined_at}`}>
                  <Table.Cell fontFamily="mono">{r.phone_masked}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{thaiDate(r.joined_at)}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={STATUS_COLORS[r.status]} variant="subtle">
                      {r.status_name}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{money(r.turnover_month)}</Table.Cell>
                  <Table.Cell textAlign="end">{money(r.turnover_total)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
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
      <Tabs.Root
        value={level}
        onValueChange={(e) => setLevel(e.value as '1' | '2')}
        variant="line"
        colorPalette="gold"
        lazyMount
        unmountOnExit
      >
        <Tabs.List mb="3">
          <Tabs.Trigger value="1">ระดับ 1</Tabs.Trigger>
          <Tabs.Trigger value="2">ระดับ 2</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="1" pt="0">
          <Level level={1} />
        </Tabs.Content>
        <Tabs.Content value="2" pt="0">
          <Level level={2} />
        </Tabs.Content>
      </Tabs.Root>
      <Text fontSize="xs" color="fg.muted" mt="3">
        ระดับ 1 คือเพื่อนที่สมัครด้วยลิงก์หรือรหัสของท่าน ระดับ 2 คือเพื่อนที่เพื่อนของท่านแนะนำต่อ เบอร์โทรแสดงบางส่วนเพื่อความเป็นส่วนตัว
      </Text>
    </Panel>
  );
}
