import { GAME_CATEGORY_NAMES } from './games-names';
import { TURNOVER_PRODUCTS } from './turnover';

/** Quests' names and units in Thai, without zod (the member pages import them; docs/engagement.md). */

export const QUEST_KINDS = ['deposit', 'stake', 'lotto_bills', 'login_streak', 'refer'] as const;
export type QuestKind = (typeof QUEST_KINDS)[number];
export const QUEST_KIND_NAMES: Record<QuestKind, string> = {
  deposit: 'ยอดฝากสะสม',
  stake: 'ยอดเล่นสะสม',
  lotto_bills: 'ซื้อหวย',
  login_streak: 'เข้าสู่ระบบติดต่อกัน',
  refer: 'ชวนเพื่อนฝากเงิน',
};
/** The unit a quest's target and progress are counted in. */
export const QUEST_UNITS: Record<QuestKind, string> = {
  deposit: 'บาท',
  stake: 'บาท',
  lotto_bills: 'โพย',
  login_streak: 'วัน',
  refer: 'คน',
};
/** Kinds counted in baht (stored in satang). */
export const MONEY_QUEST_KINDS: readonly QuestKind[] = ['deposit', 'stake'];

export const QUEST_PERIODS = ['daily', 'weekly', 'event'] as const;
export type QuestPeriod = (typeof QUEST_PERIODS)[number];
export const QUEST_PERIOD_NAMES: Record<QuestPeriod, string> = { daily: 'รายวัน', weekly: 'รายสัปดาห์', event: 'กิจกรรม' };

export const QUEST_STATUSES = ['in_progress', 'completed', 'redeemed'] as const;
export type QuestStatus = (typeof QUEST_STATUSES)[number];
export const QUEST_STATUS_NAMES: Record<QuestStatus, string> = {
  in_progress: 'กำลังทำ',
  completed: 'สำเร็จ รับรางวัลได้',
  redeemed: 'รับแล้ว',
};

export const QUEST_PRODUCTS = TURNOVER_PRODUCTS;
export const QUEST_PRODUCT_NAMES: Record<string, string> = { ...GAME_CATEGORY_NAMES, lotto: 'หวย' };
