import { Box, Button, Flex, Input, Table, Text, Textarea } from '@chakra-ui/react';
import type { SportFeedAnswer } from '@contract/sport-feed';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import { bangkokTime, Empty, Failure, Loading, Notice } from '../../app/kit';
import { importsQuery, sportApi, sportKeys, useTrades } from './api';

const SOURCE_NAMES: Record<string, string> = { operator: 'ผู้ดูแลอัปโหลด', push: 'ผู้ให้บริการส่งเข้า', sandbox: 'ฟีดทดลอง', test: 'ทดสอบ' };

const answerText = (a: SportFeedAnswer) =>
  a.duplicate
    ? 'ไฟล์นี้นำเข้าแล้ว ไม่มีการเปลี่ยนแปลง'
    : `นำเข้าแล้ว: ลีก ${a.leagues} · คู่ ${a.fixtures} · ตลาด ${a.markets} · ผลการแข่งขัน ${a.results}`;

/** A feed document uploaded as a file or pasted (POST /api/admin/sport/feed), and the last imports. */
export function FeedTab() {
  const trades = useTrades();
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const imports = useQuery(importsQuery);
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: (t: string) => sportApi.feed(t),
    onSuccess: (a) => {
      void queryClient.invalidateQueries({ queryKey: sportKeys.all });
      setNotice(answerText(a));
      setText('');
    },
  });
  // FileReader rather than file.text(): every browser (and jsdom) has it.
  const readFile = (file: File | undefined) => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      setText(String(reader.result ?? ''));
      setNotice(null);
    };
    reader.readAsText(file);
  };
  return (
    <Box>
      {trades ? (
        <Box bg="white" borderWidth="1px" borderRadius="md" p="4" mb="4">
          <Text fontWeight="bold" mb="2">
            นำเข้าฟีด (JSON)
          </Text>
          <Text fontSize="sm" color="gray.600" mb="3">
            รูปแบบ: {'{ leagues, fixtures, markets }'} ตามเอกสาร "Feed format" — อ้างอิงด้วย feed_id ไฟล์เดิมซ้ำจะไม่เปลี่ยนแปลงอะไร
          </Text>
          <Flex gap="2" mb="2" align="center">
            <Input
              type="file"
              accept="application/json,.json"
              maxW="80"
              p="1"
              aria-label="เลือกไฟล์ฟีด"
              onChange={(e) => readFile(e.target.files?.[0])}
            />
          </Flex>
          <Textarea
            bg="white"
            rows={10}
            fontFamily="mono"
            fontSize="xs"
            aria-label="ข้อมูลฟีด"
            placeholder='{"leagues": [...], "fixtures": [...], "markets": [...]}'
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <Notice notice={send.error ? { status: 'error', text: failureMessage(send.error) } : null} mb="3" />
          <Button mt="2" colorPalette="blue" disabled={text.trim() === ''} loading={send.isPending} onClick={() => send.mutate(text)}>
            นำเข้าฟีด
          </Button>
        </Box>
      ) : null}
      <Notice notice={notice} mb="3" />
      <Text fontWeight="bold" mb="2">
        การนำเข้าล่าสุด
      </Text>
      {imports.isPending ? (
        <Loading />
      ) : imports.isError ? (
        <Failure error={imports.error} onRetry={() => imports.refetch()} />
      ) : imports.data.imports.length === 0 ? (
        <Empty>ยังไม่มีการนำเข้า</Empty>
      ) : (
        <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
          <Table.Root size="sm" aria-label="การนำเข้าฟีด">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>#</Table.ColumnHeader>
                <Table.ColumnHeader>เวลา</Table.ColumnHeader>
                <Table.ColumnHeader>แหล่ง</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">คู่</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">ตลาด</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">ผล</Table.ColumnHeader>
                <Table.ColumnHeader>ผู้ดูแล</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {imports.data.imports.map((i) => (
                <Table.Row key={i.id} data-testid={`import-${i.id}`}>
                  <Table.Cell>{i.id}</Table.Cell>
                  <Table.Cell>{bangkokTime(i.created_at)}</Table.Cell>
                  <Table.Cell>{SOURCE_NAMES[i.source] ?? i.source}</Table.Cell>
                  <Table.Cell textAlign="end">{i.fixtures}</Table.Cell>
                  <Table.Cell textAlign="end">{i.markets}</Table.Cell>
                  <Table.Cell textAlign="end">{i.results}</Table.Cell>
                  <Table.Cell>{i.operator ?? '-'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Box>
  );
}
