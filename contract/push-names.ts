/**
 * Web Push's kinds and their Thai names, without zod: the app's shell and the profile import these at
 * run time, and importing them from contract/push.ts would bring its schemas (and zod) into the first
 * script. Re-exported by contract/push.ts.
 */
export const PUSH_KINDS = ['withdrawal', 'deposit', 'lotto_win', 'yeekee', 'announcement'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** The kinds as the member's settings list them. */
export const PUSH_KIND_NAMES: Record<PushKind, string> = {
  withdrawal: 'ผลการถอนเงิน',
  deposit: 'เติมเงินเข้ากระเป๋า',
  lotto_win: 'โพยหวยถูกรางวัล',
  yeekee: 'ผลหวยยี่กีรอบที่ร่วมยิงเลข',
  announcement: 'ประกาศจากเว็บ',
};
