import type { PrizeKind } from '@contract/prizes';
import { prizeAmount, prizeText } from '@contract/prizes';
import type { Db } from '../../db';
import { type TransferKind, transfer } from '../ledger';
import { createRequirement, type RequirementSource } from '../requirements';
import { freeSpinAccountId, pointsAccountId, walletAccountId } from './accounts';
import { prizeHouseRow } from './house';

const DAY = 86_400_000;

export type PrizeGrant = {
  memberId: number;
  /** The caller's idempotency key for the movement (e.g. `wheel:<spin id>:prize`): once per key. */
  key: string;
  kind: PrizeKind;
  /** Stored units: satang, hundredths of a point or spins (contract/prizes.ts). */
  units: number;
  /** Credit only: turnover required = multiplier x amount; 0 = no requirement. */
  turnoverMultiplier?: number;
  /** Credit only: days the requirement runs (default 7). */
  requirementDays?: number;
  /** Credit only: the most the member may withdraw once the requirement is met; null = no cap. */
  maxWithdrawal?: number | null;
  /** Credit only: whose requirement (one per source and sourceId). */
  source: RequirementSource;
  sourceId: string;
  /** The prize's name as the member sees it on the requirement ("กงล้อนำโชค"). */
  title: string;
  /** The member's statement line ("รางวัลกงล้อนำโชค"). */
  statementText: string;
  /** Credit only: the ledger kind (default 'prize'; a free spin's win is 'free_spin_win'). */
  creditKind?: TransferKind;
  metadata?: Record<string, unknown>;
};

export type Granted = {
  transferId: number | null;
  requirementId: number | null;
  /** True when this key had already moved: nothing moved now. */
  replayed: boolean;
  /** Thai: "ได้รับเครดิตฟรี 50 บาท (ทำเทิร์น 250 บาทก่อนถอน)". */
  message: string;
};

const amountText = new Intl.NumberFormat('th-TH', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/**
 * Pays one prize through the ledger, once per key: credit from the member's house prizes row to the
 * main wallet (kind 'prize') with its requirement when the multiplier is above 0; points from the
 * house points row to the member's points account ('points_earn'); free spins from the house
 * free-spins row to the member's free-spin account ('free_spin_grant'); 'none' moves nothing.
 * Call it inside the caller's transaction, with the record that names the prize.
 */
export async function grantPrize(trx: Db, g: PrizeGrant, now: Date = new Date()): Promise<Granted> {
  const text = prizeText(g.kind, prizeAmount(g.kind, g.units));
  if (g.kind === 'none' || g.units <= 0) return { transferId: null, requirementId: null, replayed: false, message: text };
  const metadata = { ...g.metadata, statement_text: g.statementText };
  if (g.kind === 'points') {
    const moved = await transfer(trx, {
      key: g.key,
      kind: 'points_earn',
      currency: 'PTS',
      debit: await prizeHouseRow(trx, 'points', g.memberId),
      credit: await pointsAccountId(trx, g.memberId),
      amount: g.units,
      reference: g.title,
      metadata,
    });
    return { transferId: moved.id, requirementId: null, replayed: moved.replayed, message: `ได้รับ ${text}` };
  }
  if (g.kind === 'free_spins') {
    const moved = await transfer(trx, {
      key: g.key,
      kind: 'free_spin_grant',
      currency: 'PTS',
      debit: await prizeHouseRow(trx, 'free_spins', g.memberId),
      credit: await freeSpinAccountId(trx, g.memberId),
      amount: g.units,
      reference: g.title,
      metadata: { ...metadata, free_spins: g.units },
    });
    return { transferId: moved.id, requirementId: null, replayed: moved.replayed, message: `ได้รับ ${text}` };
  }
  const wallet = await walletAccountId(trx, g.memberId);
  const moved = await transfer(trx, {
    key: g.key,
    kind: g.creditKind ?? 'prize',
    currency: 'THB',
    debit: await prizeHouseRow(trx, 'prizes', g.memberId),
    credit: wallet,
    amount: g.units,
    reference: g.title,
    metadata,
  });
  const { requirementId, required } = await prizeRequirement(
    trx,
    g,
    wallet,
    Math.max(0, (moved.creditBalanceAfter ?? g.units) - g.units),
    now,
  );
  return { transferId: moved.id, requirementId, replayed: moved.replayed, message: grantMessage(g, required) };
}

/** The Thai message of a grant: "ได้รับ เครดิตฟรี 50 บาท ทำยอดเทิร์น 250 บาทก่อนถอน". */
export function grantMessage(g: Pick<PrizeGrant, 'kind' | 'units'>, required = 0): string {
  const turn = required > 0 ? ` ทำยอดเทิร์น ${amountText.format(required / 100)} บาทก่อนถอน` : '';
  return `ได้รับ ${prizeText(g.kind, prizeAmount(g.kind, g.units))}${turn}`;
}

/** The turnover a credit prize requires (satang; 0 = none). */
export function requiredFor(g: Pick<PrizeGrant, 'kind' | 'units' | 'turnoverMultiplier'>): number {
  if (g.kind !== 'credit') return 0;
  return Math.ceil((g.units * Math.round((g.turnoverMultiplier ?? 0) * 100)) / 100);
}

/**
 * A credit prize's wagering requirement (one per source and sourceId), when its multiplier is above
 * 0: `ownAmount` is what the member held in the wallet before the prize.
 */
export async function prizeRequirement(
  trx: Db,
  g: PrizeGrant,
  wallet: number,
  ownAmount: number,
  now: Date,
): Promise<{ requirementId: number | null; required: number }> {
  const required = requiredFor(g);
  if (required <= 0) return { requirementId: null, required: 0 };
  const r = await createRequirement(
    trx,
    {
      memberId: g.memberId,
      accountId: wallet,
      source: g.source,
      sourceId: g.sourceId,
      requiredTurnover: required,
      maxWithdrawal: g.maxWithdrawal ?? null,
      expiresAt: new Date(now.getTime() + (g.requirementDays ?? 7) * DAY),
      title: g.title,
      bonusAmount: g.units,
      ownAmount,
      forfeitRule: 'bonus',
    },
    now,
  );
  return { requirementId: r.id, required };
}
