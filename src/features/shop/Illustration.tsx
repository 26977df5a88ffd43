import { Box, Image } from '@chakra-ui/react';
import { isShopIllustration, type ShopIllustration } from '@contract/shop';
import type { ReactNode } from 'react';

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.6, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** The built-in pictures an item may use instead of an image URL (the site serves no uploads). */
const PICTURES: Record<ShopIllustration, { color: string; from: string; body: ReactNode }> = {
  voucher: {
    color: 'gold.300',
    from: 'gold.900',
    body: (
      <g {...stroke}>
        <path d="M3 8a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-2a2 2 0 0 0 0-4z" />
        <path d="M9 9h.01M15 15h.01M15.5 8.5l-7 7" />
      </g>
    ),
  },
  spins: {
    color: 'green.300',
    from: 'green.900',
    body: (
      <g {...stroke}>
        <circle cx="12" cy="12" r="8.5" />
        <circle cx="12" cy="12" r="2" />
        <path d="M12 3.5v6.5M12 14v6.5M3.5 12H10M14 12h6.5M6 6l4.6 4.6M13.4 13.4 18 18M18 6l-4.6 4.6M10.6 13.4 6 18" />
      </g>
    ),
  },
  tshirt: {
    color: 'blue.300',
    from: 'blue.900',
    body: (
      <g {...stroke}>
        <path d="M8 3.5 3.5 6l1.8 4 2.2-1V20.5h9V9l2.2 1 1.8-4L16 3.5c-.5 1.6-2 2.5-4 2.5S8.5 5.1 8 3.5z" />
      </g>
    ),
  },
  headphones: {
    color: 'purple.300',
    from: 'purple.900',
    body: (
      <g {...stroke}>
        <path d="M4 15v-3a8 8 0 0 1 16 0v3" />
        <rect x="3" y="14" width="4.5" height="6.5" rx="1.5" />
        <rect x="16.5" y="14" width="4.5" height="6.5" rx="1.5" />
      </g>
    ),
  },
  gift: {
    color: 'red.300',
    from: 'red.900',
    body: (
      <g {...stroke}>
        <rect x="3.5" y="8" width="17" height="4" rx="1" />
        <path d="M5 12v8.5h14V12M12 8v12.5M12 8c-1.5-3-5-4-5-1.5S10 8 12 8zm0 0c1.5-3 5-4 5-1.5S14 8 12 8z" />
      </g>
    ),
  },
};

/** An item's picture: its image URL, or its built-in illustration on a gradient tile. */
export function ItemImage({ image, alt }: { image: string; alt: string }) {
  if (!isShopIllustration(image))
    return <Image src={image} alt={alt} w="full" aspectRatio="4 / 3" objectFit="cover" loading="lazy" display="block" />;
  const p = PICTURES[image];
  return (
    <Box
      role="img"
      aria-label={alt}
      w="full"
      aspectRatio="4 / 3"
      display="flex"
      alignItems="center"
      justifyContent="center"
      bgGradient="to-br"
      gradientFrom={p.from}
      gradientTo="bg.panel"
      color={p.color}
    >
      <Box asChild w="45%" h="auto" aria-hidden>
        <svg viewBox="0 0 24 24">{p.body}</svg>
      </Box>
    </Box>
  );
}
