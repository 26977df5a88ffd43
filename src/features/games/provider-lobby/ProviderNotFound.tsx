import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Link } from '@tanstack/react-router';
import { ProviderList } from './ProviderList';

/** An unknown provider's lobby: the Thai not-found state, then the providers there are to pick from. */
export function ProviderNotFound({ name }: { name: string }) {
  return (
    <Container py={{ base: '4', sm: '8' }}>
      <Stack gap="6">
        <Stack
          role="alert"
          data-testid="provider-not-found"
          align="center"
          gap="3"
          py={{ base: '8', sm: '10' }}
          px="4"
          textAlign="center"
          bg="bg.subtle"
          rounded="2xl"
          borderWidth="1px"
          borderColor="gold.900"
        >
          <Text fontSize="4xl" fontWeight="700" color="gold.400" lineHeight="1">
            404
          </Text>
          <Heading as="h1" size="lg">
            ไม่พบค่ายเกมนี้
          </Heading>
          <Text color="fg.muted" fontSize="sm" maxW="420px" wordBreak="break-word">
            ไม่พบค่ายเกม “{name}” หรือค่ายเกมนี้ปิดให้บริการชั่วคราว กรุณาเลือกค่ายเกมด้านล่าง
          </Text>
          <Button asChild colorPalette="gold" size="sm">
            <Link to="/">กลับหน้าแรก</Link>
          </Button>
        </Stack>
        <ProviderList heading="ค่ายเกมทั้งหมด" headingLevel="h2" />
      </Stack>
    </Container>
  );
}
