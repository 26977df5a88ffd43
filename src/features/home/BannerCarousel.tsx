import { AspectRatio } from '@chakra-ui/react/aspect-ratio';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Skeleton } from '@chakra-ui/react/skeleton';
import type { Banner } from '@contract/agent';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { bannersQuery } from '@/features/agent';
import { isLoggedInAtom } from '@/state/auth';

const RATIO = 3; // banners are drawn 1200 x 400
const AUTOPLAY_MS = 5000;

/** A banner's link: in-site paths through the router, other addresses in a new tab, none without one. */
function BannerLink({ link, title, children }: { link: string; title: string; children: ReactNode }) {
  if (link.startsWith('/')) {
    return (
      <Link to={link} aria-label={title}>
        {children}
      </Link>
    );
  }
  if (/^https?:\/\//.test(link)) {
    return (
      <a href={link} target="_blank" rel="noopener noreferrer" aria-label={title}>
        {children}
      </a>
    );
  }
  return <>{children}</>;
}

/**
 * The banner's action for who is looking: "สมัครเลย" to register for a visitor, "ฝากเงิน" for a
 * signed-in member (who cannot register again). It is drawn over the art's lower left, where the
 * demo banners leave room, rather than baked into the picture, which cannot tell who is looking.
 */
function BannerAction() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  return (
    <Box position="absolute" left="6%" bottom="18%" data-testid="banner-action">
      <Button asChild colorPalette="gold" rounded="full" fontWeight="700" size={{ base: 'xs', sm: 'sm', md: 'lg' }} boxShadow="md">
        {loggedIn ? <Link to="/member/deposit">ฝากเงิน</Link> : <Link to="/register">สมัครเลย</Link>}
      </Button>
    </Box>
  );
}

/**
 * Slides in a scroll-snapping row: the browser does the swiping, so the home page carries no
 * carousel state machine (about 12 KB of gzipped JavaScript on the first page). It advances every
 * 5 s unless the member is touching, hovering or focusing it, the tab is hidden, or reduced motion
 * is asked for.
 */
function Slides({ banners }: { banners: Banner[] }) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [held, setHeld] = useState(false);
  const count = banners.length;

  const goTo = (i: number) => {
    const el = track.current;
    el?.scrollTo({ left: i * el.clientWidth, behavior: 'smooth' });
  };

  useEffect(() => {
    if (count < 2 || held || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const id = window.setInterval(() => {
      const el = track.current;
      if (!el || document.hidden || !el.clientWidth) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % count;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, AUTOPLAY_MS);
    return () => window.clearInterval(id);
  }, [count, held]);

  return (
    <Box
      aria-roledescription="carousel"
      aria-label="แบนเนอร์โปรโมชั่น"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      onTouchStart={() => setHeld(true)}
      onTouchEnd={() => setHeld(false)}
    >
      <Flex
        ref={track}
        overflowX="auto"
        scrollSnapType="x mandatory"
        rounded={{ base: 'xl', sm: '2xl' }}
        css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
        onScroll={(e) => {
          const el = e.currentTarget;
          if (el.clientWidth) setCurrent(Math.round(el.scrollLeft / el.clientWidth));
        }}
      >
        {banners.map((b, i) => (
          <Box
            key={b.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`แบนเนอร์ ${i + 1} จาก ${count}`}
            flex="0 0 100%"
            scrollSnapAlign="start"
            position="relative"
          >
            <BannerLink link={b.link} title={b.title}>
              <AspectRatio ratio={RATIO}>
                <img
                  src={b.image}
                  alt={b.title}
                  width={1200}
                  height={400}
                  style={{ objectFit: 'cover' }}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  draggable={false}
                />
              </AspectRatio>
            </BannerLink>
            <BannerAction />
          </Box>
        ))}
      </Flex>
      {count > 1 ? (
        <Flex justify="center" mt="1">
          {banners.map((b, i) => (
            <Box
              asChild
              key={b.id}
              // 24 px targets around 8 px dots (Lighthouse's target-size check).
              w="6"
              h="6"
              display="grid"
              placeItems="center"
              cursor="pointer"
            >
              <button
                type="button"
                aria-label={`แบนเนอร์ที่ ${i + 1}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => goTo(i)}
              >
                <Box
                  as="span"
                  h="2"
                  w={i === current ? '5' : '2'}
                  rounded="full"
                  bg={i === current ? 'gold.solid' : 'whiteAlpha.500'}
                  transition="all 0.2s"
                />
              </button>
            </Box>
          ))}
        </Flex>
      ) : null}
    </Box>
  );
}

/** The agent's banners (GET /api/banner): auto-advance, swipe or dots, each links to its page. */
export function BannerCarousel() {
  const banners = useQuery(bannersQuery);
  if (banners.isPending) {
    return (
      <AspectRatio ratio={RATIO}>
        <Skeleton rounded={{ base: 'xl', sm: '2xl' }} />
      </AspectRatio>
    );
  }
  if (!banners.data?.length) return null;
  return (
    <Box as="section" aria-label="แบนเนอร์">
      <Slides banners={banners.data} />
    </Box>
  );
}
