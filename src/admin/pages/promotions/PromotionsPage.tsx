import { Alert, Box, Button, Flex, Table, Text } from '@chakra-ui/react';
import { PROMOTION_TYPE_NAMES } from '@contract/promotions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import type { CsvColumn } from '../../app/csv';
import { baht, bangkokTime, Empty, ExportButton, Failure, Loading, Pager, SortHeader } from '../../app/ui';
import { useUrlState } from '../../app/url-state';
import { fetchPromotions, type ListView, listQuery, oneQuery, PAGE_SIZE, type Promotion, promotionKeys, promotionsApi } from './api';
import { PromotionDetail } from './PromotionDetail';
import { PromotionForm } from './PromotionForm';
import { bonusText, requirementText, StatusButtons } from './parts';
import { type PromoStatus, Select, STATUS_OPTIONS, StatusBadge, statusName, useManages, weightsText } from './shared';

const CSV_COLUMNS: CsvColumn<Promotion>[] = [
  { header: 'รหัส', value: (p) => p.id },
  { header: 'ชื่อโปรโมชั่น', value: (p) => p.title },
  { header: 'ประเภท', value: (p) => PROMOTION_TYPE_NAMES[p.type] },
  { header: 'สถานะ', value: (p) => statusName(p.status) },
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

const FILTER_NAMES: Record<string, string> = {
  '': 'ทุกสถานะ',
  active: statusName('active'),
  paused: statusName('paused'),
  ended: statusName('ended'),
};

/**
 * Promotions (GET/POST/PUT /api/admin/promotions): the list with each one's figures, the form, pause,
 * resume and end; `?id=` opens one promotion with its takers. Everything in the address.
 */
export function PromotionsPage() {
  const [url, setUrl] = useUrlState({ id: 0, edit: '' });
  if (url.id > 0) return <PromotionDetail id={url.id} onBack={() => setUrl({ id: 0 })} />;
  return <PromotionList edit={url.edit} onEdit={(edit) => setUrl({ edit })} onOpen={(id) => setUrl({ id, edit: '' })} />;
}

/** The form for `?edit=new` or `?edit=<id>` (the promotion fetched, so a reload keeps it open). */
function EditPanel({ edit, onDone }: { edit: string; onDone: () => void }) {
  const id = edit === 'new' ? 0 : Number(edit);
  const one = useQuery({ ...oneQuery(id), enabled: id > 0 });
  if (edit === 'new') return <PromotionForm promotion={null} onDone={onDone} />;
  if (one.isPending) return <Loading />;
  if (one.isError) return <Failure error={one.error} onRetry={() => one.refetch()} />;
  return <PromotionForm key={one.data.id} promotion={one.data} onDone={onDone} />;
}

function PromotionList({ edit, onEdit, onOpen }: { edit: string; onEdit: (edit: string) => void; onOpen: (id: number) => void }) {
  const [view, setView] = useUrlState({ status: '', sort: '', dir: 'desc', page: 1 });
  const manages = useManages();
  const list = useQuery(listQuery(view as ListView));
  const queryClient = useQueryClient();
  const [ending, setEnding] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ status: 'success' | 'error'; text: string } | null>(null);
  const change = useMutation({
    mutationFn: (c: { id: number; status: PromoStatus }) => promotionsApi.status(c.id, c.status),
    onSuccess: (p) => {
      setEnding(null);
      setNotice({ status: 'success', text: `${p.title}: ${statusName(p.status)}` });
    },
    onError: (err) => setNotice({ status: 'error', text: failureMessage(err) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
  });
  const onSort = (s: { sort: string; dir: string }) => setView({ ...s, page: 1 });

  return (
    <Box>
      {manages && edit !== '' && <EditPanel key={edit} edit={edit} onDone={() => onEdit('')} />}
      <Flex gap="2" mb="4" wrap="wrap" align="center">
        <Select
          label="สถานะ"
          value={view.status}
          options={['', ...STATUS_OPTIONS]}
          names={FILTER_NAMES}
          onChange={(status) => setView({ status, page: 1 })}
          maxW="48"
        />
        <Box flex="1" />
        <ExportButton filename="promotions.csv" columns={CSV_COLUMNS} fetchPage={(p, size) => fetchPromotions(view as ListView, p, size)} />
        {manages && edit === '' && (
          <Button size="sm" colorPalette="blue" onClick={() => onEdit('new')}>
            สร้างโปรโมชั่น
          </Button>
        )}
      </Flex>

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
        <Empty>{view.status ? 'ไม่พบโปรโมชั่นที่ตรงกับตัวกรอง' : 'ยังไม่มีโปรโมชั่น'}</Empty>
      ) : (
        <>
          <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
            <Table.Root size="sm" aria-label="รายการโปรโมชั่น">
              <Table.Header>
                <Table.Row>
                  <SortHeader column="id" sort={view.sort} dir={view.dir} onSort={onSort}>
                    โปรโมชั่น
                  </SortHeader>
                  <Table.ColumnHeader whiteSpace="nowrap">โบนัส / เงื่อนไข</Table.ColumnHeader>
                  <Table.ColumnHeader whiteSpace="nowrap">สถานะ</Table.ColumnHeader>
                  <SortHeader column="takers" sort={view.sort} dir={view.dir} onSort={onSort} textAlign="end">
                    ผู้รับ
                  </SortHeader>
                  <SortHeader column="bonus_paid" sort={view.sort} dir={view.dir} onSort={onSort} textAlign="end">
                    โบนัสที่จ่าย
                  </SortHeader>
                  <Table.ColumnHeader textAlign="end" whiteSpace="nowrap">
                    หักคืน
                  </Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end" whiteSpace="nowrap">
                    ยอดเทิร์น
                  </Table.ColumnHeader>
                  <SortHeader column="sort" sort={view.sort} dir={view.dir} onSort={onSort} textAlign="end">
                    ลำดับ
                  </SortHeader>
                  <Table.ColumnHeader />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.data.items.map((p) => (
                  <Table.Row key={p.id} data-testid={`promotion-${p.id}`}>
                    <Table.Cell verticalAlign="top">
                      <Button variant="plain" size="sm" px="0" h="auto" fontWeight="semibold" onClick={() => onOpen(p.id)}>
                        {p.title}
                      </Button>
                      <Text fontSize="xs" color="gray.600">
                        #{p.id} · {PROMOTION_TYPE_NAMES[p.type]}
                        {p.visibility === 'coupon' ? ' · เฉพาะคูปอง' : ''}
                      </Text>
                      <Text fontSize="xs" color="gray.600">
                        {bangkokTime(p.starts_at)} – {p.ends_at ? bangkokTime(p.ends_at) : 'ไม่มีกำหนด'}
                      </Text>
                    </Table.Cell>
                    <Table.Cell verticalAlign="top" fontSize="sm">
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
                    </Table.Cell>
                    <Table.Cell verticalAlign="top">
                      <StatusBadge status={p.status} />
                    </Table.Cell>
                    <Table.Cell verticalAlign="top" textAlign="end" whiteSpace="nowrap">
                      <Text>{p.takers.toLocaleString('th-TH')}</Text>
                      {p.refused > 0 && (
                        <Text fontSize="xs" color="gray.600">
                          ไม่ได้รับ {p.refused.toLocaleString('th-TH')}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell verticalAlign="top" textAlign="end" whiteSpace="nowrap">
                      {baht(p.bonus_paid)}
                    </Table.Cell>
                    <Table.Cell verticalAlign="top" textAlign="end" whiteSpace="nowrap">
                      {baht(p.forfeited)}
                    </Table.Cell>
                    <Table.Cell verticalAlign="top" textAlign="end" whiteSpace="nowrap">
                      {baht(p.turnover)}
                    </Table.Cell>
                    <Table.Cell verticalAlign="top" textAlign="end">
                      {p.sort}
                    </Table.Cell>
                    <Table.Cell verticalAlign="top">
                      <Flex gap="1" justify="end" wrap="wrap">
                        <Button size="xs" variant="outline" aria-label={`ผู้รับ ${p.title}`} onClick={() => onOpen(p.id)}>
                          ผู้รับ
                        </Button>
                        {manages && (
                          <StatusButtons
                            p={p}
                            busy={change.isPending && change.variables?.id === p.id}
                            confirming={ending === p.id}
                            onEdit={() => onEdit(String(p.id))}
                            onConfirm={(c) => setEnding(c ? p.id : null)}
                            onStatus={(status) => change.mutate({ id: p.id, status })}
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
    </Box>
  );
}
