import { Badge, Box, Input, NativeSelect, Text } from '@chakra-ui/react';
import type { AdminGame } from '@contract/admin-games';
import { GAME_CATEGORIES, GAME_CATEGORY_NAMES, GAME_TAG_NAMES } from '@contract/games-names';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import {
  type Column,
  type CsvColumn,
  ExportButton,
  FilterBar,
  listPaging,
  PagedTable,
  SearchSelect,
  twoLines,
  useView,
} from '../../app/kit';
import { OnOff } from './OnOff';
import { fetchGames, gamesQuery, providersQuery, switchGame } from './queries';

const CSV_COLUMNS: CsvColumn<AdminGame>[] = [
  { header: 'รหัสเกม', value: (g) => g.game_id },
  { header: 'ชื่อเกม', value: (g) => g.name_th },
  { header: 'ชื่ออังกฤษ', value: (g) => g.name_en },
  { header: 'ผู้ให้บริการ', value: (g) => g.provider_name },
  { header: 'ประเภท', value: (g) => GAME_CATEGORY_NAMES[g.category] },
  { header: 'ล็อบบี้', value: (g) => g.categories.map((c) => GAME_CATEGORY_NAMES[c]).join(' ') },
  { header: 'ลำดับ', value: (g) => g.sort },
  { header: 'สถานะเกม', value: (g) => (g.enabled ? 'เปิด' : 'ปิด') },
  { header: 'สถานะผู้ให้บริการ', value: (g) => (g.provider_enabled ? 'เปิด' : 'ปิด') },
];

const CATEGORY_FILTER: Record<string, string> = { '': 'ทุกประเภท', ...GAME_CATEGORY_NAMES };
const ENABLED_FILTER: Record<string, string> = { '': 'ทุกสถานะ', true: 'เปิดอยู่', false: 'ปิดอยู่' };

/** The catalogue, switched-off games included: filters, sort and page in the address. */
export function GamesTable({ canSwitch }: { canSwitch: boolean }) {
  const [view, set] = useView('/shell/games');
  const [draft, setDraft] = useState(view.q ?? '');
  const list = useQuery(gamesQuery(view));
  const providers = useQuery(providersQuery);
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: (v: { id: string; enabled: boolean }) => switchGame(v.id, v.enabled),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'games'] }),
  });
  const filtered = Boolean(view.provider || view.category || view.enabled || view.q);
  const columns: Column<AdminGame, NonNullable<typeof view.sort>>[] = [
    {
      header: 'เกม',
      sort: 'name',
      cell: (g) =>
        twoLines(
          <Text as="span" fontWeight="medium">
            {g.name_th}
          </Text>,
          `${g.game_id} · ${g.name_en}`,
        ),
    },
    {
      header: 'ผู้ให้บริการ',
      sort: 'provider',
      style: { whiteSpace: 'nowrap' },
      cell: (g) => (
        <>
          {g.provider_name}
          {!g.provider_enabled && (
            <Badge ml="2" colorPalette="orange" variant="subtle">
              ผู้ให้บริการปิดอยู่
            </Badge>
          )}
        </>
      ),
    },
    {
      header: 'ประเภท',
      sort: 'category',
      style: { whiteSpace: 'nowrap' },
      cell: (g) => g.categories.map((c) => GAME_CATEGORY_NAMES[c]).join(', '),
    },
    {
      header: 'ป้าย',
      style: { whiteSpace: 'nowrap' },
      cell: (g) => (
        <>
          {g.tags.map((t) => (
            <Badge key={t} mr="1" colorPalette={t === 'hot' ? 'red' : 'blue'} variant="subtle">
              {GAME_TAG_NAMES[t]}
            </Badge>
          ))}
          {g.is_demo_available && (
            <Badge colorPalette="purple" variant="subtle">
              ทดลองเล่น
            </Badge>
          )}
        </>
      ),
    },
    { header: 'ลำดับ', sort: 'sort', cell: (g) => g.sort },
    {
      header: 'เปิดใช้',
      sort: 'enabled',
      cell: (g) => (
        <OnOff
          on={g.enabled}
          label={g.name_th}
          canSwitch={canSwitch}
          busy={toggle.isPending && toggle.variables?.id === g.game_id}
          onChange={(enabled) => toggle.mutate({ id: g.game_id, enabled })}
        />
      ),
    },
  ];

  return (
    <Box>
      <FilterBar
        label="ตัวกรองเกม"
        onSubmit={() => set({ q: draft.trim() || undefined, page: 1 })}
        actions={<ExportButton filename="games.csv" columns={CSV_COLUMNS} fetchPage={(p, size) => fetchGames(view, p, size)} />}
      >
        <NativeSelect.Root size="md" maxW="48" bg="white">
          <NativeSelect.Field
            aria-label="ผู้ให้บริการ"
            value={view.provider ?? ''}
            onChange={(e) => set({ provider: e.target.value || undefined, page: 1 })}
          >
            <option value="">ทุกผู้ให้บริการ</option>
            {(providers.data ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <SearchSelect route="/shell/games" name="category" label="ประเภทเกม" options={GAME_CATEGORIES} names={CATEGORY_FILTER} maxW="40" />
        <SearchSelect route="/shell/games" name="enabled" label="สถานะเกม" options={['true', 'false']} names={ENABLED_FILTER} maxW="36" />
        <Input
          bg="white"
          maxW="60"
          placeholder="ชื่อเกมหรือรหัสเกม"
          aria-label="ค้นหาเกม"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
      </FilterBar>
      {toggle.isError && (
        <Text role="alert" color="red.600" mb="2">
          {failureMessage(toggle.error)}
        </Text>
      )}
      <PagedTable
        query={list}
        empty={filtered ? 'ไม่พบเกมที่ตรงกับตัวกรอง' : 'ยังไม่มีเกมในระบบ'}
        columns={columns}
        rowKey={(g) => g.game_id}
        rowProps={(g) => ({ opacity: g.provider_enabled ? 1 : 0.6 })}
        {...listPaging(view, set)}
      />
    </Box>
  );
}
