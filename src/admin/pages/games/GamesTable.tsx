import { Badge, Box, Button, Flex, Input, NativeSelect, Table, Text } from '@chakra-ui/react';
import type { AdminGame } from '@contract/admin-games';
import { GAME_CATEGORIES, GAME_CATEGORY_NAMES, GAME_TAG_NAMES } from '@contract/games-names';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import type { CsvColumn } from '../../app/csv';
import { Empty, ExportButton, Failure, Loading, Pager, SortHeader } from '../../app/ui';
import { useUrlState } from '../../app/url-state';
import { OnOff } from './OnOff';
import { fetchGames, type GameFilters, gamesQuery, providersQuery, switchGame } from './queries';

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

/** The catalogue, switched-off games included: filters, sort and page in the address. */
export function GamesTable({ canSwitch }: { canSwitch: boolean }) {
  const [url, setUrl] = useUrlState({ provider: '', category: '', enabled: '', q: '', sort: '', dir: 'desc', page: 1 });
  const filters: GameFilters = {
    provider: url.provider,
    category: url.category,
    enabled: url.enabled,
    q: url.q,
    sort: url.sort,
    dir: url.dir,
  };
  const [draft, setDraft] = useState(url.q);
  const list = useQuery(gamesQuery(filters, url.page));
  const providers = useQuery(providersQuery());
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: (v: { id: string; enabled: boolean }) => switchGame(v.id, v.enabled),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'games'] }),
  });
  const search = (e: FormEvent) => {
    e.preventDefault();
    setUrl({ q: draft.trim(), page: 1 });
  };
  const sortBy = (next: { sort: string; dir: 'asc' | 'desc' }) => setUrl({ ...next, page: 1 });
  const filtered = Boolean(filters.provider || filters.category || filters.enabled || filters.q);
  // Without a chosen sort the server keeps the catalogue's order (provider, then the game's own).
  const sort = { sort: url.sort, dir: url.dir, onSort: sortBy };

  return (
    <Box>
      <form onSubmit={search} aria-label="ตัวกรองเกม">
        <Flex gap="2" mb="3" wrap="wrap" align="center">
          <NativeSelect.Root size="md" maxW="48" bg="white">
            <NativeSelect.Field aria-label="ผู้ให้บริการ" value={url.provider} onChange={(e) => setUrl({ provider: e.target.value, page: 1 })}>
              <option value="">ทุกผู้ให้บริการ</option>
              {(providers.data ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <NativeSelect.Root size="md" maxW="40" bg="white">
            <NativeSelect.Field aria-label="ประเภทเกม" value={url.category} onChange={(e) => setUrl({ category: e.target.value, page: 1 })}>
              <option value="">ทุกประเภท</option>
              {GAME_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {GAME_CATEGORY_NAMES[c]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <NativeSelect.Root size="md" maxW="36" bg="white">
            <NativeSelect.Field aria-label="สถานะเกม" value={url.enabled} onChange={(e) => setUrl({ enabled: e.target.value, page: 1 })}>
              <option value="">ทุกสถานะ</option>
              <option value="true">เปิดอยู่</option>
              <option value="false">ปิดอยู่</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Input
            bg="white"
            maxW="60"
            placeholder="ชื่อเกมหรือรหัสเกม"
            aria-label="ค้นหาเกม"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <Button type="submit" colorPalette="blue">
            ค้นหา
          </Button>
          <Box flex="1" />
          <ExportButton filename="games.csv" columns={CSV_COLUMNS} fetchPage={(p, size) => fetchGames(filters, p, size)} />
        </Flex>
      </form>
      {toggle.isError && (
        <Text role="alert" color="red.600" mb="2">
          {failureMessage(toggle.error)}
        </Text>
      )}
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Failure error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <Empty>{filtered ? 'ไม่พบเกมที่ตรงกับตัวกรอง' : 'ยังไม่มีเกมในระบบ'}</Empty>
      ) : (
        <>
          <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <SortHeader column="name" {...sort}>
                    เกม
                  </SortHeader>
                  <SortHeader column="provider" {...sort}>
                    ผู้ให้บริการ
                  </SortHeader>
                  <SortHeader column="category" {...sort}>
                    ประเภท
                  </SortHeader>
                  <Table.ColumnHeader whiteSpace="nowrap">ป้าย</Table.ColumnHeader>
                  <SortHeader column="sort" {...sort}>
                    ลำดับ
                  </SortHeader>
                  <SortHeader column="enabled" {...sort}>
                    เปิดใช้
                  </SortHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.data.items.map((g) => (
                  <Table.Row key={g.game_id} opacity={g.provider_enabled ? 1 : 0.6}>
                    <Table.Cell>
                      <Text fontWeight="medium">{g.name_th}</Text>
                      <Text fontSize="xs" color="gray.600">
                        {g.game_id} · {g.name_en}
                      </Text>
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      {g.provider_name}
                      {!g.provider_enabled && (
                        <Badge ml="2" colorPalette="orange" variant="subtle">
                          ผู้ให้บริการปิดอยู่
                        </Badge>
                      )}
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{g.categories.map((c) => GAME_CATEGORY_NAMES[c]).join(', ')}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
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
                    </Table.Cell>
                    <Table.Cell>{g.sort}</Table.Cell>
                    <Table.Cell>
                      <OnOff
                        on={g.enabled}
                        label={g.name_th}
                        canSwitch={canSwitch}
                        busy={toggle.isPending && toggle.variables?.id === g.game_id}
                        onChange={(enabled) => toggle.mutate({ id: g.game_id, enabled })}
                      />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <Pager page={list.data.page} pageSize={list.data.page_size} total={list.data.total} onPage={(page) => setUrl({ page })} />
        </>
      )}
    </Box>
  );
}
