import { Errors } from '@contract/errors';
import type { PushSubscribeBody } from '@contract/push';
import type { PushConfig } from '../../config';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import './tables';

/** Whether the endpoint's host is one the server may send to ('*.x' = any subdomain of x; no list = any). */
export function endpointAllowed(endpoint: string, hosts: string[]): boolean {
  if (hosts.length === 0) return true;
  const url = new URL(endpoint);
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.toLowerCase();
  return hosts.some((h) => (h.startsWith('*.') ? host.endsWith(h.slice(1)) : host === h));
}

/**
 * Stores this browser's subscription for the member: one row per endpoint, so subscribing again
 * refreshes the keys, and a shared device moves to the member who subscribed last (the one signed in).
 */
export async function subscribe(
  db: Db,
  config: PushConfig,
  memberId: number,
  body: PushSubscribeBody,
  device: { deviceId?: string; userAgent?: string },
): Promise<{ id: number }> {
  if (!endpointAllowed(body.endpoint, config.endpointHosts)) fail(Errors.PUSH_ENDPOINT_REFUSED);
  const values = {
    member_id: memberId,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    device_id: device.deviceId?.slice(0, 64) ?? null,
    user_agent: device.userAgent?.slice(0, 300) ?? null,
  };
  const row = await db
    .insertInto('push_subscription')
    .values(values)
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({
        member_id: values.member_id,
        p256dh: values.p256dh,
        auth: values.auth,
        device_id: values.device_id,
        user_agent: values.user_agent,
        updated_at: new Date(),
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id };
}

/** Removes the member's subscription with this endpoint (another member's is never touched). */
export async function unsubscribe(db: Db, memberId: number, endpoint: string): Promise<boolean> {
  const r = await db.deleteFrom('push_subscription').where('member_id', '=', memberId).where('endpoint', '=', endpoint).executeTakeFirst();
  return r.numDeletedRows > 0n;
}
