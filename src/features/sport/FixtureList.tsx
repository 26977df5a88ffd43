import { Badge, Box, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import type { SportFixtureView, SportLeagueView } from '@contract/sport';
import { countryNameTh, FIXTURE_STATUS_NAMES } from '@contract/sport-names';
import { bangkokToday } from '@contract/thai-calendar';
import { useProgressiveCount } from '@/lib/progressive';
import { kickoffTime, thaiDate } from './format';
import { COLUMNS, MarketCell, mainMarket, type Picking, Teams } from './Markets';

/** The fixtures of each league, in kick-off order, leagues in the order of their first kick-off. */
export function groupByLeague(fixtures: SportFixtureView[], leagues: SportLeagueView[]) {
  const byId = new Map(leagues.map((l) => [l.id, l]));
  const groups = new Map<number, { league: SportLeagueView | undefined; fixtures: SportFixtureView[] }>();
  const sorted = [...fixtures].sort((a, b) => a.kickoff_at.localeCompare(b.kickoff_at) || a.id - b.id);
  for (const f of sorted) {
    const g = groups.get(f.league_id) ?? { league: byId.get(f.league_id), fixtures: [] };
    g.fixtures.push(f);
    groups.set(f.league_id, g);
  }
  return [...groups.values()];
}

/**
 * The league's country beside its Thai name, in Thai (contract/sport-names.ts `countryNameTh`); none
 * when the name already says it ('ลาลีกา สเปน') or the feed's country has no Thai name.
 */
export function leagueCountry(league: SportLeagueView): string | null {
  const th = countryNameTh(league.country);
  return th && !league.name_th.includes(th) ? th : null;
}

function When({ f }: { f: SportFixtureView }) {
  const otherDay = bangkokToday(new Date(f.kickoff_at)) !== bangkokToday();
  return (
    <Stack gap="0" fontSize="xs" color="fg.muted" data-testid="fixture-time">
      {otherDay && <Text whiteSpace="nowrap">{thaiDate(f.kickoff_at)}</Text>}
      <Text fontSize="sm" fontWeight="bold" color="fg">
        {kickoffTime(f.kickoff_at)}
      </Text>
      {f.status === 'live' && (
        <Badge colorPalette="red" variant="solid" size="xs" w="fit-content">
          {FIXTURE_STATUS_NAMES.live}
        </Badge>
      )}
    </Stack>
  );
}

const TEMPLATE = '84px minmax(150px, 1.4fr) repeat(2, minmax(110px, 1fr)) minmax(90px, 0.8fr) repeat(2, minmax(110px, 1fr))';

function TableHead() {
  return (
    <Grid templateColumns={TEMPLATE} gap="2" px="3" py="2" bg="bg.muted" fontSize="xs" color="fg.muted" fontWeight="bold" role="row">
      <Text role="columnheader">เวลา</Text>
      <Text role="columnheader">คู่แข่งขัน</Text>
      {COLUMNS.map((c) => (
        <Text key={`${c.period}-${c.kind}`} role="columnheader" textAlign="center" color={c.period === '1h' ? 'green.300' : 'gold.300'}>
          {c.label}
        </Text>
      ))}
    </Grid>
  );
}

function TableRow({ f, picking }: { f: SportFixtureView; picking: Picking }) {
  return (
    <Grid
      templateColumns={TEMPLATE}
      gap="2"
      px="3"
      py="1.5"
      borderTopWidth="1px"
      borderColor="whiteAlpha.100"
      alignItems="start"
      role="row"
      data-testid="fixture"
      aria-label={`${f.home.th} พบ ${f.away.th}`}
    >
      <When f={f} />
      <Teams f={f} />
      {COLUMNS.map((c) => (
        <MarketCell key={`${c.period}-${c.kind}`} f={f} m={mainMarket(f, c.period, c.kind)} picking={picking} />
      ))}
    </Grid>
  );
}

/** A phone's card: the teams and time on top, the same five markets below in two columns. */
function FixtureCard({ f, picking }: { f: SportFixtureView; picking: Picking }) {
  return (
    <Box
      rounded="xl"
      borderWidth="1px"
      borderColor="whiteAlpha.200"
      bg="bg.panel"
      p="3"
      data-testid="fixture"
      aria-label={`${f.home.th} พบ ${f.away.th}`}
    >
      <Flex gap="3" align="start" mb="2">
        <Box flexShrink={0} w="16">
          <When f={f} />
        </Box>
        <Box flex="1" minW="0">
          <Teams f={f} />
        </Box>
      </Flex>
      <Grid templateColumns="repeat(2, 1fr)" gap="2">
        {COLUMNS.map((c) => (
          <Box
            key={`${c.period}-${c.kind}`}
            rounded="md"
            bg="blackAlpha.300"
            px="2"
            py="1"
            gridColumn={c.kind === '1x2' ? 'span 2' : undefined}
          >
            <Text fontSize="2xs" fontWeight="bold" color={c.period === '1h' ? 'green.300' : 'gold.300'}>
              {c.label}
            </Text>
            <MarketCell f={f} m={mainMarket(f, c.period, c.kind)} picking={picking} />
          </Box>
        ))}
      </Grid>
    </Box>
  );
}

/** The fixtures grouped by league: the compact table on wide screens, a card per fixture on phones. */
export function FixtureList({
  fixtures,
  leagues,
  picking,
  layout,
}: {
  fixtures: SportFixtureView[];
  leagues: SportLeagueView[];
  picking: Picking;
  layout: 'table' | 'cards';
}) {
  // Drawn a few fixtures at a time (lib/progressive.ts): each fixture is a dozen odds buttons.
  let left = useProgressiveCount(fixtures.length);
  const groups = groupByLeague(fixtures, leagues).flatMap((g) => {
    const part = g.fixtures.slice(0, Math.max(0, left));
    left -= part.length;
    return part.length > 0 ? [{ ...g, fixtures: part }] : [];
  });
  return (
    <Stack gap="4">
      {groups.map((g) => (
        <Box
          key={g.fixtures[0].league_id}
          as="section"
          aria-label={g.league?.name_th ?? 'ลีก'}
          data-testid="league"
          rounded="xl"
          overflow="hidden"
          borderWidth={layout === 'table' ? '1px' : '0'}
          borderColor="whiteAlpha.200"
        >
          <Flex
            bg="green.900"
            px="3"
            py="2"
            align="center"
            gap="2"
            roundedTop="xl"
            rounded={layout === 'cards' ? 'xl' : undefined}
            mb={layout === 'cards' ? '2' : '0'}
          >
            <Text fontWeight="bold" color="gold.200" fontSize="sm">
              {g.league?.name_th ?? 'ลีกอื่น ๆ'}
            </Text>
            {g.league && leagueCountry(g.league) && (
              <Text fontSize="xs" color="fg.muted" data-testid="league-country">
                {leagueCountry(g.league)}
              </Text>
            )}
          </Flex>
          {layout === 'table' ? (
            <Box role="table" overflowX="auto">
              <TableHead />
              {g.fixtures.map((f) => (
                <TableRow key={f.id} f={f} picking={picking} />
              ))}
            </Box>
          ) : (
            <Stack gap="2">
              {g.fixtures.map((f) => (
                <FixtureCard key={f.id} f={f} picking={picking} />
              ))}
            </Stack>
          )}
        </Box>
      ))}
    </Stack>
  );
}
