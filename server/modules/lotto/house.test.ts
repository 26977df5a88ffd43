import { randomBytes } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { openDatabase } from '../../db';
import { migrations } from '../../db/migrations';
import { seedAgent } from '../../db/seed';
import { createTestApp, engineName, type TestContext } from '../../test/app';
import { makeMember } from '../admin/test-support';
import { houseAccountId, memberAccountId, transfer, verifyLedger } from '../ledger';
import { fund } from '../withdrawals/test-support';
import { LOTTO_HOUSE_PREFIX, lottoHouseAccounts, lottoHouseBalance, lottoHouseShards } from './house';
import { buy, expectOk, makeRound } from './test-support';

describe(`the house lotto account over many rows (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
  });
  afterAll(async () => t.close());

  it('reads the shard count from LOTTO_HOUSE_SHARDS, 16 unless set, and refuses nonsense', () => {
    expect(lottoHouseShards({})).toBe(16);
    expect(lottoHouseShards({ LOTTO_HOUSE_SHARDS: '4' })).toBe(4);
    for (const bad of ['0', '-1', '2.5', 'many', '5000']) expect(() => lottoHouseShards({ LOTTO_HOUSE_SHARDS: bad })).toThrow(RangeError);
  });

  it('puts each member on row member_id mod shards and counts the house as the sum of its rows', async () => {
    const round = await makeRound(t, 'hanoi');
    const members = await Promise.all(Array.from({ length: 5 }, () => makeMember(t)));
    const houseBefore = await lottoHouseBalance(t.handle.db);
    const staked: number[] = [];
    for (const [n, m] of members.entries()) {
      await fund(t, m.id, 1_000);
      const data = expectOk(await buy(t, m.token, round, [{ bet_type: '2top', number: String(10 + n), amount: 20 + n }]));
      staked.push((20 + n) * 100);
      const debit = await t.handle.db
        .selectFrom('ledger_transfer as x')
        .innerJoin('ledger_account as a', 'a.id', 'x.credit_account_id')
        .select(['a.code', 'x.amount'])
        .where('x.idempotency_key', '=', `bill:${data.bill.id}`)
        .executeTakeFirstOrThrow();
      expect(debit).toEqual({ code: `${LOTTO_HOUSE_PREFIX}${m.id % lottoHouseShards()}`, amount: (20 + n) * 100 });
    }
    const rows = await t.handle.db
      .selectFrom('ledger_account')
      .select(['id', 'code', 'balance', 'allow_negative'])
      .where('code', 'like', `${LOTTO_HOUSE_PREFIX}%`)
      .execute();
    expect(rows).toHaveLength(lottoHouseShards());
    expect(rows.every((r) => r.allow_negative)).toBe(true);
    expect((await lottoHouseAccounts(t.handle.db)).sort((a, b) => a - b)).toEqual(rows.map((r) => r.id).sort((a, b) => a - b));
    const sum = rows.reduce((s, r) => s + r.balance, 0);
    expect(await lottoHouseBalance(t.handle.db)).toBe(sum);
    expect(sum - houseBefore).toBe(staked.reduce((s, x) => s + x, 0));
    expect(await verifyLedger(t.handle.db)).toEqual([]);
  });
});

describe(`migration 007 keeps the old single house lotto row (${engineName()})`, () => {
  it('renames house:lotto to house:lotto:0 with its balance and history', async () => {
    const config = testConfig();
    const schema = config.databaseUrl ? `t_${randomBytes(6).toString('hex')}` : undefined;
    const handle = await openDatabase(config, schema);
    try {
      const db = handle.db;
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema: rows[0].schema });
      const before = await migrator.migrateTo('006_games');
      expect(before.error).toBeUndefined();
      await seedAgent(db, config);
      // A deployment before sharding: every bill paid into the one 'house:lotto' row.
      const old = await houseAccountId(db, 'lotto');
      const cash = await houseAccountId(db, 'cash');
      await sql`insert into member (agent_id, phone, password_hash, first_name, last_name, date_of_birth, referral_code)
                values (1, '0899999999', 'x', 'ก', 'ข', date '1990-01-01', 'MIG1')`.execute(db);
      const member = await db.selectFrom('member').select('id').executeTakeFirstOrThrow();
      await db
        .insertInto('ledger_account')
        .values({ agent_id: 1, member_id: member.id, currency: 'THB', wallet_type_id: 1, name: 'กระเป๋าหลัก' })
        .execute();
      const wallet = await memberAccountId(db, member.id);
      await transfer(db, { key: 'mig:dep', kind: 'deposit', currency: 'THB', debit: cash, credit: wallet, amount: 10_000 });
      await transfer(db, { key: 'mig:bill', kind: 'lotto_bill', currency: 'THB', debit: wallet, credit: old, amount: 2_500 });

      const after = await migrator.migrateToLatest();
      expect(after.error).toBeUndefined();
      const row = await db.selectFrom('ledger_account').select(['id', 'code', 'balance']).where('id', '=', old).executeTakeFirstOrThrow();
      expect(row).toEqual({ id: old, code: `${LOTTO_HOUSE_PREFIX}0`, balance: 2_500 });
      const shards = await lottoHouseAccounts(db);
      expect(shards[0]).toBe(old);
      expect(shards).toHaveLength(lottoHouseShards());
      expect(await lottoHouseBalance(db)).toBe(2_500);
      expect(await verifyLedger(db)).toEqual([]);
    } finally {
      if (schema) await sql.raw(`drop schema ${schema} cascade`).execute(handle.db);
      await handle.close();
    }
  });
});
