import { atom } from 'jotai';

/** Modal dialogs, each with an open/closed flag (SPEC section 2 "Other dialogs"). */
export const promotionDialogAtom = atom(false);
export const notificationDialogAtom = atom(false);
export const depositDialogAtom = atom(false);
export const loginDialogAtom = atom(false);
export const registerDialogAtom = atom(false);
export const eventDialogAtom = atom(false);
/** The member menu sheet / navigation drawer. */
export const drawerAtom = atom(false);

export type SelectedGame = { game_id: string; provider_id: string; sub_provider_id: string; source: string; is_demo: boolean };
export const selectedGameAtom = atom<SelectedGame | null>(null);
export const selectedPromotionAtom = atom<number | null>(null);
