import { randomBytes } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db';
import { migrations } from '../../db/migrations';
import { seedAgent } from '../../seed';
import {
  BANK_CHANNEL,
  createTestApp,
  engineName,
  expectError,
  expectOk,
  get,
  makeMember,
  makeOperator,
  makeQr,
  post,
  put,
  QR_CHANNEL,
  sandboxPay,
  signedPost,
  type TestContext,
  TRUEMONEY_CHANNEL,
  testConfig,
} from '../../test';
import { AGENT_ID } from '../agent';

const SETTINGS = '/api/admin/settings/deposit-accounts';
const NOTIFY = '/api/member/payment/notify';
const CLOSED_NO_ACCOUNT = 'ยังไม่มีบัญชีรับเงินสำหรับช่องทางนี้ กรุณาเลือกช่องทางอื่น';
const CLOSED_CAPPED = 'บัญชีรับเงินของช่องทางนี้รับยอดครบตามกำหนดของวันนี้แล้ว กรุณาเลือกช่องทางอื่น';

type Channel = {
  id: number;
  enabled: boolean;
  closed_reason?: string;
  bank_accounts: { id: number; account_number: string }[];
  true_money_accounts: { id: number; phone: string }[];
};

describe(`the deposit accounts a member sees (${engineName()})`, () => {
  let t: TestContext;
  let admin: { token: string };
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    admin = await makeOperator(t, 'admin');
  });
  afterAll(async () => t.close());

  const add = async (body: Record<string, unknown>) =>
    expectOk<{ id: number }>(await post(t, SETTINGS, { account_name: 'บจก. ทดสอบ', ...body }, admin.token)).id;
  const bank = (account_number: string, more: Record<string, unknown> = {}) =>
    add({ kind: 'bank', bank_code: '004', account_number, ...more });
  const switchOffAll = () => t.handle.db.updateTable('deposit_account').set({ active: false }).execute();
  const channels = async (token: string) => expectOk<{ channels: Channel[] }>(await get(t, '/api/member/payment/channels', token)).channels;
  const banksSeen = async (token: string) => (await channels(token))[0].bank_accounts.map((a) => a.id);
  const member = async (opts: { daysAgo?: number; vip?: number; account?: string } = {}) => {
    const m = await makeMember(t, opts.account ? { bank_code: '014', bank_account_number: opts.account } : {});
    // Registered that many days ago (created_at is read-only in the table's type: set here by hand).
    const registered = new Date(Date.now() - (opts.daysAgo ?? 30) * 86_400_000).toISOString();
    await sql`update member set vip_level = ${opts.vip ?? 0}, created_at = ${registered} where id = ${m.id}`.execute(t.handle.db);
    return m;
  };
  const setAgentPayments = (payments: unknown) =>
    t.handle.db
      .updateTable('agent')
      .set({ config: JSON.stringify({ payments }) })
      .where('id', '=', AGENT_ID)
      .execute();

  it('shows every member the accounts for all, VIP members those from their level, new members those for newcomers', async () => {
    const all = await bank('1000000001', { sort: 1 });
    const vip = await bank('1000000002', { sort: 2, audience: 'vip', vip_level_from: 1 });
    const hero = await bank('1000000003', { sort: 3, audience: 'vip', vip_level_from: 2 });
    const fresh = await bank('1000000004', { sort: 4, audience: 'new' });
    const wallet = await add({ kind: 'truemoney', account_number: '0951111111', audience: 'new' });
    await bank('1000000005', { sort: 0, active: false });

    const regular = await member();
    expect(await banksSeen(regular.token)).toEqual([all]);
    const tm = (await channels(regular.token))[1];
    expect(tm).toMatchObject({ id: TRUEMONEY_CHANNEL, enabled: false, closed_reason: CLOSED_NO_ACCOUNT, true_money_accounts: [] });
    expect(await banksSeen((await member({ vip: 1 })).token)).toEqual([all, vip]);
    expect(await banksSeen((await member({ vip: 2 })).token)).toEqual([all, vip, hero]);
    const newcomer = await member({ daysAgo: 2 });
    expect(await banksSeen(newcomer.token)).toEqual([all, fresh]);
    expect((await channels(newcomer.token))[1]).toMatchObject({
      enabled: true,
      true_money_accounts: [{ id: wallet, phone: '0951111111' }],
    });
    expect((await channels(newcomer.token))[0].closed_reason).toBeUndefined();

    // A notice to an account the member may not see is refused like an unknown one.
    expectError(await post(t, NOTIFY, { channel_id: BANK_CHANNEL, account_id: vip, amount: 100 }, regular.token), 3107);
    expectError(await post(t, NOTIFY, { channel_id: TRUEMONEY_CHANNEL, account_id: wallet, amount: 100 }, regular.token), 3102);
    expectOk(await post(t, NOTIFY, { channel_id: BANK_CHANNEL, account_id: all, amount: 100 }, regular.token));
    expectOk(await post(t, NOTIFY, { channel_id: BANK_CHANNEL, account_id: fresh, amount: 100 }, newcomer.token));

    // How long a member counts as new is the agent's setting (default 7 days).
    await setAgentPayments({ new_member_days: 1 });
    expect(await banksSeen(newcomer.token)).toEqual([all]);
    expect((await get(t, SETTINGS, admin.token)).json().data.new_member_days).toBe(1);
    await setAgentPayments({});
    expect(await banksSeen(newcomer.token)).toEqual([all, fresh]);
  });

  it('drops an account at its daily cap so the next in display order comes first, and closes the channel when none is left', async () => {
    await switchOffAll();
    const first = await bank('2000000001', { sort: 1, daily_cap: 1000 });
    const second = await bank('2000000002', { sort: 2, daily_cap: 500 });
    const m = await member({ account: '2900000001' });
    expect(await banksSeen(m.token)).toEqual([first, second]);

    const secret = t.config.payments.statementSecret as string;
    const line = (id: string, to: string, amount: number) =>
      signedPost(
        t,
        '/api/payments/statement/webhook',
        JSON.stringify({
          lines: [
            {
              line_id: id,
              time: new Date(Date.now() - 60_000).toISOString(),
              channel: 'bank',
              from_bank_code: '014',
              from_account: '2900000001',
              to_account: to,
              amount,
            },
          ],
        }),
        secret,
      );
    expect((await line('CAP-1', '200-0-00000-1', 600)).json().data).toMatchObject({ credited: 1 });
    expect(await banksSeen(m.token)).toEqual([first, second]);
    expect((await line('CAP-2', '2000000001', 400)).json().data).toMatchObject({ credited: 1 });
    // 1,000 baht reached: the second account is shown alone.
    expect(await banksSeen(m.token)).toEqual([second]);
    expectError(await post(t, NOTIFY, { channel_id: BANK_CHANNEL, account_id: first, amount: 100 }, m.token), 3107);
    const listed = (await get(t, SETTINGS, admin.token)).json().data.accounts as {
      id: number;
      used_today: number;
      capped: boolean;
      daily_cap: number;
    }[];
    expect(listed.find((a) => a.id === first)).toMatchObject({ used_today: 1000, daily_cap: 1000, capped: true });
    expect(listed.find((a) => a.id === second)).toMatchObject({ used_today: 0, capped: false });

    // A line matched through the member's notice counts for the account the notice names.
    expectOk(await post(t, NOTIFY, { channel_id: BANK_CHANNEL, account_id: second, amount: 500 }, m.token));
    expect((await line('CAP-3', '', 500)).json().data).toMatchObject({ credited: 1 });
    const bankChannel = (await channels(m.token))[0];
    expect(bankChannel).toMatchObject({ id: BANK_CHANNEL, enabled: false, closed_reason: CLOSED_CAPPED, bank_accounts: [] });
    expectError(await post(t, NOTIFY, { channel_id: BANK_CHANNEL, account_id: second, amount: 100 }, m.token), 3102);

    // Raising the cap brings it back at once.
    expectOk(
      await put(
        t,
        `${SETTINGS}/${first}`,
        { kind: 'bank', bank_code: '004', account_number: '2000000001', account_name: 'บจก. ทดสอบ', sort: 1, daily_cap: 5000 },
        admin.token,
      ),
    );
    expect(await banksSeen(m.token)).toEqual([first]);
  });

  it('makes the PromptPay QR with the first eligible PromptPay account and its name, the next once it is capped, the configured id only when there is none', async () => {
    await switchOffAll();
    const one = await add({ kind: 'promptpay', account_number: '0811111111', account_name: 'พร้อมเพย์หนึ่ง', sort: 1, daily_cap: 100 });
    const two = await add({ kind: 'promptpay', account_number: '1234567890121', account_name: 'พร้อมเพย์สอง', sort: 2 });
    const operator = await makeOperator(t, 'finance');
    const m1 = await member();
    const qr1 = await makeQr(t, m1.token, 100);
    expect(qr1.payload).toContain('0066811111111');
    expect((qr1 as unknown as { receiver_name: string }).receiver_name).toBe('พร้อมเพย์หนึ่ง');
    const intent = await t.handle.db
      .selectFrom('payment_intent')
      .select('deposit_account_id')
      .where('reference', '=', qr1.reference)
      .executeTakeFirstOrThrow();
    expect(intent.deposit_account_id).toBe(one);
    expect((await sandboxPay(t, operator.token, qr1.reference)).json()).toMatchObject({ error: 0 });
    const listed = (await get(t, SETTINGS, admin.token)).json().data.accounts as { id: number; used_today: number; capped: boolean }[];
    expect(listed.find((a) => a.id === one)).toMatchObject({ used_today: 100, capped: true });

    const m2 = await member();
    const qr2 = await makeQr(t, m2.token, 50);
    expect(qr2.payload).toContain('1234567890121');
    expect((qr2 as unknown as { receiver_name: string }).receiver_name).toBe('พร้อมเพย์สอง');

    // Accounts exist but none is left for this member: closed, never the configured id (the cap holds).
    await t.handle.db.updateTable('deposit_account').set({ active: false }).where('id', '=', two).execute();
    const qrChannel = (await channels(m2.token))[2];
    expect(qrChannel).toMatchObject({ id: QR_CHANNEL, enabled: false, closed_reason: CLOSED_CAPPED });
    // No active PromptPay account at all: the configured id (PROMPTPAY_ID in development) as before.
    await t.handle.db.updateTable('deposit_account').set({ active: false }).where('id', '=', one).execute();
    expect((await channels(m2.token))[2]).toMatchObject({ enabled: true });
    const qr3 = await makeQr(t, (await member()).token, 70);
    expect(qr3.payload).not.toContain('0066811111111');
    expect((qr3 as unknown as { receiver_name: string }).receiver_name).toBe('Golden Win 888');
  });
});

describe(`migrations 038-039 keep the agent's accounts and open notices (${engineName()})`, () => {
  it('moves bank accounts (same ids) and TrueMoney wallets (new ids, open notices follow), and new accounts get fresh ids', {
    timeout: 60_000,
  }, async () => {
    const config = testConfig();
    const schema = config.db.url ? `t_${randomBytes(6).toString('hex')}` : undefined;
    const handle = await openDatabase(config.db, schema);
    try {
      const db = handle.db;
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema: rows[0].schema });
      expect((await migrator.migrateTo('037_report_promotions')).error).toBeUndefined();
      await seedAgent(db, config);
      await sql`insert into agent_bank_account (agent_id, bank_code, account_number, account_name, sort) values
                (1, '004', '0731234567', 'บัญชีหนึ่ง', 1), (1, '014', '4071234568', 'บัญชีสอง', 2)`.execute(db);
      await sql`insert into agent_true_money_account (agent_id, phone, account_name, sort) values (1, '0951234567', 'วอลเล็ท', 3)`.execute(
        db,
      );
      await sql`insert into member (agent_id, phone, password_hash, first_name, last_name, date_of_birth, referral_code)
                values (1, '0899999997', 'x', 'ก', 'ข', date '1990-01-01', 'MIG39')`.execute(db);
      const m = await sql<{ id: number }>`select id from member`.execute(db);
      // An open TrueMoney notice naming wallet 1, and an open bank notice naming bank account 1 (the same old id).
      await sql`insert into deposit_notice (member_id, channel_id, agent_account_id, amount, expires_at)
                values (${m.rows[0].id}, 2, 1, 50000, now() + interval '1 hour')`.execute(db);
      const m2 = await sql<{
        id: number;
      }>`insert into member (agent_id, phone, password_hash, first_name, last_name, date_of_birth, referral_code)
                values (1, '0899999996', 'x', 'ค', 'ง', date '1990-01-01', 'MIG40') returning id`.execute(db);
      await sql`insert into deposit_notice (member_id, channel_id, agent_account_id, amount, expires_at)
                values (${m2.rows[0].id}, 1, 1, 70000, now() + interval '1 hour')`.execute(db);

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const accounts = await db.selectFrom('deposit_account').select(['id', 'kind', 'bank_code', 'account_number']).orderBy('id').execute();
      expect(accounts).toEqual([
        { id: 1, kind: 'bank', bank_code: '004', account_number: '0731234567' },
        { id: 2, kind: 'bank', bank_code: '014', account_number: '4071234568' },
        { id: 3, kind: 'truemoney', bank_code: null, account_number: '0951234567' },
      ]);
      const notices = await db.selectFrom('deposit_notice').select(['channel_id', 'agent_account_id']).orderBy('id').execute();
      expect(notices).toEqual([
        { channel_id: 2, agent_account_id: 3 },
        { channel_id: 1, agent_account_id: 1 },
      ]);
      const next = await db
        .insertInto('deposit_account')
        .values({ agent_id: 1, kind: 'promptpay', account_number: '0811111111', account_name: 'ใหม่' })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(next.id).toBe(4);
    } finally {
      if (schema) await sql.raw(`drop schema ${schema} cascade`).execute(handle.db);
      await handle.close();
    }
  });

  it('starts an empty database at id 1', { timeout: 60_000 }, async () => {
    const t = await createTestApp();
    try {
      const first = await t.handle.db
        .insertInto('deposit_account')
        .values({ agent_id: 1, kind: 'truemoney', account_number: '0951234567', account_name: 'แรก' })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(first.id).toBe(1);
    } finally {
      await t.close();
    }
  });
});
