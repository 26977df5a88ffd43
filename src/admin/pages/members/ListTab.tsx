import { Box } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { type Column, type CsvColumn, ExportButton, FilterBar, type Order, PagedTable } from '../../app/kit';
import { fetchMemberList, type MemberLists, memberListQuery } from './queries';

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
  const [order, setOrder] = useState<Order>({ sort: defaultSort, dir: 'desc' });
  const [page, setPage] = useState(1);
  const filterKey = JSON.stringify(filters);
  const [seenFilters, setSeenFilters] = useState(filterKey);
  // New filters start again at the first page.
  if (seenFilters !== filterKey) {
    setSeenFilters(filterKey);
    setPage(1);
  }
  const base = { ...filters, sort: order.sort, dir: order.sort ? order.dir : undefined };
  return (
    <Box>
      {(toolbar || csv) && (
        <FilterBar
          label={`ตัวกรอง${label}`}
          actions={
            csv && (
              <ExportButton
                filename={csv.filename}
                columns={csv.columns}
                fetchPage={(p, size) => fetchMemberList(memberId, list, { ...base, page: p, page_size: size })}
              />
            )
          }
        >
          {toolbar}
        </FilterBar>
      )}
      <PagedTable
        query={useQuery(memberListQuery(memberId, list, { ...base, page, page_size: pageSize }))}
        label={label}
        empty={emptyText}
        columns={columns}
        rowKey={rowKey}
        order={order}
        onSort={(next) => {
          setOrder(next);
          setPage(1);
        }}
        onPage={setPage}
      />
    </Box>
  );
}
