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
import type { ComponentType } from 'react';
import { AppProviders } from '@/app/providers';
import { Toaster } from '@/components/toaster';
import { setHttpStore } from '@/lib/http';
import { createQueryClient } from '@/lib/query';
import { type AuthUser, authUserAtom } from '@/state/auth';

/**
 * A page under test: the app's providers with a fresh jotai store (also the HTTP client's), a query
 * client without retries, and a memory router holding the page plus stub routes that show where the
 * page navigated to (`data-testid="location"`).
 */
export type RenderPageOptions = {
  /** The route path the page is mounted at, e.g. '/login'. */
  path: string;
  /** The URL opened first (defaults to the path), e.g. '/register?ref=ABC'. */
  url?: string;
  /** A signed-in member for member pages. */
  user?: AuthUser;
};

const STUB_PATHS = ['/', '/login', '/register', '/forgot', '/member', '/member/profile'];

function Where() {
  const pathname = useLocation({ select: (l) => l.pathname });
  return <div data-testid="location">{pathname}</div>;
}

export function renderPage(Page: ComponentType, { path, url = path, user }: RenderPageOptions) {
  const store = createStore();
  setHttpStore(store);
  if (user) store.set(authUserAtom, user);
  const queryClient = createQueryClient({ retry: false });

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
    <AppProviders store={store} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, queryClient, router, user: userEvent.setup({ delay: null }) };
}

/** The Chakra field (label, control, message) holding the control with this label. */
export function fieldOf(control: HTMLElement): HTMLElement {
  const root = control.closest<HTMLElement>('[data-scope="field"][data-part="root"], [data-scope="fieldset"][data-part="root"]');
  if (!root) throw new Error('control is not inside a Chakra field');
  return root;
}
