import { Box } from '@chakra-ui/react/box';
import { IconButton } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { formatMoney } from '@/lib/format';

const stepButton = {
  size: 'lg',
  rounded: 'full',
  variant: 'solid',
  bg: 'linear-gradient(180deg, #1fb85d 0%, #137a3f 100%)',
  color: 'white',
  fontSize: '2xl',
  fontWeight: 'bold',
  borderWidth: '2px',
  borderColor: 'green.300',
  _disabled: { opacity: 0.4 },
} as const;

/** The stake per spin, stepped through the ladder (satang) with - and +. */
export function BetStepper({
  ladder,
  bet,
  onChange,
  disabled,
  lines,
}: {
  ladder: number[];
  bet: number;
  onChange: (bet: number) => void;
  disabled: boolean;
  lines: number;
}) {
  const i = ladder.indexOf(bet);
  return (
    <Flex
      align="center"
      justify="space-between"
      gap="2"
      px="2"
      py="1.5"
      rounded="full"
      bg="blackAlpha.600"
      borderWidth="1px"
      borderColor="gold.800"
    >
      <IconButton aria-label="ลดเดิมพัน" disabled={disabled || i <= 0} onClick={() => onChange(ladder[i - 1])} {...stepButton}>
        −
      </IconButton>
      <Box textAlign="center" minW="0">
        <Text fontSize="xs" color="fg.muted" lineHeight="1.2">
          เดิมพัน · {lines} ไลน์
        </Text>
        <Text fontSize="xl" fontWeight="bold" color="gold.300" lineHeight="1.3" fontVariantNumeric="tabular-nums" data-testid="slot-bet">
          {formatMoney(bet / 100)}
        </Text>
      </Box>
      <IconButton
        aria-label="เพิ่มเดิมพัน"
        disabled={disabled || i >= ladder.length - 1}
        onClick={() => onChange(ladder[i + 1])}
        {...stepButton}
      >
        +
      </IconButton>
    </Flex>
  );
}
