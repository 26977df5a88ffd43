import { useQueryClient } from '@tanstack/react-query';
import { atom, useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { notificationsQuery } from '@/features/agent';
import { authUserAtom } from '@/state/auth';
import { PREFIX } from '@/state/storage';
import type { appStore } from '@/state/store';
import { notificationDialogAtom } from '@/state/ui';

/** Back in the foreground after this long counts as reopening the app. */
export const REOPEN_AFTER_MS = 30 * 60 * 1000;
/** Notice ids remembered per member (the newest are kept). */
const SEEN_LIMIT = 200;

type Store = typeof appStore;
type SeenNotices = Record<string, number[]>;

/**
 * The notices each member has seen, by notice id, kept in localStorage per username so that a
 * shared phone does not hide one member's notices from another. Read at each check (another tab
 * may have shown a notice since).
 */
const SEEN_KEY = `${PREFIX}seenNotices`;

function readSeen(): SeenNotices {
  try {
    const value = JSON.parse(localStorage.getItem(SEEN_KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as SeenNotices) : {};
  } catch {
    return {};
  }
}

function seenNoticeIds(user: string): Set<number> {
  const ids = readSeen()[user];
  return new Set(Array.isArray(ids) ? ids : []);
}

function markNoticeSeen(user: string, id: number): void {
  const all = readSeen();
  const mine = Array.isArray(all[user]) ? all[user] : [];
  if (mine.includes(id)) return;
  try {
    localStorage.setItem(SEEN_KEY, JSON.stringify({ ...all, [user]: [...mine, id].slice(-SEEN_LIMIT) }));
  } catch {
    // Storage full or blocked: the notice may show again at the next launch.
  }
}

/** The notices the open dialog shows: null for all of them (after login), else these ids (on reopen). */
export const noticeSelectionAtom = atom<number[] | null>(null);

/** A reopen check is due: at launch, and after the app comes back from REOPEN_AFTER_MS or more away. */
const reopenDueAtom = atom(true);

/** The dialog marks each notice it shows as seen by the signed-in member. */
export const markNoticeSeenAtom = atom(null, (get, _set, id: number) => {
  const user = get(authUserAtom)?.username;
  if (user) markNoticeSeen(user, id);
});

/** Watches the page's visibility for the whole session (any layout): a long absence makes a check due. */
export function watchReopen(store: Store, now: () => number = Date.now): () => void {
  let hiddenAt: number | null = document.visibilityState === 'hidden' ? now() : null;
  const onChange = () => {
    if (document.visibilityState === 'hidden') {
      hiddenAt ??= now();
      return;
    }
    if (hiddenAt !== null && now() - hiddenAt >= REOPEN_AFTER_MS) store.set(reopenDueAtom, true);
    hiddenAt = null;
  };
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/**
 * In the layouts that have the notification dialog: when a reopen check is due and a member is
 * signed in, loads the notices (fresh when online) and opens the dialog on those the member has not
 * seen yet. A check is used up even for a visitor: logging in opens the dialog by itself.
 */
export function useReopenNotices(): void {
  const store = useStore();
  const queryClient = useQueryClient();
  const due = useAtomValue(reopenDueAtom);
  useEffect(() => {
    if (!due) return;
    store.set(reopenDueAtom, false);
    const user = store.get(authUserAtom)?.username;
    if (!user || store.get(notificationDialogAtom)) return;
    void queryClient
      .fetchQuery({ ...notificationsQuery, staleTime: 0 })
      .catch(() => queryClient.getQueryData(notificationsQuery.queryKey) ?? [])
      .then((notices) => {
        // The member may have logged out, or another dialog opened, while the notices loaded.
        if (store.get(authUserAtom)?.username !== user || store.get(notificationDialogAtom)) return;
        const seen = seenNoticeIds(user);
        const unseen = notices.filter((n) => !seen.has(n.id)).map((n) => n.id);
        if (unseen.length === 0) return;
        store.set(noticeSelectionAtom, unseen);
        store.set(notificationDialogAtom, true);
      });
  }, [due, store, queryClient]);
}
