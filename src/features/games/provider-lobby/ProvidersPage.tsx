import { Container } from '@chakra-ui/react/container';
import { ProviderList } from './ProviderList';

/** /lobby without a name (docs/product.md "Routes": the name is optional): the providers to pick a lobby from. */
export function ProvidersPage() {
  return (
    <Container py={{ base: '4', sm: '6' }}>
      <ProviderList heading="ค่ายเกม" headingLevel="h1" intro="เลือกค่ายเกมเพื่อดูเกมทั้งหมดของค่าย" />
    </Container>
  );
}
