import { Box, Button, Input } from '@chakra-ui/react';
import type { AdminMemberSummary } from '@contract/admin';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  bangkokTime,
  type Column,
  type CsvColumn,
  ExportButton,
  FilterBar,
  listPaging,
  PagedTable,
  SearchSelect,
  StateBadge,
  useView,
} from '../../app/kit';
import { MemberDetail } from './MemberDetail';
import { fetchMembers, MEMBER_STATES, membersQuery } from './queries';

const primaryBank = (m: AdminMemberSummary) => m.bank_accounts.find((b) => b.is_primary) ?? m.bank_accounts[0];

const CSV_COLUMNS: CsvColumn<AdminMemberSummary>[] = [
  { header: 'รหัส', value: (m) => m.id },
  { header: 'เบอร์โทร', value: (m) => m.phone },
  { header: 'ชื่อ', value: (m) => m.first_name },
  { header: 'นามสกุล', value: (m) => m.last_name },
  { header: 'ธนาคาร', value: (m) => primaryBank(m)?.bank_name },
  { header: 'เลขบัญชี', value: (m) => primaryBank(m)?.account_number },
  { header: 'สถานะ', value: (m) => MEMBER_STATES[m.status].name },
  { header: 'ระดับ VIP', value: (m) => m.vip_level },
  { header: 'รหัสแนะนำ', value: (m) => m.referral_code },
  { header: 'สมัครเมื่อ', value: (m) => bangkokTime(m.created_at) },
];

const STATUS_FILTER: Record<string, string> = { '': 'ทุกสถานะ', active: 'ใช้งาน', suspended: 'ระงับ' };

/**
 * Members: search by phone, bank account, name or referral code, filter by status, sort on the
 * server, export the view; `?id=` opens a member's detail (`&tab=` its tab) in place of the list.
 */
export function MembersPage() {
  const [view, set] = useView('/shell/members');
  const [draft, setDraft] = useState(view.q ?? '');
  const list = useQuery({ ...membersQuery(view), enabled: !view.id });

  if (view.id)
    return (
      <MemberDetail id={view.id} tab={view.tab} onTab={(tab) => set({ tab })} onClose={() => set({ id: undefined, tab: 'profile' })} />
    );

  const open = (id: number) => set({ id, tab: 'profile' });
  const columns: Column<AdminMemberSummary, typeof view.sort>[] = [
    { header: 'รหัส', sort: 'id', cell: (m) => m.id },
    {
      header: 'เบอร์โทร',
      sort: 'phone',
      cell: (m) => (
        <Button variant="plain" size="sm" p="0" h="auto" color="blue.700" onClick={() => open(m.id)}>
          {m.phone}
        </Button>
      ),
    },
    { header: 'ชื่อ-นามสกุล', sort: 'first_name', cell: (m) => `${m.first_name} ${m.last_name}` },
    {
      header: 'ธนาคาร',
      cell: (m) => {
        const bank = primaryBank(m);
        return bank ? `${bank.bank_name} ${bank.account_number}` : '-';
      },
    },
    { header: 'VIP', sort: 'vip_level', cell: (m) => m.vip_level },
    { header: 'สถานะ', cell: (m) => <StateBadge state={m.status} of={MEMBER_STATES} /> },
    { header: 'สมัครเมื่อ', sort: 'created_at', style: { whiteSpace: 'nowrap' }, cell: (m) => bangkokTime(m.created_at) },
  ];

  return (
    <Box>
      <FilterBar
        label="ค้นหาสมาชิก"
        onSubmit={() => set({ q: draft.trim() || undefined, page: 1 })}
        actions={<ExportButton filename="members.csv" columns={CSV_COLUMNS} fetchPage={(p, size) => fetchMembers(view, p, size)} />}
      >
        <Input
          bg="white"
          maxW="md"
          placeholder="ค้นหาด้วยเบอร์โทร เลขบัญชี ชื่อ หรือรหัสแนะนำ"
          aria-label="ค้นหาสมาชิก"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <SearchSelect
          route="/shell/members"
          name="status"
          label="สถานะ"
          options={['active', 'suspended']}
          names={STATUS_FILTER}
          maxW="40"
        />
      </FilterBar>
      <PagedTable
        query={list}
        label="รายชื่อสมาชิก"
        empty={view.q ? `ไม่พบสมาชิกที่ตรงกับ “${view.q}”` : view.status ? 'ไม่พบสมาชิกในสถานะนี้' : 'ยังไม่มีสมาชิก'}
        columns={columns}
        rowKey={(m) => m.id}
        rowProps={(m) => ({ cursor: 'pointer', onClick: () => open(m.id) })}
        {...listPaging(view, set)}
      />
    </Box>
  );
}
