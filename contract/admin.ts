import { z } from 'zod';
import { MemberBankAccount, Wallet } from './account';
import { LoginPassword } from './fields';

/**
 * The operator API (`/api/admin/*`): operator sign-in, member look-up and status, the agent's
 * notifications, banners and events, and the audit trail. Names carry an Admin prefix so they never
 * collide with the member-facing schemas exported beside them.
 */

const OPERATOR_ROLES = ['admin', 'finance', 'support'] as const;
export const AdminRole = z.enum(OPERATOR_ROLES, { error: 'บทบาทต้องเป็น admin, finance หรือ support' });
export type AdminRole = z.infer<typeof AdminRole>;

/** Operator usernames: 3-32 of a-z 0-9 _ . (stored as given; login lower-cases what is typed). */
const OperatorUsername = z
  .string({ error: 'กรุณากรอกชื่อผู้ใช้' })
  .regex(/^[a-z0-9_.]{3,32}$/, { error: 'ชื่อผู้ใช้ต้องมี 3-32 ตัวอักษร ใช้ได้เฉพาะ a-z 0-9 _ และ .' });

/** Operator passwords are longer than members' (at least 10, a letter and a digit): they reach every member. */
const OperatorPassword = z
  .string({ error: 'กรุณากรอกรหัสผ่าน' })
  .min(10, { error: 'รหัสผ่านผู้ดูแลต้องมีอย่างน้อย 10 ตัวอักษร' })
  .max(128, { error: 'รหัสผ่านยาวได้ไม่เกิน 128 ตัวอักษร' })
  .regex(/\p{L}/u, { error: 'รหัสผ่านต้องมีตัวอักษรอย่างน้อย 1 ตัว' })
  .regex(/\d/, { error: 'รหัสผ่านต้องมีตัวเลขอย่างน้อย 1 ตัว' });

const OperatorDisplayName = z
  .string({ error: 'กรุณากรอกชื่อที่แสดง' })
  .trim()
  .min(1, { error: 'กรุณากรอกชื่อที่แสดง' })
  .max(60, { error: 'ชื่อที่แสดงยาวได้ไม่เกิน 60 ตัวอักษร' });

/** What `npm run ops -- create-operator` accepts. */
export const AdminOperatorCreate = z.object({
  username: OperatorUsername,
  password: OperatorPassword,
  role: AdminRole.default('admin'),
  display_name: OperatorDisplayName.optional(),
});
export type AdminOperatorCreate = z.input<typeof AdminOperatorCreate>;

// ---- sign-in ----

export const AdminLoginBody = z.object({
  username: z
    .string({ error: 'กรุณากรอกชื่อผู้ใช้' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'กรุณากรอกชื่อผู้ใช้' })
    .max(64, { error: 'ชื่อผู้ใช้ยาวเกินไป' }),
  password: LoginPassword,
});
export type AdminLoginBody = z.input<typeof AdminLoginBody>;

export const AdminLoginData = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_at: z.string(),
  role: AdminRole,
  display_name: z.string(),
});
export type AdminLoginData = z.infer<typeof AdminLoginData>;

export const AdminMe = z.object({ id: z.number().int(), username: z.string(), display_name: z.string(), role: AdminRole });
export type AdminMe = z.infer<typeof AdminMe>;

// ---- paging ----

export const AdminPageQuery = z.object({
  page: z.coerce
    .number({ error: 'หน้าต้องเป็นตัวเลข' })
    .int({ error: 'หน้าต้องเป็นจำนวนเต็ม' })
    .min(1, { error: 'หน้าต้องเริ่มที่ 1' })
    .max(10_000, { error: 'หน้าเกินกำหนด' })
    .default(1),
  page_size: z.coerce
    .number({ error: 'จำนวนต่อหน้าต้องเป็นตัวเลข' })
    .int({ error: 'จำนวนต่อหน้าต้องเป็นจำนวนเต็ม' })
    .min(1, { error: 'จำนวนต่อหน้าต้องอยู่ระหว่าง 1 ถึง 100' })
    .max(100, { error: 'จำนวนต่อหน้าต้องอยู่ระหว่าง 1 ถึง 100' })
    .default(20),
});

/**
 * A list's server-side order: `sort` one of the list's own column names, `dir` asc or desc (desc when
 * absent). Every back-office table sorts on the server through this one shape (`?sort=amount&dir=asc`).
 */
export function adminSort<const C extends readonly [string, ...string[]]>(columns: C) {
  return z.object({
    sort: z.enum(columns, { error: `เรียงได้ตาม ${columns.join(', ')}` }).optional(),
    dir: z.enum(['asc', 'desc'], { error: 'ทิศทางการเรียงต้องเป็น asc หรือ desc' }).default('desc'),
  });
}

export function adminPaged<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), page: z.number().int(), page_size: z.number().int(), total: z.number().int() });
}

export const AdminIdParams = z.object({
  id: z.coerce
    .number({ error: 'รหัสไม่ถูกต้อง' })
    .int({ error: 'รหัสไม่ถูกต้อง' })
    .min(1, { error: 'รหัสไม่ถูกต้อง' })
    .max(2_147_483_647, { error: 'รหัสไม่ถูกต้อง' }),
});

// ---- members ----

const MEMBER_STATUSES = ['active', 'suspended'] as const;
const AdminMemberStatus = z.enum(MEMBER_STATUSES, { error: 'สถานะต้องเป็น active หรือ suspended' });

export const AdminMemberQuery = AdminPageQuery.extend({
  q: z.string().trim().max(60, { error: 'คำค้นหายาวได้ไม่เกิน 60 ตัวอักษร' }).optional(),
});
export type AdminMemberQuery = z.input<typeof AdminMemberQuery>;

export const AdminMemberSummary = z.object({
  id: z.number().int(),
  phone: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  status: AdminMemberStatus,
  vip_level: z.number().int(),
  referral_code: z.string(),
  bank_accounts: z.array(MemberBankAccount),
  created_at: z.string(),
});
export type AdminMemberSummary = z.infer<typeof AdminMemberSummary>;

export const AdminMemberDetail = AdminMemberSummary.extend({
  username: z.string(),
  date_of_birth: z.string(),
  line_id: z.string().nullable(),
  referred_by: z.number().int().nullable(),
  wallets: z.array(Wallet),
});
export type AdminMemberDetail = z.infer<typeof AdminMemberDetail>;

export const AdminMemberStatusBody = z.object({
  status: AdminMemberStatus,
  reason: z
    .string({ error: 'กรุณาระบุเหตุผล' })
    .trim()
    .min(3, { error: 'กรุณาระบุเหตุผลอย่างน้อย 3 ตัวอักษร' })
    .max(300, { error: 'เหตุผลยาวได้ไม่เกิน 300 ตัวอักษร' }),
});
export type AdminMemberStatusBody = z.input<typeof AdminMemberStatusBody>;

// ---- content: notifications, banners, events ----

/** A path on this site ('/promotions') or an https URL; never another scheme or a protocol-relative '//host'. */
function isSitePathOrHttps(s: string): boolean {
  if (/[\s\\]/.test(s)) return false;
  if (s.startsWith('/')) return !s.startsWith('//');
  try {
    const u = new URL(s);
    return u.protocol === 'https:' && u.hostname !== '';
  } catch {
    return false;
  }
}

const ContentTitle = z
  .string({ error: 'กรุณากรอกหัวข้อ' })
  .trim()
  .min(1, { error: 'กรุณากรอกหัวข้อ' })
  .max(100, { error: 'หัวข้อยาวได้ไม่เกิน 100 ตัวอักษร' });

const ContentImage = z
  .string({ error: 'กรุณาระบุรูปภาพ' })
  .trim()
  .min(1, { error: 'กรุณาระบุรูปภาพ' })
  .max(500, { error: 'ที่อยู่รูปภาพยาวได้ไม่เกิน 500 ตัวอักษร' })
  .refine(isSitePathOrHttps, { error: 'รูปภาพต้องเป็นพาธที่ขึ้นต้นด้วย / หรือลิงก์ https://' });

const ContentLink = z
  .string({ error: 'กรุณาระบุลิงก์' })
  .trim()
  .min(1, { error: 'กรุณาระบุลิงก์' })
  .max(500, { error: 'ลิงก์ยาวได้ไม่เกิน 500 ตัวอักษร' })
  .refine(isSitePathOrHttps, { error: 'ลิงก์ต้องเป็นพาธในเว็บที่ขึ้นต้นด้วย / หรือลิงก์ https://' });

const ContentActive = z.boolean({ error: 'สถานะการแสดงผลต้องเป็น true หรือ false' });

const ContentSort = z
  .number({ error: 'ลำดับต้องเป็นตัวเลข' })
  .int({ error: 'ลำดับต้องเป็นจำนวนเต็ม' })
  .min(0, { error: 'ลำดับต้องอยู่ระหว่าง 0 ถึง 9999' })
  .max(9999, { error: 'ลำดับต้องอยู่ระหว่าง 0 ถึง 9999' });

const NotificationType = z
  .number({ error: 'ประเภทต้องเป็นตัวเลข 1-9' })
  .int({ error: 'ประเภทต้องเป็นจำนวนเต็ม 1-9' })
  .min(1, { error: 'ประเภทต้องเป็นจำนวนเต็ม 1-9' })
  .max(9, { error: 'ประเภทต้องเป็นจำนวนเต็ม 1-9' });

const NotificationDescription = z
  .string({ error: 'กรุณากรอกรายละเอียด' })
  .trim()
  .min(1, { error: 'กรุณากรอกรายละเอียด' })
  .max(1000, { error: 'รายละเอียดยาวได้ไม่เกิน 1000 ตัวอักษร' });

const NOTHING_TO_UPDATE = { error: 'กรุณาระบุข้อมูลที่ต้องการแก้ไข' };
const nonEmpty = (v: object) => Object.values(v).some((x) => x !== undefined);

const notificationFields = { type: NotificationType, image: ContentImage, title: ContentTitle, description: NotificationDescription };
const bannerFields = { image: ContentImage, title: ContentTitle, link: ContentLink };
const eventFields = { image: ContentImage, title: ContentTitle, link: ContentLink };

// Create: active and sort may be left out (shown, sort 0); an event links to the poll unless told otherwise.
export const AdminNotificationCreate = z.object({
  ...notificationFields,
  active: ContentActive.default(true),
  sort: ContentSort.default(0),
});
export const AdminBannerCreate = z.object({ ...bannerFields, active: ContentActive.default(true), sort: ContentSort.default(0) });
export const AdminEventCreate = z.object({
  ...eventFields,
  link: ContentLink.default('/poll/1'),
  active: ContentActive.default(true),
  sort: ContentSort.default(0),
});
export type AdminNotificationCreate = z.input<typeof AdminNotificationCreate>;
export type AdminBannerCreate = z.input<typeof AdminBannerCreate>;
export type AdminEventCreate = z.input<typeof AdminEventCreate>;

// Update (PUT /:id): the fields given change, the others keep their values.
export const AdminNotificationUpdate = z
  .object({ ...notificationFields, active: ContentActive, sort: ContentSort })
  .partial()
  .refine(nonEmpty, NOTHING_TO_UPDATE);
export const AdminBannerUpdate = z
  .object({ ...bannerFields, active: ContentActive, sort: ContentSort })
  .partial()
  .refine(nonEmpty, NOTHING_TO_UPDATE);
export const AdminEventUpdate = z
  .object({ ...eventFields, active: ContentActive, sort: ContentSort })
  .partial()
  .refine(nonEmpty, NOTHING_TO_UPDATE);
export type AdminNotificationUpdate = z.input<typeof AdminNotificationUpdate>;
export type AdminBannerUpdate = z.input<typeof AdminBannerUpdate>;
export type AdminEventUpdate = z.input<typeof AdminEventUpdate>;

const contentRow = {
  id: z.number().int(),
  image: z.string(),
  title: z.string(),
  active: z.boolean(),
  sort: z.number().int(),
  created_at: z.string(),
};
export const AdminNotification = z.object({ ...contentRow, type: z.number().int(), description: z.string() });
export const AdminBanner = z.object({ ...contentRow, link: z.string() });
export const AdminEvent = z.object({ ...contentRow, link: z.string() });
export type AdminNotification = z.infer<typeof AdminNotification>;
export type AdminBanner = z.infer<typeof AdminBanner>;
export type AdminEvent = z.infer<typeof AdminEvent>;

// ---- audit ----

export const AdminAuditQuery = AdminPageQuery.extend({
  action: z.string().trim().max(60, { error: 'ชื่อการกระทำยาวเกินไป' }).optional(),
  operator_id: z.coerce
    .number({ error: 'รหัสผู้ดูแลไม่ถูกต้อง' })
    .int({ error: 'รหัสผู้ดูแลไม่ถูกต้อง' })
    .min(1, { error: 'รหัสผู้ดูแลไม่ถูกต้อง' })
    .max(2_147_483_647, { error: 'รหัสผู้ดูแลไม่ถูกต้อง' })
    .optional(),
});
export type AdminAuditQuery = z.input<typeof AdminAuditQuery>;

export const AdminAuditEntry = z.object({
  id: z.number().int(),
  /** Null when a system actor (a results feed, the lotto sandbox) acted. */
  operator_id: z.number().int().nullable(),
  /** The operator's username, or the system actor's name ('feed:glo', 'sandbox'). */
  operator_username: z.string(),
  action: z.string(),
  target: z.string(),
  detail: z.unknown(),
  created_at: z.string(),
});
export type AdminAuditEntry = z.infer<typeof AdminAuditEntry>;
