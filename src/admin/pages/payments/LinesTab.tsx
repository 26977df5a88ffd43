import { Badge, Box, Button, Flex, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CsvColumn } from '../../app/csv';
import { baht, bangkokTime, Empty, ExportButton, Failure, Loading, Pager, SortHeader } from '../../app/ui';
import { useUrlState } from '../../app/url-state';
import { type AdminDepositLine, fetchLines, type LineFilters, linesQuery } from './api';
import { Filters } from './Filters';
import { CHANNEL_NAMES } from './format';
import { AssignDialog, DismissDialog } from './LineDialogs';

const STATUSES = [
  { value: 'review', label: 'รอจับคู่' },
  { value: 'credited', label: 'เติมเงินแล้ว' },
  { value: 'dismissed', label: 'ไม่ดำเนินการ' },
  { value: 'all', label: 'ทุกสถานะ' },
];
const STATUS_COLOURS: Record<AdminDepositLine['status'], string> = { review: 'orange', credited: 'green', dismissed: 'gray' };
const CHANNELS = CHANNEL_NAMES;

const CSV_COLUMNS: CsvColumn<AdminDepositLine>[] = [
  { header: 'เวลาโอน', value: (l) => bangkokTime(l.occurred_at) },
  { header: 'รหัสรายการ', value: (l) => l.id },
  { header: 'ช่องทาง', value: (l) => CHANNELS[l.channel] },
  { header: 'ธนาคารผู้โอน', value: (l) => l.from_bank_name ?? '' },
  { header: 'บัญชีผู้โอน', value: (l) => l.from_account },
  { header: 'ชื่อผู้โอน', value: (l) => l.from_name ?? '' },
  { header: 'ยอด (บาท)', value: (l) => l.amount.toFixed(2) },
  { header: 'สถานะ', value: (l) => l.status_label },
  { header: 'เหตุผลที่รอ', value: (l) => l.reason_label ?? '' },
  { header: 'สมาชิก', value: (l) => (l.member ? `${l.member.name} (${l.member.phone})` : '') },
  { header: 'สมาชิกที่แนะนำ', value: (l) => l.suggestions.map((s) => `${s.member.name} (${s.member.phone})`).join(' / ') },
  { header: 'เหตุผลที่ไม่ดำเนินการ', value: (l) => l.dismiss_reason ?? '' },
];

type Member = { id: number; phone: string; name: string };

/** "รายการเดินบัญชีที่ยังไม่จับคู่": waiting lines with suggested members; assign or dismiss with a reason. */
export function LinesTab({ canDecide }: { canDecide: boolean }) {
  const [url, setUrl] = useUrlState({ status: 'review', from: '', to: '', min: '', max: '', sort: 'created_at', dir: 'desc', page: 1 });
  const filters: LineFilters = {
    status: url.status,
    from: url.from,
    to: url.to,
    min: url.min,
    max: url.max,
    sort: url.sort,
    dir: url.dir,
  };
  const list = useQuery(linesQuery(filters, url.page));
  const [assigning, setAssigning] = useState<{ line: AdminDepositLine; member: Member | null } | null>(null);
  const [dismissing, setDismissing] = useState<AdminDepositLine | null>(null);
  const filtered = url.status !== 'review' || Boolean(url.from || url.to || url.min || url.max);
  const sortBy = (s: { sort: string; dir: 'asc' | 'desc' }) => setUrl({ ...s, page: 1 });

  return (
    <Box>
      <Box mb="3">
        <Filters
          label="ตัวกรองรายการเดินบัญชี"
          values={{ status: url.status, from: url.from, to: url.to, min: url.min, max: url.max }}
          statuses={STATUSES}
          onApply={({ kind: _kind, ...v }) => setUrl({ ...v, page: 1 })}
        >
          <ExportButton filename="statement-lines.csv" columns={CSV_COLUMNS} fetchPage={(p, size) => fetchLines(filters, p, size)} />
        </Filters>
      </Box>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Failure error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <Empty>{filtered ? 'ไม่พบรายการที่ตรงกับตัวกรอง' : 'ไม่มีรายการเดินบัญชีที่รอจับคู่'}</Empty>
      ) : (
        <>
          <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
            <Table.Root size="sm" aria-label="รายการเดินบัญชี">
              <Table.Header>
                <Table.Row>
                  <SortHeader column="occurred_at" sort={url.sort} dir={url.dir} onSort={sortBy}>
                    เวลาโอน
                  </SortHeader>
                  <SortHeader column="created_at" sort={url.sort} dir={url.dir} onSort={sortBy}>
                    รับเข้า
                  </SortHeader>
                  <Table.ColumnHeader>ผู้โอน</Table.ColumnHeader>
                  <SortHeader column="amount" sort={url.sort} dir={url.dir} onSort={sortBy} textAlign="end">
                    ยอด (บาท)
                  </SortHeader>
                  <Table.ColumnHeader>สถานะ</Table.ColumnHeader>
                  <Table.ColumnHeader>สมาชิก</Table.ColumnHeader>
                  {canDecide && <Table.ColumnHeader />}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.data.items.map((l) => (
                  <Table.Row key={l.id} data-testid="statement-line" verticalAlign="top">
                    <Table.Cell>
                      {bangkokTime(l.occurred_at)}
                      <Text fontSize="xs" color="gray.500">
                        #{l.id}
                      </Text>
                    </Table.Cell>
                    <Table.Cell fontSize="xs" color="gray.600">
                      {bangkokTime(l.created_at)}
                    </Table.Cell>
                    <Table.Cell>
                      <Text>{l.from_name ?? (l.channel === 'promptpay_qr' ? `QR ${l.to_account}` : l.from_account || '-')}</Text>
                      <Text fontSize="xs" color="gray.600">
                        {l.from_bank_name ?? CHANNELS[l.channel]}
                        {l.from_name && l.from_account ? ` · ${l.from_account}` : ''}
                      </Text>
                    </Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" fontWeight="semibold">
                      {baht(l.amount)}
                    </Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={STATUS_COLOURS[l.status]}>{l.status_label}</Badge>
                      {l.reason_label && l.status === 'review' && (
                        <Text fontSize="xs" color="gray.600" mt="1" maxW="56">
                          {l.reason_label}
                        </Text>
                      )}
                      {l.dismiss_reason && (
                        <Text fontSize="xs" color="gray.600" mt="1" maxW="56">
                          เหตุผล: {l.dismiss_reason}
                        </Text>
                      )}
                      {l.flag_labels.map((f) => (
                        <Badge key={f} colorPalette="red" variant="outline" mt="1" mr="1">
                          {f}
                        </Badge>
                      ))}
                    </Table.Cell>
                    <Table.Cell minW="48">
                      {l.status !== 'review' ? (
                        l.member ? (
                          <Text>
                            {l.member.name}{' '}
                            <Text as="span" fontSize="xs" color="gray.600">
                              {l.member.phone}
                            </Text>
                          </Text>
                        ) : (
                          '-'
                        )
                      ) : l.suggestions.length === 0 ? (
                        <Text fontSize="sm" color="gray.500">
                          ไม่มีสมาชิกที่แนะนำ
                        </Text>
                      ) : (
                        <Flex direction="column" gap="1" role="group" aria-label={`สมาชิกที่แนะนำสำหรับรายการ #${l.id}`}>
                          {l.suggestions.map((s) => (
                            <Button
                              key={s.member.id}
                              size="xs"
                              variant="outline"
                              colorPalette="blue"
                              justifyContent="flex-start"
                              title={s.reason_labels.join(', ')}
                              disabled={!canDecide}
                              onClick={() => setAssigning({ line: l, member: s.member })}
                            >
                              {s.member.name} · {s.member.phone}
                            </Button>
                          ))}
                          <Text fontSize="xs" color="gray.500">
                            {l.suggestions[0].reason_labels.join(', ')}
                          </Text>
                        </Flex>
                      )}
                    </Table.Cell>
                    {canDecide && (
                      <Table.Cell>
                        {l.status === 'review' && (
                          <Flex gap="1" direction={{ base: 'column', '2xl': 'row' }}>
                            <Button
                              size="xs"
                              colorPalette="blue"
                              aria-label={`เลือกสมาชิกสำหรับรายการ #${l.id}`}
                              onClick={() => setAssigning({ line: l, member: null })}
                            >
                              เลือกสมาชิก
                            </Button>
                            <Button
                              size="xs"
                              variant="outline"
                              colorPalette="red"
                              aria-label={`ไม่ดำเนินการรายการ #${l.id}`}
                              onClick={() => setDismissing(l)}
                            >
                              ไม่ดำเนินการ
                            </Button>
                          </Flex>
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
      <AssignDialog
        key={`assign-${assigning?.line.id ?? 0}-${assigning?.member?.id ?? 0}`}
        line={assigning?.line ?? null}
        preset={assigning?.member ?? null}
        onClose={() => setAssigning(null)}
      />
      <DismissDialog key={`dismiss-${dismissing?.id ?? 0}`} line={dismissing} onClose={() => setDismissing(null)} />
    </Box>
  );
}
