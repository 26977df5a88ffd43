import { Box, Button, Field, Flex, Input, NativeSelect, SimpleGrid, Table, Text } from '@chakra-ui/react';
import { AdminOverrideBody } from '@contract/lotto';
import { bangkokDayStart } from '@contract/thai-calendar';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError, failureMessage } from '@/lib/api-error';
import { adminApi } from '../../app/http';
import { useSession } from '../../app/session';
import { Empty, Failure, Loading } from '../../app/ui';
import { categoriesQuery, changesLotto } from './queries';

type Override = {
  id: number;
  category_id: number;
  scheduled_date: string;
  draw_date: string | null;
  close_time: string | null;
  note: string;
};
const KEY = ['admin', 'lotto', 'overrides'] as const;
const thaiDate = (d: string) => bangkokDayStart(d).toLocaleDateString('th-TH', { timeZone: 'Asia/Bangkok', dateStyle: 'medium' });

/**
 * Schedule overrides (ตารางงวดพิเศษ): a scheduled draw moved to another date or dropped
 * (GET/PUT/DELETE /api/admin/lotto/schedule-overrides). A dropped draw's open round is cancelled and refunded.
 */
export function OverridesTab() {
  const changes = changesLotto(useSession()?.role);
  const overrides = useQuery({ queryKey: KEY, queryFn: () => adminApi.get<{ items: Override[] }>('/lotto/schedule-overrides') });
  const categories = useQuery(categoriesQuery());
  const names = new Map(categories.data?.categories.map((c) => [c.id, c.name]));
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: number) => adminApi.delete(`/lotto/schedule-overrides/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
  return (
    <Box>
      {changes && <OverrideForm />}
      {overrides.isPending ? (
        <Loading />
      ) : overrides.isError ? (
        <Failure error={overrides.error} onRetry={() => overrides.refetch()} />
      ) : overrides.data.items.length === 0 ? (
        <Empty>ยังไม่มีการเลื่อนหรืองดงวด ทุกหวยออกตามตารางปกติ</Empty>
      ) : (
        <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
          {remove.isError && (
            <Text role="alert" color="red.600" fontSize="sm" p="2">
              {failureMessage(remove.error)}
            </Text>
          )}
          <Table.Root size="sm" aria-label="ตารางงวดพิเศษ">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>หวย</Table.ColumnHeader>
                <Table.ColumnHeader>งวดตามตาราง</Table.ColumnHeader>
                <Table.ColumnHeader>ออกผลจริง</Table.ColumnHeader>
                <Table.ColumnHeader>ปิดรับ</Table.ColumnHeader>
                <Table.ColumnHeader>หมายเหตุ</Table.ColumnHeader>
                {changes && <Table.ColumnHeader />}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {overrides.data.items.map((o) => (
                <Table.Row key={o.id}>
                  <Table.Cell>{names.get(o.category_id) ?? `#${o.category_id}`}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{thaiDate(o.scheduled_date)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    {o.draw_date ? thaiDate(o.draw_date) : <Text color="red.600">งดออกรางวัล</Text>}
                  </Table.Cell>
                  <Table.Cell>{o.close_time ? `${o.close_time} น.` : 'ตามปกติ'}</Table.Cell>
                  <Table.Cell>{o.note || '-'}</Table.Cell>
                  {changes && (
                    <Table.Cell textAlign="end">
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        aria-label={`ลบการเลื่อนงวด ${o.scheduled_date}`}
                        loading={remove.isPending && remove.variables === o.id}
                        onClick={() => remove.mutate(o.id)}
                      >
                        ลบ
                      </Button>
                    </Table.Cell>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Box>
  );
}

function OverrideForm() {
  const categories = useQuery(categoriesQuery());
  const scheduled = (categories.data?.categories ?? []).filter((c) => c.group !== 'yeekee');
  const empty = { category_id: '', scheduled_date: '', moved: 'move', draw_date: '', close_time: '', note: '' };
  const [f, setF] = useState(empty);
  const [local, setLocal] = useState<Record<string, string>>({});
  const queryClient = useQueryClient();
  const body = () => ({
    category_id: Number(f.category_id),
    scheduled_date: f.scheduled_date,
    draw_date: f.moved === 'drop' ? null : f.draw_date,
    ...(f.moved === 'move' && f.close_time ? { close_time: f.close_time } : {}),
    note: f.note,
  });
  const save = useMutation({
    mutationFn: () => adminApi.put('/lotto/schedule-overrides', body()),
    onSuccess: () => {
      setF(empty);
      return queryClient.invalidateQueries({ queryKey: ['admin', 'lotto'] });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = AdminOverrideBody.safeParse(body());
    if (!parsed.success) {
      setLocal(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setLocal({});
    save.mutate();
  };
  const errors = { ...(save.error instanceof ApiError ? save.error.fields : {}), ...local };
  return (
    <Box as="form" onSubmit={submit} aria-label="เลื่อนหรืองดงวด" bg="white" borderWidth="1px" borderRadius="md" p="4" mb="5">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" mb="3">
        <Field.Root invalid={Boolean(errors.category_id)}>
          <Field.Label>หวย</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field aria-label="หวยที่เลื่อน" value={f.category_id} onChange={(e) => setF({ ...f, category_id: e.target.value })}>
              <option value="">เลือกหวย</option>
              {scheduled.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.category_id}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.scheduled_date)}>
          <Field.Label>งวดตามตาราง</Field.Label>
          <Input size="sm" type="date" value={f.scheduled_date} onChange={(e) => setF({ ...f, scheduled_date: e.target.value })} />
          <Field.ErrorText>{errors.scheduled_date}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>การเปลี่ยนแปลง</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field aria-label="การเปลี่ยนแปลง" value={f.moved} onChange={(e) => setF({ ...f, moved: e.target.value })}>
              <option value="move">เลื่อนวันออกรางวัล</option>
              <option value="drop">งดออกรางวัล (ยกเลิกงวดและคืนเงิน)</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {f.moved === 'move' && (
          <>
            <Field.Root invalid={Boolean(errors.draw_date)}>
              <Field.Label>วันออกรางวัลจริง</Field.Label>
              <Input size="sm" type="date" value={f.draw_date} onChange={(e) => setF({ ...f, draw_date: e.target.value })} />
              <Field.ErrorText>{errors.draw_date}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.close_time)}>
              <Field.Label>เวลาปิดรับ (ไม่บังคับ)</Field.Label>
              <Input size="sm" type="time" value={f.close_time} onChange={(e) => setF({ ...f, close_time: e.target.value })} />
              <Field.ErrorText>{errors.close_time}</Field.ErrorText>
            </Field.Root>
          </>
        )}
        <Field.Root invalid={Boolean(errors.note)}>
          <Field.Label>หมายเหตุ</Field.Label>
          <Input size="sm" maxLength={200} value={f.note} onChange={(e) => setF({ ...f, note: e.target.value })} />
          <Field.ErrorText>{errors.note}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      {save.isError && Object.keys(errors).length === 0 && (
        <Text role="alert" color="red.600" fontSize="sm" mb="2">
          {failureMessage(save.error)}
        </Text>
      )}
      {save.isSuccess && (
        <Text role="status" color="green.700" fontSize="sm" mb="2">
          บันทึกการเลื่อนงวดแล้ว
        </Text>
      )}
      <Flex gap="2">
        <Button type="submit" size="sm" colorPalette="blue" loading={save.isPending}>
          บันทึก
        </Button>
      </Flex>
    </Box>
  );
}
