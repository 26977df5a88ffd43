import { Box } from '@chakra-ui/react/box';
import type { LineWin, SymbolCode } from '@contract/slot';
import { memo, useMemo } from 'react';
import { SlotSymbol } from '@/components/SlotSymbols';

export type Highlight = { lines: LineWin[]; scatter: boolean };

/** One colour per payline (1-20), so crossing lines stay apart. */
const LINE_COLOURS = [
  '#facc15',
  '#f87171',
  '#4ade80',
  '#60a5fa',
  '#f472b6',
  '#fb923c',
  '#a78bfa',
  '#2dd4bf',
  '#fde047',
  '#f43f5e',
  '#22d3ee',
  '#a3e635',
  '#e879f9',
  '#fbbf24',
  '#34d399',
  '#818cf8',
  '#fca5a5',
  '#86efac',
  '#93c5fd',
  '#fdba74',
];
export const lineColour = (line: number) => LINE_COLOURS[(line - 1) % LINE_COLOURS.length];

type Props = {
  grid: SymbolCode[][];
  spinning: boolean[];
  /** Per reel, the symbols a spinning reel blurs through (its strip). */
  strips: readonly (readonly SymbolCode[])[];
  paylines: readonly (readonly number[])[];
  highlight: Highlight | null;
  names: Record<string, string>;
  free: boolean;
};

const cellKey = (reel: number, row: number) => reel * 3 + row;

/** The 5x3 window: spinning strips, landed symbols, winning cells pulsing and their paylines drawn over. */
export function Reels({ grid, spinning, strips, paylines, highlight, names, free }: Props) {
  const winning = useMemo(() => {
    const cells = new Set<number>();
    if (!highlight) return cells;
    for (const w of highlight.lines) {
      const path = paylines[w.line - 1];
      for (let reel = 0; reel < w.count; reel++) cells.add(cellKey(reel, path[reel]));
    }
    if (highlight.scatter) {
      for (const [reel, col] of grid.entries()) for (const [row, s] of col.entries()) if (s === 'S') cells.add(cellKey(reel, row));
    }
    return cells;
  }, [highlight, paylines, grid]);
  const anySpinning = spinning.some(Boolean);

  return (
    <Box
      className="slot-frame"
      data-free={free}
      position="relative"
      p={{ base: '6px', md: '8px' }}
      rounded="2xl"
      bg="linear-gradient(180deg, #fce588 0%, #de9b13 30%, #8d5b0c 70%, #f5c542 100%)"
      boxShadow="0 10px 40px rgba(0,0,0,0.6), inset 0 0 0 1px rgba(255,255,255,0.25)"
    >
      <Box
        position="relative"
        rounded="xl"
        p={{ base: '4px', md: '6px' }}
        bg={free ? 'linear-gradient(180deg, #2a0a3d 0%, #12041c 100%)' : 'linear-gradient(180deg, #0c2a18 0%, #04120a 100%)'}
        boxShadow="inset 0 4px 18px rgba(0,0,0,0.85)"
      >
        <Box
          display="grid"
          gridTemplateColumns="repeat(5, 1fr)"
          gap={{ base: '3px', md: '5px' }}
          data-testid="slot-reels"
          data-state={anySpinning ? 'spinning' : 'idle'}
          aria-busy={anySpinning}
        >
          {grid.map((column, reel) => (
            <Reel
              // biome-ignore lint/suspicious/noArrayIndexKey: the five reels are fixed positions
              key={reel}
              reel={reel}
              column={column}
              spinning={spinning[reel]}
              strip={strips[reel]}
              winning={winning}
              dim={winning.size > 0}
              names={names}
            />
          ))}
        </Box>
        {highlight && highlight.lines.length > 0 && (
          <svg
            viewBox="0 0 500 300"
            preserveAspectRatio="none"
            aria-hidden="true"
            style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' }}
          >
            {highlight.lines.map((w) => (
              <polyline
                key={w.line}
                className="slot-line"
                points={paylines[w.line - 1].map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ')}
                fill="none"
                stroke={lineColour(w.line)}
                strokeWidth="5"
                strokeLinejoin="round"
                strokeLinecap="round"
                vectorEffect="non-scaling-stroke"
                opacity="0.9"
              />
            ))}
          </svg>
        )}
      </Box>
    </Box>
  );
}

const Reel = memo(function Reel({
  reel,
  column,
  spinning,
  strip,
  winning,
  dim,
  names,
}: {
  reel: number;
  column: SymbolCode[];
  spinning: boolean;
  strip: readonly SymbolCode[];
  winning: Set<number>;
  dim: boolean;
  names: Record<string, string>;
}) {
  // A spinning reel runs a loop of its strip twice over (the animation moves it by half).
  const blur = useMemo(() => {
    const start = (reel * 7) % strip.length;
    const run = Array.from({ length: 9 }, (_, i) => strip[(start + i) % strip.length]);
    return [...run, ...run];
  }, [reel, strip]);
  return (
    <Box
      position="relative"
      overflow="hidden"
      aspectRatio="1 / 3"
      rounded="md"
      bg="linear-gradient(180deg, #1c1608 0%, #0d0a04 50%, #1c1608 100%)"
      boxShadow="inset 0 0 0 1px rgba(245,197,66,0.18)"
      aria-label={`วงล้อที่ ${reel + 1}`}
      role="group"
    >
      {spinning ? (
        <Box className="slot-strip" position="absolute" insetX="0" top="0" aria-hidden="true">
          {blur.map((code, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a decorative loop of repeated symbols
            <Box key={i} aspectRatio="1" p="6%">
              <SlotSymbol code={code} />
            </Box>
          ))}
        </Box>
      ) : (
        <Box className="slot-land" display="flex" flexDirection="column" h="full">
          {column.map((code, row) => {
            const win = winning.has(cellKey(reel, row));
            return (
              <Box
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed positions
                key={row}
                className="slot-cell"
                data-win={win}
                data-symbol={code}
                flex="1"
                p="6%"
                opacity={dim && !win ? 0.38 : 1}
                transition="opacity 0.2s"
                bg={win ? 'radial-gradient(circle, rgba(245,197,66,0.28) 0%, rgba(245,197,66,0) 70%)' : undefined}
              >
                <Box className="slot-art" w="full" h="full">
                  <SlotSymbol code={code} label={names[code]} />
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
});
