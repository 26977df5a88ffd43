import { Badge, Box, Button, Flex, Image, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import { adminApi } from '../../app/http';
import { bangkokTime, Empty, Failure, Loading } from '../../app/ui';
import { ContentForm } from './ContentForm';
import { type ContentRow, type Kind, listQuery, type Showing, showingOf } from './kinds';
import { PushNotice } from './PushNotice';

const SHOWING: Record<Showing, { label: string; colour: string }> = {
  shown: { label: 'แสดงอยู่', colour: 'green' },
  hidden: { label: 'ซ่อน', colour: 'gray' },
  waiting: { label: 'รอเริ่มแสดง', colour: 'orange' },
  ended: { label: 'หมดเวลาแสดง', colour: 'gray' },
};

function periodText(r: ContentRow): string {
  if (!r.starts_at && !r.ends_at) return 'แสดงตลอด';
  return `${r.starts_at ? bangkokTime(r.starts_at) : 'ไม่กำหนด'} – ${r.ends_at ? bangkokTime(r.ends_at) : 'ไม่กำหนด'}`;
}

/** One kind's rows (hidden ones included) with add, edit and delete. */
export function ContentList({ kind }: { kind: Kind }) {
  const list = useQuery(listQuery(kind.key));
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<ContentRow | 'new' | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => adminApi.delete<{ id: number }>(`/${kind.key}/${id}`),
    onSuccess: () => {
      setConfirming(null);
      return queryClient.invalidateQueries({ queryKey: ['admin', 'content', kind.key] });
    },
  });

  return (
    <Box>
      <Flex justify="space-between" align="center" mb="3" gap="3" wrap="wrap">
        <Text color="gray.600" fontSize="sm">
          รายการที่ปิดการแสดงผลจะไม่แสดงให้สมาชิกเห็น เรียงตามลำดับจากน้อยไปมาก
        </Text>
        {editing === null && (
          <Button size="sm" colorPalette="blue" onClick={() => setEditing('new')}>
            เพิ่ม{kind.name}
          </Button>
        )}
      </Flex>
      {editing !== null && (
        <Box mb="5">
          <ContentForm
            key={editing === 'new' ? 'new' : editing.id}
            kind={kind}
            row={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        </Box>
      )}
      {remove.isError && (
        <Text role="alert" color="red.600" mb="2">
          {failureMessage(remove.error)}
        </Text>
      )}
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Failure error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.length === 0 ? (
        <Empty>{kind.empty}</Empty>
      ) : (
        <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>รูป</Table.ColumnHeader>
                <Table.ColumnHeader>หัวข้อ</Table.ColumnHeader>
                <Table.ColumnHeader whiteSpace="nowrap">สถานะ</Table.ColumnHeader>
                <Table.ColumnHeader whiteSpace="nowrap">ช่วงเวลาแสดง</Table.ColumnHeader>
                <Table.ColumnHeader whiteSpace="nowrap">ลำดับ</Table.ColumnHeader>
                <Table.ColumnHeader whiteSpace="nowrap" display={{ base: 'none', xl: 'table-cell' }}>
                  สร้างเมื่อ
                </Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.data.map((r) => (
                <Table.Row key={r.id}>
                  <Table.Cell>
                    <Image src={r.image} alt="" h="10" maxW="24" objectFit="contain" bg="gray.50" borderRadius="sm" />
                  </Table.Cell>
                  <Table.Cell>
                    <Text fontWeight="medium">{r.title}</Text>
                    <Text fontSize="xs" color="gray.600" truncate maxW="md">
                      {r.type !== undefined ? `ประเภท ${r.type} · ${r.description ?? ''}` : r.link}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={SHOWING[showingOf(r)].colour} variant="subtle" whiteSpace="nowrap">
                      {SHOWING[showingOf(r)].label}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell fontSize="xs" color="gray.700" whiteSpace="nowrap">
                    {periodText(r)}
                  </Table.Cell>
                  <Table.Cell>{r.sort}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap" display={{ base: 'none', xl: 'table-cell' }}>
                    {bangkokTime(r.created_at)}
                  </Table.Cell>
                  <Table.Cell>
                    <Flex gap="2" justify="end" align="start">
                      {kind.key === 'notifications' && showingOf(r) === 'shown' && <PushNotice id={r.id} title={r.title} />}
                      <Button size="xs" variant="outline" aria-label={`แก้ไข ${r.title}`} onClick={() => setEditing(r)}>
                        แก้ไข
                      </Button>
                      {confirming === r.id ? (
                        <>
                          <Button size="xs" colorPalette="red" loading={remove.isPending} onClick={() => remove.mutate(r.id)}>
                            ยืนยันลบ
                          </Button>
                          <Button size="xs" variant="ghost" onClick={() => setConfirming(null)}>
                            ยกเลิก
                          </Button>
                        </>
                      ) : (
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          aria-label={`ลบ ${r.title}`}
                          onClick={() => setConfirming(r.id)}
                        >
                          ลบ
                        </Button>
                      )}
                    </Flex>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Box>
  );
}
