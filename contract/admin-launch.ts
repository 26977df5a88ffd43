import { z } from 'zod';

/**
 * GET /api/admin/launch/checklist (every operator role): what is missing or unsafe before the site
 * opens, the same findings `npm run ops -- doctor` prints (docs/runbook.md "Doctor"). The back
 * office's dashboard lists them until none is left, and the first-run page (/admin/launch) walks
 * through LAUNCH_STEPS one by one.
 */

/** Every finding's key, in the order the first-run page walks them (what an operator fixes first comes first). */
export const LAUNCH_KEYS = [
  'agent_profile',
  'agent_logo',
  'deposit_account',
  'admin_password',
  'sms_transport',
  'https_origin',
  'dev_secrets',
  'sandbox',
  'lotto_feed',
  'lotto_glo_url',
  'sport_feed',
  'redis',
  'shared_database',
  'node_env',
] as const;
export const LaunchKey = z.enum(LAUNCH_KEYS);
export type LaunchKey = z.infer<typeof LaunchKey>;

/** `block`: the site must not open with it (doctor exits 1); `warn`: worth fixing, opening may go ahead. */
export const LaunchSeverity = z.enum(['block', 'warn']);
export type LaunchSeverity = z.infer<typeof LaunchSeverity>;

export const LaunchFinding = z.object({
  key: LaunchKey,
  severity: LaunchSeverity,
  /** What is wrong and why it matters, Thai (the back office) and English (the terminal beside it). */
  th: z.string(),
  en: z.string(),
  /**
   * Where it is fixed: a back-office path (`/admin/settings`) or the environment variable(s) to set
   * (`PUBLIC_ORIGIN`, `LOTTO_FEED_URL or LOTTO_FEED_SECRET`), which take a restart.
   */
  fix: z.string(),
});
export type LaunchFinding = z.infer<typeof LaunchFinding>;

export const LaunchChecklist = z.object({
  /** No finding blocks opening (warnings may remain). */
  ready: z.boolean(),
  /** The server runs with NODE_ENV=production: only then does an admin land on the first-run page. */
  production: z.boolean(),
  findings: z.array(LaunchFinding),
});
export type LaunchChecklist = z.infer<typeof LaunchChecklist>;

/** A fix that is a page of the back office (a link) rather than an environment variable. */
export const isBackOfficeFix = (fix: string) => fix.startsWith('/admin/');

/**
 * Each step of the first-run page: its Thai title, done when no finding carries its key. A step
 * `onlyWhenFound` applies to some deployments only (several nodes) and shows only when it is not done.
 */
export const LAUNCH_STEPS: readonly { key: LaunchKey; title: string; onlyWhenFound?: true }[] = [
  { key: 'agent_profile', title: 'ตั้งชื่อเว็บไซต์และช่องทางติดต่อ' },
  { key: 'agent_logo', title: 'อัปโหลดโลโก้ของเว็บไซต์' },
  { key: 'deposit_account', title: 'เพิ่มบัญชีรับเงินฝาก' },
  { key: 'admin_password', title: 'ผู้ดูแลระบบใช้รหัสผ่านที่คาดเดายาก' },
  { key: 'sms_transport', title: 'ส่ง SMS รหัสยืนยันได้จริง' },
  { key: 'https_origin', title: 'กำหนดที่อยู่เว็บไซต์แบบ HTTPS' },
  { key: 'dev_secrets', title: 'เปลี่ยนรหัสลับจากค่าทดสอบ' },
  { key: 'sandbox', title: 'ปิดระบบทดสอบ (sandbox)' },
  { key: 'lotto_feed', title: 'เชื่อมแหล่งผลหวยหุ้นและหวยต่างประเทศ' },
  { key: 'lotto_glo_url', title: 'เชื่อมผลสลากกินแบ่งรัฐบาล' },
  { key: 'sport_feed', title: 'เชื่อมข้อมูลกีฬา' },
  { key: 'redis', title: 'ตั้ง Redis สำหรับหลายเครื่อง', onlyWhenFound: true },
  { key: 'shared_database', title: 'ใช้ฐานข้อมูล PostgreSQL สำหรับหลายเครื่อง', onlyWhenFound: true },
  { key: 'node_env', title: 'เปิดใช้งานโหมด production' },
];
