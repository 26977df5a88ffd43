import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import type { MarketKind, OddsFormat, Period, Selection, SportFixtureView, SportMarketView } from '@contract/sport';
import { SELECTION_NAMES } from '@contract/sport-names';
import { lineText, oddsText } from './format';
import { LockIcon } from './icons';

/** The table's market columns, in the order Thai tables print them. */
export const COLUMNS: { period: Period; kind: MarketKind; label: string; short: string }[] = [
  { period: 'ft', kind: 'hdp', label: 'ราคาต่อรอง (HDP)', short: 'HDP' },
  { period: 'ft', kind: 'ou', label: 'สูง/ต่ำ (O/U)', short: 'สูง/ต่ำ' },
  { period: 'ft', kind: '1x2', label: '1X2', short: '1X2' },
  { period: '1h', kind: 'hdp', label: 'HDP ครึ่งแรก', short: 'HDP ครึ่งแรก' },
  { period: '1h', kind: 'ou', label: 'สูง/ต่ำ ครึ่งแรก', short: 'สูง/ต่ำ ครึ่งแรก' },
];

/** The main market of a period and kind (the feed marks one; else the first). */
export function mainMarket(f: SportFixtureView, period: Period, kind: MarketKind): SportMarketView | undefined {
  const all = f.markets.filter((m) => m.period === period && m.kind === kind);
  return all.find((m) => m.main) ?? all[0];
}

/** Which side gives the handicap (the full-time main line): a negative home line is the home side's. */
export function givingSide(f: SportFixtureView): 'home' | 'away' | null {
  const line = mainMarket(f, 'ft', 'hdp')?.line ?? 0;
  return line < 0 ? 'home' : line > 0 ? 'away' : null;
}

export type Picking = {
  format: OddsFormat;
  picked: (marketId: number, selection: string) => boolean;
  onPick: (f: SportFixtureView, m: SportMarketView, selection: string) => void;
};

const ROW_H = '7';
/** The same 1.75rem as a line height (a bare '7' there is 7 lines: the name fell out of its row). */
const ROW_LINE = '1.75rem';

function OddsButton({ f, m, selection, picking }: { f: SportFixtureView; m: SportMarketView; selection: Selection; picking: Picking }) {
  const odds = m.selections.find((s) => s.selection === selection)?.odds;
  const locked = f.suspended || m.status !== 'open' || f.status !== 'scheduled' || odds === undefined;
  const testId = `odds-${m.id}-${selection}`;
  if (locked)
    return (
      <Flex h={ROW_H} align="center" justify="center" color="fg.subtle" data-testid={testId} data-locked="" aria-label="ปิดรับชั่วคราว">
        <LockIcon size={14} />
      </Flex>
    );
  const on = picking.picked(m.id, selection);
  const text = oddsText(odds, picking.format);
  return (
    <chakra.button
      type="button"
      h={ROW_H}
      w="full"
      rounded="md"
      fontWeight="bold"
      fontSize="sm"
      fontVariantNumeric="tabular-nums"
      bg={on ? 'gold.500' : 'transparent'}
      color={on ? 'gold.contrast' : text.startsWith('-') ? 'red.400' : 'fg'}
      _hover={{ bg: on ? 'gold.400' : 'whiteAlpha.100' }}
      aria-pressed={on}
      aria-label={`${SELECTION_NAMES[selection]} ${m.period === '1h' ? 'ครึ่งแรก ' : ''}${m.kind.toUpperCase()} ราคา ${text}`}
      data-testid={testId}
      onClick={() => picking.onPick(f, m, selection)}
    >
      {text}
    </chakra.button>
  );
}

/** A row of a market cell: the line (or a label) beside the odds. */
function Row({ label, children, strong }: { label?: string; children: React.ReactNode; strong?: boolean }) {
  return (
    <Flex h={ROW_H} align="center" gap="1">
      <Text as="span" flex="1" fontSize="xs" textAlign="end" color={strong ? 'gold.300' : 'fg.muted'} whiteSpace="nowrap">
        {label ?? ''}
      </Text>
      <Box flex="1.3">{children}</Box>
    </Flex>
  );
}

/**
 * One market as a column of rows beside the teams: HDP puts the line on the giving side's row, O/U
 * the total on the over row, 1X2 the home, away and draw rows (the team column's order).
 */
export function MarketCell({ f, m, picking }: { f: SportFixtureView; m: SportMarketView | undefined; picking: Picking }) {
  if (!m)
    return (
      <Flex h="full" align="center" justify="center" color="fg.subtle" fontSize="sm">
        -
      </Flex>
    );
  const odds = (s: Selection) => <OddsButton f={f} m={m} selection={s} picking={picking} />;
  if (m.kind === 'hdp') {
    const line = lineText('hdp', m.line);
    return (
      <Box data-testid={`market-${m.id}`}>
        <Row label={m.line <= 0 ? line : undefined} strong>
          {odds('home')}
        </Row>
        <Row label={m.line > 0 ? line : undefined} strong>
          {odds('away')}
        </Row>
      </Box>
    );
  }
  if (m.kind === 'ou')
    return (
      <Box data-testid={`market-${m.id}`}>
        <Row label={lineText('ou', m.line)} strong>
          {odds('over')}
        </Row>
        <Row label="ต่ำ">{odds('under')}</Row>
      </Box>
    );
  if (m.kind === '1x2')
    return (
      <Box data-testid={`market-${m.id}`}>
        <Row label="1">{odds('home')}</Row>
        <Row label="2">{odds('away')}</Row>
        <Row label="X">{odds('draw')}</Row>
      </Box>
    );
  return (
    <Box data-testid={`market-${m.id}`}>
      <Row label="คี่">{odds('odd')}</Row>
      <Row label="คู่">{odds('even')}</Row>
    </Box>
  );
}

/** The teams as the rows read them; the side giving the handicap in red, as Thai tables print it. */
export function Teams({ f }: { f: SportFixtureView }) {
  const giving = givingSide(f);
  const name = (side: 'home' | 'away') => (
    <Text
      h={ROW_H}
      lineHeight={ROW_LINE}
      truncate
      fontSize="sm"
      fontWeight={giving === side ? 'bold' : 'normal'}
      color={giving === side ? 'red.400' : 'fg'}
      data-testid={`team-${side}`}
      data-giving={giving === side ? '' : undefined}
    >
      {f[side].th}
    </Text>
  );
  return (
    <Box minW="0">
      {name('home')}
      {name('away')}
      <Text h={ROW_H} lineHeight={ROW_LINE} fontSize="xs" color="fg.muted">
        เสมอ
      </Text>
    </Box>
  );
}
