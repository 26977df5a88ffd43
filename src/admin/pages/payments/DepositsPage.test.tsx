import type { AdminDepositLine, AdminDepositRequest, AdminDepositSummary, AdminStatementImportResult } from '@contract/admin-payments';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { hangs, refuses } from '../../testing/http';
import { renderAdmin } from '../../testing/render';

const ok = <T,>(data: T) => ({ error: 0, message: 'สำเร็จ', data });
const paged = <T,>(items: T[], total = items.length) => ok({ items, page: 1, page_size: 20, total });

const summary: AdminDepositSummary = { pending_qrs: 1, pending_notices: 1, review_lines: 3, sandbox_enabled: true };
const member = { id: 7, phone: '0812345678', name: 'สมหญิง ทดสอบ' };
const qr: AdminDepositRequest = {
  kind: 'qr',
  kind_label: 'QR พร้อมเพย์',
  id: 11,
  reference: 'QRABC123456',
  member,
  channel: 'promptpay_qr',
  channel_name: 'สแกน QR พร้อมเพย์',
  gateway: 'sandbox',
  amount: 500,
  status: 'pending',
  status_label: 'รอชำระ/รอยอดเข้า',
  created_at: '2026-01-02T03:04:05Z',
  expires_at: '2026-01-02T03:19:05Z',
  age_seconds: 190,
  sandbox_payable: true,
};
const notice: AdminDepositRequest = {
  ...qr,
  kind: 'notice',
  kind_label: 'แจ้งฝาก',
  id: 12,
  reference: null,
  member: { id: 8, phone: '0899999999', name: 'สมชาย ใจดี' },
  channel: 'bank',
  channel_name: 'โอนผ่านบัญชีธนาคาร',
  gateway: null,
  amount: 1200.5,
  age_seconds: 7500,
  sandbox_payable: false,
};
const line: AdminDepositLine = {
  id: 31,
  channel: 'bank',
  line_key: 'id:KB-1',
  source: 'import',
  occurred_at: '2026-01-02T03:00:00Z',
  from_bank_code: '004',
  from_bank_name: 'ธนาคารกสิกรไทย',
  from_account: 'xxx-x-x1234-x',
  to_account: '',
  amount: 433.33,
  status: 'review',
  status_label: 'รอแอดมินตรวจสอบ',
  reason: 'ambiguous',
  reason_label: 'พบสมาชิกที่ตรงกันมากกว่า 1 คน',
  member: null,
  candidates: [],
  flags: [],
  flag_labels: [],
  transfer_id: null,
  decided_by_operator: null,
  decided_at: null,
  dismiss_reason: null,
  created_at: '2026-01-02T03:01:00Z',
  from_name: 'นาย สมชาย ใจดี',
  suggestions: [
    {
      member: { id: 8, phone: '0899999999', name: 'สมชาย ใจดี' },
      score: 80,
      reasons: ['account', 'qr_amount'],
      reason_labels: ['บัญชีผู้โอนตรงกับบัญชีที่สมาชิกลงทะเบียน', 'สมาชิกสร้าง QR ยอดเดียวกัน'],
    },
    { member, score: 60, reasons: ['account'], reason_labels: ['บัญชีผู้โอนตรงกับบัญชีที่สมาชิกลงทะเบียน'] },
  ],
};
const importResult: AdminStatementImportResult = {
  read: 5,
  stored: 2,
  duplicates: 1,
  credited: 1,
  review: 1,
  refused: 2,
  refused_rows: [
    { row: 5, message: 'จำนวนเงินต้องเป็นตัวเลข' },
    { row: 6, message: 'เวลาไม่ถูกต้อง' },
  ],
  line_ids: [1, 2, 1],
};

const server = mockApi(
  http.get('/api/admin/payments/summary', () => HttpResponse.json(ok(summary))),
  http.get('/api/admin/payments/requests', () => HttpResponse.json(paged([qr, notice]))),
  http.get('/api/admin/payments/lines', () => HttpResponse.json(paged([line]))),
);
afterEach(cleanup);
// The page is a lazy chunk and two CPUs are shared: give the first answer time to arrive.
configure({ asyncUtilTimeout: 5000 });

const params = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

describe('the deposits page: waiting QRs and notices', () => {
  it('shows that it is loading', async () => {
    server.use(hangs('/api/admin/payments/requests'));
    renderAdmin('/admin/deposits', { role: 'finance' });
    expect(await screen.findByText('กำลังโหลด...')).toBeInTheDocument();
  });

  it('says when nothing waits', async () => {
    server.use(http.get('/api/admin/payments/requests', () => HttpResponse.json(paged([]))));
    renderAdmin('/admin/deposits', { role: 'finance' });
    expect(await screen.findByText('ไม่มีรายการรอชำระหรือแจ้งฝาก')).toBeInTheDocument();
  });

  it('shows the server’s refusal in Thai', async () => {
    server.use(refuses('/api/admin/payments/requests', 'สิทธิ์ไม่เพียงพอ'));
    renderAdmin('/admin/deposits', { role: 'finance' });
    expect(await screen.findByText('สิทธิ์ไม่เพียงพอ')).toBeInTheDocument();
  });

  it('lists QRs and notices with member, channel, amount, reference and age, and the waiting counts', async () => {
    renderAdmin('/admin/deposits', { role: 'finance' });
    const table = await screen.findByRole('table', { name: 'รายการรอชำระและแจ้งฝาก' });
    const qrRow = within(table).getByText('QRABC123456').closest('tr') as HTMLElement;
    expect(qrRow).toHaveTextContent('สมหญิง ทดสอบ');
    expect(qrRow).toHaveTextContent('0812345678 · #7');
    expect(qrRow).toHaveTextContent('QR พร้อมเพย์');
    expect(qrRow).toHaveTextContent('500.00');
    expect(qrRow).toHaveTextContent('3 นาที');
    expect(qrRow).toHaveTextContent('รอชำระ/รอยอดเข้า');
    const noticeRow = within(table).getByText('สมชาย ใจดี').closest('tr') as HTMLElement;
    expect(noticeRow).toHaveTextContent('โอนผ่านบัญชีธนาคาร');
    expect(noticeRow).toHaveTextContent('1,200.50');
    expect(noticeRow).toHaveTextContent('2 ชม. 5 นาที');
    expect(within(noticeRow).queryByRole('button', { name: /จ่ายทดสอบ/ })).toBeNull();
    expect(screen.getByRole('tab', { name: /รอชำระ\/แจ้งฝาก/ })).toHaveTextContent('2');
    expect(screen.getByRole('tab', { name: /รายการเดินบัญชีที่ยังไม่จับคู่/ })).toHaveTextContent('3');
  });

  it('pays a sandbox QR from its row after a confirmation naming the member and amount, and refreshes the list', async () => {
    const paid: string[] = [];
    let calls = 0;
    server.use(
      http.get('/api/admin/payments/requests', () => {
        calls++;
        return HttpResponse.json(paged(paid.length ? [notice] : [qr, notice]));
      }),
      http.post('/api/admin/payments/sandbox/:reference/pay', ({ params }) => {
        paid.push(String(params.reference));
        return HttpResponse.json(
          ok({
            reference: 'QRABC123456',
            callback_id: 'sbx-QRABC123456',
            attempts: 1,
            outcome: 'credited',
            status: 'paid',
            status_label: 'ชำระเงินสำเร็จ',
          }),
        );
      }),
    );
    const { user } = renderAdmin('/admin/deposits', { role: 'finance' });
    // One click only asks: nothing is paid until the operator confirms.
    await user.click(await screen.findByRole('button', { name: 'จ่ายทดสอบ QRABC123456' }));
    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันการจ่ายทดสอบ' });
    expect(dialog).toHaveTextContent('การชำระเงินทดสอบ (sandbox)');
    expect(dialog).toHaveTextContent('สมหญิง ทดสอบ · 0812345678 · #7');
    expect(dialog).toHaveTextContent('500.00 บาท');
    expect(dialog).toHaveTextContent('QRABC123456');
    expect(paid).toEqual([]);
    // "ยกเลิก" closes it without paying.
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(paid).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'จ่ายทดสอบ QRABC123456' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'ยืนยันการจ่ายทดสอบ' })).getByRole('button', { name: 'ยืนยันจ่ายทดสอบ' }));
    expect(await screen.findByText('จ่ายทดสอบ QRABC123456 แล้ว: ชำระเงินสำเร็จ')).toBeInTheDocument();
    expect(paid).toEqual(['QRABC123456']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByText('QRABC123456', { selector: 'td' })).toBeNull());
    expect(calls).toBeGreaterThanOrEqual(2);
  });

  it('shows no sandbox button when the server says the sandbox is off', async () => {
    server.use(http.get('/api/admin/payments/summary', () => HttpResponse.json(ok({ ...summary, sandbox_enabled: false }))));
    renderAdmin('/admin/deposits', { role: 'finance' });
    await screen.findByText('QRABC123456');
    await screen.findByRole('tab', { name: /รอชำระ\/แจ้งฝาก.*2/ });
    expect(screen.queryByRole('button', { name: /จ่ายทดสอบ/ })).toBeNull();
  });

  it('says in Thai why the sandbox could not pay', async () => {
    server.use(
      http.post('/api/admin/payments/sandbox/:reference/pay', () =>
        HttpResponse.json({ error: 3122, message: 'ช่องทางนี้ยังไม่ได้เปิดใช้งาน' }, { status: 403 }),
      ),
    );
    const { user } = renderAdmin('/admin/deposits', { role: 'finance' });
    await user.click(await screen.findByRole('button', { name: 'จ่ายทดสอบ QRABC123456' }));
    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันการจ่ายทดสอบ' });
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันจ่ายทดสอบ' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('ช่องทางนี้ยังไม่ได้เปิดใช้งาน');
  });

  it('sorts and filters on the server and keeps it in the address', async () => {
    const seen: Record<string, string>[] = [];
    server.use(
      http.get('/api/admin/payments/requests', ({ request }) => {
        seen.push(params(request));
        return HttpResponse.json(paged(params(request).status === 'expired' ? [] : [qr], 45));
      }),
    );
    const { user, router } = renderAdmin('/admin/deposits', { role: 'finance' });
    await screen.findByText('QRABC123456');
    expect(seen[0]).toMatchObject({ status: 'pending', kind: 'all', sort: 'created_at', dir: 'desc', page: '1' });
    await user.click(screen.getByRole('button', { name: /ยอด \(บาท\)/ }));
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ sort: 'amount', dir: 'desc' }));
    expect(router.state.location.search).toMatchObject({ sort: 'amount' });
    await user.click(screen.getByRole('button', { name: 'ถัดไป' }));
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ page: '2', sort: 'amount' }));
    await user.type(screen.getByRole('textbox', { name: 'ยอดต่ำสุด' }), '100');
    await user.type(screen.getByRole('textbox', { name: 'ยอดสูงสุด' }), '900.5');
    await user.click(screen.getByRole('button', { name: 'กรอง' }));
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ min_amount: '100', max_amount: '900.5', page: '1' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'ประเภท' }), 'qr');
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ kind: 'qr', min_amount: '100' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'สถานะ' }), 'expired');
    expect(await screen.findByText('ไม่พบรายการที่ตรงกับตัวกรอง')).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ status: 'expired', kind: 'qr', min: '100', max: '900.5', sort: 'amount' });
  });

  it('opens with the filters of the address', async () => {
    const seen: Record<string, string>[] = [];
    server.use(
      http.get('/api/admin/payments/requests', ({ request }) => {
        seen.push(params(request));
        return HttpResponse.json(paged([qr]));
      }),
    );
    renderAdmin('/admin/deposits?status=done&from=2026-01-01&to=2026-01-31&sort=amount&dir=asc&page=3', { role: 'finance' });
    await screen.findByText('QRABC123456');
    expect(seen[0]).toMatchObject({ status: 'done', from: '2026-01-01', to: '2026-01-31', sort: 'amount', dir: 'asc', page: '3' });
    expect(screen.getByLabelText('ตั้งแต่วันที่')).toHaveValue('2026-01-01');
  });
});

describe('the deposits page: statement lines', () => {
  it('says when no line waits', async () => {
    server.use(http.get('/api/admin/payments/lines', () => HttpResponse.json(paged([]))));
    const { user } = renderAdmin('/admin/deposits', { role: 'finance' });
    await user.click(await screen.findByRole('tab', { name: /รายการเดินบัญชีที่ยังไม่จับคู่/ }));
    expect(await screen.findByText('ไม่มีรายการเดินบัญชีที่รอจับคู่')).toBeInTheDocument();
  });

  it('shows a failure of the lines in Thai', async () => {
    server.use(refuses('/api/admin/payments/lines', 'ระบบขัดข้องชั่วคราว', { status: 500, error: 9 }));
    renderAdmin('/admin/deposits?tab=lines', { role: 'finance' });
    expect(await screen.findByText('ระบบขัดข้องชั่วคราว')).toBeInTheDocument();
  });

  it('shows a waiting line with its sender, reason and suggested members; a suggestion assigns in one confirm', async () => {
    const assigned: unknown[] = [];
    server.use(
      http.post('/api/admin/payments/lines/:id/assign', async ({ params, request }) => {
        assigned.push({ id: params.id, body: await request.json() });
        return HttpResponse.json(ok({ ...line, status: 'credited' }));
      }),
    );
    const { user, router } = renderAdmin('/admin/deposits', { role: 'finance' });
    await user.click(await screen.findByRole('tab', { name: /รายการเดินบัญชีที่ยังไม่จับคู่/ }));
    const row = (await screen.findAllByTestId('statement-line'))[0];
    expect(router.state.location.search).toMatchObject({ tab: 'lines' });
    expect(row).toHaveTextContent('นาย สมชาย ใจดี');
    expect(row).toHaveTextContent('ธนาคารกสิกรไทย');
    expect(row).toHaveTextContent('433.33');
    expect(row).toHaveTextContent('พบสมาชิกที่ตรงกันมากกว่า 1 คน');
    const suggested = within(row).getByRole('group', { name: 'สมาชิกที่แนะนำสำหรับรายการ #31' });
    const buttons = within(suggested).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['สมชาย ใจดี · 0899999999', 'สมหญิง ทดสอบ · 0812345678']);
    expect(buttons[0]).toHaveAttribute('title', 'บัญชีผู้โอนตรงกับบัญชีที่สมาชิกลงทะเบียน, สมาชิกสร้าง QR ยอดเดียวกัน');
    await user.click(buttons[0]);
    const dialog = await screen.findByRole('dialog', { name: 'เติมเงินให้สมาชิก' });
    expect(dialog).toHaveTextContent('สมชาย ใจดี');
    expect(dialog).toHaveTextContent('433.33 บาท');
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันเติมเงิน' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(assigned).toEqual([{ id: '31', body: { member_id: 8 } }]);
  });

  it('finds a member to assign by search, with a note, and shows the server’s refusal', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('/api/admin/members', ({ request }) => {
        expect(params(request).q).toBe('0855');
        return HttpResponse.json(
          paged([
            {
              id: 99,
              phone: '0855555555',
              first_name: 'มานี',
              last_name: 'มีเงิน',
              status: 'active',
              vip_level: 0,
              referral_code: 'AAA',
              bank_accounts: [],
              created_at: '2026-01-01T00:00:00Z',
            },
          ]),
        );
      }),
      http.post('/api/admin/payments/lines/:id/assign', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ error: 3130, message: 'รายการเดินบัญชีนี้ถูกดำเนินการไปแล้ว' });
      }),
    );
    const { user } = renderAdmin('/admin/deposits?tab=lines', { role: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'เลือกสมาชิกสำหรับรายการ #31' }));
    const dialog = await screen.findByRole('dialog', { name: 'เติมเงินให้สมาชิก' });
    expect(within(dialog).getByRole('button', { name: 'ยืนยันเติมเงิน' })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'ค้นหาสมาชิก' }), '0855');
    await user.click(within(dialog).getByRole('button', { name: 'ค้นหา' }));
    await user.click(await within(dialog).findByRole('listitem'));
    expect(dialog).toHaveTextContent('มานี มีเงิน');
    await user.type(within(dialog).getByRole('textbox', { name: 'หมายเหตุ (ถ้ามี)' }), 'ส่งสลิปทางไลน์');
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันเติมเงิน' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('รายการเดินบัญชีนี้ถูกดำเนินการไปแล้ว');
    expect(bodies).toEqual([{ member_id: 99, note: 'ส่งสลิปทางไลน์' }]);
  });

  it('dismisses a line only with a reason', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/admin/payments/lines/:id/dismiss', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(ok({ ...line, status: 'dismissed' }));
      }),
    );
    const { user } = renderAdmin('/admin/deposits?tab=lines', { role: 'finance' });
    await user.click(await screen.findByRole('button', { name: 'ไม่ดำเนินการรายการ #31' }));
    const dialog = await screen.findByRole('dialog', { name: 'ไม่ดำเนินการรายการนี้' });
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันไม่ดำเนินการ' }));
    expect(await within(dialog).findByText('กรุณาระบุเหตุผลอย่างน้อย 3 ตัวอักษร')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /เหตุผล/ }), 'โอนคืนลูกค้าแล้ว');
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันไม่ดำเนินการ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([{ reason: 'โอนคืนลูกค้าแล้ว' }]);
  });

  it('sorts and filters the lines on the server', async () => {
    const seen: Record<string, string>[] = [];
    server.use(
      http.get('/api/admin/payments/lines', ({ request }) => {
        seen.push(params(request));
        return HttpResponse.json(paged([line]));
      }),
    );
    const { user } = renderAdmin('/admin/deposits?tab=lines', { role: 'finance' });
    await screen.findAllByTestId('statement-line');
    expect(seen[0]).toMatchObject({ status: 'review', sort: 'created_at', dir: 'desc' });
    await user.click(screen.getByRole('button', { name: /เวลาโอน/ }));
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ sort: 'occurred_at', dir: 'desc' }));
    await user.click(screen.getByRole('button', { name: /เวลาโอน/ }));
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ sort: 'occurred_at', dir: 'asc' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'สถานะ' }), 'dismissed');
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ status: 'dismissed', sort: 'occurred_at' }));
  });
});

describe('the deposits page: statement import, menu and roles', () => {
  it('says in Thai which columns the file must have and every header it accepts', async () => {
    const { user } = renderAdmin('/admin/deposits', { role: 'finance' });
    const panel = await screen.findByRole('region', { name: 'นำเข้ารายการเดินบัญชี (CSV)' });
    expect(panel).toHaveTextContent('ต้องมีคอลัมน์: วันเวลาที่โอน, ช่องทาง, บัญชีหรือเบอร์ผู้โอน, จำนวนเงิน');
    await user.click(within(panel).getByText('ชื่อหัวคอลัมน์ที่รับ'));
    const columns = within(panel).getByRole('list', { name: 'คอลัมน์ของไฟล์รายการเดินบัญชี' });
    const amount = within(columns).getByText('จำนวนเงิน', { selector: 'span' }).closest('li') as HTMLElement;
    expect(amount).toHaveTextContent('(ต้องมี)');
    for (const header of ['amount', 'จำนวนเงิน', 'ยอดเงิน'])
      expect(within(amount).getByText(header, { selector: 'code' })).toBeInTheDocument();
    const name = within(columns).getByText('ชื่อผู้โอน', { selector: 'span' }).closest('li') as HTMLElement;
    expect(name).toHaveTextContent('(ไม่บังคับ)');
    expect(within(name).getByText('sender_name')).toBeInTheDocument();
    // No English-only wording left in the panel's own text (header names are shown as code).
    expect(panel.querySelector('h2')?.textContent).toBe('นำเข้ารายการเดินบัญชี (CSV)');
  });

  it('uploads a CSV file and shows what happened to its rows', async () => {
    let sent = '';
    server.use(
      http.post('/api/admin/payments/statement/import', async ({ request }) => {
        sent = ((await request.json()) as { csv: string }).csv;
        return HttpResponse.json(ok(importResult));
      }),
    );
    const { user } = renderAdmin('/admin/deposits', { role: 'finance' });
    const csv = 'time,channel,from_account,amount\n2026-01-02 10:00,bank,1234567890,100.00\n';
    // The picker speaks Thai (the browser's own file box would say "Choose File").
    expect(await screen.findByRole('button', { name: 'เลือกไฟล์ CSV' })).toBeInTheDocument();
    expect(screen.getByText('ยังไม่ได้เลือกไฟล์')).toBeInTheDocument();
    await user.upload(await screen.findByLabelText('ไฟล์รายการเดินบัญชี (CSV)'), new File([csv], 'statement.csv', { type: 'text/csv' }));
    expect(screen.getByText('statement.csv')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'นำเข้า' }));
    const figures = await screen.findByRole('group', { name: 'ผลการนำเข้า' });
    expect(sent).toBe(csv);
    for (const text of ['อ่านได้5', 'รายการใหม่2', 'ซ้ำ (มีอยู่แล้ว)1', 'จับคู่และเติมเงินแล้ว1', 'รอจับคู่1', 'ไม่รับ2'])
      expect(figures.textContent?.replace(/\s/g, '')).toContain(text.replace(/\s/g, ''));
    const refused = screen.getByRole('list', { name: 'แถวที่ไม่รับ' });
    expect(refused).toHaveTextContent('แถวที่ 5: จำนวนเงินต้องเป็นตัวเลข');
    expect(refused).toHaveTextContent('แถวที่ 6: เวลาไม่ถูกต้อง');
  });

  it('shows why a file was refused whole', async () => {
    server.use(
      http.post('/api/admin/payments/statement/import', () =>
        HttpResponse.json(
          {
            error: 3131,
            message: 'ไฟล์รายการเดินบัญชีไม่ถูกต้อง กรุณาตรวจสอบแล้วนำเข้าใหม่',
            data: { fields: { csv: 'แถวที่ 1: ไม่พบคอลัมน์ channel' }, rows: [{ row: 1, message: 'ไม่พบคอลัมน์ channel' }] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderAdmin('/admin/deposits', { role: 'finance' });
    await user.upload(await screen.findByLabelText('ไฟล์รายการเดินบัญชี (CSV)'), new File(['time,amount\n'], 's.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'นำเข้า' }));
    expect(await screen.findByText('แถวที่ 1: ไม่พบคอลัมน์ channel')).toBeInTheDocument();
  });

  it('shows the number of waiting lines beside the menu entry, and nothing when none', async () => {
    renderAdmin('/admin/deposits', { role: 'finance' });
    const nav = await screen.findByRole('navigation', { name: 'เมนูหลัก' });
    expect(await within(nav).findByLabelText('รายการเดินบัญชีรอจับคู่ 3 รายการ')).toHaveTextContent('3');
    cleanup();
    server.use(http.get('/api/admin/payments/summary', () => HttpResponse.json(ok({ ...summary, review_lines: 0 }))));
    renderAdmin('/admin/deposits', { role: 'admin' });
    const nav2 = await screen.findByRole('navigation', { name: 'เมนูหลัก' });
    await screen.findByText('QRABC123456');
    expect(within(nav2).getByRole('link', { name: /ฝากเงิน/ })).toBeInTheDocument();
    expect(within(nav2).queryByLabelText(/รายการเดินบัญชีรอจับคู่/)).toBeNull();
  });

  it('is not in support’s menu, and its address tells support the page is not theirs', async () => {
    server.use(http.get('/api/admin/members', () => HttpResponse.json(paged([]))));
    const { router } = renderAdmin('/admin/deposits', { role: 'support' });
    const nav = await screen.findByRole('navigation', { name: 'เมนูหลัก' });
    await within(nav).findByRole('link', { name: 'สมาชิก' });
    expect(within(nav).queryByRole('link', { name: /ฝากเงิน/ })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'ไม่มีสิทธิ์เข้าถึงหน้านี้' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('“ฝากเงิน”');
    expect(router.state.location.pathname).toBe('/deposits');
    expect(screen.queryByRole('button', { name: /จ่ายทดสอบ/ })).toBeNull();
  });
});
