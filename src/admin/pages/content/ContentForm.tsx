import { Box, Button, Field as ChakraField, Checkbox, Flex, Heading, Image, Input, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError, failureMessage } from '@/lib/api-error';
import { adminApi } from '../../app/http';
import { type ContentRow, FIELD_LABELS, type Field, fromBangkokInput, type Kind, toBangkokInput } from './kinds';

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
  const [values, setValues] = useState<Values>(valuesOf(row, kind));
  const [local, setLocal] = useState<Record<string, string>>({});
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      row ? adminApi.put<ContentRow>(`/${kind.key}/${row.id}`, body) : adminApi.post<ContentRow>(`/${kind.key}`, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'content', kind.key] });
      onDone();
    },
  });
  const serverFields = save.error instanceof ApiError ? save.error.fields : {};
  const errors: Record<string, string> = { ...serverFields, ...local };
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = bodyOf(kind, values);
    const parsed = (row ? kind.update : kind.create).safeParse(body);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'form'] ??= issue.message;
      setLocal(fields);
      return;
    }
    setLocal({});
    save.mutate(parsed.data as Record<string, unknown>);
  };

  const input = (f: Field) => {
    const common = { value: values[f], onChange: (e: { target: { value: string } }) => set({ [f]: e.target.value }) };
    if (f === 'description') return <Textarea {...common} rows={3} bg="white" />;
    if (f === 'type') return <Input {...common} inputMode="numeric" maxW="24" bg="white" />;
    return <Input {...common} bg="white" />;
  };

  const title = `${row ? 'แก้ไข' : 'เพิ่ม'}${kind.name}`;
  return (
    <Box as="form" onSubmit={submit} aria-label={title} bg="white" borderWidth="1px" borderRadius="md" p="5">
      <Flex justify="space-between" align="center" mb="4">
        <Heading size="md">{title}</Heading>
        <Button size="xs" variant="ghost" onClick={onDone}>
          ปิด
        </Button>
      </Flex>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
        <Flex direction="column" gap="3">
          {kind.fields.map((f) => (
            <ChakraField.Root key={f} invalid={Boolean(errors[f])}>
              <ChakraField.Label>{FIELD_LABELS[f]}</ChakraField.Label>
              {input(f)}
              {errors[f] && <ChakraField.ErrorText>{errors[f]}</ChakraField.ErrorText>}
            </ChakraField.Root>
          ))}
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <ChakraField.Root invalid={Boolean(errors.starts_at)}>
              <ChakraField.Label>เริ่มแสดง (เวลาไทย)</ChakraField.Label>
              <Input type="datetime-local" value={values.starts} onChange={(e) => set({ starts: e.target.value })} bg="white" />
              {errors.starts_at ? (
                <ChakraField.ErrorText>{errors.starts_at}</ChakraField.ErrorText>
              ) : (
                <ChakraField.HelperText>เว้นว่าง = แสดงทันที</ChakraField.HelperText>
              )}
            </ChakraField.Root>
            <ChakraField.Root invalid={Boolean(errors.ends_at)}>
              <ChakraField.Label>สิ้นสุด (เวลาไทย)</ChakraField.Label>
              <Input type="datetime-local" value={values.ends} onChange={(e) => set({ ends: e.target.value })} bg="white" />
              {errors.ends_at ? (
                <ChakraField.ErrorText>{errors.ends_at}</ChakraField.ErrorText>
              ) : (
                <ChakraField.HelperText>เว้นว่าง = ไม่มีกำหนด</ChakraField.HelperText>
              )}
            </ChakraField.Root>
          </SimpleGrid>
          <Flex gap="4" align="end" wrap="wrap">
            <ChakraField.Root invalid={Boolean(errors.sort)} maxW="32">
              <ChakraField.Label>ลำดับ</ChakraField.Label>
              <Input value={values.sort} inputMode="numeric" onChange={(e) => set({ sort: e.target.value })} bg="white" />
              {errors.sort && <ChakraField.ErrorText>{errors.sort}</ChakraField.ErrorText>}
            </ChakraField.Root>
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
      {(save.isError && Object.keys(serverFields).length === 0) || errors.form ? (
        <Text role="alert" color="red.600" mt="3">
          {errors.form ?? failureMessage(save.error)}
        </Text>
      ) : null}
      <Flex gap="2" mt="4">
        <Button type="submit" colorPalette="blue" loading={save.isPending} loadingText="กำลังบันทึก...">
          บันทึก
        </Button>
        <Button variant="outline" onClick={onDone}>
          ยกเลิก
        </Button>
      </Flex>
    </Box>
  );
}
