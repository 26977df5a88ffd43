import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { ContentIcon } from '../../app/icons';
import { oneOf, searchOf } from '../../app/kit';
import type { MenuEntry } from '../../app/page';
import { underShell } from '../../app/shell';
import { listQuery } from './kinds';

/** The open tab: one kind of content. */
const ContentSearch = z.object({ tab: oneOf(['notifications', 'banners', 'events'], 'notifications') });

/** Site content: notifications, banners and events (support and admin; the API refuses finance). */
const page: MenuEntry = { title: 'เนื้อหาหน้าเว็บ', roles: ['support'], icon: ContentIcon };

export const contentPage = {
  ...page,
  route: createRoute({
    ...underShell(page, '/content'),
    ...searchOf(ContentSearch, (v, start) => start(listQuery(v.tab))),
    component: lazyRouteComponent(() => import('./ContentPage'), 'ContentPage'),
  }),
};
