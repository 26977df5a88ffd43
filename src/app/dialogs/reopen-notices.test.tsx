import type { Notification } from '@contract/agent';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { REOPEN_AFTER_MS, watchReopen } from '@/features/pwa';
import { notificationDialogAtom } from '@/state/ui';
import { noticeFixture, ok, shellHandlers } from '@/test/api';
import { MEMBER, renderWithProviders } from '@/test/render';
import { mockApi } from '@/test/server';
import { ShellDialogs } from './ShellDialogs';

let notices: Notification[] = [];
let noticeCalls = 0;
mockApi(
  http.get('/api/notifications', () => {
    noticeCalls++;
    return HttpResponse.json(ok(notices));
  }),
  ...shellHandlers,
);
afterEach(() => cleanup());

const SEEN_KEY = 'gw888.seenNotices';

/** Opens the app (a launch) with what this device remembers of seen notices. */
function launch(seen: Record<string, number[]> | null, user = MEMBER) {
  const view = renderWithProviders(<ShellDialogs />, { user: user ?? undefined });
  // The test context starts from empty storage; put back what the device kept (read when the check runs).
  if (seen) localStorage.setItem(SEEN_KEY, JSON.stringify(seen));
  return view;
}

async function closeAll(user: ReturnType<typeof launch>['user']) {
  const dialog = screen.getByRole('dialog', { name: 'ประกาศสำคัญ' });
  for (;;) {
    const button = within(dialog).getByTestId('notice-next');
    const closing = button.textContent === 'ปิด';
    await user.click(button);
    if (closing) break;
  }
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'ประกาศสำคัญ' })).not.toBeInTheDocument());
}

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('important notices on reopening the app', () => {
  it('opens the notices a member has not seen at launch, remembers each one shown, and shows a new one once', async () => {
    notices = [noticeFixture(1), noticeFixture(2)];
    const first = launch(null);
    const dialog = await screen.findByRole('dialog', { name: 'ประกาศสำคัญ' });
    expect(within(dialog).getByText('ประกาศที่ 1')).toBeInTheDocument();
    await closeAll(first.user);
    const seen = JSON.parse(localStorage.getItem(SEEN_KEY) ?? '{}');
    expect(seen).toEqual({ [MEMBER.username]: [1, 2] });
    cleanup();

    // Launch again: nothing new, no dialog.
    noticeCalls = 0;
    const second = launch(seen);
    await waitFor(() => expect(noticeCalls).toBe(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(second.store.get(notificationDialogAtom)).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    cleanup();

    // The operator posts a notice: the next launch shows that one only, and only once.
    notices = [noticeFixture(1), noticeFixture(2), noticeFixture(3, { title: 'ปิดปรับปรุงระบบ' })];
    const third = launch(seen);
    const again = await screen.findByRole('dialog', { name: 'ประกาศสำคัญ' });
    expect(within(again).getByText('ปิดปรับปรุงระบบ')).toBeInTheDocument();
    expect(within(again).queryByText('ประกาศที่ 1')).not.toBeInTheDocument();
    expect(within(again).queryByTestId('notice-stepper')).not.toBeInTheDocument();
    await closeAll(third.user);
    const now = JSON.parse(localStorage.getItem(SEEN_KEY) ?? '{}');
    expect(now[MEMBER.username]).toEqual([1, 2, 3]);
    cleanup();

    noticeCalls = 0;
    const fourth = launch(now);
    await waitFor(() => expect(noticeCalls).toBe(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(fourth.store.get(notificationDialogAtom)).toBe(false);
  });

  it('checks again when the app comes back after 30 minutes or more, not sooner', async () => {
    notices = [noticeFixture(1)];
    let clock = 1_000_000;
    const view = launch({ [MEMBER.username]: [1] });
    await waitFor(() => expect(noticeCalls).toBeGreaterThan(0));
    const stop = watchReopen(view.store, () => clock);
    notices = [noticeFixture(1), noticeFixture(4, { title: 'โปรโมชั่นใหม่' })];

    noticeCalls = 0;
    act(() => setVisibility('hidden'));
    clock += REOPEN_AFTER_MS - 60_000;
    act(() => setVisibility('visible'));
    await new Promise((r) => setTimeout(r, 50));
    expect(noticeCalls).toBe(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => setVisibility('hidden'));
    clock += REOPEN_AFTER_MS;
    act(() => setVisibility('visible'));
    const dialog = await screen.findByRole('dialog', { name: 'ประกาศสำคัญ' });
    expect(within(dialog).getByText('โปรโมชั่นใหม่')).toBeInTheDocument();
    expect(within(dialog).queryByText('ประกาศที่ 1')).not.toBeInTheDocument();
    stop();
  });

  it('leaves visitors alone and keeps each member’s seen notices apart', async () => {
    notices = [noticeFixture(1)];
    noticeCalls = 0;
    const visitor = renderWithProviders(<ShellDialogs />);
    await new Promise((r) => setTimeout(r, 100));
    expect(noticeCalls).toBe(0);
    expect(visitor.store.get(notificationDialogAtom)).toBe(false);
    cleanup();

    // Another member on the same phone still gets the notice the first one saw.
    launch({ [MEMBER.username]: [1] }, { ...MEMBER, username: '0898765432' });
    expect(await screen.findByRole('dialog', { name: 'ประกาศสำคัญ' })).toHaveTextContent('ประกาศที่ 1');
  });
});
