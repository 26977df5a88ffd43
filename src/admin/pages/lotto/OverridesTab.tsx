import { Box, Button, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { AdminOverrideBody } from '@contract/lotto';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { adminApi } from '../../app/http';
import {
  ChoiceField,
  type Column,
  DataTable,
  DayPicker,
  FormField,
  Loaded,
  Notice,
  thaiDate,
  useCheckedMutation,
  useDraft,
  useNotice,
} from '../../app/kit';
import { categoriesQuery, type Override, overridesQuery, useChangesLotto } from './queries';

const CHANGES = [
  ['move', 'เลื่อนวันออกรางวัล'],
  ['drop', 'งดออกรางวัล (ยกเลิกงวดและคืนเงิน)'],
] as const;

/**
 * Schedule overrides (ตารางงวดพิเศษ): a scheduled draw moved to another date or dropped
 * (GET/PUT/DELETE /api/admin/lotto/schedule-overrides). A dropped draw's open round is cancelled and refunded.
 */
export function OverridesTab() {
  const changes = useChangesLotto();
  const overrides = useQuery(overridesQuery);
  const categories = useQuery(categoriesQuery);
  const names = new Map(categories.data?.categories.map((c) => [c.id, c.name]));
  const queryClient = useQueryClient();
  const notice = useNotice();
  const remove = useMutation({
    mutationFn: (id: number) => adminApi.delete(`/lotto/schedule-overrides/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overridesQuery.queryKey }),
    onError: notice.fail,
  });
  const columns: Column<Override>[] = [
    { header: 'หวย', cell: (o) => names.get(o.category_id) ?? `#${o.category_id}` },
    { header: 'งวดตามตาราง', style: { whiteSpace: 'nowrap' }, cell: (o) => thaiDate(o.scheduled_date) },
    {
      header: 'ออกผลจริง',
      style: { whiteSpace: 'nowrap' },
      cell: (o) => (o.draw_date ? thaiDate(o.draw_date) : <Text color="red.600">งดออกรางวัล</Text>),
    },
    { header: 'ปิดรับ', cell: (o) => (o.close_time ? `${o.close_time} น.` : 'ตามปกติ') },
    { header: 'หมายเหตุ', cell: (o) => o.note || '-' },
    {
      header: '',
      hidden: !changes,
      end: true,
      cell: (o) => (
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
      ),
    },
  ];
  return (
    <Box>
      {changes && <OverrideForm />}
      <Notice notice={notice.value} />
      <Loaded query={overrides} empty="ยังไม่มีการเลื่อนหรืองดงวด ทุกหวยออกตามตารางปกติ">
        {(data) => <DataTable label="ตารางงวดพิเศษ" rows={data.items} columns={columns} rowKey={(o) => o.id} />}
      </Loaded>
    </Box>
  );
}

const EMPTY = { category_id: '', scheduled_date: '', moved: 'move', draw_date: '', close_time: '', note: '' };

function OverrideForm() {
  const categories = useQuery(categoriesQuery);
  const scheduled = (categories.data?.categories ?? []).filter((c) => c.group !== 'yeekee');
  const draft = useDraft(EMPTY);
  const f = draft.values;
  const save = useCheckedMutation({
    schema: AdminOverrideBody,
    mutationFn: (body) => adminApi.put('/lotto/schedule-overrides', body),
    onSuccess: () => draft.set(EMPTY),
    invalidate: ['admin', 'lotto'],
    raw: true,
  });
  const { errors } = save;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.submit({
      category_id: Number(f.category_id),
      scheduled_date: f.scheduled_date,
      draw_date: f.moved === 'drop' ? null : f.draw_date,
      ...(f.moved === 'move' && f.close_time ? { close_time: f.close_time } : {}),
      note: f.note,
    });
  };
  return (
    <Box as="form" onSubmit={submit} aria-label="เลื่อนหรืองดงวด" bg="white" borderWidth="1px" borderRadius="md" p="4" mb="5">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" mb="3">
        <ChoiceField
          label="หวยที่เลื่อน"
          value={f.category_id}
          onChange={(category_id) => draft.set({ category_id })}
          options={[['', 'เลือกหวย'], ...scheduled.map((c) => [String(c.id), c.name] as const)]}
          error={errors.category_id}
        />
        <FormField label="งวดตามตาราง" error={errors.scheduled_date}>
          <DayPicker label="งวดตามตาราง" value={f.scheduled_date} onChange={(scheduled_date) => draft.set({ scheduled_date })} />
        </FormField>
        <ChoiceField label="การเปลี่ยนแปลง" value={f.moved} onChange={(moved) => draft.set({ moved })} options={CHANGES} />
        {f.moved === 'move' && (
          <>
            <FormField label="วันออกรางวัลจริง" error={errors.draw_date}>
              <DayPicker label="วันออกรางวัลจริง" value={f.draw_date} onChange={(draw_date) => draft.set({ draw_date })} />
            </FormField>
            <FormField label="เวลาปิดรับ (ไม่บังคับ)" error={errors.close_time}>
              <Input type="time" bg="white" {...draft.bind('close_time')} />
            </FormField>
          </>
        )}
        <FormField label="หมายเหตุ" error={errors.note}>
          <Input bg="white" maxLength={200} {...draft.bind('note')} />
        </FormField>
      </SimpleGrid>
      <Notice notice={save.failure ? { status: 'error', text: save.failure } : save.saved && 'บันทึกการเลื่อนงวดแล้ว'} mb="3" />
      <Button type="submit" size="sm" colorPalette="blue" loading={save.mutation.isPending}>
        บันทึก
      </Button>
    </Box>
  );
}
