import { Container } from '@chakra-ui/react/container';
import type { QueryClient } from '@tanstack/react-query';
import { ensurePageData } from '@/lib/route-data';
import { providersQuery } from '../queries';
import { ProviderList } from './ProviderList';

/** /lobby without a name (docs/product.md "Routes": the name is optional): the providers to pick a lobby from. */
export function ProvidersPage() {
  return (
    <Container py={{ base: '4', sm: '6' }}>
      <ProviderList heading="ค่ายเกม" headingLevel="h1" intro="เลือกค่ายเกมเพื่อดูเกมทั้งหมดของค่าย" />
    </Container>
  );
}

/** The route's loader without a name: every provider with its games. */
export async function ensureProviders(queryClient: QueryClient): Promise<void> {
  await ensurePageData(queryClient, providersQuery());
}
