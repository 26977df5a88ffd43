import { z } from 'zod';
import { AdminPageQuery, adminPaged, adminSort } from './admin';
import { GAME_CATEGORIES, GAME_TAGS, HouseVerifyData } from './games';

/**
 * The back office's games desk (`/api/admin/games/*`, docs/backoffice.md "Games"): providers and
 * games switched on or off (a switched-off provider or game leaves the member lobbies and refuses
 * launch and bets), and the in-house round look-up with its provably-fair proof.
 */

const Enabled = z.boolean({ error: 'สถานะเปิดปิดต้องเป็น true หรือ false' });

/** PUT /api/admin/games/providers/:id and /api/admin/games/:id */
export const AdminGameSwitchBody = z.object({ enabled: Enabled });
export type AdminGameSwitchBody = z.input<typeof AdminGameSwitchBody>;

const Ident = (label: string) =>
  z
    .string({ error: `กรุณาระบุ${label}` })
    .min(1, { error: `กรุณาระบุ${label}` })
    .max(64, { error: `${label}ไม่ถูกต้อง` })
    .regex(/^[A-Za-z0-9_.-]+$/, { error: `${label}ไม่ถูกต้อง` });

export const AdminProviderParams = z.object({ id: Ident('ผู้ให้บริการเกม') });
export const AdminGameParams = z.object({ id: Ident('รหัสเกม') });

export const AdminGameProvider = z.object({
  id: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  /** False when this deployment does not run the provider (e.g. the sandbox in production): its games never show. */
  running: z.boolean(),
  sort: z.number().int(),
  game_count: z.number().int(),
  enabled_games: z.number().int(),
});
export type AdminGameProvider = z.infer<typeof AdminGameProvider>;
export const AdminGameProviders = z.array(AdminGameProvider);

const CategoryField = z.enum(GAME_CATEGORIES, { error: 'ประเภทเกมไม่ถูกต้อง' });

export const ADMIN_GAME_SORTS = ['name', 'provider', 'category', 'sort', 'enabled'] as const;
export const AdminGameQuery = AdminPageQuery.extend({
  provider: z.string().trim().max(64, { error: 'ผู้ให้บริการเกมไม่ถูกต้อง' }).optional(),
  category: CategoryField.optional(),
  enabled: z.enum(['true', 'false'], { error: 'สถานะต้องเป็น true หรือ false' }).optional(),
  q: z.string().trim().max(60, { error: 'คำค้นหายาวได้ไม่เกิน 60 ตัวอักษร' }).optional(),
}).extend(adminSort(ADMIN_GAME_SORTS).shape);
export type AdminGameQuery = z.input<typeof AdminGameQuery>;

export const AdminGame = z.object({
  game_id: z.string(),
  provider_id: z.string(),
  provider_name: z.string(),
  name_th: z.string(),
  name_en: z.string(),
  category: CategoryField,
  categories: z.array(CategoryField),
  tags: z.array(z.enum(GAME_TAGS)),
  image: z.string(),
  is_demo_available: z.boolean(),
  sort: z.number().int(),
  enabled: z.boolean(),
  /** The provider's own switch: a game of a switched-off provider is hidden whatever its own says. */
  provider_enabled: z.boolean(),
});
export type AdminGame = z.infer<typeof AdminGame>;
export const AdminGamePage = adminPaged(AdminGame);
export type AdminGamePage = z.infer<typeof AdminGamePage>;

// ---- in-house rounds ----

const IntId = (label: string) =>
  z.coerce
    .number({ error: `${label}ต้องเป็นตัวเลข` })
    .int({ error: `${label}ต้องเป็นจำนวนเต็ม` })
    .min(1, { error: `${label}ไม่ถูกต้อง` })
    .max(Number.MAX_SAFE_INTEGER, { error: `${label}ไม่ถูกต้อง` });

/** At least a round id or a member (id or phone); game_id narrows. */
export const AdminRoundQuery = AdminPageQuery.extend({
  round_id: IntId('รหัสรอบ').optional(),
  member: z
    .string()
    .trim()
    .regex(/^\d{1,12}$/, { error: 'สมาชิกต้องเป็นรหัสสมาชิกหรือเบอร์โทรศัพท์ (ตัวเลข)' })
    .optional(),
  game_id: z.string().trim().max(64, { error: 'รหัสเกมไม่ถูกต้อง' }).optional(),
}).refine((q) => q.round_id !== undefined || Boolean(q.member), {
  error: 'กรุณาระบุรหัสรอบหรือสมาชิก',
  path: ['round_id'],
});
export type AdminRoundQuery = z.input<typeof AdminRoundQuery>;

export const AdminRound = z.object({
  round_id: z.number().int(),
  created_at: z.string(),
  member_id: z.number().int(),
  member_phone: z.string(),
  member_name: z.string(),
  game_id: z.string(),
  game_name: z.string(),
  /** Baht. */
  stake: z.number(),
  win: z.number(),
  balance_after: z.number(),
  /** The engine's record (amounts in satang), as the member's verify page replays it. */
  input: z.unknown(),
  outcome: z.unknown(),
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number().int(),
  /** Revealed once the member rotated the pair; null while the pair is still in play (only its hash is shown). */
  server_seed: z.string().nullable(),
  seed_status: z.enum(['open', 'revealed']),
});
export type AdminRound = z.infer<typeof AdminRound>;
export const AdminRoundPage = adminPaged(AdminRound);
export type AdminRoundPage = z.infer<typeof AdminRoundPage>;

export const AdminRoundParams = z.object({ id: IntId('รหัสรอบ') });

/**
 * POST /api/admin/games/rounds/:id/verify: the round replayed by the member's own verifier from the
 * stored server seed (a seed still in play is used without being shown).
 */
export const AdminRoundVerifyData = HouseVerifyData.extend({ seed_revealed: z.boolean() });
export type AdminRoundVerifyData = z.infer<typeof AdminRoundVerifyData>;
