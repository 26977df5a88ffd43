import { useNavigate } from '@tanstack/react-router';
import { useStore } from 'jotai';
import { useEffect } from 'react';
import { noticeSelectionAtom } from '@/features/pwa';
import { notificationDialogAtom } from '@/state/ui';
import { pushNoticesAtom } from './state';

/** What the service worker posts (sw/push.ts): a push that arrived, or one the member tapped. */
export type PushMessage = {
  type: 'PUSH' | 'PUSH_OPEN';
  kind: string;
  id: number | null;
  url: string;
  title: string;
  body: string;
  notice_id: number | null;
};

function isPushMessage(data: unknown): data is PushMessage {
  const m = data as PushMessage | null;
  return !!m && (m.type === 'PUSH' || m.type === 'PUSH_OPEN') && typeof m.title === 'string' && typeof m.url === 'string';
}

const NOTICE_PARAM = /[?&]notice=(\d{1,12})(?:&|$)/;

/**
 * In the layouts with the notice dialog: a push arriving while the app is open is added to the
 * dialog's notices and opened there (an announcement opens its notice); a tapped push routes the
 * open app to its page; an app opened by a tapped announcement (`/?notice=<id>`) opens that notice.
 */
export function usePushMessages(): void {
  const store = useStore();
  const navigate = useNavigate();
  useEffect(() => {
    const show = (selection: number[]) => {
      store.set(noticeSelectionAtom, selection);
      store.set(notificationDialogAtom, true);
    };
    const opened = NOTICE_PARAM.exec(window.location.search);
    if (opened) {
      show([Number(opened[1])]);
      void navigate({ to: window.location.pathname, search: {}, replace: true });
    }
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      if (!isPushMessage(event.data)) return;
      const m = event.data;
      if (m.type === 'PUSH_OPEN') {
        if (m.notice_id !== null) show([m.notice_id]);
        else void navigate({ to: m.url.split('?')[0] });
        return;
      }
      if (m.notice_id !== null) return show([m.notice_id]);
      if (m.id === null) return;
      const id = -m.id;
      const notice = { id, type: 1, image: '', title: m.title, description: m.body, created_at: new Date().toISOString() };
      store.set(pushNoticesAtom, (all) => [notice, ...all.filter((n) => n.id !== id)].slice(0, 20));
      show([id]);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [store, navigate]);
}
