import { AdminIdParams } from '@contract/admin';
import {
  AdminBannerP as AdminBanner,
  AdminBannerCreateP as AdminBannerCreate,
  AdminBannerUpdateP as AdminBannerUpdate,
  AdminEventP as AdminEvent,
  AdminEventCreateP as AdminEventCreate,
  AdminEventUpdateP as AdminEventUpdate,
  AdminNotificationP as AdminNotification,
  AdminNotificationCreateP as AdminNotificationCreate,
  AdminNotificationUpdateP as AdminNotificationUpdate,
} from '@contract/admin-content';
import { envelope } from '@contract/envelope';
import { AdminPushAnnounceBody, AdminPushAnnounceData } from '@contract/push';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { announceNotice, type ContentKind, createContent, deleteContent, listContent, updateContent } from './content';

const tags = ['admin'];

const KINDS = [
  {
    kind: 'notification',
    path: '/notifications',
    item: AdminNotification,
    create: AdminNotificationCreate,
    update: AdminNotificationUpdate,
  },
  { kind: 'banner', path: '/banners', item: AdminBanner, create: AdminBannerCreate, update: AdminBannerUpdate },
  { kind: 'event', path: '/events', item: AdminEvent, create: AdminEventCreate, update: AdminEventUpdate },
] as const satisfies readonly { kind: ContentKind; path: string; item: z.ZodType; create: z.ZodType; update: z.ZodType }[];

/** List (hidden rows included), create, update and delete for each kind; support and admin manage content. */
export async function contentRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  for (const { kind, path, item, create, update } of KINDS) {
    app.get(path, { config: { roles: ['support'] }, schema: { tags, response: { 200: envelope(z.array(item)) } } }, async () =>
      ok(await listContent(app.db, kind)),
    );

    app.post(path, { config: { roles: ['support'] }, schema: { tags, body: create, response: { 200: envelope(item) } } }, async (req) =>
      ok(await createContent(app.db, req.operator.id, kind, req.body)),
    );

    app.put(
      `${path}/:id`,
      { config: { roles: ['support'] }, schema: { tags, params: AdminIdParams, body: update, response: { 200: envelope(item) } } },
      async (req) => ok(await updateContent(app.db, req.operator.id, kind, req.params.id, req.body)),
    );

    app.delete(
      `${path}/:id`,
      {
        config: { roles: ['support'] },
        schema: { tags, params: AdminIdParams, response: { 200: envelope(z.object({ id: z.number().int() })) } },
      },
      async (req) => {
        await deleteContent(app.db, req.operator.id, kind, req.params.id);
        return ok({ id: req.params.id });
      },
    );
  }

  app.post(
    '/push/announce',
    {
      config: { roles: ['support'] },
      schema: {
        tags,
        description: 'Pushes an active notice to every member, or to those at vip_min or above (once per notice and device).',
        body: AdminPushAnnounceBody,
        response: { 200: envelope(AdminPushAnnounceData) },
      },
    },
    async (req) => ok({ queued: await announceNotice(app.db, req.operator.id, req.body.notification_id, req.body.vip_min) }),
  );
}
