import type { ParserOptions, PGlite } from '@electric-sql/pglite';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * A Kysely dialect for PGlite, which has exactly one connection. The community dialect lets a second
 * request's statements run inside another request's open transaction; this driver serialises instead:
 * a connection is held by one Kysely transaction (or one query) at a time and everyone else waits in
 * FIFO order (docs/architecture.md "One connection on PGlite").
 */
class PGliteConnection implements DatabaseConnection {
  constructor(
    private readonly pg: PGlite,
    private readonly parsers: ParserOptions,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    // Parsers go with each query: PGlite 0.5 ignores the ones given to its constructor.
    const res = await this.pg.query<R>(compiled.sql, compiled.parameters as unknown[], { parsers: this.parsers });
    const affected = res.affectedRows;
    return {
      rows: res.rows,
      numAffectedRows: affected !== undefined && compiled.query.kind !== 'SelectQueryNode' ? BigInt(affected) : undefined,
    };
  }

  // biome-ignore lint/correctness/useYield: streaming is not supported on a single serialised connection
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streamQuery is not supported by the PGlite driver');
  }
}

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;
  private tail: Promise<void> = Promise.resolve();
  private readonly releases = new Map<DatabaseConnection, () => void>();

  constructor(
    private readonly pg: PGlite,
    parsers: ParserOptions,
  ) {
    this.connection = new PGliteConnection(pg, parsers);
  }

  async init(): Promise<void> {
    await this.pg.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    const before = this.tail;
    this.tail = before.then(() => mine);
    await before;
    this.releases.set(this.connection, release);
    return this.connection;
  }

  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    // PGlite is a single session: every transaction is effectively serializable already.
    void settings;
    await conn.executeQuery({ sql: 'begin', parameters: [], query: { kind: 'RawNode' } } as unknown as CompiledQuery);
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery({ sql: 'commit', parameters: [], query: { kind: 'RawNode' } } as unknown as CompiledQuery);
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery({ sql: 'rollback', parameters: [], query: { kind: 'RawNode' } } as unknown as CompiledQuery);
  }

  async releaseConnection(conn: DatabaseConnection): Promise<void> {
    const release = this.releases.get(conn);
    this.releases.delete(conn);
    release?.();
  }

  async destroy(): Promise<void> {
    await this.tail;
    await this.pg.close();
  }
}

export class PGliteDialect implements Dialect {
  constructor(
    private readonly pg: PGlite,
    private readonly parsers: ParserOptions = {},
  ) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pg, this.parsers);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
