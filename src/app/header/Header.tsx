import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { isLoggedInAtom } from '@/state/auth';
import { ContactButton, EventButton } from './BarButtons';
import { Logo } from './Logo';
import { NAV_LINKS } from './nav-links';
import { useScrolledPast } from './useScrolledPast';

// Members only: visitors (most first visits) do not download it.
const MemberPanel = lazy(() => import('../member/MemberPanel').then((mod) => ({ default: mod.MemberPanel })));

/** docs/constants.md "Screen sizes": the header becomes fixed after 80 px of scroll. */
const HEADER_FIXED_AFTER = 80;

function NavLinks() {
  return (
    <Flex
      as="nav"
      aria-label="เมนูหลัก"
      order={{ base: 2, md: 1 }}
      width={{ base: '100%', md: 'auto' }}
      flex={{ md: '1' }}
      justify={{ md: 'center' }}
      gap={{ base: '1', lg: '2' }}
      overflowX="auto"
      whiteSpace="nowrap"
      css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
      mx={{ base: '-2', md: '0' }}
    >
      {NAV_LINKS.map((link) => (
        <Link key={link.to} to={link.to} activeProps={{ 'aria-current': 'page' }}>
          <Box
            as="span"
            display="inline-block"
            px={{ base: '3', lg: '3' }}
            py="2"
            fontSize={{ base: 'sm', lg: 'md' }}
            rounded="md"
            color="fg.muted"
            _hover={{ color: 'gold.400' }}
            css={{ '[aria-current=page] > &': { color: 'gold.400', fontWeight: '500' } }}
          >
            {link.label}
          </Box>
        </Link>
      ))}
    </Flex>
  );
}

/** Row one's right end: the event and contact buttons (contact from 960 px: the footer tab below), then the visitor buttons. */
function BarEnd({ visitor }: { visitor: boolean }) {
  return (
    <Flex order={{ base: 1, md: 2 }} gap={{ base: '1.5', md: '2' }} ml="auto" align="center">
      <EventButton />
      <ContactButton phones={false} />
      {visitor && <VisitorButtons />}
    </Flex>
  );
}

function VisitorButtons() {
  return (
    <>
      <Button asChild colorPalette="gold" size={{ base: 'sm', md: 'md' }} rounded="full" fontWeight="700">
        <Link to="/register" aria-label="สมัครสมาชิก">
          <Box as="span" display={{ base: 'none', sm: 'inline' }}>
            สมัครสมาชิก
          </Box>
          <Box as="span" display={{ base: 'inline', sm: 'none' }}>
            สมัคร
          </Box>
        </Link>
      </Button>
      <Button asChild colorPalette="green" size={{ base: 'sm', md: 'md' }} rounded="full" fontWeight="700">
        <Link to="/login">เข้าสู่ระบบ</Link>
      </Button>
    </>
  );
}

/**
 * The site header (docs/product.md "Header"): the logo, the menu links (a horizontal scroller below 960 px),
 * the register and login buttons for visitors or the member panel for members. After 80 px of
 * scroll it is fixed with a shadow; a spacer of its height keeps the page from jumping.
 *
 * The member panel is the header's sibling, not inside it: below 960 px it scrolls away with the page
 * (pinned, it took a third of a phone's screen); from 960 px it sticks under the fixed header.
 */
export function Header() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const fixed = useScrolledPast(HEADER_FIXED_AFTER);
  const ref = useRef<HTMLDivElement>(null);
  const [spacer, setSpacer] = useState(0);
  // Measured when the header turns fixed (its height is the same fixed or not), before that frame is
  // painted: reading it at mount would force a layout of the whole first page inside React's commit.
  useLayoutEffect(() => {
    if (fixed && ref.current) setSpacer(ref.current.offsetHeight);
  }, [fixed]);
  return (
    <>
      <Box style={{ height: fixed ? spacer : undefined }}>
        <Box
          ref={ref}
          as="header"
          data-testid="site-header"
          data-fixed={fixed ? 'true' : 'false'}
          position={fixed ? 'fixed' : 'relative'}
          top="0"
          insetX="0"
          zIndex="sticky"
          bg="rgba(13, 15, 20, 0.96)"
          backdropFilter="blur(6px)"
          borderBottomWidth="1px"
          borderColor="gold.900"
          boxShadow={fixed ? '0 6px 18px rgba(0, 0, 0, 0.55)' : 'none'}
          transition="box-shadow 0.2s"
        >
          <Container>
            <Flex align="center" wrap="wrap" columnGap={{ base: '3', md: '4' }} rowGap="1" py={{ base: '2', md: '3' }}>
              <Box order={0} flexShrink={0}>
                {/* 34 px tall on phones: the event button and the visitor buttons share its row. */}
                <Logo height={{ base: '34px', md: '48px' }} />
              </Box>
              <NavLinks />
              <BarEnd visitor={!loggedIn} />
            </Flex>
          </Container>
        </Box>
      </Box>
      {loggedIn && (
        <Suspense fallback={null}>
          <MemberPanel stickAt={fixed ? spacer : undefined} />
        </Suspense>
      )}
    </>
  );
}
