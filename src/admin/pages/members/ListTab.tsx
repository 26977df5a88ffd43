import { Box, Flex, Table } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { CsvColumn } from '../../app/csv';
import { Empty, ExportButton, Failure, Loading, Pager, SortHeader } from '../../app/ui';
import { type Dir, fetchMemberList, type MemberLists, memberListQuery } from './queries';

export type Column<T> = {
  header: string;
  /** A server sort column: the heading sorts the list on the server. */
  sort?: string;
  end?: boolean;
  cell: (row: T) => ReactNode;
};

type Filters = Record<string, string | undefined>;

/**
 * One paged list of the member detail: its own order and page (kept while the tab is open), the
 * filters the tab gives, loading, empty and failure states, and optionally a CSV of the whole view.
 */
export function ListTab<K extends keyof MemberLists>({
  memberId,
  list,
  label,
  columns,
  rowKey,
  defaultSort,
  filters = {},
  toolbar,
  emptyText,
  csv,
  pageSize = 20,
}: {
  memberId: number;
  list: K;
  label: string;
  columns: Column<MemberLists[K]>[];
  rowKey: (row: MemberLists[K]) => string | number;
  defaultSort?: string;
  filters?: Filters;
  toolbar?: ReactNode;
  emptyText: string;
  csv?: { filename: string; columns: CsvColumn<MemberLists[K]>[] };
  pageSize?: number;
}) {
  const [order, setOrder] = useState<{ sort: string; dir: Dir }>({ sort: defaultSort ?? '', dir: 'desc' });
  const [page, setPage] = useState(1);
  const filterKey = JSON.stringify(filters);
  const [seenFilters, setSeenFilters] = useState(filterKey);
  // New filters start again at the first page.
  if (seenFilters !== filterKey) {
    setSeenFilters(filterKey);
    setPage(1);
  }
  const base = { ...filters, sort: order.sort || undefined, dir: order.sort ? order.dir : undefined };
  const query = useQuery(memberListQuery(memberId, list, { ...base, page, page_size: pageSize }));

  return (
    <Box>
      {(toolbar || csv) && (
        <Flex gap="2" mb="3" wrap="wrap" align="end">
          {toolbar}
          <Box flex="1" />
          {csv && (
            <ExportButton
              filename={csv.filename}
              columns={csv.columns}
              fetchPage={(p, size) => fetchMemberList(memberId, list, { ...base, page: p, page_size: size })}
            />
          )}
        </Flex>
      )}
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <Failure error={query.error} onRetry={() => query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <Empty>{emptyText}</Empty>
      ) : (
        <>
          <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
            <Table.Root size="sm" aria-label={label}>
              <Table.Header>
                <Table.Row>
                  {columns.map((c) =>
                    c.sort ? (
                      <SortHeader
                        key={c.header}
                        column={c.sort}
                        sort={order.sort}
                        dir={order.dir}
                        textAlign={c.end ? 'end' : undefined}
                        onSort={(next) => {
                          setOrder(next);
                          setPage(1);
                        }}
                      >
                        {c.header}
                      </SortHeader>
                    ) : (
                      <Table.ColumnHeader key={c.header} whiteSpace="nowrap" textAlign={c.end ? 'end' : undefined}>
                        {c.header}
                      </Table.ColumnHeader>
                    ),
                  )}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {query.data.items.map((row) => (
                  <Table.Row key={rowKey(row)}>
                    {columns.map((c) => (
                      <Table.Cell
                        key={c.header}
                        textAlign={c.end ? 'end' : undefined}
                        fontVariantNumeric={c.end ? 'tabular-nums' : undefined}
                      >
                        {c.cell(row)}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <Pager page={query.data.page} pageSize={query.data.page_size} total={query.data.total} onPage={setPage} />
        </>
      )}
    </Box>
  );
}
