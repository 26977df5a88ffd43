import { Alert, Badge, Box, Button, Flex, Heading, Input, Table, Tabs, Text } from '@chakra-ui/react';
import { COUPON_KIND_NAMES, COUPON_REDEMPTION_STATUS_NAMES } from '@contract/promotions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import { type CsvColumn, downloadText, fetchAllPages, toCsv } from '../../app/csv';
import { baht, bangkokTime, Empty, ExportButton, Failure, Loading, Pager, SortHeader } from '../../app/ui';
import { useUrlState } from '../../app/url-state';
import { StatusButtons } from '../promotions/parts';
import { type PromoStatus, Select, STATUS_OPTIONS, StatusBadge, statusName, useManages } from '../promotions/shared';
import {
  type Batch,
  batchesQuery,
  type Coupon,
  type CouponView,
  couponKeys,
  couponsApi,
  couponsQuery,
  fetchBatchCodes,
  fetchCoupons,
  fetchRedemptions,
  PAGE_SIZE,
  type Redemption,
  redemptionsQuery,
} from './api';
import { CouponForm } from './CouponForm';

const TABS = [
  { key: 'coupons', name: 'คูปอง' },
  { key: 'batches', name: 'ชุดโค้ด' },
] as const;
const STATUS_FILTER: Record<string, string> = {
  '': 'ทุกสถานะ',
  active: statusName('active'),
  paused: statusName('paused'),
  ended: statusName('ended'),
};

/** "เครดิตฟรี 100.00 บาท", "ฟรีสปิน 10 ครั้ง", "โบนัสเงินฝากครั้งถัดไป: ฝากแรก 50%". */
export function giftText(c: Pick<Coupon, 'kind' | 'amount' | 'promotion_title'>): string {
  if (c.kind === 'credit') return `${COUPON_KIND_NAMES.credit} ${baht(c.amount)} บาท`;
  if (c.kind === 'points') return `${c.amount.toLocaleString('th-TH')} แต้ม`;
  if (c.kind === 'free_spins') return `ฟรีสปิน ${c.amount.toLocaleString('th-TH')} ครั้ง`;
  return `${COUPON_KIND_NAMES.deposit_bonus}: ${c.promotion_title ?? '-'}`;
}

export const COUPON_COLUMNS: CsvColumn<Coupon>[] = [
  { header: 'โค้ด', value: (c) => c.code },
  { header: 'ชื่อ', value: (c) => c.name },
  { header: 'ชุดโค้ด', value: (c) => c.batch_id },
  { header: 'ประเภท', value: (c) => COUPON_KIND_NAMES[c.kind] },
  { header: 'ได้รับ', value: (c) => giftText(c) },
  { header: 'เทิร์น (เท่า)', value: (c) => c.turnover_multiplier },
  { header: 'ถอนได้สูงสุด', value: (c) => (c.max_withdrawal === null ? '' : c.max_withdrawal.toFixed(2)) },
  { header: 'สิทธิ์ทั้งหมด', value: (c) => c.quota ?? 'ไม่จำกัด' },
  { header: 'ใช้แล้ว', value: (c) => c.used },
  { header: 'สถานะ', value: (c) => statusName(c.status) },
  { header: 'ใช้ได้ตั้งแต่', value: (c) => bangkokTime(c.valid_from) },
  { header: 'หมดอายุ', value: (c) => (c.valid_until ? bangkokTime(c.valid_until) : '') },
];

const REDEMPTION_COLUMNS: CsvColumn<Redemption>[] = [
  { header: 'เวลา', value: (r) => bangkokTime(r.created_at) },
  { header: 'โค้ด', value: (r) => r.code },
  { header: 'รหัสสมาชิก', value: (r) => r.member_id },
  { header: 'เบอร์โทร', value: (r) => r.member_phone },
  { header: 'จำนวน', value: (r) => r.amount },
  { header: 'สถานะ', value: (r) => COUPON_REDEMPTION_STATUS_NAMES[r.status] },
];

/** Coupons and batches of unique codes (GET/POST/PUT /api/admin/coupons, /coupon-batches); the tab in the address. */
export function CouponsPage() {
  const [url, setUrl] = useUrlState({ tab: 'coupons', batch_id: 0, q: '', status: '', page: 1 });
  const tab = TABS.some((t) => t.key === url.tab) ? url.tab : 'coupons';
  return (
    <Tabs.Root value={tab} onValueChange={(e) => setUrl({ tab: e.value })} variant="line" lazyMount unmountOnExit>
      <Tabs.List bg="white" borderRadius="md" mb="4">
        {TABS.map((t) => (
          <Tabs.Trigger key={t.key} value={t.key}>
            {t.name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="coupons" p="0">
        <CouponsTab />
      </Tabs.Content>
      <Tabs.Content value="batches" p="0">
        <BatchesTab onCodes={(batch_id) => setUrl({ tab: 'coupons', batch_id, q: '', status: '', page: 1 })} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

function CouponsTab() {
  const [view, setView] = useUrlState({ q: '', status: '', batch_id: 0, sort: '', dir: 'desc', page: 1, coupon: 0, r_page: 1 });
  const [draft, setDraft] = useState({ q: view.q, batch: view.batch_id ? String(view.batch_id) : '' });
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const [ending, setEnding] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ status: 'success' | 'error'; text: string } | null>(null);
  const manages = useManages();
  const listView: CouponView = { q: view.q, status: view.status, batch_id: view.batch_id, sort: view.sort, dir: view.dir, page: view.page };
  const list = useQuery(couponsQuery(listView));
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (c: { id: number; status: PromoStatus }) => couponsApi.status(c.id, c.status),
    onSuccess: (c) => {
      setEnding(null);
      setNotice({ status: 'success', text: `คูปอง ${c.code}: ${statusName(c.status)}` });
    },
    onError: (err) => setNotice({ status: 'error', text: failureMessage(err) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
  const search = (e: FormEvent) => {
    e.preventDefault();
    const batch = Number(draft.batch.trim());
    setView({ q: draft.q.trim(), batch_id: Number.isInteger(batch) && batch > 0 ? batch : 0, page: 1 });
  };
  const onSort = (s: { sort: string; dir: string }) => setView({ ...s, page: 1 });
  const selected = list.data?.items.find((c) => c.id === view.coupon);
  const filtered = Boolean(view.q || view.status || view.batch_id);

  return (
    <Box>
      {manages && editing !== null && (
        <CouponForm
          key={editing === 'new' ? 'new' : editing.id}
          coupon={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <form onSubmit={search} aria-label="ตัวกรองคูปอง">
        <Flex gap="2" mb="4" wrap="wrap" align="center">
          <Input
            bg="white"
            maxW="52"
            placeholder="ค้นหาโค้ด"
            aria-label="ค้นหาโค้ด"
            value={draft.q}
            onChange={(e) => setDraft({ ...draft, q: e.target.value })}
          />
          <Select
            label="สถานะ"
            value={view.status}
            options={['', ...STATUS_OPTIONS]}
            names={STATUS_FILTER}
            onChange={(status) => setView({ status, page: 1 })}
            maxW="44"
          />
          <Input
            bg="white"
            maxW="32"
            inputMode="numeric"
            placeholder="รหัสชุดโค้ด"
            aria-label="รหัสชุดโค้ด"
            value={draft.batch}
            onChange={(e) => setDraft({ ...draft, batch: e.target.value })}
          />
          <Button type="submit" colorPalette="blue">
            ค้นหา
          </Button>
          {filtered && (
            <Button
              variant="ghost"
              onClick={() => {
                setDraft({ q: '', batch: '' });
                setView({ q: '', status: '', batch_id: 0, page: 1 });
              }}
            >
              ล้างตัวกรอง
            </Button>
          )}
          <Box flex="1" />
          <ExportButton filename="coupons.csv" columns={COUPON_COLUMNS} fetchPage={(p, size) => fetchCoupons(listView, p, size)} />
          {manages && editing === null && (
            <Button size="sm" colorPalette="blue" onClick={() => setEditing('new')}>
              สร้างคูปอง
            </Button>
          )}
        </Flex>
      </form>

      {notice && (
        <Alert.Root status={notice.status} mb="4" borderRadius="md" role={notice.status === 'error' ? 'alert' : 'status'}>
          <Alert.Indicator />
          <Alert.Title>{notice.text}</Alert.Title>
        </Alert.Root>
      )}

      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Failure error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <Empty>{filtered ? 'ไม่พบคูปองที่ตรงกับตัวกรอง' : 'ยังไม่มีคูปอง'}</Empty>
      ) : (
        <>
          <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
            <Table.Root size="sm" aria-label="รายการคูปอง">
              <Table.Header>
                <Table.Row>
                  <SortHeader column="id" sort={view.sort} dir={view.dir} onSort={onSort}>
                    โค้ด
                  </SortHeader>
                  <Table.ColumnHeader>ได้รับ / เงื่อนไข</Table.ColumnHeader>
                  <Table.ColumnHeader>สถานะ</Table.ColumnHeader>
                  <SortHeader column="used" sort={view.sort} dir={view.dir} onSort={onSort} textAlign="end">
                    ใช้แล้ว
                  </SortHeader>
                  <SortHeader column="valid_until" sort={view.sort} dir={view.dir} onSort={onSort}>
                    ช่วงเวลาใช้
                  </SortHeader>
                  <Table.ColumnHeader />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.data.items.map((c) => (
                  <Table.Row key={c.id} data-testid={`coupon-${c.id}`} bg={view.coupon === c.id ? 'blue.50' : undefined}>
                    <Table.Cell verticalAlign="top">
                      <Text fontFamily="mono" fontWeight="semibold">
                        {c.code}
                      </Text>
                      <Text fontSize="xs" color="gray.600">
                        {c.name || '-'}
                        {c.batch_id !== null ? ` · ชุด #${c.batch_id}` : ''}
                      </Text>
                    </Table.Cell>
                    <Table.Cell verticalAlign="top" fontSize="sm">
                      <Text>{giftText(c)}</Text>
                      {c.kind === 'credit' && (
                        <Text fontSize="xs" color="gray.600">
                          {c.turnover_multiplier > 0 ? `เทิร์น ${c.turnover_multiplier} เท่า · ${c.requirement_days} วัน` : 'ไม่ติดเทิร์น'}
                          {c.max_withdrawal !== null ? ` · ถอนสูงสุด ${baht(c.max_withdrawal)}` : ''}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell verticalAlign="top">
                      <StatusBadge status={c.status} />
                    </Table.Cell>
                    <Table.Cell verticalAlign="top" textAlign="end" whiteSpace="nowrap">
                      {c.used.toLocaleString('th-TH')} / {c.quota === null ? 'ไม่จำกัด' : c.quota.toLocaleString('th-TH')}
                    </Table.Cell>
                    <Table.Cell verticalAlign="top" fontSize="xs" whiteSpace="nowrap">
                      <Text>{bangkokTime(c.valid_from)}</Text>
                      <Text color="gray.600">{c.valid_until ? `ถึง ${bangkokTime(c.valid_until)}` : 'ไม่มีวันหมดอายุ'}</Text>
                    </Table.Cell>
                    <Table.Cell verticalAlign="top">
                      <Flex gap="1" justify="end" wrap="wrap">
                        <Button
                          size="xs"
                          variant="outline"
                          aria-label={`การใช้ ${c.code}`}
                          onClick={() => setView({ coupon: c.id, r_page: 1 })}
                        >
                          การใช้
                        </Button>
                        {manages && (
                          <StatusButtons
                            p={{ title: c.code, status: c.status }}
                            busy={change.isPending && change.variables?.id === c.id}
                            confirming={ending === c.id}
                            onEdit={() => setEditing(c)}
                            onConfirm={(on) => setEnding(on ? c.id : null)}
                            onStatus={(status) => change.mutate({ id: c.id, status })}
                          />
                        )}
                      </Flex>
                    </Table.Cell>
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
      {view.coupon > 0 && (
        <Redemptions
          id={view.coupon}
          code={selected?.code ?? `#${view.coupon}`}
          page={view.r_page}
          onPage={(r_page) => setView({ r_page })}
          onClose={() => setView({ coupon: 0, r_page: 1 })}
        />
      )}
    </Box>
  );
}

/** Who redeemed one coupon (GET /coupons/:id/redemptions), paged, with its CSV. */
function Redemptions({
  id,
  code,
  page,
  onPage,
  onClose,
}: {
  id: number;
  code: string;
  page: number;
  onPage: (p: number) => void;
  onClose: () => void;
}) {
  const list = useQuery(redemptionsQuery(id, page));
  const box = useRef<HTMLDivElement>(null);
  // Below a long list: bring it into view when a coupon is picked.
  useEffect(() => {
    if (id) box.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [id]);
  return (
    <Box ref={box} mt="6" aria-label={`การใช้คูปอง ${code}`} role="region">
      <Flex align="center" gap="2" mb="3" wrap="wrap">
        <Heading size="md">การใช้คูปอง {code}</Heading>
        <Box flex="1" />
        <ExportButton
          filename={`coupon-${id}-redemptions.csv`}
          columns={REDEMPTION_COLUMNS}
          fetchPage={(p, size) => fetchRedemptions(id, p, size)}
        />
        <Button size="sm" variant="ghost" onClick={onClose}>
          ปิด
        </Button>
      </Flex>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Failure error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <Empty>ยังไม่มีสมาชิกใช้คูปองนี้</Empty>
      ) : (
        <>
          <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
            <Table.Root size="sm" aria-label={`ผู้ใช้คูปอง ${code}`}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>เวลา</Table.ColumnHeader>
                  <Table.ColumnHeader>สมาชิก</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">จำนวน</Table.ColumnHeader>
                  <Table.ColumnHeader>สถานะ</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.data.items.map((r) => (
                  <Table.Row key={r.id}>
                    <Table.Cell whiteSpace="nowrap">{bangkokTime(r.created_at)}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      {r.member_phone} · #{r.member_id}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{r.amount.toLocaleString('th-TH')}</Table.Cell>
                    <Table.Cell>
                      <Badge variant="subtle" colorPalette={r.status === 'waiting_deposit' ? 'orange' : 'green'}>
                        {COUPON_REDEMPTION_STATUS_NAMES[r.status]}
                      </Badge>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <Pager page={list.data.page} pageSize={list.data.page_size ?? PAGE_SIZE} total={list.data.total} onPage={onPage} />
        </>
      )}
    </Box>
  );
}

export const CODE_COLUMNS: CsvColumn<Coupon>[] = [
  { header: 'โค้ด', value: (c) => c.code },
  { header: 'ประเภท', value: (c) => COUPON_KIND_NAMES[c.kind] },
  { header: 'ได้รับ', value: (c) => giftText(c) },
  { header: 'สถานะ', value: (c) => statusName(c.status) },
  { header: 'ใช้แล้ว', value: (c) => c.used },
  { header: 'หมดอายุ', value: (c) => (c.valid_until ? bangkokTime(c.valid_until) : '') },
];

/** "ส่งออกโค้ด CSV": every code of a batch (GET /coupons?batch_id=N, page by page), saved as CSV. */
function ExportCodesButton({ batch, size = 'xs' }: { batch: { id: number; name?: string }; size?: 'xs' | 'sm' }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      const rows = await fetchAllPages((p, pageSize) => fetchBatchCodes(batch.id, p, pageSize));
      downloadText(`coupon-batch-${batch.id}.csv`, toCsv(rows, CODE_COLUMNS));
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex align="center" gap="2">
      <Button
        size={size}
        variant="outline"
        onClick={run}
        loading={busy}
        loadingText="กำลังส่งออก..."
        aria-label={`ส่งออกโค้ด CSV ชุด #${batch.id}`}
      >
        ส่งออกโค้ด CSV
      </Button>
      {error !== null && (
        <Text role="alert" fontSize="xs" color="red.700">
          {failureMessage(error)}
        </Text>
      )}
    </Flex>
  );
}

function BatchesTab({ onCodes }: { onCodes: (batchId: number) => void }) {
  const [view, setView] = useUrlState({ b_page: 1 });
  const [creating, setCreating] = useState(false);
  const [made, setMade] = useState<{ batch_id: number; size: number } | null>(null);
  const manages = useManages();
  const list = useQuery(batchesQuery(view.b_page));
  return (
    <Box>
      {manages && creating && <CouponForm coupon={null} batch onBatch={setMade} onDone={() => setCreating(false)} />}
      <Flex gap="2" mb="4" align="center" wrap="wrap">
        <Text color="gray.600" fontSize="sm">
          ชุดโค้ดสร้างโค้ดที่ไม่ซ้ำกันจำนวนมาก แต่ละโค้ดใช้ได้ครั้งเดียว
        </Text>
        <Box flex="1" />
        {manages && !creating && (
          <Button
            size="sm"
            colorPalette="blue"
            onClick={() => {
              setMade(null);
              setCreating(true);
            }}
          >
            สร้างชุดโค้ด
          </Button>
        )}
      </Flex>
      {made && (
        <Alert.Root status="success" mb="4" borderRadius="md" role="status">
          <Alert.Indicator />
          <Alert.Title>
            สร้างชุดโค้ด #{made.batch_id} จำนวน {made.size.toLocaleString('th-TH')} โค้ดแล้ว
          </Alert.Title>
          <ExportCodesButton batch={{ id: made.batch_id }} size="sm" />
        </Alert.Root>
      )}
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Failure error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <Empty>ยังไม่มีชุดโค้ด</Empty>
      ) : (
        <>
          <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
            <Table.Root size="sm" aria-label="ชุดโค้ด">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>รหัส</Table.ColumnHeader>
                  <Table.ColumnHeader>ชื่อชุด</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">จำนวนโค้ด</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">ใช้แล้ว</Table.ColumnHeader>
                  <Table.ColumnHeader>สร้างเมื่อ</Table.ColumnHeader>
                  <Table.ColumnHeader />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.data.items.map((b: Batch) => (
                  <Table.Row key={b.id} data-testid={`batch-${b.id}`}>
                    <Table.Cell>#{b.id}</Table.Cell>
                    <Table.Cell>{b.name}</Table.Cell>
                    <Table.Cell textAlign="end">{b.size.toLocaleString('th-TH')}</Table.Cell>
                    <Table.Cell textAlign="end">{b.used.toLocaleString('th-TH')}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{bangkokTime(b.created_at)}</Table.Cell>
                    <Table.Cell>
                      <Flex gap="1" justify="end">
                        <Button size="xs" variant="outline" aria-label={`ดูโค้ดชุด #${b.id}`} onClick={() => onCodes(b.id)}>
                          ดูโค้ด
                        </Button>
                        <ExportCodesButton batch={b} />
                      </Flex>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <Pager
            page={list.data.page}
            pageSize={list.data.page_size ?? PAGE_SIZE}
            total={list.data.total}
            onPage={(p) => setView({ b_page: p })}
          />
        </>
      )}
    </Box>
  );
}
