import { Box, Button, Flex, Grid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { REWARD_KIND_NAMES, type RewardEntryItem, type RewardKind } from '@contract/rewards';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ThaiDatePicker } from '@/components/date-picker';
import { FormField } from '@/components/form';
import { Panel } from '@/components/Panel';
import { QueryError } from '@/components/query/QueryError';
import { failureMessage } from '@/lib/api-error';
import { money, percentText, periodText, thaiDateTime } from './format';
import { BASE_NAMES, ProductTable, StatusBadge } from './parts';
import { NO_FILTER, type RewardFilter, rewardHistoryQuery } from './queries';

/** One period: its dates, status, base, percent, amount and expiry; its products open on demand. */
function HistoryRow({ e }: { e: RewardEntryItem }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box as="li" listStyleType="none" py="3" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
      <Flex justify="space-between" align="start" gap="3">
        <Box minW="0">
          <Text fontWeight="semibold">{periodText(e.period, e.period_end)}</Text>
          <Text fontSize="sm" color="fg.muted">
            {BASE_NAMES[e.kind]} {money(e.base)} · {percentText(e.percent)}
          </Text>
        </Box>
        <Stack align="end" gap="1" flexShrink={0}>
          <Text fontWeight="bold" color={e.amount > 0 ? 'gold.300' : 'fg.muted'}>
            {money(e.amount)}
          </Text>
          <StatusBadge status={e.status} name={e.status_name} />
        </Stack>
      </Flex>
      <Flex justify="space-between" align="center" gap="2" mt="1" wrap="wrap">
        <Text fontSize="xs" color="fg.muted">
          {e.status === 'claimed' && e.claimed_at
            ? `รับเมื่อ ${thaiDateTime(e.claimed_at)}`
            : e.expires_at
              ? `${e.status === 'expired' ? 'หมดอายุเมื่อ' : 'รับได้ถึง'} ${thaiDateTime(e.expires_at)}`
              : ''}
        </Text>
        {e.products.length > 0 && (
          <Button
            variant="ghost"
            size="xs"
            colorPalette="gold"
            px="1"
            aria-expanded={open}
            aria-controls={id}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? 'ซ่อนรายละเอียด' : 'ดูรายละเอียดแยกตามเกม'}
          </Button>
        )}
      </Flex>
      <Box id={id} hidden={!open} mt="2">
        {open && <ProductTable kind={e.kind} products={e.products} label={`รายละเอียด ${periodText(e.period, e.period_end)}`} />}
      </Box>
    </Box>
  );
}

function Pager({ page, pages, onPage, busy }: { page: number; pages: number; onPage: (p: number) => void; busy: boolean }) {
  if (pages <= 1) return null;
  return (
    <Flex justify="space-between" align="center" mt="3" gap="2">
      <Button size="sm" variant="outline" colorPalette="gold" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        ก่อนหน้า
      </Button>
      <Text fontSize="sm" color="fg.muted">
        หน้า {page} / {pages}
      </Text>
      <Button size="sm" variant="outline" colorPalette="gold" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
        ถัดไป
      </Button>
    </Flex>
  );
}

function HistoryList({ kind, filter, onPage }: { kind: RewardKind; filter: RewardFilter; onPage: (p: number) => void }) {
  const history = useQuery(rewardHistoryQuery(kind, filter));
  if (history.isPending) return <Skeleton h="32" rounded="xl" />;
  if (history.isError) return <QueryError message={failureMessage(history.error)} onRetry={() => void history.refetch()} />;
  const d = history.data;
  const pages = Math.max(1, Math.ceil(d.total / d.page_size));
  return (
    <Box opacity={history.isPlaceholderData ? 0.6 : 1} transition="opacity 0.2s">
      {d.items.length === 0 ? (
        <Text color="fg.muted" textAlign="center" py="6">
          ไม่มีรายการในช่วงนี้
        </Text>
      ) : (
        <Box as="ul" m="0" p="0" aria-label={`ประวัติ${REWARD_KIND_NAMES[kind]}`}>
          {d.items.map((e) => (
            <HistoryRow key={`${e.period}-${e.id ?? 'open'}`} e={e} />
          ))}
        </Box>
      )}
      <Pager page={d.page} pages={pages} onPage={onPage} busy={history.isFetching} />
    </Box>
  );
}

/** A reward's past periods, newest first, filtered by Bangkok dates, a page at a time. */
export function RewardHistory({ kind, title }: { kind: RewardKind; title: string }) {
  const [filter, setFilter] = useState<RewardFilter>(NO_FILTER);
  const rangeError = filter.from && filter.to && filter.from > filter.to ? 'วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น' : undefined;
  const setDates = (next: Partial<RewardFilter>) => setFilter((f) => ({ ...f, ...next, page: 1 }));
  return (
    <Panel
      title={title}
      actions={
        (filter.from || filter.to) && (
          <Button size="xs" variant="ghost" colorPalette="gold" onClick={() => setFilter(NO_FILTER)}>
            ล้างตัวกรอง
          </Button>
        )
      }
    >
      <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="3" mb="3">
        <FormField label="ตั้งแต่วันที่">
          <ThaiDatePicker
            label="ตั้งแต่วันที่"
            name="from"
            value={filter.from}
            max={filter.to || undefined}
            placeholder="ทุกวัน"
            onChange={(from) => setDates({ from })}
          />
        </FormField>
        <FormField label="ถึงวันที่" error={rangeError}>
          <ThaiDatePicker
            label="ถึงวันที่"
            name="to"
            value={filter.to}
            min={filter.from || undefined}
            placeholder="ทุกวัน"
            onChange={(to) => setDates({ to })}
          />
        </FormField>
      </Grid>
      {rangeError ? (
        <Text color="fg.muted" textAlign="center" py="6">
          กรุณาเลือกช่วงวันที่ให้ถูกต้อง
        </Text>
      ) : (
        <HistoryList kind={kind} filter={filter} onPage={(page) => setFilter((f) => ({ ...f, page }))} />
      )}
    </Panel>
  );
}
