import { Box, Button, Code, Flex, Heading, Input, List, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import { type AdminStatementImportResult, STATEMENT_CSV_COLUMNS } from '@contract/admin-payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { count, Failure } from '../../app/kit';
import { DEPOSITS_KEY, importStatement } from './api';
import { readText } from './format';

type RowProblem = { row: number; message: string };

function Figures({ result }: { result: AdminStatementImportResult }) {
  const figures: [string, number][] = [
    ['อ่านได้', result.read],
    ['รายการใหม่', result.stored],
    ['ซ้ำ (มีอยู่แล้ว)', result.duplicates],
    ['จับคู่และเติมเงินแล้ว', result.credited],
    ['รอจับคู่', result.review],
    ['ไม่รับ', result.refused],
  ];
  return (
    <SimpleGrid columns={{ base: 3, lg: 6 }} gap="2" mt="3" aria-label="ผลการนำเข้า" role="group">
      {figures.map(([label, n]) => (
        <Stat.Root key={label} borderWidth="1px" borderRadius="md" px="3" py="2" bg={label === 'ไม่รับ' && n > 0 ? 'red.50' : 'gray.50'}>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText fontSize="xl">{count(n)}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}

function RowProblems({ rows }: { rows: RowProblem[] }) {
  if (rows.length === 0) return null;
  return (
    <List.Root mt="3" ps="5" color="red.700" fontSize="sm" aria-label="แถวที่ไม่รับ">
      {rows.slice(0, 50).map((r) => (
        <List.Item key={r.row}>
          แถวที่ {r.row}: {r.message}
        </List.Item>
      ))}
      {rows.length > 50 && <List.Item>และอีก {rows.length - 50} แถว</List.Item>}
    </List.Root>
  );
}

const REQUIRED = STATEMENT_CSV_COLUMNS.filter((c) => c.required);

/**
 * Which columns the file must have, in Thai, and under "ชื่อหัวคอลัมน์ที่รับ" every header the
 * server reads for each (English or Thai, contract/admin-payments.ts: the list the server reads by).
 */
function ColumnsHelp() {
  return (
    <Box mt="2" fontSize="sm" color="gray.700">
      <Text>ต้องมีคอลัมน์: {REQUIRED.map((c) => c.name).join(', ')} · ไฟล์ไม่เกิน 64 KB · แถวแรกเป็นหัวคอลัมน์</Text>
      <Box as="details" mt="1">
        <Box as="summary" cursor="pointer" color="blue.700" width="fit-content">
          ชื่อหัวคอลัมน์ที่รับ
        </Box>
        <List.Root as="ul" mt="2" ps="5" gap="1" aria-label="คอลัมน์ของไฟล์รายการเดินบัญชี">
          {STATEMENT_CSV_COLUMNS.map((c) => (
            <List.Item key={c.field}>
              <Text as="span" fontWeight="semibold">
                {c.name}
              </Text>{' '}
              <Text as="span" color={c.required ? 'red.700' : 'gray.500'}>
                ({c.required ? 'ต้องมี' : 'ไม่บังคับ'})
              </Text>
              {c.hint && (
                <Text as="span" color="gray.600">
                  {' '}
                  {c.hint}
                </Text>
              )}
              <Flex gap="1" wrap="wrap" mt="0.5">
                {c.headers.map((h) => (
                  <Code key={h} size="sm">
                    {h}
                  </Code>
                ))}
              </Flex>
            </List.Item>
          ))}
        </List.Root>
      </Box>
    </Box>
  );
}

/** "นำเข้ารายการเดินบัญชี (CSV)": a file (64 KB at most) → the server's matcher → what happened to each row. */
export function ImportPanel() {
  const [file, setFile] = useState<File | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: async (f: File) => importStatement(await readText(f)),
    onSuccess: () => {
      setFile(null);
      if (input.current) input.current.value = '';
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEPOSITS_KEY }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (file) upload.mutate(file);
  };
  const refusedRows =
    upload.error instanceof ApiError ? (((upload.error.data as { rows?: RowProblem[] } | undefined)?.rows ?? []) as RowProblem[]) : [];

  return (
    <Box as="section" position="relative" aria-labelledby="import-heading" bg="white" borderWidth="1px" borderRadius="md" p="4" mb="5">
      <Heading as="h2" size="sm" id="import-heading" mb="2">
        นำเข้ารายการเดินบัญชี (CSV)
      </Heading>
      <form onSubmit={submit} aria-label="นำเข้ารายการเดินบัญชี">
        <Flex gap="3" align="center" wrap="wrap">
          {/* The browser's own file box speaks its own language ("Choose File"): it stays for the
              file and its label, out of sight; a Thai button opens it and the chosen name shows beside. */}
          <Input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            aria-label="ไฟล์รายการเดินบัญชี (CSV)"
            tabIndex={-1}
            position="absolute"
            w="1px"
            h="1px"
            opacity={0}
            overflow="hidden"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <Button type="button" size="sm" variant="outline" onClick={() => input.current?.click()}>
            เลือกไฟล์ CSV
          </Button>
          <Text fontSize="sm" color={file ? 'gray.800' : 'gray.500'} truncate maxW="xs" aria-live="polite">
            {file ? file.name : 'ยังไม่ได้เลือกไฟล์'}
          </Text>
          <Button type="submit" size="sm" colorPalette="blue" disabled={!file} loading={upload.isPending} loadingText="กำลังนำเข้า...">
            นำเข้า
          </Button>
        </Flex>
      </form>
      <ColumnsHelp />
      {upload.isSuccess && (
        <Box mt="2" role="status" aria-live="polite">
          <Text fontWeight="semibold" color="green.700">
            นำเข้าเสร็จแล้ว
          </Text>
          <Figures result={upload.data} />
          <RowProblems rows={upload.data.refused_rows} />
        </Box>
      )}
      {upload.isError && (
        <Box mt="3">
          <Failure error={upload.error} />
          <RowProblems rows={refusedRows} />
        </Box>
      )}
    </Box>
  );
}
