import { Box, Button, Flex, Grid, Heading, Table, Text } from '@chakra-ui/react';
import type { AdminMemberDetail } from '@contract/admin';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { adminApi } from '../../app/http';
import { baht, bangkokTime, Failure, Loading } from '../../app/ui';
import { StatusBadge } from './StatusBadge';

export const memberQuery = (id: number) => ({
  queryKey: ['admin', 'member', id] as const,
  queryFn: () => adminApi.get<AdminMemberDetail>(`/members/${id}`),
});

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text color="gray.600">{label}</Text>
      <Text>{children}</Text>
    </>
  );
}

/** One member's profile, bank accounts and wallets (GET /api/admin/members/:id). */
export function MemberDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const detail = useQuery(memberQuery(id));
  return (
    <Box as="section" aria-label="รายละเอียดสมาชิก" bg="white" borderWidth="1px" borderRadius="md" p="5">
      <Flex justify="space-between" align="center" mb="4">
        <Heading size="md">รายละเอียดสมาชิก</Heading>
        <Button size="xs" variant="ghost" onClick={onClose}>
          ปิด
        </Button>
      </Flex>
      {detail.isPending ? (
        <Loading />
      ) : detail.isError ? (
        <Failure error={detail.error} onRetry={() => detail.refetch()} />
      ) : (
        <MemberProfile member={detail.data} />
      )}
    </Box>
  );
}

function MemberProfile({ member: m }: { member: AdminMemberDetail }) {
  return (
    <>
      <Grid templateColumns="max-content 1fr" columnGap="5" rowGap="1.5" fontSize="sm" mb="5">
        <Row label="ชื่อ-นามสกุล">
          {m.first_name} {m.last_name}
        </Row>
        <Row label="เบอร์โทร">{m.phone}</Row>
        <Row label="ชื่อผู้ใช้">{m.username}</Row>
        <Row label="สถานะ">
          <StatusBadge status={m.status} />
        </Row>
        <Row label="ระดับ VIP">{m.vip_level}</Row>
        <Row label="วันเกิด">{m.date_of_birth}</Row>
        <Row label="LINE ID">{m.line_id ?? '-'}</Row>
        <Row label="รหัสแนะนำ">{m.referral_code}</Row>
        <Row label="ผู้แนะนำ">{m.referred_by ?? '-'}</Row>
        <Row label="สมัครเมื่อ">{bangkokTime(m.created_at)}</Row>
      </Grid>
      <Heading size="sm" mb="2">
        บัญชีธนาคาร
      </Heading>
      {m.bank_accounts.length === 0 ? (
        <Text fontSize="sm" color="gray.600" mb="5">
          ยังไม่มีบัญชีธนาคาร
        </Text>
      ) : (
        <Box as="ul" listStyleType="none" fontSize="sm" mb="5">
          {m.bank_accounts.map((b) => (
            <li key={b.id}>
              {b.bank_name} {b.account_number} ({b.account_name}){b.is_primary ? ' · บัญชีหลัก' : ''}
            </li>
          ))}
        </Box>
      )}
      <Heading size="sm" mb="2">
        กระเป๋าเงิน
      </Heading>
      <Table.Root size="sm" aria-label="กระเป๋าเงิน">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>กระเป๋า</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">ยอดคงเหลือ (บาท)</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {m.wallets.map((w) => (
            <Table.Row key={w.id}>
              <Table.Cell>{w.wallet_name}</Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {baht(w.balance)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </>
  );
}
