import { Box, Button, Flex, Heading, Input, Text } from '@chakra-ui/react';
import type { AdminResultEntryListed as AdminResultEntry } from '@contract/admin-lotto';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import { adminApi } from '../../app/http';
import { bangkokTime, type Column, DataTable, Loaded, StatusBadge } from '../../app/kit';
import { openEntriesQuery, resultLine, useChangesLotto } from './queries';

const COLUMNS: Column<AdminResultEntry>[] = [
  {
    header: 'งวด',
    cell: (e) => (
      <>
        {e.category_name ? `${e.category_name} ${e.round_title ?? ''}` : `งวด #${e.round_id}`}
        {e.purpose === 'correction' && (
          <Box as="span" ml="2">
            <StatusBadge colour="orange">แก้ไขผล</StatusBadge>
          </Box>
        )}
      </>
    ),
  },
  { header: 'ผลที่กรอก', cell: (e) => resultLine(e.result) },
  { header: 'ผู้กรอก', cell: (e) => (e.origin === 'operator' ? `ผู้ดูแล #${e.operator_id}` : e.origin) },
  { header: 'สถานะ', cell: (e) => <StatusBadge colour={e.status === 'held' ? 'orange' : 'yellow'}>{e.status_name}</StatusBadge> },
  { header: 'เวลา', style: { whiteSpace: 'nowrap' }, cell: (e) => bangkokTime(e.created_at) },
];

/**
 * Results waiting for a second operator: confirming applies the result and pays (the server refuses
 * the operator who entered it); rejecting needs a reason. Finance and admin decide; support reads.
 */
export function PendingEntries() {
  const decides = useChangesLotto();
  return (
    <Box as="section" aria-label="ผลที่รอยืนยัน" mb="6">
      <Heading size="md" mb="3">
        ผลที่รอยืนยัน
      </Heading>
      <Loaded query={useQuery(openEntriesQuery)}>
        {(data) =>
          data.items.length === 0 ? (
            <Text color="gray.600" fontSize="sm">
              ไม่มีผลที่รอยืนยัน
            </Text>
          ) : (
            <DataTable
              rows={data.items}
              columns={[...COLUMNS, { header: '', hidden: !decides, cell: (e) => <Decision entry={e} /> }]}
              rowKey={(e) => e.id}
            />
          )
        }
      </Loaded>
    </Box>
  );
}

/** Confirm, or reject with a reason; then every lotto view is asked again. */
function Decision({ entry: e }: { entry: AdminResultEntry }) {
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const done = () => queryClient.invalidateQueries({ queryKey: ['admin', 'lotto'] });
  const confirm = useMutation({ mutationFn: () => adminApi.post(`/lotto/result-entries/${e.id}/confirm`), onSuccess: done });
  const reject = useMutation({ mutationFn: () => adminApi.post(`/lotto/result-entries/${e.id}/reject`, { reason }), onSuccess: done });
  const failure = confirm.error ?? reject.error;
  return (
    <>
      <Flex gap="2" align="center" wrap="wrap">
        {rejecting ? (
          <>
            <Input size="xs" maxW="48" aria-label="เหตุผลที่ปฏิเสธ" value={reason} onChange={(ev) => setReason(ev.target.value)} />
            <Button size="xs" colorPalette="red" loading={reject.isPending} disabled={!reason.trim()} onClick={() => reject.mutate()}>
              ยืนยันปฏิเสธ
            </Button>
          </>
        ) : (
          <>
            <Button size="xs" colorPalette="blue" loading={confirm.isPending} onClick={() => confirm.mutate()}>
              ยืนยันผล
            </Button>
            <Button size="xs" variant="outline" onClick={() => setRejecting(true)}>
              ปฏิเสธ
            </Button>
          </>
        )}
      </Flex>
      {failure && (
        <Text role="alert" color="red.600" fontSize="xs" mt="1">
          {failureMessage(failure)}
        </Text>
      )}
    </>
  );
}
