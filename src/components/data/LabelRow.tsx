import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';

/** A label on the left and its value on the right, ruled off from the next row (detail cards). */
export function LabelRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex
      justify="space-between"
      align="center"
      gap="3"
      py="2.5"
      borderBottomWidth="1px"
      borderColor="border.muted"
      _last={{ borderBottomWidth: 0 }}
    >
      <Text color="fg.muted" fontSize="sm" flexShrink={0}>
        {label}
      </Text>
      <Box textAlign="end" minW="0">
        {children}
      </Box>
    </Flex>
  );
}
