import { Box, Heading, Image, SimpleGrid } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

/** The game categories of the home page, each opening its lobby. */
const CATEGORIES = [
  { to: '/slot', label: 'สล็อต', image: '/images/categories/slot.svg' },
  { to: '/casino', label: 'คาสิโน', image: '/images/categories/casino.svg' },
  { to: '/fishing', label: 'ยิงปลา', image: '/images/categories/fishing.svg' },
  { to: '/sport', label: 'กีฬา', image: '/images/categories/sport.svg' },
  { to: '/freespin', label: 'ฟรีสปิน', image: '/images/categories/freespin.svg' },
  { to: '/lotto/lobby', label: 'หวย', image: '/images/categories/lotto.svg' },
] as const;

export function CategoryTiles() {
  return (
    <Box as="section" aria-labelledby="home-categories">
      <Heading id="home-categories" as="h2" size="lg" mb="3">
        เลือกเกม
      </Heading>
      <SimpleGrid columns={{ base: 3, md: 6 }} gap={{ base: '2', sm: '4' }}>
        {CATEGORIES.map((c) => (
          <Link key={c.to} to={c.to}>
            <Box rounded="xl" overflow="hidden" _hover={{ transform: 'translateY(-2px)' }} transition="transform 0.2s">
              {/* The tile art carries its Thai name; alt gives the same name to screen readers. */}
              <Image src={c.image} alt={c.label} aspectRatio={1} w="full" display="block" draggable={false} />
            </Box>
          </Link>
        ))}
      </SimpleGrid>
    </Box>
  );
}
