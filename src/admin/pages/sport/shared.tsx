import { Badge, Flex } from '@chakra-ui/react';
import {
  FIXTURE_STATUS_NAMES,
  FIXTURE_STATUSES,
  type FixtureStatus,
  MARKET_KIND_NAMES,
  PERIOD_NAMES,
  SELECTION_NAMES,
} from '@contract/sport';
import { useQuery } from '@tanstack/react-query';
import { Select, StateBadge, type States } from '../../app/kit';
import type { Market } from './api';
import { leaguesQuery } from './api';

/** What the sportsbook tabs share: the fixture badge, market and selection names, the league and status filters. */

const FIXTURE_STATES: States<FixtureStatus> = {
  scheduled: { name: FIXTURE_STATUS_NAMES.scheduled, colour: 'blue' },
  live: { name: FIXTURE_STATUS_NAMES.live, colour: 'green' },
  finished: { name: FIXTURE_STATUS_NAMES.finished, colour: 'gray' },
  postponed: { name: FIXTURE_STATUS_NAMES.postponed, colour: 'orange' },
  cancelled: { name: FIXTURE_STATUS_NAMES.cancelled, colour: 'red' },
};

export function FixtureStatusBadge({ status, voided, suspended }: { status: FixtureStatus; voided?: boolean; suspended?: boolean }) {
  return (
    <Flex gap="1" wrap="wrap">
      <StateBadge state={status} of={FIXTURE_STATES} />
      {voided ? <Badge colorPalette="red">โมฆะ</Badge> : null}
      {suspended && !voided ? <Badge colorPalette="orange">ปิดรับ</Badge> : null}
    </Flex>
  );
}

export const marketName = (m: Pick<Market, 'period' | 'kind' | 'line'>) =>
  `${MARKET_KIND_NAMES[m.kind]} ${PERIOD_NAMES[m.period]}${m.kind === 'hdp' || m.kind === 'ou' ? ` (${m.line})` : ''}`;
export const selectionName = (s: string) => SELECTION_NAMES[s as keyof typeof SELECTION_NAMES] ?? s;
export const odds = (n: number) => n.toFixed(2);

const STATUS_FILTER: Record<string, string> = { '': 'ทุกสถานะ', ...FIXTURE_STATUS_NAMES };

export function StatusSelect({ value, onChange }: { value: FixtureStatus | undefined; onChange: (v: FixtureStatus | undefined) => void }) {
  return (
    <Select
      label="สถานะคู่"
      value={value ?? ''}
      options={['', ...FIXTURE_STATUSES]}
      names={STATUS_FILTER}
      onChange={(v) => onChange(v || undefined)}
      maxW="44"
    />
  );
}

export function LeagueSelect({ value, onChange }: { value: number | undefined; onChange: (v: number | undefined) => void }) {
  const leagues = useQuery(leaguesQuery).data?.leagues ?? [];
  const names: Record<string, string> = { '': 'ทุกลีก', ...Object.fromEntries(leagues.map((l) => [String(l.id), l.name_th])) };
  return (
    <Select
      label="ลีก"
      value={value ? String(value) : ''}
      options={['', ...leagues.map((l) => String(l.id))]}
      names={names}
      onChange={(v) => onChange(v ? Number(v) : undefined)}
      maxW="60"
    />
  );
}
