import { Badge, Box, Button, Container, Drawer, Flex, Grid, Portal, Skeleton, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import type { BetType, SportFixtureView } from '@contract/sport';
import { BET_TYPE_NAMES } from '@contract/sport-names';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { QueryBoundary } from '@/components/query/QueryBoundary';
import { useConnectivity } from '@/lib/network';
import { SlipBody } from './BetSlip';
import { FixtureList } from './FixtureList';
import { fetchedAtText, oddsFormatAtom } from './format';
import type { Picking } from './Markets';
import { sportConfigQuery, sportFixturesQuery } from './queries';
import { SportNav } from './SportNav';
import { SPORT_DAY_TABS, type SportDay, sportSearch } from './search';
import { useSlip } from './useSlip';

const DAY_NAMES: Record<SportDay, string> = { today: 'วันนี้', tomorrow: 'พรุ่งนี้', later: 'ล่วงหน้า' };

function Chip({ on, children, onClick }: { on: boolean; children: React.ReactNode; onClick: () => void }) {
  return (
    <Button
      size="xs"
      rounded="full"
      flexShrink={0}
      variant={on ? 'solid' : 'outline'}
      colorPalette={on ? 'gold' : 'gray'}
      aria-pressed={on}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

function Fixtures({ day, league, picking }: { day: SportDay; league: number | undefined; picking: Picking }) {
  const { data, dataUpdatedAt } = useSuspenseQuery(sportFixturesQuery(day));
  const navigate = useNavigate();
  const offline = useConnectivity() !== 'online';
  const layout = useBreakpointValue<'table' | 'cards'>({ base: 'cards', md: 'table' }, { ssr: false }) ?? 'cards';
  const shown: SportFixtureView[] = league ? data.fixtures.filter((f) => f.league_id === league) : data.fixtures;
  const leagues = data.leagues.filter((l) => data.fixtures.some((f) => f.league_id === l.id));
  const setLeague = (id: number | undefined) =>
    void navigate({ to: '/sport', search: { day, ...(id ? { league: id } : {}) }, replace: true });
  return (
    <Stack gap="3">
      <Flex gap="2" overflowX="auto" pb="1" role="group" aria-label="เลือกลีก">
        <Chip on={!league} onClick={() => setLeague(undefined)}>
          ทุกลีก
        </Chip>
        {leagues.map((l) => (
          <Chip key={l.id} on={league === l.id} onClick={() => setLeague(l.id)}>
            {l.name_th}
          </Chip>
        ))}
      </Flex>
      <Flex justify="space-between" align="center" gap="2" fontSize="xs" color="fg.muted">
        <Text data-testid="sport-fetched-at">{fetchedAtText(data.fetched_at ?? dataUpdatedAt)}</Text>
        {offline && (
          <Badge colorPalette="orange" variant="subtle" data-testid="sport-offline">
            ออฟไลน์ แสดงราคาล่าสุดที่โหลดไว้
          </Badge>
        )}
      </Flex>
      {shown.length === 0 ? (
        <Text color="fg.muted" textAlign="center" py="10">
          ยังไม่มีคู่แข่งขันในช่วงนี้
        </Text>
      ) : (
        <FixtureList fixtures={shown} leagues={data.leagues} picking={picking} layout={layout} />
      )}
    </Stack>
  );
}

/** Phones and tablets: a bar above the footer tabs with the slip's kind and count (a second match turns it to a step), opening the slip as a bottom sheet. */
function SlipDrawer({ count, type }: { count: number; type: BetType }) {
  const [open, setOpen] = useState(false);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="bottom">
      <Box position="fixed" insetX="0" bottom={{ base: 'calc(4.5rem + env(safe-area-inset-bottom))', md: '4' }} zIndex="docked" px="3">
        <Drawer.Trigger asChild>
          <Button w="full" maxW="560px" mx="auto" display="flex" colorPalette="green" size="lg" shadow="lg" data-testid="slip-open">
            โพยบอล
            {count > 0 && (
              <Text as="span" fontSize="sm" fontWeight="normal" data-testid="slip-type">
                · {BET_TYPE_NAMES[type]}
              </Text>
            )}
            <Badge colorPalette="gold" variant="solid" data-testid="slip-count">
              {count}
            </Badge>
          </Button>
        </Drawer.Trigger>
      </Box>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="bg" roundedTop="2xl" maxH="92dvh" maxW="640px" mx="auto">
            <Drawer.Header>
              <Drawer.Title>โพยบอล</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body pb="6">
              <SlipBody />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <Button variant="ghost" size="sm" position="absolute" top="3" insetEnd="3" aria-label="ปิดโพย">
                ✕
              </Button>
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/**
 * /sport "แทงบอล": day tabs and league chips over the fixtures grouped by league (the compact Thai
 * table, a card per fixture on phones); tapping odds puts them in the slip, a side panel on wide
 * screens and a bottom sheet elsewhere. Offline, the odds last loaded stay with their fetch time
 * and placing is disabled with the reason.
 */
export function SportPage() {
  const search = sportSearch(useSearch({ strict: false }));
  const day = search.day ?? 'today';
  const navigate = useNavigate();
  const format = useAtomValue(oddsFormatAtom);
  const { slip, toggle, picked } = useSlip();
  useQuery(sportConfigQuery());
  const side = useBreakpointValue({ base: false, lg: true }, { ssr: false }) ?? false;
  const picking: Picking = { format, picked, onPick: toggle };
  return (
    <Container py={{ base: '4', sm: '6' }} maxW="1600px" pb={{ base: '32', lg: '6' }}>
      <SportNav current="/sport" />
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 340px' }} gap="5" alignItems="start">
        <Stack gap="3" minW="0">
          <Flex gap="1" role="tablist" aria-label="วันแข่งขัน">
            {SPORT_DAY_TABS.map((d) => (
              <Button
                key={d}
                role="tab"
                aria-selected={d === day}
                size="sm"
                flex={{ base: '1', sm: 'initial' }}
                minW={{ sm: '28' }}
                colorPalette="green"
                variant={d === day ? 'solid' : 'outline'}
                onClick={() => void navigate({ to: '/sport', search: d === 'today' ? {} : { day: d }, replace: true })}
              >
                {DAY_NAMES[d]}
              </Button>
            ))}
          </Flex>
          <QueryBoundary
            fallback={
              <Stack gap="3">
                {[1, 2, 3].map((k) => (
                  <Skeleton key={k} h="40" rounded="xl" />
                ))}
              </Stack>
            }
          >
            <Fixtures day={day} league={search.league} picking={picking} />
          </QueryBoundary>
        </Stack>
        {side ? (
          <Box
            position="sticky"
            top="20"
            rounded="2xl"
            borderWidth="1px"
            borderColor="gold.800"
            bg="bg.panel"
            p="4"
            as="aside"
            aria-label="โพยบอล"
          >
            <Text fontWeight="bold" mb="3" color="gold.300">
              โพยบอล
            </Text>
            <SlipBody />
          </Box>
        ) : (
          <SlipDrawer count={slip.legs.length} type={slip.type} />
        )}
      </Grid>
    </Container>
  );
}
