import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import type { SyncStorage } from 'jotai/vanilla/utils/atomWithStorage';
import { useSyncExternalStore } from 'react';
import { getInstallOffer, type InstallOffer, subscribeInstallOffer } from '@/lib/install-capture';
import { local, PREFIX } from '@/state/storage';

export {
  type BeforeInstallPromptEvent,
  captureInstallPrompt,
  getInstallOffer,
  type InstallOffer,
  isIosSafari,
  isStandalone,
  promptInstall,
} from '@/lib/install-capture';

export function useInstallOffer(): InstallOffer {
  return useSyncExternalStore(subscribeInstallOffer, getInstallOffer, () => null);
}

/** "ไม่ต้องแสดงอีก": the member never wants the install prompt again (on this device). */
export const installDismissedAtom = atomWithStorage<boolean>(`${PREFIX}installDismissed`, false, local as SyncStorage<boolean>, {
  getOnInit: true,
});
/** "ปิด": not now; it comes back at the next visit. */
export const installLaterAtom = atom(false);
