import { randomBytes } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db';
import { migrations } from '../../db/migrations';
import { seedAgent } from '../../seed';
import { engineName, testConfig } from '../../test';
import { createRequirement, reviewRequirements } from '.';

describe(`migration 009 keeps withdrawals' bonus requirements as wagering requirements (${engineName()})`, () => {
  it('renames the table with every row, id and state, and the new module works on them', { timeout: 60_000 }, async () => {
    const config = testConfig();
    const schema = config.db.url ? `t_${randomBytes(6).toString('hex')}` : undefined;
    const handle = await openDatabase(config.db, schema);
    try {
      const db = handle.db;
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema: rows[0].schema });
      expect((await migrator.migrateTo('008_games_speed')).error).toBeUndefined();
      await seedAgent(db, config);
      await sql`insert into member (agent_id, phone, password_hash, first_name, last_name, date_of_birth, referral_code)
                values (1, '0899999998', 'x', 'ก', 'ข', date '1990-01-01', 'MIG9')`.execute(db);
      const member = await db.selectFrom('member').select('id').executeTakeFirstOrThrow();
      const wallet = await db
        .insertInto('ledger_account')
        .values({ agent_id: 1, member_id: member.id, currency: 'THB', wallet_type_id: 1, name: 'กระเป๋าหลัก' })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Three requirements as withdrawals kept them: one active, one met, one cancelled.
      await sql`insert into bonus_requirement (member_id, account_id, required_turnover, turnover_base, status, settled_at) values
                (${member.id}, ${wallet.id}, 100000, 2500, 'active', null),
                (${member.id}, ${wallet.id}, 5000, 0, 'met', '2025-01-02T03:04:05Z'),
                (${member.id}, ${wallet.id}, 7000, 0, 'cancelled', null)`.execute(db);
      const before = await sql<{ id: number }>`select id from bonus_requirement order by id`.execute(db);

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const after = await db
        .selectFrom('wagering_requirement')
        .select([
          'id',
          'member_id',
          'account_id',
          'source',
          'source_id',
          'required_turnover',
          'turnover_base',
          'max_withdrawal',
          'expires_at',
          'balance_floor',
          'status',
          'forfeit_reason',
        ])
        .orderBy('id')
        .execute();
      const [a, b, c] = before.rows.map((r) => r.id);
      const common = { member_id: member.id, account_id: wallet.id, max_withdrawal: null, expires_at: null, balance_floor: 0 };
      expect(after).toEqual([
        {
          ...common,
          id: a,
          source: 'manual',
          source_id: `bonus_requirement:${a}`,
          required_turnover: 100_000,
          turnover_base: 2_500,
          status: 'active',
          forfeit_reason: null,
        },
        {
          ...common,
          id: b,
          source: 'manual',
          source_id: `bonus_requirement:${b}`,
          required_turnover: 5_000,
          turnover_base: 0,
          status: 'met',
          forfeit_reason: null,
        },
        {
          ...common,
          id: c,
          source: 'manual',
          source_id: `bonus_requirement:${c}`,
          required_turnover: 7_000,
          turnover_base: 0,
          status: 'forfeited',
          forfeit_reason: 'cancelled',
        },
      ]);
      const ended = await db
        .selectFrom('wagering_requirement')
        .select(['id', 'ended_at'])
        .where('status', '<>', 'active')
        .orderBy('id')
        .execute();
      expect(ended[0].ended_at?.toISOString()).toBe('2025-01-02T03:04:05.000Z');
      expect(ended[1].ended_at).toBeInstanceOf(Date);
      expect(
        await sql`select 1 from pg_tables where tablename = 'bonus_requirement' and schemaname = current_schema()`.execute(db),
      ).toMatchObject({ rows: [] });

      // The old active one still counts; new ones take the next ids.
      expect(await reviewRequirements(db, member.id)).toMatchObject([{ id: a, required: 100_000, remaining: 100_000 }]);
      const next = await createRequirement(db, {
        memberId: member.id,
        source: 'promotion',
        sourceId: 'after-009',
        requiredTurnover: 1_000,
      });
      expect(next.id).toBeGreaterThan(c);
    } finally {
      if (schema) await sql.raw(`drop schema ${schema} cascade`).execute(handle.db);
      await handle.close();
    }
  });
});
