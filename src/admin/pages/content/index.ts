import { lazyRouteComponent } from '@tanstack/react-router';
import { ContentIcon } from '../../app/icons';
import type { AdminPage } from '../../app/page';

/** Site content: notifications, banners and events (support and admin; the API refuses finance). */
export const contentPage: AdminPage = {
  path: '/content',
  title: 'เนื้อหาหน้าเว็บ',
  roles: ['support'],
  icon: ContentIcon,
  component: lazyRouteComponent(() => import('./ContentPage'), 'ContentPage'),
};
