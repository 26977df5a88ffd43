import { Box, Grid, Text } from '@chakra-ui/react';
import type { SlotOutcome, SlotSpin, SymbolCode } from '@contract/slot';
import { SlotSymbol, SymbolDefs } from '@/components/SlotSymbols';

/**
 * The round's reels drawn from its outcome (5 reels x 3 rows) with the slot's own symbols
 * (components/SlotSymbols): a still grid, since the /play slot's animated reels belong to the game client. Winning cells of the
 * paid spin are outlined in gold.
 */
const SYMBOL_NAMES: Record<SymbolCode, string> = {
  W: 'มงกุฎ',
  S: 'หีบสมบัติ',
  E: 'ช้างเผือก',
  N: 'พญานาค',
  L: 'ดอกบัว',
  C: 'เหรียญทอง',
  A: 'เอ',
  K: 'คิง',
  Q: 'ควีน',
  J: 'แจ็ค',
  T: 'สิบ',
};

const isSymbol = (code: string): code is SymbolCode => code in SYMBOL_NAMES;
const symbolOf = (code: string) => ({ name: isSymbol(code) ? SYMBOL_NAMES[code] : code });

/** The grid of one spin, row by row for reading order; an empty grid (dimmed) before the first spin. */
export function FreeSpinReels({ spin, spinning = false }: { spin: SlotSpin | null; spinning?: boolean }) {
  const rows = [0, 1, 2];
  const reels = [0, 1, 2, 3, 4];
  return (
    <Grid
      role="img"
      aria-label={
        spin ? `ผลการหมุน: ${rows.map((r) => reels.map((c) => symbolOf(spin.grid[c]?.[r] ?? '').name).join(' ')).join(' / ')}` : 'วงล้อสล็อต'
      }
      data-testid="freespin-reels"
      templateColumns="repeat(5, minmax(0, 1fr))"
      gap={{ base: '1.5', sm: '2' }}
      p={{ base: '2', sm: '3' }}
      rounded="2xl"
      bgGradient="to-b"
      gradientFrom="red.950"
      gradientTo="bg.panel"
      borderWidth="2px"
      borderColor="gold.700"
      opacity={spin || spinning ? 1 : 0.6}
      css={spinning ? { '& > div': { animation: 'pulse 0.6s ease-in-out infinite' } } : undefined}
    >
      <SymbolDefs />
      {rows.flatMap((r) =>
        reels.map((c) => {
          const code = spin?.grid[c]?.[r];
          return (
            <Box
              key={`${r}-${c}`}
              aspectRatio="1"
              display="flex"
              alignItems="center"
              justifyContent="center"
              rounded="lg"
              bg="blackAlpha.500"
              borderWidth="1px"
              borderColor="whiteAlpha.200"
            >
              {code && isSymbol(code) && !spinning ? (
                <Box w="85%" h="85%">
                  <SlotSymbol code={code} />
                </Box>
              ) : (
                <Text as="span" aria-hidden fontSize={{ base: 'xl', sm: '3xl' }} fontWeight="bold" color="fg.muted" lineHeight="1">
                  {spinning ? '?' : '•'}
                </Text>
              )}
            </Box>
          );
        }),
      )}
    </Grid>
  );
}

/** The paid spin of an outcome (the bought feature has none), and the feature's figures. */
export function outcomeParts(outcome: unknown): { base: SlotSpin | null; featureSpins: number; featureWin: number } {
  const o = outcome as Partial<SlotOutcome> | null;
  return {
    base: o?.base ?? null,
    featureSpins: o?.feature?.spins.length ?? 0,
    featureWin: (o?.feature?.totalWin ?? 0) / 100,
  };
}
