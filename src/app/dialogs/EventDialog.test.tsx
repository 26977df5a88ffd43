import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { eventDialogAtom } from '@/state/ui';
import { eventFixture, ok, shellHandlers } from '@/test/api';
import { renderApp } from '@/test/render';
import { mockApi } from '@/test/server';

const server = mockApi(...shellHandlers);
afterEach(() => {
  cleanup();
});

describe('Event button and dialog (SPEC section 2)', () => {
  it('hides the event button when there are no events', async () => {
    let asked = '';
    server.use(
      http.get('/api/event/list', ({ request }) => {
        asked = new URL(request.url).searchParams.get('agent_code') ?? '';
        return HttpResponse.json(ok([]));
      }),
    );
    renderApp('/slot');
    await screen.findByTestId('site-header');
    await waitFor(() => expect(asked).toBe('GOLD888'));
    await screen.findByRole('link', { name: 'ติดต่อแอดมินทาง LINE' });
    expect(screen.queryByRole('button', { name: 'กิจกรรม' })).not.toBeInTheDocument();
  });

  it('shows the events, each linking to /poll/1 and closing the dialog', async () => {
    server.use(http.get('/api/event/list', () => HttpResponse.json(ok([eventFixture(1), eventFixture(2)]))));
    const { user, router, store } = renderApp('/slot');
    await user.click(await screen.findByRole('button', { name: 'กิจกรรม' }));
    const dialog = await screen.findByRole('dialog', { name: 'กิจกรรม' });
    expect(getComputedStyle(screen.getByTestId('event-dialog')).maxWidth).toBe('800px');
    const links = within(dialog).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/poll/1', '/poll/1']);
    expect(within(dialog).getByRole('img', { name: 'กิจกรรมที่ 2' })).toHaveAttribute('src', '/images/events/event-2.svg');

    await user.click(links[1]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/poll/1'));
    expect(store.get(eventDialogAtom)).toBe(false);
    expect(await screen.findByRole('heading', { name: 'โหวตกิจกรรม #1' })).toBeInTheDocument();
  });
});
