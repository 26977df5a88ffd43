import { Badge, Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { adminApi } from './http';
import type { AdminPage } from './page';
import { type OperatorSession, ROLE_NAMES, setSession } from './session';

/**
 * The signed-in frame: the side menu (the pages this operator's role may use) and the page. From
 * 1024 px the menu is a column on the left; narrower (a tablet at 768 px) it is a row above the page.
 */
export function AdminLayout({ session, pages }: { session: OperatorSession; pages: readonly AdminPage[] }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The page whose route is among the open matches.
  const openId = useRouterState({ select: (s) => s.matches.find((m) => pages.some((p) => p.route.id === m.routeId))?.routeId });
  const current = pages.find((p) => p.route.id === openId);

  const signOut = async () => {
    // The server revokes the token; the browser forgets it even if that call fails (offline, expired),
    // and the other tabs follow (session.ts).
    await adminApi.post('/logout').catch(() => undefined);
    setSession(null);
    queryClient.clear();
    await navigate({ to: '/login' });
  };

  return (
    <Flex direction={{ base: 'column', lg: 'row' }} minH="100vh">
      <Box
        as="nav"
        aria-label="เมนูหลัก"
        bg="white"
        borderRightWidth={{ base: 0, lg: '1px' }}
        borderBottomWidth={{ base: '1px', lg: 0 }}
        w={{ base: 'full', lg: '240px' }}
        flexShrink={0}
        px="3"
        py={{ base: '2', lg: '5' }}
      >
        <Box px="3" mb={{ base: '2', lg: '6' }}>
          <Text fontWeight="semibold" fontSize="lg" color="blue.800" lineHeight="short">
            Golden Win 888
          </Text>
          <Text fontSize="xs" color="gray.500">
            ระบบหลังบ้าน
          </Text>
        </Box>
        <Flex as="ul" listStyleType="none" direction={{ base: 'row', lg: 'column' }} gap="1" wrap="wrap">
          {pages.map((p) => {
            const active = p === current;
            return (
              <li key={p.route.id}>
                <Link to={p.route.fullPath} aria-current={active ? 'page' : undefined}>
                  <Flex
                    align="center"
                    gap="3"
                    px="3"
                    py="2"
                    borderRadius="md"
                    color={active ? 'blue.800' : 'gray.700'}
                    bg={active ? 'blue.50' : undefined}
                    fontWeight={active ? 'semibold' : 'normal'}
                    _hover={{ bg: active ? 'blue.50' : 'gray.100' }}
                  >
                    <p.icon />
                    <span>{p.title}</span>
                    {p.badge && <p.badge />}
                  </Flex>
                </Link>
              </li>
            );
          })}
        </Flex>
      </Box>
      <Box flex="1" minW="0">
        <Flex
          as="header"
          align="center"
          justify="space-between"
          gap="4"
          px={{ base: '4', lg: '8' }}
          py="3"
          bg="white"
          borderBottomWidth="1px"
        >
          <Heading as="h1" size="lg">
            {current?.title ?? 'ระบบหลังบ้าน'}
          </Heading>
          <Flex align="center" gap="3">
            <Text fontSize="sm" color="gray.700" textAlign="end">
              {session.display_name}
            </Text>
            {session.display_name !== ROLE_NAMES[session.role] && (
              <Badge colorPalette={session.role === 'admin' ? 'purple' : 'gray'}>{ROLE_NAMES[session.role]}</Badge>
            )}
            <Button size="sm" variant="outline" onClick={signOut}>
              ออกจากระบบ
            </Button>
          </Flex>
        </Flex>
        <Box as="main" px={{ base: '4', lg: '8' }} py="6">
          <Outlet />
        </Box>
      </Box>
    </Flex>
  );
}
