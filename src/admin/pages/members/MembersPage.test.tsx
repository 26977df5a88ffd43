import type { AdminAuditEntry, AdminMemberSummary } from '@contract/admin';
import type {
  AdminMemberBill,
  AdminMemberGameRound,
  AdminMemberProfile,
  AdminMemberRequirement,
  AdminMemberSession,
  AdminMemberSportBet,
  AdminMemberStatementLine,
} from '@contract/admin-members';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { hangs, refuses } from '../../testing/http';
import { renderAdmin } from '../../testing/render';

const ok = <T,>(data: T) => ({ error: 0, message: 'สำเร็จ', data });
const paged = <T,>(items: T[], total = items.length) => ok({ items, page: 1, page_size: 20, total });

const demo: AdminMemberSummary = {
  id: 1,
  phone: '0812345678',
  first_name: 'สมชาย',
  last_name: 'ใจดี',
  status: 'active',
  vip_level: 1,
  referral_code: 'ABCDEFGH',
  bank_accounts: [
    { id: 3, bank_code: '004', bank_name: 'ธนาคารกสิกรไทย', account_number: '1234567890', account_name: 'สมชาย ใจดี', is_primary: true },
  ],
  created_at: '2026-01-02T03:04:05Z',
};
const profile: AdminMemberProfile = {
  ...demo,
  username: '0812345678',
  date_of_birth: '1990-05-15',
  line_id: null,
  referred_by: 7,
  wallets: [{ id: 9, wallet_name: 'กระเป๋าหลัก', balance: 1234.5, wallet_type_id: 1 }],
  referrer: { id: 7, phone: '0899999999', name: 'มาลี สวยงาม' },
  referred_count: 2,
  last_login_at: '2026-02-03T04:05:06Z',
  password_changed_at: '2026-01-02T03:04:05Z',
  outstanding_debt: 0,
  pending_out: 300,
  self_excluded_until: null,
  vip_name: 'VIP Gold',
  overview: {
    balance: 1234.5,
    points: 12.5,
    turnover_today: 230,
    turnover_month: 4500,
    net_today: -150,
    net_month: 320.75,
    open_requirements: { count: 1, remaining: 750 },
  },
};
const sportBet: AdminMemberSportBet = {
  id: 42,
  type: 'single',
  stake: 150,
  odds: 1.95,
  potential_payout: 292.5,
  status: 'open',
  result: null,
  payout: 0,
  placed_at: '2026-02-01T04:00:00Z',
  settled_at: null,
  legs: [
    {
      leg: 1,
      fixture_id: 7,
      league: 'พรีเมียร์ลีก อังกฤษ',
      home: 'อาร์เซนอล',
      away: 'เชลซี',
      kickoff_at: '2026-02-01T12:00:00Z',
      period: 'ft',
      kind: 'hdp',
      line: -0.5,
      selection: 'home',
      odds: 1.95,
      outcome: null,
      ht: null,
      ft: null,
    },
  ],
};
const line: AdminMemberStatementLine = {
  id: 55,
  type: 'adjustment',
  type_name: 'ปรับยอด',
  amount: -50,
  balance_after: 1184.5,
  status: 'posted',
  wallet_name: 'กระเป๋าหลัก',
  reference: null,
  operator_id: 4,
  created_at: '2026-02-01T01:00:00Z',
};
const round: AdminMemberGameRound = {
  provider_id: 'sandbox',
  round_id: 'r-1',
  game_id: 'sbx-coin-toss',
  game_name: 'โยนเหรียญ',
  product: 'slot',
  stake: 30,
  win: 75,
  state: 'settled',
  created_at: '2026-02-01T02:00:00Z',
};
const billRow: AdminMemberBill = {
  id: 81,
  round_id: 12,
  category_name: 'หวยรัฐบาลไทย',
  draw_date: '2026-02-16',
  round_no: null,
  status: 'won',
  status_name: 'ถูกรางวัล',
  item_count: 3,
  total_amount: 60,
  total_win: 900,
  created_at: '2026-02-01T03:00:00Z',
};
const requirement: AdminMemberRequirement = {
  id: 5,
  source: 'promotion',
  source_id: 'welcome',
  status: 'active',
  forfeit_reason: null,
  required_turnover: 1000,
  progress: 250,
  max_withdrawal: null,
  started_at: '2026-02-01T00:00:00Z',
  expires_at: null,
  ended_at: null,
};
const session: AdminMemberSession = {
  id: 'abcdef012345',
  ip: '203.0.113.9',
  user_agent: 'Mozilla/5.0 (iPhone)',
  created_at: '2026-02-01T00:00:00Z',
  last_seen_at: '2026-02-01T05:00:00Z',
  expires_at: '2026-03-01T00:00:00Z',
  revoked_at: null,
  active: true,
};
const auditRow: AdminAuditEntry = {
  id: 99,
  operator_id: 2,
  operator_username: 'support',
  action: 'member.status',
  target: 'member:1',
  detail: { from: 'active', to: 'suspended', reason: 'ตรวจสอบ' },
  created_at: '2026-02-01T06:00:00Z',
};

const server = mockApi(
  http.get('/api/admin/members', () => HttpResponse.json(paged([demo]))),
  http.get('/api/admin/members/1/profile', () => HttpResponse.json(ok(profile))),
);
afterEach(cleanup);
// The page is a lazy chunk and the detail several queries: give a loaded machine time to render them.
configure({ asyncUtilTimeout: 5000 });

const search = (router: { state: { location: { search: unknown } } }) => router.state.location.search as Record<string, unknown>;

describe('the members list', () => {
  it('shows that it is loading', async () => {
    server.use(hangs('/api/admin/members'));
    renderAdmin('/admin/members', { role: 'support' });
    expect(await screen.findByRole('status')).toHaveTextContent('กำลังโหลด');
  });

  it('says when there are no members at all, or none in a status', async () => {
    server.use(http.get('/api/admin/members', () => HttpResponse.json(paged([]))));
    renderAdmin('/admin/members');
    expect(await screen.findByText('ยังไม่มีสมาชิก')).toBeInTheDocument();
    cleanup();
    renderAdmin('/admin/members?status=suspended');
    expect(await screen.findByText('ไม่พบสมาชิกในสถานะนี้')).toBeInTheDocument();
  });

  it('shows the server’s Thai message when the list fails, and tries again on request', async () => {
    let calls = 0;
    server.use(
      http.get('/api/admin/members', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: 8, message: 'ระบบขัดข้องชั่วคราว' }, { status: 500 })
          : HttpResponse.json(paged([demo]));
      }),
    );
    const { user } = renderAdmin('/admin/members');
    expect(await screen.findByText('ระบบขัดข้องชั่วคราว')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByRole('button', { name: '0812345678' })).toBeInTheDocument();
  });

  it('sends the search, the status filter and the order to the server and keeps them in the address', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/admin/members', ({ request }) => {
        const p = new URL(request.url).searchParams;
        asked.push(`${p.get('q') ?? ''}|${p.get('status') ?? ''}|${p.get('sort')}|${p.get('dir')}|${p.get('page')}`);
        return HttpResponse.json(p.get('q') ? paged([]) : paged([demo], 45));
      }),
    );
    const { user, router } = renderAdmin('/admin/members');
    const row = (await screen.findByRole('button', { name: '0812345678' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('สมชาย ใจดี')).toBeInTheDocument();
    expect(within(row).getByText('ธนาคารกสิกรไทย 1234567890')).toBeInTheDocument();
    expect(within(row).getByText('ใช้งาน')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /เบอร์โทร/ }));
    await waitFor(() => expect(asked.at(-1)).toBe('||phone|desc|1'));
    await user.click(screen.getByRole('button', { name: /เบอร์โทร/ }));
    await waitFor(() => expect(asked.at(-1)).toBe('||phone|asc|1'));
    expect(screen.getByRole('columnheader', { name: /เบอร์โทร/ })).toHaveAttribute('aria-sort', 'ascending');

    await user.selectOptions(screen.getByRole('combobox', { name: 'สถานะ' }), 'active');
    await waitFor(() => expect(asked.at(-1)).toBe('|active|phone|asc|1'));
    await user.click(screen.getByRole('button', { name: 'ถัดไป' }));
    await waitFor(() => expect(asked.at(-1)).toBe('|active|phone|asc|2'));

    await user.type(screen.getByRole('textbox', { name: 'ค้นหาสมาชิก' }), ' 0899 ');
    await user.click(screen.getByRole('button', { name: 'ค้นหา' }));
    expect(await screen.findByText('ไม่พบสมาชิกที่ตรงกับ “0899”')).toBeInTheDocument();
    expect(asked.at(-1)).toBe('0899|active|phone|asc|1');
    expect(search(router)).toMatchObject({ q: '0899', status: 'active', sort: 'phone', dir: 'asc' });
  });

  it('opens a member from the list into ?id= and back', async () => {
    const { user, router } = renderAdmin('/admin/members', { role: 'support' });
    await user.click(await screen.findByRole('button', { name: '0812345678' }));
    const detail = await screen.findByRole('region', { name: 'รายละเอียดสมาชิก' });
    expect(search(router)).toMatchObject({ id: 1 });
    expect(await within(detail).findByText('มาลี สวยงาม (0899999999, รหัส 7)')).toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: /กลับไปรายชื่อสมาชิก/ }));
    expect(await screen.findByRole('table', { name: 'รายชื่อสมาชิก' })).toBeInTheDocument();
    expect(search(router).id).toBeUndefined();
  });
});

describe('a member’s detail', () => {
  const open = (tab: string, role: 'admin' | 'finance' | 'support' = 'support') =>
    renderAdmin(`/admin/members?id=1${tab ? `&tab=${tab}` : ''}`, { role });

  it('shows the profile with referral, sign-in and registration', async () => {
    open('');
    const detail = await screen.findByRole('region', { name: 'รายละเอียดสมาชิก' });
    expect(await within(detail).findByText('15 พฤษภาคม 2533')).toBeInTheDocument();
    expect(within(detail).getByText('2 คน')).toBeInTheDocument();
    expect(within(detail).getByRole('tab', { name: 'ข้อมูลสมาชิก' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the VIP level by name and the summary first: balance, points, turnover, net result, open requirements', async () => {
    open('');
    const summary = await screen.findByRole('region', { name: 'สรุปสมาชิก' });
    expect(within(summary).getByRole('group', { name: 'ยอดเงินคงเหลือ (บาท)' })).toHaveTextContent('1,234.50');
    expect(within(summary).getByRole('group', { name: 'แต้มสะสม' })).toHaveTextContent('12.5');
    expect(within(summary).getByRole('group', { name: 'แต้มสะสม' })).toHaveTextContent('ระดับ VIP Gold');
    expect(within(summary).getByRole('group', { name: 'ยอดเล่นวันนี้ (บาท)' })).toHaveTextContent('230.00');
    expect(within(summary).getByRole('group', { name: 'ยอดเล่นเดือนนี้ (บาท)' })).toHaveTextContent('4,500.00');
    expect(within(summary).getByRole('group', { name: 'ได้เสียวันนี้ (บาท)' })).toHaveTextContent('-150.00');
    expect(within(summary).getByRole('group', { name: 'ได้เสียเดือนนี้ (บาท)' })).toHaveTextContent('+320.75');
    const reqs = within(summary).getByRole('group', { name: 'เงื่อนไขเทิร์นที่ค้าง' });
    expect(reqs).toHaveTextContent('1 รายการ');
    expect(reqs).toHaveTextContent('ยังขาด 750.00 บาท');
    const detail = screen.getByRole('region', { name: 'รายละเอียดสมาชิก' });
    // The level by its name, in the header and the facts, never a bare number.
    expect(within(detail).getByText('VIP Gold (ระดับ 1)')).toBeInTheDocument();
    expect(within(detail).getByText(/0812345678 · รหัส 1 · VIP Gold/)).toBeInTheDocument();
  });

  it('lists the member’s sport bets beside the lotto bills, filtered by status on the server', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/admin/members/1/lotto-bills', () => HttpResponse.json(paged([billRow]))),
      http.get('/api/admin/members/1/sport-bets', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(paged(new URL(request.url).searchParams.get('status') === 'settled' ? [] : [sportBet]));
      }),
    );
    const { user, router } = open('lotto');
    const tabs = await screen.findAllByRole('tab');
    const names = tabs.map((t) => t.textContent);
    expect(names.indexOf('บิลกีฬา')).toBe(names.indexOf('โพยหวย') + 1);
    await user.click(screen.getByRole('tab', { name: 'บิลกีฬา' }));
    const bets = await screen.findByRole('table', { name: 'บิลกีฬา' });
    expect(search(router)).toMatchObject({ id: 1, tab: 'sport' });
    expect(within(bets).getByText('#42')).toBeInTheDocument();
    expect(within(bets).getByText('บอลเดี่ยว')).toBeInTheDocument();
    expect(within(bets).getByText(/อาร์เซนอล - เชลซี · ราคาต่อรอง \(HDP\) -0.5 เต็มเวลา · เจ้าบ้าน @1.95/)).toBeInTheDocument();
    expect(within(bets).getByText('รอผล')).toBeInTheDocument();
    expect(asked[0]).toContain('sort=placed_at');
    await user.selectOptions(screen.getByRole('combobox', { name: 'สถานะบิล' }), 'settled');
    expect(await screen.findByText('ไม่พบบิลที่ตรงกับตัวกรอง')).toBeInTheDocument();
    expect(asked.at(-1)).toContain('status=settled');
  });

  it('shows the detail’s failure in Thai', async () => {
    server.use(refuses('/api/admin/members/1/profile', 'ไม่พบข้อมูลที่ต้องการ', { status: 404, error: 5 }));
    open('');
    const detail = await screen.findByRole('region', { name: 'รายละเอียดสมาชิก' });
    expect(await within(detail).findByText('ไม่พบข้อมูลที่ต้องการ')).toBeInTheDocument();
  });

  it('switches tabs into the address, with wallets and bank accounts from the profile', async () => {
    const { user, router } = open('');
    await user.click(await screen.findByRole('tab', { name: 'กระเป๋าเงิน' }));
    const wallets = await screen.findByRole('table', { name: 'กระเป๋าเงิน' });
    expect(within(wallets).getByText('1,234.50')).toBeInTheDocument();
    expect(screen.getByText('300.00 บาท')).toBeInTheDocument();
    expect(search(router)).toMatchObject({ id: 1, tab: 'wallets' });
    await user.click(screen.getByRole('tab', { name: 'บัญชีธนาคาร' }));
    expect(within(await screen.findByRole('table', { name: 'บัญชีธนาคาร' })).getByText('บัญชีหลัก')).toBeInTheDocument();
  });

  it('lists the statement, filtered by kind and sorted by amount on the server', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/admin/members/1/statement', ({ request }) => {
        const p = new URL(request.url).searchParams;
        asked.push(`${p.get('type') ?? ''}|${p.get('sort')}|${p.get('dir')}`);
        return HttpResponse.json(p.get('type') === 'deposit' ? paged([]) : paged([line]));
      }),
    );
    const { user } = open('statement');
    const table = await screen.findByRole('table', { name: 'รายการเดินบัญชี' });
    expect(within(table).getByText('-50.00')).toBeInTheDocument();
    expect(within(table).getByText('1,184.50')).toBeInTheDocument();
    expect(within(table).getByText('#4')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: /จำนวน/ }));
    await waitFor(() => expect(asked.at(-1)).toBe('|amount|desc'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'ประเภทรายการ' }), 'deposit');
    expect(await screen.findByText('ไม่พบรายการที่ตรงกับตัวกรอง')).toBeInTheDocument();
    expect(asked.at(-1)).toBe('deposit|amount|desc');
  });

  it('shows a tab’s failure and loading states', async () => {
    server.use(
      refuses('/api/admin/members/1/game-rounds', 'ระบบขัดข้องชั่วคราว', { status: 500, error: 8 }),
      hangs('/api/admin/members/1/lotto-bills'),
    );
    const { user } = open('games');
    expect(await screen.findByText('ระบบขัดข้องชั่วคราว')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'โพยหวย' }));
    expect(await screen.findByRole('status')).toHaveTextContent('กำลังโหลด');
  });

  it('lists game rounds, lotto bills, requirements and audit rows, and says when one is empty', async () => {
    server.use(
      http.get('/api/admin/members/1/game-rounds', () => HttpResponse.json(paged([round]))),
      http.get('/api/admin/members/1/lotto-bills', () => HttpResponse.json(paged([billRow]))),
      http.get('/api/admin/members/1/requirements', () => HttpResponse.json(paged([requirement]))),
      http.get('/api/admin/members/1/audit', () => HttpResponse.json(paged([auditRow]))),
    );
    const { user } = open('games');
    const rounds = await screen.findByRole('table', { name: 'ประวัติการเล่นเกม' });
    expect(within(rounds).getByText('โยนเหรียญ')).toBeInTheDocument();
    expect(within(rounds).getByText('75.00')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'โพยหวย' }));
    const bills = await screen.findByRole('table', { name: 'โพยหวย' });
    expect(within(bills).getByText('หวยรัฐบาลไทย 2026-02-16')).toBeInTheDocument();
    expect(within(bills).getByText('900.00')).toBeInTheDocument();
    expect(within(bills).getByText('ถูกรางวัล')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'โปรโมชั่น/เทิร์น' }));
    const reqs = await screen.findByRole('table', { name: 'โปรโมชั่นและเทิร์น' });
    expect(within(reqs).getByText('250.00 (25%)')).toBeInTheDocument();
    expect(within(reqs).getByText('กำลังทำเทิร์น')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'ประวัติผู้ดูแล' }));
    const audit = await screen.findByRole('table', { name: 'ประวัติการดำเนินการของผู้ดูแล' });
    expect(within(audit).getByText('support (#2)')).toBeInTheDocument();
    expect(within(audit).getByText('เปลี่ยนสถานะ')).toBeInTheDocument();

    server.use(http.get('/api/admin/members/1/game-rounds', () => HttpResponse.json(paged([]))));
    await user.click(screen.getByRole('tab', { name: 'ประวัติเกม' }));
    expect(await screen.findByText('ยังไม่เคยเล่นเกม')).toBeInTheDocument();
  });

  it('shows responsible-play limits and a self-exclusion', async () => {
    server.use(
      http.get('/api/admin/members/1/limits', () =>
        HttpResponse.json(
          ok({
            deposit_limits: [
              {
                period: 'daily',
                amount: 1000,
                pending: true,
                pending_amount: null,
                effective_at: '2026-02-02T00:00:00Z',
                updated_at: '2026-02-01T00:00:00Z',
              },
            ],
            self_exclusion: { until: '2026-02-08T00:00:00Z', period: '7d', active: true, created_at: '2026-02-01T00:00:00Z' },
          }),
        ),
      ),
    );
    open('limits');
    const table = await screen.findByRole('table', { name: 'วงเงินฝาก' });
    expect(within(table).getByText('รายวัน')).toBeInTheDocument();
    expect(within(table).getByText('1,000.00')).toBeInTheDocument();
    expect(within(table).getByText(/^ยกเลิกวงเงิน เมื่อ/)).toBeInTheDocument();
    expect(screen.getByText(/^พักการเล่น 7 วัน ถึง/)).toBeInTheDocument();
  });

  it('lists active sessions and ends them all', async () => {
    let revoked = false;
    server.use(
      http.get('/api/admin/members/1/sessions', () => HttpResponse.json(paged(revoked ? [] : [session]))),
      http.post('/api/admin/members/1/sessions/revoke', () => {
        revoked = true;
        return HttpResponse.json(ok({ revoked: 1 }));
      }),
    );
    const { user } = open('sessions');
    const table = await screen.findByRole('table', { name: 'อุปกรณ์ที่เข้าสู่ระบบ' });
    expect(within(table).getByText('203.0.113.9')).toBeInTheDocument();
    expect(within(table).getByText('Mozilla/5.0 (iPhone)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ออกจากระบบทุกอุปกรณ์' }));
    expect(await screen.findByText('ออกจากระบบแล้ว 1 อุปกรณ์')).toBeInTheDocument();
    expect(await screen.findByText('ไม่มีอุปกรณ์ที่ใช้งานอยู่')).toBeInTheDocument();
  });
});

describe('the member actions by role', () => {
  const actions = async (role: 'admin' | 'finance' | 'support') => {
    renderAdmin('/admin/members?id=1', { role });
    return screen.findByRole('group', { name: 'การดำเนินการ' });
  };
  const names = (group: HTMLElement) =>
    within(group)
      .getAllByRole('button')
      .map((b) => b.textContent);

  it('support resets passwords and suspends, but cannot adjust balances', async () => {
    expect(names(await actions('support'))).toEqual(['รีเซ็ตรหัสผ่าน', 'ระงับบัญชี']);
  });

  it('finance adjusts balances and resets passwords, but cannot suspend', async () => {
    expect(names(await actions('finance'))).toEqual(['ปรับยอดเงิน', 'รีเซ็ตรหัสผ่าน']);
  });

  it('admin has every action', async () => {
    expect(names(await actions('admin'))).toEqual(['ปรับยอดเงิน', 'รีเซ็ตรหัสผ่าน', 'ระงับบัญชี']);
  });
});

describe('the member action dialogs', () => {
  it('adjusts a balance: reason required, a debit is sent negative with a request key, the new balance shown', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.post('/api/admin/members/1/adjust', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(
          ok({
            transfer_id: 1,
            member_id: 1,
            amount: -150.5,
            reason: 'คืนยอดผิดพลาด',
            balance: 1084,
            available: 1084,
            operator_id: 1,
            created_at: '2026-02-01T00:00:00Z',
            replayed: false,
          }),
        );
      }),
    );
    const { user } = renderAdmin('/admin/members?id=1', { role: 'finance' });
    await user.click(await screen.findByRole('button', { name: 'ปรับยอดเงิน' }));
    const dialog = await screen.findByRole('dialog', { name: 'ปรับยอดเงิน' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'ประเภท' }), 'debit');
    await user.type(within(dialog).getByRole('textbox', { name: 'จำนวนเงิน (บาท)' }), '150.50');
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันปรับยอด' }));
    expect(await within(dialog).findByText(/^กรุณาระบุเหตุผล/)).toBeInTheDocument();
    expect(body).toEqual({});
    await user.type(within(dialog).getByRole('textbox', { name: 'เหตุผล' }), 'คืนยอดผิดพลาด');
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันปรับยอด' }));
    expect(await within(dialog).findByText('หักเงิน 150.50 บาท แล้ว ยอดคงเหลือกระเป๋าหลัก 1,084.00 บาท')).toBeInTheDocument();
    expect(body).toMatchObject({ amount: -150.5, reason: 'คืนยอดผิดพลาด', idempotency_key: expect.stringMatching(/^adj-[a-z0-9-]{8,}$/) });
  });

  it('shows the server’s refusal of an adjustment in Thai', async () => {
    server.use(http.post('/api/admin/members/1/adjust', () => HttpResponse.json({ error: 3201, message: 'ยอดเงินในกระเป๋าไม่พอให้หัก' })));
    const { user } = renderAdmin('/admin/members?id=1', { role: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'ปรับยอดเงิน' }));
    const dialog = await screen.findByRole('dialog', { name: 'ปรับยอดเงิน' });
    await user.type(within(dialog).getByRole('textbox', { name: 'จำนวนเงิน (บาท)' }), '10');
    await user.type(within(dialog).getByRole('textbox', { name: 'เหตุผล' }), 'ทดสอบการเติม');
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันปรับยอด' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('ยอดเงินในกระเป๋าไม่พอให้หัก');
  });

  it('resets a password and shows the temporary one once, with a copy button', async () => {
    let body: unknown = null;
    server.use(
      http.post('/api/admin/members/1/reset-password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(ok({ temporary_password: 'Ab3dEf7hJk', revoked_sessions: 2 }));
      }),
    );
    const { user } = renderAdmin('/admin/members?id=1', { role: 'support' });
    await user.click(await screen.findByRole('button', { name: 'รีเซ็ตรหัสผ่าน' }));
    let dialog = await screen.findByRole('dialog', { name: 'รีเซ็ตรหัสผ่าน' });
    await user.type(within(dialog).getByRole('textbox', { name: 'เหตุผล' }), 'สมาชิกลืมรหัสผ่าน');
    await user.click(within(dialog).getByRole('button', { name: 'สร้างรหัสผ่านชั่วคราว' }));
    expect(await within(dialog).findByText('Ab3dEf7hJk')).toBeInTheDocument();
    expect(body).toEqual({ reason: 'สมาชิกลืมรหัสผ่าน' });
    expect(within(dialog).getByText(/2 อุปกรณ์/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'คัดลอก' }));
    expect(await within(dialog).findByRole('button', { name: 'คัดลอกแล้ว' })).toBeInTheDocument();
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe('Ab3dEf7hJk');
    await user.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(screen.queryByText('Ab3dEf7hJk')).not.toBeInTheDocument());
    // Opening it again starts a new reset: the old password is never shown again.
    await user.click(screen.getByRole('button', { name: 'รีเซ็ตรหัสผ่าน' }));
    dialog = await screen.findByRole('dialog', { name: 'รีเซ็ตรหัสผ่าน' });
    expect(within(dialog).queryByText('Ab3dEf7hJk')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'เหตุผล' })).toHaveValue('');
  });

  it('suspends a member with a reason (support)', async () => {
    let body: unknown = null;
    let status: 'active' | 'suspended' = 'active';
    server.use(
      http.get('/api/admin/members/1/profile', () => HttpResponse.json(ok({ ...profile, status }))),
      http.post('/api/admin/members/1/status', async ({ request }) => {
        body = await request.json();
        status = 'suspended';
        return HttpResponse.json(ok({ ...profile, status }));
      }),
    );
    const { user } = renderAdmin('/admin/members?id=1', { role: 'support' });
    await user.click(await screen.findByRole('button', { name: 'ระงับบัญชี' }));
    const dialog = await screen.findByRole('dialog', { name: 'ระงับบัญชี' });
    await user.type(within(dialog).getByRole('textbox', { name: 'เหตุผล' }), 'พบการทุจริต');
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันระงับบัญชี' }));
    expect(await screen.findByRole('button', { name: 'เปิดใช้งานบัญชี' })).toBeInTheDocument();
    expect(body).toEqual({ status: 'suspended', reason: 'พบการทุจริต' });
  });
});
