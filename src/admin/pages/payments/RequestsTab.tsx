import { Alert, Badge, Box, Button, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { failureMessage } from '@/lib/api-error';
import type { CsvColumn } from '../../app/csv';
import { baht, bangkokTime, Empty, ExportButton, Failure, Loading, Pager, SortHeader } from '../../app/ui';
import { useUrlState } from '../../app/url-state';
import { type AdminDepositRequest, DEPOSITS_KEY, fetchRequests, type RequestFilters, requestsQuery, sandboxPay, summaryQuery } from './api';
import { Filters } from './Filters';
import { ageText } from './format';

const STATUSES = [
  { value: 'pending', label: 'รอชำระ/รอยอดเข้า' },
  { value: 'done', label: 'เติมเงินแล้ว' },
  { value: 'expired', label: 'หมดเวลา' },
  { value: 'cancelled', label: 'ยกเลิกแล้ว' },
  { value: 'all', label: 'ทุกสถานะ' },
];
const KINDS = [
  { value: 'all', label: 'ทุกประเภท' },
  { value: 'qr', label: 'QR พร้อมเพย์' },
  { value: 'notice', label: 'แจ้งฝาก' },
];
const STATUS_COLOURS: Record<AdminDepositRequest['status'], string> = {
  pending: 'orange',
  done: 'green',
  expired: 'gray',
  cancelled: 'gray',
};

const CSV_COLUMNS: CsvColumn<AdminDepositRequest>[] = [
  { header: 'เวลา', value: (r) => bangkokTime(r.created_at) },
  { header: 'ประเภท', value: (r) => r.kind_label },
  { header: 'รหัสสมาชิก', value: (r) => r.member.id },
  { header: 'ชื่อสมาชิก', value: (r) => r.member.name },
  { header: 'เบอร์โทร', value: (r) => r.member.phone },
  { header: 'ช่องทาง', value: (r) => r.channel_name },
  { header: 'ยอด (บาท)', value: (r) => r.amount.toFixed(2) },
  { header: 'เลขอ้างอิง', value: (r) => r.reference ?? '' },
  { header: 'สถานะ', value: (r) => r.status_label },
  { header: 'หมดเวลา', value: (r) => bangkokTime(r.expires_at) },
];

/** "รอชำระ/แจ้งฝาก": QRs and deposit notices, live; the sandbox pays a QR where the server allows it. */
export function RequestsTab() {
  const [url, setUrl] = useUrlState({
    status: 'pending',
    kind: 'all',
    from: '',
    to: '',
    min: '',
    max: '',
    sort: 'created_at',
    dir: 'desc',
    page: 1,
  });
  const filters: RequestFilters = {
    status: url.status,
    kind: url.kind,
    from: url.from,
    to: url.to,
    min: url.min,
    max: url.max,
    sort: url.sort,
    dir: url.dir,
  };
  const list = useQuery(requestsQuery(filters, url.page));
  const summary = useQuery(summaryQuery);
  const sandbox = summary.data?.sandbox_enabled === true;
  const queryClient = useQueryClient();
  const pay = useMutation({
    mutationFn: sandboxPay,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEPOSITS_KEY }),
  });
  const filtered = url.status !== 'pending' || url.kind !== 'all' || Boolean(url.from || url.to || url.min || url.max);

  return (
    <Box>
      <Box mb="3">
        <Filters
          label="ตัวกรองรายการรอชำระ"
          values={{ status: url.status, kind: url.kind, from: url.from, to: url.to, min: url.min, max: url.max }}
          statuses={STATUSES}
          kinds={KINDS}
          onApply={(v) => setUrl({ ...v, kind: v.kind ?? 'all', page: 1 })}
        >
          <ExportButton filename="deposit-requests.csv" columns={CSV_COLUMNS} fetchPage={(p, size) => fetchRequests(filters, p, size)} />
        </Filters>
      </Box>
      {pay.isSuccess && (
        <Alert.Root status="success" mb="3" borderRadius="md">
          <Alert.Indicator />
          <Alert.Title>
            จ่ายทดสอบ {pay.data.reference} แล้ว: {pay.data.status_label}
          </Alert.Title>
        </Alert.Root>
      )}
      {pay.isError && (
        <Alert.Root status="error" mb="3" borderRadius="md">
          <Alert.Indicator />
          <Alert.Title>{failureMessage(pay.error)}</Alert.Title>
        </Alert.Root>
      )}
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Failure error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <Empty>{filtered ? 'ไม่พบรายการที่ตรงกับตัวกรอง' : 'ไม่มีรายการรอชำระหรือแจ้งฝาก'}</Empty>
      ) : (
        <>
          <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
            <Table.Root size="sm" aria-label="รายการรอชำระและแจ้งฝาก">
              <Table.Header>
                <Table.Row>
                  <SortHeader column="created_at" sort={url.sort} dir={url.dir} onSort={(s) => setUrl({ ...s, page: 1 })}>
                    เวลา
                  </SortHeader>
                  <Table.ColumnHeader>สมาชิก</Table.ColumnHeader>
                  <Table.ColumnHeader>ประเภท / ช่องทาง</Table.ColumnHeader>
                  <SortHeader column="amount" sort={url.sort} dir={url.dir} onSort={(s) => setUrl({ ...s, page: 1 })} textAlign="end">
                    ยอด (บาท)
                  </SortHeader>
                  <Table.ColumnHeader>เลขอ้างอิง</Table.ColumnHeader>
                  <Table.ColumnHeader whiteSpace="nowrap">ผ่านมา</Table.ColumnHeader>
                  <Table.ColumnHeader>สถานะ</Table.ColumnHeader>
                  {sandbox && <Table.ColumnHeader />}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.data.items.map((r) => (
                  <Table.Row key={`${r.kind}-${r.id}`}>
                    <Table.Cell whiteSpace="nowrap">{bangkokTime(r.created_at)}</Table.Cell>
                    <Table.Cell>
                      <Text>{r.member.name}</Text>
                      <Text fontSize="xs" color="gray.600">
                        {r.member.phone} · #{r.member.id}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>
                      <Text>{r.kind_label}</Text>
                      <Text fontSize="xs" color="gray.600">
                        {r.channel_name}
                      </Text>
                    </Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" fontWeight="semibold">
                      {baht(r.amount)}
                    </Table.Cell>
                    <Table.Cell fontFamily="mono" fontSize="xs">
                      {r.reference ?? '-'}
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{ageText(r.age_seconds)}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={STATUS_COLOURS[r.status]}>{r.status_label}</Badge>
                    </Table.Cell>
                    {sandbox && (
                      <Table.Cell textAlign="end">
                        {r.sandbox_payable && r.reference && (
                          <Button
                            size="xs"
                            colorPalette="purple"
                            variant="outline"
                            aria-label={`จ่ายทดสอบ ${r.reference}`}
                            loading={pay.isPending && pay.variables === r.reference}
                            disabled={pay.isPending}
                            onClick={() => pay.mutate(r.reference as string)}
                          >
                            จ่ายทดสอบ
                          </Button>
                        )}
                      </Table.Cell>
                    )}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <Pager page={list.data.page} pageSize={list.data.page_size} total={list.data.total} onPage={(p) => setUrl({ page: p })} />
        </>
      )}
    </Box>
  );
}
