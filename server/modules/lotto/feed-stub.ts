import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A results provider on 127.0.0.1 for the feed tests: each request is answered by `reply` (status,
 * body, an optional delay to be slow), and remembered (method, URL, body) so a test can count them.
 */
export type StubReply = { status?: number; body: string; delayMs?: number };
export type StubRequest = { method: string; url: string; body: string };

export type FeedStub = {
  url: string;
  requests: StubRequest[];
  reply: (req: StubRequest) => StubReply;
  close: () => Promise<void>;
};

const bodyOf = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (c) => {
      text += c;
    });
    req.on('end', () => resolve(text));
  });

export async function startFeedStub(): Promise<FeedStub> {
  const stub: FeedStub = { url: '', requests: [], reply: () => ({ status: 404, body: 'not set' }), close: async () => {} };
  const server: Server = createServer(async (req, res) => {
    const seen = { method: req.method ?? 'GET', url: req.url ?? '/', body: await bodyOf(req) };
    stub.requests.push(seen);
    const answer = stub.reply(seen);
    if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
    if (res.destroyed) return;
    res.writeHead(answer.status ?? 200, {
      'content-type': answer.body.trim().startsWith('{') ? 'application/json' : 'text/plain; charset=utf-8',
    });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/results`;
  stub.close = async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  };
  return stub;
}

/** A file of server/modules/lotto/fixtures as text. */
export const feedFixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
