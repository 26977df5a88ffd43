import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db';
import { insertMember } from '../modules/account/members';
import { houseAccountId, memberAccountId, transfer } from '../modules/ledger';
import { runCli } from './run';

/** `npm run ops -- ledger:verify` exits 0 on a sound ledger and non-zero, naming the breach, otherwise. */
describe('ops ledger:verify', () => {
  let dir: string;
  let env: NodeJS.ProcessEnv;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'ops-verify-'));
    env = { NODE_ENV: 'test', DATA_DIR: dir };
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const run = async () => {
    const lines: string[] = [];
    const code = await runCli(['ledger:verify'], env, { out: (l) => lines.push(l), err: (l) => lines.push(l) });
    return { code, text: lines.join('\n') };
  };

  it('passes a sound ledger and fails a tampered one', { timeout: 60_000 }, async () => {
    expect((await run()).code).toBe(0);

    // Seed a movement, then change a balance behind the ledger's back.
    const h = await openDatabase({ dataDir: dir, databaseUrl: undefined });
    const { id } = await insertMember(h.db, {
      phone: '0899990001',
      password: 'secret123',
      first_name: 'ทดสอบ',
      last_name: 'บัญชี',
      bank_code: '014',
      bank_account_number: '9990001111',
      bank_account_name: 'ทดสอบ บัญชี',
      date_of_birth: '1990-01-01',
    });
    const wallet = await memberAccountId(h.db, id);
    await transfer(h.db, {
      key: 'ops-dep-1',
      kind: 'deposit',
      currency: 'THB',
      debit: await houseAccountId(h.db, 'cash'),
      credit: wallet,
      amount: 12_345,
    });
    await h.close();
    const sound = await run();
    expect(sound).toMatchObject({ code: 0 });
    expect(sound.text).toContain('ledger verified');

    const h2 = await openDatabase({ dataDir: dir, databaseUrl: undefined });
    await h2.db.updateTable('ledger_account').set({ balance: 99_999 }).where('id', '=', wallet).execute();
    await h2.close();
    const broken = await run();
    expect(broken.code).toBe(1);
    expect(broken.text).toContain(`account ${wallet}`);
  });
});
