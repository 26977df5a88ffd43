import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { verifyPassword } from '../lib/passwords';
import { AGENT_ID } from '../modules/agent';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The real command line, in a child process, against an embedded PGlite in a temporary DATA_DIR. */
describe('npm run ops (child process, PGlite in a temp DATA_DIR)', () => {
  let dir: string;
  let env: NodeJS.ProcessEnv;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'ops-cli-'));
    // DATABASE_URL emptied so the child uses the data directory even when the suite runs on PostgreSQL.
    env = { ...process.env, DATA_DIR: dir, DATABASE_URL: '', OPS_PASSWORD: '' };
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const ops = (cmd: string, args: string[]) => spawnSync(cmd, args, { cwd: root, env, encoding: 'utf8', timeout: 90_000 });

  it('creates an operator, refuses the same one again, and leaves a usable database behind', { timeout: 120_000 }, async () => {
    const first = ops('npx', [
      'tsx',
      'server/ops/cli.ts',
      'create-operator',
      '--username',
      'night.shift',
      '--password',
      'Night2024shift',
      '--role',
      'support',
      '--name',
      'กะดึก',
    ]);
    expect(first.stderr).not.toMatch(/Error|ไม่สำเร็จ/);
    expect(first.status).toBe(0);
    expect(first.stdout.trim()).toMatch(
      /^สร้างผู้ดูแลระบบ night\.shift \(support\) เรียบร้อยแล้ว \/ operator night\.shift created with role support \(id \d+\)$/,
    );

    const again = ops('npm', [
      'run',
      '--silent',
      'ops',
      '--',
      'create-operator',
      '--username',
      'night.shift',
      '--password',
      'Other2024shift',
    ]);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('ชื่อผู้ใช้นี้มีอยู่แล้ว: night.shift / OPERATOR_EXISTS');

    // The children have exited, so this process may open the data directory.
    const handle = await openDatabase(loadConfig({ DATA_DIR: dir }).db);
    try {
      const rows = await handle.db.selectFrom('operator').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ username: 'night.shift', role: 'support', display_name: 'กะดึก', active: true });
      expect(await verifyPassword(rows[0].password_hash, 'Night2024shift')).toBe(true);
      const agent = await handle.db.selectFrom('agent').select('id').executeTakeFirst();
      expect(agent?.id).toBe(AGENT_ID);
    } finally {
      await handle.close();
    }
  });

  it('exits non-zero with a clear message on bad input', { timeout: 60_000 }, () => {
    const res = ops('npx', ['tsx', 'server/ops/cli.ts', 'create-operator', '--username', 'x', '--password', 'weak']);
    expect(res.status).toBe(2);
    expect(res.stderr).toContain('ชื่อผู้ใช้ต้องมี 3-32 ตัวอักษร ใช้ได้เฉพาะ a-z 0-9 _ และ . / username must be 3-32 characters of a-z 0-9 _ .');
    expect(res.stdout).toBe('');
  });
});
