import { cleanup, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHEET_SPACE_VAR } from '@/components/DockedSheet';
import { renderPage } from '@/test/render';
import { mockApi } from '@/test/server';
import { PushOptIn } from './PushOptIn';
import { PushSettings } from './PushSettings';
import { saidLater } from './state';

const server = mockApi();
const member = { access_token: 'tok', username: '0812345678', vip_level: 1 };
const prefsData = (offer: boolean, over: Record<string, boolean> = {}) => ({
  error: 0,
  message: 'สำเร็จ',
  data: { prefs: { withdrawal: true, deposit: true, lotto_win: true, yeekee: true, announcement: true, ...over }, devices: 0, offer },
});

/** A browser that can receive pushes (jsdom has no PushManager): permission as given, no subscription yet. */
function browserWithPush(permission: NotificationPermission = 'default') {
  const registration = { pushManager: { getSubscription: vi.fn(async () => null) }, active: null };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission, requestPermission: vi.fn(async () => permission) });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), addEventListener: vi.fn(), removeEventListener: vi.fn(), controller: null },
  });
}

beforeEach(() => browserWithPush());
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the push opt-in prompt', () => {
  it('stays away until the server says a moment has come (no deposit or bill yet)', async () => {
    let asked = 0;
    server.use(
      http.get('/api/push/prefs', () => {
        asked += 1;
        return HttpResponse.json(prefsData(false));
      }),
    );
    renderPage(PushOptIn, { path: '/member', user: member });
    await waitFor(() => expect(asked).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: 'เปิดการแจ้งเตือน' })).not.toBeInTheDocument();
  });

  it('offers pushes in Thai after the moment, and remembers "ไม่ใช่ตอนนี้" for the member', async () => {
    server.use(http.get('/api/push/prefs', () => HttpResponse.json(prefsData(true))));
    const first = renderPage(PushOptIn, { path: '/member', user: member });
    const prompt = await screen.findByRole('region', { name: 'เปิดการแจ้งเตือน' });
    expect(prompt).toHaveTextContent('รับการแจ้งเตือนจากเรา');
    // A docked sheet (components/DockedSheet): it keeps its own space at the page's end while it shows.
    expect(prompt).toHaveAttribute('data-docked-sheet');
    expect(document.documentElement.style.getPropertyValue(SHEET_SPACE_VAR)).not.toBe('');
    // It takes taps once armed (a tap already on its way went to the page).
    await waitFor(() => expect(prompt).toHaveAttribute('data-armed', 'true'));
    await first.user.click(screen.getByRole('button', { name: 'ไม่ใช่ตอนนี้' }));
    expect(screen.queryByRole('region', { name: 'เปิดการแจ้งเตือน' })).not.toBeInTheDocument();
    // Kept per member on this device: the prompt does not come back for them.
    expect(saidLater(member.username)).toBe(true);
    expect(saidLater('0899999999')).toBe(false);
    // Gone, and its space with it.
    expect(document.documentElement.style.getPropertyValue(SHEET_SPACE_VAR)).toBe('');
  });

  it('closes with its close button too, remembered like "ไม่ใช่ตอนนี้"', async () => {
    server.use(http.get('/api/push/prefs', () => HttpResponse.json(prefsData(true))));
    const { user } = renderPage(PushOptIn, { path: '/member', user: member });
    const prompt = await screen.findByRole('region', { name: 'เปิดการแจ้งเตือน' });
    await waitFor(() => expect(prompt).toHaveAttribute('data-armed', 'true'));
    await user.click(screen.getByRole('button', { name: 'ปิด' }));
    expect(screen.queryByRole('region', { name: 'เปิดการแจ้งเตือน' })).not.toBeInTheDocument();
    expect(saidLater(member.username)).toBe(true);
  });

  it('never offers when the browser refused notifications', async () => {
    vi.unstubAllGlobals();
    browserWithPush('denied');
    let asked = 0;
    server.use(
      http.get('/api/push/prefs', () => {
        asked += 1;
        return HttpResponse.json(prefsData(true));
      }),
    );
    renderPage(PushOptIn, { path: '/member', user: member });
    await new Promise((r) => setTimeout(r, 300));
    expect(asked).toBe(0);
    expect(screen.queryByRole('region', { name: 'เปิดการแจ้งเตือน' })).not.toBeInTheDocument();
  });
});

describe("the profile's notification settings", () => {
  it('shows each kind and saves a change', async () => {
    let body: unknown;
    server.use(
      http.get('/api/push/prefs', () => HttpResponse.json(prefsData(true))),
      http.put('/api/push/prefs', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(prefsData(true, { deposit: false }));
      }),
    );
    const { user } = renderPage(PushSettings, { path: '/member/profile', user: member });
    await screen.findByText('อุปกรณ์นี้ยังไม่รับการแจ้งเตือน');
    const deposit = await screen.findByLabelText('เติมเงินเข้ากระเป๋า');
    await waitFor(() => expect(deposit).toBeEnabled());
    expect(deposit).toBeChecked();
    await user.click(screen.getByText('เติมเงินเข้ากระเป๋า'));
    await waitFor(() => expect(body).toEqual({ deposit: false }));
    await waitFor(() => expect(screen.getByLabelText('เติมเงินเข้ากระเป๋า')).not.toBeChecked());
    expect(screen.getByLabelText('ผลการถอนเงิน')).toBeChecked();
    expect(screen.getByRole('button', { name: 'เปิดการแจ้งเตือนบนอุปกรณ์นี้' })).toBeInTheDocument();
  });
});
