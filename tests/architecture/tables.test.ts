import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engineName, type TestContext } from '../../server/test/app';
import { isTestCode, readGraph } from './deps';
import { ALLOWED, SHARED_VIEWS, TABLE_OWNERS, tableOwnership, tableReferences } from './tables';

/**
 * Table ownership (docs/architecture.md "Tables have owners"): the repository keeps it, the rule fails
 * a small tree with one foreign statement of each kind, and the owner map names every table and view a
 * migrated database has, so a new table without an owner fails here.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

const temps: string[] = [];
afterAll(() => {
  for (const d of temps) rmSync(d, { recursive: true, force: true });
});

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'tables-'));
  temps.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('the table-ownership rule', () => {
  it('finds nothing in this repository', () => {
    expect(tableOwnership(root, readGraph(root).files, isTestCode)).toEqual([]);
  });

  it("fails each statement naming another module's table, with file and line", () => {
    const bad = tree({
      // the owner itself, and a shared read view read by anyone: fine
      'server/modules/account/members.ts': "db.selectFrom('member').selectAll();\ndb.updateTable('member').set({});\n",
      'server/modules/lotto/ok.ts': "db.selectFrom('lotto_bill as b').innerJoin('member_public as m', 'm.id', 'b.member_id');\n",
      // Kysely: a select, a join, a write
      'server/modules/lotto/reads.ts': [
        "db.selectFrom('member').select('id');",
        "db.selectFrom('lotto_bill as b').leftJoin('member_bank_account as k', 'k.member_id', 'b.member_id');",
        "db.updateTable('member').set({ vip_level: 1 });",
      ].join('\n'),
      // raw SQL text over several lines, and a write to a read view
      'server/modules/points/jobs.ts': [
        'const q = sql`',
        '  select x.id',
        '    from points_earning x',
        '    join member m on m.id = x.member_id`;',
        "db.updateTable('member_public').set({});",
      ].join('\n'),
      // tests and their support may name any table
      'server/modules/lotto/reads.test.ts': "db.selectFrom('member').selectAll();\n",
      'server/modules/lotto/test-support.ts': "db.deleteFrom('member');\n",
    });
    expect(tableOwnership(bad, readGraph(bad).files, isTestCode).map((v) => v.detail)).toEqual([
      'server/modules/lotto/reads.ts:1 reads member, owned by server/modules/account',
      'server/modules/lotto/reads.ts:2 reads member_bank_account, owned by server/modules/account',
      'server/modules/lotto/reads.ts:3 writes member, owned by server/modules/account',
      'server/modules/points/jobs.ts:4 reads member, owned by server/modules/account',
      'server/modules/points/jobs.ts:5 writes the read view member_public, owned by server/modules/account',
    ]);
  });

  it('an allowance covers only its file, its tables, and writes only when it says so', () => {
    const allowed = ALLOWED.find((a) => a.file === 'server/modules/admin/members.ts');
    expect(allowed).toMatchObject({ tables: ['member'], writes: true });
    const bad = tree({
      'server/modules/admin/members.ts': "db.updateTable('member').set({});\ndb.selectFrom('member_bank_account').selectAll();\n",
      'server/modules/admin/other.ts': "db.updateTable('member').set({});\n",
      'server/modules/promotions/admin.ts':
        "db.selectFrom('wagering_requirement').selectAll();\ndb.updateTable('wagering_requirement').set({});\n",
    });
    expect(tableOwnership(bad, readGraph(bad).files, isTestCode).map((v) => v.detail)).toEqual([
      'server/modules/admin/members.ts:2 reads member_bank_account, owned by server/modules/account',
      'server/modules/admin/other.ts:1 writes member, owned by server/modules/account',
      'server/modules/promotions/admin.ts:2 writes wagering_requirement, owned by server/modules/requirements',
    ]);
  });

  it('reads table names from Kysely calls and SQL text only, never from other words', () => {
    const known = (t: string) => t in TABLE_OWNERS;
    const refs = tableReferences(
      'x.ts',
      [
        "// a member from member's page: comments are not SQL",
        "const label = 'member';",
        "db.selectFrom(['turnover as t', 'member as m']);",
        'sql`insert into ledger_transfer (id) values (1)`;',
        "eb.ref('member.status');",
      ].join('\n'),
      known,
    );
    expect(refs).toEqual([
      { table: 'turnover', line: 3, writes: false },
      { table: 'member', line: 3, writes: false },
      { table: 'ledger_transfer', line: 4, writes: true },
    ]);
  });

  it('every allowance is still needed and every owner exists', () => {
    for (const a of ALLOWED) {
      expect(existsSync(join(root, a.file)), a.file).toBe(true);
      const refs = tableReferences(a.file, readFileSync(join(root, a.file), 'utf8'), (t) => t in TABLE_OWNERS);
      for (const t of a.tables) {
        expect(TABLE_OWNERS[t], `${a.file} owns ${t}`).not.toBe(a.file.split('/')[2]);
        expect(
          refs.some((r) => r.table === t && (r.writes || !a.writes)),
          `${a.file} no longer ${a.writes ? 'writes' : 'names'} ${t}`,
        ).toBe(true);
      }
    }
    for (const owner of new Set([...Object.values(TABLE_OWNERS), ...Object.values(SHARED_VIEWS)])) {
      expect(existsSync(join(root, owner.includes('/') ? owner : `server/modules/${owner}/index.ts`)), owner).toBe(true);
    }
  });
});

describe(`every table has an owner (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the owner map names exactly the tables and views the migrations leave', async () => {
    const { rows } = await sql<{ name: string; type: string }>`
      select table_name as name, table_type as type from information_schema.tables
       where table_schema = current_schema() and table_name not like 'kysely_migration%'`.execute(t.handle.db);
    const tables = rows
      .filter((r) => r.type === 'BASE TABLE')
      .map((r) => r.name)
      .sort();
    const views = rows
      .filter((r) => r.type === 'VIEW')
      .map((r) => r.name)
      .sort();
    expect(tables.length).toBeGreaterThan(90);
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual(tables);
    expect(Object.keys(SHARED_VIEWS).sort()).toEqual(views);
  });
});
