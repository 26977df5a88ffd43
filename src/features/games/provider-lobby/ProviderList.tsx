import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Skeleton, SkeletonCircle } from '@chakra-ui/react/skeleton';
import { Text } from '@chakra-ui/react/text';
import type { GameLobbyData } from '@contract/games';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { QueryError } from '@/components/query/QueryError';
import { failureMessage } from '@/lib/api-error';
import { providersQuery } from '../queries';
import { ProviderBadge } from './ProviderBadge';

type Provider = GameLobbyData['providers'][number];
const COLUMNS = { base: 1, sm: 2, lg: 3 } as const;
const PREVIEW = 3;

/** The providers to pick from (GET /api/game/lobby): each with its game count and first games, linking to its lobby. */
export function ProviderList({ heading, headingLevel, intro }: { heading: string; headingLevel: 'h1' | 'h2'; intro?: string }) {
  const providers = useQuery(providersQuery());
  const headingId = `providers-${headingLevel}`;
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as={headingLevel} id={headingId} size={headingLevel === 'h1' ? { base: 'xl', sm: '2xl' } : 'md'} color="gold.fg" mb="3">
        {heading}
      </Heading>
      {intro && (
        <Text color="fg.muted" fontSize="sm" mt="-2" mb="3">
          {intro}
        </Text>
      )}
      {providers.isPending ? (
        <ProviderListSkeleton />
      ) : providers.isError ? (
        <QueryError message={failureMessage(providers.error)} onRetry={() => void providers.refetch()} />
      ) : providers.data.providers.length === 0 ? (
        <Text color="fg.muted" textAlign="center" py="10">
          ยังไม่มีค่ายเกมเปิดให้บริการในขณะนี้
        </Text>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={COLUMNS} gap="3" aria-label={heading}>
          {providers.data.providers.map((p) => (
            <ProviderCard key={p.provider_id} provider={p} />
          ))}
        </SimpleGrid>
      )}
    </Box>
  );
}

function ProviderCard({ provider }: { provider: Provider }) {
  return (
    <li>
      <Flex
        asChild
        data-testid={`provider-card-${provider.provider_id}`}
        align="center"
        gap="3"
        p="3"
        rounded="xl"
        bg="bg.subtle"
        borderWidth="1px"
        borderColor="whiteAlpha.100"
        transition="border-color 0.2s, transform 0.2s"
        _hover={{ borderColor: 'gold.600', transform: 'translateY(-2px)' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'gold.400', outlineOffset: '2px' }}
      >
        <Link
          to="/lobby/{-$name}"
          params={{ name: provider.provider_id }}
          aria-label={`${provider.provider_name} ${provider.games.length} เกม`}
        >
          <ProviderBadge name={provider.provider_name} size="52px" fontSize="lg" />
          <Box flex="1" minW="0">
            <Text fontWeight="600" truncate>
              {provider.provider_name}
            </Text>
            <Text color="fg.muted" fontSize="sm">
              {provider.games.length} เกม
            </Text>
            <Text color="green.300" fontSize="xs" mt="0.5">
              เข้าสู่ล็อบบี้ ›
            </Text>
          </Box>
          <Flex gap="1.5" flexShrink={0} aria-hidden="true">
            {provider.games.slice(0, PREVIEW).map((g, i) => (
              // Two on a phone, so the provider's name keeps its room.
              <Box
                key={g.game_id}
                asChild
                boxSize={{ base: '40px', sm: '44px' }}
                display={i >= 2 ? { base: 'none', sm: 'block' } : undefined}
                rounded="lg"
                overflow="hidden"
                bg="bg.muted"
              >
                <img src={g.image} alt="" loading="lazy" draggable={false} />
              </Box>
            ))}
          </Flex>
        </Link>
      </Flex>
    </li>
  );
}

function ProviderListSkeleton() {
  return (
    <SimpleGrid columns={COLUMNS} gap="3" aria-busy="true" aria-label="กำลังโหลดรายชื่อค่ายเกม">
      {[0, 1, 2].map((i) => (
        <Flex key={i} align="center" gap="3" p="3" rounded="xl" bg="bg.subtle">
          <SkeletonCircle size="52px" />
          <Box flex="1">
            <Skeleton h="4" w="60%" mb="2" />
            <Skeleton h="3" w="30%" />
          </Box>
        </Flex>
      ))}
    </SimpleGrid>
  );
}
