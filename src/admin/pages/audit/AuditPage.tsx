import { Code, Input, NativeSelect } from '@chakra-ui/react';
import type { AdminAuditEntry } from '@contract/admin';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  bangkokTime,
  type Column,
  type CsvColumn,
  DayPicker,
  ExportButton,
  FilterBar,
  FormField,
  listPaging,
  PagedTable,
  useView,
} from '../../app/kit';
import { auditQuery, fetchAudit, operatorsForPicker } from './api';

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

type Sort = 'created_at' | 'operator' | 'action' | 'target';
const COLUMNS: Column<AdminAuditEntry, Sort>[] = [
  { header: 'เวลา', sort: 'created_at', style: { whiteSpace: 'nowrap' }, cell: (e) => bangkokTime(e.created_at) },
  { header: 'ผู้ดูแล', sort: 'operator', cell: (e) => `${e.operator_username}${e.operator_id !== null ? ` (#${e.operator_id})` : ''}` },
  { header: 'การกระทำ', sort: 'action', cell: (e) => <Code size="sm">{e.action}</Code> },
  { header: 'เป้าหมาย', sort: 'target', cell: (e) => e.target },
  {
    header: 'รายละเอียด',
    style: (e) => ({ maxW: 'md', truncate: true, title: JSON.stringify(e.detail) }),
    cell: (e) => detailText(e.detail),
  },
];

const NO_FILTERS = { action: '', operator_id: '', target: '', from: '', to: '' };

/**
 * The audit trail (admin only, GET /api/admin/audit): newest first or sorted by a column, filtered by
 * Bangkok days, operator (picked from the operators), action and target, on the server.
 */
export function AuditPage() {
  // Filters, order and page live in the address (?action=...&from=...&page=2): reload and back keep the view.
  const [view, set] = useView('/shell/audit');
  const [draft, setDraft] = useState({
    action: view.action ?? '',
    operator_id: view.operator_id ? String(view.operator_id) : '',
    target: view.target ?? '',
    from: view.from ?? '',
    to: view.to ?? '',
  });
  const list = useQuery(auditQuery(view));
  // Asked once the list answered: with an expired session the list's 401 alone opens sign-in (a
  // second 401 at the same moment would lose the way back to this page).
  const operators = useQuery({ ...operatorsForPicker, enabled: list.isSuccess });
  const filtered = Boolean(view.action || view.operator_id || view.target || view.from || view.to);
  const text = (key: 'action' | 'target') => ({
    value: draft[key],
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value }),
  });

  return (
    <>
      <FilterBar
        label="ตัวกรองบันทึกการใช้งาน"
        submit="กรอง"
        onSubmit={() =>
          set({
            action: draft.action.trim() || undefined,
            operator_id: draft.operator_id ? Number(draft.operator_id) : undefined,
            target: draft.target.trim() || undefined,
            from: draft.from || undefined,
            to: draft.to || undefined,
            page: 1,
          })
        }
        onClear={
          filtered &&
          (() => {
            setDraft(NO_FILTERS);
            set({ action: undefined, operator_id: undefined, target: undefined, from: undefined, to: undefined, page: 1 });
          })
        }
        actions={<ExportButton filename="audit-log.csv" columns={CSV_COLUMNS} fetchPage={(p, size) => fetchAudit(view, p, size)} />}
      >
        <FormField label="ตั้งแต่วันที่" maxW="44">
          <DayPicker label="ตั้งแต่วันที่" value={draft.from} max={draft.to || undefined} onChange={(from) => setDraft({ ...draft, from })} />
        </FormField>
        <FormField label="ถึงวันที่" maxW="44">
          <DayPicker label="ถึงวันที่" value={draft.to} min={draft.from || undefined} onChange={(to) => setDraft({ ...draft, to })} />
        </FormField>
        <FormField label="ผู้ดูแล" maxW="56">
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
        </FormField>
        <FormField label="การกระทำ" maxW="56">
          <Input bg="white" placeholder="เช่น operator.login" {...text('action')} />
        </FormField>
        <FormField label="เป้าหมาย" maxW="48">
          <Input bg="white" placeholder="เช่น member:12" {...text('target')} />
        </FormField>
      </FilterBar>
      <PagedTable
        query={list}
        empty={filtered ? 'ไม่พบรายการที่ตรงกับตัวกรอง' : 'ยังไม่มีบันทึกการใช้งาน'}
        columns={COLUMNS}
        rowKey={(e) => e.id}
        {...listPaging(view, set)}
      />
    </>
  );
}
