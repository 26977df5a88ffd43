import { Box, Button, Flex, Heading, NativeSelect, Table, Text, Textarea } from '@chakra-ui/react';
import { AdminPollCancelBody, type AdminPollReportData, type AdminPollVotesData } from '@contract/admin-polls';
import { POLL_STATUS_NAMES, POLL_STATUSES, type PollStatus } from '@contract/polls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import {
  bangkokTime,
  type Column,
  count,
  DialogForm,
  FilterBar,
  FormField,
  issuesOf,
  listPaging,
  Notice,
  PagedTable,
  PageTabs,
  SearchSelect,
  Select,
  StatusBadge,
  useManages,
  useView,
} from '../../app/kit';
import { type Poll, pollKeys, pollsApi, pollsQuery, reportQuery, votesQuery } from './api';
import { PollForm } from './PollForm';

const STATUS_COLOURS: Record<PollStatus, string> = { open: 'green', closed: 'orange', resolved: 'blue', cancelled: 'gray' };
const STATUS_FILTER: Record<string, string> = { '': 'ทุกสถานะ', ...POLL_STATUS_NAMES };

type Acting = { op: 'form'; poll: Poll | null } | { op: 'resolve' | 'cancel' | 'close'; poll: Poll } | null;

/** Resolve (pick the winning choice), cancel (a reason) or close (a confirmation) one poll. */
function ActionDialog({
  acting,
  busy,
  error,
  onClose,
  onConfirm,
}: {
  acting: Exclude<Acting, null | { op: 'form' }>;
  busy: boolean;
  error: unknown;
  onClose: () => void;
  onConfirm: (value: { choice?: number; reason?: string }) => void;
}) {
  const { op, poll } = acting;
  const [choice, setChoice] = useState('');
  const [reason, setReason] = useState('');
  const [local, setLocal] = useState<Record<string, string>>({});
  const submit = () => {
    if (op === 'resolve') {
      if (!choice) return setLocal({ choice: 'กรุณาเลือกตัวเลือกที่ถูกต้อง' });
      return onConfirm({ choice: Number(choice) });
    }
    if (op === 'cancel') {
      const checked = AdminPollCancelBody.safeParse({ reason });
      if (!checked.success) return setLocal(issuesOf(checked.error));
      return onConfirm({ reason: checked.data.reason });
    }
    onConfirm({});
  };
  const title = op === 'resolve' ? `ประกาศผลโพล #${poll.id}` : op === 'cancel' ? `ยกเลิกโพล #${poll.id}` : `ปิดโหวตโพล #${poll.id}`;
  return (
    <DialogForm
      label={title}
      title={title}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      colour={op === 'resolve' ? 'green' : op === 'cancel' ? 'red' : 'orange'}
      confirm={op === 'resolve' ? 'ยืนยันประกาศผล' : op === 'cancel' ? 'ยืนยันยกเลิกโพล' : 'ยืนยันปิดโหวต'}
      refusal={error ? failureMessage(error) : null}
    >
      <Box display="grid" gap="3">
        <Text fontWeight="semibold">{poll.title}</Text>
        {op === 'resolve' && (
          <>
            <FormField label="ตัวเลือกที่ถูกต้อง" error={local.choice}>
              <NativeSelect.Root>
                <NativeSelect.Field aria-label="ตัวเลือกที่ถูกต้อง" value={choice} onChange={(e) => setChoice(e.target.value)}>
                  <option value="">เลือก...</option>
                  {poll.choices.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.label} ({c.votes} โหวต)
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <Text fontSize="sm" color="gray.600">
              ผู้ทายถูก{poll.winners_limit > 0 ? ` (สุ่ม ${poll.winners_limit} สิทธิ์ด้วย seed ของโพล)` : 'ทุกสิทธิ์'} ได้รับ {poll.prize.text} ต่อสิทธิ์ทันที
              ประกาศผลแล้วเปลี่ยนไม่ได้
            </Text>
          </>
        )}
        {op === 'cancel' && (
          <>
            <FormField label="เหตุผล (บันทึกในประวัติการใช้งาน)" error={local.reason}>
              <Textarea aria-label="เหตุผล" rows={3} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
            </FormField>
            <Text fontSize="sm">ยกเลิกแล้วไม่มีการจ่ายรางวัล และเปิดเผย seed ของโพล</Text>
          </>
        )}
        {op === 'close' && <Text fontSize="sm">หยุดรับโหวตทันที (ยังไม่ประกาศผล)</Text>}
      </Box>
    </DialogForm>
  );
}

type Vote = AdminPollVotesData['items'][number];
const VOTE_COLUMNS: Column<Vote>[] = [
  { header: '#', cell: (v) => v.id },
  { header: 'สมาชิก', cell: (v) => `${v.phone} · #${v.member_id}` },
  { header: 'ตัวเลือก', cell: (v) => v.label },
  { header: 'เวลา', cell: (v) => bangkokTime(v.created_at) },
  { header: 'ผล', cell: (v) => (v.won === null ? '-' : v.won ? <StatusBadge colour="green">ได้รางวัล</StatusBadge> : 'ไม่ได้') },
];

/** One poll's votes: per choice, and the votes with their members (paged, by choice). */
function VotesPanel({ poll, onClose }: { poll: Poll; onClose: () => void }) {
  const [choice, setChoice] = useState('');
  const [page, setPage] = useState(1);
  const votes = useQuery(votesQuery(poll.id, choice, page));
  const names: Record<string, string> = { '': 'ทุกตัวเลือก', ...Object.fromEntries(poll.choices.map((c) => [String(c.id), c.label])) };
  return (
    <Box as="section" aria-label={`ผลโหวตโพล #${poll.id}`} bg="white" borderRadius="md" borderWidth="1px" p="4" mt="4">
      <Flex justify="space-between" align="center" mb="3" gap="3" wrap="wrap">
        <Heading size="md">
          ผลโหวต #{poll.id} {poll.title}
        </Heading>
        <Button size="xs" variant="outline" onClick={onClose}>
          ปิด
        </Button>
      </Flex>
      <Text fontSize="sm" color="gray.600" mb="2">
        แฮช seed: <code>{poll.seed_hash}</code>
        {poll.server_seed && (
          <>
            {' '}
            · seed: <code>{poll.server_seed}</code>
          </>
        )}
      </Text>
      <Table.Root size="sm" aria-label="โหวตตามตัวเลือก" mb="4">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>ตัวเลือก</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">โหวต</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">ผู้โหวต</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {(votes.data?.choices ?? poll.choices)
            .filter((c) => c.votes > 0 || poll.choices.length <= 10)
            .map((c) => (
              <Table.Row key={c.id}>
                <Table.Cell>
                  {c.label} {poll.winning_choice_id === c.id && <StatusBadge colour="green">ถูกต้อง</StatusBadge>}
                </Table.Cell>
                <Table.Cell textAlign="end">{count(c.votes)}</Table.Cell>
                <Table.Cell textAlign="end">{count(c.voters)}</Table.Cell>
              </Table.Row>
            ))}
        </Table.Body>
      </Table.Root>
      <FilterBar label="กรองผลโหวต">
        <Select
          label="กรองตามตัวเลือก"
          value={choice}
          options={['', ...poll.choices.map((c) => String(c.id))]}
          names={names}
          onChange={(v) => {
            setChoice(v);
            setPage(1);
          }}
        />
      </FilterBar>
      <PagedTable query={votes} label="รายการโหวต" empty="ยังไม่มีผู้โหวต" columns={VOTE_COLUMNS} rowKey={(v) => v.id} onPage={setPage} />
    </Box>
  );
}

/** The polls: filter by status, create, edit, close, resolve, cancel, and each one's votes. */
function PollsTab() {
  const [view, set] = useView('/shell/polls');
  const [acting, setActing] = useState<Acting>(null);
  const [showing, setShowing] = useState<Poll | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const manages = useManages();
  const list = useQuery(pollsQuery(view));
  const queryClient = useQueryClient();
  const done = (message: string) => {
    setActing(null);
    setNotice(message);
    void queryClient.invalidateQueries({ queryKey: pollKeys.all });
  };
  const save = useMutation({
    mutationFn: ({ poll, body }: { poll: Poll | null; body: Record<string, unknown> }) =>
      poll ? pollsApi.update(poll.id, body) : pollsApi.create(body as Parameters<typeof pollsApi.create>[0]),
    onSuccess: (p, { poll }) => done(poll ? `บันทึกโพล #${p.id} แล้ว` : `สร้างโพล #${p.id} แล้ว`),
  });
  const act = useMutation({
    mutationFn: async ({
      op,
      poll,
      choice,
      reason,
    }: {
      op: 'resolve' | 'cancel' | 'close';
      poll: Poll;
      choice?: number;
      reason?: string;
    }) => {
      if (op === 'resolve') {
        const r = await pollsApi.resolve(poll.id, choice ?? 0);
        return r.already
          ? `โพล #${poll.id} ประกาศผลแล้ว ไม่จ่ายรางวัลซ้ำ`
          : `ประกาศผลโพล #${poll.id} แล้ว ผู้ชนะ ${r.winners} สิทธิ์ จ่ายรางวัลแล้ว ${r.paid} สิทธิ์`;
      }
      if (op === 'cancel') {
        await pollsApi.cancel(poll.id, reason ?? '');
        return `ยกเลิกโพล #${poll.id} แล้ว`;
      }
      await pollsApi.close(poll.id);
      return `ปิดโหวตโพล #${poll.id} แล้ว`;
    },
    onSuccess: (message) => done(message),
  });
  const openAct = (next: Acting) => {
    save.reset();
    act.reset();
    setNotice(null);
    setActing(next);
  };
  const columns: Column<Poll>[] = [
    { header: '#', cell: (p) => p.id },
    { header: 'ชื่อโพล', cell: (p) => p.title },
    { header: 'สถานะ', cell: (p) => <StatusBadge colour={STATUS_COLOURS[p.status]}>{p.status_name}</StatusBadge> },
    { header: 'ช่วงเวลาโหวต', style: { whiteSpace: 'nowrap' }, cell: (p) => `${bangkokTime(p.opens_at)} - ${bangkokTime(p.closes_at)}` },
    { header: 'โหวต / ผู้โหวต', end: true, cell: (p) => `${count(p.votes)} / ${count(p.voters)}` },
    { header: 'รางวัลต่อสิทธิ์', cell: (p) => `${p.prize.text}${p.winners_limit > 0 ? ` (สุ่ม ${p.winners_limit})` : ''}` },
    { header: 'ผู้ชนะ / จ่ายแล้ว', end: true, cell: (p) => `${p.winners} / ${p.paid}` },
    {
      header: '',
      cell: (p) => (
        <Flex gap="1" wrap="wrap">
          <Button size="xs" variant="outline" onClick={() => setShowing(p)}>
            ผลโหวต
          </Button>
          {manages && (p.status === 'open' || p.status === 'closed') && (
            <>
              <Button size="xs" variant="outline" onClick={() => openAct({ op: 'form', poll: p })}>
                แก้ไข
              </Button>
              {p.status === 'open' && (
                <Button size="xs" colorPalette="orange" variant="outline" onClick={() => openAct({ op: 'close', poll: p })}>
                  ปิดโหวต
                </Button>
              )}
              <Button size="xs" colorPalette="green" onClick={() => openAct({ op: 'resolve', poll: p })}>
                ประกาศผล
              </Button>
              <Button size="xs" colorPalette="red" variant="outline" onClick={() => openAct({ op: 'cancel', poll: p })}>
                ยกเลิก
              </Button>
            </>
          )}
        </Flex>
      ),
    },
  ];
  return (
    <Box>
      <FilterBar
        label="ตัวกรองโพล"
        actions={
          manages && (
            <Button colorPalette="blue" size="sm" onClick={() => openAct({ op: 'form', poll: null })}>
              สร้างโพล
            </Button>
          )
        }
      >
        <SearchSelect route="/shell/polls" name="status" label="สถานะ" options={POLL_STATUSES} names={STATUS_FILTER} />
      </FilterBar>
      <Notice notice={notice} mb="3" />
      <PagedTable
        query={list}
        label="โพลทายผล"
        empty="ยังไม่มีโพล"
        columns={columns}
        rowKey={(p) => p.id}
        rowProps={() => ({ 'data-testid': 'poll-row' })}
        {...listPaging(view, set)}
      />
      {showing && <VotesPanel key={showing.id} poll={showing} onClose={() => setShowing(null)} />}
      {acting?.op === 'form' && (
        <PollForm
          poll={acting.poll}
          open
          busy={save.isPending}
          error={save.error}
          onClose={() => setActing(null)}
          onSave={(body) => save.mutate({ poll: acting.poll, body })}
        />
      )}
      {acting && acting.op !== 'form' && (
        <ActionDialog
          acting={acting}
          busy={act.isPending}
          error={act.error}
          onClose={() => setActing(null)}
          onConfirm={(v) => act.mutate({ op: acting.op, poll: acting.poll, ...v })}
        />
      )}
    </Box>
  );
}

type ReportRow = AdminPollReportData['items'][number];
const REPORT_COLUMNS: Column<ReportRow>[] = [
  { header: '#', cell: (r) => r.poll_id },
  { header: 'ชื่อโพล', cell: (r) => r.title },
  { header: 'ประกาศผล', cell: (r) => (r.resolved_at ? bangkokTime(r.resolved_at) : '-') },
  { header: 'โหวต', end: true, cell: (r) => count(r.votes) },
  { header: 'ผู้ชนะ', end: true, cell: (r) => count(r.winners) },
  { header: 'จ่ายแล้ว', end: true, cell: (r) => count(r.paid) },
  { header: 'รางวัลต่อสิทธิ์', cell: (r) => r.prize.text },
  { header: 'รวมที่จ่าย', cell: (r) => r.paid_total.text },
];

/** Resolved polls: votes, winners, paid and the prizes paid. */
function ReportTab() {
  const [view, set] = useView('/shell/polls');
  return (
    <PagedTable
      query={useQuery(reportQuery(view.r_page))}
      label="รายงานรางวัลโพล"
      empty="ยังไม่มีโพลที่ประกาศผล"
      columns={REPORT_COLUMNS}
      rowKey={(r) => r.poll_id}
      onPage={(r_page) => set({ r_page })}
    />
  );
}

/**
 * Prediction polls (/api/admin/polls, docs/engagement.md): create with choices, edit (everything
 * before the first vote; title, description and closing time after), close, resolve with the winning
 * choice (winners paid once), cancel, each poll's votes, and the report of prizes paid. Admin and
 * support act, finance reads; every write audited.
 */
export function PollsPage() {
  return (
    <PageTabs
      route="/shell/polls"
      tabs={[
        { key: 'polls', name: 'โพล', content: <PollsTab /> },
        { key: 'report', name: 'รายงานรางวัล', content: <ReportTab /> },
      ]}
    />
  );
}
