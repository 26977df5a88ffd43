import { ChakraProvider } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminSystem } from '../theme';
import { type Column, listPaging, type Order, type Paged, PagedTable } from './table';

type Row = { id: number; name: string; amount: number };
type Sort = 'name' | 'amount';
const COLUMNS: Column<Row, Sort>[] = [
  { header: 'ชื่อ', sort: 'name', cell: (r) => r.name },
  { header: 'ยอด', sort: 'amount', end: true, cell: (r) => r.amount.toFixed(2) },
  { header: 'ลับ', hidden: true, cell: () => 'ไม่ควรเห็น' },
];

const page = (items: Row[], p = 1, total = items.length): Paged<Row> => ({ items, page: p, page_size: 2, total });
/** A query as useQuery answers it, in one of its states. */
const query = (state: Partial<UseQueryResult<Paged<Row>>>) =>
  ({ isPending: false, isError: false, data: undefined, error: null, refetch: vi.fn(), ...state }) as UseQueryResult<Paged<Row>>;
afterEach(cleanup);

const shown = (ui: ReactNode) => render(<ChakraProvider value={adminSystem}>{ui}</ChakraProvider>);

function table(q: UseQueryResult<Paged<Row>>, order: Order<Sort> = { sort: 'amount', dir: 'desc' }) {
  const onSort = vi.fn();
  const onPage = vi.fn();
  shown(
    <PagedTable
      query={q}
      label="รายการ"
      empty="ไม่มีรายการ"
      columns={COLUMNS}
      rowKey={(r) => r.id}
      order={order}
      onSort={onSort}
      onPage={onPage}
    />,
  );
  return { onSort, onPage };
}

describe('the paged table', () => {
  it('shows loading, a failure with retry, and the empty message', async () => {
    table(query({ isPending: true }));
    expect(screen.getByRole('status')).toHaveTextContent('กำลังโหลด');
    cleanup();

    const failed = query({ isError: true, error: new Error('ระบบขัดข้องชั่วคราว') });
    shown(<PagedTable query={failed} empty="ไม่มีรายการ" columns={COLUMNS} rowKey={(r) => r.id} onPage={() => {}} />);
    expect(screen.getByText('ระบบขัดข้องชั่วคราว')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
    cleanup();

    table(query({ data: page([]) }));
    expect(screen.getByText('ไม่มีรายการ')).toBeInTheDocument();
  });

  it('lists the rows without the hidden column, figures right-aligned, the order marked on its heading', () => {
    table(query({ data: page([{ id: 1, name: 'สมชาย', amount: 1500 }]) }));
    const grid = screen.getByRole('table', { name: 'รายการ' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ชื่อ ↕', 'ยอด ▼']);
    expect(within(grid).queryByText('ไม่ควรเห็น')).toBeNull();
    expect(within(grid).getByText('1500.00')).toHaveStyle({ textAlign: 'end' });
    expect(within(grid).getByRole('columnheader', { name: /ยอด/ })).toHaveAttribute('aria-sort', 'descending');
    expect(within(grid).getByRole('columnheader', { name: /ชื่อ/ })).toHaveAttribute('aria-sort', 'none');
  });

  it('sorts by a heading (descending first, then turned) and pages', async () => {
    const user = userEvent.setup();
    const { onSort, onPage } = table(
      query({
        data: page(
          [
            { id: 3, name: 'ค', amount: 1 },
            { id: 4, name: 'ง', amount: 2 },
          ],
          2,
          5,
        ),
      }),
    );
    await user.click(screen.getByRole('button', { name: /ชื่อ/ }));
    expect(onSort).toHaveBeenLastCalledWith({ sort: 'name', dir: 'desc' });
    await user.click(screen.getByRole('button', { name: /ยอด/ }));
    expect(onSort).toHaveBeenLastCalledWith({ sort: 'amount', dir: 'asc' });
    expect(screen.getByText('ทั้งหมด 5 รายการ · หน้า 2 / 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ก่อนหน้า' }));
    await user.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it('cannot page before the first page or past the last', () => {
    table(query({ data: page([{ id: 1, name: 'ก', amount: 1 }], 1, 1) }));
    expect(screen.getByRole('button', { name: 'ก่อนหน้า' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'ถัดไป' })).toBeDisabled();
  });
});

describe('list paging in the address', () => {
  it('reads the order from the view and starts a new order at page 1', () => {
    const set = vi.fn();
    const paging = listPaging<Sort>({ page: 4, sort: 'name', dir: 'asc' }, set);
    expect(paging.order).toEqual({ sort: 'name', dir: 'asc' });
    paging.onSort({ sort: 'amount', dir: 'desc' });
    paging.onPage(5);
    expect(set.mock.calls).toEqual([[{ sort: 'amount', dir: 'desc', page: 1 }], [{ page: 5 }]]);
    // A view without an order: the server's (newest first).
    expect(listPaging({ page: 1 }, set).order).toEqual({ sort: undefined, dir: 'desc' });
  });
});
