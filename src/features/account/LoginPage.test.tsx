import { Errors } from '@contract/errors';
import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { OFFLINE_REASON } from '@/lib/network';
import { authUserAtom, userInfoAtom } from '@/state/auth';
import { notificationDialogAtom } from '@/state/ui';
import { memberInfoFixture, ok } from '@/test/api';
import { fieldOf, renderPage } from '@/test/render';
import { mockApi } from '@/test/server';
import { LoginPage } from './LoginPage';

const server = mockApi();
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

const notice = {
  id: 1,
  type: 1,
  image: '/images/notices/notice-1.svg',
  title: 'แจ้งปิดปรับปรุง',
  description: 'คืนนี้',
  created_at: '2026-01-01T00:00:00Z',
};

async function fillAndSubmit(user: ReturnType<typeof renderPage>['user'], phone: string, password: string) {
  await user.type(await screen.findByLabelText('เบอร์โทรศัพท์'), phone);
  await user.type(screen.getByLabelText('รหัสผ่าน'), password);
  await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
}

describe('LoginPage', () => {
  it('stores the token, loads the user info, opens the notices and goes to /member', async () => {
    let loginBody: unknown;
    let infoAuth: string | null = null;
    server.use(
      http.post('/api/login', async ({ request }) => {
        loginBody = await request.json();
        return HttpResponse.json(ok({ access_token: 'tok-123', token_type: 'Bearer', expires_at: '2026-12-31T00:00:00Z' }));
      }),
      http.get('/api/get_user_info', ({ request }) => {
        infoAuth = request.headers.get('authorization');
        return HttpResponse.json(ok(memberInfoFixture({ vip_level: 2 })));
      }),
      http.get('/api/notifications', () => HttpResponse.json(ok([notice]))),
    );
    const { user, store } = renderPage(LoginPage, { path: '/login' });

    await fillAndSubmit(user, '081-234-5678', 'secret123');

    expect(await screen.findByTestId('location')).toHaveTextContent('/member');
    expect(loginBody).toMatchObject({ phone: '0812345678', password: 'secret123' });
    expect(infoAuth).toBe('Bearer tok-123');
    expect(store.get(authUserAtom)).toEqual({ access_token: 'tok-123', username: '0812345678', vip_level: 2 });
    expect(store.get(userInfoAtom)).toMatchObject({ first_name: 'สมชาย' });
    expect(store.get(notificationDialogAtom)).toBe(true);
    expect(JSON.parse(localStorage.getItem('gw888.user') ?? 'null')).toMatchObject({ access_token: 'tok-123' });
  });

  it('leaves the notification dialog closed when there are no notices', async () => {
    server.use(
      http.post('/api/login', () => HttpResponse.json(ok({ access_token: 't', token_type: 'Bearer', expires_at: '2026-12-31T00:00:00Z' }))),
      http.get('/api/get_user_info', () => HttpResponse.json(ok(memberInfoFixture()))),
      http.get('/api/notifications', () => HttpResponse.json(ok([]))),
    );
    const { user, store } = renderPage(LoginPage, { path: '/login' });
    await fillAndSubmit(user, '0812345678', 'secret123');
    expect(await screen.findByTestId('location')).toHaveTextContent('/member');
    expect(store.get(notificationDialogAtom)).toBe(false);
  });

  it('clears the user and shows the Thai message when the login fails', async () => {
    server.use(
      http.post('/api/login', () => HttpResponse.json({ error: Errors.BAD_CREDENTIALS.code, message: Errors.BAD_CREDENTIALS.message })),
    );
    const { user, store } = renderPage(LoginPage, { path: '/login' });
    // A stale session from before: any result other than error 0 clears it.
    store.set(authUserAtom, { access_token: 'old', username: '0899999999', vip_level: 0 });

    await fillAndSubmit(user, '0812345678', 'wrongpass1');

    expect(await screen.findByText(Errors.BAD_CREDENTIALS.message)).toBeInTheDocument();
    expect(store.get(authUserAtom)).toBeNull();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('validates inline with the contract messages and sends nothing while invalid', async () => {
    let calls = 0;
    server.use(
      http.post('/api/login', () => {
        calls++;
        return HttpResponse.json(ok({}));
      }),
    );
    const { user } = renderPage(LoginPage, { path: '/login' });
    const phone = await screen.findByLabelText('เบอร์โทรศัพท์');
    await user.type(phone, '12345');
    await user.tab();
    expect(within(fieldOf(phone)).getByText('เบอร์โทรศัพท์ต้องเป็นเบอร์มือถือ 10 หลัก ขึ้นต้นด้วย 06 08 หรือ 09')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(within(fieldOf(screen.getByLabelText('รหัสผ่าน'))).getByText('กรุณากรอกรหัสผ่าน')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('shows the server field errors of a 422 beside the fields', async () => {
    server.use(
      http.post('/api/login', () =>
        HttpResponse.json(
          { error: 1, message: Errors.VALIDATION.message, data: { fields: { password: 'รหัสผ่านยาวเกินไป' } } },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderPage(LoginPage, { path: '/login' });
    await fillAndSubmit(user, '0812345678', 'secret123');
    const password = screen.getByLabelText('รหัสผ่าน');
    await waitFor(() => expect(within(fieldOf(password)).getByText('รหัสผ่านยาวเกินไป')).toBeInTheDocument());
  });

  it('cannot log in offline and says why in Thai beneath the button; back online it can', async () => {
    let logins = 0;
    server.use(
      http.post('/api/login', () => {
        logins += 1;
        return HttpResponse.json(ok({ access_token: 'tok-123', token_type: 'Bearer', expires_at: '2026-12-31T00:00:00Z' }));
      }),
    );
    const { user } = renderPage(LoginPage, { path: '/login' });
    await user.type(await screen.findByLabelText('เบอร์โทรศัพท์'), '0812345678');
    await user.type(screen.getByLabelText('รหัสผ่าน'), 'abc12345');
    const submit = screen.getByRole('button', { name: 'เข้าสู่ระบบ' });
    expect(submit).toBeEnabled();
    act(() => onlineManager.setOnline(false));
    try {
      expect(submit).toBeDisabled();
      const reason = screen.getByTestId('offline-reason');
      expect(reason).toHaveTextContent(OFFLINE_REASON);
      // Beneath the button.
      expect(submit.compareDocumentPosition(reason) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      // Enter in a field does not send it either.
      await user.type(screen.getByLabelText('รหัสผ่าน'), '{Enter}');
      expect(logins).toBe(0);
    } finally {
      act(() => onlineManager.setOnline(true));
    }
    expect(submit).toBeEnabled();
    expect(screen.queryByTestId('offline-reason')).not.toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const { user } = renderPage(LoginPage, { path: '/login' });
    const password = await screen.findByLabelText('รหัสผ่าน');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'แสดงรหัสผ่าน' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('เบอร์โทรศัพท์')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('link', { name: 'สมัครสมาชิก' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'ลืมรหัสผ่าน?' })).toHaveAttribute('href', '/forgot');
  });
});
