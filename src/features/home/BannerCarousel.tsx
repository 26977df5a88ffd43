import { AspectRatio, Box, Carousel, Image, Skeleton } from '@chakra-ui/react';
import type { Banner } from '@contract/agent';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { bannersQuery } from '@/features/agent/queries';

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

function Slides({ banners }: { banners: Banner[] }) {
  return (
    <Carousel.Root
      slideCount={banners.length}
      autoplay={banners.length > 1 ? { delay: AUTOPLAY_MS } : false}
      loop
      allowMouseDrag
      spacing="0px"
      gap="3"
      translations={{
        indicator: (i) => `แบนเนอร์ที่ ${i + 1}`,
        item: (i, n) => `แบนเนอร์ ${i + 1} จาก ${n}`,
        nextTrigger: 'ถัดไป',
        prevTrigger: 'ก่อนหน้า',
      }}
      aria-label="แบนเนอร์โปรโมชั่น"
    >
      <Carousel.ItemGroup rounded={{ base: 'xl', sm: '2xl' }} overflow="hidden">
        {banners.map((b, i) => (
          <Carousel.Item key={b.id} index={i}>
            <BannerLink link={b.link} title={b.title}>
              <AspectRatio ratio={RATIO}>
                <Image src={b.image} alt={b.title} objectFit="cover" loading={i === 0 ? 'eager' : 'lazy'} draggable={false} />
              </AspectRatio>
            </BannerLink>
          </Carousel.Item>
        ))}
      </Carousel.ItemGroup>
      {banners.length > 1 ? (
        <Carousel.Control justifyContent="center">
          <Carousel.IndicatorGroup>
            {banners.map((b, i) => (
              <Carousel.Indicator key={b.id} index={i} bg="whiteAlpha.500" _current={{ bg: 'gold.solid', w: '5' }} transition="all 0.2s" />
            ))}
          </Carousel.IndicatorGroup>
        </Carousel.Control>
      ) : null}
    </Carousel.Root>
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
