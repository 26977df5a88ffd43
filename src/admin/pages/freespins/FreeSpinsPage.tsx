import {
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  chakra,
  Field,
  Flex,
  Heading,
  Input,
  SimpleGrid,
  Switch,
  Table,
  Tabs,
  Text,
} from '@chakra-ui/react';
import {
  AdminFreeSpinReportQuery,
  AdminFreeSpinSettingsBody,
  type AdminFreeSpinSettingsData,
  FREE_SPIN_SOURCE_NAMES,
} from '@contract/admin-freespins';
import { bangkokToday } from '@contract/thai-calendar';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import { baht, bangkokTime, Empty, Failure, Loading, Pager, thaiDate } from '../../app/ui';
import { useUrlState } from '../../app/url-state';
import { FormField, issuesOf, num, numOrNull, serverFields, str, useManages } from '../promotions/shared';
import { daysBefore, freeSpinKeys, PAGE_SIZE, reportQuery, roundsQuery, saveSettings, settingsQuery } from './api';

const TABS = [
  { key: 'settings', name: 'ตั้งค่า' },
  { key: 'report', name: 'รายงานรายวัน' },
  { key: 'rounds', name: 'รอบที่เล่น' },
] as const;

/**
 * Free spins (/api/admin/freespins): the settings (the fixed bet, the games that accept free spins,
 * the win's turnover and days, the cap per spin), the report per day (spins granted by source,
 * played, won, paid, members) and the rounds played. Support saves, finance reads; the tab in the address.
 */
export function FreeSpinsPage() {
  const [url, setUrl] = useUrlState({ tab: 'settings', member: '', page: 1 });
  const tab = TABS.some((t) => t.key === url.tab) ? url.tab : 'settings';
  return (
    <Tabs.Root value={tab} onValueChange={(e) => setUrl({ tab: e.value })} variant="line" lazyMount unmountOnExit>
      <Tabs.List bg="white" borderRadius="md" mb="4">
        {TABS.map((t) => (
          <Tabs.Trigger key={t.key} value={t.key}>
            {t.name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="settings" p="0">
        <SettingsTab />
      </Tabs.Content>
      <Tabs.Content value="report" p="0">
        <ReportTab />
      </Tabs.Content>
      <Tabs.Content value="rounds" p="0">
        <RoundsTab member={url.member} page={url.page} onView={(member, page) => setUrl({ member, page })} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

function SettingsTab() {
  const settings = useQuery(settingsQuery);
  if (settings.isPending) return <Loading />;
  if (settings.isError) return <Failure error={settings.error} onRetry={() => settings.refetch()} />;
  return <SettingsForm key={settings.data.updated?.at ?? 'defaults'} settings={settings.data} />;
}

function SettingsForm({ settings }: { settings: AdminFreeSpinSettingsData }) {
  const manages = useManages();
  const queryClient = useQueryClient();
  const [enabled, setEnabled] = useState(settings.enabled);
  const [bet, setBet] = useState(str(settings.bet));
  const [games, setGames] = useState<string[]>(settings.game_ids);
  const [multiplier, setMultiplier] = useState(str(settings.turnover_multiplier));
  const [days, setDays] = useState(str(settings.requirement_days));
  const [maxWin, setMaxWin] = useState(str(settings.max_win));
  const [local, setLocal] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: saveSettings,
    onSuccess: async () => {
      setSaved(true);
      await queryClient.invalidateQueries({ queryKey: freeSpinKeys.settings });
    },
  });
  const errors = { ...serverFields(save.error), ...local };
  const failure = save.isError && Object.keys(serverFields(save.error)).length === 0 ? failureMessage(save.error) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const body = {
      enabled,
      bet: num(bet),
      game_ids: games,
      turnover_multiplier: num(multiplier),
      requirement_days: num(days),
      max_win: numOrNull(maxWin),
    };
    const parsed = AdminFreeSpinSettingsBody.safeParse(body);
    if (!parsed.success) return setLocal(issuesOf(parsed.error));
    setLocal({});
    save.mutate(parsed.data);
  };
  const toggleGame = (id: string, on: boolean) => setGames((g) => (on ? [...g.filter((x) => x !== id), id] : g.filter((x) => x !== id)));
  return (
    <chakra.form onSubmit={submit} aria-label="ตั้งค่าฟรีสปิน" bg="white" borderWidth="1px" borderRadius="md" p="5" noValidate>
      <Flex align="start" gap="4" mb="4" wrap="wrap">
        <Box>
          <Heading size="md">ตั้งค่าฟรีสปิน</Heading>
          <Text fontSize="sm" color="gray.600">
            ฟรีสปินหนึ่งครั้งเล่นสล็อตของระบบหนึ่งรอบด้วยเดิมพันคงที่ รางวัลเข้ากระเป๋าหลักพร้อมเงื่อนไขทำเทิร์น
          </Text>
        </Box>
        <Box flex="1" />
        <Box textAlign="end">
          <Switch.Root checked={enabled} disabled={!manages} onCheckedChange={(e) => setEnabled(e.checked)}>
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>เปิดใช้งาน</Switch.Label>
          </Switch.Root>
          <Text fontSize="xs" color="gray.600" mt="1" data-testid="updated-freespins">
            {settings.updated
              ? `บันทึกล่าสุด ${bangkokTime(settings.updated.at)} โดย ${settings.updated.by ?? 'ระบบ'}`
              : 'ยังไม่เคยบันทึก (ใช้ค่าเริ่มต้น)'}
          </Text>
        </Box>
      </Flex>
      <chakra.fieldset disabled={!manages} border="0" p="0" m="0" minW="0">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="เดิมพันต่อฟรีสปิน (บาท)" error={errors.bet} help="ต้องอยู่ในช่วงเดิมพันของเกมที่เลือก">
            <Input bg="white" inputMode="decimal" value={bet} onChange={(e) => setBet(e.target.value)} />
          </FormField>
          <FormField label="รางวัลสูงสุดต่อสปิน (บาท)" error={errors.max_win} help="เว้นว่าง = ไม่จำกัด">
            <Input bg="white" inputMode="decimal" value={maxWin} onChange={(e) => setMaxWin(e.target.value)} />
          </FormField>
          <FormField label="ทำเทิร์นกี่เท่าของรางวัล" error={errors.turnover_multiplier} help="0 = ไม่ติดเทิร์น">
            <Input bg="white" inputMode="decimal" value={multiplier} onChange={(e) => setMultiplier(e.target.value)} />
          </FormField>
          <FormField label="ระยะเวลาทำเทิร์น (วัน)" error={errors.requirement_days}>
            <Input bg="white" inputMode="numeric" value={days} onChange={(e) => setDays(e.target.value)} />
          </FormField>
        </SimpleGrid>
        <Box role="group" aria-labelledby="freespin-games-label" mt="4">
          <Text id="freespin-games-label" fontWeight="medium" fontSize="sm" mb="2">
            เกมที่รับฟรีสปิน
          </Text>
          <Flex direction="column" gap="2">
            {settings.available_games.map((g) => (
              <Checkbox.Root
                key={g.game_id}
                checked={games.includes(g.game_id)}
                onCheckedChange={(e) => toggleGame(g.game_id, e.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  {g.name} ({g.game_id}) เดิมพัน {baht(g.min_bet)}-{baht(g.max_bet)} บาท ทีละ {baht(g.bet_step)}
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Flex>
          {errors.game_ids && (
            <Text color="red.600" fontSize="sm" mt="1">
              {errors.game_ids}
            </Text>
          )}
        </Box>
      </chakra.fieldset>
      {failure && (
        <Text role="alert" color="red.600" mt="3">
          {failure}
        </Text>
      )}
      {saved && !save.isPending && (
        <Alert.Root status="success" mt="3" borderRadius="md" role="status">
          <Alert.Indicator />
          <Alert.Title>บันทึกการตั้งค่าฟรีสปินแล้ว</Alert.Title>
        </Alert.Root>
      )}
      {manages && (
        <Button type="submit" colorPalette="blue" mt="4" loading={save.isPending} loadingText="กำลังบันทึก...">
          บันทึก
        </Button>
      )}
    </chakra.form>
  );
}

const sourceName = (key: string) => FREE_SPIN_SOURCE_NAMES[key] ?? key;

function ReportTab() {
  const today = bangkokToday();
  const [range, setRange] = useUrlState({ from: daysBefore(today, 13), to: today });
  const [draft, setDraft] = useState(range);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const valid = AdminFreeSpinReportQuery.safeParse(range).success;
  const report = useQuery({ ...reportQuery(range.from, range.to), enabled: valid });
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const checked = AdminFreeSpinReportQuery.safeParse(draft);
    if (!checked.success) return setErrors(issuesOf(checked.error));
    setErrors({});
    setRange(draft);
  };
  return (
    <Box>
      <form onSubmit={apply} aria-label="ช่วงวันที่รายงาน" noValidate>
        <Flex gap="3" mb="4" wrap="wrap" align="end">
          <Field.Root maxW="44" invalid={Boolean(errors.from)}>
            <Field.Label fontSize="sm">ตั้งแต่วันที่</Field.Label>
            <Input bg="white" type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
            <Field.ErrorText>{errors.from}</Field.ErrorText>
          </Field.Root>
          <Field.Root maxW="44" invalid={Boolean(errors.to)}>
            <Field.Label fontSize="sm">ถึงวันที่</Field.Label>
            <Input bg="white" type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
            <Field.ErrorText>{errors.to}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="blue">
            แสดงรายงาน
          </Button>
        </Flex>
      </form>
      {report.isPending ? (
        <Loading />
      ) : report.isError ? (
        <Failure error={report.error} onRetry={() => report.refetch()} />
      ) : (
        <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
          <Table.Root size="sm" aria-label="รายงานฟรีสปินรายวัน">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>วันที่</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">ฟรีสปินที่แจก</Table.ColumnHeader>
                <Table.ColumnHeader>แจกจาก</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">หมุนแล้ว</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">รางวัลจากเกม (บาท)</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">จ่ายจริง (บาท)</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">สมาชิกที่เล่น</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {report.data.rows.map((r) => (
                <Table.Row key={r.day}>
                  <Table.Cell>{thaiDate(r.day)}</Table.Cell>
                  <Table.Cell textAlign="end">{r.granted_total.toLocaleString('th-TH')}</Table.Cell>
                  <Table.Cell>
                    <Flex gap="1" wrap="wrap">
                      {Object.entries(r.granted).map(([k, n]) => (
                        <Badge key={k} variant="subtle">
                          {sourceName(k)} {n.toLocaleString('th-TH')}
                        </Badge>
                      ))}
                    </Flex>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{r.played.toLocaleString('th-TH')}</Table.Cell>
                  <Table.Cell textAlign="end">{baht(r.won)}</Table.Cell>
                  <Table.Cell textAlign="end">{baht(r.paid)}</Table.Cell>
                  <Table.Cell textAlign="end">{r.members.toLocaleString('th-TH')}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Box>
  );
}

function RoundsTab({ member, page, onView }: { member: string; page: number; onView: (member: string, page: number) => void }) {
  const [draft, setDraft] = useState(member);
  const rounds = useQuery(roundsQuery(member, page));
  return (
    <Box>
      <form
        aria-label="ค้นหารอบฟรีสปิน"
        onSubmit={(e) => {
          e.preventDefault();
          onView(draft.trim(), 1);
        }}
      >
        <Flex gap="3" mb="4" align="end" wrap="wrap">
          <Field.Root maxW="64">
            <Field.Label fontSize="sm">สมาชิก (เบอร์โทรหรือรหัส)</Field.Label>
            <Input bg="white" value={draft} onChange={(e) => setDraft(e.target.value)} />
          </Field.Root>
          <Button type="submit" colorPalette="blue">
            ค้นหา
          </Button>
        </Flex>
      </form>
      {rounds.isPending ? (
        <Loading />
      ) : rounds.isError ? (
        <Failure error={rounds.error} onRetry={() => rounds.refetch()} />
      ) : rounds.data.items.length === 0 ? (
        <Empty>ยังไม่มีรอบฟรีสปิน</Empty>
      ) : (
        <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto" p="2">
          <Table.Root size="sm" aria-label="รอบฟรีสปิน">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>รอบ</Table.ColumnHeader>
                <Table.ColumnHeader>เวลา</Table.ColumnHeader>
                <Table.ColumnHeader>สมาชิก</Table.ColumnHeader>
                <Table.ColumnHeader>เกม</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">เดิมพัน</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">รางวัลจากเกม</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">จ่ายจริง</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">ยอดเทิร์น</Table.ColumnHeader>
                <Table.ColumnHeader>nonce / แฮช</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rounds.data.items.map((r) => (
                <Table.Row key={r.id}>
                  <Table.Cell>{r.id}</Table.Cell>
                  <Table.Cell>{bangkokTime(r.created_at)}</Table.Cell>
                  <Table.Cell>
                    {r.phone} (#{r.member_id})
                  </Table.Cell>
                  <Table.Cell>{r.game_id}</Table.Cell>
                  <Table.Cell textAlign="end">{baht(r.bet)}</Table.Cell>
                  <Table.Cell textAlign="end">{baht(r.win)}</Table.Cell>
                  <Table.Cell textAlign="end">{baht(r.paid)}</Table.Cell>
                  <Table.Cell textAlign="end">{baht(r.turnover_required)}</Table.Cell>
                  <Table.Cell fontFamily="mono" fontSize="xs">
                    {r.nonce} / {r.server_seed_hash.slice(0, 12)}…
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Pager page={rounds.data.page} pageSize={PAGE_SIZE} total={rounds.data.total} onPage={(p) => onView(member, p)} />
        </Box>
      )}
    </Box>
  );
}
