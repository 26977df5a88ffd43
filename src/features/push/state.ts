import type { Notification } from '@contract/agent';
import { atom } from 'jotai';
import { PREFIX } from '@/state/storage';

/**
 * Pushes that arrived while the app was open, shown in the notice dialog before the agent's notices.
 * Their ids are negative (minus the push's id) so they never meet a notice's id or the seen-notices list.
 */
export const pushNoticesAtom = atom<Notification[]>([]);

const LATER_KEY = `${PREFIX}pushLater`;

/** Members (by username) who answered "ไม่ใช่ตอนนี้": the prompt does not come back (the profile still offers it). */
export function saidLater(user: string): boolean {
  try {
    const v = JSON.parse(localStorage.getItem(LATER_KEY) ?? '[]');
    return Array.isArray(v) && v.includes(user);
  } catch {
    return false;
  }
}

export function rememberLater(user: string): void {
  try {
    const v = JSON.parse(localStorage.getItem(LATER_KEY) ?? '[]');
    const list: string[] = Array.isArray(v) ? v : [];
    if (!list.includes(user)) localStorage.setItem(LATER_KEY, JSON.stringify([...list, user].slice(-50)));
  } catch {
    // storage blocked: the prompt may come back next time
  }
}
