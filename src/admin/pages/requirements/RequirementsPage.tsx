import { Alert, Badge, Box, Button, Dialog, Field, Flex, Grid, Input, Portal, Table, Text, Textarea } from '@chakra-ui/react';
import { AdminRequirementCancelBody, type AdminRequirementPage } from '@contract/admin-promotions';
import { FORFEIT_REASON_NAMES, FORFEIT_RULE_NAMES, REQUIREMENT_SOURCE_NAMES } from '@contract/promotions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { failureMessage } from '@/lib/api-error';
import type { CsvColumn } from '../../app/csv';
import { adminApi } from '../../app/http';
import { baht, bangkokTime, Empty, ExportButton, Failure, Loading, Pager, SortHeader } from '../../app/ui';
import { useUrlState } from '../../app/url-state';
import { Progress, Select, useManages } from '../promotions/shared';

type Page = z.infer<typeof AdminRequirementPage>;
export type Requirement = Page['items'][number];
type View = { status: string; source: string; q: string; sort: string; dir: string; page: number };

const PAGE_SIZE = 20;
const STATUS_NAMES: Record<string, string> = { active: 'กำลังทำเทิร์น', met: 'ครบเงื่อนไขแล้ว', forfeited: 'สิ้นสุดก่อนครบ' };
const STATUS_COLOURS: Record<string, string> = { active: 'blue', met: 'green', forfeited: 'red' };
const STATUS_FILTER: Record<string, string> = { all: 'ทุกสถานะ', ...STATUS_NAMES };
const SOURCE_FILTER: Record<string, string> = { '': 'ทุกที่มา', ...REQUIREMENT_SOURCE_NAMES };
const KIND_NAMES: Record<string, string> = { turnover: 'ทำเทิร์น', balance: 'ทำยอด' };

const keys = { all: ['admin', 'requirements'] as const, list: (v: View) => ['admin', 'requirements', v] as const };

function fetchPage(v: View, page: number, pageSize: number) {
  return adminApi.get<Page>('/requirements', {
    status: v.status === 'all' ? undefined : v.status || undefined,
    source: v.source || undefined,
    q: v.q || undefined,
    sort: v.sort || undefined,
    dir: v.sort ? v.dir : undefined,
    page,
    page_size: pageSize,
  });
}

const reasonText = (r: Requirement) => (r.forfeit_reason ? (FORFEIT_REASON_NAMES[r.forfeit_reason] ?? r.forfeit_reason) : '');

export const CSV_COLUMNS: CsvColumn<Requirement>[] = [
  { header: 'รหัส', value: (r) => r.id },
  { header: 'รหัสสมาชิก', value: (r) => r.member_id },
  { header: 'เบอร์โทร', value: (r) => r.member_phone },
  { header: 'ชื่อสมาชิก', value: (r) => r.member_name },
  { header: 'ที่มา', value: (r) => r.source_name },
  { header: 'รายการ', value: (r) => r.title },
  { header: 'แบบ', value: (r) => KIND_NAMES[r.kind] },
  { header: 'ต้องทำ', value: (r) => r.required.toFixed(2) },
  { header: 'ทำได้แล้ว', value: (r) => r.done.toFixed(2) },
  { header: 'คงเหลือ', value: (r) => r.remaining.toFixed(2) },
  { header: 'โบนัส', value: (r) => r.bonus.toFixed(2) },
  { header: 'ถอนได้สูงสุด', value: (r) => (r.max_withdrawal === null ? '' : r.max_withdrawal.toFixed(2)) },
  { header: 'สถานะ', value: (r) => STATUS_NAMES[r.status] },
  { header: 'เหตุที่สิ้นสุด', value: reasonText },
  { header: 'หักคืน', value: (r) => r.forfeited_amount.toFixed(2) },
  { header: 'หมายเหตุ', value: (r) => r.end_note },
  { header: 'เริ่ม', value: (r) => bangkokTime(r.started_at) },
  { header: 'หมดเวลา', value: (r) => (r.expires_at ? bangkokTime(r.expires_at) : '') },
  { header: 'สิ้นสุดเมื่อ', value: (r) => (r.ended_at ? bangkokTime(r.ended_at) : '') },
];

/**
 * Members' wagering requirements (GET /api/admin/requirements): progress, bonus, cap, how each ended;
 * admin and support cancel an active one with a reason (POST /requirements/:id/cancel, audited; its
 * forfeit rule applies). Filters, sort and page in the address.
 */
export function RequirementsPage() {
  const [view, setView] = useUrlState({ status: 'active', source: '', q: '', sort: '', dir: 'desc', page: 1 });
  const [draft, setDraft] = useState(view.q);
  const [cancelling, setCancelling] = useState<Requirement | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const manages = useManages();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: keys.list(view as View),
    queryFn: () => fetchPage(view as View, view.page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const cancel = useMutation({
    mutationFn: (c: { id: number; reason: string }) => adminApi.post<Requirement>(`/requirements/${c.id}/cancel`, { reason: c.reason }),
    onSuccess: (r) => {
      setCancelling(null);
      setNotice(`ยกเลิกเงื่อนไข "${r.title}" ของ ${r.member_phone} แล้ว หักคืน ${baht(r.forfeited_amount)} บาท`);
      void queryClient.invalidateQueries({ queryKey: keys.all });
    },
  });
  const onSort = (s: { sort: string; dir: string }) => setView({ ...s, page: 1 });
  const search = (e: FormEvent) => {
    e.preventDefault();
    setView({ q: draft.trim(), page: 1 });
  };

  return (
    <Box>
      <form onSubmit={search} aria-label="ตัวกรองเงื่อนไขเทิร์น">
        <Flex gap="2" mb="4" wrap="wrap" align="center">
          <Select
            label="สถานะ"
            value={view.status}
            options={['active', 'met', 'forfeited', 'all']}
            names={STATUS_FILTER}
            onChange={(status) => setView({ status, page: 1 })}
            maxW="48"
          />
          <Select
            label="ที่มา"
            value={view.source}
            options={['', ...Object.keys(REQUIREMENT_SOURCE_NAMES)]}
            names={SOURCE_FILTER}
            onChange={(source) => setView({ source, page: 1 })}
            maxW="48"
          />
          <Input
            bg="white"
            maxW="60"
            placeholder="เบอร์โทรหรือรหัสสมาชิก"
            aria-label="ค้นหาสมาชิก"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <Button type="submit" colorPalette="blue">
            ค้นหา
          </Button>
          <Box flex="1" />
          <ExportButton filename="requirements.csv" columns={CSV_COLUMNS} fetchPage={(p, size) => fetchPage(view as View, p, size)} />
        </Flex>
      </form>

      {notice && (
        <Alert.Root status="success" mb="4" borderRadius="md" role="status">
          <Alert.Indicator />
          <Alert.Title>{notice}</Alert.Title>
        </Alert.Root>
      )}

      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Failure error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <Empty>{view.q || view.source ? 'ไม่พบรายการที่ตรงกับตัวกรอง' : 'ไม่มีเงื่อนไขเทิร์นในสถานะนี้'}</Empty>
      ) : (
        <>
          <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
            <Table.Root size="sm" aria-label="เงื่อนไขเทิร์นของสมาชิก">
              <Table.Header>
                <Table.Row>
                  <SortHeader column="id" sort={view.sort} dir={view.dir} onSort={onSort}>
                    รหัส
                  </SortHeader>
                  <Table.ColumnHeader>สมาชิก</Table.ColumnHeader>
                  <Table.ColumnHeader>ที่มา</Table.ColumnHeader>
                  <Table.ColumnHeader>ความคืบหน้า</Table.ColumnHeader>
                  <SortHeader column="bonus" sort={view.sort} dir={view.dir} onSort={onSort} textAlign="end">
                    โบนัส
                  </SortHeader>
                  <Table.ColumnHeader>สถานะ</Table.ColumnHeader>
                  <SortHeader column="started_at" sort={view.sort} dir={view.dir} onSort={onSort}>
                    เริ่ม / หมดเวลา
                  </SortHeader>
                  {manages && <Table.ColumnHeader />}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.data.items.map((r) => (
                  <Table.Row key={r.id} data-testid={`requirement-${r.id}`}>
                    <Table.Cell verticalAlign="top">#{r.id}</Table.Cell>
                    <Table.Cell verticalAlign="top">
                      <Text whiteSpace="nowrap">{r.member_name}</Text>
                      <Text fontSize="xs" color="gray.600" whiteSpace="nowrap">
                        {r.member_phone} · #{r.member_id}
                      </Text>
                    </Table.Cell>
                    <Table.Cell verticalAlign="top">
                      <Text>{r.title}</Text>
                      <Text fontSize="xs" color="gray.600">
                        {r.source_name} · {KIND_NAMES[r.kind]}
                      </Text>
                    </Table.Cell>
                    <Table.Cell verticalAlign="top" minW="44">
                      <Text fontSize="xs" whiteSpace="nowrap">
                        {r.kind === 'balance' ? 'ยอดเงิน' : 'ยอดเล่น'} {baht(r.done)} / {baht(r.required)}
                      </Text>
                      <Progress done={r.done} required={r.required} label={`ความคืบหน้า #${r.id}`} />
                      {r.status === 'active' && (
                        <Text fontSize="xs" color="red.700" whiteSpace="nowrap">
                          ขาดอีก {baht(r.remaining)}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell verticalAlign="top" textAlign="end" whiteSpace="nowrap">
                      <Text>{baht(r.bonus)}</Text>
                      {r.max_withdrawal !== null && (
                        <Text fontSize="xs" color="gray.600">
                          ถอนสูงสุด {baht(r.max_withdrawal)}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell verticalAlign="top">
                      <Badge colorPalette={STATUS_COLOURS[r.status]} variant="subtle" whiteSpace="nowrap">
                        {STATUS_NAMES[r.status]}
                      </Badge>
                      {r.forfeit_reason && (
                        <Text fontSize="xs" color="gray.700">
                          {reasonText(r)}
                          {r.forfeited_amount > 0 ? ` · หักคืน ${baht(r.forfeited_amount)}` : ''}
                        </Text>
                      )}
                      {r.end_note && (
                        <Text fontSize="xs" color="gray.600" maxW="xs">
                          {r.end_note}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell verticalAlign="top" fontSize="xs" whiteSpace="nowrap">
                      <Text>{bangkokTime(r.started_at)}</Text>
                      <Text color="gray.600">
                        {r.ended_at ? `สิ้นสุด ${bangkokTime(r.ended_at)}` : r.expires_at ? `หมด ${bangkokTime(r.expires_at)}` : 'ไม่มีกำหนด'}
                      </Text>
                    </Table.Cell>
                    {manages && (
                      <Table.Cell verticalAlign="top">
                        {r.status === 'active' && (
                          <Button
                            size="xs"
                            variant="outline"
                            colorPalette="red"
                            aria-label={`ยกเลิกเงื่อนไข #${r.id}`}
                            onClick={() => {
                              cancel.reset();
                              setNotice(null);
                              setCancelling(r);
                            }}
                          >
                            ยกเลิก
                          </Button>
                        )}
                      </Table.Cell>
                    )}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <Pager
            page={list.data.page}
            pageSize={list.data.page_size ?? PAGE_SIZE}
            total={list.data.total}
            onPage={(p) => setView({ page: p })}
          />
        </>
      )}

      <CancelDialog
        key={cancelling?.id ?? 'none'}
        requirement={cancelling}
        busy={cancel.isPending}
        error={cancel.error}
        onClose={() => setCancelling(null)}
        onConfirm={(reason) => cancelling && cancel.mutate({ id: cancelling.id, reason })}
      />
    </Box>
  );
}

/** The confirmation: what is cancelled, the rule that decides what is taken back, and the required reason. */
function CancelDialog({
  requirement: r,
  busy,
  error,
  onClose,
  onConfirm,
}: {
  requirement: Requirement | null;
  busy: boolean;
  error: unknown;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = AdminRequirementCancelBody.safeParse({ reason });
    if (!checked.success) return setReasonError(checked.error.issues[0]?.message ?? 'กรุณาระบุเหตุผล');
    setReasonError(null);
    onConfirm(checked.data.reason);
  };
  return (
    <Dialog.Root open={r !== null} onOpenChange={(e) => !e.open && onClose()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>ยกเลิกเงื่อนไขเทิร์น #{r?.id}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {r && (
                  <Grid templateColumns="auto 1fr" columnGap="4" rowGap="1" fontSize="sm" mb="4">
                    <Text color="gray.600">สมาชิก</Text>
                    <Text>
                      {r.member_name} ({r.member_phone})
                    </Text>
                    <Text color="gray.600">รายการ</Text>
                    <Text>{r.title}</Text>
                    <Text color="gray.600">ความคืบหน้า</Text>
                    <Text>
                      {baht(r.done)} / {baht(r.required)} บาท
                    </Text>
                    <Text color="gray.600">โบนัส</Text>
                    <Text>{baht(r.bonus)} บาท</Text>
                    <Text color="gray.600">การหักคืน</Text>
                    <Text fontWeight="semibold" data-testid="cancel-rule">
                      {r.forfeit_rule ? FORFEIT_RULE_NAMES[r.forfeit_rule] : 'ตามเงื่อนไขของรายการนี้'}
                      {r.cancel_forfeit !== undefined && ` (ประมาณ ${baht(r.cancel_forfeit)} บาท)`}
                    </Text>
                  </Grid>
                )}
                <Field.Root required invalid={reasonError !== null}>
                  <Field.Label>
                    เหตุผล (บันทึกในประวัติการใช้งาน)
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Textarea
                    value={reason}
                    maxLength={200}
                    rows={3}
                    onChange={(e) => {
                      setReason(e.target.value);
                      setReasonError(null);
                    }}
                  />
                  {reasonError ? <Field.ErrorText>{reasonError}</Field.ErrorText> : <Field.HelperText>5-200 ตัวอักษร</Field.HelperText>}
                </Field.Root>
                {error !== null && error !== undefined && (
                  <Alert.Root status="error" mt="4" borderRadius="md">
                    <Alert.Indicator />
                    <Alert.Title>{failureMessage(error)}</Alert.Title>
                  </Alert.Root>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={busy}>
                  ปิด
                </Button>
                <Button type="submit" colorPalette="red" loading={busy}>
                  ยืนยันยกเลิกเงื่อนไข
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
