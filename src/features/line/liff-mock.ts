import type { Liff } from '@line/liff';
import { LiffMockPlugin } from '@line/liff-mock';
import { lineApi } from './api';

/**
 * @line/liff-mock for tests and servers without a LIFF id (docs/line.md "Tests"): liff.init runs
 * the mock, and liff.getIDToken() answers a token the server signed for the mock's LINE user, so the
 * sign-in goes through the real verification. The LINE user is kept in localStorage (a browser test
 * sets it; otherwise one is made per device); inClient: false plays a normal browser.
 */
export const LIFF_MOCK_KEY = 'liff-mock';
export type MockLineUser = { sub: string; name: string; inClient: boolean };

type MockedLiff = Liff & { $mock: { set: (fn: (prev: Record<string, unknown>) => Record<string, unknown>) => void } };

function newUser(): MockLineUser {
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  return { sub: `U${hex}`, name: 'ผู้ใช้ LINE ทดสอบ', inClient: true };
}

export function mockLineUser(): MockLineUser {
  try {
    const stored = JSON.parse(localStorage.getItem(LIFF_MOCK_KEY) ?? 'null') as Partial<MockLineUser> | null;
    if (stored && typeof stored.sub === 'string' && stored.sub !== '') {
      return { sub: stored.sub, name: stored.name ?? 'ผู้ใช้ LINE ทดสอบ', inClient: stored.inClient !== false };
    }
    const user = newUser();
    localStorage.setItem(LIFF_MOCK_KEY, JSON.stringify(user));
    return user;
  } catch {
    return newUser();
  }
}

/** Installs the mock on `liff` (before its init with { mock: true }) playing the stored LINE user. */
export async function installLiffMock(liff: Liff): Promise<void> {
  const user = mockLineUser();
  const idToken = user.inClient ? await lineApi.testIdToken(user.sub, user.name) : null;
  liff.use(new LiffMockPlugin());
  (liff as MockedLiff).$mock.set((prev) => ({
    ...prev,
    isInClient: user.inClient,
    isLoggedIn: user.inClient,
    getIDToken: idToken,
    getProfile: { userId: user.sub, displayName: user.name },
  }));
}
