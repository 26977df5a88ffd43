import { Box } from '@chakra-ui/react/box';

/**
 * A requirement's progress, 0-100 (a plain bar: the member panel shows it on every member page, so it
 * carries no component library progress widget).
 */
export function ProgressBar({ percent, label, size = 'md' }: { percent: number; label: string; size?: 'sm' | 'md' }) {
  const value = Math.max(0, Math.min(100, percent));
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      h={size === 'sm' ? '1.5' : '2.5'}
      w="full"
      bg="whiteAlpha.200"
      rounded="full"
      overflow="hidden"
    >
      <Box
        h="full"
        w={`${value}%`}
        rounded="full"
        bgGradient="to-r"
        gradientFrom={value >= 100 ? 'green.500' : 'gold.600'}
        gradientTo={value >= 100 ? 'green.300' : 'gold.300'}
        transition="width 0.4s ease"
      />
    </Box>
  );
}

/** "45%" or "45.5%". */
export const percentText = (n: number) => `${Number(Math.max(0, Math.min(100, n)).toFixed(1))}%`;
