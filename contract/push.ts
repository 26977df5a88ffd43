import { z } from 'zod';

/**
 * Web Push (docs/push.md): the VAPID public key, a member's subscriptions (one per device and
 * endpoint), the member's choices per kind, the detail a notification is built from, and the
 * operators' announcement of a notice. A push payload carries only {kind, id, url} and a generic
 * Thai title: never an amount.
 */

export { PUSH_KIND_NAMES, PUSH_KINDS, type PushKind } from './push-names';

import { PUSH_KINDS, type PushKind } from './push-names';

/** The title a notification has before (or without) its detail: nothing private in it. */
export const PUSH_GENERIC_TITLES: Record<PushKind, string> = {
  withdrawal: 'อัปเดตรายการถอนเงิน',
  deposit: 'อัปเดตรายการฝากเงิน',
  lotto_win: 'ผลโพยหวยของท่าน',
  yeekee: 'ผลหวยยี่กีออกแล้ว',
  announcement: 'ประกาศใหม่จากเว็บ',
};
export const PUSH_GENERIC_BODY = 'แตะเพื่อดูรายละเอียด';

/** base64url (padding allowed) of exactly `bytes` bytes. */
function base64urlOf(bytes: number, message: string) {
  const chars = Math.ceil((bytes * 4) / 3);
  return z
    .string({ error: message })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: message })
    .refine((s) => s.replace(/=+$/, '').length === chars, { error: message });
}

/** The browser's PushSubscription.toJSON(): an http(s) endpoint and the two keys of RFC 8291. */
export const PushSubscribeBody = z.object({
  endpoint: z
    .string({ error: 'ไม่พบที่อยู่สำหรับส่งการแจ้งเตือน' })
    .max(2048, { error: 'ที่อยู่สำหรับส่งการแจ้งเตือนยาวเกินไป' })
    .refine((s) => URL.canParse(s) && /^https?:$/.test(new URL(s).protocol), { error: 'ที่อยู่สำหรับส่งการแจ้งเตือนไม่ถูกต้อง' }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      // An uncompressed P-256 point: 65 bytes starting 0x04 ('B' in base64url).
      p256dh: base64urlOf(65, 'กุญแจการแจ้งเตือนไม่ถูกต้อง').refine((s) => s.startsWith('B'), { error: 'กุญแจการแจ้งเตือนไม่ถูกต้อง' }),
      auth: base64urlOf(16, 'กุญแจการแจ้งเตือนไม่ถูกต้อง'),
    },
    { error: 'กุญแจการแจ้งเตือนไม่ถูกต้อง' },
  ),
});
export type PushSubscribeBody = z.input<typeof PushSubscribeBody>;

export const PushUnsubscribeBody = z.object({ endpoint: PushSubscribeBody.shape.endpoint });
export type PushUnsubscribeBody = z.input<typeof PushUnsubscribeBody>;

export const PushKeyData = z.object({ public_key: z.string() });
export type PushKeyData = z.infer<typeof PushKeyData>;

export const PushSubscribeData = z.object({ id: z.number().int() });
export const PushUnsubscribeData = z.object({ removed: z.boolean() });

const OnOff = z.boolean({ error: 'กรุณาเลือกเปิดหรือปิดการแจ้งเตือน' });
export const PushPrefs = z.object({ withdrawal: OnOff, deposit: OnOff, lotto_win: OnOff, yeekee: OnOff, announcement: OnOff });
export type PushPrefs = z.infer<typeof PushPrefs>;

/** PUT /api/push/prefs: the kinds given change, at least one. */
export const PushPrefsBody = PushPrefs.partial()
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: 'กรุณาเลือกการแจ้งเตือนที่ต้องการเปลี่ยน' });
export type PushPrefsBody = z.input<typeof PushPrefsBody>;

/** The member's settings, how many devices receive pushes, and whether a moment to offer them has come. */
export const PushPrefsData = z.object({
  prefs: PushPrefs,
  devices: z.number().int(),
  /** A deposit was credited or a lotto bill bought: the app may offer pushes (never on a first visit). */
  offer: z.boolean(),
});
export type PushPrefsData = z.infer<typeof PushPrefsData>;

export const PushDetailParams = z.object({
  id: z.coerce.number({ error: 'รหัสไม่ถูกต้อง' }).int({ error: 'รหัสไม่ถูกต้อง' }).min(1).max(Number.MAX_SAFE_INTEGER),
});

/** What a notification shows, built by the server for its owner only. */
export const PushDetailData = z.object({
  kind: z.enum(PUSH_KINDS),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  /** For an announcement, the notice's id (the app opens it in the notice dialog). */
  notice_id: z.number().int().nullable(),
});
export type PushDetailData = z.infer<typeof PushDetailData>;

/** The payload a push carries (encrypted, but kept free of anything private anyway). */
export type PushPayload = { kind: PushKind; id: number; url: string; title: string };

/** POST /api/admin/push/announce: a notice pushed to every member, or to those at a VIP level or above. */
export const AdminPushAnnounceBody = z.object({
  notification_id: z.number({ error: 'กรุณาเลือกประกาศ' }).int().min(1, { error: 'กรุณาเลือกประกาศ' }),
  vip_min: z.number().int().min(0, { error: 'ระดับ VIP ต้องเป็น 0-2' }).max(2, { error: 'ระดับ VIP ต้องเป็น 0-2' }).default(0),
});
export type AdminPushAnnounceBody = z.input<typeof AdminPushAnnounceBody>;
export const AdminPushAnnounceData = z.object({ queued: z.number().int() });
