import { Errors } from '@contract/errors';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '@/test/api';
import { fieldOf, renderPage } from '@/test/render';
import { mockApi } from '@/test/server';
import { ForgotPage, RESET_DONE_MESSAGE } from './ForgotPage';

const server = mockApi();
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

type User = ReturnType<typeof renderPage>['user'];

async function requestCode(user: User) {
  await user.type(await screen.findByLabelText('เบอร์โทรศัพท์ที่สมัครไว้'), '0812345678');
  await user.click(screen.getByRole('button', { name: 'ขอรหัส OTP' }));
  return screen.findByLabelText('รหัส OTP หลักที่ 1 จาก 6');
}

async function typeOtp(user: User, code: string) {
  for (const [i, digit] of [...code].entries()) await user.type(screen.getByLabelText(`รหัส OTP หลักที่ ${i + 1} จาก 6`), digit);
}

describe('ForgotPage', () => {
  it('resets the password in two steps with the SMS code, then goes to /login with a toast', async () => {
    const resetBodies: unknown[] = [];
    let v2Body: unknown;
    server.use(
      http.post('/api/reset_password', async ({ request }) => {
        resetBodies.push(await request.json());
        return HttpResponse.json(ok({ expires_in: 300, resend_in: 60 }));
      }),
      http.post('/api/reset_password_v2', async ({ request }) => {
        v2Body = await request.json();
        return HttpResponse.json(ok(null));
      }),
    );
    const { user } = renderPage(ForgotPage, { path: '/forgot' });

    await requestCode(user);
    expect(resetBodies).toEqual([{ phone: '0812345678' }]);
    expect(screen.getByText(/รหัสหมดอายุใน [45]:\d\d นาที/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /ส่งรหัสอีกครั้งใน \d+ วินาที/ })).toBeDisabled();

    await typeOtp(user, '123456');
    await user.type(screen.getByLabelText('รหัสผ่านใหม่'), 'newpass99');
    await user.type(screen.getByLabelText('ยืนยันรหัสผ่านใหม่'), 'newpass99');
    await user.click(screen.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(v2Body).toEqual({ phone: '0812345678', otp: '123456', new_password: 'newpass99' });
    expect(await screen.findByText(RESET_DONE_MESSAGE)).toBeInTheDocument();
  });

  it('shows a wrong code under the code boxes and stays on the page', async () => {
    server.use(
      http.post('/api/reset_password', () => HttpResponse.json(ok({ expires_in: 300, resend_in: 60 }))),
      http.post('/api/reset_password_v2', () => HttpResponse.json({ error: Errors.OTP_INVALID.code, message: Errors.OTP_INVALID.message })),
    );
    const { user } = renderPage(ForgotPage, { path: '/forgot' });
    const first = await requestCode(user);
    await typeOtp(user, '999999');
    await user.type(screen.getByLabelText('รหัสผ่านใหม่'), 'newpass99');
    await user.type(screen.getByLabelText('ยืนยันรหัสผ่านใหม่'), 'newpass99');
    await user.click(screen.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }));
    await waitFor(() => expect(within(fieldOf(first)).getByText(Errors.OTP_INVALID.message)).toBeInTheDocument());
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('checks the code, the new password and its confirmation before sending', async () => {
    let v2Calls = 0;
    server.use(
      http.post('/api/reset_password', () => HttpResponse.json(ok({ expires_in: 300, resend_in: 60 }))),
      http.post('/api/reset_password_v2', () => {
        v2Calls++;
        return HttpResponse.json(ok(null));
      }),
    );
    const { user } = renderPage(ForgotPage, { path: '/forgot' });
    const first = await requestCode(user);
    await typeOtp(user, '123');
    await user.type(screen.getByLabelText('รหัสผ่านใหม่'), 'short1');
    await user.type(screen.getByLabelText('ยืนยันรหัสผ่านใหม่'), 'short2');
    await user.click(screen.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }));
    expect(within(fieldOf(first)).getByText('รหัส OTP ต้องเป็นตัวเลข 6 หลัก')).toBeInTheDocument();
    expect(within(fieldOf(screen.getByLabelText('รหัสผ่านใหม่'))).getByText('รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร')).toBeInTheDocument();
    expect(within(fieldOf(screen.getByLabelText('ยืนยันรหัสผ่านใหม่'))).getByText('รหัสผ่านไม่ตรงกัน')).toBeInTheDocument();
    expect(v2Calls).toBe(0);
  });

  it('sends a new code once the resend wait is over', async () => {
    let calls = 0;
    server.use(
      http.post('/api/reset_password', () => {
        calls++;
        return HttpResponse.json(ok({ expires_in: 300, resend_in: 0 }));
      }),
    );
    const { user } = renderPage(ForgotPage, { path: '/forgot' });
    await requestCode(user);
    await user.click(screen.getByRole('button', { name: 'ส่งรหัสอีกครั้ง' }));
    expect(await screen.findByText('ส่งรหัส OTP ใหม่แล้ว')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('shows the rate-limit message of a 429', async () => {
    server.use(
      http.post('/api/reset_password', () =>
        HttpResponse.json({ error: Errors.RATE_LIMITED.code, message: Errors.RATE_LIMITED.message }, { status: 429 }),
      ),
    );
    const { user } = renderPage(ForgotPage, { path: '/forgot' });
    await user.type(await screen.findByLabelText('เบอร์โทรศัพท์ที่สมัครไว้'), '0812345678');
    await user.click(screen.getByRole('button', { name: 'ขอรหัส OTP' }));
    expect(await screen.findByText(Errors.RATE_LIMITED.message)).toBeInTheDocument();
  });
});
