import type { UserInfo } from '@contract/account';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useLocation,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import type { ComponentType, ReactNode } from 'react';
import { AppProviders } from '@/app/providers';
import { Toaster } from '@/components/toaster';
import { setHttpStore } from '@/lib/http';
import { createQueryClient } from '@/lib/query';
import { createAppRouter } from '@/router';
import { localConfigAtom } from '@/state/agent';
import { type AuthUser, authUserAtom, userInfoAtom } from '@/state/auth';

export type TestContextOptions = {
  /** A signed-in member (the stored state says logged in). */
  user?: AuthUser;
  userInfo?: UserInfo;
  /** An agent code already validated and kept in the local config. */
  agentCode?: string;
};

export const MEMBER: AuthUser = { access_token: 'tok-member', username: '0812345678', vip_level: 0 };

/** A fresh jotai store (also the HTTP client's) with empty storage, and a query client without retries. */
export function createTestContext({ user, userInfo, agentCode }: TestContextOptions = {}) {
  localStorage.clear();
  sessionStorage.clear();
  const store = createStore();
  setHttpStore(store);
  if (user) store.set(authUserAtom, user);
  if (userInfo) store.set(userInfoAtom, userInfo);
  if (agentCode) store.set(localConfigAtom, { agent_code: agentCode });
  const queryClient = createQueryClient({ retry: false });
  return { store, queryClient };
}

/** A component with the app's providers and no router (for components that need neither links nor routes). */
export function renderInProviders(ui: ReactNode, opts: TestContextOptions = {}) {
  const ctx = createTestContext(opts);
  return {
    ...render(
      <AppProviders store={ctx.store} queryClient={ctx.queryClient}>
        {ui}
      </AppProviders>,
    ),
    ...ctx,
  };
}

/** The whole app (every route, layout and guard) in a memory history opened at `url`. */
export function renderApp(url: string, opts: TestContextOptions = {}) {
  const ctx = createTestContext(opts);
  const router = createAppRouter({ ...ctx, history: createMemoryHistory({ initialEntries: [url] }) });
  const view = render(
    <AppProviders store={ctx.store} queryClient={ctx.queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, ...ctx, router, user: userEvent.setup({ delay: null }) };
}

function Location() {
  const href = useLocation({ select: (l) => l.href });
  return <output data-testid="location">{href}</output>;
}

/**
 * One component under test with the app's providers and a memory router (so links work): the
 * component renders on every path, beside the current location (`data-testid="location"`).
 */
export function renderWithProviders(ui: ReactNode, opts: TestContextOptions & { url?: string } = {}) {
  const ctx = createTestContext(opts);
  const root = createRootRoute({
    component: () => (
      <>
        {ui}
        <Location />
        <Toaster />
      </>
    ),
    notFoundComponent: () => null,
  });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: [opts.url ?? '/'] }) });
  const view = render(
    <AppProviders store={ctx.store} queryClient={ctx.queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, ...ctx, router, user: userEvent.setup({ delay: null }) };
}

/** Stub pages a page under test may navigate to; each shows its path (`data-testid="location"`). */
const STUB_PATHS = ['/', '/login', '/register', '/forgot', '/member', '/member/profile'];

function Where() {
  const pathname = useLocation({ select: (l) => l.pathname });
  return <div data-testid="location">{pathname}</div>;
}

/**
 * A page under test mounted at `path` (opened at `url`, default the path) with the app's providers,
 * beside stub routes that show where the page navigated to.
 */
export function renderPage(Page: ComponentType, { path, url = path, ...opts }: TestContextOptions & { path: string; url?: string }) {
  const ctx = createTestContext(opts);
  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <Toaster />
      </>
    ),
  });
  const routes = [
    createRoute({ getParentRoute: () => root, path, component: () => <Page /> }),
    ...STUB_PATHS.filter((p) => p !== path).map((p) => createRoute({ getParentRoute: () => root, path: p, component: Where })),
  ];
  const router = createRouter({ routeTree: root.addChildren(routes), history: createMemoryHistory({ initialEntries: [url] }) });
  const view = render(
    <AppProviders store={ctx.store} queryClient={ctx.queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, ...ctx, router, user: userEvent.setup({ delay: null }) };
}

/** The Chakra field (label, control, message) holding the control with this label. */
export function fieldOf(control: HTMLElement): HTMLElement {
  const root = control.closest<HTMLElement>('[data-scope="field"][data-part="root"], [data-scope="fieldset"][data-part="root"]');
  if (!root) throw new Error('control is not inside a Chakra field');
  return root;
}
