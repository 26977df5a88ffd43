import { Badge, Box, Button, Flex, Input, Text, useBreakpointValue } from '@chakra-ui/react';
import type { AdminRole } from '@contract/admin';
import type { AdminOperator } from '@contract/admin-operators';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { bangkokTime, type Column, FilterBar, listPaging, Notice, PagedTable, SearchSelect, StatusBadge, useView } from '../../app/kit';
import { useSession } from '../../app/session';
import { operatorsQuery } from './api';
import { CreateOperatorDialog, EditOperatorDialog, PasswordDialog, ROLE_NAMES, StatusText } from './OperatorForms';

type Open = { kind: 'create' } | { kind: 'edit'; op: AdminOperator } | { kind: 'password'; op: AdminOperator } | null;

const ROLE_FILTER: Record<string, string> = { '': 'ทุกบทบาท', ...ROLE_NAMES };
const ACTIVE_FILTER: Record<string, string> = { '': 'ทุกสถานะ', true: 'ใช้งาน', false: 'ปิดใช้งาน' };
const ROLE_COLOURS: Record<AdminRole, string> = { admin: 'purple', finance: 'green', support: 'gray' };

/** Operators and roles (admin only): the accounts, a new one, role, name and status, a new password. */
export function OperatorsPage() {
  const session = useSession();
  const [view, set] = useView('/shell/operators');
  const [draft, setDraft] = useState(view.q ?? '');
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState('');
  const list = useQuery(operatorsQuery(view));
  const filtered = Boolean(view.q || view.role || view.active);
  // Below 1280 px the creation date gives its width to the others (it is in the audit log anyway).
  const wide = useBreakpointValue({ base: false, xl: true }) ?? true;
  const columns: Column<AdminOperator, typeof view.sort>[] = [
    { header: 'รหัส', sort: 'id', cell: (op) => op.id },
    {
      header: 'ชื่อผู้ใช้',
      sort: 'username',
      style: { fontWeight: 'semibold', whiteSpace: 'nowrap' },
      cell: (op) => (
        <>
          {op.username}
          {op.username === session?.username && (
            <Badge ms="2" colorPalette="blue" variant="subtle">
              คุณ
            </Badge>
          )}
        </>
      ),
    },
    { header: 'ชื่อที่แสดง', cell: (op) => op.display_name },
    {
      header: 'บทบาท',
      sort: 'role',
      style: { whiteSpace: 'nowrap' },
      cell: (op) => <StatusBadge colour={ROLE_COLOURS[op.role]}>{ROLE_NAMES[op.role]}</StatusBadge>,
    },
    { header: 'สถานะ', style: { whiteSpace: 'nowrap' }, cell: (op) => <StatusText active={op.active} /> },
    {
      header: 'เข้าระบบล่าสุด',
      style: { whiteSpace: 'nowrap' },
      cell: (op) => (op.last_login_at ? bangkokTime(op.last_login_at) : <Text color="gray.500">ยังไม่เคย</Text>),
    },
    { header: 'สร้างเมื่อ', sort: 'created_at', hidden: !wide, style: { whiteSpace: 'nowrap' }, cell: (op) => bangkokTime(op.created_at) },
    {
      header: '',
      cell: (op) => (
        <Flex gap="2" justify="end">
          <Button size="xs" variant="outline" aria-label={`แก้ไข ${op.username}`} onClick={() => setOpen({ kind: 'edit', op })}>
            แก้ไข
          </Button>
          <Button size="xs" variant="outline" aria-label={`ตั้งรหัสผ่านใหม่ ${op.username}`} onClick={() => setOpen({ kind: 'password', op })}>
            ตั้งรหัสผ่าน
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <Box>
      <FilterBar
        label="ค้นหาผู้ดูแล"
        onSubmit={() => set({ q: draft.trim() || undefined, page: 1 })}
        actions={
          <Button colorPalette="blue" onClick={() => setOpen({ kind: 'create' })}>
            เพิ่มผู้ดูแล
          </Button>
        }
      >
        <Input
          bg="white"
          maxW="xs"
          placeholder="ชื่อผู้ใช้หรือชื่อที่แสดง"
          aria-label="ค้นหาผู้ดูแล"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <SearchSelect
          route="/shell/operators"
          name="role"
          label="บทบาท"
          options={['admin', 'finance', 'support']}
          names={ROLE_FILTER}
          maxW="48"
        />
        <SearchSelect route="/shell/operators" name="active" label="สถานะ" options={['true', 'false']} names={ACTIVE_FILTER} maxW="40" />
      </FilterBar>
      <Notice notice={notice} />
      <PagedTable
        query={list}
        empty={filtered ? 'ไม่พบผู้ดูแลที่ตรงกับตัวกรอง' : 'ยังไม่มีผู้ดูแล'}
        columns={columns}
        rowKey={(op) => op.id}
        rowProps={(op) => ({ opacity: op.active ? 1 : 0.65 })}
        {...listPaging(view, set)}
      />
      {open?.kind === 'create' && <CreateOperatorDialog onClose={() => setOpen(null)} />}
      {open?.kind === 'edit' && (
        <EditOperatorDialog op={open.op} self={open.op.username === session?.username} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'password' && (
        <PasswordDialog
          op={open.op}
          onClose={() => setOpen(null)}
          onDone={() => setNotice(`ตั้งรหัสผ่านใหม่ให้ ${open.op.username} แล้ว ผู้ดูแลคนนี้ต้องเข้าสู่ระบบใหม่`)}
        />
      )}
    </Box>
  );
}
