import { Box, Button, Flex, Table, type TableCellProps, type TableRowProps, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type Key, type ReactNode } from 'react';
import { Loaded } from './states';

/** A server-paged list's answer (`adminPaged` in contract/admin.ts). */
export type Paged<T> = { items: T[]; page: number; page_size: number; total: number };

/** A server-sorted list's order (a column of S), as its route's search keeps it. */
export type Order<S extends string = string> = { sort?: S; dir: 'asc' | 'desc' };

/** A cell's own styles and attributes. */
export type CellStyle = TableCellProps & { 'data-testid'?: string };

/** One column of a back-office table. */
export type Column<T, S extends string = string> = {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The server's sort column: the heading then sorts the list by it. */
  sort?: S;
  /** Figures and amounts: right-aligned. */
  end?: boolean;
  /** More styles for the column's cells, the same for every row or per row. */
  style?: CellStyle | ((row: T) => CellStyle);
  /** Left out (a column only some roles or widths get). */
  hidden?: boolean;
};

/** A cell's main line with a smaller grey line under it. */
export const twoLines = (first: ReactNode, second: ReactNode) => (
  <>
    <Text>{first}</Text>
    <Text fontSize="xs" color="gray.600">
      {second}
    </Text>
  </>
);

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

/**
 * A sortable column heading: pressing it sorts the server's list by `column`, pressing again turns
 * the direction.
 */
export function SortHeader<S extends string>({
  column,
  order,
  onSort,
  children,
  textAlign,
}: {
  column: S;
  order: Order<S>;
  onSort: (next: Required<Order<S>>) => void;
  children: ReactNode;
  textAlign?: 'start' | 'end';
}) {
  const active = order.sort === column;
  const next = active && order.dir === 'desc' ? 'asc' : 'desc';
  return (
    <Table.ColumnHeader
      whiteSpace="nowrap"
      textAlign={textAlign}
      aria-sort={active ? (order.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <Button variant="plain" size="xs" px="0" fontWeight="semibold" onClick={() => onSort({ sort: column, dir: next })}>
        {children}
        <span aria-hidden="true">{active ? (order.dir === 'asc' ? ' ▲' : ' ▼') : ' ↕'}</span>
      </Button>
    </Table.ColumnHeader>
  );
}

export type TableProps<T, S extends string = string> = {
  /** The table's accessible name. */
  label?: string;
  columns: readonly Column<T, S>[];
  rowKey: (row: T) => Key;
  /** A row's own attributes (a test id, a highlight). */
  rowProps?: (row: T) => TableRowProps & { 'data-testid'?: string };
  /** Cells start at the top (rows with two-line cells). */
  top?: boolean;
  /** The list's order and how to change it (columns with `sort`). */
  order?: Order<S>;
  onSort?: (next: Required<Order<S>>) => void;
  /** A row shown under a row (its details, opened in place). */
  below?: (row: T) => ReactNode;
  /** Rows after the list (totals). */
  footer?: ReactNode;
};

/** The back office's table: white, bordered, scrolling sideways on a narrow screen. */
export function DataTable<T, S extends string = string>({
  label,
  rows,
  columns,
  rowKey,
  rowProps,
  top,
  order,
  onSort,
  below,
  footer,
}: TableProps<T, S> & { rows: readonly T[] }) {
  // Column positions as keys: a table's columns are fixed (a hidden one is left out, not moved).
  const shown = columns.map((c, id) => ({ ...c, id })).filter((c) => !c.hidden);
  return (
    <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            {shown.map((c) =>
              c.sort && order && onSort ? (
                <SortHeader key={c.id} column={c.sort} order={order} onSort={onSort} textAlign={c.end ? 'end' : undefined}>
                  {c.header}
                </SortHeader>
              ) : (
                <Table.ColumnHeader key={c.id} textAlign={c.end ? 'end' : undefined}>
                  {c.header}
                </Table.ColumnHeader>
              ),
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Fragment key={rowKey(row)}>
              <Table.Row {...rowProps?.(row)}>
                {shown.map((c) => (
                  <Table.Cell
                    key={c.id}
                    verticalAlign={top ? 'top' : undefined}
                    textAlign={c.end ? 'end' : undefined}
                    fontVariantNumeric={c.end ? 'tabular-nums' : undefined}
                    {...(typeof c.style === 'function' ? c.style(row) : c.style)}
                  >
                    {c.cell(row)}
                  </Table.Cell>
                ))}
              </Table.Row>
              {below?.(row)}
            </Fragment>
          ))}
          {footer}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/**
 * A server-paged list: its states (loading, failure, `empty`), the table and the pager. Filters,
 * sort and page come from the route's search; `onPage` and `onSort` write them back.
 */
export function PagedTable<T, S extends string = string>({
  query,
  empty,
  onPage,
  ...table
}: TableProps<T, S> & { query: UseQueryResult<Paged<T>>; empty: ReactNode; onPage: (page: number) => void }) {
  return (
    <Loaded query={query} empty={empty}>
      {(data) => (
        <>
          <DataTable<T, S> rows={data.items} {...table} />
          <Pager page={data.page} pageSize={data.page_size} total={data.total} onPage={onPage} />
        </>
      )}
    </Loaded>
  );
}

/**
 * PagedTable's `order`, `onSort` and `onPage` for a list whose route's search keeps them as `sort`,
 * `dir` and `page` (useView's view and set): a new order starts again at page 1.
 */
export function listPaging<S extends string = string>(
  view: { page: number; sort?: S; dir?: 'asc' | 'desc' },
  set: (patch: { sort?: S; dir?: 'asc' | 'desc'; page: number }) => void,
) {
  return {
    order: { sort: view.sort, dir: view.dir ?? 'desc' } satisfies Order<S>,
    onSort: (next: Required<Order<S>>) => set({ ...next, page: 1 }),
    onPage: (page: number) => set({ page }),
  };
}
