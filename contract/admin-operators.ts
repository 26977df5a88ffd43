import { z } from 'zod';
import { AdminAuditQuery, AdminOperatorCreate, AdminPageQuery, AdminRole, adminSort } from './admin';

/**
 * Operators and roles (admin only): GET/POST /api/admin/operators, PUT /api/admin/operators/:id,
 * POST /api/admin/operators/:id/password. The username, password and display-name rules are those
 * of `AdminOperatorCreate` (what the ops CLI accepts), not a second copy.
 */

const fields = AdminOperatorCreate.shape;

export const OPERATOR_SORTS = ['id', 'username', 'role', 'created_at'] as const;

export const AdminOperatorQuery = AdminPageQuery.extend({
  q: z.string().trim().max(60, { error: 'คำค้นหายาวได้ไม่เกิน 60 ตัวอักษร' }).optional(),
  role: AdminRole.optional(),
  active: z.enum(['true', 'false'], { error: 'สถานะต้องเป็น true หรือ false' }).optional(),
}).extend(adminSort(OPERATOR_SORTS).shape);
export type AdminOperatorQuery = z.input<typeof AdminOperatorQuery>;

/** POST /api/admin/operators: the role is required here (the CLI defaults to admin, a form must choose). */
export const AdminOperatorCreateBody = z.object({
  username: fields.username,
  password: fields.password,
  role: AdminRole,
  display_name: fields.display_name,
});
export type AdminOperatorCreateBody = z.input<typeof AdminOperatorCreateBody>;

/** PUT /api/admin/operators/:id: the fields given change. `active: false` ends the operator's sessions. */
export const AdminOperatorUpdateBody = z
  .object({
    role: AdminRole,
    display_name: fields.display_name.unwrap(),
    active: z.boolean({ error: 'สถานะต้องเป็น true หรือ false' }),
  })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: 'กรุณาระบุข้อมูลที่ต้องการแก้ไข' });
export type AdminOperatorUpdateBody = z.input<typeof AdminOperatorUpdateBody>;

/** POST /api/admin/operators/:id/password: a new password; the operator's sessions end. */
export const AdminOperatorPasswordBody = z.object({ password: fields.password });
export type AdminOperatorPasswordBody = z.input<typeof AdminOperatorPasswordBody>;

export const AdminOperator = z.object({
  id: z.number().int(),
  username: z.string(),
  display_name: z.string(),
  role: AdminRole,
  active: z.boolean(),
  created_at: z.string(),
  /** The last sign-in (from the audit trail), null when never. */
  last_login_at: z.string().nullable(),
});
export type AdminOperator = z.infer<typeof AdminOperator>;

// ---- the audit log's filters (GET /api/admin/audit) ----

/** A Bangkok calendar day YYYY-MM-DD. */
const AuditDay = (what: string) =>
  z
    .string({ error: `${what}ไม่ถูกต้อง` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${what}ต้องอยู่ในรูปแบบ ปปปป-ดด-วว` })
    .refine(
      (s) => {
        const d = new Date(`${s}T00:00:00Z`);
        return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
      },
      { error: `${what}ไม่ถูกต้อง` },
    );

export const AUDIT_SORTS = ['created_at', 'action', 'target', 'operator'] as const;

/**
 * Who wrote an entry: an operator, or the system (a feed, a job: `operator_id` null). The log opens
 * on operators only, so a feed importing every 30 s does not bury what people did.
 */
export const AUDIT_ACTOR_KINDS = ['operator', 'system', 'all'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

const auditDays = {
  from: AuditDay('วันที่เริ่มต้น').optional(),
  to: AuditDay('วันที่สิ้นสุด').optional(),
};
const auditTarget = z.string().trim().max(100, { error: 'เป้าหมายยาวได้ไม่เกิน 100 ตัวอักษร' }).optional();
const daysInOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const DAYS_ORDER = { error: 'วันที่เริ่มต้นต้องไม่หลังวันที่สิ้นสุด', path: ['to'] };

/**
 * The audit log's query: the action and operator of `AdminAuditQuery`, plus Bangkok days `from` and
 * `to` (both included), an exact `target` ('member:12'), who wrote it (`actor_kind`, operators unless
 * told) and the server's order (newest first unless told).
 */
export const AdminAuditFilterQuery = AdminAuditQuery.extend({
  ...auditDays,
  target: auditTarget,
  actor_kind: z.enum(AUDIT_ACTOR_KINDS, { error: 'ผู้กระทำต้องเป็น operator, system หรือ all' }).default('operator'),
})
  .extend(adminSort(AUDIT_SORTS).shape)
  .refine(daysInOrder, DAYS_ORDER);
export type AdminAuditFilterQuery = z.input<typeof AdminAuditFilterQuery>;

/**
 * GET /api/admin/audit/system: the system's entries the log hides, counted by action, for the same
 * days, action and target (today in Bangkok when no day is given).
 */
export const AdminAuditSystemQuery = z
  .object({ ...auditDays, action: AdminAuditQuery.shape.action, target: auditTarget })
  .refine(daysInOrder, DAYS_ORDER);
export type AdminAuditSystemQuery = z.input<typeof AdminAuditSystemQuery>;

export const AdminAuditSystemSummary = z.object({
  /** The Bangkok days counted, both included. */
  from: z.string(),
  to: z.string(),
  total: z.number().int(),
  /** Most frequent first. */
  items: z.array(z.object({ action: z.string(), count: z.number().int(), last_at: z.string() })),
});
export type AdminAuditSystemSummary = z.infer<typeof AdminAuditSystemSummary>;
