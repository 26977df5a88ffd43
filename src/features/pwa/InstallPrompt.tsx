import { useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { InstallCard } from './InstallCard';
import { installDismissedAtom, installLaterAtom, useInstallOffer } from './install';

/** Not while playing, inside LINE, or in the middle of a deposit or withdrawal. */
const QUIET_PATHS = /^\/(play|liff|member\/(deposit|withdraw|payment))(\/|$)/;
/** Let the page settle first: the card never competes with the first paint. */
const INSTALL_PROMPT_DELAY_MS = 4000;

/**
 * Offers to install the site: Chromium's install dialog when it fired beforeinstallprompt, the
 * add-to-home-screen steps on iOS Safari. "ไม่ต้องแสดงอีก" hides it for good, the close button until
 * the next visit.
 */
export function InstallPrompt({ delayMs = INSTALL_PROMPT_DELAY_MS }: { delayMs?: number }) {
  const offer = useInstallOffer();
  const dismissed = useAtomValue(installDismissedAtom);
  const later = useAtomValue(installLaterAtom);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [settled, setSettled] = useState(delayMs === 0);
  useEffect(() => {
    if (settled) return;
    const id = setTimeout(() => setSettled(true), delayMs);
    return () => clearTimeout(id);
  }, [settled, delayMs]);
  if (!offer || dismissed || later || !settled || QUIET_PATHS.test(pathname)) return null;
  return <InstallCard offer={offer} />;
}
