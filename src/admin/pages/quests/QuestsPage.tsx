import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { type AdminQuestReportData, AdminQuestReportQuery } from '@contract/admin-quests';
import { QUEST_PERIOD_NAMES, QUEST_PRODUCT_NAMES } from '@contract/quests-names';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  bangkokTime,
  type Column,
  count,
  DailyReport,
  DataTable,
  Empty,
  Loaded,
  Notice,
  PageTabs,
  StatusBadge,
  useDailyReport,
  useManages,
  useNotice,
  useView,
} from '../../app/kit';
import { type Quest, questKeys, questReportQuery, questsApi, questsQuery, REPORT_DAYS } from './api';
import { QuestForm } from './QuestForm';

function targetText(q: Quest) {
  const what = q.kind === 'stake' ? `${q.kind_name}${q.product ? ` (${QUEST_PRODUCT_NAMES[q.product] ?? q.product})` : ''}` : q.kind_name;
  const unit =
    q.kind === 'deposit' || q.kind === 'stake' ? 'บาท' : q.kind === 'lotto_bills' ? 'โพย' : q.kind === 'login_streak' ? 'วัน' : 'คน';
  return `${what} ${count(q.target)} ${unit}`;
}

function windowText(q: Quest) {
  if (!q.starts_at && !q.ends_at) return q.period === 'event' ? 'ตามช่วงกิจกรรม' : '-';
  return `${q.starts_at ? bangkokTime(q.starts_at) : '...'} ถึง ${q.ends_at ? bangkokTime(q.ends_at) : '...'}`;
}

/** Every quest with its switch; support adds and edits (audited), finance reads. */
function QuestsTab() {
  const manages = useManages();
  const list = useQuery(questsQuery);
  const [editing, setEditing] = useState<Quest | 'new' | null>(null);
  const notice = useNotice();
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: (q: Quest) => questsApi.status(q.id, !q.active),
    onSuccess: (q) => notice.ok(`${q.active ? 'เปิด' : 'ปิด'}ภารกิจ "${q.title}" แล้ว`),
    onError: notice.fail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: questKeys.all }),
  });
  const columns: Column<Quest>[] = [
    {
      header: 'ภารกิจ',
      cell: (q) => (
        <>
          <Text fontWeight="medium">{q.title}</Text>
          {q.min_vip_level > 0 && (
            <Text fontSize="xs" color="gray.600">
              VIP ขั้นต่ำ {q.min_vip_level === 1 ? 'VIP Gold' : 'VIP Hero'}
            </Text>
          )}
        </>
      ),
    },
    { header: 'รอบ', cell: (q) => (q.period === 'event' ? `กิจกรรม: ${q.event_title || `#${q.event_id}`}` : QUEST_PERIOD_NAMES[q.period]) },
    { header: 'เป้าหมาย', cell: targetText },
    {
      header: 'รางวัล',
      cell: (q) =>
        `${q.prize.text}${q.prize.kind === 'credit' && q.prize.turnover_multiplier > 0 ? ` (เทิร์น ${q.prize.turnover_multiplier} เท่า)` : ''}`,
    },
    { header: 'ช่วงเวลา', style: { fontSize: 'xs' }, cell: windowText },
    { header: 'สำเร็จแล้ว', end: true, cell: (q) => count(q.completions) },
    { header: 'สถานะ', cell: (q) => <StatusBadge colour={q.active ? 'green' : 'gray'}>{q.active ? 'เปิด' : 'ปิด'}</StatusBadge> },
    {
      header: '',
      hidden: !manages,
      style: { whiteSpace: 'nowrap' },
      cell: (q) => (
        <Flex gap="2">
          <Button size="xs" variant="outline" onClick={() => setEditing(q)} aria-label={`แก้ไข ${q.title}`}>
            แก้ไข
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette={q.active ? 'red' : 'green'}
            loading={toggle.isPending && toggle.variables?.id === q.id}
            onClick={() => toggle.mutate(q)}
            aria-label={`${q.active ? 'ปิด' : 'เปิด'} ${q.title}`}
          >
            {q.active ? 'ปิด' : 'เปิด'}
          </Button>
        </Flex>
      ),
    },
  ];
  return (
    <Loaded query={list}>
      {({ quests, events }) => (
        <Box>
          <Notice notice={notice.value} mb="3" />
          {manages && editing === null && (
            <Button colorPalette="blue" mb="3" onClick={() => setEditing('new')}>
              เพิ่มภารกิจ
            </Button>
          )}
          {manages && editing !== null && (
            <QuestForm
              key={editing === 'new' ? 'new' : editing.id}
              quest={editing === 'new' ? null : editing}
              events={events}
              onDone={(message) => {
                setEditing(null);
                if (message) notice.ok(message);
              }}
            />
          )}
          {quests.length === 0 ? (
            <Empty>ยังไม่มีภารกิจ</Empty>
          ) : (
            <DataTable rows={quests} columns={columns} rowKey={(q) => q.id} rowProps={(q) => ({ 'data-testid': `quest-row-${q.id}` })} />
          )}
        </Box>
      )}
    </Loaded>
  );
}

type ReportRow = AdminQuestReportData['rows'][number];
const REPORT_COLUMNS: Column<ReportRow>[] = [
  { header: 'วันที่', cell: (r) => r.day },
  { header: 'ภารกิจ', cell: (r) => r.title },
  { header: 'รอบ', cell: (r) => QUEST_PERIOD_NAMES[r.period] },
  { header: 'สำเร็จ (ครั้ง)', end: true, cell: (r) => count(r.completions) },
  { header: 'สมาชิก', end: true, cell: (r) => count(r.members) },
  { header: 'รางวัลที่จ่าย', cell: (r) => r.prize_text },
];

/** GET /api/admin/quests/report: completions and prizes paid per quest per Bangkok day. */
function ReportTab() {
  const [view, set] = useView('/shell/quests');
  const report = useDailyReport(view, REPORT_DAYS, AdminQuestReportQuery, questReportQuery);
  return (
    <DailyReport report={report} onApply={set}>
      {(data) => (
        <Box>
          <Flex gap="4" mb="3" wrap="wrap" fontSize="sm" data-testid="quest-report-totals">
            <Text>สำเร็จรวม {count(data.totals.completions)} ครั้ง</Text>
            <Text>เครดิตฟรี {count(data.totals.credit)} บาท</Text>
            <Text>แต้ม {count(data.totals.points)} แต้ม</Text>
            <Text>ฟรีสปิน {count(data.totals.free_spins)} ครั้ง</Text>
          </Flex>
          {data.rows.length === 0 ? (
            <Empty>ไม่มีการรับรางวัลในช่วงนี้</Empty>
          ) : (
            <DataTable rows={data.rows} columns={REPORT_COLUMNS} rowKey={(r) => `${r.day}-${r.quest_id}-${r.prize_kind}`} />
          )}
        </Box>
      )}
    </DailyReport>
  );
}

/**
 * Quests and events (/api/admin/quests): daily, weekly and event quests (an event quest picks one of
 * the agent's events) with their switch, and the per-day report of completions and prizes paid.
 * Support manages, finance reads; the tab in the address.
 */
export function QuestsPage() {
  return (
    <PageTabs
      route="/shell/quests"
      tabs={[
        { key: 'quests', name: 'ภารกิจ', content: <QuestsTab /> },
        { key: 'report', name: 'รายงานรายวัน', content: <ReportTab /> },
      ]}
    />
  );
}
