import { Box, Button, Flex, Text } from '@chakra-ui/react';
import type { AdminDepositAccount } from '@contract/admin-deposit-accounts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import { adminApi } from '../../app/http';
import { baht, type Column, DataTable, Loaded, StateBadge, type States, thaiDate, twoLines, useAllows } from '../../app/kit';
import { AccountForm } from './AccountForm';
import { ACCOUNTS_KEY, accountsQuery } from './api';

type OnOff = 'on' | 'off' | 'capped';
const ON_OFF: States<OnOff> = {
  on: { name: 'เปิด', colour: 'green' },
  capped: { name: 'ครบยอดวันนี้', colour: 'orange' },
  off: { name: 'ปิด', colour: 'gray' },
};

const usage = (a: AdminDepositAccount) => `${baht(a.used_today)} / ${a.daily_cap === null ? 'ไม่จำกัด' : baht(a.daily_cap)}`;

/**
 * บัญชีรับเงิน: the accounts members pay to (docs/payments.md "Deposit accounts"). Finance reads the
 * list; admin adds, edits and deletes (the server refuses a delete while a pending deposit uses the
 * account, and the refusal shows above the list).
 */
export function DepositAccountsPage() {
  const list = useQuery(accountsQuery);
  const edits = useAllows([]);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<AdminDepositAccount | 'new' | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => adminApi.delete<{ id: number }>(`/settings/deposit-accounts/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY }),
  });

  const columns: Column<AdminDepositAccount>[] = [
    { header: 'ประเภท', cell: (a) => a.kind_label },
    { header: 'ธนาคาร', cell: (a) => a.bank_name ?? '-' },
    { header: 'เลขบัญชี', style: { fontFamily: 'mono', whiteSpace: 'nowrap' }, cell: (a) => a.account_number },
    { header: 'ชื่อบัญชี', cell: (a) => a.account_name },
    { header: 'แสดงให้', cell: (a) => a.audience_label },
    { header: 'ลำดับ', cell: (a) => a.sort },
    {
      header: 'รับวันนี้ / สูงสุดต่อวัน (บาท)',
      style: { textAlign: 'end', whiteSpace: 'nowrap' },
      cell: (a) => usage(a),
    },
    {
      header: 'สถานะ',
      cell: (a) =>
        twoLines(<StateBadge state={!a.active ? 'off' : a.capped ? 'capped' : 'on'} of={ON_OFF} />, a.in_use ? 'มีรายการฝากรอดำเนินการ' : ''),
    },
  ];
  if (edits)
    columns.push({
      header: '',
      cell: (a) => (
        <Flex gap="2" justify="end">
          <Button size="xs" variant="outline" aria-label={`แก้ไข ${a.account_number}`} onClick={() => setEditing(a)}>
            แก้ไข
          </Button>
          {/* No confirmation step: a delete is audited, an account is added back in a moment, and one a pending deposit uses is refused. */}
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-label={`ลบ ${a.account_number}`}
            loading={remove.isPending && remove.variables === a.id}
            onClick={() => remove.mutate(a.id)}
          >
            ลบ
          </Button>
        </Flex>
      ),
    });

  return (
    <Box>
      <Flex justify="space-between" align="start" mb="3" gap="3" wrap="wrap">
        <Text color="gray.600" fontSize="sm" maxW="3xl">
          สมาชิกเห็นเฉพาะบัญชีที่เปิดใช้งาน ตรงกับกลุ่มของตน และยังรับยอดไม่ครบตามยอดสูงสุดต่อวัน เรียงตามลำดับการแสดง เมื่อบัญชีรับยอดครบ บัญชีถัดไปจะแสดงแทนจนถึงเที่ยงคืน
          (เวลาไทย) บัญชีที่มีรายการฝากรอดำเนินการลบไม่ได้ ให้ปิดการใช้งานแทน
        </Text>
        {edits && (
          <Button size="sm" colorPalette="blue" onClick={() => setEditing('new')}>
            เพิ่มบัญชี
          </Button>
        )}
      </Flex>
      {remove.isError && (
        <Text role="alert" color="red.600" mb="2">
          {failureMessage(remove.error)}
        </Text>
      )}
      <Loaded query={list} empty="ยังไม่มีบัญชีรับเงิน สมาชิกจะยังฝากเงินไม่ได้" isEmpty={(d) => d.accounts.length === 0}>
        {(d) => (
          <>
            <Text fontSize="xs" color="gray.500" mb="2">
              ยอดรับของวันที่ {thaiDate(d.day)} · สมาชิกใหม่ คือสมัครไม่เกิน {d.new_member_days} วัน
            </Text>
            <DataTable rows={d.accounts} columns={columns} rowKey={(a) => a.id} />
          </>
        )}
      </Loaded>
      {editing !== null && (
        <AccountForm
          key={editing === 'new' ? 'new' : editing.id}
          account={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
    </Box>
  );
}
