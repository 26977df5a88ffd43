import { Box, type BoxProps } from '@chakra-ui/react';
import { categoryMark } from '@contract/lotto-marks';

/** A category's round mark (contract/lotto-marks.ts) in a gold-ringed circle. */
export function CategoryBadge({ code, size = '11' }: { code: string; size?: BoxProps['boxSize'] }) {
  const mark = categoryMark(code);
  return (
    <Box
      aria-hidden="true"
      flexShrink={0}
      boxSize={size}
      rounded="full"
      display="grid"
      placeItems="center"
      fontSize="xs"
      fontWeight="bold"
      lineHeight="1"
      color={mark.fg ?? 'white'}
      textShadow={mark.fg ? undefined : '0 1px 2px rgba(0,0,0,0.7)'}
      borderWidth="2px"
      borderColor="gold.700"
      boxShadow="0 0 0 1px rgba(0,0,0,0.4)"
      style={{ background: mark.bg }}
    >
      {mark.label}
    </Box>
  );
}
