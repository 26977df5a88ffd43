import { Box, Button, Flex, Input, NativeSelect, Table } from '@chakra-ui/react';
import type { AdminMemberSummary } from '@contract/admin';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { CsvColumn } from '../../app/csv';
import { bangkokTime, Empty, ExportButton, Failure, Loading, Pager, SortHeader } from '../../app/ui';
import { useUrlState } from '../../app/url-state';
import { MemberDetail } from './MemberDetail';
import { fetchMembers, type MemberFilters, membersQuery } from './queries';
import { StatusBadge } from './StatusBadge';

const PAGE_SIZE = 20;

const primaryBank = (m: AdminMemberSummary) => m.bank_accounts.find((b) => b.is_primary) ?? m.bank_accounts[0];

const CSV_COLUMNS: CsvColumn<AdminMemberSummary>[] = [
  { header: 'รหัส', value: (m) => m.id },
  { header: 'เบอร์โทร', value: (m) => m.phone },
  { header: 'ชื่อ', value: (m) => m.first_name },
  { header: 'นามสกุล', value: (m) => m.last_name },
  { header: 'ธนาคาร', value: (m) => primaryBank(m)?.bank_name },
  { header: 'เลขบัญชี', value: (m) => primaryBank(m)?.account_number },
  { header: 'สถานะ', value: (m) => (m.status === 'active' ? 'ใช้งาน' : 'ระงับ') },
  { header: 'ระดับ VIP', value: (m) => m.vip_level },
  { header: 'รหัสแนะนำ', value: (m) => m.referral_code },
  { header: 'สมัครเมื่อ', value: (m) => bangkokTime(m.created_at) },
];

/**
 * Members: search by phone, bank account, name or referral code, filter by status, sort on the
 * server, export the view; `?id=` opens a member's detail (`&tab=` its tab) in place of the list.
 */
export function MembersPage() {
  const [url, setUrl] = useUrlState({ q: '', status: '', sort: 'created_at', dir: 'desc', page: 1, id: 0, tab: 'profile' });
  const filters: MemberFilters = { q: url.q, status: url.status, sort: url.sort, dir: url.dir };
  const [draft, setDraft] = useState(url.q);
  const list = useQuery({ ...membersQuery(filters, url.page, PAGE_SIZE), enabled: url.id === 0 });

  if (url.id > 0)
    return <MemberDetail id={url.id} tab={url.tab} onTab={(tab) => setUrl({ tab })} onClose={() => setUrl({ id: 0, tab: 'profile' })} />;

  const search = (e: FormEvent) => {
    e.preventDefault();
    setUrl({ q: draft.trim(), page: 1 });
  };
  const sortProps = { sort: url.sort, dir: url.dir, onSort: (next: { sort: string; dir: string }) => setUrl({ ...next, page: 1 }) };

  return (
    <Box>
      <form onSubmit={search} aria-label="ค้นหาสมาชิก">
        <Flex gap="2" mb="4" wrap="wrap" align="center">
          <Input
            bg="white"
            maxW="md"
            placeholder="ค้นหาด้วยเบอร์โทร เลขบัญชี ชื่อ หรือรหัสแนะนำ"
            aria-label="ค้นหาสมาชิก"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <NativeSelect.Root maxW="40">
            <NativeSelect.Field
              bg="white"
              aria-label="สถานะ"
              value={url.status}
              onChange={(e) => setUrl({ status: e.target.value, page: 1 })}
            >
              <option value="">ทุกสถานะ</option>
              <option value="active">ใช้งาน</option>
              <option value="suspended">ระงับ</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button type="submit" colorPalette="blue">
            ค้นหา
          </Button>
          <Box flex="1" />
          <ExportButton filename="members.csv" columns={CSV_COLUMNS} fetchPage={(p, size) => fetchMembers(filters, p, size)} />
        </Flex>
      </form>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Failure error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <Empty>{url.q ? `ไม่พบสมาชิกที่ตรงกับ “${url.q}”` : url.status ? 'ไม่พบสมาชิกในสถานะนี้' : 'ยังไม่มีสมาชิก'}</Empty>
      ) : (
        <>
          <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
            <Table.Root size="sm" interactive aria-label="รายชื่อสมาชิก">
              <Table.Header>
                <Table.Row>
                  <SortHeader column="id" {...sortProps}>
                    รหัส
                  </SortHeader>
                  <SortHeader column="phone" {...sortProps}>
                    เบอร์โทร
                  </SortHeader>
                  <SortHeader column="first_name" {...sortProps}>
                    ชื่อ-นามสกุล
                  </SortHeader>
                  <Table.ColumnHeader whiteSpace="nowrap">ธนาคาร</Table.ColumnHeader>
                  <SortHeader column="vip_level" {...sortProps}>
                    VIP
                  </SortHeader>
                  <Table.ColumnHeader whiteSpace="nowrap">สถานะ</Table.ColumnHeader>
                  <SortHeader column="created_at" {...sortProps}>
                    สมัครเมื่อ
                  </SortHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.data.items.map((m) => {
                  const bank = primaryBank(m);
                  const open = () => setUrl({ id: m.id, tab: 'profile' });
                  return (
                    <Table.Row key={m.id} cursor="pointer" onClick={open}>
                      <Table.Cell>{m.id}</Table.Cell>
                      <Table.Cell>
                        <Button variant="plain" size="sm" p="0" h="auto" color="blue.700" onClick={open}>
                          {m.phone}
                        </Button>
                      </Table.Cell>
                      <Table.Cell>
                        {m.first_name} {m.last_name}
                      </Table.Cell>
                      <Table.Cell>{bank ? `${bank.bank_name} ${bank.account_number}` : '-'}</Table.Cell>
                      <Table.Cell>{m.vip_level}</Table.Cell>
                      <Table.Cell>
                        <StatusBadge status={m.status} />
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{bangkokTime(m.created_at)}</Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Box>
          <Pager page={list.data.page} pageSize={list.data.page_size} total={list.data.total} onPage={(page) => setUrl({ page })} />
        </>
      )}
    </Box>
  );
}
