import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * Whether the site can reach its server. 'offline': the browser says there is no network;
 * 'unreachable': the browser says online but the last request failed in transport (timeout, no
 * answer) and none has succeeded since. The query client reports both (src/lib/query.ts).
 */
export type Connectivity = 'online' | 'offline' | 'unreachable';

/** Why an action that needs the server is disabled while offline (show it beside the control). */
export const OFFLINE_REASON = 'ต้องเชื่อมต่ออินเทอร์เน็ตก่อนจึงจะทำรายการนี้ได้';

let unreachable = false;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** Called by the query client: a transport failure marks the server unreachable until a success. */
export function reportTransport(ok: boolean): void {
  if (unreachable === !ok) return;
  unreachable = !ok;
  emit();
}

/** Starts from what the browser knows: TanStack's online manager assumes online until an event says otherwise. */
export function syncOnlineState(): void {
  if (typeof navigator !== 'undefined' && typeof navigator.onLine === 'boolean') onlineManager.setOnline(navigator.onLine);
}

export function isOffline(): boolean {
  return !onlineManager.isOnline();
}

export function getConnectivity(): Connectivity {
  if (isOffline()) return 'offline';
  return unreachable ? 'unreachable' : 'online';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const stop = onlineManager.subscribe(() => {
    // Back online: give the server a fresh chance before saying it is unreachable again.
    if (onlineManager.isOnline()) unreachable = false;
    listener();
  });
  return () => {
    listeners.delete(listener);
    stop();
  };
}

export function useConnectivity(): Connectivity {
  return useSyncExternalStore(subscribe, getConnectivity, () => 'online');
}

/**
 * For a button that needs the server (deposit, withdraw, bet, launch a game, log in): disabled
 * while offline, with the Thai reason to show beside it.
 *
 *   const gate = useNetworkGate();
 *   <Button disabled={gate.disabled || busy}>ฝากเงิน</Button>
 *   {gate.reason && <Text color="fg.muted" fontSize="sm">{gate.reason}</Text>}
 */
export function useNetworkGate(): { disabled: boolean; reason: string | undefined } {
  const offline = useConnectivity() === 'offline';
  return { disabled: offline, reason: offline ? OFFLINE_REASON : undefined };
}
