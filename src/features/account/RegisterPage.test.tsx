import { tooYoungMessage } from '@contract/account';
import { Errors } from '@contract/errors';
import { bangkokToday } from '@contract/fields';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { authUserAtom } from '@/state/auth';
import { memberInfoFixture, ok } from '@/test/api';
import { fieldOf, renderPage } from '@/test/render';
import { mockApi } from '@/test/server';
import { RegisterPage } from './RegisterPage';

const server = mockApi();
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

const available = () => http.post('/api/check_account', () => HttpResponse.json(ok({ available: true })));
type User = ReturnType<typeof renderPage>['user'];

const messageBeside = (label: string, message: string) => within(fieldOf(screen.getByLabelText(label))).getByText(message);

/** Fills every field with valid values; a Bangkok member born 17 May 2533 (1990). */
async function fillValid(user: User) {
  await user.type(await screen.findByLabelText('เบอร์โทรศัพท์'), '0812345678');
  await user.type(screen.getByLabelText('รหัสผ่าน'), 'secret123');
  await user.type(screen.getByLabelText('ยืนยันรหัสผ่าน'), 'secret123');
  await user.type(screen.getByLabelText('ชื่อ'), 'สมชาย');
  await user.type(screen.getByLabelText('นามสกุล'), 'ใจดี');
  await user.selectOptions(screen.getByLabelText('วันเกิด'), '17');
  await user.selectOptions(screen.getByLabelText('เดือนเกิด'), 'พฤษภาคม');
  await user.selectOptions(screen.getByLabelText('ปีเกิด (พ.ศ.)'), '2533');
  await user.selectOptions(screen.getByLabelText('ธนาคาร'), '004');
  await user.type(screen.getByLabelText('เลขบัญชีธนาคาร'), '1234567890');
  await user.click(screen.getByRole('checkbox'));
}

describe('RegisterPage inline validation', () => {
  it('shows the contract message of each field as the member leaves it', async () => {
    server.use(available());
    const { user } = renderPage(RegisterPage, { path: '/register' });

    const phone = await screen.findByLabelText('เบอร์โทรศัพท์');
    await user.type(phone, '0212345678');
    await user.tab();
    expect(messageBeside('เบอร์โทรศัพท์', 'เบอร์โทรศัพท์ต้องเป็นเบอร์มือถือ 10 หลัก ขึ้นต้นด้วย 06 08 หรือ 09')).toBeInTheDocument();

    await user.type(screen.getByLabelText('รหัสผ่าน'), 'abc1');
    await user.tab();
    expect(messageBeside('รหัสผ่าน', 'รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร')).toBeInTheDocument();
    // Once left, the message follows the typing: a long password without digits breaks another rule.
    await user.clear(screen.getByLabelText('รหัสผ่าน'));
    await user.type(screen.getByLabelText('รหัสผ่าน'), 'abcdefghij');
    expect(messageBeside('รหัสผ่าน', 'รหัสผ่านต้องมีตัวเลขอย่างน้อย 1 ตัว')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('รหัสผ่าน'));
    await user.type(screen.getByLabelText('รหัสผ่าน'), 'secret123');
    await user.type(screen.getByLabelText('ยืนยันรหัสผ่าน'), 'secret124');
    await user.tab();
    expect(messageBeside('ยืนยันรหัสผ่าน', 'รหัสผ่านไม่ตรงกัน')).toBeInTheDocument();

    await user.type(screen.getByLabelText('ชื่อ'), 'Som1');
    await user.tab();
    expect(messageBeside('ชื่อ', 'ชื่อใช้ได้เฉพาะตัวอักษรไทยหรืออังกฤษ')).toBeInTheDocument();
  });

  it('checks the account number length of the chosen bank', async () => {
    const { user } = renderPage(RegisterPage, { path: '/register' });
    await user.selectOptions(await screen.findByLabelText('ธนาคาร'), '030'); // GSB: 12 digits
    await user.type(screen.getByLabelText('เลขบัญชีธนาคาร'), '1234567890');
    await user.tab();
    expect(messageBeside('เลขบัญชีธนาคาร', 'เลขบัญชีธนาคารออมสินต้องมี 12 หลัก')).toBeInTheDocument();
    // Switching to a ten-digit bank makes the same number valid.
    await user.selectOptions(screen.getByLabelText('ธนาคาร'), '014');
    expect(within(fieldOf(screen.getByLabelText('เลขบัญชีธนาคาร'))).queryByText(/ต้องมี 12 หลัก/)).not.toBeInTheDocument();
  });

  it('refuses a birth date under 20 chosen in the Buddhist era, and accepts 20', async () => {
    const { user } = renderPage(RegisterPage, { path: '/register' });
    const [y, m] = bangkokToday().split('-').map(Number);
    const thai = (month: number) =>
      screen.getByRole('option', {
        name: ['มกราคม', 'กุมภาพันธ์', 'มีนาคม', 'เมษายน', 'พฤษภาคม', 'มิถุนายน', 'กรกฎาคม', 'สิงหาคม', 'กันยายน', 'ตุลาคม', 'พฤศจิกายน', 'ธันวาคม'][
          month - 1
        ],
      });
    // Born today 19 years ago: too young. (Day 1 avoids 29 February.)
    await user.selectOptions(await screen.findByLabelText('วันเกิด'), '1');
    await user.selectOptions(screen.getByLabelText('เดือนเกิด'), thai(m));
    await user.selectOptions(screen.getByLabelText('ปีเกิด (พ.ศ.)'), String(y - 19 + 543));
    const fieldset = fieldOf(screen.getByLabelText('วันเกิด'));
    expect(within(fieldset).getByText(tooYoungMessage(20))).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('ปีเกิด (พ.ศ.)'), String(y - 20 + 543));
    // Born on the first of this month 20 years ago: 20 already.
    expect(within(fieldset).queryByText(tooYoungMessage(20))).not.toBeInTheDocument();
  });

  it('says when the phone number is already registered, checked on leaving the field', async () => {
    let asked: unknown;
    server.use(
      http.post('/api/check_account', async ({ request }) => {
        asked = await request.json();
        return HttpResponse.json(ok({ available: false }));
      }),
    );
    const { user } = renderPage(RegisterPage, { path: '/register' });
    await user.type(await screen.findByLabelText('เบอร์โทรศัพท์'), '081 234 5678');
    await user.tab();
    await waitFor(() => expect(messageBeside('เบอร์โทรศัพท์', Errors.PHONE_TAKEN.message)).toBeInTheDocument());
    expect(asked).toEqual({ phone: '0812345678' });
  });

  it('fills the account name from first and last name and the referral code from ?ref=', async () => {
    const { user } = renderPage(RegisterPage, { path: '/register', url: '/register?ref=FRIEND9' });
    await user.type(await screen.findByLabelText('ชื่อ'), 'สมชาย');
    await user.type(screen.getByLabelText('นามสกุล'), 'ใจดี');
    expect(screen.getByLabelText('ชื่อบัญชี')).toHaveValue('สมชาย ใจดี');
    expect(screen.getByLabelText('รหัสแนะนำเพื่อน (ไม่บังคับ)')).toHaveValue('FRIEND9');
  });

  it('sends nothing and shows every missing field when submitted empty', async () => {
    let calls = 0;
    server.use(
      http.post('/api/register', () => {
        calls++;
        return HttpResponse.json(ok({}));
      }),
    );
    const { user } = renderPage(RegisterPage, { path: '/register' });
    await user.click(await screen.findByRole('button', { name: 'สมัครสมาชิก' }));
    expect(messageBeside('เบอร์โทรศัพท์', 'กรุณากรอกเบอร์โทรศัพท์')).toBeInTheDocument();
    expect(messageBeside('ชื่อ', 'กรุณากรอกชื่อ')).toBeInTheDocument();
    expect(messageBeside('ธนาคาร', 'กรุณาเลือกธนาคาร')).toBeInTheDocument();
    expect(messageBeside('เลขบัญชีธนาคาร', 'กรุณากรอกเลขบัญชีธนาคาร')).toBeInTheDocument();
    expect(within(fieldOf(screen.getByLabelText('วันเกิด'))).getByText('กรุณาเลือกวันเกิด')).toBeInTheDocument();
    expect(screen.getByText('กรุณายอมรับเงื่อนไขและยืนยันว่ามีอายุ 20 ปีขึ้นไป')).toBeInTheDocument();
    expect(calls).toBe(0);
  });
});

describe('RegisterPage terms', () => {
  it('links the terms from the consent line: they open in a dialog, and reading them does not tick the box', async () => {
    const { user } = renderPage(RegisterPage, { path: '/register' });
    const link = await screen.findByRole('link', { name: 'ข้อกำหนดและเงื่อนไขการใช้บริการ' });
    await user.type(screen.getByLabelText('ชื่อ'), 'สมชาย');
    await user.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'ข้อกำหนดและเงื่อนไขการใช้บริการ' });
    expect(dialog).toHaveTextContent('ผู้สมัครต้องมีอายุ 20 ปีขึ้นไป');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'รับทราบ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The form kept what was typed; the box still ticks from its label.
    expect(screen.getByLabelText('ชื่อ')).toHaveValue('สมชาย');
    await user.click(screen.getByText('ข้าพเจ้ามีอายุ 20 ปีขึ้นไป และยอมรับ'));
    expect(screen.getByRole('checkbox')).toBeChecked();
  });
});

describe('RegisterPage submit', () => {
  it('shows the 422 field errors beside the right fields', async () => {
    server.use(
      available(),
      http.post('/api/register', () =>
        HttpResponse.json(
          {
            error: Errors.VALIDATION.code,
            message: Errors.VALIDATION.message,
            data: { fields: { bank_account_number: 'เลขบัญชีธนาคารกสิกรไทยต้องมี 10 หลัก', last_name: 'นามสกุลยาวได้ไม่เกิน 60 ตัวอักษร' } },
          },
          { status: 422 },
        ),
      ),
    );
    const { user, store } = renderPage(RegisterPage, { path: '/register' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));
    await waitFor(() => expect(messageBeside('เลขบัญชีธนาคาร', 'เลขบัญชีธนาคารกสิกรไทยต้องมี 10 หลัก')).toBeInTheDocument());
    expect(messageBeside('นามสกุล', 'นามสกุลยาวได้ไม่เกิน 60 ตัวอักษร')).toBeInTheDocument();
    expect(store.get(authUserAtom)).toBeNull();
    // A server message goes away once the member edits that field.
    await user.type(screen.getByLabelText('นามสกุล'), 'ก');
    expect(within(fieldOf(screen.getByLabelText('นามสกุล'))).queryByText('นามสกุลยาวได้ไม่เกิน 60 ตัวอักษร')).not.toBeInTheDocument();
  });

  it('shows a business error such as a bank account in use beside its field', async () => {
    server.use(
      available(),
      http.post('/api/register', () =>
        HttpResponse.json({ error: Errors.BANK_ACCOUNT_TAKEN.code, message: Errors.BANK_ACCOUNT_TAKEN.message }),
      ),
    );
    const { user } = renderPage(RegisterPage, { path: '/register' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));
    await waitFor(() => expect(messageBeside('เลขบัญชีธนาคาร', Errors.BANK_ACCOUNT_TAKEN.message)).toBeInTheDocument());
  });

  it('registers with a Gregorian birth date, signs the member in and lands on /member', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      available(),
      http.post('/api/register', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(ok({ access_token: 'new-tok', token_type: 'Bearer', expires_at: '2026-12-31T00:00:00Z' }));
      }),
      http.get('/api/get_user_info', () => HttpResponse.json(ok(memberInfoFixture({ vip_level: 0 })))),
      http.get('/api/notifications', () => HttpResponse.json(ok([]))),
    );
    const { user, store } = renderPage(RegisterPage, { path: '/register', url: '/register?ref=FRIEND9' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/member');
    expect(body).toEqual({
      phone: '0812345678',
      password: 'secret123',
      first_name: 'สมชาย',
      last_name: 'ใจดี',
      bank_code: '004',
      bank_account_number: '1234567890',
      bank_account_name: 'สมชาย ใจดี',
      date_of_birth: '1990-05-17',
      referral_code: 'FRIEND9',
      agent_code: 'GOLD888',
    });
    expect(store.get(authUserAtom)).toEqual({ access_token: 'new-tok', username: '0812345678', vip_level: 0 });
  });
});
