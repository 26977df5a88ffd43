import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/**
 * A statement whose SQL starts with `/* prepared:name *\/` runs as a named prepared statement, so
 * PostgreSQL plans it once per connection instead of at every call. Only hot, fixed statements carry
 * the marker (the ledger's transfer spends as long being planned as being executed); everything else
 * goes through unchanged. PGlite reads the marker as the comment it is.
 */
const MARKER = /^\/\* prepared:([a-z0-9_]+) \*\//;

export function preparedStatementsPool(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let w = wrapped.get(client);
    if (!w) {
      const query = (sqlOrCursor: unknown, parameters?: ReadonlyArray<unknown>) => {
        const name = typeof sqlOrCursor === 'string' ? MARKER.exec(sqlOrCursor)?.[1] : undefined;
        if (name) return client.query({ name, text: sqlOrCursor as string, values: parameters as unknown[] });
        return (client.query as (a: unknown, b?: unknown) => unknown)(sqlOrCursor, parameters);
      };
      w = { query: query as PostgresPoolClient['query'], release: () => client.release() };
      wrapped.set(client, w);
    }
    return w;
  };
  return { connect: async () => wrap(await pool.connect()), end: () => pool.end() };
}
