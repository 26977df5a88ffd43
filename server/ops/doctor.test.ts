import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { AGENT_ID } from '../modules/agent';
import { engineName } from '../test';
import { runCli } from './run';

/** A new empty database for the CLI to open as the server would: a PostgreSQL database, or a PGlite data directory. */
async function emptyDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const dir = mkdtempSync(join(tmpdir(), 'ops-doctor-'));
    return { env: { DATA_DIR: dir, DATABASE_URL: '' }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const { default: pg } = await import('pg');
  const name = `doctor_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

const capture = () => {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (l: string) => out.push(...l.split('\n')), err: (l: string) => err.push(l) } };
};

/** The `[BLOCK] key` / `[WARN] key` heads of a report. */
const heads = (lines: string[]) => lines.filter((l) => l.startsWith('['));

describe(`npm run ops -- doctor through runCli (${engineName()})`, () => {
  let db: Awaited<ReturnType<typeof emptyDatabase>>;
  let production: Record<string, string>;
  beforeAll(async () => {
    db = await emptyDatabase();
    production = { NODE_ENV: 'production', ...db.env };
  });
  afterAll(async () => db.drop());

  const READY_ENV = {
    PUBLIC_ORIGIN: 'https://goldenwin888.example',
    SMS_TRANSPORT: 'http',
    SMS_HTTP_URL: 'https://sms-relay.example/send',
    SMS_HTTP_SECRET: 'a-real-sms-relay-secret',
    STATEMENT_WEBHOOK_SECRET: 'a-real-statement-secret',
    LOTTO_GLO_URL: 'https://results.example/glo',
    LOTTO_FEED_URL: 'https://results.example/lotto.json',
    LOTTO_FEED_SECRET: 'a-real-lotto-feed-secret',
    SPORT_FEED_SECRET: 'a-real-sport-feed-secret',
  };

  it('exits 1 on an empty database with a production configuration, each finding in Thai and English with its fix', {
    timeout: 300_000,
  }, async () => {
    const c = capture();
    const code = await runCli(['doctor'], production, c.io);
    expect(c.err).toEqual([]);
    expect(code).toBe(1);
    expect(c.out[0]).toMatch(/^ตรวจความพร้อมก่อนเปิดเว็บไซต์ \/ pre-opening checks \(NODE_ENV=production, (pglite|postgres)\)$/);
    expect(heads(c.out)).toEqual([
      '[ห้ามเปิด / BLOCK] agent_profile',
      '[เตือน / WARN] agent_logo',
      '[ห้ามเปิด / BLOCK] deposit_account',
      '[ห้ามเปิด / BLOCK] admin_password',
      '[ห้ามเปิด / BLOCK] sms_transport',
      '[ห้ามเปิด / BLOCK] https_origin',
      '[ห้ามเปิด / BLOCK] lotto_feed',
      '[เตือน / WARN] lotto_glo_url',
      '[เตือน / WARN] sport_feed',
    ]);
    const profile = c.out.indexOf('[ห้ามเปิด / BLOCK] agent_profile');
    expect(c.out.slice(profile + 1, profile + 4)).toEqual([
      '  ยังไม่ได้บันทึกข้อมูลเว็บไซต์ (ชื่อ โลโก้ ช่องทางติดต่อ) สมาชิกจะเห็นชื่อและข้อมูลตัวอย่าง',
      '  the agent profile (name, logo, contact) was never saved: members see the demo brand',
      '  แก้ที่หลังบ้าน / fix in the back office: /admin/settings',
    ]);
    expect(c.out).toContain('  ตั้งค่าตัวแปร แล้วเริ่มเซิร์ฟเวอร์ใหม่ / set in the environment, then restart: PUBLIC_ORIGIN');
    expect(c.out.at(-1)).toBe('สรุป: ยังเปิดเว็บไซต์ไม่ได้ ห้ามเปิด 6 รายการ เตือน 3 รายการ / summary: not ready, 6 blocking, 3 warning(s)');
  });

  it('exits 0 once ready (profile, an active account, a strong admin, http SMS, HTTPS origin, secrets and feeds), warnings alone still 0', {
    timeout: 300_000,
  }, async () => {
    const made = capture();
    expect(await runCli(['create-operator', '--username', 'owner', '--password', 'Kh0ng-Dee-Mak-2569'], production, made.io)).toBe(0);

    // What the settings pages save (their own branch): the profile and one bank account.
    const handle = await openDatabase(loadConfig(production).db);
    try {
      await handle.db
        .updateTable('agent')
        .set({ name: 'ร้านทองคำ', logo: '/api/brand/1a2b3c.png', line_id: '@gold', profile_saved_at: new Date() })
        .where('id', '=', AGENT_ID)
        .execute();
      await handle.db
        .insertInto('deposit_account')
        .values({ agent_id: AGENT_ID, kind: 'bank', bank_code: '004', account_number: '0731234567', account_name: 'บจก. ทองคำ' })
        .execute();
    } finally {
      await handle.close();
    }

    const ready = capture();
    expect(await runCli(['doctor'], { ...production, ...READY_ENV }, ready.io)).toBe(0);
    expect(heads(ready.out)).toEqual([]);
    expect(ready.out.at(-1)).toBe('สรุป: พร้อมเปิดเว็บไซต์ (เตือน 0 รายการ) / summary: ready to open (0 warning(s))');

    const warned = capture();
    expect(await runCli(['doctor'], { ...production, ...READY_ENV, LOTTO_GLO_URL: '' }, warned.io)).toBe(0);
    expect(heads(warned.out)).toEqual(['[เตือน / WARN] lotto_glo_url']);
    expect(warned.out.at(-1)).toBe('สรุป: พร้อมเปิดเว็บไซต์ (เตือน 1 รายการ) / summary: ready to open (1 warning(s))');
  });

  it('exits 1 on a configuration the server would refuse, and 2 on a stray argument', async () => {
    const bad = capture();
    expect(await runCli(['doctor'], { ...production, PUBLIC_ORIGIN: 'http://goldenwin888.example' }, bad.io)).toBe(1);
    expect(bad.err.join('\n')).toContain('PUBLIC_ORIGIN: must be an https:// URL in production');
    const stray = capture();
    expect(await runCli(['doctor', '--fix'], production, stray.io)).toBe(2);
  });
});
