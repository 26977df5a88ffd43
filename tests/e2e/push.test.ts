import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signInOperator } from './support/api';
import { launchBrowser, MOBILE, newPage } from './support/browser';
import { signIn } from './support/member';
import { freePort, type RunningServer, startServer } from './support/server';

const SHOTS = 'test-results/screens';
const require = createRequire(import.meta.url);

/**
 * web-push-testing's push service, in this process: it hands out subscriptions, checks each push's
 * VAPID signature against the subscription's key, decrypts it and keeps it for the test to read.
 */
async function startPushService(port: number) {
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js');
  const WebPushTestingServer = require('web-push-testing/src/server.js');
  const log = console.log;
  console.log = () => {};
  const service = new WebPushTestingServer(new PushApiModel(), port);
  service.startServer();
  console.log = log;
  const url = `http://localhost:${port}`;
  const call = async (path: string, body: unknown) =>
    (await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
  return {
    /** A subscription as a browser's push service makes one (endpoint, keys, and the service's clientHash). */
    subscribe: async (applicationServerKey: string) =>
      (await call('/subscribe', { userVisibleOnly: 'true', applicationServerKey })).data as {
        endpoint: string;
        keys: { p256dh: string; auth: string };
        clientHash: string;
      },
    messages: async (clientHash: string) => ((await call('/get-notifications', { clientHash })).data?.messages ?? []) as string[],
    stop: () => new Promise<void>((r) => (service._server as Server).close(() => r())),
  };
}

/**
 * The browser's PushManager, made to use web-push-testing (Chromium's own push service, Google's FCM,
 * is out of reach here): subscribe asks the test for a subscription at the stand-in service. The rest
 * is real: the service worker, the server's VAPID-signed and encrypted push, the notification.
 */
async function useTestPushService(
  page: Page,
  subscribe: (key: string) => Promise<{ endpoint: string; keys: { p256dh: string; auth: string } }>,
) {
  await page.exposeFunction('__pushSubscribe', subscribe);
  await page.addInitScript(() => {
    type Sub = { endpoint: string; keys: { p256dh: string; auth: string } };
    const w = window as unknown as { __pushSubscribe: (key: string) => Promise<Sub>; __pushSub: PushSubscription | null };
    const b64url = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const unb64 = (s: string) => Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    // Kept in sessionStorage: the browser's subscription outlives a page load, as a real one does.
    const KEPT = '__testPushSub';
    const make = (s: Sub & { key: string }) => {
      const key = unb64(s.key);
      return {
        endpoint: s.endpoint,
        expirationTime: null,
        options: { applicationServerKey: key.buffer, userVisibleOnly: true },
        toJSON: () => ({ endpoint: s.endpoint, expirationTime: null, keys: s.keys }),
        unsubscribe: async () => {
          w.__pushSub = null;
          sessionStorage.removeItem(KEPT);
          return true;
        },
      } as unknown as PushSubscription;
    };
    const kept = sessionStorage.getItem(KEPT);
    w.__pushSub = kept ? make(JSON.parse(kept)) : null;
    PushManager.prototype.subscribe = async (opts?: PushSubscriptionOptionsInit) => {
      const key = b64url(new Uint8Array(opts?.applicationServerKey as ArrayBuffer));
      const s = { ...(await w.__pushSubscribe(key)), key };
      sessionStorage.setItem(KEPT, JSON.stringify(s));
      w.__pushSub = make(s);
      return w.__pushSub;
    };
    PushManager.prototype.getSubscription = async () => w.__pushSub;
  });
}

describe('Web Push in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let operatorToken: string;
  let push: Awaited<ReturnType<typeof startPushService>>;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    push = await startPushService(await freePort());
    // The outbox is drained every second here (every 3 s by default).
    server = await startServer({ JOBS_TICK_MS: '500', PUSH_DRAIN_EVERY_MS: '500' });
    browser = await launchBrowser();
    operatorToken = await signInOperator(server);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await push?.stop();
  });

  it('the member opts in from the Thai prompt; a credited deposit is pushed, shown by the service worker and in the notice dialog', async () => {
    const page = await newPage(browser, MOBILE, server.url);
    const context: BrowserContext = page.context();
    await context.grantPermissions(['notifications'], { origin: server.url });
    const hashes: string[] = [];
    await useTestPushService(page, async (key) => {
      const s = await push.subscribe(key);
      hashes.push(s.clientHash);
      return { endpoint: s.endpoint, keys: s.keys };
    });
    await signIn(page);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));

    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('gw888.user') ?? '{}').access_token as string);
    const depositBySandbox = async (amount: number) => {
      const qr = await apiCall<{ reference: string }>(
        server,
        'POST',
        '/member/payment/generate_qr',
        { channel_id: 3, sub_channel_id: 1, amount },
        token,
      );
      expect(qr.error, qr.message).toBe(0);
      const paid = await apiCall(server, 'POST', `/admin/payments/sandbox/${qr.data?.reference}/pay`, {}, operatorToken);
      expect(paid.error, paid.message).toBe(0);
    };

    // Not on a first visit: nothing has happened yet that a push would tell.
    const prompt = page.getByRole('region', { name: 'เปิดการแจ้งเตือน' });
    await page.waitForTimeout(3_000);
    expect(await prompt.isVisible()).toBe(false);

    // The first deposit is the moment: back in the member area the prompt comes.
    await depositBySandbox(300);
    await page.goto('/member');
    await prompt.waitFor({ timeout: 20_000 });
    await page.screenshot({ path: `${SHOTS}/push-optin-375.png` });
    await prompt.getByRole('button', { name: 'เปิดการแจ้งเตือน' }).click();
    await page.getByText('เปิดการแจ้งเตือนแล้ว').waitFor();
    await expect.poll(() => hashes.length).toBe(1);
    const prefs = await apiCall<{ devices: number }>(server, 'GET', '/push/prefs', undefined, token);
    expect(prefs.data?.devices).toBe(1);

    // The profile's section shows this device on, with a switch per kind.
    await page.goto('/member/profile');
    const section = page.getByTestId('push-settings');
    await section.getByText('อุปกรณ์นี้รับการแจ้งเตือนอยู่').waitFor();
    for (const kind of ['ผลการถอนเงิน', 'เติมเงินเข้ากระเป๋า', 'โพยหวยถูกรางวัล', 'ผลหวยยี่กีรอบที่ร่วมยิงเลข', 'ประกาศจากเว็บ'])
      expect(await section.getByLabel(kind).isChecked()).toBe(true);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/push-profile-375.png` });

    // A deposit of 777 by PromptPay QR, paid by the sandbox gateway: the event that pushes.
    await depositBySandbox(777);

    // The server's job sent it to the push service, which checked the VAPID signature and decrypted it.
    await expect.poll(async () => (await push.messages(hashes[0])).length, { timeout: 20_000 }).toBe(1);
    const [raw] = await push.messages(hashes[0]);
    const payload = JSON.parse(raw);
    expect(Object.keys(payload).sort()).toEqual(['id', 'kind', 'title', 'url']);
    expect(payload).toMatchObject({ kind: 'deposit', url: '/member/statement', title: 'อัปเดตรายการฝากเงิน' });
    expect(raw).not.toContain('777');

    // The push service hands it to the browser: delivered to the service worker as Chromium would.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on(
        'ServiceWorker.workerRegistrationUpdated',
        (e: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
          const r = e.registrations.find((x) => x.scopeURL.startsWith(server.url) && !x.isDeleted);
          if (r) resolve(r.registrationId);
        },
      );
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: server.url, registrationId: await registrationId, data: raw });

    // The service worker fetched the detail (its endpoint proves the device) and showed the Thai text.
    const shown = async () =>
      page.evaluate(async () => {
        const reg = await navigator.serviceWorker.ready;
        return (await reg.getNotifications()).map((n) => ({ title: n.title, body: n.body }));
      });
    await expect.poll(shown, { timeout: 15_000 }).toEqual([{ title: 'เติมเงินสำเร็จ', body: 'ยอดฝาก 777.00 บาท เข้ากระเป๋าของท่านแล้ว' }]);

    // The open app put it in the notice dialog.
    const dialog = page.getByRole('dialog', { name: 'ประกาศสำคัญ' });
    await dialog.waitFor();
    await dialog.getByText('ยอดฝาก 777.00 บาท เข้ากระเป๋าของท่านแล้ว').waitFor();
    await page.screenshot({ path: `${SHOTS}/push-dialog-375.png` });
    await dialog.getByRole('button', { name: 'ปิด' }).click();

    // Logging out unsubscribes this device first: the server forgets it, the browser drops it.
    await page.goto('/member');
    const unsubscribed = page.waitForResponse((r) => r.url().endsWith('/api/push/subscribe') && r.request().method() === 'DELETE');
    await page.getByRole('button', { name: 'เปิดเมนูสมาชิก' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'ออกจากระบบ' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'ยืนยัน' }).click();
    expect((await (await unsubscribed).json()).data).toEqual({ removed: true });
    await page.getByText('ออกจากระบบสำเร็จ').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { __pushSub: unknown }).__pushSub)).toBeNull();
  });
});
