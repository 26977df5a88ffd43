import { Box, Heading, Text } from '@chakra-ui/react';
import {
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  type RouterHistory,
  redirect,
  useNavigate,
  useSearch,
} from '@tanstack/react-router';
import { setUnauthorizedHandler } from './http';
import { AdminLayout } from './Layout';
import { LoginPage } from './LoginPage';
import type { AdminPage } from './page';
import { PAGES } from './registry';
import { allows, getSession, useSession } from './session';

/**
 * The member app registers its router's type for the whole TypeScript project (src/router.tsx), so
 * the back office's paths, built from its registry at run time, are passed through this one cast.
 */
export const to = (path: string) => path as never;

/** The pages a role may use (what the menu shows and the router lets through). */
export const pagesFor = (role: AdminPage['roles'][number] | undefined, pages: readonly AdminPage[] = PAGES) =>
  pages.filter((p) => allows(role, p.roles));

function NotFound() {
  return (
    <Box p="10">
      <Heading size="md" mb="2">
        ไม่พบหน้านี้
      </Heading>
      <Link to={to('/')}>
        <Text color="blue.700">กลับหน้าแรก</Text>
      </Link>
    </Box>
  );
}

function Shell({ pages }: { pages: readonly AdminPage[] }) {
  const session = useSession();
  // Signed out meanwhile (a 401 elsewhere): the router's guard sends the operator to sign-in.
  if (!session) return null;
  return <AdminLayout session={session} pages={pagesFor(session.role, pages)} />;
}

function SignIn() {
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { redirect?: string };
  // Only a path inside the back office, never another site.
  const back = search.redirect?.startsWith('/') && !search.redirect.startsWith('//') ? search.redirect : '/';
  return <LoginPage onSignedIn={() => void navigate({ to: to(back), replace: true })} />;
}

/**
 * The back office's router under /admin, built from the page registry: /login, and behind the
 * session guard one route per page, each refusing (to the first allowed page) a role it does not list.
 */
export function createAdminRouter({ history, pages = PAGES }: { history?: RouterHistory; pages?: readonly AdminPage[] } = {}) {
  const rootRoute = createRootRoute({ component: Outlet, notFoundComponent: NotFound });
  const loginRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/login',
    validateSearch: (s: Record<string, unknown>) => ({ redirect: typeof s.redirect === 'string' ? s.redirect : undefined }),
    beforeLoad: () => {
      if (getSession()) throw redirect({ to: to('/') });
    },
    component: SignIn,
  });
  const shellRoute = createRoute({
    getParentRoute: () => rootRoute,
    id: 'shell',
    beforeLoad: ({ location }) => {
      if (!getSession()) throw redirect({ to: to('/login'), search: { redirect: location.href } as never });
    },
    component: () => <Shell pages={pages} />,
  });
  const home = createRoute({
    getParentRoute: () => shellRoute,
    path: '/',
    beforeLoad: () => {
      const first = pagesFor(getSession()?.role, pages)[0];
      if (first) throw redirect({ to: to(first.path), replace: true });
    },
    component: () => <Text>ยังไม่มีหน้าที่บทบาทนี้ใช้ได้</Text>,
  });
  const pageRoutes = pages.map((page) =>
    createRoute({
      getParentRoute: () => shellRoute,
      path: page.path,
      beforeLoad: () => {
        if (!allows(getSession()?.role, page.roles)) throw redirect({ to: to('/'), replace: true });
      },
      component: page.component,
    }),
  );
  const router = createRouter({
    routeTree: rootRoute.addChildren([loginRoute, shellRoute.addChildren([home, ...pageRoutes])]),
    basepath: '/admin',
    history,
    defaultPreload: 'intent',
  });
  // A 401 anywhere (expired or revoked token) goes to sign-in, back to this page afterwards.
  setUnauthorizedHandler(() => {
    const here = router.state.location.href;
    // Several calls can be refused at once: the first sends the operator to sign-in; the others
    // must not replace that page's way back (?redirect=) with the sign-in page itself.
    // latestLocation is where the router is going (the first refusal's navigation may not have landed).
    if (/(^|\/admin)\/login\/?$/.test(router.latestLocation.pathname)) return;
    void router.navigate({ to: to('/login'), search: { redirect: here } as never });
  });
  return router;
}
