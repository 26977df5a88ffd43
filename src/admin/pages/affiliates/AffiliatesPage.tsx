import { Alert, Badge, Box, Button, Field, Flex, Grid, Input, Table, Tabs, Text } from '@chakra-ui/react';
import { AdminAffiliateCorrectBody, AdminReasonBody, AdminRewardReportQuery } from '@contract/admin-rewards';
import { bangkokToday } from '@contract/thai-calendar';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import type { CsvColumn } from '../../app/csv';
import { baht, Empty, ExportButton, Failure, Loading, Pager, thaiDate } from '../../app/ui';
import { useUrlState } from '../../app/url-state';
import { issuesOf, Select, useManages } from '../promotions/shared';
import { daysBefore } from '../rewards/api';
import { type ReasonAction, ReasonDialog } from '../rewards/ReasonDialog';
import {
  type Affiliate,
  type AffiliateView,
  affiliateKeys,
  affiliateReportQuery,
  affiliatesApi,
  affiliatesQuery,
  type Earning,
  type EarningView,
  earningsQuery,
  fetchAffiliates,
  fetchEarnings,
  PAGE_SIZE,
} from './api';

const TABS = [
  { key: 'referrers', name: 'ผู้แนะนำ' },
  { key: 'earnings', name: 'รายได้รายวัน' },
  { key: 'report', name: 'รายงาน' },
] as const;

const FROZEN_FILTER: Record<string, string> = { '': 'ทุกสถานะ', false: 'ปกติ', true: 'ระงับอยู่' };
const EARNING_STATUS: Record<Earning['status'], { name: string; colour: string }> = {
  credited: { name: 'เข้ากระเป๋าแล้ว', colour: 'green' },
  frozen: { name: 'ระงับ (ไม่จ่าย)', colour: 'red' },
};

/**
 * The affiliate programme (/api/admin/affiliates): referrers with their network and earnings, frozen
 * or unfrozen with a reason; daily earnings, corrected by a signed amount with a reason; the per-day
 * report, where a closed day that has not run can be computed. Admin and support act, finance reads.
 */
export function AffiliatesPage() {
  const [url, setUrl] = useUrlState({ tab: 'referrers', e_member: '', day: '', e_page: 1 });
  const tab = TABS.some((t) => t.key === url.tab) ? url.tab : 'referrers';
  return (
    <Tabs.Root value={tab} onValueChange={(e) => setUrl({ tab: e.value })} variant="line" lazyMount unmountOnExit>
      <Tabs.List bg="white" borderRadius="md" mb="4">
        {TABS.map((t) => (
          <Tabs.Trigger key={t.key} value={t.key}>
            {t.name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="referrers" p="0">
        <ReferrersTab onEarnings={(memberId) => setUrl({ tab: 'earnings', e_member: String(memberId), day: '', e_page: 1 })} />
      </Tabs.Content>
      <Tabs.Content value="earnings" p="0">
        <EarningsTab />
      </Tabs.Content>
      <Tabs.Content value="report" p="0">
        <ReportTab onDay={(day) => setUrl({ tab: 'earnings', e_member: '', day, e_page: 1 })} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

function Notice({ notice }: { notice: { status: 'success' | 'error'; text: string } | null }) {
  if (!notice) return null;
  return (
    <Alert.Root status={notice.status} mb="4" borderRadius="md" role={notice.status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title>{notice.text}</Alert.Title>
    </Alert.Root>
  );
}

// ---- referrers ----

export const AFFILIATE_COLUMNS: CsvColumn<Affiliate>[] = [
  { header: 'รหัสสมาชิก', value: (a) => a.member_id },
  { header: 'เบอร์โทร', value: (a) => a.phone },
  { header: 'ชื่อ', value: (a) => a.name },
  { header: 'รหัสแนะนำ', value: (a) => a.referral_code },
  { header: 'เพื่อนชั้นที่ 1', value: (a) => a.level1 },
  { header: 'ชั้นที่ 1 ที่ฝากแล้ว', value: (a) => a.level1_qualified },
  { header: 'เพื่อนชั้นที่ 2', value: (a) => a.level2 },
  { header: 'รายได้รวม', value: (a) => a.earned_total.toFixed(2) },
  { header: 'ถอนได้', value: (a) => a.redeemable.toFixed(2) },
  { header: 'สถานะ', value: (a) => (a.frozen ? 'ระงับอยู่' : 'ปกติ') },
  { header: 'เหตุผลที่ระงับ', value: (a) => a.frozen_reason },
];

function ReferrerSummary({ a }: { a: Affiliate }) {
  return (
    <Grid templateColumns="auto 1fr" columnGap="4" rowGap="1" fontSize="sm" mb="4">
      <Text color="gray.600">สมาชิก</Text>
      <Text>
        {a.name} ({a.phone} · #{a.member_id})
      </Text>
      <Text color="gray.600">เพื่อนที่แนะนำ</Text>
      <Text>
        ชั้นที่ 1 {a.level1.toLocaleString('th-TH')} คน · ชั้นที่ 2 {a.level2.toLocaleString('th-TH')} คน
      </Text>
      <Text color="gray.600">ถอนได้</Text>
      <Text>{baht(a.redeemable)} บาท</Text>
    </Grid>
  );
}

function ReferrersTab({ onEarnings }: { onEarnings: (memberId: number) => void }) {
  const [view, setView] = useUrlState({ member: '', frozen: '', page: 1 });
  const [draft, setDraft] = useState(view.member);
  const [acting, setActing] = useState<Affiliate | null>(null);
  const [notice, setNotice] = useState<{ status: 'success' | 'error'; text: string } | null>(null);
  const manages = useManages();
  const list = useQuery(affiliatesQuery(view as AffiliateView));
  const queryClient = useQueryClient();
  const act = useMutation({
    mutationFn: ({ a, reason }: { a: Affiliate; reason: string }) =>
      a.frozen ? affiliatesApi.unfreeze(a.member_id, reason) : affiliatesApi.freeze(a.member_id, reason),
    onSuccess: (_, { a }) => {
      setActing(null);
      setNotice({ status: 'success', text: `${a.frozen ? 'ยกเลิกการระงับ' : 'ระงับ'}การแนะนำเพื่อนของ ${a.phone} แล้ว` });
      void queryClient.invalidateQueries({ queryKey: affiliateKeys.all });
    },
  });
  const search = (e: FormEvent) => {
    e.preventDefault();
    setView({ member: draft.trim(), page: 1 });
  };
  const action: ReasonAction | null = acting
    ? {
        title: acting.frozen ? `ยกเลิกการระงับ ${acting.phone}` : `ระงับการแนะนำเพื่อน ${acting.phone}`,
        confirm: acting.frozen ? 'ยืนยันยกเลิกระงับ' : 'ยืนยันระงับ',
        colour: acting.frozen ? 'green' : 'red',
        summary: (
          <>
            <ReferrerSummary a={acting} />
            {!acting.frozen && (
              <Text fontSize="sm" color="gray.700" mb="3">
                ระหว่างระงับ รายได้รายวันจะไม่เข้ากระเป๋า และสมาชิกถอนรายได้ไม่ได้
              </Text>
            )}
          </>
        ),
        schema: AdminReasonBody,
      }
    : null;

  return (
    <Box>
      <form onSubmit={search} aria-label="ตัวกรองผู้แนะนำ">
        <Flex gap="2" mb="4" wrap="wrap" align="center">
          <Input
            bg="white"
            maxW="60"
            placeholder="เบอร์โทรหรือรหัสสมาชิก"
            aria-label="ค้นหาสมาชิก"
            maxLength={20}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <Select
            label="สถานะ"
            value={view.frozen}
            options={['', 'false', 'true']}
            names={FROZEN_FILTER}
            onChange={(frozen) => setView({ frozen, page: 1 })}
            maxW="44"
          />
          <Button type="submit" colorPalette="blue">
            ค้นหา
          </Button>
          <Box flex="1" />
          <ExportButton filename="affiliates.csv" columns={AFFILIATE_COLUMNS} fetchPage={(p, size) => fetchAffiliates(view, p, size)} />
        </Flex>
      </form>
      <Notice notice={notice} />
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Failure error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <Empty>{view.member || view.frozen ? 'ไม่พบผู้แนะนำที่ตรงกับตัวกรอง' : 'ยังไม่มีสมาชิกที่แนะนำเพื่อน'}</Empty>
      ) : (
        <>
          <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
            <Table.Root size="sm" aria-label="ผู้แนะนำ">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>สมาชิก</Table.ColumnHeader>
                  <Table.ColumnHeader>รหัสแนะนำ</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">เพื่อนชั้นที่ 1</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">เพื่อนชั้นที่ 2</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">รายได้รวม</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">ถอนได้</Table.ColumnHeader>
                  <Table.ColumnHeader>สถานะ</Table.ColumnHeader>
                  <Table.ColumnHeader />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.data.items.map((a) => (
                  <Table.Row key={a.member_id} data-testid={`affiliate-${a.member_id}`}>
                    <Table.Cell verticalAlign="top" whiteSpace="nowrap">
                      <Text>{a.name}</Text>
                      <Text fontSize="xs" color="gray.600">
                        {a.phone} · #{a.member_id}
                      </Text>
                    </Table.Cell>
                    <Table.Cell verticalAlign="top" fontFamily="mono">
                      {a.referral_code}
                    </Table.Cell>
                    <Table.Cell verticalAlign="top" textAlign="end" whiteSpace="nowrap">
                      <Text>{a.level1.toLocaleString('th-TH')}</Text>
                      <Text fontSize="xs" color="gray.600">
                        ฝากแล้ว {a.level1_qualified.toLocaleString('th-TH')}
                      </Text>
                    </Table.Cell>
                    <Table.Cell verticalAlign="top" textAlign="end">
                      {a.level2.toLocaleString('th-TH')}
                    </Table.Cell>
                    <Table.Cell verticalAlign="top" textAlign="end">
                      {baht(a.earned_total)}
                    </Table.Cell>
                    <Table.Cell verticalAlign="top" textAlign="end">
                      {baht(a.redeemable)}
                    </Table.Cell>
                    <Table.Cell verticalAlign="top">
                      <Badge colorPalette={a.frozen ? 'red' : 'green'} variant="subtle" whiteSpace="nowrap">
                        {a.frozen ? 'ระงับอยู่' : 'ปกติ'}
                      </Badge>
                      {a.frozen_reason && (
                        <Text fontSize="xs" color="gray.600" maxW="xs">
                          {a.frozen_reason}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell verticalAlign="top">
                      <Flex gap="1" justify="end">
                        <Button size="xs" variant="outline" aria-label={`รายได้ ${a.phone}`} onClick={() => onEarnings(a.member_id)}>
                          รายได้
                        </Button>
                        {manages && (
                          <Button
                            size="xs"
                            variant="outline"
                            colorPalette={a.frozen ? 'green' : 'red'}
                            aria-label={`${a.frozen ? 'ยกเลิกระงับ' : 'ระงับ'} ${a.phone}`}
                            onClick={() => {
                              act.reset();
                              setNotice(null);
                              setActing(a);
                            }}
                          >
                            {a.frozen ? 'ยกเลิกระงับ' : 'ระงับ'}
                          </Button>
                        )}
                      </Flex>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <Pager
            page={list.data.page}
            pageSize={list.data.page_size ?? PAGE_SIZE}
            total={list.data.total}
            onPage={(p) => setView({ page: p })}
          />
        </>
      )}
      <ReasonDialog
        key={acting ? `${acting.member_id}-${acting.frozen}` : 'none'}
        action={action}
        busy={act.isPending}
        error={act.error}
        onClose={() => setActing(null)}
        onConfirm={({ reason }) => acting && act.mutate({ a: acting, reason })}
      />
    </Box>
  );
}

// ---- daily earnings ----

export const EARNING_COLUMNS: CsvColumn<Earning>[] = [
  { header: 'รหัส', value: (e) => e.id },
  { header: 'รหัสสมาชิก', value: (e) => e.member_id },
  { header: 'เบอร์โทร', value: (e) => e.phone },
  { header: 'วันที่', value: (e) => e.day },
  { header: 'จากชั้นที่ 1', value: (e) => e.level1.toFixed(2) },
  { header: 'จากชั้นที่ 2', value: (e) => e.level2.toFixed(2) },
  { header: 'จำนวน', value: (e) => e.amount.toFixed(2) },
  { header: 'ปรับยอด', value: (e) => e.corrected.toFixed(2) },
  { header: 'สถานะ', value: (e) => EARNING_STATUS[e.status].name },
  { header: 'หมายเหตุ', value: (e) => e.note },
];

/** "+100.00" / "-50.00": a correction's sign shown. */
const signed = (n: number) => `${n > 0 ? '+' : ''}${baht(n)}`;

function EarningsTab() {
  const [view, setView] = useUrlState({ day: '', e_member: '', e_page: 1 });
  const [draft, setDraft] = useState({ day: view.day, member: view.e_member });
  const [acting, setActing] = useState<Earning | null>(null);
  const [notice, setNotice] = useState<{ status: 'success' | 'error'; text: string } | null>(null);
  const manages = useManages();
  const list = useQuery(earningsQuery(view as EarningView));
  const queryClient = useQueryClient();
  const correct = useMutation({
    mutationFn: ({ e, amount, reason }: { e: Earning; amount: number; reason: string }) => affiliatesApi.correct(e.id, { amount, reason }),
    onSuccess: (_, { e, amount }) => {
      setActing(null);
      setNotice({ status: 'success', text: `ปรับรายได้ ${e.phone} วันที่ ${thaiDate(e.day)} ${signed(amount)} บาทแล้ว` });
      void queryClient.invalidateQueries({ queryKey: affiliateKeys.all });
    },
  });
  const search = (e: FormEvent) => {
    e.preventDefault();
    setView({ day: draft.day, e_member: draft.member.trim(), e_page: 1 });
  };
  const filtered = Boolean(view.day || view.e_member);
  const action: ReasonAction | null = acting
    ? {
        title: `ปรับรายได้ #${acting.id}`,
        confirm: 'ยืนยันปรับรายได้',
        colour: 'blue',
        summary: (
          <Grid templateColumns="auto 1fr" columnGap="4" rowGap="1" fontSize="sm" mb="4">
            <Text color="gray.600">สมาชิก</Text>
            <Text>
              {acting.phone} · #{acting.member_id}
            </Text>
            <Text color="gray.600">วันที่</Text>
            <Text>{thaiDate(acting.day)}</Text>
            <Text color="gray.600">รายได้</Text>
            <Text>
              {baht(acting.amount)} บาท{acting.corrected !== 0 ? ` (ปรับแล้ว ${signed(acting.corrected)})` : ''}
            </Text>
          </Grid>
        ),
        amount: { label: 'จำนวนที่ปรับ (บาท)', help: 'บวก = จ่ายเพิ่ม, ลบ = หักคืนจากรายได้ที่เหลือ เช่น -50' },
        schema: AdminAffiliateCorrectBody,
      }
    : null;

  return (
    <Box>
      <form onSubmit={search} aria-label="ตัวกรองรายได้รายวัน">
        <Flex gap="2" mb="4" wrap="wrap" align="end">
          <Field.Root maxW="44">
            <Field.Label fontSize="xs">วันที่</Field.Label>
            <Input
              bg="white"
              type="date"
              aria-label="วันที่"
              value={draft.day}
              onChange={(e) => setDraft({ ...draft, day: e.target.value })}
            />
          </Field.Root>
          <Input
            bg="white"
            maxW="60"
            placeholder="เบอร์โทรหรือรหัสสมาชิก"
            aria-label="ค้นหาสมาชิก"
            maxLength={20}
            value={draft.member}
            onChange={(e) => setDraft({ ...draft, member: e.target.value })}
          />
          <Button type="submit" colorPalette="blue">
            ค้นหา
          </Button>
          {filtered && (
            <Button
              variant="ghost"
              onClick={() => {
                setDraft({ day: '', member: '' });
                setView({ day: '', e_member: '', e_page: 1 });
              }}
            >
              ล้างตัวกรอง
            </Button>
          )}
          <Box flex="1" />
          <ExportButton filename="affiliate-earnings.csv" columns={EARNING_COLUMNS} fetchPage={(p, size) => fetchEarnings(view, p, size)} />
        </Flex>
      </form>
      <Notice notice={notice} />
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Failure error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <Empty>{filtered ? 'ไม่พบรายได้ที่ตรงกับตัวกรอง' : 'ยังไม่มีรายได้แนะนำเพื่อน'}</Empty>
      ) : (
        <>
          <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
            <Table.Root size="sm" aria-label="รายได้แนะนำเพื่อนรายวัน">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>รหัส</Table.ColumnHeader>
                  <Table.ColumnHeader>สมาชิก</Table.ColumnHeader>
                  <Table.ColumnHeader>วันที่</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">จากชั้นที่ 1</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">จากชั้นที่ 2</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">จำนวน</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">ปรับยอด</Table.ColumnHeader>
                  <Table.ColumnHeader>สถานะ</Table.ColumnHeader>
                  {manages && <Table.ColumnHeader />}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.data.items.map((e) => (
                  <Table.Row key={e.id} data-testid={`earning-${e.id}`}>
                    <Table.Cell verticalAlign="top">#{e.id}</Table.Cell>
                    <Table.Cell verticalAlign="top" whiteSpace="nowrap">
                      {e.phone} · #{e.member_id}
                    </Table.Cell>
                    <Table.Cell verticalAlign="top" whiteSpace="nowrap">
                      {thaiDate(e.day)}
                    </Table.Cell>
                    <Table.Cell verticalAlign="top" textAlign="end">
                      {baht(e.level1)}
                    </Table.Cell>
                    <Table.Cell verticalAlign="top" textAlign="end">
                      {baht(e.level2)}
                    </Table.Cell>
                    <Table.Cell verticalAlign="top" textAlign="end" fontWeight="semibold">
                      {baht(e.amount)}
                    </Table.Cell>
                    <Table.Cell verticalAlign="top" textAlign="end" color={e.corrected < 0 ? 'red.700' : undefined}>
                      {e.corrected === 0 ? '-' : signed(e.corrected)}
                    </Table.Cell>
                    <Table.Cell verticalAlign="top">
                      <Badge colorPalette={EARNING_STATUS[e.status].colour} variant="subtle" whiteSpace="nowrap">
                        {EARNING_STATUS[e.status].name}
                      </Badge>
                      {e.note && (
                        <Text fontSize="xs" color="gray.600" maxW="xs">
                          {e.note}
                        </Text>
                      )}
                    </Table.Cell>
                    {manages && (
                      <Table.Cell verticalAlign="top">
                        {e.status === 'credited' && (
                          <Button
                            size="xs"
                            variant="outline"
                            aria-label={`ปรับรายได้ #${e.id}`}
                            onClick={() => {
                              correct.reset();
                              setNotice(null);
                              setActing(e);
                            }}
                          >
                            ปรับยอด
                          </Button>
                        )}
                      </Table.Cell>
                    )}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <Pager
            page={list.data.page}
            pageSize={list.data.page_size ?? PAGE_SIZE}
            total={list.data.total}
            onPage={(p) => setView({ e_page: p })}
          />
        </>
      )}
      <ReasonDialog
        key={acting?.id ?? 'none'}
        action={action}
        busy={correct.isPending}
        error={correct.error}
        onClose={() => setActing(null)}
        onConfirm={({ amount, reason }) => acting && correct.mutate({ e: acting, amount: amount ?? 0, reason })}
      />
    </Box>
  );
}

// ---- report ----

function ReportTab({ onDay }: { onDay: (day: string) => void }) {
  const today = bangkokToday();
  const [range, setRange] = useUrlState({ from: daysBefore(today, 13), to: today });
  const [draft, setDraft] = useState(range);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ status: 'success' | 'error'; text: string } | null>(null);
  const manages = useManages();
  const valid = AdminRewardReportQuery.safeParse(range).success;
  const report = useQuery({ ...affiliateReportQuery(range.from, range.to), enabled: valid });
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: (period: string) => affiliatesApi.run(period),
    onSuccess: (data, period) => {
      const what = `รายได้แนะนำเพื่อนวันที่ ${thaiDate(period)}`;
      setNotice({
        status: 'success',
        text:
          data && data.ran === false
            ? `${what} คำนวณไปแล้วก่อนหน้านี้`
            : `คำนวณ${what}แล้ว${data ? ` ${data.entries.toLocaleString('th-TH')} รายการ รวม ${baht(data.total)} บาท` : ''}`,
      });
    },
    onError: (err) => setNotice({ status: 'error', text: failureMessage(err) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: affiliateKeys.all }),
  });
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const checked = AdminRewardReportQuery.safeParse(draft);
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
      <Notice notice={notice} />
      {!valid ? (
        <Empty>ช่วงวันที่ไม่ถูกต้อง กรุณาเลือกใหม่</Empty>
      ) : report.isPending ? (
        <Loading />
      ) : report.isError ? (
        <Failure error={report.error} onRetry={() => report.refetch()} />
      ) : report.data.rows.length === 0 ? (
        <Empty>ไม่มีข้อมูลในช่วงวันที่นี้</Empty>
      ) : (
        <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
          <Table.Root size="sm" aria-label="รายงานแนะนำเพื่อนรายวัน">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>วันที่</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">ผู้แนะนำที่มีรายได้</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">จ่ายเข้ากระเป๋า</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">ปรับยอด</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">ถอนเข้ากระเป๋าหลัก</Table.ColumnHeader>
                <Table.ColumnHeader>การคำนวณ</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {report.data.rows.map((r) => {
                const open = r.day >= today;
                const busy = run.isPending && run.variables === r.day;
                return (
                  <Table.Row key={r.day} data-testid={`affiliate-report-${r.day}`}>
                    <Table.Cell whiteSpace="nowrap">
                      <Button variant="plain" size="sm" px="0" h="auto" aria-label={`รายได้วันที่ ${r.day}`} onClick={() => onDay(r.day)}>
                        {thaiDate(r.day)}
                      </Button>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{r.referrers.toLocaleString('th-TH')}</Table.Cell>
                    <Table.Cell textAlign="end">{baht(r.credited)}</Table.Cell>
                    <Table.Cell textAlign="end">{r.corrected === 0 ? '-' : signed(r.corrected)}</Table.Cell>
                    <Table.Cell textAlign="end">{baht(r.redeemed)}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      <Flex gap="2" align="center">
                        {r.run ? (
                          <Badge colorPalette="green" variant="subtle">
                            คำนวณแล้ว
                          </Badge>
                        ) : open ? (
                          <Badge colorPalette="gray" variant="subtle">
                            รอปิดวัน
                          </Badge>
                        ) : (
                          <Badge colorPalette="orange" variant="subtle">
                            ยังไม่คำนวณ
                          </Badge>
                        )}
                        {manages && !r.run && !open && (
                          <Button
                            size="xs"
                            variant="outline"
                            colorPalette="blue"
                            aria-label={`คำนวณวันที่ ${r.day}`}
                            loading={busy}
                            disabled={run.isPending && !busy}
                            onClick={() => {
                              setNotice(null);
                              run.mutate(r.day);
                            }}
                          >
                            คำนวณงวดนี้
                          </Button>
                        )}
                      </Flex>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Box>
  );
}
