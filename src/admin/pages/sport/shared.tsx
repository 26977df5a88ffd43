import { Alert, Badge, Flex, Input, NativeSelect } from '@chakra-ui/react';
import {
  FIXTURE_STATUS_NAMES,
  FIXTURE_STATUSES,
  type FixtureStatus,
  MARKET_KIND_NAMES,
  PERIOD_NAMES,
  SELECTION_NAMES,
} from '@contract/sport';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Market } from './api';
import { leaguesQuery } from './api';

/** What the sportsbook tabs share: filters, badges, market names, the notice line. */

const STATUS_COLOURS: Record<FixtureStatus, string> = {
  scheduled: 'blue',
  live: 'green',
  finished: 'gray',
  postponed: 'orange',
  cancelled: 'red',
};

export function FixtureStatusBadge({ status, voided, suspended }: { status: FixtureStatus; voided?: boolean; suspended?: boolean }) {
  return (
    <Flex gap="1" wrap="wrap">
      <Badge colorPalette={STATUS_COLOURS[status]}>{FIXTURE_STATUS_NAMES[status]}</Badge>
      {voided ? <Badge colorPalette="red">โมฆะ</Badge> : null}
      {suspended && !voided ? <Badge colorPalette="orange">ปิดรับ</Badge> : null}
    </Flex>
  );
}

export const marketName = (m: Pick<Market, 'period' | 'kind' | 'line'>) =>
  `${MARKET_KIND_NAMES[m.kind]} ${PERIOD_NAMES[m.period]}${m.kind === 'hdp' || m.kind === 'ou' ? ` (${m.line})` : ''}`;
export const selectionName = (s: string) => SELECTION_NAMES[s as keyof typeof SELECTION_NAMES] ?? s;
export const odds = (n: number) => n.toFixed(2);

export function Notice({ text, status = 'success' }: { text: string | null; status?: 'success' | 'error' }) {
  if (!text) return null;
  return (
    <Alert.Root status={status} mb="3" borderRadius="md">
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}

export function DayInput({ value, onChange, label = 'วันแข่งขัน' }: { value: string; onChange: (v: string) => void; label?: string }) {
  return <Input bg="white" type="date" maxW="44" aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} />;
}

export function StatusSelect({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <NativeSelect.Root maxW="44" bg="white">
      <NativeSelect.Field aria-label="สถานะคู่" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">ทุกสถานะ</option>
        {FIXTURE_STATUSES.map((s) => (
          <option key={s} value={s}>
            {FIXTURE_STATUS_NAMES[s]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function LeagueSelect({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const leagues = useQuery(leaguesQuery);
  return (
    <NativeSelect.Root maxW="60" bg="white">
      <NativeSelect.Field aria-label="ลีก" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">ทุกลีก</option>
        {(leagues.data?.leagues ?? []).map((l) => (
          <option key={l.id} value={String(l.id)}>
            {l.name_th}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function Filters({ children }: { children: ReactNode }) {
  return (
    <Flex gap="2" mb="4" wrap="wrap" align="end">
      {children}
    </Flex>
  );
}
