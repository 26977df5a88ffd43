import { bahtToSatang } from '@contract/money';
import { houseAccountId, memberAccountId, transfer } from '../modules/ledger';
import type { TestContext } from './app';
import { type MemberOver, makeMember } from './members';

let seq = 0;

/** Credits a ledger account from the house cash account, as a matched deposit would (satang). */
export async function deposit(t: TestContext, accountId: number, satang: number, reference = `DEP-${++seq}`) {
  return transfer(t.handle.db, {
    key: `test-deposit:${reference}:${accountId}`,
    kind: 'deposit',
    currency: 'THB',
    debit: await houseAccountId(t.handle.db, 'cash'),
    credit: accountId,
    amount: satang,
    reference,
  });
}

/** Credits a member's main wallet as a matched deposit would (baht). */
export async function fund(t: TestContext, memberId: number, baht: number, reference?: string) {
  return deposit(t, await memberAccountId(t.handle.db, memberId), bahtToSatang(baht), reference);
}

/** A member with `baht` in the main wallet, its account id (`wallet`) and a bearer token. */
export async function fundedMember(t: TestContext, baht = 1_000, over: MemberOver = {}) {
  const m = await makeMember(t, over);
  const wallet = await memberAccountId(t.handle.db, m.id);
  if (baht > 0) await deposit(t, wallet, bahtToSatang(baht));
  return { ...m, wallet };
}
