import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from '@/components/error/RouteError';
import type { RouterContext } from '@/lib/router-context';
import { localConfigAtom } from '@/state/agent';
import { authUserAtom } from '@/state/auth';
import { fail, ok, shellHandlers, userInfoFixture } from '@/test/api';
import { createTestContext, MEMBER, renderApp } from '@/test/render';
import { mockApi } from '@/test/server';
import { middleware } from './guards';
import { AppProviders } from './providers';

// /member/creditfree (the page these tests sit on) reads the member's quests: none.
const questList = http.get('/api/quest/list', () => HttpResponse.json(ok({ now: new Date().toISOString(), quests: [] })));
const server = mockApi(...shellHandlers, questList);
// /member/creditfree loads its page on demand: the first look waits longer than the default second.
const PAGE_WAIT = { timeout: 5000 };

afterEach(() => {
  cleanup();
});

const where = (router: ReturnType<typeof renderApp>['router']) => router.state.location;

describe('guards (docs/product.md "Guards")', () => {
  it.each(['/member', '/member/profile', '/member/coupon', '/member/wheel', '/member/deposit', '/member/withdraw', '/member/payment'])(
    'sends a logged-out visitor from %s to /login when no agent code is known',
    async (path) => {
      const { router } = renderApp(path);
      await waitFor(() => expect(where(router).pathname).toBe('/login'));
    },
  );

  it('sends a logged-out visitor to /?ag=CODE when the agent code is known', async () => {
    const { router } = renderApp('/member/statement', { agentCode: 'GOLD888' });
    await waitFor(() => expect(where(router).pathname).toBe('/'));
    expect(where(router).search).toEqual({ ag: 'GOLD888' });
  });

  it.each(['/login', '/register', '/forgot'])('sends a logged-in member from %s to /member', async (path) => {
    const { router } = renderApp(path, { user: MEMBER });
    await waitFor(() => expect(where(router).pathname).toBe('/member'));
  });

  it('leaves the public pages open to visitors', async () => {
    const rule = { enabled: true, rates: [], minimum: 0, max_per_day: 0, claim_days: 3, turnover_multiplier: 0 };
    server.use(http.get('/api/cashback/config', () => HttpResponse.json(ok({ vip_levels: [], cashback: rule, commission: rule }))));
    const { router } = renderApp('/cashback');
    expect(await screen.findByRole('heading', { name: 'แคชแบ็กรายวัน' })).toBeInTheDocument();
    // The visitor's view: the rules (public call) and the way to register.
    expect(await screen.findByTestId('rules-cashback')).toBeInTheDocument();
    expect(where(router).pathname).toBe('/cashback');
  });

  it('validates the member on load and stores the info (auth layout)', async () => {
    let auth: string | null = null;
    server.use(
      http.get('/api/get_user_info', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json(ok(userInfoFixture({ vip_level: 2, username: '0899999999' })));
      }),
    );
    const { store } = renderApp('/member/creditfree', { user: MEMBER });
    expect(await screen.findByRole('heading', { name: 'ภารกิจ รับเครดิตฟรี' }, PAGE_WAIT)).toBeInTheDocument();
    expect(auth).toBe('Bearer tok-member');
    expect(store.get(authUserAtom)).toMatchObject({ vip_level: 2, access_token: 'tok-member' });
  });

  it('clears the user when the member check answers an error, and leaves the member area', async () => {
    server.use(http.get('/api/get_user_info', () => HttpResponse.json(fail(1009, 'บัญชีนี้ถูกระงับการใช้งาน กรุณาติดต่อแอดมิน'))));
    const { router, store } = renderApp('/member/creditfree', { user: MEMBER, agentCode: 'GOLD888' });
    await waitFor(() => expect(where(router).pathname).toBe('/'));
    expect(where(router).search).toEqual({ ag: 'GOLD888' });
    expect(store.get(authUserAtom)).toBeNull();
  });

  it('goes to /login when the token has expired (401)', async () => {
    server.use(http.get('/api/get_user_info', () => HttpResponse.json(fail(3, 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง'), { status: 401 })));
    const { router, store } = renderApp('/member/creditfree', { user: MEMBER, agentCode: 'GOLD888' });
    await waitFor(() => expect(where(router).pathname).toBe('/login'));
    expect(store.get(authUserAtom)).toBeNull();
  });
});

describe('/?ag=CODE (docs/product.md "Agent code")', () => {
  it('keeps the code when the server validates it', async () => {
    const { store } = renderApp('/?ag=GOLD888');
    await waitFor(() => expect(store.get(localConfigAtom).agent_code).toBe('GOLD888'));
    expect(JSON.parse(localStorage.getItem('gw888.config') ?? '{}')).toEqual({ agent_code: 'GOLD888' });
  });

  it('ignores a code the server refuses', async () => {
    let asked = '';
    server.use(
      http.get('/api/agent/validate', ({ request }) => {
        asked = new URL(request.url).searchParams.get('code') ?? '';
        return HttpResponse.json(fail(2001, 'รหัสเอเยนต์ไม่ถูกต้อง'));
      }),
    );
    const { store } = renderApp('/?ag=OTHER1', { agentCode: 'GOLD888' });
    await waitFor(() => expect(asked).toBe('OTHER1'));
    expect(store.get(localConfigAtom).agent_code).toBe('GOLD888');
  });
});

describe('route middlewares', () => {
  it('fails with 500 "Unknown middleware {name}" for a name that is not registered', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const ctx = createTestContext();
    const root = createRootRouteWithContext<RouterContext>()({ errorComponent: RouteError });
    const page = createRoute({
      getParentRoute: () => root,
      path: '/',
      beforeLoad: middleware('nope' as never),
      component: () => <p>page</p>,
    });
    const router = createRouter({
      routeTree: root.addChildren([page]),
      context: ctx,
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    render(
      <AppProviders store={ctx.store} queryClient={ctx.queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByTestId('error-status')).toHaveTextContent('500');
    expect(screen.getByTestId('error-message')).toHaveTextContent('Unknown middleware nope');
    expect(screen.queryByText('page')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
