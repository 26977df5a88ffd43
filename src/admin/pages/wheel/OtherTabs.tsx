import { Alert, Badge, Box, Button, Checkbox, Field, Flex, Input, SimpleGrid, Table, Text } from '@chakra-ui/react';
import { AdminWheelReportQuery, type AdminWheelSettingsData, WheelSettings } from '@contract/admin-wheel';
import { bangkokToday } from '@contract/thai-calendar';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import { baht, bangkokTime, Empty, Failure, Loading, Pager, thaiDate } from '../../app/ui';
import { FormField, issuesOf, num, serverFields, str, useManages } from '../promotions/shared';
import { daysBefore, PAGE_SIZE, reportQuery, settingsQuery, spinsQuery, wheelApi, wheelKeys } from './api';

const FIELDS = [
  ['free_min_deposit', 'ยอดฝากขั้นต่ำต่อวันเพื่อรับสปินฟรี (บาท)', '0 = ได้สปินฟรีทุกวันโดยไม่ต้องฝาก'],
  ['free_spins_per_day', 'สปินฟรีต่อวัน (ครั้ง)', '0 = ปิดแท็บสปินฟรี'],
  ['point_cost', 'แต้มต่อการหมุน 1 ครั้ง', 'แท็บใช้แต้ม'],
  ['point_daily_cap', 'หมุนด้วยแต้มได้สูงสุดต่อวัน (ครั้ง)', '0 = ไม่จำกัด'],
] as const;

/** GET/PUT /api/admin/wheel/settings: on or off, how a free spin is earned, what a point spin costs and the daily cap. */
export function SettingsTab() {
  const settings = useQuery(settingsQuery);
  if (settings.isPending) return <Loading />;
  if (settings.isError) return <Failure error={settings.error} onRetry={() => settings.refetch()} />;
  return <SettingsForm key={settings.data.updated?.at ?? 'defaults'} settings={settings.data} />;
}

function SettingsForm({ settings }: { settings: AdminWheelSettingsData }) {
  const manages = useManages();
  const queryClient = useQueryClient();
  const [enabled, setEnabled] = useState(settings.enabled);
  const [values, setValues] = useState<Record<string, string>>(Object.fromEntries(FIELDS.map(([k]) => [k, str(settings[k])])));
  const [local, setLocal] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: wheelApi.saveSettings,
    onSuccess: async () => {
      setSaved(true);
      await queryClient.invalidateQueries({ queryKey: wheelKeys.settings });
    },
  });
  const errors = { ...serverFields(save.error), ...local };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const checked = WheelSettings.safeParse({ enabled, ...Object.fromEntries(FIELDS.map(([k]) => [k, num(values[k])])) });
    if (!checked.success) return setLocal(issuesOf(checked.error));
    setLocal({});
    save.mutate(checked.data);
  };
  return (
    <Box as="form" onSubmit={submit} bg="white" borderRadius="md" p="4">
      <Checkbox.Root checked={enabled} disabled={!manages} onCheckedChange={(e) => setEnabled(e.checked === true)} mb="4">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>เปิดให้บริการกงล้อนำโชค</Checkbox.Label>
      </Checkbox.Root>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {FIELDS.map(([k, label, help]) => (
          <FormField key={k} label={label} error={errors[k]} help={help}>
            <Input
              inputMode="decimal"
              value={values[k]}
              disabled={!manages}
              onChange={(e) => setValues((v) => ({ ...v, [k]: e.target.value }))}
            />
          </FormField>
        ))}
      </SimpleGrid>
      <Text mt="3" fontSize="xs" color="gray.600">
        {settings.updated
          ? `บันทึกล่าสุด ${bangkokTime(settings.updated.at)}${settings.updated.by ? ` โดย ${settings.updated.by}` : ''}`
          : 'ใช้ค่าเริ่มต้น'}
      </Text>
      {save.isError && Object.keys(serverFields(save.error)).length === 0 && (
        <Alert.Root status="error" mt="3">
          <Alert.Indicator />
          <Alert.Title>{failureMessage(save.error)}</Alert.Title>
        </Alert.Root>
      )}
      {saved && (
        <Alert.Root status="success" mt="3">
          <Alert.Indicator />
          <Alert.Title>บันทึกการตั้งค่าแล้ว</Alert.Title>
        </Alert.Root>
      )}
      {manages && (
        <Button type="submit" mt="4" colorPalette="blue" loading={save.isPending}>
          บันทึกการตั้งค่า
        </Button>
      )}
    </Box>
  );
}

/** GET /api/admin/wheel/report: per Bangkok day, spins per tab, points spent, prizes paid by kind, credit pending. */
export function ReportTab() {
  const today = bangkokToday();
  const [range, setRange] = useState({ from: daysBefore(today, 13), to: today });
  const [draft, setDraft] = useState(range);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const report = useQuery(reportQuery(range.from, range.to));
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const checked = AdminWheelReportQuery.safeParse(draft);
    if (!checked.success) return setErrors(issuesOf(checked.error));
    setErrors({});
    setRange(draft);
  };
  return (
    <Box bg="white" borderRadius="md" p="4">
      <Flex as="form" onSubmit={apply} gap="3" align="end" mb="4" wrap="wrap">
        <Field.Root maxW="48" invalid={Boolean(errors.from)}>
          <Field.Label>ตั้งแต่</Field.Label>
          <Input type="date" value={draft.from} onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))} />
          {errors.from && <Field.ErrorText>{errors.from}</Field.ErrorText>}
        </Field.Root>
        <Field.Root maxW="48" invalid={Boolean(errors.to)}>
          <Field.Label>ถึง</Field.Label>
          <Input type="date" value={draft.to} onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))} />
          {errors.to && <Field.ErrorText>{errors.to}</Field.ErrorText>}
        </Field.Root>
        <Button type="submit" size="sm">
          แสดง
        </Button>
      </Flex>
      {report.isPending ? (
        <Loading />
      ) : report.isError ? (
        <Failure error={report.error} onRetry={() => report.refetch()} />
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm" aria-label="รายงานกงล้อรายวัน">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>วันที่</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">สปินฟรี</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">ใช้แต้ม</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">สมาชิก</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">แต้มที่ใช้</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">เครดิตที่จ่าย (บาท)</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">แต้มที่จ่าย</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">ฟรีสปินที่จ่าย</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">เครดิตรอกดรับ (บาท)</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {report.data.rows.map((r) => (
                <Table.Row key={r.day}>
                  <Table.Cell>{thaiDate(r.day)}</Table.Cell>
                  <Table.Cell textAlign="end">{r.spins_free.toLocaleString('th-TH')}</Table.Cell>
                  <Table.Cell textAlign="end">{r.spins_points.toLocaleString('th-TH')}</Table.Cell>
                  <Table.Cell textAlign="end">{r.members.toLocaleString('th-TH')}</Table.Cell>
                  <Table.Cell textAlign="end">{r.points_spent.toLocaleString('th-TH')}</Table.Cell>
                  <Table.Cell textAlign="end">{baht(r.paid_credit)}</Table.Cell>
                  <Table.Cell textAlign="end">{r.paid_points.toLocaleString('th-TH')}</Table.Cell>
                  <Table.Cell textAlign="end">{r.paid_free_spins.toLocaleString('th-TH')}</Table.Cell>
                  <Table.Cell textAlign="end">{baht(r.pending_credit)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Box>
  );
}

const STATUS_COLOURS = { paid: 'green', pending: 'orange', lost: 'gray' } as const;

/** GET /api/admin/wheel/spins: the spins, newest first, filtered by member (phone or id), with each proof. */
export function SpinsTab() {
  const [member, setMember] = useState('');
  const [draft, setDraft] = useState('');
  const [page, setPage] = useState(1);
  const spins = useQuery(spinsQuery(member, page));
  return (
    <Box bg="white" borderRadius="md" p="4">
      <Flex
        as="form"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          setMember(draft.trim());
          setPage(1);
        }}
        gap="3"
        mb="4"
      >
        <Input maxW="64" placeholder="เบอร์โทรหรือรหัสสมาชิก" aria-label="ค้นหาสมาชิก" value={draft} onChange={(e) => setDraft(e.target.value)} />
        <Button type="submit" size="sm">
          ค้นหา
        </Button>
      </Flex>
      {spins.isPending ? (
        <Loading />
      ) : spins.isError ? (
        <Failure error={spins.error} onRetry={() => spins.refetch()} />
      ) : spins.data.items.length === 0 ? (
        <Empty>ยังไม่มีรายการหมุน</Empty>
      ) : (
        <>
          <Box overflowX="auto">
            <Table.Root size="sm" aria-label="รายการหมุนกงล้อ">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>เวลา</Table.ColumnHeader>
                  <Table.ColumnHeader>สมาชิก</Table.ColumnHeader>
                  <Table.ColumnHeader>แท็บ</Table.ColumnHeader>
                  <Table.ColumnHeader>รางวัล</Table.ColumnHeader>
                  <Table.ColumnHeader>สถานะ</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">แต้มที่ใช้</Table.ColumnHeader>
                  <Table.ColumnHeader>หลักฐาน</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {spins.data.items.map((s) => (
                  <Table.Row key={s.id}>
                    <Table.Cell whiteSpace="nowrap">{bangkokTime(s.created_at)}</Table.Cell>
                    <Table.Cell>{s.phone}</Table.Cell>
                    <Table.Cell>{s.tab_name}</Table.Cell>
                    <Table.Cell>{s.prize.text}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={STATUS_COLOURS[s.status]}>{s.status_name}</Badge>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{s.cost_points.toLocaleString('th-TH')}</Table.Cell>
                    <Table.Cell fontSize="xs" color="gray.600">
                      รุ่น {s.proof.board_version} · nonce {s.proof.nonce} · ผลสุ่ม {s.proof.roll}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <Pager page={page} pageSize={PAGE_SIZE} total={spins.data.total} onPage={setPage} />
        </>
      )}
    </Box>
  );
}
