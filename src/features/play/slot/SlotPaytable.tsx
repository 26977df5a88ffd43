import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { SlotPaytable as Paytable } from '@contract/slot';
import { SlotSymbol, SymbolDefs } from '@/components/SlotSymbols';
import type { PaytableProps } from '../clients';
import { describeOf } from '../types';

/** The slot's paytable for the rules sheet: pays per symbol (line bets), the chests, and the 20 lines. */
export default function SlotPaytable({ session }: PaytableProps) {
  const p = describeOf<Paytable>(session).paytable;
  const chest = p.symbols.find((s) => s.code === 'S');
  return (
    <Stack gap="4" data-testid="slot-paytable">
      <SymbolDefs />
      <Box>
        <Text fontWeight="semibold" color="gold.300" mb="1">
          อัตราจ่าย (เท่าของเดิมพันต่อไลน์)
        </Text>
        <SimpleGrid columns={2} gap="2">
          {p.symbols
            .filter((s) => s.pays.some((x) => x > 0))
            .map((s) => (
              <Flex key={s.code} align="center" gap="2" p="2" rounded="lg" bg="whiteAlpha.50">
                <Box w="44px" h="44px" flexShrink={0}>
                  <SlotSymbol code={s.code} />
                </Box>
                <Box fontSize="xs" lineHeight="1.5">
                  <Text color="fg.muted">{s.name.th}</Text>
                  {[5, 4, 3].map((n) => (
                    <Text key={n}>
                      {n} ตัว ×{s.pays[n]}
                    </Text>
                  ))}
                </Box>
              </Flex>
            ))}
        </SimpleGrid>
      </Box>
      <Flex align="center" gap="3" p="3" rounded="lg" bg="whiteAlpha.50">
        <Box w="52px" h="52px" flexShrink={0}>
          <SlotSymbol code="W" />
        </Box>
        <Text fontSize="sm">มงกุฎเป็นไวลด์ แทนได้ทุกสัญลักษณ์ยกเว้นหีบสมบัติ</Text>
      </Flex>
      <Flex align="center" gap="3" p="3" rounded="lg" bg="whiteAlpha.50">
        <Box w="52px" h="52px" flexShrink={0}>
          <SlotSymbol code="S" />
        </Box>
        <Text fontSize="sm">
          {chest?.name.th}: {[3, 4, 5].map((n) => `${n} ใบ ×${p.scatterPays[n]}`).join(' · ')} ของเดิมพันรวม ตั้งแต่ {p.triggerScatters}{' '}
          ใบได้ฟรีสปิน {p.freeSpins} ครั้ง คูณ {p.freeSpinMultiplier} ซื้อได้ในราคา {p.buyCost} เท่าของเดิมพัน
        </Text>
      </Flex>
      <Box>
        <Text fontWeight="semibold" color="gold.300" mb="2">
          ไลน์ทั้ง {p.lines.length} ไลน์
        </Text>
        <SimpleGrid columns={{ base: 4, sm: 5 }} gap="2">
          {p.lines.map((line, i) => (
            <Box key={line.join('')} textAlign="center">
              <svg viewBox="0 0 50 30" width="100%" role="img" aria-label={`ไลน์ ${i + 1}`}>
                <rect x="0" y="0" width="50" height="30" rx="3" fill="#0c2a18" />
                {line.map((row, reel) =>
                  [0, 1, 2].map((r) => (
                    <rect
                      // biome-ignore lint/suspicious/noArrayIndexKey: a fixed 5x3 diagram
                      key={`${reel}-${r}`}
                      x={reel * 10 + 1}
                      y={r * 10 + 1}
                      width="8"
                      height="8"
                      rx="1.5"
                      fill={r === row ? '#f5c542' : 'rgba(255,255,255,0.12)'}
                    />
                  )),
                )}
              </svg>
              <Text fontSize="xs" color="fg.muted">
                {i + 1}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Box>
    </Stack>
  );
}
