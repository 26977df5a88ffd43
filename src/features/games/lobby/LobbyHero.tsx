import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Image } from '@chakra-ui/react/image';
import { Text } from '@chakra-ui/react/text';

/** The lobby's head: its banner art, Thai title and subtitle, and how many games it holds. */
export function LobbyHero({ title, subtitle, banner, count }: { title: string; subtitle: string; banner: string; count: number | null }) {
  return (
    <Flex
      as="header"
      align="center"
      gap={{ base: '3', sm: '5' }}
      p={{ base: '3', sm: '5' }}
      rounded="2xl"
      bgGradient="to-r"
      gradientFrom="gold.900"
      gradientVia="bg.panel"
      gradientTo="bg.panel"
      borderWidth="1px"
      borderColor="gold.border"
      overflow="hidden"
    >
      <Image src={banner} alt="" boxSize={{ base: '72px', sm: '96px', md: '112px' }} rounded="xl" flexShrink={0} boxShadow="lg" />
      <Box minW="0">
        <Heading as="h1" size={{ base: 'xl', sm: '2xl' }} color="gold.fg">
          {title}
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
