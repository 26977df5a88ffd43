import type { AdminQueueWithdrawal } from '@contract/admin-withdrawals';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/server';
import { hangs, refuses } from '../../testing/http';
import { renderAdmin } from '../../testing/render';
import { resetSound } from './sound';

const ok = <T,>(data: T) => ({ error: 0, message: 'สำเร็จ', data });
const paged = (items: AdminQueueWithdrawal[], total = items.length) => ok({ items, page: 1, page_size: 20, total });

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

const base: AdminQueueWithdrawal = {
  id: 41,
  reference: 'WD41',
  member_id: 7,
  member_phone: '0812345678',
  member_username: '0812345678',
  member_name: 'สมหญิง ใจดี',
  amount: 1500,
  status: 'pending',
  status_name: 'รอดำเนินการ',
  bank: { bank_account_id: 3, bank_code: '014', bank_name: 'ธนาคารไทยพาณิชย์', account_number: '4001234567', account_name: 'สมหญิง ใจดี' },
  transfer_id: 90,
  reject_reason: null,
  bank_reference: null,
  decided_by_operator: null,
  decided_by_username: null,
  created_at: minutesAgo(12),
  decided_at: null,
  balance: { balance: 2000, available: 500 },
  requirement: { required: 3000, done: 1000, remaining: 2000 },
  recent: { days: 7, deposits: 2500, withdrawals_paid: 300, withdrawals_paid_count: 1, withdrawals_rejected_count: 2 },
  claim: null,
};
const heldByOther: AdminQueueWithdrawal = {
  ...base,
  id: 42,
  reference: 'WD42',
  member_id: 8,
  member_name: 'สมชาย รอได้',
  requirement: null,
  recent: { days: 7, deposits: 0, withdrawals_paid: 0, withdrawals_paid_count: 0, withdrawals_rejected_count: 0 },
  claim: { operator_id: 9, username: 'fin.b', display_name: 'คุณบี', expires_at: minutesAgo(-8), mine: false },
};
const mine = (w: AdminQueueWithdrawal): AdminQueueWithdrawal => ({
  ...w,
  claim: { operator_id: 1, username: 'finance', display_name: 'ผู้ใช้ finance', expires_at: minutesAgo(-10), mine: true },
});

const waiting = (count: number, latest: number | null) => ok({ count, latest_id: latest, oldest_at: count ? minutesAgo(5) : null });

const server = mockApi(
  http.get('/api/admin/withdrawals', () => HttpResponse.json(paged([base, heldByOther]))),
  http.get('/api/admin/withdrawals/waiting', () => HttpResponse.json(waiting(2, 42))),
);

/** A Web Audio stand-in: counts the tones started. */
const tones = { started: 0, contexts: 0 };
class FakeAudioContext {
  state = 'running';
  currentTime = 0;
  destination = {};
  constructor() {
    tones.contexts += 1;
  }
  resume = () => Promise.resolve();
  createOscillator() {
    return {
      type: 'sine',
      frequency: { setValueAtTime: () => undefined },
      connect: () => undefined,
      start: () => {
        tones.started += 1;
      },
      stop: () => undefined,
    };
  }
  createGain() {
    return { gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined }, connect: () => undefined };
  }
}

beforeEach(() => {
  tones.started = 0;
  tones.contexts = 0;
  resetSound();
  vi.stubGlobal('AudioContext', FakeAudioContext);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rowOf = async (reference: string) => (await screen.findByText(reference)).closest('tr') as HTMLElement;

describe('the withdrawals page', () => {
  it('shows that it is loading', async () => {
    server.use(hangs('/api/admin/withdrawals'));
    renderAdmin('/admin/withdrawals', { role: 'finance' });
    expect(await screen.findByText('กำลังโหลด...')).toBeInTheDocument();
  });

  it('says when nothing waits', async () => {
    server.use(http.get('/api/admin/withdrawals', () => HttpResponse.json(paged([]))));
    renderAdmin('/admin/withdrawals', { role: 'finance' });
    expect(await screen.findByText('ไม่มีรายการถอนที่รอดำเนินการ')).toBeInTheDocument();
  });

  it('shows the server’s refusal in Thai with a retry', async () => {
    server.use(refuses('/api/admin/withdrawals', 'ไม่มีสิทธิ์ใช้งานส่วนนี้'));
    renderAdmin('/admin/withdrawals', { role: 'finance' });
    expect(await screen.findByText('ไม่มีสิทธิ์ใช้งานส่วนนี้')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ลองใหม่' })).toBeInTheDocument();
  });

  it('lists member, bank, amount, balance, requirement, recent activity, waiting time and claim holder', async () => {
    renderAdmin('/admin/withdrawals', { role: 'finance' });
    const row = await rowOf('WD41');
    const cell = within(row);
    // The member's name, and the account's name under the bank.
    expect(cell.getAllByText('สมหญิง ใจดี')).toHaveLength(2);
    expect(cell.getByText('0812345678 · #7')).toBeInTheDocument();
    expect(cell.getByText('ธนาคารไทยพาณิชย์')).toBeInTheDocument();
    expect(cell.getByText('4001234567')).toBeInTheDocument();
    expect(cell.getByText('1,500.00')).toBeInTheDocument();
    expect(cell.getByText('2,000.00')).toBeInTheDocument();
    expect(cell.getByText('ใช้ได้ 500.00')).toBeInTheDocument();
    expect(cell.getByText(/ขาดอีก 2,000.00/)).toBeInTheDocument();
    expect(cell.getByText('ฝาก 2,500.00')).toBeInTheDocument();
    expect(cell.getByText('ถอน 300.00 (1 ครั้ง)')).toBeInTheDocument();
    expect(cell.getByText('ถูกปฏิเสธ 2 ครั้ง')).toBeInTheDocument();
    expect(cell.getByText('รอ 12 นาที')).toBeInTheDocument();
    expect(cell.getByRole('button', { name: 'รับรายการ' })).toBeEnabled();

    const other = within(await rowOf('WD42'));
    expect(other.getByText('คุณบี กำลังดำเนินการ')).toBeInTheDocument();
    expect(other.getByText('ไม่ติดเทิร์น')).toBeInTheDocument();
    expect(other.getByRole('button', { name: 'รับรายการ' })).toBeDisabled();
  });

  it('claims, then approves with a bank reference; the row leaves the pending view', async () => {
    let claimed = false;
    let decided = false;
    let approveBody: unknown = null;
    server.use(
      http.get('/api/admin/withdrawals', () =>
        HttpResponse.json(paged(decided ? [heldByOther] : [claimed ? mine(base) : base, heldByOther])),
      ),
      http.post('/api/admin/withdrawals/41/claim', () => {
        claimed = true;
        return HttpResponse.json(ok({ id: 41, claim: mine(base).claim }));
      }),
      http.post('/api/admin/withdrawals/41/approve', async ({ request }) => {
        approveBody = await request.json();
        decided = true;
        return HttpResponse.json(ok({ ...base, status: 'approved', bank_reference: 'KB-1' }));
      }),
    );
    const { user } = renderAdmin('/admin/withdrawals', { role: 'finance' });
    await user.click(within(await rowOf('WD41')).getByRole('button', { name: 'รับรายการ' }));
    const row = within(await rowOf('WD41'));
    expect(await row.findByText('คุณกำลังดำเนินการ')).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'อนุมัติ' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('decide-account')).toHaveTextContent('4001234567');
    await user.type(within(dialog).getByRole('textbox', { name: 'เลขอ้างอิงการโอน (ถ้ามี)' }), 'KB-1');
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันอนุมัติ' }));
    expect(await screen.findByText('อนุมัติ WD41 จำนวน 1,500.00 บาท แล้ว')).toBeInTheDocument();
    expect(approveBody).toEqual({ bank_reference: 'KB-1' });
    await waitFor(() => expect(screen.queryByText('WD41')).not.toBeInTheDocument());
    expect(screen.getByText('WD42')).toBeInTheDocument();
  });

  it('rejects only with a reason of at least 5 characters, and releases a claim', async () => {
    let rejectBody: unknown = null;
    let released = false;
    server.use(
      http.get('/api/admin/withdrawals', () => HttpResponse.json(paged([released ? base : mine(base)]))),
      http.post('/api/admin/withdrawals/41/reject', async ({ request }) => {
        rejectBody = await request.json();
        return HttpResponse.json(ok({ ...base, status: 'rejected', reject_reason: 'ชื่อบัญชีไม่ตรง' }));
      }),
      http.post('/api/admin/withdrawals/41/release', () => {
        released = true;
        return HttpResponse.json(ok({ id: 41, claim: null }));
      }),
    );
    const { user } = renderAdmin('/admin/withdrawals', { role: 'finance' });
    await user.click(within(await rowOf('WD41')).getByRole('button', { name: 'ปฏิเสธ' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'ยืนยันปฏิเสธ' }));
    expect(await dialog.findByText('กรุณาระบุเหตุผลอย่างน้อย 5 ตัวอักษร')).toBeInTheDocument();
    expect(rejectBody).toBeNull();
    await user.type(dialog.getByRole('textbox'), 'ชื่อบัญชีไม่ตรง');
    await user.click(dialog.getByRole('button', { name: 'ยืนยันปฏิเสธ' }));
    expect(await screen.findByText('ปฏิเสธ WD41 แล้ว คืนเงินให้สมาชิกแล้ว')).toBeInTheDocument();
    expect(rejectBody).toEqual({ reason: 'ชื่อบัญชีไม่ตรง' });

    await user.click(within(await rowOf('WD41')).getByRole('button', { name: 'ปล่อยรายการ' }));
    expect(await within(await rowOf('WD41')).findByRole('button', { name: 'รับรายการ' })).toBeInTheDocument();
    expect(released).toBe(true);
  });

  it('says who holds a withdrawal when the claim is refused', async () => {
    server.use(
      http.post('/api/admin/withdrawals/41/claim', () =>
        HttpResponse.json({ error: 3230, message: 'คุณบี (fin.b) กำลังดำเนินการรายการถอนนี้อยู่ ถึงเวลา 14:10 น. กรุณาเลือกรายการอื่น' }),
      ),
    );
    const { user } = renderAdmin('/admin/withdrawals', { role: 'finance' });
    await user.click(within(await rowOf('WD41')).getByRole('button', { name: 'รับรายการ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('คุณบี (fin.b) กำลังดำเนินการรายการถอนนี้อยู่');
  });

  it('keeps filters, sort and page in the address and sends them to the server', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/admin/withdrawals', ({ request }) => {
        const p = new URL(request.url).searchParams;
        asked.push(['status', 'q', 'from', 'to', 'sort', 'dir', 'page'].map((k) => `${k}=${p.get(k) ?? ''}`).join('&'));
        return HttpResponse.json(paged([base], 45));
      }),
    );
    const { user, router } = renderAdmin('/admin/withdrawals', { role: 'finance' });
    await rowOf('WD41');
    await user.click(screen.getByRole('button', { name: /จำนวนเงิน/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'amount' }));
    await user.type(screen.getByRole('textbox', { name: 'ค้นหาสมาชิก' }), '0812');
    await user.click(screen.getByRole('button', { name: 'ค้นหา' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: '0812', sort: 'amount' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'สถานะ' }), 'approved');
    await user.click(await screen.findByRole('button', { name: 'ถัดไป' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ status: 'approved', page: 2 }));
    await waitFor(() => expect(asked.at(-1)).toBe('status=approved&q=0812&from=&to=&sort=amount&dir=desc&page=2'));
    expect(asked[0]).toBe('status=pending&q=&from=&to=&sort=&dir=&page=1');
  });

  it('is finance’s (and admin’s): support neither sees the menu entry nor the page', async () => {
    server.use(http.get('/api/admin/members', () => HttpResponse.json(paged([]))));
    renderAdmin('/admin/withdrawals', { role: 'support' });
    const nav = await screen.findByRole('navigation', { name: 'เมนูหลัก' });
    expect(within(nav).queryByText('ถอนเงิน')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'รับรายการ' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'รายการถอนเงิน' })).not.toBeInTheDocument();
  });
});

describe('the menu badge', () => {
  it('counts waiting withdrawals, beeps and highlights only when a newer one arrives', async () => {
    let latest = 42;
    let count = 2;
    server.use(http.get('/api/admin/withdrawals/waiting', () => HttpResponse.json(waiting(count, latest))));
    const { queryClient } = renderAdmin('/admin/withdrawals', { role: 'finance' });
    const nav = within(await screen.findByRole('navigation', { name: 'เมนูหลัก' }));
    const badge = await nav.findByLabelText('ถอนเงินรอดำเนินการ 2 รายการ');
    expect(badge).toHaveTextContent('2');
    // First load: no sound.
    expect(tones.started).toBe(0);

    // One is decided: fewer waiting, still no sound.
    count = 1;
    await act(() => queryClient.invalidateQueries({ queryKey: ['admin', 'withdrawals', 'waiting'] }));
    expect(await nav.findByLabelText('ถอนเงินรอดำเนินการ 1 รายการ')).toBeInTheDocument();
    expect(tones.started).toBe(0);

    // A new one arrives: a two-tone beep and the highlight.
    latest = 43;
    count = 2;
    await act(() => queryClient.invalidateQueries({ queryKey: ['admin', 'withdrawals', 'waiting'] }));
    const fresh = await nav.findByLabelText('ถอนเงินรอดำเนินการ 2 รายการ มีรายการใหม่');
    expect(fresh).toHaveAttribute('data-fresh', 'true');
    expect(tones.started).toBe(2);

    // The same newest again: no second beep.
    await act(() => queryClient.invalidateQueries({ queryKey: ['admin', 'withdrawals', 'waiting'] }));
    await waitFor(() => expect(tones.started).toBe(2));
  });

  it('shows nothing when nothing waits, and stays silent without Web Audio', async () => {
    vi.stubGlobal('AudioContext', undefined);
    let latest: number | null = null;
    server.use(http.get('/api/admin/withdrawals/waiting', () => HttpResponse.json(waiting(latest ? 1 : 0, latest))));
    const { queryClient } = renderAdmin('/admin/withdrawals', { role: 'finance' });
    const nav = within(await screen.findByRole('navigation', { name: 'เมนูหลัก' }));
    await screen.findByText('WD41');
    expect(nav.queryByLabelText(/ถอนเงินรอดำเนินการ/)).not.toBeInTheDocument();
    latest = 50;
    await act(() => queryClient.invalidateQueries({ queryKey: ['admin', 'withdrawals', 'waiting'] }));
    expect(await nav.findByLabelText('ถอนเงินรอดำเนินการ 1 รายการ มีรายการใหม่')).toBeInTheDocument();
    expect(tones.contexts).toBe(0);
  });
});
