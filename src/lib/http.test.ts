import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authUserAtom, userInfoAtom } from '@/state/auth';
import { fail, ok, userInfoFixture } from '@/test/api';
import { createTestContext, MEMBER } from '@/test/render';
import { mockApi } from '@/test/server';
import { ApiError } from './api-error';
import { api, DEVICE_ID_KEY, setNavigator } from './http';

const server = mockApi();

let navigate: ReturnType<typeof vi.fn<(to: string) => void>>;
let store: ReturnType<typeof createTestContext>['store'];
beforeEach(() => {
  navigate = vi.fn<(to: string) => void>();
  setNavigator(navigate);
  store = createTestContext({ user: MEMBER, userInfo: userInfoFixture() }).store;
});

describe('HTTP client (docs/wire-format.md "Status codes")', () => {
  it('sends the Bearer token and answers the envelope, business failures included', async () => {
    let auth: string | null = null;
    server.use(
      http.get('/api/thing', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json(fail(1002, 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง'));
      }),
    );
    await expect(api.get('/thing')).resolves.toEqual({ error: 1002, message: 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง' });
    expect(auth).toBe('Bearer tok-member');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('goes to / on HTTP 400', async () => {
    server.use(http.get('/api/banner', () => HttpResponse.json(fail(4, 'คำขอนี้ไม่ใช่ของเว็บไซต์นี้'), { status: 400 })));
    const err = await api.get('/banner', { agent_code: 'OTHER1' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(400);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(store.get(authUserAtom)).toEqual(MEMBER);
  });

  it('clears the user and goes to /login on HTTP 401', async () => {
    server.use(http.get('/api/get_user_info', () => HttpResponse.json(fail(3, 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง'), { status: 401 })));
    const err = await api.get('/get_user_info').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('เซสชันหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง');
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(store.get(authUserAtom)).toBeNull();
    expect(store.get(userInfoAtom)).toBeNull();
  });

  it('leaves the user and the page alone on a 401 when the request opts out', async () => {
    server.use(http.post('/api/logout', () => HttpResponse.json(fail(3, 'เซสชันหมดอายุ'), { status: 401 })));
    await expect(api.post('/logout', {}, { skipAuthRedirect: true })).rejects.toMatchObject({ status: 401 });
    expect(navigate).not.toHaveBeenCalled();
    expect(store.get(authUserAtom)).toEqual(MEMBER);
  });

  it('answers the field errors of a 422 instead of throwing', async () => {
    server.use(
      http.post('/api/register', () =>
        HttpResponse.json({ error: 1, message: 'ข้อมูลไม่ถูกต้อง', data: { fields: { phone: 'x' } } }, { status: 422 }),
      ),
    );
    await expect(api.post('/register', {})).resolves.toMatchObject({ error: 1, data: { fields: { phone: 'x' } } });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('answers success data on error 0', async () => {
    server.use(http.get('/api/notifications', () => HttpResponse.json(ok([]))));
    await expect(api.get('/notifications')).resolves.toEqual({ error: 0, message: 'สำเร็จ', data: [] });
  });

  it("sends this device's random id on every call, kept in localStorage", async () => {
    localStorage.removeItem(DEVICE_ID_KEY);
    const seen: (string | null)[] = [];
    server.use(
      http.get('/api/thing', ({ request }) => {
        seen.push(request.headers.get('x-device-id'));
        return HttpResponse.json(ok(null));
      }),
      http.post('/api/login', ({ request }) => {
        seen.push(request.headers.get('x-device-id'));
        return HttpResponse.json(ok(null));
      }),
    );
    await api.get('/thing');
    await api.post('/login', {});
    expect(seen[0]).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(seen[1]).toBe(seen[0]);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(seen[0]);
    // Another device (another storage) gets another id.
    localStorage.removeItem(DEVICE_ID_KEY);
    await api.get('/thing');
    expect(seen[2]).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(seen[2]).not.toBe(seen[0]);
  });

  it('still sends one steady device id when storage is unavailable', async () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const seen: (string | null)[] = [];
    server.use(
      http.get('/api/thing', ({ request }) => {
        seen.push(request.headers.get('x-device-id'));
        return HttpResponse.json(ok(null));
      }),
    );
    try {
      await expect(api.get('/thing')).resolves.toMatchObject({ error: 0 });
      await api.get('/thing');
    } finally {
      getItem.mockRestore();
    }
    expect(seen[0]).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(seen[1]).toBe(seen[0]);
  });
});
