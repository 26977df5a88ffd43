import { Box, Button, Heading, Text } from '@chakra-ui/react';
import type { AdminRole } from '@contract/admin';
import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  ErrorComponent,
  type ErrorComponentProps,
  Link,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import { z } from 'zod';
import { AdminLayout } from './Layout';
import { LoginPage } from './LoginPage';
import type { AdminPage } from './page';
import { allows, getSession, ROLE_NAMES, useSession } from './session';

/**
 * The back office's routes above its pages: the root, sign-in and the signed-in shell every page
 * hangs from (app/router.tsx puts the registry's pages under it). Pages build their route on the
 * shell with `adminPage`, so no page imports the router (which imports them).
 */

/** What every route's beforeLoad and loader get: the query client, and the registry's pages for the menu. */
export type AdminContext = { queryClient: QueryClient; pages: readonly AdminPage[] };

/** The pages a role may use (what the menu shows and the router lets through). */
export const pagesFor = (role: AdminRole | undefined, pages: readonly AdminPage[]) => pages.filter((p) => allows(role, p.roles));

function NotFound() {
  return (
    <Box p="10">
      <Heading size="md" mb="2">
        ไม่พบหน้านี้
      </Heading>
      <Link to="/">
        <Text color="blue.700">กลับหน้าแรก</Text>
      </Link>
    </Box>
  );
}

export const rootRoute = createRootRouteWithContext<AdminContext>()({ component: Outlet, notFoundComponent: NotFound });

/** Only a path inside the back office, never another site. */
const insidePath = z
  .string()
  .refine((s) => s.startsWith('/') && !s.startsWith('//'))
  .optional()
  .catch(undefined);

function SignIn() {
  const navigate = loginRoute.useNavigate();
  const { redirect: back } = loginRoute.useSearch();
  return <LoginPage onSignedIn={() => void navigate(back ? { href: back, replace: true } : { to: '/', replace: true })} />;
}

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: z.object({ redirect: insidePath }),
  beforeLoad: () => {
    if (getSession()) throw redirect({ to: '/' });
  },
  component: SignIn,
});

function Shell() {
  const session = useSession();
  const { pages } = rootRoute.useRouteContext();
  // Signed out meanwhile (a 401 elsewhere): the router's guard sends the operator to sign-in.
  if (!session) return null;
  return <AdminLayout session={session} pages={pagesFor(session.role, pages)} />;
}

/** Everything behind sign-in; a visitor without a session goes to sign-in, back here afterwards. */
export const shellRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'shell',
  beforeLoad: ({ location }) => {
    if (!getSession()) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  component: Shell,
});

/** How long opening `/` waits for a page's answer to "land here?" before going to the first page anyway. */
const LANDING_WAIT_MS = 2_000;

/** The first of the role's pages that asks to be the home page now (AdminPage.landing); a failed or slow ask is a no. */
async function landingOf(pages: readonly AdminPage[], queryClient: QueryClient): Promise<AdminPage | undefined> {
  for (const page of pages) {
    if (!page.landing) continue;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), LANDING_WAIT_MS);
    });
    const wants = await Promise.race([page.landing(queryClient).catch(() => false), late]);
    clearTimeout(timer);
    if (wants) return page;
  }
  return undefined;
}

/** `/`: a page asking to land there (the first-run page while opening is blocked), else the first page the role may use. */
export const homeRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/',
  beforeLoad: async ({ context }) => {
    const pages = pagesFor(getSession()?.role, context.pages);
    const first = (await landingOf(pages, context.queryClient)) ?? pages[0];
    if (first) throw redirect({ to: first.route.fullPath, replace: true });
  },
  component: () => <Text>ยังไม่มีหน้าที่บทบาทนี้ใช้ได้</Text>,
});

/** A page's address opened by a role the page does not list: its route shows NoPermission. */
export class NoPermissionError extends Error {
  constructor(
    readonly title: string,
    readonly roles: readonly AdminRole[],
  ) {
    super(`no permission: ${title}`);
    this.name = 'NoPermissionError';
  }
}

/** Who may open a page, in Thai ("การเงิน, ผู้ดูแลระบบ"). */
const whoMay = (roles: readonly AdminRole[]) =>
  [...roles.filter((r) => r !== 'admin').map((r) => ROLE_NAMES[r]), ROLE_NAMES.admin].join(', ');

/**
 * Inside the shell (menu and sign-out stay), where the page would be: the page's Thai name, who may
 * open it, and the way to the operator's own first page. The address stays, so a link shared by a
 * colleague says why it does not open instead of landing silently somewhere else.
 */
export function NoPermission({ title, roles }: { title: string; roles: readonly AdminRole[] }) {
  return (
    <Box
      role="alert"
      aria-labelledby="no-permission-heading"
      bg="white"
      borderWidth="1px"
      borderRadius="md"
      p={{ base: '5', lg: '8' }}
      maxW="xl"
    >
      <Heading as="h2" id="no-permission-heading" size="md" mb="2">
        ไม่มีสิทธิ์เข้าถึงหน้านี้
      </Heading>
      <Text mb="1">
        หน้า <Text as="strong">“{title}”</Text> ใช้ได้เฉพาะบทบาท {whoMay(roles)}
      </Text>
      <Text color="gray.600" fontSize="sm" mb="5">
        หากต้องใช้หน้านี้ โปรดติดต่อผู้ดูแลระบบเพื่อขอสิทธิ์
      </Text>
      <Button asChild colorPalette="blue" size="sm">
        <Link to="/">กลับไปหน้าแรกของฉัน</Link>
      </Button>
    </Box>
  );
}

function PageError({ error }: ErrorComponentProps) {
  if (error instanceof NoPermissionError) return <NoPermission title={error.title} roles={error.roles} />;
  return <ErrorComponent error={error} />;
}

/**
 * What a page's route takes from the shell: its parent, its path under it, and the guard that shows
 * a role the page does not list "ไม่มีสิทธิ์เข้าถึงหน้านี้" with the page's name, inside the shell,
 * before the page's loader asks the server anything. A page's index.ts spreads it into createRoute.
 */
export function underShell<const P extends string>(page: { title: string; roles: readonly AdminRole[] }, path: P) {
  return {
    getParentRoute: () => shellRoute,
    path,
    beforeLoad: () => {
      if (!allows(getSession()?.role, page.roles)) throw new NoPermissionError(page.title, page.roles);
    },
    errorComponent: PageError,
  };
}
