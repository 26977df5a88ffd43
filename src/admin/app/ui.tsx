import { Alert, Box, Button, Flex, Spinner, Table, Text } from '@chakra-ui/react';
import { BE_OFFSET, THAI_MONTHS } from '@contract/thai-calendar';
import { type ReactNode, useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import { type CsvColumn, downloadText, fetchAllPages, toCsv } from './csv';

/** The states every back-office list shares: loading, nothing found, a failure with retry. */
export function Loading({ label = 'กำลังโหลด...' }: { label?: string }) {
  return (
    <Flex role="status" align="center" gap="3" py="10" justify="center" color="gray.600">
      <Spinner size="sm" />
      <Text>{label}</Text>
    </Flex>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <Box py="10" textAlign="center" color="gray.600" borderWidth="1px" borderStyle="dashed" borderRadius="md" bg="white">
      {children}
    </Box>
  );
}

export function Failure({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Alert.Root status="error" borderRadius="md">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{failureMessage(error)}</Alert.Title>
      </Alert.Content>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          ลองใหม่
        </Button>
      )}
    </Alert.Root>
  );
}

/** Page n of a server-paged list. */
export function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (p: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Flex align="center" justify="space-between" gap="3" pt="3" color="gray.700" fontSize="sm">
      <Text>
        ทั้งหมด {total.toLocaleString('th-TH')} รายการ · หน้า {page} / {pages}
      </Text>
      <Flex gap="2">
        <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          ก่อนหน้า
        </Button>
        <Button size="xs" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          ถัดไป
        </Button>
      </Flex>
    </Flex>
  );
}

/** A date-time as Bangkok reads it (operators and the audit trail speak Thai time). */
export function bangkokTime(iso: string): string {
  return new Date(iso).toLocaleString('th-TH', { timeZone: 'Asia/Bangkok', dateStyle: 'medium', timeStyle: 'short' });
}

/** A calendar date (YYYY-MM-DD, e.g. a birth date) as Thais write it: 15 พฤษภาคม 2533. */
export function thaiDate(ymd: string | null | undefined): string {
  const m = ymd ? /^(\d{4})-(\d{2})-(\d{2})/.exec(ymd) : null;
  if (!m) return ymd || '-';
  return `${Number(m[3])} ${THAI_MONTHS[Number(m[2]) - 1]} ${Number(m[1]) + BE_OFFSET}`;
}

/** Baht on the wire (contract/money.ts) shown with two decimals. */
export function baht(amount: number): string {
  return amount.toLocaleString('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/**
 * A sortable column heading: pressing it sorts the server's list by `column`, pressing again turns
 * the direction. `sort`/`dir` are the list's current order (from useUrlState).
 */
export function SortHeader({
  column,
  sort,
  dir,
  onSort,
  children,
  textAlign,
}: {
  column: string;
  sort: string;
  dir: string;
  onSort: (next: { sort: string; dir: 'asc' | 'desc' }) => void;
  children: ReactNode;
  textAlign?: 'start' | 'end';
}) {
  const active = sort === column;
  const next = active && dir === 'desc' ? 'asc' : 'desc';
  return (
    <Table.ColumnHeader
      whiteSpace="nowrap"
      textAlign={textAlign}
      aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <Button variant="plain" size="xs" px="0" fontWeight="semibold" onClick={() => onSort({ sort: column, dir: next })}>
        {children}
        <span aria-hidden="true">{active ? (dir === 'asc' ? ' ▲' : ' ▼') : ' ↕'}</span>
      </Button>
    </Table.ColumnHeader>
  );
}

/** "ส่งออก CSV": fetches every row of the current view (fetchAllPages) and saves it (toCsv). */
export function ExportButton<T>({
  filename,
  columns,
  fetchPage,
}: {
  filename: string;
  columns: readonly CsvColumn<T>[];
  fetchPage: (page: number, pageSize: number) => Promise<{ items: T[]; total: number }>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      downloadText(filename, toCsv(await fetchAllPages(fetchPage), columns));
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex align="center" gap="2">
      <Button size="sm" variant="outline" onClick={run} loading={busy} loadingText="กำลังส่งออก...">
        ส่งออก CSV
      </Button>
      {error !== null && (
        <Text role="alert" fontSize="sm" color="red.700">
          {failureMessage(error)}
        </Text>
      )}
    </Flex>
  );
}
