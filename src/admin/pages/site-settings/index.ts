import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { SettingsIcon } from '../../app/icons';
import { oneOf, searchOf } from '../../app/kit';
import type { MenuEntry } from '../../app/page';
import { getSession } from '../../app/session';
import { underShell } from '../../app/shell';
import { paymentsQuery, profileQuery } from './api';

/** The open tab: the site's profile (admin only) or the payment settings (finance reads). */
const SiteSettingsSearch = z.object({ tab: oneOf(['profile', 'payments'], 'profile') });

/** Site settings (docs/backoffice.md "Site settings"): what members see of the site, and how deposits work. */
const page: MenuEntry = { title: 'ตั้งค่าเว็บไซต์', roles: ['finance'], icon: SettingsIcon };

export const siteSettingsPage = {
  ...page,
  route: createRoute({
    ...underShell(page, '/settings'),
    ...searchOf(SiteSettingsSearch, (v, start) => {
      // Finance sees only the payment settings (the profile is the admin's).
      if (v.tab === 'profile' && getSession()?.role === 'admin') start(profileQuery);
      else start(paymentsQuery);
    }),
    component: lazyRouteComponent(() => import('./SiteSettingsPage'), 'SiteSettingsPage'),
  }),
};
