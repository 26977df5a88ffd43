import { Box, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled card of the money pages (a named region for assistive technology and tests). */
export function Panel({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Box
      as="section"
      aria-label={title}
      bg="bg.panel"
      rounded="2xl"
      borderWidth="1px"
      borderColor="border.muted"
      p={{ base: '4', sm: '6' }}
      minW="0"
    >
      <Box display="flex" alignItems="center" justifyContent="space-between" gap="3" mb="4">
        <Heading as="h2" size="md" color="gold.fg">
          {title}
        </Heading>
        {actions}
      </Box>
      {children}
    </Box>
  );
}
