import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { eventDialogAtom } from '@/state/ui';
import { eventFixture, ok, shellHandlers } from '@/test/api';
import { MEMBER, renderApp } from '@/test/render';
import { mockApi } from '@/test/server';

const server = mockApi(
  ...shellHandlers,
  http.get('/api/event/quest/ids', () => HttpResponse.json(ok({ event_ids: [] }))),
  http.get('/api/quest/list', () => HttpResponse.json(ok({ now: new Date().toISOString(), quests: [] }))),
);
afterEach(() => {
  cleanup();
});

describe('Event button and dialog (docs/product.md "Event dialog and event button")', () => {
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
    await screen.findByTestId('contact-button');
    expect(screen.queryByTestId('event-button')).not.toBeInTheDocument();
  });

  it('puts the event button in the header, never floating over the page', async () => {
    server.use(http.get('/api/event/list', () => HttpResponse.json(ok([eventFixture(1)]))));
    renderApp('/slot');
    const header = await screen.findByTestId('site-header');
    const button = await within(header).findByTestId('event-button');
    expect(button).toBeVisible();
    expect(screen.getAllByTestId('event-button')).toHaveLength(1);
  });

  it('links each event without quests to its own target from its data, an outside address in a new tab', async () => {
    server.use(
      http.get('/api/event/list', () =>
        HttpResponse.json(
          ok([
            { ...eventFixture(1), link: '/poll/2' },
            { ...eventFixture(2), link: '/poll/1' },
            { ...eventFixture(3), link: 'https://line.me/R/ti/p/@goldenwin888' },
            { ...eventFixture(4), link: '' },
          ]),
        ),
      ),
    );
    const { user } = renderApp('/slot');
    await user.click(await screen.findByRole('button', { name: 'กิจกรรม' }));
    const dialog = await screen.findByRole('dialog', { name: 'กิจกรรม' });
    expect(getComputedStyle(screen.getByTestId('event-dialog')).maxWidth).toBe('800px');
    const links = within(dialog).getAllByRole('link');
    // Each to its own target; no target guessed for an event without a link (an image only).
    expect(links.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual([
      ['กิจกรรมที่ 1', '/poll/2'],
      ['กิจกรรมที่ 2', '/poll/1'],
      ['กิจกรรมที่ 3', 'https://line.me/R/ti/p/@goldenwin888'],
    ]);
    expect(links[2]).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByRole('img', { name: 'กิจกรรมที่ 4' }).closest('a')).toBeNull();
    expect(within(dialog).getByRole('img', { name: 'กิจกรรมที่ 2' })).toHaveAttribute('src', '/images/events/event-2.svg');
  });

  it('links an event with quests to its section on /member/creditfree and closes the dialog', async () => {
    let asked = 0;
    server.use(
      http.get('/api/event/list', () => HttpResponse.json(ok([eventFixture(1), { ...eventFixture(2), link: '/member/creditfree' }]))),
      http.get('/api/event/quest/ids', () => HttpResponse.json(ok({ event_ids: [2] }))),
      http.post('/api/event/quest', async ({ request }) => {
        asked = ((await request.json()) as { event_id: number }).event_id;
        return HttpResponse.json(
          ok({ event: { id: 2, title: 'กิจกรรมที่ 2', image: '/images/events/event-2.svg', starts_at: null, ends_at: null }, quests: [] }),
        );
      }),
    );
    const { user, router, store } = renderApp('/slot', { user: MEMBER });
    await user.click(await screen.findByRole('button', { name: 'กิจกรรม' }));
    const dialog = await screen.findByRole('dialog', { name: 'กิจกรรม' });
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
      ).toEqual(['/poll/1', '/member/creditfree?event=2']),
    );
    await user.click(within(dialog).getByRole('link', { name: 'กิจกรรมที่ 2' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/creditfree'));
    expect(router.state.location.search).toEqual({ event: 2 });
    expect(store.get(eventDialogAtom)).toBe(false);
    expect(await screen.findByRole('heading', { name: 'ภารกิจ รับเครดิตฟรี' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('กิจกรรมนี้ยังไม่มีภารกิจในตอนนี้')).toBeInTheDocument();
    expect(asked).toBe(2);
  });
});
