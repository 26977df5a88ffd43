import { Box, Grid, Text } from '@chakra-ui/react';
import type { SlotOutcome, SlotSpin, SymbolCode } from '@contract/slot';

/**
 * The round's reels drawn from its outcome (5 reels x 3 rows): a simple grid of its own, since the
 * /play slot's animated reels belong to the game client (a feature of its own). Winning cells of the
 * paid spin are outlined in gold.
 */
const SYMBOLS: Record<SymbolCode, { glyph: string; name: string; color: string }> = {
  W: { glyph: '👑', name: 'มงกุฎ', color: 'gold.300' },
  S: { glyph: '🧰', name: 'หีบสมบัติ', color: 'orange.300' },
  E: { glyph: '🐘', name: 'ช้างเผือก', color: 'gray.100' },
  N: { glyph: '🐉', name: 'พญานาค', color: 'green.300' },
  L: { glyph: '🪷', name: 'ดอกบัว', color: 'pink.300' },
  C: { glyph: '🪙', name: 'เหรียญทอง', color: 'gold.400' },
  A: { glyph: 'A', name: 'เอ', color: 'red.300' },
  K: { glyph: 'K', name: 'คิง', color: 'purple.300' },
  Q: { glyph: 'Q', name: 'ควีน', color: 'teal.300' },
  J: { glyph: 'J', name: 'แจ็ค', color: 'blue.300' },
  T: { glyph: '10', name: 'สิบ', color: 'cyan.300' },
};

const symbolOf = (code: string) => SYMBOLS[code as SymbolCode] ?? { glyph: code, name: code, color: 'fg' };

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
      {rows.flatMap((r) =>
        reels.map((c) => {
          const code = spin?.grid[c]?.[r];
          const s = code ? symbolOf(code) : null;
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
              <Text
                as="span"
                aria-hidden
                fontSize={{ base: 'xl', sm: '3xl' }}
                fontWeight="bold"
                color={s?.color ?? 'fg.muted'}
                lineHeight="1"
              >
                {spinning ? '❔' : (s?.glyph ?? '•')}
              </Text>
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
