import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { IconButton } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { HelpIcon, ShieldIcon } from '@/components/icons/play';
import { formatMoney } from '@/lib/format';

type Props = {
  name: string;
  balance: number;
  demo: boolean;
  onHelp: () => void;
  onFairness: () => void;
};

const iconButton = {
  size: 'sm',
  variant: 'ghost',
  color: 'gold.300',
  rounded: 'full',
  fontSize: 'xl',
  _hover: { bg: 'whiteAlpha.100' },
} as const;

/** The slim bar over every game: its name, the demo badge, the balance, rules and fairness. */
export function TopBar({ name, balance, demo, onHelp, onFairness }: Props) {
  return (
    <Flex
      as="header"
      align="center"
      gap="2"
      h="52px"
      px={{ base: '2', md: '4' }}
      flexShrink={0}
      bg="linear-gradient(180deg, #1d1606 0%, #0b0904 100%)"
      borderBottomWidth="1px"
      borderColor="gold.800"
      boxShadow="0 2px 12px rgba(0,0,0,0.5)"
    >
      <Flex align="center" gap="2" minW="0" flex="1">
        <Text as="h1" fontWeight="bold" color="gold.300" truncate fontSize={{ base: 'md', md: 'lg' }}>
          {name}
        </Text>
        {demo && (
          <Badge colorPalette="green" variant="solid" rounded="full" px="2" flexShrink={0}>
            ทดลองเล่น
          </Badge>
        )}
      </Flex>
      <Flex
        align="center"
        gap="1.5"
        px="3"
        h="34px"
        rounded="full"
        bg="blackAlpha.600"
        borderWidth="1px"
        borderColor="gold.700"
        flexShrink={0}
      >
        <Box as="span" color="gold.500" fontWeight="bold" aria-hidden="true">
          ฿
        </Box>
        <Text as="span" srOnly>
          ยอดเงิน
        </Text>
        <Text as="span" fontWeight="semibold" color="white" fontVariantNumeric="tabular-nums" data-testid="play-balance">
          {formatMoney(balance)}
        </Text>
      </Flex>
      <IconButton aria-label="ความยุติธรรมของเกม" onClick={onFairness} {...iconButton}>
        <ShieldIcon />
      </IconButton>
      <IconButton aria-label="กติกาและอัตราจ่าย" onClick={onHelp} {...iconButton}>
        <HelpIcon />
      </IconButton>
    </Flex>
  );
}
