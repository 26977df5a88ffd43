import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The frame of the login, register and forgot pages: one card, full width at 375 px, centred on desktop. */
export function AuthCard({
  title,
  subtitle,
  children,
  maxW = '440px',
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  maxW?: string;
}) {
  return (
    <Box w="full" maxW={maxW} mx="auto" py={{ base: '4', sm: '10' }}>
      <Box
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border.muted"
        rounded="2xl"
        px={{ base: '4', sm: '8' }}
        py={{ base: '6', sm: '8' }}
        shadow="lg"
      >
        <Stack gap="1" mb="6" textAlign="center">
          <Heading as="h1" size="2xl" color="colorPalette.fg" colorPalette="gold">
            {title}
          </Heading>
          {subtitle ? (
            <Text color="fg.muted" fontSize="sm">
              {subtitle}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Box>
    </Box>
  );
}
