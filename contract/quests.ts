import { z } from 'zod';
import { Prize } from './prizes';
import { QUEST_KINDS, QUEST_PERIODS, QUEST_STATUSES } from './quests-names';
import { ClientRequestKey } from './withdrawals';

/**
 * Quests and events for members (docs/engagement.md): daily, weekly and event quests whose
 * progress is read from the member's own records at request time, redeemed once per period for a
 * prize (contract/prizes.ts).
 */

export {
  MONEY_QUEST_KINDS,
  QUEST_KIND_NAMES,
  QUEST_KINDS,
  QUEST_PERIOD_NAMES,
  QUEST_PERIODS,
  QUEST_PRODUCT_NAMES,
  QUEST_PRODUCTS,
  QUEST_STATUS_NAMES,
  QUEST_STATUSES,
  QUEST_UNITS,
  type QuestKind,
  type QuestPeriod,
  type QuestStatus,
} from './quests-names';

/** A quest as the member sees it, with progress now. */
export const QuestItem = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(QUEST_KINDS),
  kind_name: z.string(),
  /** Stake quests: the product counted (null: every product). */
  product: z.string().nullable(),
  period: z.enum(QUEST_PERIODS),
  event_id: z.number().int().nullable(),
  /** Baht for deposit and stake, otherwise a count. */
  target: z.number(),
  current: z.number(),
  /** 0..100, whole. */
  percent: z.number(),
  unit: z.string(),
  status: z.enum(QUEST_STATUSES),
  status_name: z.string(),
  reward: Prize,
  /** The period this progress counts from and its end (ISO instants). */
  period_start: z.string(),
  period_end: z.string().nullable(),
  /** 'YYYY-MM-DD' of the day, the week's Monday, or 'event'. */
  period_key: z.string(),
  min_vip_level: z.number().int(),
});
export type QuestItem = z.infer<typeof QuestItem>;

/** GET /api/quest/list: daily, weekly and the running events' quests. */
export const QuestListData = z.object({
  now: z.string(),
  quests: z.array(QuestItem),
});
export type QuestListData = z.infer<typeof QuestListData>;

const QuestId = z
  .number({ error: 'กรุณาระบุภารกิจ' })
  .int({ error: 'รหัสภารกิจไม่ถูกต้อง' })
  .min(1, { error: 'รหัสภารกิจไม่ถูกต้อง' })
  .max(2_147_483_647, { error: 'รหัสภารกิจไม่ถูกต้อง' });

/** POST /api/quest/redeem: once per member, quest and period; a repeated request_key answers the same redeem. */
export const QuestRedeemBody = z.object({
  quest_id: z.coerce.number({ error: 'กรุณาระบุภารกิจ' }).pipe(QuestId),
  request_key: ClientRequestKey.optional(),
});
export type QuestRedeemBody = z.input<typeof QuestRedeemBody>;

export const QuestRedeemData = z.object({
  completion_id: z.number().int(),
  quest: QuestItem,
  reward: Prize,
  /** The Thai sentence of what was paid ("ได้รับ เครดิตฟรี 20 บาท ทำยอดเทิร์น 60 บาทก่อนถอน"). */
  granted: z.string(),
});
export type QuestRedeemData = z.infer<typeof QuestRedeemData>;

const EventId = z
  .number({ error: 'กรุณาระบุกิจกรรม' })
  .int({ error: 'รหัสกิจกรรมไม่ถูกต้อง' })
  .min(1, { error: 'รหัสกิจกรรมไม่ถูกต้อง' })
  .max(2_147_483_647, { error: 'รหัสกิจกรรมไม่ถูกต้อง' });

/** POST /api/event/quest. */
export const EventQuestBody = z.object({ event_id: z.coerce.number({ error: 'กรุณาระบุกิจกรรม' }).pipe(EventId) });
export type EventQuestBody = z.input<typeof EventQuestBody>;

export const EventQuestData = z.object({
  event: z.object({
    id: z.number().int(),
    title: z.string(),
    image: z.string(),
    starts_at: z.string().nullable(),
    ends_at: z.string().nullable(),
  }),
  quests: z.array(QuestItem),
});
export type EventQuestData = z.infer<typeof EventQuestData>;

/** GET /api/event/quest/ids (public): the showing events that carry quests, for the event dialog's links. */
export const EventQuestIdsData = z.object({ event_ids: z.array(z.number().int()) });
export type EventQuestIdsData = z.infer<typeof EventQuestIdsData>;
