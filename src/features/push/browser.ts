import { pushApi } from './api';

/**
 * This browser's side of Web Push: whether it can, its subscription, and turning it on and off. The
 * service worker is told the endpoint the server knows (it names it to read a push's detail).
 */

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

export function permission(): NotificationPermission | 'unsupported' {
  return pushSupported() ? Notification.permission : 'unsupported';
}

/** The service worker's registration, or undefined when none becomes ready in time (development, blocked workers). */
async function registration(waitMs = 5_000): Promise<ServiceWorkerRegistration | undefined> {
  if (!pushSupported()) return undefined;
  const timeout = new Promise<undefined>((r) => setTimeout(() => r(undefined), waitMs));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

export async function currentSubscription(waitMs?: number): Promise<PushSubscription | null> {
  const reg = await registration(waitMs);
  return (await reg?.pushManager.getSubscription()) ?? null;
}

function tellWorker(reg: ServiceWorkerRegistration, endpoint: string) {
  (reg.active ?? navigator.serviceWorker.controller)?.postMessage({ type: 'PUSH_ENDPOINT', endpoint });
}

/** The VAPID public key as the browser takes it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

export type EnableOutcome = 'on' | 'denied' | 'unsupported' | 'failed';

/** Asks the permission (from a tap), subscribes this browser and stores the subscription for the member. */
export async function enablePush(): Promise<EnableOutcome> {
  if (!pushSupported()) return 'unsupported';
  const granted = Notification.permission === 'granted' || (await Notification.requestPermission()) === 'granted';
  if (!granted) return 'denied';
  try {
    const reg = await registration();
    if (!reg) return 'unsupported';
    const key = await pushApi.key();
    let sub = await reg.pushManager.getSubscription();
    // A subscription made with another key (the server's keys changed) cannot be used: make a new one.
    const current = sub?.options.applicationServerKey;
    if (sub && current && btoa(String.fromCharCode(...new Uint8Array(current))) !== btoa(String.fromCharCode(...keyBytes(key)))) {
      await sub.unsubscribe();
      sub = null;
    }
    sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) });
    const json = sub.toJSON();
    await pushApi.subscribe({
      endpoint: sub.endpoint,
      expirationTime: sub.expirationTime,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    });
    tellWorker(reg, sub.endpoint);
    return 'on';
  } catch (err) {
    console.error('[push] subscribe failed', err);
    return 'failed';
  }
}

/**
 * Turns pushes off on this browser: the server forgets the endpoint, the browser drops the
 * subscription. Used at logout too, so the next member of a shared phone gets none of them; it never
 * throws and gives up after a few seconds (logging out must not wait on it).
 */
export async function disablePush(waitMs = 3_000): Promise<void> {
  try {
    const reg = await registration(waitMs);
    const sub = await reg?.pushManager.getSubscription();
    if (!reg || !sub) return;
    await pushApi.unsubscribe(sub.endpoint).catch((err) => console.error('[push] unsubscribe call failed', err));
    await sub.unsubscribe();
    tellWorker(reg, '');
  } catch (err) {
    console.error('[push] unsubscribe failed', err);
  }
}
