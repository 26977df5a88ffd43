import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { type DbHandle, migrate, openDatabase } from './index';

/** The PGlite driver must serialise: a second caller never runs inside another's transaction. */
describe('the serialising PGlite driver', () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await openDatabase(loadConfig({ DATA_DIR: 'memory://' }).db);
    await migrate(h.db);
    await sql`create table t (id int primary key, v int not null)`.execute(h.db);
  });
  afterAll(async () => h.close());

  it('keeps a rolled-back transaction invisible to a concurrent query', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const trx = h.db
      .transaction()
      .execute(async (tx) => {
        await sql`insert into t values (1, 1)`.execute(tx);
        await gate;
        throw new Error('roll back');
      })
      .catch(() => 'rolled back');
    // This query is issued while the transaction is open; it must wait and then see nothing.
    const outside = sql<{ n: number }>`select count(*)::int as n from t`.execute(h.db);
    const insertOutside = sql`insert into t values (2, 2)`.execute(h.db);
    release();
    expect(await trx).toBe('rolled back');
    expect((await outside).rows[0].n).toBe(0);
    await insertOutside;
    const after = await sql<{ id: number }>`select id from t order by id`.execute(h.db);
    expect(after.rows.map((r) => r.id)).toEqual([2]);
  });

  it('runs many concurrent transactions one at a time with conditional updates exact', async () => {
    await sql`insert into t values (10, 50)`.execute(h.db);
    const results = await Promise.all(
      Array.from({ length: 200 }, () =>
        h.db.transaction().execute(async (tx) => {
          const r = await sql`update t set v = v - 1 where id = 10 and v >= 1`.execute(tx);
          return Number(r.numAffectedRows ?? 0);
        }),
      ),
    );
    expect(results.filter((n) => n === 1)).toHaveLength(50);
    const row = await sql<{ v: number }>`select v from t where id = 10`.execute(h.db);
    expect(row.rows[0].v).toBe(0);
  });

  it('answers bigint as a number and date as YYYY-MM-DD', async () => {
    const r = await sql<{ b: number; d: string }>`select 9007199254740991::bigint as b, '2024-02-29'::date as d`.execute(h.db);
    expect(r.rows[0]).toEqual({ b: 9007199254740991, d: '2024-02-29' });
  });
});
