import { Button, Flex, Input, NativeSelect, Text } from '@chakra-ui/react';
import type { AdminAuditEntry } from '@contract/admin';
import type { AdminAuditSystemSummary, AuditActorKind } from '@contract/admin-operators';
import { bangkokToday } from '@contract/thai-calendar';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  AuditAction,
  AuditActor,
  AuditDetail,
  auditActionName,
  auditRows,
  auditValue,
  bangkokTime,
  type Column,
  type CsvColumn,
  count,
  ExportButton,
  FilterBar,
  FormField,
  listPaging,
  PagedTable,
  thaiDate,
  useView,
} from '../../app/kit';
import { auditQuery, fetchAudit, operatorsForPicker, systemSummaryQuery } from './api';

const CSV_COLUMNS: CsvColumn<AdminAuditEntry>[] = [
  { header: 'เวลา', value: (e) => bangkokTime(e.created_at) },
  { header: 'ผู้ดูแล', value: (e) => e.operator_username },
  { header: 'รหัสผู้ดูแล', value: (e) => e.operator_id },
  { header: 'การกระทำ', value: (e) => auditActionName(e.action) },
  { header: 'รหัสการกระทำ', value: (e) => e.action },
  { header: 'เป้าหมาย', value: (e) => e.target },
  // The same readable fields as the page ("label: value" or "label: before → after"), then the raw record.
  {
    header: 'รายละเอียด',
    value: (e) =>
      auditRows(e.detail)
        .map((r) => `${r.label}: ${r.change ? `${auditValue(r.before)} → ${auditValue(r.after)}` : auditValue(r.value)}`)
        .join('; '),
  },
  { header: 'ข้อมูลดิบ (JSON)', value: (e) => (e.detail === null ? '' : JSON.stringify(e.detail)) },
];

type Sort = 'created_at' | 'operator' | 'action' | 'target';
const COLUMNS: Column<AdminAuditEntry, Sort>[] = [
  { header: 'เวลา', sort: 'created_at', style: { whiteSpace: 'nowrap', verticalAlign: 'top' }, cell: (e) => bangkokTime(e.created_at) },
  { header: 'ผู้กระทำ', sort: 'operator', style: { verticalAlign: 'top' }, cell: (e) => <AuditActor entry={e} /> },
  { header: 'การกระทำ', sort: 'action', style: { verticalAlign: 'top' }, cell: (e) => <AuditAction action={e.action} /> },
  { header: 'เป้าหมาย', sort: 'target', style: { verticalAlign: 'top', wordBreak: 'break-all' }, cell: (e) => e.target },
  { header: 'รายละเอียด', style: { verticalAlign: 'top', minW: '64' }, cell: (e) => <AuditDetail detail={e.detail} /> },
];

const ACTOR_KINDS: Record<AuditActorKind, string> = { operator: 'ผู้ดูแลเท่านั้น', system: 'ระบบเท่านั้น', all: 'ผู้ดูแลและระบบ' };

const NO_FILTERS = { action: '', operator_id: '', target: '', from: '', to: '' };

/** The days a summary counts, as Thais read them: "วันนี้", one day, or a range. */
function daysText({ from, to }: { from: string; to: string }): string {
  if (from === to) return from === bangkokToday() ? 'วันนี้' : `วันที่ ${thaiDate(from)}`;
  return `${thaiDate(from)} – ${thaiDate(to)}`;
}

/**
 * The line above the list while it shows operators only: what the system did meanwhile, counted by
 * action ("ระบบ: นำเข้าฟีดกีฬา 120 ครั้ง วันนี้"), and the button that shows those entries too.
 */
export function SystemSummary({ summary, onShow }: { summary: AdminAuditSystemSummary; onShow: () => void }) {
  if (summary.total === 0) return null;
  const parts = summary.items.map((i) => `${auditActionName(i.action)} ${count(i.count)} ครั้ง`);
  return (
    <Flex
      role="note"
      aria-label="รายการของระบบที่ซ่อนอยู่"
      align="center"
      justify="space-between"
      gap="3"
      wrap="wrap"
      mb="3"
      px="4"
      py="2"
      bg="gray.50"
      borderWidth="1px"
      borderRadius="md"
      fontSize="sm"
    >
      <Text color="gray.700">
        ระบบ: {parts.join(' · ')} {daysText(summary)}{' '}
        <Text as="span" color="gray.500">
          (ซ่อนอยู่)
        </Text>
      </Text>
      <Button size="xs" variant="outline" onClick={onShow}>
        แสดงรายการของระบบ
      </Button>
    </Flex>
  );
}

/**
 * The audit trail (admin only, GET /api/admin/audit): newest first or sorted by a column, filtered by
 * Bangkok days, operator (picked from the operators), action, target and who wrote it, on the server.
 * It opens on operators' entries: the system's (a feed every 30 s) are counted in one line above the
 * list (GET /api/admin/audit/system) with a button that shows them. Details read as field lists.
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
  // The system's entries are hidden only in the operators' view; one operator's entries hide none.
  const hidesSystem = view.actor_kind === 'operator' && !view.operator_id;
  const system = useQuery({ ...systemSummaryQuery(view), enabled: list.isSuccess && hidesSystem });
  const filtered = Boolean(view.action || view.operator_id || view.target || view.from || view.to || view.actor_kind !== 'operator');
  const text = (key: 'action' | 'target' | 'from' | 'to') => ({
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
            set({
              action: undefined,
              operator_id: undefined,
              target: undefined,
              from: undefined,
              to: undefined,
              actor_kind: 'operator',
              page: 1,
            });
          })
        }
        actions={<ExportButton filename="audit-log.csv" columns={CSV_COLUMNS} fetchPage={(p, size) => fetchAudit(view, p, size)} />}
      >
        <FormField label="ตั้งแต่วันที่" maxW="44">
          <Input bg="white" type="date" max={draft.to || undefined} {...text('from')} />
        </FormField>
        <FormField label="ถึงวันที่" maxW="44">
          <Input bg="white" type="date" min={draft.from || undefined} {...text('to')} />
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
        <FormField label="ผู้กระทำ" maxW="48">
          <NativeSelect.Root bg="white">
            {/* Applies at once, as the summary's button does: it changes which rows exist, not a typed filter. */}
            <NativeSelect.Field value={view.actor_kind} onChange={(e) => set({ actor_kind: e.target.value as AuditActorKind, page: 1 })}>
              {Object.entries(ACTOR_KINDS).map(([k, name]) => (
                <option key={k} value={k}>
                  {name}
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
      {hidesSystem && system.data && <SystemSummary summary={system.data} onShow={() => set({ actor_kind: 'all', page: 1 })} />}
      {view.actor_kind !== 'operator' && (
        <Flex role="note" align="center" gap="3" wrap="wrap" mb="3" fontSize="sm" color="gray.700">
          <Text>{view.actor_kind === 'all' ? 'กำลังแสดงรายการของระบบรวมอยู่ด้วย' : 'กำลังแสดงเฉพาะรายการของระบบ'}</Text>
          <Button size="xs" variant="outline" onClick={() => set({ actor_kind: 'operator', page: 1 })}>
            ซ่อนรายการของระบบ
          </Button>
        </Flex>
      )}
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
