import { Box } from '@chakra-ui/react';

/** A bank's logo badge: its colour with its short code (KBANK, SCB...), as Thai banking apps show. */
export function BankBadge({ short, color, size = '11' }: { short: string; color: string; size?: string }) {
  return (
    <Box
      flexShrink={0}
      w={size}
      h={size}
      rounded="full"
      bg={color}
      color="white"
      fontSize={short.length > 4 ? '2xs' : 'xs'}
      fontWeight="bold"
      letterSpacing="tight"
      display="flex"
      alignItems="center"
      justifyContent="center"
      borderWidth="2px"
      borderColor="whiteAlpha.300"
      aria-hidden="true"
    >
      {short}
    </Box>
  );
}
