import { Box, Checkbox, Flex, Image, Input, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { adminApi } from '../../app/http';
import { FormField, fromBangkokInput, PanelForm, toBangkokInput, useCheckedMutation, useDraft } from '../../app/kit';
import { type ContentRow, FIELD_LABELS, type Field, type Kind } from './kinds';

type Values = {
  type: string;
  title: string;
  description: string;
  image: string;
  link: string;
  sort: string;
  active: boolean;
  starts: string;
  ends: string;
};

const valuesOf = (row: ContentRow | null, kind: Kind): Values => ({
  type: String(row?.type ?? 1),
  title: row?.title ?? '',
  description: row?.description ?? '',
  image: row?.image ?? '',
  link: row?.link ?? (kind.key === 'events' ? '/poll/1' : ''),
  sort: String(row?.sort ?? 0),
  active: row?.active ?? true,
  starts: toBangkokInput(row?.starts_at ?? null),
  ends: toBangkokInput(row?.ends_at ?? null),
});

/** The request body of the kind's own fields, numbers as numbers (the contract's schemas check the rest). */
function bodyOf(kind: Kind, v: Values) {
  const body: Record<string, unknown> = {
    active: v.active,
    sort: v.sort.trim() === '' ? 0 : Number(v.sort),
    starts_at: fromBangkokInput(v.starts),
    ends_at: fromBangkokInput(v.ends),
  };
  for (const f of kind.fields) body[f] = f === 'type' ? Number(v.type) : v[f];
  return body;
}

/** Only site paths and https addresses are shown (the same rule the contract checks). */
const previewable = (src: string) => /^\/(?!\/)\S*$/.test(src) || /^https:\/\/\S+$/.test(src);

/** Adding or editing one row: Thai field errors from the contract's schema before sending, the server's after. */
export function ContentForm({ kind, row, onDone }: { kind: Kind; row: ContentRow | null; onDone: () => void }) {
  const { values, set } = useDraft<Values>(() => valuesOf(row, kind));
  const save = useCheckedMutation({
    schema: row ? kind.update : kind.create,
    mutationFn: (body) =>
      row ? adminApi.put<ContentRow>(`/${kind.key}/${row.id}`, body) : adminApi.post<ContentRow>(`/${kind.key}`, body),
    invalidate: ['admin', 'content', kind.key],
    onSuccess: onDone,
  });
  const errors = save.errors;
  const input = (f: Field) => {
    const common = { value: values[f], onChange: (e: { target: { value: string } }) => set({ [f]: e.target.value }) };
    if (f === 'description') return <Textarea {...common} rows={3} bg="white" />;
    if (f === 'type') return <Input {...common} inputMode="numeric" maxW="24" bg="white" />;
    return <Input {...common} bg="white" />;
  };
  return (
    <PanelForm
      title={`${row ? 'แก้ไข' : 'เพิ่ม'}${kind.name}`}
      onClose={onDone}
      onSubmit={() => save.submit(bodyOf(kind, values))}
      busy={save.mutation.isPending}
      failure={save.failure}
    >
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
        <Flex direction="column" gap="3">
          {kind.fields.map((f) => (
            <FormField key={f} label={FIELD_LABELS[f]} error={errors[f]}>
              {input(f)}
            </FormField>
          ))}
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <FormField label="เริ่มแสดง (เวลาไทย)" error={errors.starts_at} help="เว้นว่าง = แสดงทันที">
              <Input type="datetime-local" value={values.starts} onChange={(e) => set({ starts: e.target.value })} bg="white" />
            </FormField>
            <FormField label="สิ้นสุด (เวลาไทย)" error={errors.ends_at} help="เว้นว่าง = ไม่มีกำหนด">
              <Input type="datetime-local" value={values.ends} onChange={(e) => set({ ends: e.target.value })} bg="white" />
            </FormField>
          </SimpleGrid>
          <Flex gap="4" align="end" wrap="wrap">
            <FormField label="ลำดับ" error={errors.sort} maxW="32">
              <Input value={values.sort} inputMode="numeric" onChange={(e) => set({ sort: e.target.value })} bg="white" />
            </FormField>
            <Checkbox.Root checked={values.active} onCheckedChange={(e) => set({ active: e.checked === true })} pb="2">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>แสดงให้สมาชิกเห็น</Checkbox.Label>
            </Checkbox.Root>
          </Flex>
        </Flex>
        <Box>
          <Text fontSize="sm" fontWeight="medium" mb="2">
            ตัวอย่างรูป
          </Text>
          <Flex
            align="center"
            justify="center"
            minH="40"
            bg="gray.50"
            borderWidth="1px"
            borderStyle="dashed"
            borderRadius="md"
            overflow="hidden"
          >
            {previewable(values.image.trim()) ? (
              <Image src={values.image.trim()} alt={`ตัวอย่างรูป ${values.title}`} maxH="60" objectFit="contain" />
            ) : (
              <Text color="gray.500" fontSize="sm">
                กรอกที่อยู่รูปภาพเพื่อดูตัวอย่าง
              </Text>
            )}
          </Flex>
        </Box>
      </SimpleGrid>
    </PanelForm>
  );
}
