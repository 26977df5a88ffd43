import { Box, Button, Flex, Heading, Input, Text } from '@chakra-ui/react';
import { COUPON_KIND_NAMES, COUPON_REDEMPTION_STATUS_NAMES } from '@contract/promotions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  baht,
  bangkokTime,
  type Column,
  type CsvColumn,
  count,
  ExportButton,
  FilterBar,
  LIFECYCLE_FILTER,
  LIFECYCLE_STATES,
  LIFECYCLES,
  type Lifecycle,
  LifecycleBadge,
  LifecycleButtons,
  listPaging,
  Notice,
  PagedTable,
  PageTabs,
  SearchSelect,
  StatusBadge,
  twoLines,
  useManages,
  useNotice,
  useView,
} from '../../app/kit';
import {
  type Batch,
  batchesQuery,
  type Coupon,
  couponKeys,
  couponsApi,
  couponsQuery,
  fetchBatchCodes,
  fetchCoupons,
  fetchRedemptions,
  type Redemption,
  redemptionsQuery,
} from './api';
import { CouponForm } from './CouponForm';

/** "เครดิตฟรี 100.00 บาท", "ฟรีสปิน 10 ครั้ง", "โบนัสเงินฝากครั้งถัดไป: ฝากแรก 50%". */
export function giftText(c: Pick<Coupon, 'kind' | 'amount' | 'promotion_title'>): string {
  if (c.kind === 'credit') return `${COUPON_KIND_NAMES.credit} ${baht(c.amount)} บาท`;
  if (c.kind === 'points') return `${count(c.amount)} แต้ม`;
  if (c.kind === 'free_spins') return `ฟรีสปิน ${count(c.amount)} ครั้ง`;
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
  { header: 'สถานะ', value: (c) => LIFECYCLE_STATES[c.status].name },
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
  const [, set] = useView('/shell/coupons');
  return (
    <PageTabs
      route="/shell/coupons"
      tabs={[
        { key: 'coupons', name: 'คูปอง', content: <CouponsTab /> },
        {
          key: 'batches',
          name: 'ชุดโค้ด',
          content: <BatchesTab onCodes={(batch_id) => set({ tab: 'coupons', batch_id, q: undefined, status: undefined, page: 1 })} />,
        },
      ]}
    />
  );
}

function CouponsTab() {
  const [view, set] = useView('/shell/coupons');
  const [draft, setDraft] = useState({ q: view.q ?? '', batch: view.batch_id ? String(view.batch_id) : '' });
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const [ending, setEnding] = useState<number | null>(null);
  const notice = useNotice();
  const manages = useManages();
  const list = useQuery(couponsQuery(view));
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (c: { id: number; status: Lifecycle }) => couponsApi.status(c.id, c.status),
    onSuccess: (c) => {
      setEnding(null);
      notice.ok(`คูปอง ${c.code}: ${LIFECYCLE_STATES[c.status].name}`);
    },
    onError: notice.fail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
  const selected = list.data?.items.find((c) => c.id === view.coupon);
  const filtered = Boolean(view.q || view.status || view.batch_id);
  const columns: Column<Coupon, NonNullable<typeof view.sort>>[] = [
    {
      header: 'โค้ด',
      sort: 'id',
      cell: (c) =>
        twoLines(
          <Text as="span" fontFamily="mono" fontWeight="semibold">
            {c.code}
          </Text>,
          `${c.name || '-'}${c.batch_id !== null ? ` · ชุด #${c.batch_id}` : ''}`,
        ),
    },
    {
      header: 'ได้รับ / เงื่อนไข',
      style: { fontSize: 'sm' },
      cell: (c) =>
        c.kind === 'credit'
          ? twoLines(
              giftText(c),
              `${c.turnover_multiplier > 0 ? `เทิร์น ${c.turnover_multiplier} เท่า · ${c.requirement_days} วัน` : 'ไม่ติดเทิร์น'}${c.max_withdrawal !== null ? ` · ถอนสูงสุด ${baht(c.max_withdrawal)}` : ''}`,
            )
          : giftText(c),
    },
    { header: 'สถานะ', cell: (c) => <LifecycleBadge status={c.status} /> },
    {
      header: 'ใช้แล้ว',
      sort: 'used',
      end: true,
      style: { whiteSpace: 'nowrap' },
      cell: (c) => `${count(c.used)} / ${c.quota === null ? 'ไม่จำกัด' : count(c.quota)}`,
    },
    {
      header: 'ช่วงเวลาใช้',
      sort: 'valid_until',
      style: { fontSize: 'xs', whiteSpace: 'nowrap' },
      cell: (c) => twoLines(bangkokTime(c.valid_from), c.valid_until ? `ถึง ${bangkokTime(c.valid_until)}` : 'ไม่มีวันหมดอายุ'),
    },
    {
      header: '',
      cell: (c) => (
        <Flex gap="1" justify="end" wrap="wrap">
          <Button size="xs" variant="outline" aria-label={`การใช้ ${c.code}`} onClick={() => set({ coupon: c.id, r_page: 1 })}>
            การใช้
          </Button>
          {manages && (
            <LifecycleButtons
              p={{ title: c.code, status: c.status }}
              busy={change.isPending && change.variables?.id === c.id}
              confirming={ending === c.id}
              onEdit={() => setEditing(c)}
              onConfirm={(on) => setEnding(on ? c.id : null)}
              onStatus={(status) => change.mutate({ id: c.id, status })}
            />
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Box>
      {manages && editing !== null && (
        <CouponForm
          key={editing === 'new' ? 'new' : editing.id}
          coupon={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <FilterBar
        label="ตัวกรองคูปอง"
        onSubmit={() => {
          const batch = Number(draft.batch.trim());
          set({ q: draft.q.trim() || undefined, batch_id: Number.isInteger(batch) && batch > 0 ? batch : undefined, page: 1 });
        }}
        onClear={
          filtered &&
          (() => {
            setDraft({ q: '', batch: '' });
            set({ q: undefined, status: undefined, batch_id: undefined, page: 1 });
          })
        }
        actions={
          <>
            <ExportButton filename="coupons.csv" columns={COUPON_COLUMNS} fetchPage={(p, size) => fetchCoupons(view, p, size)} />
            {manages && editing === null && (
              <Button size="sm" colorPalette="blue" onClick={() => setEditing('new')}>
                สร้างคูปอง
              </Button>
            )}
          </>
        }
      >
        <Input
          bg="white"
          maxW="52"
          placeholder="ค้นหาโค้ด"
          aria-label="ค้นหาโค้ด"
          value={draft.q}
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
        />
        <SearchSelect route="/shell/coupons" name="status" label="สถานะ" options={LIFECYCLES} names={LIFECYCLE_FILTER} />
        <Input
          bg="white"
          maxW="32"
          inputMode="numeric"
          placeholder="รหัสชุดโค้ด"
          aria-label="รหัสชุดโค้ด"
          value={draft.batch}
          onChange={(e) => setDraft({ ...draft, batch: e.target.value })}
        />
      </FilterBar>
      <Notice notice={notice.value} />
      <PagedTable
        query={list}
        label="รายการคูปอง"
        empty={filtered ? 'ไม่พบคูปองที่ตรงกับตัวกรอง' : 'ยังไม่มีคูปอง'}
        columns={columns}
        top
        rowKey={(c) => c.id}
        rowProps={(c) => ({ 'data-testid': `coupon-${c.id}`, bg: view.coupon === c.id ? 'blue.50' : undefined })}
        {...listPaging(view, set)}
      />
      {view.coupon && (
        <Redemptions
          id={view.coupon}
          code={selected?.code ?? `#${view.coupon}`}
          page={view.r_page}
          onPage={(r_page) => set({ r_page })}
          onClose={() => set({ coupon: undefined, r_page: 1 })}
        />
      )}
    </Box>
  );
}

const REDEMPTION_TABLE: Column<Redemption>[] = [
  { header: 'เวลา', style: { whiteSpace: 'nowrap' }, cell: (r) => bangkokTime(r.created_at) },
  { header: 'สมาชิก', style: { whiteSpace: 'nowrap' }, cell: (r) => `${r.member_phone} · #${r.member_id}` },
  { header: 'จำนวน', end: true, cell: (r) => count(r.amount) },
  {
    header: 'สถานะ',
    cell: (r) => (
      <StatusBadge colour={r.status === 'waiting_deposit' ? 'orange' : 'green'}>{COUPON_REDEMPTION_STATUS_NAMES[r.status]}</StatusBadge>
    ),
  },
];

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
      <PagedTable
        query={list}
        label={`ผู้ใช้คูปอง ${code}`}
        empty="ยังไม่มีสมาชิกใช้คูปองนี้"
        columns={REDEMPTION_TABLE}
        rowKey={(r) => r.id}
        onPage={onPage}
      />
    </Box>
  );
}

export const CODE_COLUMNS: CsvColumn<Coupon>[] = [
  { header: 'โค้ด', value: (c) => c.code },
  { header: 'ประเภท', value: (c) => COUPON_KIND_NAMES[c.kind] },
  { header: 'ได้รับ', value: (c) => giftText(c) },
  { header: 'สถานะ', value: (c) => LIFECYCLE_STATES[c.status].name },
  { header: 'ใช้แล้ว', value: (c) => c.used },
  { header: 'หมดอายุ', value: (c) => (c.valid_until ? bangkokTime(c.valid_until) : '') },
];

/** "ส่งออกโค้ด CSV": every code of a batch (GET /coupons?batch_id=N, page by page), saved as CSV. */
const ExportCodesButton = ({ batch, size = 'xs' }: { batch: { id: number }; size?: 'xs' | 'sm' }) => (
  <ExportButton
    filename={`coupon-batch-${batch.id}.csv`}
    columns={CODE_COLUMNS}
    fetchPage={(p, pageSize) => fetchBatchCodes(batch.id, p, pageSize)}
    text="ส่งออกโค้ด CSV"
    label={`ส่งออกโค้ด CSV ชุด #${batch.id}`}
    size={size}
  />
);

function BatchesTab({ onCodes }: { onCodes: (batchId: number) => void }) {
  const [view, set] = useView('/shell/coupons');
  const [creating, setCreating] = useState(false);
  const [made, setMade] = useState<{ batch_id: number; size: number } | null>(null);
  const manages = useManages();
  const columns: Column<Batch>[] = [
    { header: 'รหัส', cell: (b) => `#${b.id}` },
    { header: 'ชื่อชุด', cell: (b) => b.name },
    { header: 'จำนวนโค้ด', end: true, cell: (b) => count(b.size) },
    { header: 'ใช้แล้ว', end: true, cell: (b) => count(b.used) },
    { header: 'สร้างเมื่อ', style: { whiteSpace: 'nowrap' }, cell: (b) => bangkokTime(b.created_at) },
    {
      header: '',
      cell: (b) => (
        <Flex gap="1" justify="end">
          <Button size="xs" variant="outline" aria-label={`ดูโค้ดชุด #${b.id}`} onClick={() => onCodes(b.id)}>
            ดูโค้ด
          </Button>
          <ExportCodesButton batch={b} />
        </Flex>
      ),
    },
  ];
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
        <Flex align="center" gap="3" mb="4" wrap="wrap">
          <Notice notice={`สร้างชุดโค้ด #${made.batch_id} จำนวน ${count(made.size)} โค้ดแล้ว`} mb="0" />
          <ExportCodesButton batch={{ id: made.batch_id }} size="sm" />
        </Flex>
      )}
      <PagedTable
        query={useQuery(batchesQuery(view.b_page))}
        label="ชุดโค้ด"
        empty="ยังไม่มีชุดโค้ด"
        columns={columns}
        rowKey={(b) => b.id}
        rowProps={(b) => ({ 'data-testid': `batch-${b.id}` })}
        onPage={(b_page) => set({ b_page })}
      />
    </Box>
  );
}
