import { Container } from '@chakra-ui/react/container';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Stack } from '@chakra-ui/react/stack';

/** The default wait: two grey blocks, marked busy for assistive technology. */
export function PageSkeleton() {
  return (
    <Stack gap="2" aria-busy="true">
      <Skeleton h="12" />
      <Skeleton h="64" />
    </Stack>
  );
}

/**
 * A page whose loader is still waiting for its data after a second (the router's pending page):
 * the layout stays, the page's place shows the default wait instead of going blank.
 */
export function PendingPage() {
  return (
    <Container py={{ base: '4', sm: '8' }}>
      <PageSkeleton />
    </Container>
  );
}
