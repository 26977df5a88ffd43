import { Box, Button, Flex, Image, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import { adminApi } from '../../app/http';
import { bangkokTime, type Column, DataTable, Loaded, StateBadge, type States, twoLines } from '../../app/kit';
import { ContentForm } from './ContentForm';
import { type ContentRow, type Kind, listQuery, type Showing, showingOf } from './kinds';
import { PushNotice } from './PushNotice';

const SHOWING: States<Showing> = {
  shown: { name: 'แสดงอยู่', colour: 'green' },
  hidden: { name: 'ซ่อน', colour: 'gray' },
  waiting: { name: 'รอเริ่มแสดง', colour: 'orange' },
  ended: { name: 'หมดเวลาแสดง', colour: 'gray' },
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

  const columns: Column<ContentRow>[] = [
    { header: 'รูป', cell: (r) => <Image src={r.image} alt="" h="10" maxW="24" objectFit="contain" bg="gray.50" borderRadius="sm" /> },
    {
      header: 'หัวข้อ',
      cell: (r) =>
        twoLines(
          <Text as="span" fontWeight="medium">
            {r.title}
          </Text>,
          <Text as="span" truncate maxW="md" display="block">
            {r.type !== undefined ? `ประเภท ${r.type} · ${r.description ?? ''}` : r.link}
          </Text>,
        ),
    },
    { header: 'สถานะ', cell: (r) => <StateBadge state={showingOf(r)} of={SHOWING} /> },
    { header: 'ช่วงเวลาแสดง', style: { fontSize: 'xs', color: 'gray.700', whiteSpace: 'nowrap' }, cell: periodText },
    { header: 'ลำดับ', cell: (r) => r.sort },
    {
      header: 'สร้างเมื่อ',
      style: { whiteSpace: 'nowrap', display: { base: 'none', xl: 'table-cell' } },
      cell: (r) => bangkokTime(r.created_at),
    },
    {
      header: '',
      cell: (r) => (
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
            <Button size="xs" variant="outline" colorPalette="red" aria-label={`ลบ ${r.title}`} onClick={() => setConfirming(r.id)}>
              ลบ
            </Button>
          )}
        </Flex>
      ),
    },
  ];
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
        <ContentForm
          key={editing === 'new' ? 'new' : editing.id}
          kind={kind}
          row={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {remove.isError && (
        <Text role="alert" color="red.600" mb="2">
          {failureMessage(remove.error)}
        </Text>
      )}
      <Loaded query={list} empty={kind.empty} isEmpty={(rows) => rows.length === 0}>
        {(rows) => <DataTable rows={rows} columns={columns} rowKey={(r) => r.id} />}
      </Loaded>
    </Box>
  );
}
