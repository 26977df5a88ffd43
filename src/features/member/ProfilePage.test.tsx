import { Errors } from '@contract/errors';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { memberInfoFixture, ok } from '@/test/api';
import { fieldOf, renderPage } from '@/test/render';
import { mockApi } from '@/test/server';
import { PASSWORD_CHANGED } from './ChangePasswordForm';
import { ProfilePage } from './ProfilePage';
import { SUB_BANK_ADDED } from './SubBankAccountForm';

const server = mockApi();
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

const member = { access_token: 'tok', username: '0812345678', vip_level: 1 };
const secondary = {
  id: 2,
  bank_code: '030',
  bank_name: 'ธนาคารออมสิน',
  account_number: '020012345678',
  account_name: 'สมชาย ใจดี',
  is_primary: false,
};

describe('ProfilePage', () => {
  it('shows the details and the bank accounts, masked', async () => {
    server.use(
      http.get('/api/get_user_info', () =>
        HttpResponse.json(ok(memberInfoFixture({ bank_accounts: [...memberInfoFixture().bank_accounts, secondary] }))),
      ),
    );
    renderPage(ProfilePage, { path: '/member/profile', user: member });

    const details = within(await screen.findByRole('region', { name: 'ข้อมูลสมาชิก' }));
    expect(details.getByText('081-xxx-5678')).toBeInTheDocument();
    expect(details.getByText('17 พฤษภาคม 2533')).toBeInTheDocument();
    expect(details.getByText('somchai.j')).toBeInTheDocument();
    expect(details.getByText('SOMC7X')).toBeInTheDocument();
    expect(details.getByRole('button', { name: 'คัดลอกรหัสแนะนำเพื่อน' })).toBeInTheDocument();

    const banks = within(screen.getByRole('region', { name: 'บัญชีธนาคาร' }));
    const [primary, second] = banks.getAllByRole('listitem');
    expect(within(primary).getByText('ธนาคารกสิกรไทย')).toBeInTheDocument();
    expect(within(primary).getByText('xxx-x-x6789-x')).toBeInTheDocument();
    expect(within(primary).getByText('บัญชีหลัก')).toBeInTheDocument();
    expect(within(second).getByText('ธนาคารออมสิน')).toBeInTheDocument();
    expect(within(second).getByText('xxxxxxxx5678')).toBeInTheDocument();
    expect(within(second).getByText('บัญชีสำรอง')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'เพิ่มบัญชีธนาคารสำรอง' })).not.toBeInTheDocument();
    expect(banks.queryByText('1234567890')).not.toBeInTheDocument();
  });

  it('changes the password and says so', async () => {
    let body: unknown;
    server.use(
      http.get('/api/get_user_info', () => HttpResponse.json(ok(memberInfoFixture()))),
      http.post('/api/member/change_password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(ok(null));
      }),
    );
    const { user } = renderPage(ProfilePage, { path: '/member/profile', user: member });
    const form = within(await screen.findByRole('form', { name: 'เปลี่ยนรหัสผ่าน' }));
    await user.type(form.getByLabelText('รหัสผ่านเดิม'), 'oldpass11');
    await user.type(form.getByLabelText('รหัสผ่านใหม่'), 'newpass22');
    await user.type(form.getByLabelText('ยืนยันรหัสผ่านใหม่'), 'newpass22');
    await user.click(form.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }));

    expect(await screen.findByText(PASSWORD_CHANGED)).toBeInTheDocument();
    expect(body).toEqual({ old_password: 'oldpass11', new_password: 'newpass22' });
    expect(form.getByLabelText('รหัสผ่านเดิม')).toHaveValue('');
  });

  it('shows a wrong old password beside that field', async () => {
    server.use(
      http.get('/api/get_user_info', () => HttpResponse.json(ok(memberInfoFixture()))),
      http.post('/api/member/change_password', () =>
        HttpResponse.json({ error: Errors.WRONG_PASSWORD.code, message: Errors.WRONG_PASSWORD.message }),
      ),
    );
    const { user } = renderPage(ProfilePage, { path: '/member/profile', user: member });
    const form = within(await screen.findByRole('form', { name: 'เปลี่ยนรหัสผ่าน' }));
    await user.type(form.getByLabelText('รหัสผ่านเดิม'), 'oldpass11');
    await user.type(form.getByLabelText('รหัสผ่านใหม่'), 'newpass22');
    await user.type(form.getByLabelText('ยืนยันรหัสผ่านใหม่'), 'newpass22');
    await user.click(form.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }));
    await waitFor(() =>
      expect(within(fieldOf(form.getByLabelText('รหัสผ่านเดิม'))).getByText(Errors.WRONG_PASSWORD.message)).toBeInTheDocument(),
    );
  });

  it('adds a second bank account with the same rules, then shows it', async () => {
    let body: unknown;
    let added = false;
    server.use(
      http.get('/api/get_user_info', () =>
        HttpResponse.json(ok(memberInfoFixture(added ? { bank_accounts: [...memberInfoFixture().bank_accounts, secondary] } : {}))),
      ),
      http.post('/api/member/update_sub_bank_account', async ({ request }) => {
        body = await request.json();
        added = true;
        return HttpResponse.json(ok(null));
      }),
    );
    const { user } = renderPage(ProfilePage, { path: '/member/profile', user: member });
    const form = within(await screen.findByRole('form', { name: 'เพิ่มบัญชีธนาคารสำรอง' }));
    expect(form.getByLabelText('ชื่อบัญชี')).toHaveValue('สมชาย ใจดี');
    await user.selectOptions(form.getByLabelText('ธนาคาร'), '030');
    await user.type(form.getByLabelText('เลขบัญชีธนาคาร'), '1234567890');
    await user.click(form.getByRole('button', { name: 'เพิ่มบัญชีสำรอง' }));
    expect(within(fieldOf(form.getByLabelText('เลขบัญชีธนาคาร'))).getByText('เลขบัญชีธนาคารออมสินต้องมี 12 หลัก')).toBeInTheDocument();
    expect(body).toBeUndefined();

    await user.clear(form.getByLabelText('เลขบัญชีธนาคาร'));
    await user.type(form.getByLabelText('เลขบัญชีธนาคาร'), '020012345678');
    await user.click(form.getByRole('button', { name: 'เพิ่มบัญชีสำรอง' }));

    expect(await screen.findByText(SUB_BANK_ADDED)).toBeInTheDocument();
    expect(body).toEqual({ bank_code: '030', bank_account_number: '020012345678', bank_account_name: 'สมชาย ใจดี' });
    await waitFor(() => expect(screen.getByText('บัญชีสำรอง')).toBeInTheDocument());
    expect(screen.queryByRole('form', { name: 'เพิ่มบัญชีธนาคารสำรอง' })).not.toBeInTheDocument();
  });

  it('shows the linked LINE user and unlinks it after asking', async () => {
    let linked = true;
    let unlinks = 0;
    server.use(
      http.get('/api/get_user_info', () => HttpResponse.json(ok(memberInfoFixture()))),
      http.get('/api/line/status', () =>
        HttpResponse.json(
          ok(
            linked
              ? { linked, display_name: 'สมชาย LINE', linked_at: '2026-11-20T03:00:00.000Z' }
              : { linked, display_name: null, linked_at: null },
          ),
        ),
      ),
      http.post('/api/line/unlink', () => {
        unlinks++;
        linked = false;
        return HttpResponse.json(ok(null));
      }),
    );
    const { user } = renderPage(ProfilePage, { path: '/member/profile', user: member });

    const line = within(await screen.findByRole('region', { name: 'บัญชี LINE' }));
    expect(await line.findByText('สมชาย LINE')).toBeInTheDocument();
    expect(line.getByText(/20 พ\.ย\. 2569|20 พฤศจิกายน 2569/)).toBeInTheDocument();
    await user.click(line.getByRole('button', { name: 'ยกเลิกการเชื่อม LINE' }));
    expect(unlinks).toBe(0);
    await user.click(line.getByRole('button', { name: 'ยืนยันยกเลิกการเชื่อม' }));
    await waitFor(() => expect(line.getByTestId('line-unlinked')).toBeInTheDocument());
    expect(unlinks).toBe(1);
  });
});
