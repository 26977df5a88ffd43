import { lazyRouteComponent } from '@tanstack/react-router';
import { AuditIcon } from '../../app/icons';
import type { AdminPage } from '../../app/page';

/** Admin only: the trail shows what every operator did (GET /api/admin/audit refuses other roles). */
export const auditPage: AdminPage = {
  path: '/audit',
  title: 'บันทึกการใช้งาน',
  roles: [],
  icon: AuditIcon,
  component: lazyRouteComponent(() => import('./AuditPage'), 'AuditPage'),
};
