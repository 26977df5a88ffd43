import { Box, Stack, Text } from '@chakra-ui/react';

/** The channel's steps in Thai, numbered, as the server gives them. */
export function Instructions({ steps }: { steps: string[] }) {
  if (steps.length === 0) return null;
  return (
    <Stack as="ol" gap="2.5" m="0" p="0" listStyleType="none" aria-label="ขั้นตอนการฝากเงิน">
      {steps.map((step, i) => (
        <Box as="li" key={step} display="flex" gap="3" alignItems="flex-start">
          <Box
            flexShrink={0}
            w="6"
            h="6"
            rounded="full"
            bg="gold.solid"
            color="gold.contrast"
            fontSize="xs"
            fontWeight="bold"
            display="flex"
            alignItems="center"
            justifyContent="center"
            aria-hidden="true"
          >
            {i + 1}
          </Box>
          <Text fontSize="sm" lineHeight="tall">
            {step}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
