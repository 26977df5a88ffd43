import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadingBarAtom } from '@/state/ui';
import { shellHandlers } from '@/test/api';
import { renderApp } from '@/test/render';
import { mockApi } from '@/test/server';
import { finishLoadingAtom, LAYOUT_LOADING_MS, useLayoutLoading } from './loading-bar';

mockApi(...shellHandlers);
afterEach(() => {
  cleanup();
});

function Layout() {
  useLayoutLoading();
  return null;
}

const bar = () => screen.getByRole('progressbar', { name: 'กำลังโหลดหน้า', hidden: true });

describe('Page loading bar (docs/product.md "Page loading bar")', () => {
  it('runs when the layout mounts, stops 500 ms later and runs again on a route change', async () => {
    const { router } = renderApp('/slot');
    await screen.findByTestId('site-header');
    expect(bar()).toHaveAttribute('data-status', 'loading');
    expect(getComputedStyle(bar()).height).toBe('2px');
    await waitFor(() => expect(bar()).toHaveAttribute('data-status', 'done'), { timeout: 2000 });

    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(bar().getAttribute('data-status') ?? ''));
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-status'], childList: true });
    await router.navigate({ to: '/casino' });
    await screen.findByRole('heading', { name: 'คาสิโน' });
    await waitFor(() => expect(bar()).toHaveAttribute('data-status', 'done'));
    observer.disconnect();
    expect(seen).toContain('loading');
  });

  it('stops exactly 500 ms after the layout mounts, even when the route resolved sooner', () => {
    vi.useFakeTimers();
    try {
      const store = createStore();
      render(
        <Provider store={store}>
          <Layout />
        </Provider>,
      );
      expect(store.get(loadingBarAtom).status).toBe('loading');
      store.set(finishLoadingAtom); // the router resolved: the layout still holds the bar
      act(() => vi.advanceTimersByTime(LAYOUT_LOADING_MS - 1));
      expect(store.get(loadingBarAtom).status).toBe('loading');
      act(() => vi.advanceTimersByTime(1));
      expect(store.get(loadingBarAtom).status).toBe('done');
    } finally {
      vi.useRealTimers();
    }
  });

  it('turns red (failed) when the page fails', async () => {
    renderApp('/no-such-page');
    await screen.findByTestId('error-page');
    await waitFor(() => expect(bar()).toHaveAttribute('data-status', 'failed'));
  });
});
