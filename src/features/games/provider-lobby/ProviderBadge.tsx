import { Flex } from '@chakra-ui/react/flex';
import { initialsOf } from './filter';

type Size = string | Record<string, string>;

/**
 * A provider's logo: providers publish no artwork, so the site draws its initials on a gold disc
 * (nothing to download, the same on every screen).
 */
export function ProviderBadge({ name, size = '64px', fontSize = 'xl' }: { name: string; size?: Size; fontSize?: Size }) {
  return (
    <Flex
      aria-hidden="true"
      data-testid="provider-badge"
      boxSize={size}
      flexShrink={0}
      align="center"
      justify="center"
      rounded="full"
      // A plain gradient, not bgGradient: that one's CSS variables are inherited, and inside the
      // lobby head (a gradient with a middle stop) the disc took the head's dark stops.
      bgImage="linear-gradient(135deg, var(--gw-colors-gold-300), var(--gw-colors-gold-700))"
      color="gray.900"
      fontWeight="700"
      fontSize={fontSize}
      borderWidth="3px"
      borderColor="gold.900"
      boxShadow="lg"
    >
      {initialsOf(name)}
    </Flex>
  );
}
