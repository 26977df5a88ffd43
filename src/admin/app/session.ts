import type { AdminLoginData, AdminRole } from '@contract/admin';
import { useSyncExternalStore } from 'react';

/** The signed-in operator: the token and what the menu needs (role, name), with the session's end. */
export type OperatorSession = Pick<AdminLoginData, 'access_token' | 'role' | 'display_name' | 'expires_at'> & { username: string };

/**
 * Kept in sessionStorage (per tab, gone when the tab closes), never localStorage: an operator token
 * reaches every member, so it should not outlive the browser tab it was typed into.
 */
const KEY = 'gw-admin-session';
const listeners = new Set<() => void>();
let current: OperatorSession | null | undefined;

function read(): OperatorSession | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const s = raw ? (JSON.parse(raw) as OperatorSession) : null;
    // A session past its end is no session (the server would answer 401 anyway).
    return s && Date.parse(s.expires_at) > Date.now() ? s : null;
  } catch {
    return null;
  }
}

export function getSession(): OperatorSession | null {
  if (current === undefined) current = read();
  return current;
}

export function setSession(s: OperatorSession | null): void {
  current = s;
  try {
    if (s) sessionStorage.setItem(KEY, JSON.stringify(s));
    else sessionStorage.removeItem(KEY);
  } catch {}
  for (const l of listeners) l();
}

/** Forgets the cached copy (tests start each case from sessionStorage). */
export function resetSessionCache(): void {
  current = undefined;
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
