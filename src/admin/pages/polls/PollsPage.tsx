import { Alert, Badge, Box, Button, Dialog, Flex, Heading, NativeSelect, Portal, Table, Tabs, Text, Textarea } from '@chakra-ui/react';
import { AdminPollCancelBody } from '@contract/admin-polls';
import { POLL_STATUS_NAMES, POLL_STATUSES, type PollStatus } from '@contract/polls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import { bangkokTime, Empty, Failure, Loading, Pager } from '../../app/ui';
import { useUrlState } from '../../app/url-state';
import { FormField, issuesOf, Select, useManages } from '../promotions/shared';
import { PAGE_SIZE, type Poll, pollKeys, pollsApi, pollsQuery, reportQuery, votesQuery } from './api';
import { PollForm } from './PollForm';

const STATUS_COLOURS: Record<PollStatus, string> = { open: 'green', closed: 'orange', resolved: 'blue', cancelled: 'gray' };
const STATUS_FILTER: Record<string, string> = { '': 'ทุกสถานะ', ...POLL_STATUS_NAMES };

function StatusBadge({ p }: { p: Poll }) {
  return (
    <Badge colorPalette={STATUS_COLOURS[p.status]} variant="subtle">
      {p.status_name}
    </Badge>
  );
}

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
  const submit = (e: FormEvent) => {
    e.preventDefault();
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
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <form onSubmit={submit} noValidate aria-label={title}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body display="grid" gap="3">
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
                      ผู้ทายถูก{poll.winners_limit > 0 ? ` (สุ่ม ${poll.winners_limit} สิทธิ์ด้วย seed ของโพล)` : 'ทุกสิทธิ์'} ได้รับ {poll.prize.text}{' '}
                      ต่อสิทธิ์ทันที ประกาศผลแล้วเปลี่ยนไม่ได้
                    </Text>
                  </>
                )}
                {op === 'cancel' && (
                  <FormField label="เหตุผล (บันทึกในประวัติการใช้งาน)" error={local.reason}>
                    <Textarea aria-label="เหตุผล" rows={3} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
                  </FormField>
                )}
                {op === 'cancel' && <Text fontSize="sm">ยกเลิกแล้วไม่มีการจ่ายรางวัล และเปิดเผย seed ของโพล</Text>}
                {op === 'close' && <Text fontSize="sm">หยุดรับโหวตทันที (ยังไม่ประกาศผล)</Text>}
                {error !== null && error !== undefined && (
                  <Alert.Root status="error" borderRadius="md">
                    <Alert.Indicator />
                    <Alert.Title>{failureMessage(error)}</Alert.Title>
                  </Alert.Root>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={busy}>
                  ปิด
                </Button>
                <Button type="submit" colorPalette={op === 'resolve' ? 'green' : op === 'cancel' ? 'red' : 'orange'} loading={busy}>
                  {op === 'resolve' ? 'ยืนยันประกาศผล' : op === 'cancel' ? 'ยืนยันยกเลิกโพล' : 'ยืนยันปิดโหวต'}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

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
                  {c.label} {poll.winning_choice_id === c.id && <Badge colorPalette="green">ถูกต้อง</Badge>}
                </Table.Cell>
                <Table.Cell textAlign="end">{c.votes.toLocaleString('th-TH')}</Table.Cell>
                <Table.Cell textAlign="end">{c.voters.toLocaleString('th-TH')}</Table.Cell>
              </Table.Row>
            ))}
        </Table.Body>
      </Table.Root>
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
      {votes.isPending ? (
        <Loading />
      ) : votes.isError ? (
        <Failure error={votes.error} onRetry={() => votes.refetch()} />
      ) : votes.data.items.length === 0 ? (
        <Empty>ยังไม่มีผู้โหวต</Empty>
      ) : (
        <>
          <Table.Root size="sm" aria-label="รายการโหวต" mt="3">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>#</Table.ColumnHeader>
                <Table.ColumnHeader>สมาชิก</Table.ColumnHeader>
                <Table.ColumnHeader>ตัวเลือก</Table.ColumnHeader>
                <Table.ColumnHeader>เวลา</Table.ColumnHeader>
                <Table.ColumnHeader>ผล</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {votes.data.items.map((v) => (
                <Table.Row key={v.id}>
                  <Table.Cell>{v.id}</Table.Cell>
                  <Table.Cell>
                    {v.phone} · #{v.member_id}
                  </Table.Cell>
                  <Table.Cell>{v.label}</Table.Cell>
                  <Table.Cell>{bangkokTime(v.created_at)}</Table.Cell>
                  <Table.Cell>{v.won === null ? '-' : v.won ? <Badge colorPalette="green">ได้รางวัล</Badge> : 'ไม่ได้'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Pager page={votes.data.page} pageSize={PAGE_SIZE} total={votes.data.total} onPage={setPage} />
        </>
      )}
    </Box>
  );
}

/** The polls: filter by status, create, edit, close, resolve, cancel, and each one's votes. */
function PollsTab() {
  const [view, setView] = useUrlState({ status: '', page: 1 });
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
  return (
    <Box>
      <Flex gap="3" mb="3" align="center" wrap="wrap">
        <Select
          label="สถานะ"
          value={view.status}
          options={['', ...POLL_STATUSES]}
          names={STATUS_FILTER}
          onChange={(v) => setView({ status: v, page: 1 })}
        />
        {manages && (
          <Button colorPalette="blue" size="sm" onClick={() => openAct({ op: 'form', poll: null })}>
            สร้างโพล
          </Button>
        )}
      </Flex>
      {notice && (
        <Alert.Root status="success" borderRadius="md" mb="3" role="status">
          <Alert.Indicator />
          <Alert.Title>{notice}</Alert.Title>
        </Alert.Root>
      )}
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Failure error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <Empty>ยังไม่มีโพล</Empty>
      ) : (
        <Box bg="white" borderRadius="md" borderWidth="1px" overflowX="auto">
          <Table.Root size="sm" aria-label="โพลทายผล">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>#</Table.ColumnHeader>
                <Table.ColumnHeader>ชื่อโพล</Table.ColumnHeader>
                <Table.ColumnHeader>สถานะ</Table.ColumnHeader>
                <Table.ColumnHeader>ช่วงเวลาโหวต</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">โหวต / ผู้โหวต</Table.ColumnHeader>
                <Table.ColumnHeader>รางวัลต่อสิทธิ์</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">ผู้ชนะ / จ่ายแล้ว</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.data.items.map((p) => {
                const live = p.status === 'open' || p.status === 'closed';
                return (
                  <Table.Row key={p.id} data-testid="poll-row">
                    <Table.Cell>{p.id}</Table.Cell>
                    <Table.Cell>{p.title}</Table.Cell>
                    <Table.Cell>
                      <StatusBadge p={p} />
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      {bangkokTime(p.opens_at)} - {bangkokTime(p.closes_at)}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      {p.votes.toLocaleString('th-TH')} / {p.voters.toLocaleString('th-TH')}
                    </Table.Cell>
                    <Table.Cell>
                      {p.prize.text}
                      {p.winners_limit > 0 ? ` (สุ่ม ${p.winners_limit})` : ''}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      {p.winners} / {p.paid}
                    </Table.Cell>
                    <Table.Cell>
                      <Flex gap="1" wrap="wrap">
                        <Button size="xs" variant="outline" onClick={() => setShowing(p)}>
                          ผลโหวต
                        </Button>
                        {manages && live && (
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
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
          <Box px="3" pb="3">
            <Pager page={list.data.page} pageSize={PAGE_SIZE} total={list.data.total} onPage={(page) => setView({ page })} />
          </Box>
        </Box>
      )}
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

/** Resolved polls: votes, winners, paid and the prizes paid. */
function ReportTab() {
  const [page, setPage] = useState(1);
  const report = useQuery(reportQuery(page));
  if (report.isPending) return <Loading />;
  if (report.isError) return <Failure error={report.error} onRetry={() => report.refetch()} />;
  if (report.data.items.length === 0) return <Empty>ยังไม่มีโพลที่ประกาศผล</Empty>;
  return (
    <Box bg="white" borderRadius="md" borderWidth="1px" overflowX="auto">
      <Table.Root size="sm" aria-label="รายงานรางวัลโพล">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>#</Table.ColumnHeader>
            <Table.ColumnHeader>ชื่อโพล</Table.ColumnHeader>
            <Table.ColumnHeader>ประกาศผล</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">โหวต</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">ผู้ชนะ</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">จ่ายแล้ว</Table.ColumnHeader>
            <Table.ColumnHeader>รางวัลต่อสิทธิ์</Table.ColumnHeader>
            <Table.ColumnHeader>รวมที่จ่าย</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {report.data.items.map((r) => (
            <Table.Row key={r.poll_id}>
              <Table.Cell>{r.poll_id}</Table.Cell>
              <Table.Cell>{r.title}</Table.Cell>
              <Table.Cell>{r.resolved_at ? bangkokTime(r.resolved_at) : '-'}</Table.Cell>
              <Table.Cell textAlign="end">{r.votes.toLocaleString('th-TH')}</Table.Cell>
              <Table.Cell textAlign="end">{r.winners.toLocaleString('th-TH')}</Table.Cell>
              <Table.Cell textAlign="end">{r.paid.toLocaleString('th-TH')}</Table.Cell>
              <Table.Cell>{r.prize.text}</Table.Cell>
              <Table.Cell>{r.paid_total.text}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Box px="3" pb="3">
        <Pager page={report.data.page} pageSize={PAGE_SIZE} total={report.data.total} onPage={setPage} />
      </Box>
    </Box>
  );
}

const TABS = [
  { key: 'polls', name: 'โพล' },
  { key: 'report', name: 'รายงานรางวัล' },
] as const;

/**
 * Prediction polls (/api/admin/polls, docs/engagement.md): create with choices, edit (everything
 * before the first vote; title, description and closing time after), close, resolve with the winning
 * choice (winners paid once), cancel, each poll's votes, and the report of prizes paid. Admin and
 * support act, finance reads; every write audited.
 */
export function PollsPage() {
  const [url, setUrl] = useUrlState({ tab: 'polls' });
  const tab = TABS.some((t) => t.key === url.tab) ? url.tab : 'polls';
  return (
    <Tabs.Root value={tab} onValueChange={(e) => setUrl({ tab: e.value })} variant="line" lazyMount unmountOnExit>
      <Tabs.List bg="white" borderRadius="md" mb="4">
        {TABS.map((t) => (
          <Tabs.Trigger key={t.key} value={t.key}>
            {t.name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="polls" p="0">
        <PollsTab />
      </Tabs.Content>
      <Tabs.Content value="report" p="0">
        <ReportTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}
