import type { PushConfig } from '../../config';
import type { Db } from '../../db';
import './tables';

export type VapidKeys = { publicKey: string; privateKey: string };

/** One lookup per database handle: the keys never change while a server runs. */
const known = new WeakMap<Db, Promise<VapidKeys>>();

/**
 * The VAPID key pair: the environment's (VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY), else the one kept in
 * push_setting, made by the first node that needs it. Two nodes starting at once both try to insert;
 * the row's primary key keeps the first and both read it back, so every node signs with the same key
 * (a subscription is bound to the public key it was made with).
 */
export function vapidKeys(db: Db, config: PushConfig): Promise<VapidKeys> {
  if (config.vapid) return Promise.resolve(config.vapid);
  let keys = known.get(db);
  if (!keys) {
    keys = storedKeys(db).catch((err) => {
      known.delete(db);
      throw err;
    });
    known.set(db, keys);
  }
  return keys;
}

async function storedKeys(db: Db): Promise<VapidKeys> {
  const read = () => db.selectFrom('push_setting').select(['vapid_public', 'vapid_private']).where('id', '=', 1).executeTakeFirst();
  let row = await read();
  if (!row) {
    // Loaded here, not at start: web-push (with bn.js and asn1.js) is only needed to make keys or send.
    const { default: webpush } = await import('web-push');
    const made = webpush.generateVAPIDKeys();
    await db
      .insertInto('push_setting')
      .values({ id: 1, vapid_public: made.publicKey, vapid_private: made.privateKey })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    row = await read();
  }
  if (!row) throw new Error('push_setting has no VAPID keys');
  return { publicKey: row.vapid_public, privateKey: row.vapid_private };
}
