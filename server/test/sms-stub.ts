import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request an SMS stub received: the path, the headers and the raw body. */
export type StubRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: string };
/** How the stub answers one request: a status, a body (JSON when not a string), after a delay. */
export type StubAnswer = { status?: number; body?: unknown; delayMs?: number };

/**
 * A local SMS gateway for tests (docs/sms.md "A stub for tests"): an HTTP server on 127.0.0.1 that
 * records every request and answers what `answer` says (200 `{"ok":true}` by default). Point
 * SMS_HTTP_URL (or THAIBULKSMS_URL) at `url`. A delayed answer is still written if the client gave up.
 */
export async function startSmsStub(answer: (req: StubRequest, n: number) => StubAnswer = () => ({})) {
  const requests: StubRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const got: StubRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(got);
      const a = answer(got, requests.length);
      const reply = () => {
        if (res.destroyed) return;
        const body = a.body === undefined ? { ok: true } : a.body;
        res.writeHead(a.status ?? 200, { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' });
        res.end(typeof body === 'string' ? body : JSON.stringify(body));
      };
      if (a.delayMs) setTimeout(reply, a.delayMs).unref();
      else reply();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The JSON bodies received (the http transport's messages). */
    messages: () => requests.map((r) => JSON.parse(r.body) as { id: string; to: string; text: string; sender: string }),
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
export type SmsStub = Awaited<ReturnType<typeof startSmsStub>>;
