import { Badge, Box, Button, Flex, Heading, Input, Table, Text } from '@chakra-ui/react';
import type { AdminResultEntryListed as AdminResultEntry } from '@contract/admin-lotto';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import { adminApi } from '../../app/http';
import { useSession } from '../../app/session';
import { bangkokTime, Failure, Loading } from '../../app/ui';
import { changesLotto, openEntriesQuery, resultLine } from './queries';

/**
 * Results waiting for a second operator: confirming applies the result and pays (the server refuses
 * the operator who entered it); rejecting needs a reason. Finance and admin decide; support reads.
 */
export function PendingEntries() {
  const entries = useQuery(openEntriesQuery());
  const role = useSession()?.role;
  const decides = changesLotto(role);
  return (
    <Box as="section" aria-label="ผลที่รอยืนยัน" mb="6">
      <Heading size="md" mb="3">
        ผลที่รอยืนยัน
      </Heading>
      {entries.isPending ? (
        <Loading />
      ) : entries.isError ? (
        <Failure error={entries.error} onRetry={() => entries.refetch()} />
      ) : entries.data.items.length === 0 ? (
        <Text color="gray.600" fontSize="sm">
          ไม่มีผลที่รอยืนยัน
        </Text>
      ) : (
        <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader whiteSpace="nowrap">งวด</Table.ColumnHeader>
                <Table.ColumnHeader whiteSpace="nowrap">ผลที่กรอก</Table.ColumnHeader>
                <Table.ColumnHeader whiteSpace="nowrap">ผู้กรอก</Table.ColumnHeader>
                <Table.ColumnHeader whiteSpace="nowrap">สถานะ</Table.ColumnHeader>
                <Table.ColumnHeader whiteSpace="nowrap">เวลา</Table.ColumnHeader>
                {decides && <Table.ColumnHeader />}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {entries.data.items.map((e) => (
                <EntryRow key={e.id} entry={e} decides={decides} />
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Box>
  );
}

function EntryRow({ entry: e, decides }: { entry: AdminResultEntry; decides: boolean }) {
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const done = () => queryClient.invalidateQueries({ queryKey: ['admin', 'lotto'] });
  const confirm = useMutation({ mutationFn: () => adminApi.post(`/lotto/result-entries/${e.id}/confirm`), onSuccess: done });
  const reject = useMutation({ mutationFn: () => adminApi.post(`/lotto/result-entries/${e.id}/reject`, { reason }), onSuccess: done });
  const failure = confirm.error ?? reject.error;
  return (
    <Table.Row>
      <Table.Cell>
        {e.category_name ? `${e.category_name} ${e.round_title ?? ''}` : `งวด #${e.round_id}`}
        {e.purpose === 'correction' && (
          <Badge ml="2" colorPalette="orange">
            แก้ไขผล
          </Badge>
        )}
      </Table.Cell>
      <Table.Cell>{resultLine(e.result)}</Table.Cell>
      <Table.Cell>{e.origin === 'operator' ? `ผู้ดูแล #${e.operator_id}` : e.origin}</Table.Cell>
      <Table.Cell>
        <Badge colorPalette={e.status === 'held' ? 'orange' : 'yellow'}>{e.status_name}</Badge>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{bangkokTime(e.created_at)}</Table.Cell>
      {decides && (
        <Table.Cell>
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
        </Table.Cell>
      )}
    </Table.Row>
  );
}
