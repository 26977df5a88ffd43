import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Skeleton, SkeletonCircle } from '@chakra-ui/react/skeleton';
import { Text } from '@chakra-ui/react/text';
import { ProviderBadge } from './ProviderBadge';

const frame = {
  align: 'center',
  gap: { base: '3', sm: '5' },
  p: { base: '3', sm: '5' },
  rounded: '2xl',
  bgGradient: 'to-r',
  gradientFrom: 'gold.900',
  gradientVia: 'bg.panel',
  gradientTo: 'bg.panel',
  borderWidth: '1px',
  borderColor: 'gold.border',
  overflow: 'hidden',
} as const;

/** A provider lobby's head: its badge, name (the page's h1), Thai subtitle and how many games it has. */
export function ProviderHeader({ name, subtitle, count }: { name: string; subtitle: string; count: number | null }) {
  return (
    <Flex as="header" {...frame}>
      <ProviderBadge name={name} size={{ base: '64px', sm: '88px' }} fontSize={{ base: 'xl', sm: '3xl' }} />
      <Box minW="0">
        <Text color="gold.300" fontSize="xs" letterSpacing="wide">
          ค่ายเกม
        </Text>
        <Heading as="h1" size={{ base: 'xl', sm: '2xl' }} color="gold.fg" truncate>
          {name}
        </Heading>
        {subtitle && (
          <Text color="fg.muted" fontSize={{ base: 'sm', sm: 'md' }}>
            {subtitle}
          </Text>
        )}
        {count !== null && (
          <Text color="gold.300" fontSize="xs" mt="1">
            ทั้งหมด {count} เกม
          </Text>
        )}
      </Box>
    </Flex>
  );
}

/** The head's place while the provider's lobby loads. */
export function ProviderHeaderSkeleton() {
  return (
    <Flex {...frame} aria-hidden="true">
      <SkeletonCircle size={{ base: '64px', sm: '88px' }} />
      <Box flex="1" minW="0">
        <Skeleton h="3" w="16" mb="2" />
        <Skeleton h="6" w="50%" mb="2" />
        <Skeleton h="4" w="70%" />
      </Box>
    </Flex>
  );
}
