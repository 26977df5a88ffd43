import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A page whose feature arrives in a later issue: its title and a short Thai line (the issue replaces it). */
export function ComingSoon({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Container py={{ base: '10', md: '16' }}>
      <Box textAlign="center" bg="bg.subtle" borderWidth="1px" borderColor="gold.800" rounded="2xl" px="6" py="12" maxW="560px" mx="auto">
        <Heading as="h1" size="2xl" color="gold.400" mb="3">
          {title}
        </Heading>
        <Text color="fg.muted">ส่วนนี้กำลังจะเปิดให้บริการ</Text>
        {children}
        <Box mt="6">
          <Link to="/">
            <Text as="span" color="gold.400" textDecoration="underline">
              กลับหน้าแรก
            </Text>
          </Link>
        </Box>
      </Box>
    </Container>
  );
}
