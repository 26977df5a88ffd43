import { AuditIcon } from '../../app/icons';
import type { AdminPage } from '../../app/page';
import { AuditPage } from './AuditPage';

/** Admin only: the trail shows what every operator did (GET /api/admin/audit refuses other roles). */
export const auditPage: AdminPage = {
  path: '/audit',
  title: 'บันทึกการใช้งาน',
  roles: [],
  icon: AuditIcon,
  component: AuditPage,
};
