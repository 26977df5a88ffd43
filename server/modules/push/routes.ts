import { envelope } from '@contract/envelope';
import { Errors } from '@contract/errors';
import {
  PushDetailData,
  PushDetailParams,
  PushKeyData,
  PushPrefsBody,
  PushPrefsData,
  PushSubscribeBody,
  PushSubscribeData,
  PushUnsubscribeBody,
  PushUnsubscribeData,
} from '@contract/push';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fail, ok } from '../../lib/reply';
import { OPTIONAL_BEARER } from '../../plugins/route-groups';
import { pushDetail } from './detail';
import { vapidKeys } from './keys';
import { pushPrefs, setPushPrefs } from './prefs';
import { subscribe, unsubscribe } from './subscriptions';

const tags = ['push'];
/** The service worker proves it is the device a push went to by naming its subscription's endpoint. */
const ENDPOINT_HEADER = 'x-push-endpoint';

/**
 * Web Push (docs/push.md), public calls: the key, and a push's detail, which checks its own owner (a
 * member's bearer or the device's endpoint). The operators' announcement is an admin content route.
 */
export async function pushRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const config = app.config.push;

  app.get(
    '/push/key',
    {
      schema: {
        tags,
        description: 'The VAPID public key (base64url) the browser subscribes with.',
        response: { 200: envelope(PushKeyData) },
      },
    },
    async () => ok({ public_key: (await vapidKeys(app.db, config)).publicKey }),
  );

  app.get(
    '/push/detail/:id',
    {
      schema: {
        tags,
        security: OPTIONAL_BEARER,
        description: `A push's Thai text for its owner: the member (bearer), or the device it went to (header ${ENDPOINT_HEADER}).`,
        params: PushDetailParams,
        response: { 200: envelope(PushDetailData) },
      },
    },
    async (req) => {
      const endpoint = req.headers[ENDPOINT_HEADER];
      if (req.headers.authorization) {
        await app.requireMember(req);
        return ok(await pushDetail(app.db, req.params.id, { memberId: req.memberId }));
      }
      if (typeof endpoint !== 'string' || endpoint.length === 0 || endpoint.length > 2048) fail(Errors.UNAUTHENTICATED);
      return ok(await pushDetail(app.db, req.params.id, { endpoint }));
    },
  );
}

/** The member's push subscriptions and settings (member group). */
export async function pushMemberRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const config = app.config.push;

  app.post(
    '/push/subscribe',
    {
      schema: {
        tags,
        description: "Stores this browser's PushSubscription for the member (upsert by endpoint).",
        body: PushSubscribeBody,
        response: { 200: envelope(PushSubscribeData) },
      },
    },
    async (req) => {
      const deviceId = req.headers['x-device-id'];
      return ok(
        await subscribe(app.db, config, req.memberId, req.body, {
          deviceId: typeof deviceId === 'string' ? deviceId : undefined,
          userAgent: req.headers['user-agent'],
        }),
      );
    },
  );

  app.delete(
    '/push/subscribe',
    {
      schema: {
        tags,
        description: "Removes the member's subscription with this endpoint (before logout, or when the member turns pushes off).",
        body: PushUnsubscribeBody,
        response: { 200: envelope(PushUnsubscribeData) },
      },
    },
    async (req) => ok({ removed: await unsubscribe(app.db, req.memberId, req.body.endpoint) }),
  );

  app.get(
    '/push/prefs',
    {
      schema: {
        tags,
        description: 'The kinds on and off, devices, and whether to offer pushes.',
        response: { 200: envelope(PushPrefsData) },
      },
    },
    async (req) => ok(await pushPrefs(app.db, req.memberId)),
  );

  app.put(
    '/push/prefs',
    {
      schema: { tags, body: PushPrefsBody, response: { 200: envelope(PushPrefsData) } },
    },
    async (req) => ok(await setPushPrefs(app.db, req.memberId, req.body)),
  );
}
