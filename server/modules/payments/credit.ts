import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { qualifyReferral } from '../affiliate';
import { houseAccountId, memberAccountId, transfer } from '../ledger';
import { breachFlags, depositBreaches } from '../limits';
import { applyDepositBonus } from '../promotions';
import { enqueuePush } from '../push';

/**
 * The one way a deposit reaches a member's main wallet: a 'deposit' transfer from the house cash
 * account, idempotent on `key` ('qr:<reference>' or 'stmt:<line id>'). Money that has already
 * arrived is always credited, even over a deposit limit or during self-exclusion; such a deposit
 * carries flags ('limit_daily', 'self_excluded'...) so the operator sees it. Call inside the
 * transaction that records why the money is credited. A newly credited deposit (not a replay) then
 * gets the member's chosen promotion in the same transaction (promotions' applyDepositBonus: the
 * bonus with its requirement, or a refused grant with the Thai reason); the deposit stands either way.
 * A first deposit also qualifies the member's affiliate referral (it counts for the referrer from today).
 */
export async function creditDeposit(
  trx: Kysely<Database>,
  p: {
    key: string;
    memberId: number;
    amountSatang: number;
    reference: string;
    metadata: Record<string, unknown>;
    operatorId?: number;
    now: Date;
  },
): Promise<{ transferId: number; flags: string[]; replayed: boolean; balanceAfter: number | null }> {
  const flags = breachFlags(await depositBreaches(trx, p.memberId, p.amountSatang, { now: p.now }));
  const cash = await houseAccountId(trx, 'cash');
  const wallet = await memberAccountId(trx, p.memberId);
  const r = await transfer(trx, {
    key: p.key,
    kind: 'deposit',
    currency: 'THB',
    debit: cash,
    credit: wallet,
    amount: p.amountSatang,
    reference: p.reference,
    metadata: { ...p.metadata, flags },
    operatorId: p.operatorId,
  });
  if (!r.replayed) {
    await qualifyReferral(trx, p.memberId, p.now);
    await applyDepositBonus(trx, { memberId: p.memberId, depositKey: p.key, amount: p.amountSatang, now: p.now });
    await enqueuePush(trx, { kind: 'deposit', memberId: p.memberId, transferId: r.id });
  }
  return { transferId: r.id, flags, replayed: r.replayed, balanceAfter: r.creditBalanceAfter };
}
