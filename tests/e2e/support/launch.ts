import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './server';

/**
 * The pieces of the "launch from nothing" browser test (docs/launch.md): a local SMS relay stub, a
 * fresh empty database per run, the built server started as production, and `npm run ops` against
 * the same database with the same environment.
 */

/** One request the SMS stub received: the JSON body, whether its HMAC matched, its headers. */
export type StubSms = { id?: string; to?: string; text?: string; sender?: string; signed: boolean; headers: IncomingHttpHeaders };

export type SmsStub = { url: string; secret: string; received: StubSms[]; close: () => Promise<void> };

/**
 * An SMS relay as docs/launch.md describes one: POST JSON `{ id, to, text, sender }`, signed with
 * HMAC-SHA256 under SMS_HTTP_SECRET (hex or base64, in any header, with or without a `sha256=`
 * prefix), with an Idempotency-Key header. It records every request, answers 200 to a signed
 * one with an idempotency key and 401 to anything else (a real relay refuses what it cannot trust).
 * Any other path (the lotto feed URLs point here) answers 404: no results to fetch.
 */
export async function startSmsStub(): Promise<SmsStub> {
  const secret = randomBytes(24).toString('hex');
  const received: StubSms[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.startsWith('/sms')) {
        res.writeHead(404).end();
        return;
      }
      const raw = Buffer.concat(chunks);
      // Signed over the body, or over `<timestamp>.<body>` with the timestamp in a header of digits
      // (the house's webhook convention, docs/payments.md).
      const headers = Object.values(req.headers).filter((v): v is string => typeof v === 'string');
      const stamps = headers.filter((v) => /^\d{9,13}$/.test(v));
      const texts = [raw, ...stamps.map((t) => Buffer.concat([Buffer.from(`${t}.`), raw]))];
      const forms = texts.flatMap((text) => {
        const digest = createHmac('sha256', secret).update(text).digest();
        return [digest.toString('hex'), digest.toString('base64')];
      });
      const signed = headers.some((v) => forms.some((f) => v.toLowerCase().includes(f.toLowerCase())));
      let body: Partial<StubSms> = {};
      try {
        body = JSON.parse(raw.toString('utf8')) as Partial<StubSms>;
      } catch {
        // recorded with no fields: the test's failure message shows it
      }
      received.push({ id: body.id, to: body.to, text: body.text, sender: body.sender, signed, headers: req.headers });
      const ok = signed && typeof req.headers['idempotency-key'] === 'string';
      res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' }).end(JSON.stringify({ ok }));
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    secret,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The last digits of a Thai mobile number however it is written (0812345678, +66812345678, 66812345678). */
const sameMobile = (a: string | undefined, b: string) => (a ?? '').replace(/\D/g, '').slice(-9) === b.replace(/\D/g, '').slice(-9);

/** Waits for a signed SMS to `phone` carrying a 6-digit code; answers the code. */
export async function codeSentTo(stub: SmsStub, phone: string, timeoutMs = 30_000): Promise<string> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    const sms = stub.received.find((m) => m.signed && sameMobile(m.to, phone) && /\b\d{6}\b/.test(m.text ?? ''));
    if (sms) return (/\b(\d{6})\b/.exec(sms.text ?? '') as RegExpExecArray)[1];
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no signed SMS with a code reached the stub for ${phone}; it received: ${JSON.stringify(stub.received, null, 1)}`);
}

/** Where the site keeps its data for one run: a new PostgreSQL database, or PGlite in a temp directory. */
export type LaunchDatabase = {
  engine: 'postgres' | 'pglite';
  /** DATABASE_URL and DATA_DIR for the server and the ops command. */
  env: Record<string, string>;
  drop: () => Promise<void>;
};

/**
 * A fresh, empty database named launch_<random> on the PostgreSQL of TEST_DATABASE_URL (or the local
 * default), dropped afterwards. Where no PostgreSQL answers, PGlite in a new temp directory: one
 * process at a time may open that, so the ops steps then run while the server is stopped (LaunchSite.ops).
 */
export async function freshDatabase(): Promise<LaunchDatabase> {
  const base = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: base, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch {
    await admin.end().catch(() => {});
    const dir = mkdtempSync(join(tmpdir(), 'launch-data-'));
    return { engine: 'pglite', env: { DATABASE_URL: '', DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `launch_${randomBytes(6).toString('hex')}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    engine: 'postgres',
    env: { DATABASE_URL: url.toString(), DATA_DIR: '' },
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

/**
 * The environment of a production site that `npm run ops -- doctor` passes (docs/launch.md): every
 * secret set to a value of its own, SMS through the relay, an https public origin (a TLS-terminating
 * proxy in front; the test talks to the server behind it on http://127.0.0.1), feed URLs, no sandbox.
 */
export function productionEnv(db: LaunchDatabase, sms: SmsStub): Record<string, string> {
  const secret = () => randomBytes(24).toString('hex');
  return {
    ...db.env,
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: 'https://www.launch-test.example',
    SMS_TRANSPORT: 'http',
    SMS_HTTP_URL: `${sms.url}/sms`,
    SMS_HTTP_SECRET: sms.secret,
    STATEMENT_WEBHOOK_SECRET: secret(),
    LOTTO_FEED_SECRET: secret(),
    SPORT_FEED_SECRET: secret(),
    LINE_CHANNEL_ID: '1656000001',
    LINE_CHANNEL_SECRET: secret(),
    LOTTO_GLO_URL: `${sms.url}/feeds/glo`,
    LOTTO_FEED_URL: `${sms.url}/feeds/lotto.json`,
    PAYMENT_SANDBOX: '0',
    GAME_SANDBOX: '0',
    LOTTO_SANDBOX: '0',
    SPORT_SANDBOX: '0',
    EXPECTED_NODES: '1',
    // What the developer's shell may carry must not reach a production start.
    SMS_ALLOW_LOG: '',
    REDIS_URL: '',
    SEED_DEMO: '',
    JOBS_TEST_CLOCK: '',
  };
}

export type OpsResult = { code: number; output: string };

/** `npm run ops -- <args>` as an operator runs it, with the site's environment (it runs from source with tsx). */
export function runOps(args: string[], env: Record<string, string>): Promise<OpsResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'ops', '--', ...args], {
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** The built server (dist-server/main.mjs, what `npm start` runs) on a free port, and the ops command beside it. */
export type LaunchSite = {
  url: string;
  logs: () => string;
  /** Runs ops on the site's database; with PGlite the server is stopped meanwhile and started again. */
  ops: (args: string[], extra?: Record<string, string>) => Promise<OpsResult>;
  stop: () => Promise<void>;
};

export async function startProductionSite(db: LaunchDatabase, env: Record<string, string>): Promise<LaunchSite> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  let child: ChildProcess | undefined;

  const start = async () => {
    const proc = spawn(process.execPath, ['dist-server/main.mjs'], {
      env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    proc.stdout?.on('data', (d) => {
      output += d;
    });
    proc.stderr?.on('data', (d) => {
      output += d;
    });
    for (const deadline = Date.now() + 60_000; ; ) {
      if (proc.exitCode !== null) throw new Error(`the production server exited at start:\n${output}`);
      const ok = await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      if (Date.now() > deadline) throw new Error(`the production server did not answer /api/health:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const stop = async () => {
    const proc = child;
    child = undefined;
    if (proc && proc.exitCode === null) {
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGTERM');
      await exited;
    }
  };

  await start();
  return {
    url,
    logs: () => output,
    ops: async (args, extra = {}) => {
      if (db.engine === 'postgres') return runOps(args, { ...env, ...extra });
      const running = child !== undefined;
      await stop();
      try {
        return await runOps(args, { ...env, ...extra });
      } finally {
        if (running) await start();
      }
    },
    stop,
  };
}
