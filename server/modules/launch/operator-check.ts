import type { Db } from '../../db';
import { activeAdminHashes } from '../admin';
import { block, type Finding } from './finding';
import { isWeakPassword } from './weak-passwords';

export const OPERATORS_PAGE = '/admin/operators';

/**
 * At least one active admin whose password is none of the known weak ones (weak-passwords.ts): the
 * admin reaches every member and every setting. No admin at all blocks too.
 */
export async function adminPassword(db: Db): Promise<Finding[]> {
  const admins = await activeAdminHashes(db);
  for (const a of admins) if (!(await isWeakPassword(a.password_hash, a.username))) return [];
  return [
    block(
      'admin_password',
      admins.length === 0
        ? 'ยังไม่มีผู้ดูแลระบบ (admin) ที่เปิดใช้งาน สร้างด้วย npm run ops -- create-operator'
        : 'ผู้ดูแลระบบ (admin) ทุกคนใช้รหัสผ่านที่คาดเดาง่าย (รหัสตัวอย่าง ชื่อผู้ใช้ หรือรหัสยอดนิยม) เปลี่ยนรหัสผ่าน',
      admins.length === 0
        ? 'no active admin operator: create one with npm run ops -- create-operator'
        : 'every active admin has a guessable password (a demo password, the username or a common one): change it',
      OPERATORS_PAGE,
    ),
  ];
}
