import { z } from 'zod';
import { Prize } from './prizes';

/**
 * Prediction polls for members (docs/wire-format.md "Calls", docs/engagement.md): a poll's config,
 * choices and metadata, live stats, the winners after resolution, the member's quota of votes and
 * their own votes, and the vote itself. agent_id is "1" (docs/wire-format.md "The agent"). Amounts baht on the wire.
 */

export const POLL_STATUSES = ['open', 'closed', 'resolved', 'cancelled'] as const;
export type PollStatus = (typeof POLL_STATUSES)[number];
export const POLL_STATUS_NAMES: Record<PollStatus, string> = {
  open: 'เปิดโหวต',
  closed: 'ปิดโหวตแล้ว',
  resolved: 'ประกาศผลแล้ว',
  cancelled: 'ยกเลิกแล้ว',
};
/** How the member page lays the choices out: buttons in a list, or a 10 x 10 grid (00-99). */
export const POLL_LAYOUTS = ['list', 'grid'] as const;
export type PollLayout = (typeof POLL_LAYOUTS)[number];

export const PollIdField = z.coerce
  .number({ error: 'กรุณาระบุโพล' })
  .int({ error: 'รหัสโพลไม่ถูกต้อง' })
  .min(1, { error: 'รหัสโพลไม่ถูกต้อง' })
  .max(2_147_483_647, { error: 'รหัสโพลไม่ถูกต้อง' });

/** agent_id travels with the stats and winners calls (docs/wire-format.md "The agent"); another agent's id is HTTP 400. */
const AgentIdField = z
  .union([z.string(), z.number()], { error: 'รหัสเอเยนต์ไม่ถูกต้อง' })
  .transform(String)
  .pipe(z.string().min(1, { error: 'รหัสเอเยนต์ไม่ถูกต้อง' }).max(20, { error: 'รหัสเอเยนต์ไม่ถูกต้อง' }));

/** GET /api/poll/config: no poll_id = the current poll (the open one closing soonest, else the latest resolved). */
export const PollConfigQuery = z.object({ poll_id: PollIdField.optional() });
export type PollConfigQuery = z.input<typeof PollConfigQuery>;
/** GET /api/poll/stats and /winners: poll_id and agent_id ("1"). */
export const PollAgentQuery = z.object({ poll_id: PollIdField, agent_id: AgentIdField.optional() });
export type PollAgentQuery = z.input<typeof PollAgentQuery>;
/** GET /api/poll/quota/get, /quota/check and /my: poll_id. */
export const PollQuery = z.object({ poll_id: PollIdField });
export type PollQuery = z.input<typeof PollQuery>;

export const PollChoice = z.object({ id: z.number().int(), position: z.number().int(), label: z.string() });
export type PollChoice = z.infer<typeof PollChoice>;

/** The quota's rule: base votes, 1 more per deposit_step baht deposited and per turnover_step baht staked (0 = not used), at most max_votes. */
export const PollQuotaRule = z.object({
  base_votes: z.number().int(),
  deposit_step: z.number(),
  turnover_step: z.number(),
  max_votes: z.number().int(),
});
export type PollQuotaRule = z.infer<typeof PollQuotaRule>;

export const PollConfigData = z.object({
  config: z.object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    image: z.string().nullable(),
    layout: z.enum(POLL_LAYOUTS),
    /** open/closed follow the window: an open poll past closes_at is closed. */
    status: z.enum(POLL_STATUSES),
    status_name: z.string(),
    opens_at: z.string(),
    closes_at: z.string(),
    /** True while now is before opens_at (status open, votes not taken yet). */
    not_started: z.boolean(),
    /** True while votes are taken: status open and now inside the window. */
    voting_open: z.boolean(),
    /** The server's clock, for the countdown. */
    server_time: z.string(),
  }),
  choices: z.array(PollChoice),
  metadata: z.object({
    /** SHA-256 (hex) of the draw's server seed, published at creation. */
    seed_hash: z.string(),
    /** The seed itself once the poll is resolved or cancelled; null before. */
    server_seed: z.string().nullable(),
    /** The prize of each winning vote. */
    prize: Prize,
    /** 0 = every correct vote wins; N = N winning votes drawn by lot. */
    winners_limit: z.number().int(),
    quota_rule: PollQuotaRule,
    /** The rules in Thai, one sentence per line. */
    rules: z.array(z.string()),
    winning_choice_id: z.number().int().nullable(),
    resolved_at: z.string().nullable(),
  }),
});
export type PollConfigData = z.infer<typeof PollConfigData>;

export const PollStatsData = z.object({
  poll_id: z.number().int(),
  total_votes: z.number().int(),
  total_voters: z.number().int(),
  /** Every choice in order, with its votes and share (percent, 2 decimals; 0 with no votes). */
  choices: z.array(z.object({ choice_id: z.number().int(), label: z.string(), votes: z.number().int(), percent: z.number() })),
  updated_at: z.string(),
});
export type PollStatsData = z.infer<typeof PollStatsData>;

export const PollWinner = z.object({
  /** "081-xxx-5678". */
  phone_masked: z.string(),
  /** The member's winning votes. */
  votes_won: z.number().int(),
  /** The prize of all those votes together. */
  prize: Prize,
});
export type PollWinner = z.infer<typeof PollWinner>;

export const PollWinnersData = z.object({
  poll_id: z.number().int(),
  resolved: z.boolean(),
  status: z.enum(POLL_STATUSES),
  winning_choice_id: z.number().int().nullable(),
  winning_label: z.string().nullable(),
  /** Votes on the winning choice. */
  correct_votes: z.number().int(),
  winners_limit: z.number().int(),
  winning_votes: z.number().int(),
  /** True when the winners were drawn by lot (winners_limit > 0 and fewer than the correct votes). */
  by_lot: z.boolean(),
  /** The draw's seed (revealed) and its published hash. */
  server_seed: z.string().nullable(),
  seed_hash: z.string(),
  /**
   * By lot: the positions (0-based, among the correct votes ordered by vote id) in the order drawn;
   * anyone recomputes them from the seed, the poll id and correct_votes (docs/engagement.md).
   */
  drawn_positions: z.array(z.number().int()),
  /** Winners by member, most votes won first (at most 500). */
  items: z.array(PollWinner),
  total_winners: z.number().int(),
});
export type PollWinnersData = z.infer<typeof PollWinnersData>;

export const PollQuotaData = z.object({
  poll_id: z.number().int(),
  total: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  base_votes: z.number().int(),
  from_deposit: z.number().int(),
  from_turnover: z.number().int(),
  max_votes: z.number().int(),
  /** Baht deposited and staked since the poll opened (stakes from its opening Bangkok day). */
  deposited: z.number(),
  staked: z.number(),
  /** How to earn more votes, in Thai (or that the maximum is reached). */
  how_to_earn: z.string(),
  last_updated: z.string(),
});
export type PollQuotaData = z.infer<typeof PollQuotaData>;

export const PollQuotaCheckData = z.object({
  poll_id: z.number().int(),
  can_vote: z.boolean(),
  remaining: z.number().int(),
  /** Thai: why not, or how many votes are left. */
  reason: z.string(),
});
export type PollQuotaCheckData = z.infer<typeof PollQuotaCheckData>;

export const PollRequestKey = z
  .string({ error: 'รหัสคำขอไม่ถูกต้อง' })
  .trim()
  .min(8, { error: 'รหัสคำขอต้องยาว 8-64 ตัวอักษร' })
  .max(64, { error: 'รหัสคำขอต้องยาว 8-64 ตัวอักษร' })
  .regex(/^[A-Za-z0-9_:-]+$/, { error: 'รหัสคำขอมีตัวอักษรที่ไม่อนุญาต' });

/** POST /api/poll/submit: one vote on a choice of the poll; request_key makes a retry answer the same vote. */
export const PollSubmitBody = z.object({
  poll_id: PollIdField,
  choice_id: z.coerce
    .number({ error: 'กรุณาเลือกตัวเลือก' })
    .int({ error: 'ตัวเลือกไม่ถูกต้อง' })
    .min(1, { error: 'ตัวเลือกไม่ถูกต้อง' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'ตัวเลือกไม่ถูกต้อง' }),
  request_key: PollRequestKey.optional(),
});
export type PollSubmitBody = z.input<typeof PollSubmitBody>;

export const PollMyVote = z.object({
  id: z.number().int(),
  choice_id: z.number().int(),
  label: z.string(),
  created_at: z.string(),
  /** After resolution: whether this vote won a prize (null before). */
  won: z.boolean().nullable(),
});
export type PollMyVote = z.infer<typeof PollMyVote>;

export const PollSubmitData = z.object({
  vote: PollMyVote,
  used: z.number().int(),
  total: z.number().int(),
  remaining: z.number().int(),
  /** True when request_key had already voted: nothing new was counted. */
  replayed: z.boolean(),
});
export type PollSubmitData = z.infer<typeof PollSubmitData>;

export const PollMyData = z.object({ poll_id: z.number().int(), items: z.array(PollMyVote) });
export type PollMyData = z.infer<typeof PollMyData>;
