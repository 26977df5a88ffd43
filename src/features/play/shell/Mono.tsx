import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';

/** A labelled proof value (hash, seed): monospace, wrapped anywhere, selectable for copying. */
export function ProofValue({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted" mb="1">
        {label}
      </Text>
      <Flex
        px="3"
        py="2"
        rounded="md"
        bg="blackAlpha.500"
        borderWidth="1px"
        borderColor="whiteAlpha.100"
        fontFamily="mono"
        fontSize="xs"
        color="gold.100"
        wordBreak="break-all"
        userSelect="all"
        data-testid={testId}
      >
        {value}
      </Flex>
    </Box>
  );
}
