import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { PROMOTION_TYPE_NAMES } from '@contract/promotions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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
  Loaded,
  listPaging,
  Notice,
  PagedTable,
  SearchSelect,
  useManages,
  useNotice,
  useView,
  weightsText,
} from '../../app/kit';
import { bonusText, fetchPromotions, listQuery, oneQuery, type Promotion, promotionKeys, promotionsApi, requirementText } from './api';
import { PromotionDetail } from './PromotionDetail';
import { PromotionForm } from './PromotionForm';

const CSV_COLUMNS: CsvColumn<Promotion>[] = [
  { header: 'รหัส', value: (p) => p.id },
  { header: 'ชื่อโปรโมชั่น', value: (p) => p.title },
  { header: 'ประเภท', value: (p) => PROMOTION_TYPE_NAMES[p.type] },
  { header: 'สถานะ', value: (p) => LIFECYCLE_STATES[p.status].name },
  { header: 'โบนัส', value: (p) => bonusText(p) },
  { header: 'ฝากขั้นต่ำ', value: (p) => p.min_deposit.toFixed(2) },
  { header: 'เงื่อนไข', value: (p) => requirementText(p) },
  { header: 'เกมที่นับ', value: (p) => weightsText(p.weights) },
  { header: 'ถอนได้สูงสุด', value: (p) => (p.max_withdrawal === null ? '' : p.max_withdrawal.toFixed(2)) },
  { header: 'ผู้รับ', value: (p) => p.takers },
  { header: 'ไม่ได้รับ', value: (p) => p.refused },
  { header: 'โบนัสที่จ่าย', value: (p) => p.bonus_paid.toFixed(2) },
  { header: 'หักคืน', value: (p) => p.forfeited.toFixed(2) },
  { header: 'ยอดเทิร์นที่เกิด', value: (p) => p.turnover.toFixed(2) },
  { header: 'เริ่ม', value: (p) => bangkokTime(p.starts_at) },
  { header: 'สิ้นสุด', value: (p) => (p.ends_at ? bangkokTime(p.ends_at) : '') },
];

/**
 * Promotions (GET/POST/PUT /api/admin/promotions): the list with each one's figures, the form, pause,
 * resume and end; `?id=` opens one promotion with its takers. Everything in the address.
 */
export function PromotionsPage() {
  const [view, set] = useView('/shell/promotions');
  if (view.id) return <PromotionDetail id={view.id} onBack={() => set({ id: undefined })} />;
  return <PromotionList />;
}

/** The form for `?edit=new` or `?edit=<id>` (the promotion fetched, so a reload keeps it open). */
function EditPanel({ edit, onDone }: { edit: string; onDone: () => void }) {
  const id = edit === 'new' ? 0 : Number(edit);
  const one = useQuery({ ...oneQuery(id), enabled: id > 0 });
  if (edit === 'new') return <PromotionForm promotion={null} onDone={onDone} />;
  return <Loaded query={one}>{(p) => <PromotionForm key={p.id} promotion={p} onDone={onDone} />}</Loaded>;
}

function PromotionList() {
  const [view, set] = useView('/shell/promotions');
  const manages = useManages();
  const list = useQuery(listQuery(view));
  const queryClient = useQueryClient();
  const [ending, setEnding] = useState<number | null>(null);
  const notice = useNotice();
  const change = useMutation({
    mutationFn: (c: { id: number; status: Lifecycle }) => promotionsApi.status(c.id, c.status),
    onSuccess: (p) => {
      setEnding(null);
      notice.ok(`${p.title}: ${LIFECYCLE_STATES[p.status].name}`);
    },
    onError: notice.fail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
  });
  const open = (id: number) => set({ id, edit: undefined });
  const columns: Column<Promotion, NonNullable<typeof view.sort>>[] = [
    {
      header: 'โปรโมชั่น',
      sort: 'id',
      cell: (p) => (
        <>
          <Button variant="plain" size="sm" px="0" h="auto" fontWeight="semibold" onClick={() => open(p.id)}>
            {p.title}
          </Button>
          <Text fontSize="xs" color="gray.600">
            #{p.id} · {PROMOTION_TYPE_NAMES[p.type]}
            {p.visibility === 'coupon' ? ' · เฉพาะคูปอง' : ''}
          </Text>
          <Text fontSize="xs" color="gray.600">
            {bangkokTime(p.starts_at)} – {p.ends_at ? bangkokTime(p.ends_at) : 'ไม่มีกำหนด'}
          </Text>
        </>
      ),
    },
    {
      header: 'โบนัส / เงื่อนไข',
      style: { fontSize: 'sm' },
      cell: (p) => (
        <>
          <Text>
            {bonusText(p)} · ฝากขั้นต่ำ {baht(p.min_deposit)}
          </Text>
          <Text fontSize="xs" color="gray.600">
            {requirementText(p)} · {p.requirement_days} วัน
            {p.max_withdrawal !== null ? ` · ถอนสูงสุด ${baht(p.max_withdrawal)}` : ''}
          </Text>
          {p.requirement_kind === 'turnover' && (
            <Text fontSize="xs" color="gray.600">
              {weightsText(p.weights)}
            </Text>
          )}
        </>
      ),
    },
    { header: 'สถานะ', cell: (p) => <LifecycleBadge status={p.status} /> },
    {
      header: 'ผู้รับ',
      sort: 'takers',
      end: true,
      style: { whiteSpace: 'nowrap' },
      cell: (p) => (
        <>
          <Text>{count(p.takers)}</Text>
          {p.refused > 0 && (
            <Text fontSize="xs" color="gray.600">
              ไม่ได้รับ {count(p.refused)}
            </Text>
          )}
        </>
      ),
    },
    { header: 'โบนัสที่จ่าย', sort: 'bonus_paid', end: true, style: { whiteSpace: 'nowrap' }, cell: (p) => baht(p.bonus_paid) },
    { header: 'หักคืน', end: true, style: { whiteSpace: 'nowrap' }, cell: (p) => baht(p.forfeited) },
    { header: 'ยอดเทิร์น', end: true, style: { whiteSpace: 'nowrap' }, cell: (p) => baht(p.turnover) },
    { header: 'ลำดับ', sort: 'sort', end: true, cell: (p) => p.sort },
    {
      header: '',
      cell: (p) => (
        <Flex gap="1" justify="end" wrap="wrap">
          <Button size="xs" variant="outline" aria-label={`ผู้รับ ${p.title}`} onClick={() => open(p.id)}>
            ผู้รับ
          </Button>
          {manages && (
            <LifecycleButtons
              p={p}
              busy={change.isPending && change.variables?.id === p.id}
              confirming={ending === p.id}
              onEdit={() => set({ edit: String(p.id) })}
              onConfirm={(c) => setEnding(c ? p.id : null)}
              onStatus={(status) => change.mutate({ id: p.id, status })}
            />
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Box>
      {manages && view.edit && <EditPanel key={view.edit} edit={view.edit} onDone={() => set({ edit: undefined })} />}
      <FilterBar
        label="ตัวกรองโปรโมชั่น"
        actions={
          <>
            <ExportButton filename="promotions.csv" columns={CSV_COLUMNS} fetchPage={(p, size) => fetchPromotions(view, p, size)} />
            {manages && !view.edit && (
              <Button size="sm" colorPalette="blue" onClick={() => set({ edit: 'new' })}>
                สร้างโปรโมชั่น
              </Button>
            )}
          </>
        }
      >
        <SearchSelect route="/shell/promotions" name="status" label="สถานะ" options={LIFECYCLES} names={LIFECYCLE_FILTER} maxW="48" />
      </FilterBar>
      <Notice notice={notice.value} />
      <PagedTable
        query={list}
        label="รายการโปรโมชั่น"
        empty={view.status ? 'ไม่พบโปรโมชั่นที่ตรงกับตัวกรอง' : 'ยังไม่มีโปรโมชั่น'}
        columns={columns}
        top
        rowKey={(p) => p.id}
        rowProps={(p) => ({ 'data-testid': `promotion-${p.id}` })}
        {...listPaging(view, set)}
      />
    </Box>
  );
}
