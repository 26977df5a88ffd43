import type { AdminDepositAccount, AdminDepositAccountsData } from '@contract/admin-deposit-accounts';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { hangs, refuses } from '../../testing/http';
import { renderAdmin } from '../../testing/render';

const ok = <T,>(data: T) => ({ error: 0, message: 'สำเร็จ', data });
const URL = '/api/admin/settings/deposit-accounts';

const kbank: AdminDepositAccount = {
  id: 1,
  kind: 'bank',
  kind_label: 'บัญชีธนาคาร',
  bank_code: '004',
  bank_name: 'ธนาคารกสิกรไทย',
  account_number: '0731234567',
  account_name: 'บจก. โกลเด้น วิน',
  active: true,
  sort: 1,
  daily_cap: 50_000,
  audience: 'all',
  vip_level_from: null,
  audience_label: 'สมาชิกทั้งหมด',
  used_today: 12_500,
  capped: false,
  in_use: true,
  created_at: '2026-11-01T03:00:00Z',
  updated_at: '2026-11-01T03:00:00Z',
};
const wallet: AdminDepositAccount = {
  ...kbank,
  id: 2,
  kind: 'truemoney',
  kind_label: 'ทรูมันนี่ วอลเล็ท',
  bank_code: null,
  bank_name: null,
  account_number: '0951234567',
  account_name: 'โกลเด้น วิน',
  sort: 2,
  daily_cap: null,
  used_today: 0,
  audience: 'vip',
  vip_level_from: 1,
  audience_label: 'VIP Gold ขึ้นไป',
  in_use: false,
  active: false,
};
const data = (accounts: AdminDepositAccount[]): AdminDepositAccountsData => ({ accounts, day: '2026-11-28', new_member_days: 7 });

const server = mockApi(http.get(URL, () => HttpResponse.json(ok(data([kbank, wallet])))));
afterEach(cleanup);
configure({ asyncUtilTimeout: 5_000 });

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('the deposit accounts page', () => {
  it('shows that it is loading, then a refusal in Thai', async () => {
    server.use(hangs(URL));
    renderAdmin('/admin/deposit-accounts');
    expect(await screen.findByRole('status')).toHaveTextContent('กำลังโหลด');
    cleanup();
    server.use(refuses(URL, 'ไม่มีสิทธิ์ใช้งานส่วนนี้'));
    renderAdmin('/admin/deposit-accounts');
    expect(await screen.findByText('ไม่มีสิทธิ์ใช้งานส่วนนี้')).toBeInTheDocument();
  });

  it('says when there is no account yet', async () => {
    server.use(http.get(URL, () => HttpResponse.json(ok(data([])))));
    renderAdmin('/admin/deposit-accounts');
    expect(await screen.findByText('ยังไม่มีบัญชีรับเงิน สมาชิกจะยังฝากเงินไม่ได้')).toBeInTheDocument();
  });

  it('lists kind, bank, number, name, audience, usage against the cap and on/off', async () => {
    renderAdmin('/admin/deposit-accounts');
    const bank = await rowOf('0731234567');
    for (const text of [
      'บัญชีธนาคาร',
      'ธนาคารกสิกรไทย',
      'บจก. โกลเด้น วิน',
      'สมาชิกทั้งหมด',
      '12,500.00 / 50,000.00',
      'เปิด',
      'มีรายการฝากรอดำเนินการ',
    ])
      expect(within(bank).getByText(text)).toBeInTheDocument();
    const tm = await rowOf('0951234567');
    for (const text of ['ทรูมันนี่ วอลเล็ท', 'VIP Gold ขึ้นไป', '0.00 / ไม่จำกัด', 'ปิด']) expect(within(tm).getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /บัญชีรับเงิน/ })).toBeInTheDocument();
  });

  it('lets finance read without add, edit or delete', async () => {
    renderAdmin('/admin/deposit-accounts', { role: 'finance' });
    await rowOf('0731234567');
    expect(screen.queryByRole('button', { name: 'เพิ่มบัญชี' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /แก้ไข/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /ลบ/ })).not.toBeInTheDocument();
  });

  it('is not open to support', async () => {
    renderAdmin('/admin/deposit-accounts', { role: 'support' });
    expect(await screen.findByText('ไม่มีสิทธิ์เข้าถึงหน้านี้')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /บัญชีรับเงิน/ })).not.toBeInTheDocument();
  });

  it('adds a bank account: Thai errors from the contract first, then the body sent', async () => {
    let sent: unknown = null;
    server.use(
      http.post(URL, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(ok({ ...kbank, id: 3 }));
      }),
    );
    const { user } = renderAdmin('/admin/deposit-accounts');
    await rowOf('0731234567');
    await user.click(screen.getByRole('button', { name: 'เพิ่มบัญชี' }));
    const dialog = await screen.findByRole('dialog', { name: 'เพิ่มบัญชีรับเงิน' });
    await user.selectOptions(within(dialog).getByLabelText('ธนาคาร'), 'ธนาคารออมสิน');
    await user.type(within(dialog).getByLabelText('เลขบัญชี'), '0201234567');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(within(dialog).getByText('เลขบัญชีธนาคารออมสินต้องมี 12 หลัก')).toBeInTheDocument();
    expect(within(dialog).getByText('กรุณากรอกชื่อบัญชี')).toBeInTheDocument();
    expect(sent).toBeNull();

    const number = within(dialog).getByLabelText('เลขบัญชี');
    await user.clear(number);
    await user.type(number, '020-012345678');
    await user.type(within(dialog).getByLabelText('ชื่อบัญชี'), 'บจก. โกลเด้น วิน');
    await user.type(within(dialog).getByLabelText(/ยอดรับสูงสุดต่อวัน \(บาท\)/), '100,000');
    const order = within(dialog).getByLabelText(/ลำดับการแสดง/);
    await user.clear(order);
    await user.type(order, '3');
    await user.selectOptions(within(dialog).getByLabelText('แสดงให้'), 'VIP ตั้งแต่ระดับ');
    await user.selectOptions(within(dialog).getByLabelText('ระดับ VIP'), 'VIP Hero ขึ้นไป');
    await user.click(within(dialog).getByText('เปิดใช้งาน'));
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    await waitFor(() =>
      expect(sent).toEqual({
        kind: 'bank',
        bank_code: '030',
        account_number: '020012345678',
        account_name: 'บจก. โกลเด้น วิน',
        daily_cap: 100_000,
        sort: 3,
        audience: 'vip',
        vip_level_from: 2,
        active: false,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('adds a PromptPay id, checking the national id’s check digit before sending', async () => {
    let sent: unknown = null;
    server.use(
      http.post(URL, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(ok({ ...kbank, id: 4 }));
      }),
    );
    const { user } = renderAdmin('/admin/deposit-accounts');
    await rowOf('0731234567');
    await user.click(screen.getByRole('button', { name: 'เพิ่มบัญชี' }));
    const dialog = await screen.findByRole('dialog', { name: 'เพิ่มบัญชีรับเงิน' });
    await user.selectOptions(within(dialog).getByLabelText('ประเภท'), 'พร้อมเพย์');
    expect(within(dialog).queryByLabelText('ธนาคาร')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('เลขบัญชี'), '1234567890122');
    await user.type(within(dialog).getByLabelText('ชื่อบัญชี'), 'ร้านทอง');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(within(dialog).getByText('เลขประจำตัวประชาชนไม่ถูกต้อง (เลขหลักสุดท้ายไม่ตรงกับเลขตรวจสอบ)')).toBeInTheDocument();
    expect(sent).toBeNull();
    const number = within(dialog).getByLabelText('เลขบัญชี');
    await user.clear(number);
    await user.type(number, '1234567890121');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    await waitFor(() =>
      expect(sent).toEqual({
        kind: 'promptpay',
        bank_code: null,
        account_number: '1234567890121',
        account_name: 'ร้านทอง',
        daily_cap: null,
        sort: 0,
        audience: 'all',
        vip_level_from: null,
        active: true,
      }),
    );
  });

  it('edits an account (its kind fixed) and shows the server’s refusal of a duplicate number', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put(`${URL}/:id`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ error: 9121, message: 'เลขบัญชีนี้มีอยู่ในรายการบัญชีรับเงินแล้ว', data: null });
      }),
    );
    const { user } = renderAdmin('/admin/deposit-accounts');
    await user.click(await screen.findByRole('button', { name: 'แก้ไข 0731234567' }));
    const dialog = await screen.findByRole('dialog', { name: 'แก้ไขบัญชีรับเงิน' });
    expect(within(dialog).getByLabelText('ประเภท')).toBeDisabled();
    expect(within(dialog).getByLabelText('เลขบัญชี')).toHaveValue('0731234567');
    expect(within(dialog).getByLabelText(/ยอดรับสูงสุดต่อวัน/)).toHaveValue('50000');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(await within(dialog).findByText('เลขบัญชีนี้มีอยู่ในรายการบัญชีรับเงินแล้ว')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        kind: 'bank',
        bank_code: '004',
        account_number: '0731234567',
        account_name: 'บจก. โกลเด้น วิน',
        daily_cap: 50_000,
        sort: 1,
        audience: 'all',
        vip_level_from: null,
        active: true,
      },
    ]);
  });

  it('deletes an account, and shows the server’s refusal when a pending deposit uses it', async () => {
    const deleted: string[] = [];
    server.use(
      http.delete(`${URL}/:id`, ({ params }) => {
        deleted.push(String(params.id));
        if (params.id === '1')
          return HttpResponse.json({ error: 9122, message: 'บัญชีนี้มีรายการฝากที่รอดำเนินการอยู่ จึงลบไม่ได้ ปิดการใช้งานบัญชีแทนได้', data: null });
        return HttpResponse.json(ok({ id: Number(params.id) }));
      }),
    );
    const { user } = renderAdmin('/admin/deposit-accounts');
    await user.click(await screen.findByRole('button', { name: 'ลบ 0731234567' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('บัญชีนี้มีรายการฝากที่รอดำเนินการอยู่ จึงลบไม่ได้ ปิดการใช้งานบัญชีแทนได้');
    await user.click(screen.getByRole('button', { name: 'ลบ 0951234567' }));
    await waitFor(() => expect(deleted).toEqual(['1', '2']));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
