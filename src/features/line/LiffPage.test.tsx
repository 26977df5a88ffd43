import { Errors } from '@contract/errors';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authUserAtom } from '@/state/auth';
import { fail, ok, shellHandlers } from '@/test/api';
import { renderApp } from '@/test/render';
import { mockApi } from '@/test/server';
import type { LiffOpen } from './liff-client';

/** LIFF itself is played here (the browser test runs the real SDK with @line/liff-mock). */
const liff = vi.hoisted(() => ({ open: { inClient: false } as LiffOpen, calls: 0 }));
vi.mock('./liff-client', () => ({
  openLiff: async () => {
    liff.calls += 1;
    return liff.open;
  },
}));
const inLine = (token = 'line-id-token') => ({ inClient: true as const, idToken: () => token });

const session = { access_token: 'tok-line', token_type: 'Bearer', expires_at: '2026-12-31T00:00:00Z', username: '0812345678' };
const bodies: Record<string, unknown[]> = {};
const record = (key: string, body: unknown) => {
  bodies[key] = [...(bodies[key] ?? []), body];
};

const server = mockApi(
  ...shellHandlers,
  http.get('/api/line/config', () => HttpResponse.json(ok({ liff_id: '1650000001-AbCd', mock: false }))),
  // The money pages' own calls: their content is their own tests' business, here only that they open.
  http.get('/api/member/payment/channels', () => HttpResponse.json(ok({ channels: [] }))),
  http.get('/api/member/limits', () => HttpResponse.json(fail(5, 'ไม่พบข้อมูลที่ต้องการ'))),
  http.get('/api/member/withdraw/info', () => HttpResponse.json(fail(5, 'ไม่พบข้อมูลที่ต้องการ'))),
  http.get('/api/member/withdraw/list', () => HttpResponse.json(fail(5, 'ไม่พบข้อมูลที่ต้องการ'))),
);

const loginAnswers = (answer: object) =>
  server.use(
    http.post('/api/line/login', async ({ request }) => {
      record('login', await request.json());
      return HttpResponse.json(answer);
    }),
  );

beforeEach(() => {
  liff.open = { inClient: false };
  liff.calls = 0;
  for (const k of Object.keys(bodies)) delete bodies[k];
});
afterEach(() => cleanup());

describe('LIFF pages', () => {
  it('signs a linked LINE user in by the id token and shows the deposit page in the liff layout, without header or footer', async () => {
    liff.open = inLine();
    loginAnswers(ok(session));
    const { store, container } = renderApp('/liff/deposit');
    expect(await screen.findByRole('heading', { name: 'ฝากเงิน' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(bodies.login).toEqual([{ id_token: 'line-id-token' }]);
    expect(store.get(authUserAtom)).toMatchObject({ access_token: 'tok-line', username: '0812345678' });
    expect(container.querySelector('[data-layout="liff"]')).not.toBeNull();
    expect(container.querySelector('header')).toBeNull();
    expect(container.querySelector('footer')).toBeNull();
  });

  it('shows an unlinked LINE user the Thai state and the link form, links with phone and password, then shows the page', async () => {
    liff.open = inLine();
    loginAnswers(fail(Errors.LINE_NOT_LINKED.code, Errors.LINE_NOT_LINKED.message));
    server.use(
      http.post('/api/line/link', async ({ request }) => {
        record('link', await request.json());
        return HttpResponse.json(ok(session));
      }),
    );
    const { user, store } = renderApp('/liff/withdraw');
    expect(await screen.findByRole('heading', { name: 'เชื่อมบัญชี LINE' })).toBeInTheDocument();
    expect(screen.getByText(/บัญชี LINE นี้ยังไม่ได้เชื่อมกับสมาชิก/)).toBeInTheDocument();
    expect(store.get(authUserAtom)).toBeNull();

    await user.type(screen.getByLabelText('เบอร์โทรศัพท์'), '081-234-5678');
    await user.type(screen.getByLabelText('รหัสผ่าน'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'เชื่อมบัญชีและเข้าสู่ระบบ' }));

    await waitFor(() => expect(store.get(authUserAtom)).toMatchObject({ access_token: 'tok-line' }));
    expect(bodies.link).toEqual([{ id_token: 'line-id-token', phone: '0812345678', password: 'secret123', agent_code: 'GOLD888' }]);
    expect(await screen.findByRole('heading', { name: 'ถอนเงิน' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('shows the Thai refusal beside the form when the password is wrong', async () => {
    liff.open = inLine();
    loginAnswers(fail(Errors.LINE_NOT_LINKED.code, Errors.LINE_NOT_LINKED.message));
    server.use(http.post('/api/line/link', () => HttpResponse.json(fail(Errors.BAD_CREDENTIALS.code, Errors.BAD_CREDENTIALS.message))));
    const { user, store } = renderApp('/liff/deposit');
    await user.type(await screen.findByLabelText('เบอร์โทรศัพท์'), '0812345678');
    await user.type(screen.getByLabelText('รหัสผ่าน'), 'wrong1234');
    await user.click(screen.getByRole('button', { name: 'เชื่อมบัญชีและเข้าสู่ระบบ' }));
    expect(await screen.findByText(Errors.BAD_CREDENTIALS.message)).toBeInTheDocument();
    expect(store.get(authUserAtom)).toBeNull();
  });

  it('shows a refused token in Thai with a way to try again', async () => {
    liff.open = inLine('expired');
    loginAnswers(fail(Errors.LINE_TOKEN_EXPIRED.code, Errors.LINE_TOKEN_EXPIRED.message));
    renderApp('/liff/deposit');
    expect(await screen.findByRole('alert')).toHaveTextContent(Errors.LINE_TOKEN_EXPIRED.message);
    expect(screen.getByRole('button', { name: 'ลองใหม่อีกครั้ง' })).toBeInTheDocument();
  });

  it.each([
    ['/liff/deposit', '/member/deposit'],
    ['/liff/results', '/lotto/results'],
    ['/liff/register', '/register'],
  ])('opens %s outside LINE as the normal page %s', async (url, normal) => {
    liff.open = { inClient: false };
    const { router } = renderApp(url);
    await waitFor(() => expect(router.state.location.pathname).toBe(normal));
    expect(bodies.login).toBeUndefined();
  });

  it('shows the registration inside LINE to an unlinked LINE user, with the link form one tap away', async () => {
    liff.open = inLine();
    loginAnswers(fail(Errors.LINE_NOT_LINKED.code, Errors.LINE_NOT_LINKED.message));
    const { container } = renderApp('/liff/register');
    expect(await screen.findByRole('heading', { name: 'สมัครสมาชิก' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'เชื่อมบัญชี LINE กับสมาชิก' })).toHaveAttribute('href', '/liff/deposit');
    expect(container.querySelector('header')).toBeNull();
  });

  it('sends a LINE user who is already a member from register to the deposit page, signed in', async () => {
    liff.open = inLine();
    loginAnswers(ok(session));
    const { router, store } = renderApp('/liff/register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/liff/deposit'));
    expect(await screen.findByRole('heading', { name: 'ฝากเงิน' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(store.get(authUserAtom)).toMatchObject({ access_token: 'tok-line' });
  });
});
