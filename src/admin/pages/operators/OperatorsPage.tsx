import { Alert, Badge, Box, Button, Flex, Input, NativeSelect, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import type { AdminOperator } from '@contract/admin-operators';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { adminApi } from '../../app/http';
import { useSession } from '../../app/session';
import { bangkokTime, Empty, Failure, Loading, Pager, SortHeader } from '../../app/ui';
import { useUrlState } from '../../app/url-state';
import { CreateOperatorDialog, EditOperatorDialog, PasswordDialog, ROLE_NAMES, StatusText } from './OperatorForms';

type Paged<T> = { items: T[]; page: number; page_size: number; total: number };
type View = { q: string; role: string; active: string; sort: string; dir: string; page: number };
const PAGE_SIZE = 20;

export const operatorsQuery = (v: View) => ({
  queryKey: ['admin', 'operators', v] as const,
  queryFn: () =>
    adminApi.get<Paged<AdminOperator>>('/operators', {
      q: v.q || undefined,
      role: v.role || undefined,
      active: v.active || undefined,
      sort: v.sort,
      dir: v.dir,
      page: v.page,
      page_size: PAGE_SIZE,
    }),
  placeholderData: keepPreviousData,
});

type Open = { kind: 'create' } | { kind: 'edit'; op: AdminOperator } | { kind: 'password'; op: AdminOperator } | null;

/** Operators and roles (admin only): the accounts, a new one, role, name and status, a new password. */
export function OperatorsPage() {
  const session = useSession();
  const [view, setView] = useUrlState({ q: '', role: '', active: '', sort: 'id', dir: 'asc', page: 1 });
  const [draft, setDraft] = useState(view.q);
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState('');
  const list = useQuery(operatorsQuery(view));
  const filtered = Boolean(view.q || view.role || view.active);
  // Below 1280 px the creation date gives its width to the others (it is in the audit log anyway).
  const wide = useBreakpointValue({ base: false, xl: true }) ?? true;

  const search = (e: FormEvent) => {
    e.preventDefault();
    setView({ q: draft.trim(), page: 1 });
  };
  const onSort = (next: { sort: string; dir: 'asc' | 'desc' }) => setView({ ...next, page: 1 });

  return (
    <Box>
      <Flex gap="2" mb="4" wrap="wrap" align="center">
        <form onSubmit={search} aria-label="ค้นหาผู้ดูแล">
          <Flex gap="2">
            <Input
              bg="white"
              maxW="xs"
              placeholder="ชื่อผู้ใช้หรือชื่อที่แสดง"
              aria-label="ค้นหาผู้ดูแล"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
            />
            <Button type="submit" variant="outline">
              ค้นหา
            </Button>
          </Flex>
        </form>
        <NativeSelect.Root maxW="48" bg="white">
          <NativeSelect.Field aria-label="บทบาท" value={view.role} onChange={(e) => setView({ role: e.target.value, page: 1 })}>
            <option value="">ทุกบทบาท</option>
            {Object.entries(ROLE_NAMES).map(([r, name]) => (
              <option key={r} value={r}>
                {name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root maxW="40" bg="white">
          <NativeSelect.Field aria-label="สถานะ" value={view.active} onChange={(e) => setView({ active: e.target.value, page: 1 })}>
            <option value="">ทุกสถานะ</option>
            <option value="true">ใช้งาน</option>
            <option value="false">ปิดใช้งาน</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Box flex="1" />
        <Button colorPalette="blue" onClick={() => setOpen({ kind: 'create' })}>
          เพิ่มผู้ดูแล
        </Button>
      </Flex>
      {notice && (
        <Alert.Root status="success" mb="4" borderRadius="md">
          <Alert.Indicator />
          <Alert.Title>{notice}</Alert.Title>
        </Alert.Root>
      )}
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Failure error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <Empty>{filtered ? 'ไม่พบผู้ดูแลที่ตรงกับตัวกรอง' : 'ยังไม่มีผู้ดูแล'}</Empty>
      ) : (
        <>
          <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <SortHeader column="id" sort={view.sort} dir={view.dir} onSort={onSort}>
                    รหัส
                  </SortHeader>
                  <SortHeader column="username" sort={view.sort} dir={view.dir} onSort={onSort}>
                    ชื่อผู้ใช้
                  </SortHeader>
                  <Table.ColumnHeader whiteSpace="nowrap">ชื่อที่แสดง</Table.ColumnHeader>
                  <SortHeader column="role" sort={view.sort} dir={view.dir} onSort={onSort}>
                    บทบาท
                  </SortHeader>
                  <Table.ColumnHeader whiteSpace="nowrap">สถานะ</Table.ColumnHeader>
                  <Table.ColumnHeader whiteSpace="nowrap">เข้าระบบล่าสุด</Table.ColumnHeader>
                  {wide && (
                    <SortHeader column="created_at" sort={view.sort} dir={view.dir} onSort={onSort}>
                      สร้างเมื่อ
                    </SortHeader>
                  )}
                  <Table.ColumnHeader />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.data.items.map((op) => {
                  const self = op.username === session?.username;
                  return (
                    <Table.Row key={op.id} opacity={op.active ? 1 : 0.65}>
                      <Table.Cell>{op.id}</Table.Cell>
                      <Table.Cell fontWeight="semibold" whiteSpace="nowrap">
                        {op.username}
                        {self && (
                          <Badge ms="2" colorPalette="blue" variant="subtle">
                            คุณ
                          </Badge>
                        )}
                      </Table.Cell>
                      <Table.Cell>{op.display_name}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">
                        <Badge colorPalette={op.role === 'admin' ? 'purple' : op.role === 'finance' ? 'green' : 'gray'}>
                          {ROLE_NAMES[op.role]}
                        </Badge>
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">
                        <StatusText active={op.active} />
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">
                        {op.last_login_at ? bangkokTime(op.last_login_at) : <Text color="gray.500">ยังไม่เคย</Text>}
                      </Table.Cell>
                      {wide && <Table.Cell whiteSpace="nowrap">{bangkokTime(op.created_at)}</Table.Cell>}
                      <Table.Cell>
                        <Flex gap="2" justify="end">
                          <Button
                            size="xs"
                            variant="outline"
                            aria-label={`แก้ไข ${op.username}`}
                            onClick={() => setOpen({ kind: 'edit', op })}
                          >
                            แก้ไข
                          </Button>
                          <Button
                            size="xs"
                            variant="outline"
                            aria-label={`ตั้งรหัสผ่านใหม่ ${op.username}`}
                            onClick={() => setOpen({ kind: 'password', op })}
                          >
                            ตั้งรหัสผ่าน
                          </Button>
                        </Flex>
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Box>
          <Pager page={list.data.page} pageSize={list.data.page_size} total={list.data.total} onPage={(p) => setView({ page: p })} />
        </>
      )}
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
