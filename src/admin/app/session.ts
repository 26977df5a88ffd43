import type { AdminLoginData, AdminRole } from '@contract/admin';
import { useSyncExternalStore } from 'react';

/** The signed-in operator: the token and what the menu needs (role, name), with the session's end. */
export type OperatorSession = Pick<AdminLoginData, 'access_token' | 'role' | 'display_name' | 'expires_at'> & { username: string };

/** Each role's Thai name (the header's badge, the no-permission page). */
export const ROLE_NAMES: Record<AdminRole, string> = { admin: 'ผู้ดูแลระบบ', finance: 'การเงิน', support: 'ฝ่ายบริการสมาชิก' };

/**
 * Kept in localStorage, so every tab of the browser shares one sign-in (an operator opening a
 * member or a withdrawal in a new tab is not asked again). It still ends: at sign-out (in every tab:
 * the others hear the `storage` event), when the server answers 401 (expired or revoked: http.ts),
 * and at `expires_at` (the server's 12-hour end), after which it is no session and is removed.
 * docs/security.md "Operator sessions in the browser" has the reasons.
 */
export const SESSION_KEY = 'gw-admin-session';
const listeners = new Set<() => void>();
let current: OperatorSession | null | undefined;

function parse(raw: string | null): OperatorSession | null {
  try {
    const s = raw ? (JSON.parse(raw) as OperatorSession) : null;
    return s && typeof s.access_token === 'string' ? s : null;
  } catch {
    return null;
  }
}

const live = (s: OperatorSession | null) => (s && Date.parse(s.expires_at) > Date.now() ? s : null);

function read(): OperatorSession | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(SESSION_KEY);
  } catch {}
  const s = parse(raw);
  // A session past its end is no session (the server would answer 401 anyway): forget it.
  if (s && !live(s)) write(null);
  return live(s);
}

function write(s: OperatorSession | null): void {
  try {
    if (s) localStorage.setItem(SESSION_KEY, JSON.stringify(s));
    else localStorage.removeItem(SESSION_KEY);
  } catch {}
}

const notify = () => {
  for (const l of listeners) l();
};

export function getSession(): OperatorSession | null {
  // Read once per page load; after that the server's 401 ends an expired session (http.ts).
  if (current === undefined) current = read();
  return current;
}

export function setSession(s: OperatorSession | null): void {
  current = s;
  write(s);
  notify();
}

/** Forgets the cached copy (tests start each case from localStorage). */
export function resetSessionCache(): void {
  current = undefined;
}

/**
 * Another tab signed in, signed out, or was told by the server that the session ended: this tab
 * takes the same session (or none) and tells its listeners. `onChange` gets the new session.
 */
export function followOtherTabs(onChange: (s: OperatorSession | null, before: OperatorSession | null) => void): () => void {
  const handler = (e: StorageEvent) => {
    // `key` null: the whole storage was cleared (the browser's "clear site data").
    if (e.storageArea !== localStorage || (e.key !== SESSION_KEY && e.key !== null)) return;
    const before = current ?? null;
    const next = live(parse(e.key === null ? null : e.newValue));
    if ((before?.access_token ?? null) === (next?.access_token ?? null)) return;
    current = next;
    notify();
    onChange(next, before);
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}

export function useSession(): OperatorSession | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getSession,
    getSession,
  );
}

/** 'admin' may do everything; other roles only what a page lists. */
export function allows(role: AdminRole | undefined, roles: readonly AdminRole[]): boolean {
  return role === 'admin' || (role !== undefined && roles.includes(role));
}
