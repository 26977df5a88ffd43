import { Alert, Badge, Box, Button, Field, Flex, Input, Table, Tabs, Text } from '@chakra-ui/react';
import { AdminQuestReportQuery } from '@contract/admin-quests';
import { QUEST_PERIOD_NAMES, QUEST_PRODUCT_NAMES } from '@contract/quests-names';
import { bangkokToday } from '@contract/thai-calendar';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import { bangkokTime, Empty, Failure, Loading } from '../../app/ui';
import { useUrlState } from '../../app/url-state';
import { issuesOf, useManages } from '../promotions/shared';
import { daysBefore, type Quest, questKeys, questReportQuery, questsApi, questsQuery } from './api';
import { QuestForm } from './QuestForm';

const count = (n: number) => n.toLocaleString('th-TH', { maximumFractionDigits: 2 });

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
  const [notice, setNotice] = useState<{ status: 'success' | 'error'; text: string } | null>(null);
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: (q: Quest) => questsApi.status(q.id, !q.active),
    onSuccess: (q) => setNotice({ status: 'success', text: `${q.active ? 'เปิด' : 'ปิด'}ภารกิจ "${q.title}" แล้ว` }),
    onError: (err) => setNotice({ status: 'error', text: failureMessage(err) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: questKeys.all }),
  });
  if (list.isPending) return <Loading />;
  if (list.isError) return <Failure error={list.error} onRetry={() => list.refetch()} />;
  const { quests, events } = list.data;
  return (
    <Box>
      {notice && (
        <Alert.Root status={notice.status} mb="3">
          <Alert.Indicator />
          <Alert.Title>{notice.text}</Alert.Title>
        </Alert.Root>
      )}
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
            if (message) setNotice({ status: 'success', text: message });
          }}
        />
      )}
      {quests.length === 0 ? (
        <Empty>ยังไม่มีภารกิจ</Empty>
      ) : (
        <Table.ScrollArea bg="white" borderRadius="md" borderWidth="1px">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>ภารกิจ</Table.ColumnHeader>
                <Table.ColumnHeader>รอบ</Table.ColumnHeader>
                <Table.ColumnHeader>เป้าหมาย</Table.ColumnHeader>
                <Table.ColumnHeader>รางวัล</Table.ColumnHeader>
                <Table.ColumnHeader>ช่วงเวลา</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">สำเร็จแล้ว</Table.ColumnHeader>
                <Table.ColumnHeader>สถานะ</Table.ColumnHeader>
                {manages && <Table.ColumnHeader />}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {quests.map((q) => (
                <Table.Row key={q.id} data-testid={`quest-row-${q.id}`}>
                  <Table.Cell>
                    <Text fontWeight="medium">{q.title}</Text>
                    {q.min_vip_level > 0 && (
                      <Text fontSize="xs" color="gray.600">
                        VIP ขั้นต่ำ {q.min_vip_level === 1 ? 'VIP Gold' : 'VIP Hero'}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    {q.period === 'event' ? `กิจกรรม: ${q.event_title || `#${q.event_id}`}` : QUEST_PERIOD_NAMES[q.period]}
                  </Table.Cell>
                  <Table.Cell>{targetText(q)}</Table.Cell>
                  <Table.Cell>
                    {q.prize.text}
                    {q.prize.kind === 'credit' && q.prize.turnover_multiplier > 0 ? ` (เทิร์น ${q.prize.turnover_multiplier} เท่า)` : ''}
                  </Table.Cell>
                  <Table.Cell fontSize="xs">{windowText(q)}</Table.Cell>
                  <Table.Cell textAlign="end">{count(q.completions)}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={q.active ? 'green' : 'gray'}>{q.active ? 'เปิด' : 'ปิด'}</Badge>
                  </Table.Cell>
                  {manages && (
                    <Table.Cell whiteSpace="nowrap">
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
                    </Table.Cell>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Box>
  );
}

/** GET /api/admin/quests/report: completions and prizes paid per quest per Bangkok day. */
function ReportTab() {
  const today = bangkokToday();
  const [range, setRange] = useUrlState({ from: daysBefore(today, 6), to: today });
  const [draft, setDraft] = useState(range);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const valid = AdminQuestReportQuery.safeParse(range).success;
  const report = useQuery({ ...questReportQuery(range.from, range.to), enabled: valid });
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const checked = AdminQuestReportQuery.safeParse(draft);
    if (!checked.success) return setErrors(issuesOf(checked.error));
    setErrors({});
    setRange(draft);
  };
  return (
    <Box>
      <form onSubmit={apply} aria-label="ช่วงวันที่รายงาน" noValidate>
        <Flex gap="3" mb="4" wrap="wrap" align="end">
          <Field.Root maxW="44" invalid={Boolean(errors.from)}>
            <Field.Label fontSize="sm">ตั้งแต่วันที่</Field.Label>
            <Input bg="white" type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
            <Field.ErrorText>{errors.from}</Field.ErrorText>
          </Field.Root>
          <Field.Root maxW="44" invalid={Boolean(errors.to)}>
            <Field.Label fontSize="sm">ถึงวันที่</Field.Label>
            <Input bg="white" type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
            <Field.ErrorText>{errors.to}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="blue">
            แสดงรายงาน
          </Button>
        </Flex>
      </form>
      {report.isPending ? (
        <Loading />
      ) : report.isError ? (
        <Failure error={report.error} onRetry={() => report.refetch()} />
      ) : (
        <Box>
          <Flex gap="4" mb="3" wrap="wrap" fontSize="sm" data-testid="quest-report-totals">
            <Text>สำเร็จรวม {count(report.data.totals.completions)} ครั้ง</Text>
            <Text>เครดิตฟรี {count(report.data.totals.credit)} บาท</Text>
            <Text>แต้ม {count(report.data.totals.points)} แต้ม</Text>
            <Text>ฟรีสปิน {count(report.data.totals.free_spins)} ครั้ง</Text>
          </Flex>
          {report.data.rows.length === 0 ? (
            <Empty>ไม่มีการรับรางวัลในช่วงนี้</Empty>
          ) : (
            <Table.ScrollArea bg="white" borderRadius="md" borderWidth="1px">
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>วันที่</Table.ColumnHeader>
                    <Table.ColumnHeader>ภารกิจ</Table.ColumnHeader>
                    <Table.ColumnHeader>รอบ</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">สำเร็จ (ครั้ง)</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">สมาชิก</Table.ColumnHeader>
                    <Table.ColumnHeader>รางวัลที่จ่าย</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {report.data.rows.map((r) => (
                    <Table.Row key={`${r.day}-${r.quest_id}-${r.prize_kind}`}>
                      <Table.Cell>{r.day}</Table.Cell>
                      <Table.Cell>{r.title}</Table.Cell>
                      <Table.Cell>{QUEST_PERIOD_NAMES[r.period]}</Table.Cell>
                      <Table.Cell textAlign="end">{count(r.completions)}</Table.Cell>
                      <Table.Cell textAlign="end">{count(r.members)}</Table.Cell>
                      <Table.Cell>{r.prize_text}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </Box>
      )}
    </Box>
  );
}

const TABS = [
  { key: 'quests', name: 'ภารกิจ' },
  { key: 'report', name: 'รายงานรายวัน' },
] as const;

/**
 * Quests and events (/api/admin/quests): daily, weekly and event quests (an event quest picks one of
 * the agent's events) with their switch, and the per-day report of completions and prizes paid.
 * Support manages, finance reads; the tab in the address.
 */
export function QuestsPage() {
  const [url, setUrl] = useUrlState({ tab: 'quests' });
  const tab = TABS.some((t) => t.key === url.tab) ? url.tab : 'quests';
  return (
    <Tabs.Root value={tab} onValueChange={(e) => setUrl({ tab: e.value })} variant="line" lazyMount unmountOnExit>
      <Tabs.List bg="white" borderRadius="md" mb="4">
        {TABS.map((t) => (
          <Tabs.Trigger key={t.key} value={t.key}>
            {t.name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="quests" p="0">
        <QuestsTab />
      </Tabs.Content>
      <Tabs.Content value="report" p="0">
        <ReportTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}
