import { useAtomValue } from 'jotai';
import { lazy } from 'react';
import { loadGameLauncher } from '@/features/games';
import { loadPromotionDialog } from '@/features/promotions';
import { PushOptIn, usePushMessages } from '@/features/push';
import { useReopenNotices } from '@/features/pwa';
import { isLoggedInAtom } from '@/state/auth';
import { drawerAtom, eventDialogAtom, logoutConfirmAtom, notificationDialogAtom, promotionDialogAtom, selectedGameAtom } from '@/state/ui';
import { LazyWhenOpen } from './LazyWhenOpen';

const NotificationDialog = lazy(() => import('./NotificationDialog'));
const EventDialog = lazy(() => import('./EventDialog'));
// The game bottom sheet (docs/product.md "Game launcher") is the games feature's launcher.
const GameSheet = lazy(() => loadGameLauncher().then((m) => ({ default: m.GameLauncher })));
const MemberMenu = lazy(() => import('../member/MemberMenu'));
const LogoutConfirm = lazy(() => import('../member/LogoutConfirm'));
// The promotion dialog (docs/product.md "Promotion dialog and the other dialogs"); the payment layout's pages mount it themselves (features/promotions PromotionDialogSlot).
const PromotionDialog = lazy(loadPromotionDialog);

/**
 * The default layout's dialogs, each loaded the first time its flag opens it: notifications (the
 * login page sets notificationDialogAtom when there are notices, and reopening the app opens it on
 * notices the member has not seen), events, the game sheet, and for members the member menu sheet
 * and the logout confirm, and the promotion dialog.
 */
export function ShellDialogs() {
  useReopenNotices();
  usePushMessages();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const notices = useAtomValue(notificationDialogAtom);
  const events = useAtomValue(eventDialogAtom);
  const game = useAtomValue(selectedGameAtom);
  const menu = useAtomValue(drawerAtom);
  const confirm = useAtomValue(logoutConfirmAtom);
  const promotion = useAtomValue(promotionDialogAtom);
  return (
    <>
      <LazyWhenOpen open={notices} component={NotificationDialog} />
      <LazyWhenOpen open={events} component={EventDialog} />
      <LazyWhenOpen open={game !== null} component={GameSheet} />
      <LazyWhenOpen open={loggedIn && menu} component={MemberMenu} />
      <LazyWhenOpen open={loggedIn && confirm} component={LogoutConfirm} />
      <LazyWhenOpen open={loggedIn && promotion} component={PromotionDialog} />
      {loggedIn && <PushOptIn />}
    </>
  );
}
