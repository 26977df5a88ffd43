import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// web-push's own decrypter: the stand-in reads what a real push service would deliver.
import ece from 'http_ece';

/** A browser's side of a subscription: its P-256 key pair and auth secret, and how to decrypt a push. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    decrypt: (body: Buffer) => ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8'),
  };
}

export type Received = { path: string; headers: IncomingMessage['headers']; body: Buffer };

/**
 * A local stand-in for a push service (FCM, Mozilla's autopush): records every POST and answers the
 * status `answer` chooses for it (201 by default), as a real service answers 201, 404/410 or 5xx.
 */
export async function standInPushService() {
  const received: Received[] = [];
  let answer: (path: string) => number = () => 201;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = answer(req.url ?? '');
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    received,
    endpoint: (name: string) => `${base}/push/${name}`,
    answer: (fn: (path: string) => number) => {
      answer = fn;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
