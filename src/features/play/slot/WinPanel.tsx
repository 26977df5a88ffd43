import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { formatMoney } from '@/lib/format';
import { type Highlight, lineColour } from './Reels';

/** The last win (data-testid slot-win, baht) and the lines that paid it. */
export function WinPanel({
  win,
  highlight,
  names,
  lineBet,
}: {
  win: number;
  highlight: Highlight | null;
  names: Record<string, string>;
  lineBet: number;
}) {
  const lines = highlight?.lines ?? [];
  const won = win > 0;
  return (
    <Box w="full" maxW="600px" textAlign="center" minH={{ base: '64px', md: '72px' }}>
      <Flex
        align="baseline"
        justify="center"
        gap="2"
        mx="auto"
        w="fit-content"
        px="5"
        py="1"
        rounded="full"
        bg={won ? 'linear-gradient(180deg, rgba(245,197,66,0.25), rgba(245,197,66,0.05))' : 'blackAlpha.500'}
        borderWidth="1px"
        borderColor={won ? 'gold.500' : 'whiteAlpha.200'}
        transition="background 0.2s"
      >
        <Text fontSize="sm" color={won ? 'gold.200' : 'fg.muted'}>
          ชนะ
        </Text>
        <Text
          fontSize={{ base: '2xl', md: '3xl' }}
          fontWeight="bold"
          color={won ? 'gold.300' : 'whiteAlpha.700'}
          fontVariantNumeric="tabular-nums"
          data-testid="slot-win"
          aria-live="polite"
        >
          {formatMoney(win / 100)}
        </Text>
      </Flex>
      {lines.length > 0 && (
        <Flex justify="center" gap="1.5" mt="1.5" wrap="wrap" data-testid="slot-lines">
          {lines.slice(0, 4).map((w) => (
            <Flex key={w.line} align="center" gap="1" px="2" py="0.5" rounded="full" bg="blackAlpha.600" fontSize="xs">
              <Box w="8px" h="8px" rounded="full" bg={lineColour(w.line)} />
              <Text>
                ไลน์ {w.line} · {names[w.symbol]} ×{w.count} · {formatMoney(w.win / 100)}
              </Text>
            </Flex>
          ))}
          {lines.length > 4 && (
            <Text fontSize="xs" color="fg.muted" alignSelf="center">
              และอีก {lines.length - 4} ไลน์
            </Text>
          )}
        </Flex>
      )}
      {lines.length === 0 && (
        <Text fontSize="xs" color="fg.muted" mt="1.5">
          เดิมพันต่อไลน์ {formatMoney(lineBet / 100)} บาท
        </Text>
      )}
    </Box>
  );
}
