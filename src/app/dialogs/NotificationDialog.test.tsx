import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { notificationDialogAtom } from '@/state/ui';
import { noticeFixture, ok, shellHandlers } from '@/test/api';
import { renderApp, renderWithProviders } from '@/test/render';
import { mockApi } from '@/test/server';
import { ShellDialogs } from './ShellDialogs';

const server = mockApi(...shellHandlers);
afterEach(() => {
  cleanup();
});

function renderOpen() {
  const view = renderWithProviders(<ShellDialogs />);
  view.store.set(notificationDialogAtom, true);
  return view;
}

describe('Notification dialog (docs/product.md "Notification dialog")', () => {
  it("is titled 'ประกาศสำคัญ' and steps through the notices, closing after the last", async () => {
    server.use(http.get('/api/notifications', () => HttpResponse.json(ok([noticeFixture(1), noticeFixture(2)]))));
    const { user, store } = renderOpen();
    const dialog = await screen.findByRole('dialog', { name: 'ประกาศสำคัญ' });
    const first = await within(dialog).findByText('ประกาศที่ 1');
    expect(first).toBeInTheDocument();
    expect(within(dialog).getByText('รายละเอียดประกาศที่ 1')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'ประกาศที่ 1' })).toHaveAttribute('src', '/images/notices/notice-1.svg');
    expect(within(dialog).getByLabelText('ประกาศ 1 จาก 2')).toBeInTheDocument();
    expect(getComputedStyle(screen.getByTestId('notification-dialog')).maxWidth).toBe('400px');

    await user.click(within(dialog).getByRole('button', { name: 'ถัดไป' }));
    expect(await within(dialog).findByText('ประกาศที่ 2')).toBeInTheDocument();
    expect(within(dialog).queryByText('ประกาศที่ 1')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('ประกาศ 2 จาก 2')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(store.get(notificationDialogAtom)).toBe(false));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'ประกาศสำคัญ' })).not.toBeInTheDocument());
  });

  it("says 'ไม่มีประกาศสำคัญในตอนนี้' when there are none", async () => {
    const { user, store } = renderOpen();
    const dialog = await screen.findByRole('dialog', { name: 'ประกาศสำคัญ' });
    expect(await within(dialog).findByText('ไม่มีประกาศสำคัญในตอนนี้')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(store.get(notificationDialogAtom)).toBe(false));
  });

  it('opens in the layout when the login page sets notificationDialogAtom', async () => {
    server.use(http.get('/api/notifications', () => HttpResponse.json(ok([noticeFixture(1)]))));
    const { store } = renderApp('/slot');
    await screen.findByTestId('site-header');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    store.set(notificationDialogAtom, true);
    const dialog = await screen.findByRole('dialog', { name: 'ประกาศสำคัญ' });
    expect(await within(dialog).findByText('ประกาศที่ 1')).toBeInTheDocument();
  });
});
