import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../db/migrations';
import { verifyPassword } from '../lib/passwords';
import { createTestApp, engineName, type TestContext } from '../test';
import { OpsFailure, UsageError } from './command';
import { createOperatorCommand } from './commands/create-operator';
import { runCli } from './run';

describe(`ops create-operator against a test database (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const run = (argv: string[], env: NodeJS.ProcessEnv = {}) =>
    createOperatorCommand.prepare(argv, env)({ db: t.handle.db, config: t.config, engine: t.handle.engine });
  const operator = (username: string) => t.handle.db.selectFrom('operator').selectAll().where('username', '=', username).executeTakeFirst();

  it('creates an operator who can then sign in, and audits the creation', async () => {
    const line = await run(['--username', 'somsri.f', '--password', 'Money2024xyz', '--role', 'finance', '--name', 'สมศรี การเงิน']);
    expect(line).toMatch(/^สร้างผู้ดูแลระบบ somsri\.f \(finance\) เรียบร้อยแล้ว \/ operator somsri\.f created with role finance \(id \d+\)$/);
    const row = await operator('somsri.f');
    expect(row).toMatchObject({ role: 'finance', display_name: 'สมศรี การเงิน', active: true });
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.password_hash, 'Money2024xyz')).toBe(true);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'somsri.f', password: 'Money2024xyz' },
    });
    expect(login.json()).toMatchObject({ error: 0, data: { role: 'finance', display_name: 'สมศรี การเงิน' } });
    const audit = await t.handle.db.selectFrom('operator_audit').selectAll().where('operator_id', '=', row!.id).orderBy('id').execute();
    expect(audit[0]).toMatchObject({ action: 'operator.create', detail: { username: 'somsri.f', role: 'finance', via: 'ops' } });
  });

  it('takes the password from OPS_PASSWORD, the role admin and the username as name by default', async () => {
    await run(['--username', 'first_admin'], { OPS_PASSWORD: 'FromEnv12345' });
    const row = await operator('first_admin');
    expect(row).toMatchObject({ role: 'admin', display_name: 'first_admin' });
    expect(await verifyPassword(row!.password_hash, 'FromEnv12345')).toBe(true);
    // --password wins over the environment.
    await run(['--username', 'second.admin', '--password=Explicit1234'], { OPS_PASSWORD: 'FromEnv12345' });
    expect(await verifyPassword((await operator('second.admin'))!.password_hash, 'Explicit1234')).toBe(true);
  });

  it('refuses a taken username with OPERATOR_EXISTS and keeps the first operator', async () => {
    await run(['--username', 'dup.user', '--password', 'Original1234', '--role', 'support']);
    const again = run(['--username', 'dup.user', '--password', 'Another12345', '--role', 'admin']);
    await expect(again).rejects.toBeInstanceOf(OpsFailure);
    await expect(again).rejects.toThrow('ชื่อผู้ใช้นี้มีอยู่แล้ว: dup.user / OPERATOR_EXISTS: operator dup.user already exists');
    const rows = await t.handle.db.selectFrom('operator').selectAll().where('username', '=', 'dup.user').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].role).toBe('support');
    expect(await verifyPassword(rows[0].password_hash, 'Original1234')).toBe(true);
  });

  const bad: [string, string[], NodeJS.ProcessEnv, string][] = [
    [
      'a short username',
      ['--username', 'ab', '--password', 'Good12345678'],
      {},
      'ชื่อผู้ใช้ต้องมี 3-32 ตัวอักษร ใช้ได้เฉพาะ a-z 0-9 _ และ . / username must be 3-32',
    ],
    ['a long username', ['--username', 'a'.repeat(33), '--password', 'Good12345678'], {}, 'username must be 3-32'],
    ['capitals in the username', ['--username', 'Admin', '--password', 'Good12345678'], {}, 'username must be 3-32'],
    ['a space in the username', ['--username', 'bad name', '--password', 'Good12345678'], {}, 'username must be 3-32'],
    ['a Thai username', ['--username', 'สมชาย', '--password', 'Good12345678'], {}, 'username must be 3-32'],
    ['no username', ['--password', 'Good12345678'], {}, 'กรุณากรอกชื่อผู้ใช้ / username must be 3-32'],
    ['no password at all', ['--username', 'nopass'], {}, 'กรุณากรอกรหัสผ่าน / password must be 10-128'],
    ['a short password', ['--username', 'shortpw', '--password', 'Abc123456'], {}, 'รหัสผ่านผู้ดูแลต้องมีอย่างน้อย 10 ตัวอักษร / password must be'],
    ['a short OPS_PASSWORD', ['--username', 'shortenv'], { OPS_PASSWORD: 'short1' }, 'รหัสผ่านผู้ดูแลต้องมีอย่างน้อย 10 ตัวอักษร'],
    ['a password without a digit', ['--username', 'nodigit', '--password', 'OnlyLettersHere'], {}, 'รหัสผ่านต้องมีตัวเลขอย่างน้อย 1 ตัว'],
    ['a password without a letter', ['--username', 'noletter', '--password', '12345678901'], {}, 'รหัสผ่านต้องมีตัวอักษรอย่างน้อย 1 ตัว'],
    [
      'an unknown role',
      ['--username', 'badrole', '--password', 'Good12345678', '--role', 'root'],
      {},
      'บทบาทต้องเป็น admin, finance หรือ support / role must be',
    ],
    ['an empty display name', ['--username', 'noname', '--password', 'Good12345678', '--name', '  '], {}, 'กรุณากรอกชื่อที่แสดง / display name'],
    ['an unknown option', ['--username', 'opt', '--password', 'Good12345678', '--admin'], {}, "Unknown option '--admin'"],
    ['a stray word', ['create', '--username', 'opt2', '--password', 'Good12345678'], {}, 'ตัวเลือกไม่ถูกต้อง / invalid options'],
  ];
  for (const [what, argv, env, message] of bad) {
    it(`refuses ${what} before touching the database`, async () => {
      const count = (await t.handle.db.selectFrom('operator').select('id').execute()).length;
      expect(() => createOperatorCommand.prepare(argv, env)).toThrow(UsageError);
      expect(() => createOperatorCommand.prepare(argv, env)).toThrow(message);
      expect((await t.handle.db.selectFrom('operator').select('id').execute()).length).toBe(count);
    });
  }
});

describe('ops runner', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'ops-runner-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const capture = () => {
    const out: string[] = [];
    const err: string[] = [];
    return { out, err, io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
  };

  it('exits 2 on bad input without opening (or creating) the database', async () => {
    const dataDir = join(dir, 'never-created');
    const c = capture();
    const code = await runCli(['create-operator', '--username', 'ab', '--password', 'Good12345678'], { DATA_DIR: dataDir }, c.io);
    expect(code).toBe(2);
    expect(c.err[0]).toContain('username must be 3-32');
    expect(c.err[1]).toContain('create-operator --username NAME');
    expect(existsSync(dataDir)).toBe(false);
  });

  it('exits 2 for an unknown or missing command and lists the commands', async () => {
    const unknown = capture();
    expect(await runCli(['ledger:nope'], {}, unknown.io)).toBe(2);
    expect(unknown.err[0]).toBe('ไม่รู้จักคำสั่ง ledger:nope / unknown command ledger:nope');
    expect(unknown.err[1]).toContain('npm run ops -- migrate');
    const none = capture();
    expect(await runCli([], {}, none.io)).toBe(2);
    const help = capture();
    expect(await runCli(['help'], {}, help.io)).toBe(0);
    expect(help.out[0]).toContain('npm run ops -- create-operator');
  });

  it('migrates a fresh PGlite data directory and reports it on one line', async () => {
    const c = capture();
    const code = await runCli(['migrate'], { DATA_DIR: join(dir, 'data'), DATABASE_URL: '' }, c.io);
    expect(c.err).toEqual([]);
    expect(code).toBe(0);
    expect(c.out).toEqual([
      expect.stringMatching(/^ฐานข้อมูลเป็นรุ่นล่าสุดแล้ว \(\d+ migration, ล่าสุด \S+\) \/ database migrated: \d+ applied, latest \S+ \(pglite\)$/),
    ]);
    expect(c.out[0]).toContain(Object.keys(migrations).at(-1));
  });
});
