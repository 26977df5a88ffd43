import { Box, Button, Flex, Grid, Input, Table, Text } from '@chakra-ui/react';
import type { AdminMemberSummary } from '@contract/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { adminApi } from '../../app/http';
import { bangkokTime, Empty, Failure, Loading, Pager } from '../../app/ui';
import { MemberDetail } from './MemberDetail';
import { StatusBadge } from './StatusBadge';

type Paged<T> = { items: T[]; page: number; page_size: number; total: number };
const PAGE_SIZE = 20;

export const membersQuery = (q: string, page: number) => ({
  queryKey: ['admin', 'members', { q, page }] as const,
  queryFn: () => adminApi.get<Paged<AdminMemberSummary>>('/members', { q: q || undefined, page, page_size: PAGE_SIZE }),
  placeholderData: keepPreviousData,
});

/** Members: search by phone, name or referral code; a member's profile and wallets beside the list. */
export function MembersPage() {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const list = useQuery(membersQuery(q, page));

  const search = (e: FormEvent) => {
    e.preventDefault();
    setQ(draft.trim());
    setPage(1);
  };

  return (
    <Grid templateColumns={{ base: '1fr', xl: selected ? 'minmax(0, 3fr) minmax(340px, 2fr)' : '1fr' }} gap="5" alignItems="start">
      <Box>
        <form onSubmit={search} aria-label="ค้นหาสมาชิก">
          <Flex gap="2" mb="4" maxW="xl">
            <Input
              bg="white"
              placeholder="ค้นหาด้วยเบอร์โทร ชื่อ หรือรหัสแนะนำ"
              aria-label="ค้นหาสมาชิก"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
            />
            <Button type="submit" colorPalette="blue">
              ค้นหา
            </Button>
          </Flex>
        </form>
        {list.isPending ? (
          <Loading />
        ) : list.isError ? (
          <Failure error={list.error} onRetry={() => list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <Empty>{q ? `ไม่พบสมาชิกที่ตรงกับ “${q}”` : 'ยังไม่มีสมาชิก'}</Empty>
        ) : (
          <>
            <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
              <Table.Root size="sm" interactive>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader whiteSpace="nowrap">รหัส</Table.ColumnHeader>
                    <Table.ColumnHeader whiteSpace="nowrap">เบอร์โทร</Table.ColumnHeader>
                    <Table.ColumnHeader whiteSpace="nowrap">ชื่อ-นามสกุล</Table.ColumnHeader>
                    <Table.ColumnHeader whiteSpace="nowrap">ธนาคาร</Table.ColumnHeader>
                    <Table.ColumnHeader whiteSpace="nowrap">สถานะ</Table.ColumnHeader>
                    <Table.ColumnHeader whiteSpace="nowrap">สมัครเมื่อ</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {list.data.items.map((m) => {
                    const bank = m.bank_accounts.find((b) => b.is_primary) ?? m.bank_accounts[0];
                    return (
                      <Table.Row
                        key={m.id}
                        cursor="pointer"
                        aria-selected={selected === m.id}
                        bg={selected === m.id ? 'blue.50' : undefined}
                        onClick={() => setSelected(m.id)}
                      >
                        <Table.Cell>{m.id}</Table.Cell>
                        <Table.Cell>
                          <Button variant="plain" size="sm" p="0" h="auto" color="blue.700" onClick={() => setSelected(m.id)}>
                            {m.phone}
                          </Button>
                        </Table.Cell>
                        <Table.Cell>
                          {m.first_name} {m.last_name}
                        </Table.Cell>
                        <Table.Cell>{bank ? `${bank.bank_name} ${bank.account_number}` : '-'}</Table.Cell>
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
            <Pager page={list.data.page} pageSize={list.data.page_size} total={list.data.total} onPage={setPage} />
          </>
        )}
      </Box>
      {selected !== null ? (
        <MemberDetail id={selected} onClose={() => setSelected(null)} />
      ) : list.data?.items.length ? (
        <Text color="gray.600" fontSize="sm" display={{ base: 'block', xl: 'none' }}>
          เลือกสมาชิกเพื่อดูรายละเอียด
        </Text>
      ) : null}
    </Grid>
  );
}
