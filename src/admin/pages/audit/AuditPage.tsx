import { Box, Button, Code, Flex, Input, Table } from '@chakra-ui/react';
import type { AdminAuditEntry } from '@contract/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { CsvColumn } from '../../app/csv';
import { adminApi } from '../../app/http';
import { bangkokTime, Empty, ExportButton, Failure, Loading, Pager } from '../../app/ui';
import { useUrlState } from '../../app/url-state';

type Paged<T> = { items: T[]; page: number; page_size: number; total: number };
type Filters = { action: string; operator_id: string };
const PAGE_SIZE = 50;

const fetchAudit = (f: Filters, page: number, pageSize: number) =>
  adminApi.get<Paged<AdminAuditEntry>>('/audit', {
    action: f.action || undefined,
    operator_id: f.operator_id || undefined,
    page,
    page_size: pageSize,
  });

export const auditQuery = (f: Filters, page: number) => ({
  queryKey: ['admin', 'audit', { ...f, page }] as const,
  queryFn: () => fetchAudit(f, page, PAGE_SIZE),
  placeholderData: keepPreviousData,
});

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

/** The audit trail (admin only, GET /api/admin/audit), newest first, filtered by action and operator. */
export function AuditPage() {
  // Filters and page live in the address (?action=...&page=2): reload and back keep the view.
  const [url, setUrl] = useUrlState({ action: '', operator_id: '', page: 1 });
  const filters: Filters = { action: url.action, operator_id: url.operator_id };
  const [draft, setDraft] = useState<Filters>(filters);
  const page = url.page;
  const setPage = (p: number) => setUrl({ page: p });
  const list = useQuery(auditQuery(filters, page));

  const apply = (e: FormEvent) => {
    e.preventDefault();
    setUrl({ action: draft.action.trim(), operator_id: draft.operator_id.trim(), page: 1 });
  };
  const filtered = Boolean(filters.action || filters.operator_id);

  return (
    <Box>
      <form onSubmit={apply} aria-label="ตัวกรองบันทึกการใช้งาน">
        <Flex gap="2" mb="4" wrap="wrap">
          <Input
            bg="white"
            maxW="xs"
            placeholder="การกระทำ เช่น operator.login"
            aria-label="การกระทำ"
            value={draft.action}
            onChange={(e) => setDraft({ ...draft, action: e.target.value })}
          />
          <Input
            bg="white"
            maxW="40"
            inputMode="numeric"
            placeholder="รหัสผู้ดูแล"
            aria-label="รหัสผู้ดูแล"
            value={draft.operator_id}
            onChange={(e) => setDraft({ ...draft, operator_id: e.target.value.replace(/\D/g, '') })}
          />
          <Button type="submit" colorPalette="blue">
            กรอง
          </Button>
          <Box flex="1" />
          <ExportButton filename="audit-log.csv" columns={CSV_COLUMNS} fetchPage={(p, size) => fetchAudit(filters, p, size)} />
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
                  <Table.ColumnHeader whiteSpace="nowrap">เวลา</Table.ColumnHeader>
                  <Table.ColumnHeader whiteSpace="nowrap">ผู้ดูแล</Table.ColumnHeader>
                  <Table.ColumnHeader whiteSpace="nowrap">การกระทำ</Table.ColumnHeader>
                  <Table.ColumnHeader whiteSpace="nowrap">เป้าหมาย</Table.ColumnHeader>
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
