import type { AdminRole } from '@contract/admin';
import type { RouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';

/**
 * One back-office page: a folder under src/admin/pages/<name>/ whose index.ts exports one of these,
 * listed once in registry.ts. The menu and the router are both built from that list.
 */
export type AdminPage = {
  /** The path under /admin, without it: '/members'. */
  path: string;
  /** The menu's (and the page heading's) Thai title. */
  title: string;
  /** Who sees the page besides 'admin' (who sees everything); the server still checks every call. */
  roles: readonly AdminRole[];
  /** The menu's icon. */
  icon: ComponentType;
  /**
   * The page, usually lazy: `lazyRouteComponent(() => import('./XPage'), 'XPage')`, so each page is
   * its own chunk and the back office's first load carries only the frame.
   */
  component: RouteComponent;
  /** A small live figure beside the menu entry (e.g. withdrawals waiting); renders nothing when 0. */
  badge?: ComponentType;
};
