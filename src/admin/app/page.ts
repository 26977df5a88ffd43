import type { AdminRole } from '@contract/admin';
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRoute } from '@tanstack/react-router';
import type { ComponentType } from 'react';

/**
 * One back-office page: a folder under src/admin/pages/<name>/ whose index.ts exports one of these
 * (its route built on the shell with `underShell`, app/shell.tsx), listed once in registry.ts. The menu and the route tree are
 * both built from that list.
 */
export type AdminPage = {
  /** The menu's (and the page heading's) Thai title. */
  title: string;
  /** Who sees the page besides 'admin' (who sees everything); the server still checks every call. */
  roles: readonly AdminRole[];
  /** The menu's icon. */
  icon: ComponentType;
  /** A small live figure beside the menu entry (e.g. withdrawals waiting); renders nothing when 0. */
  badge?: ComponentType;
  /** The page's route under the signed-in shell: its path, typed search, loader and lazy component. */
  route: AnyRoute;
  /**
   * Asked when the operator opens `/` (after signing in): true makes this page the home page instead
   * of the first in the menu (the first-run page while something blocks opening). A failure counts as false.
   */
  landing?: (queryClient: QueryClient) => Promise<boolean>;
};

/** A page's menu entry (everything but its route), declared before the route so its guard can use the roles. */
export type MenuEntry = Omit<AdminPage, 'route'>;
