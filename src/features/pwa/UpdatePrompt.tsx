import { useState, useSyncExternalStore } from 'react';
import { isUpdateWaiting, subscribeUpdate } from '@/lib/pwa-update';
import { UpdateCard } from './UpdateCard';

/** Asks the member to move to a new version once the service worker has installed it. */
export function UpdatePrompt() {
  const waiting = useSyncExternalStore(subscribeUpdate, isUpdateWaiting, () => false);
  const [later, setLater] = useState(false);
  if (!waiting || later) return null;
  return <UpdateCard onLater={() => setLater(true)} />;
}
