import { atom } from 'jotai';

/** Modal dialogs, each with an open/closed flag (docs/product.md "Dialogs and fixed buttons"). */
export const notificationDialogAtom = atom(false);
export const eventDialogAtom = atom(false);
/** The member menu sheet / navigation drawer. */
export const drawerAtom = atom(false);

export type SelectedGame = { game_id: string; provider_id: string; sub_provider_id: string; source: string; is_demo: boolean };
export const selectedGameAtom = atom<SelectedGame | null>(null);

/**
 * The page loading bar (docs/product.md "Page loading bar"): 'loading' while a layout mounts or a route changes, 'failed'
 * (red) when a page fails. `seq` grows at every start so that the bar restarts from the left.
 */
type LoadingBarStatus = 'idle' | 'loading' | 'done' | 'failed';
export const loadingBarAtom = atom<{ status: LoadingBarStatus; seq: number }>({ status: 'idle', seq: 0 });

/** The logout confirm dialog (docs/product.md "Logout": a confirm dialog before the server call). */
export const logoutConfirmAtom = atom(false);

/** The promotion dialog (docs/product.md "Dialogs and fixed buttons"): the deposit pages' picker opens it. */
export const promotionDialogAtom = atom(false);

/**
 * The promotion chosen for the next deposit (docs/product.md "Dialogs and fixed buttons"), mirroring the server's
 * choice (docs/promotions.md: POST /api/promotion/choose keeps it, the next credited deposit uses it):
 * null until known; `promotion_id` null = "ไม่รับโปรโมชั่น".
 */
export type SelectedPromotion = { promotion_id: number | null; title: string };
export const selectedPromotionAtom = atom<SelectedPromotion | null>(null);
