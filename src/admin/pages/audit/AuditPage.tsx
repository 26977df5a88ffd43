import { Box, Button, Code, Field, Flex, Input, NativeSelect, Table } from '@chakra-ui/react';
import type { AdminAuditEntry } from '@contract/admin';
import type { AdminOperator } from '@contract/admin-operators';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { CsvColumn } from '../../app/csv';
import { adminApi } from '../../app/http';
import { bangkokTime, Empty, ExportButton, Failure, Loading, Pager, SortHeader } from '../../app/ui';
import { useUrlState } from '../../app/url-state';

type Paged<T> = { items: T[]; page: number; page_size: number; total: number };
type Filters = { action: string; operator_id: string; target: string; from: string; to: string };
type Order = { sort: string; dir: string };
const PAGE_SIZE = 50;
const NO_FILTERS: Filters = { action: '', operator_id: '', target: '', from: '', to: '' };

const fetchAudit = (f: Filters, o: Order, page: number, pageSize: number) =>
  adminApi.get<Paged<AdminAuditEntry>>('/audit', {
    action: f.action || undefined,
    operator_id: f.operator_id || undefined,
    target: f.target || undefined,
    from: f.from || undefined,
    to: f.to || undefined,
    sort: o.sort,
    dir: o.dir,
    page,
    page_size: pageSize,
  });

export const auditQuery = (f: Filters, o: Order, page: number) => ({
  queryKey: ['admin', 'audit', { ...f, ...o, page }] as const,
  queryFn: () => fetchAudit(f, o, page, PAGE_SIZE),
  placeholderData: keepPreviousData,
});

/** The operator picker's list: every operator (the server pages at 100; a site has a few dozen). */
const operatorsForPicker = {
  queryKey: ['admin', 'operators', 'picker'] as const,
  queryFn: () => adminApi.get<Paged<AdminOperator>>('/operators', { sort: 'username', dir: 'asc', page_size: 100 }),
  staleTime: 60_000,
};

const CSV_COLUMNS: CsvColumn<AdminAuditEntry>[] = [
  { header: 'เวลา', value: (e) => bangkokTime(e.created_at) },
  { header: 'ผู้ดูแล', value: (e) => e.operator_username },
  { header: 'รหัสผู้ดูแล', value: (e) => e.operator_id },
  { header: 'การกระทำ', value: (e) => e.action },
  { header: 'เป้าหมาย', value: (e) => e.target },
  { header: 'รายละเอียด', value: (e) => (e.detail === null ? '' : JSON.stringify(e.detail)) },
];

/** The detail as one short line (the whole JSON in the cell's title). */
function detailText(detail: unknown): string {
  if (detail === null || detail === undefined) return '-';
  const text = JSON.stringify(detail);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

/**
 * The audit trail (admin only, GET /api/admin/audit): newest first or sorted by a column, filtered by
 * Bangkok days, operator (picked from the operators), action and target, on the server.
 */
export function AuditPage() {
  // Filters, order and page live in the address (?action=...&from=...&page=2): reload and back keep the view.
  const [url, setUrl] = useUrlState({ ...NO_FILTERS, sort: 'created_at', dir: 'desc', page: 1 });
  const filters: Filters = { action: url.action, operator_id: url.operator_id, target: url.target, from: url.from, to: url.to };
  const order: Order = { sort: url.sort, dir: url.dir };
  const [draft, setDraft] = useState<Filters>(filters);
  const page = url.page;
  const setPage = (p: number) => setUrl({ page: p });
  const list = useQuery(auditQuery(filters, order, page));
  // Asked once the list answered: with an expired session the list's 401 alone opens sign-in (a
  // second 401 at the same moment would lose the way back to this page).
  const operators = useQuery({ ...operatorsForPicker, enabled: list.isSuccess });

  const apply = (e: FormEvent) => {
    e.preventDefault();
    setUrl({
      action: draft.action.trim(),
      operator_id: draft.operator_id,
      target: draft.target.trim(),
      from: draft.from,
      to: draft.to,
      page: 1,
    });
  };
  const clear = () => {
    setDraft(NO_FILTERS);
    setUrl({ ...NO_FILTERS, page: 1 });
  };
  const onSort = (next: { sort: string; dir: 'asc' | 'desc' }) => setUrl({ ...next, page: 1 });
  const filtered = Object.values(filters).some(Boolean);

  return (
    <Box>
      <form onSubmit={apply} aria-label="ตัวกรองบันทึกการใช้งาน">
        <Flex gap="3" mb="4" wrap="wrap" align="end">
          <Field.Root maxW="44">
            <Field.Label fontSize="sm">ตั้งแต่วันที่</Field.Label>
            <Input
              bg="white"
              type="date"
              value={draft.from}
              max={draft.to || undefined}
              onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            />
          </Field.Root>
          <Field.Root maxW="44">
            <Field.Label fontSize="sm">ถึงวันที่</Field.Label>
            <Input
              bg="white"
              type="date"
              value={draft.to}
              min={draft.from || undefined}
              onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            />
          </Field.Root>
          <Field.Root maxW="56">
            <Field.Label fontSize="sm">ผู้ดูแล</Field.Label>
            <NativeSelect.Root bg="white">
              <NativeSelect.Field value={draft.operator_id} onChange={(e) => setDraft({ ...draft, operator_id: e.target.value })}>
                <option value="">ทุกคน</option>
                {/* An id from the address that is not in the list (yet) still shows. */}
                {draft.operator_id && !operators.data?.items.some((o) => String(o.id) === draft.operator_id) && (
                  <option value={draft.operator_id}>#{draft.operator_id}</option>
                )}
                {operators.data?.items.map((o) => (
                  <option key={o.id} value={String(o.id)}>
                    {o.username} (#{o.id}){o.active ? '' : ' · ปิดใช้งาน'}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root maxW="56">
            <Field.Label fontSize="sm">การกระทำ</Field.Label>
            <Input
              bg="white"
              placeholder="เช่น operator.login"
              value={draft.action}
              onChange={(e) => setDraft({ ...draft, action: e.target.value })}
            />
          </Field.Root>
          <Field.Root maxW="48">
            <Field.Label fontSize="sm">เป้าหมาย</Field.Label>
            <Input
              bg="white"
              placeholder="เช่น member:12"
              value={draft.target}
              onChange={(e) => setDraft({ ...draft, target: e.target.value })}
            />
          </Field.Root>
          <Button type="submit" colorPalette="blue">
            กรอง
          </Button>
          {filtered && (
            <Button variant="ghost" onClick={clear}>
              ล้างตัวกรอง
            </Button>
          )}
          <Box flex="1" />
          <ExportButton filename="audit-log.csv" columns={CSV_COLUMNS} fetchPage={(p, size) => fetchAudit(filters, order, p, size)} />
        </Flex>
      </form>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Failure error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <Empty>{filtered ? 'ไม่พบรายการที่ตรงกับตัวกรอง' : 'ยังไม่มีบันทึกการใช้งาน'}</Empty>
      ) : (
        <>
          <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <SortHeader column="created_at" sort={order.sort} dir={order.dir} onSort={onSort}>
                    เวลา
                  </SortHeader>
                  <SortHeader column="operator" sort={order.sort} dir={order.dir} onSort={onSort}>
                    ผู้ดูแล
                  </SortHeader>
                  <SortHeader column="action" sort={order.sort} dir={order.dir} onSort={onSort}>
                    การกระทำ
                  </SortHeader>
                  <SortHeader column="target" sort={order.sort} dir={order.dir} onSort={onSort}>
                    เป้าหมาย
                  </SortHeader>
                  <Table.ColumnHeader whiteSpace="nowrap">รายละเอียด</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.data.items.map((e) => (
                  <Table.Row key={e.id}>
                    <Table.Cell whiteSpace="nowrap">{bangkokTime(e.created_at)}</Table.Cell>
                    <Table.Cell>
                      {e.operator_username}
                      {e.operator_id !== null ? ` (#${e.operator_id})` : ''}
                    </Table.Cell>
                    <Table.Cell>
                      <Code size="sm">{e.action}</Code>
                    </Table.Cell>
                    <Table.Cell>{e.target}</Table.Cell>
                    <Table.Cell maxW="md" truncate title={JSON.stringify(e.detail)}>
                      {detailText(e.detail)}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <Pager page={list.data.page} pageSize={list.data.page_size} total={list.data.total} onPage={setPage} />
        </>
      )}
    </Box>
  );
}
