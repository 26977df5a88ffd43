import { useAtomValue } from 'jotai';
import { lazy } from 'react';
import { loadGameLauncher } from '@/features/games';
import { useReopenNotices } from '@/features/pwa';
import { isLoggedInAtom } from '@/state/auth';
import { drawerAtom, eventDialogAtom, logoutConfirmAtom, notificationDialogAtom, selectedGameAtom } from '@/state/ui';
import { LazyWhenOpen } from './LazyWhenOpen';

const NotificationDialog = lazy(() => import('./NotificationDialog'));
const EventDialog = lazy(() => import('./EventDialog'));
// The game bottom sheet (SPEC section 2) is the games feature's launcher.
const GameSheet = lazy(() => loadGameLauncher().then((m) => ({ default: m.GameLauncher })));
const MemberMenu = lazy(() => import('../member/MemberMenu'));
const LogoutConfirm = lazy(() => import('../member/LogoutConfirm'));

/**
 * The default layout's dialogs, each loaded the first time its flag opens it: notifications (the
 * login page sets notificationDialogAtom when there are notices, and reopening the app opens it on
 * notices the member has not seen), events, the game sheet, and for members the member menu sheet
 * and the logout confirm.
 */
export function ShellDialogs() {
  useReopenNotices();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const notices = useAtomValue(notificationDialogAtom);
  const events = useAtomValue(eventDialogAtom);
  const game = useAtomValue(selectedGameAtom);
  const menu = useAtomValue(drawerAtom);
  const confirm = useAtomValue(logoutConfirmAtom);
  return (
    <>
      <LazyWhenOpen open={notices} component={NotificationDialog} />
      <LazyWhenOpen open={events} component={EventDialog} />
      <LazyWhenOpen open={game !== null} component={GameSheet} />
      <LazyWhenOpen open={loggedIn && menu} component={MemberMenu} />
      <LazyWhenOpen open={loggedIn && confirm} component={LogoutConfirm} />
    </>
  );
}
