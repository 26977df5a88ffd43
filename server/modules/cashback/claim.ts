import { Errors } from '@contract/errors';
import { bahtText, satangToBaht } from '@contract/money';
import type { RewardClaimData, RewardKind } from '@contract/rewards';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import { openHouseShards, postHouseTransfers, type TransferKind } from '../ledger';
import { mainWalletRelation, transferIdByKey } from '../ledger/steps';
import { createRequirement } from '../requirements';
import { addDays, rewardSettings } from '../rewards';
import { requiredTurnover } from './rules';

const LEDGER_KIND: Record<RewardKind, TransferKind> = { cashback: 'cashback', commission: 'commission', winloss: 'refund' };

/**
 * The house side of claimed rewards: the ledger's sharded house account `house:rewards:<n>`, a member
 * always on row member_id mod REWARD_HOUSE_SHARDS, so claims of different members never queue on one
 * row (the bench's 8 claims at once did on house:bonuses). What the house paid is the family's sum.
 */
export const REWARD_HOUSE_FAMILY = 'rewards';
const REWARD_HOUSE_SHARDS = 16;
const knownHouse = new WeakMap<Db, number[]>();
async function rewardHouseRow(db: Db, memberId: number): Promise<number> {
  let ids = knownHouse.get(db);
  if (!ids) {
    ids = await openHouseShards(db, REWARD_HOUSE_FAMILY, REWARD_HOUSE_SHARDS, 'คืนยอดเสียและค่าคอมที่จ่าย');
    knownHouse.set(db, ids);
  }
  return ids[memberId % ids.length];
}

/** The statement line of one entry, naming its day or week (Thai, Bangkok days as D/M/YYYY BE). */
const thaiDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return `${d}/${m}/${y + 543}`;
};
export function statementText(kind: RewardKind, period: string): string {
  if (kind === 'cashback') return `แคชแบ็กคืนยอดเสีย วันที่ ${thaiDay(period)}`;
  if (kind === 'commission') return `คืนค่าคอมมิชชั่น วันที่ ${thaiDay(period)}`;
  return `คืนยอดเสียรายสัปดาห์ ${thaiDay(period)} - ${thaiDay(addDays(period, 6))}`;
}

/** The requirement's title the member sees on the withdraw and promotions pages. */
const REQUIREMENT_TITLE: Record<RewardKind, string> = {
  cashback: 'แคชแบ็กคืนยอดเสีย',
  commission: 'คืนค่าคอมมิชชั่น',
  winloss: 'คืนยอดเสียรายสัปดาห์',
};

/** What the member is told after a claim. */
const CLAIMED_TEXT: Record<RewardKind, string> = {
  cashback: 'รับแคชแบ็ก',
  commission: 'รับค่าคอมมิชชั่น',
  winloss: 'รับเงินคืนยอดเสีย',
};
export function claimMessage(kind: RewardKind, d: RewardClaimData): string {
  const turnover = d.required_turnover ? ` ทำยอดเทิร์น ${bahtText(Math.round(d.required_turnover * 100))} บาทก่อนถอน` : '';
  return `${CLAIMED_TEXT[kind]} ${bahtText(Math.round(d.amount * 100))} บาทเข้ากระเป๋าหลักแล้ว${turnover}`;
}

/**
 * The member claims every claimable entry of a kind (docs/rewards.md "Claiming"), in ONE transaction:
 *   1. the entries change claimable -> claimed by one conditional update (`status = 'claimable' and
 *      expires_at > now`): of two claims at once (a double tap, two devices) the second finds nothing
 *      (PostgreSQL makes it wait for the first's row locks and re-read them) and gets
 *      REWARD_NOTHING_TO_CLAIM; nothing claimable at all is the same refusal;
 *   2. one ledger transfer per entry, key `reward:<entry id>`, house bonuses -> the main wallet, ledger
 *      kind cashback / commission / refund, in one batch statement; the entries point at their transfers;
 *   3. when the setting's turnover_multiplier is above 0, one requirement for the sum (source cashback,
 *      or winloss for the weekly refund; id `reward:<smallest entry id>`), with no expiry: it ends when met,
 *      when the wallet falls below 1 baht, or when cancelled (forfeit rule `bonus`).
 * A disabled setting refuses claims (REWARD_DISABLED); its entries wait until their expiry.
 */
export async function claimRewards(db: Db, memberId: number, kind: RewardKind, now: Date = new Date()): Promise<RewardClaimData> {
  const setting = (await rewardSettings(db))[kind];
  if (!setting.enabled) fail(Errors.REWARD_DISABLED);
  const house = await rewardHouseRow(db, memberId);
  const outcome = await db.transaction().execute(async (trx) => {
    // The entries and the main wallet (id, what the member holds before the credit) in one statement.
    const claimed = await sql<{ id: number | null; period: string; amount: number; wallet: number | null; available: number | null }>`
      with c as (
        update reward_entry set status = 'claimed', claimed_at = ${now}::timestamptz
         where member_id = ${memberId}::bigint and kind = ${kind} and status = 'claimable' and expires_at > ${now}::timestamptz
        returning id, period, amount)
      select c.id, c.period, c.amount, w.id as wallet, w.available
        from ${mainWalletRelation(sql`${memberId}::bigint`)} w left join c on true`.execute(trx);
    const wallet = claimed.rows[0];
    if (!wallet?.wallet) throw new Error(`member ${memberId} has no main wallet`);
    const before = { id: wallet.wallet, available: Number(wallet.available) };
    const rows = claimed.rows.filter((r): r is typeof r & { id: number } => r.id !== null && r.amount > 0).sort((a, b) => a.id - b.id);
    if (rows.length === 0) return null;
    const amount = rows.reduce((n, r) => n + r.amount, 0);
    const ids = rows.map((r) => r.id);
    // The requirement first (it needs the balance before the credit, the member's own money), so the
    // house row the credit locks is held only for the last statements of the transaction.
    let requirementId: number | null = null;
    const required = requiredTurnover(amount, setting.turnover_multiplier);
    if (required > 0) {
      const r = await createRequirement(
        trx,
        {
          memberId,
          accountId: before.id,
          source: kind === 'winloss' ? 'winloss' : 'cashback',
          sourceId: `reward:${ids[0]}`,
          requiredTurnover: required,
          title: REQUIREMENT_TITLE[kind],
          bonusAmount: amount,
          ownAmount: Math.max(0, before.available),
          forfeitRule: 'bonus',
        },
        now,
      );
      requirementId = r.id;
    }
    await postHouseTransfers(
      trx,
      LEDGER_KIND[kind],
      'THB',
      rows.map((r) => ({
        key: `reward:${r.id}`,
        debit: house,
        credit: before.id,
        amount: r.amount,
        reference: r.period,
        metadata: { reward_entry_id: r.id, kind, period: r.period, statement_text: statementText(kind, r.period) },
      })),
    );
    return { amount, ids, requirementId, entries: rows.length, required: required > 0 ? required : null };
  });
  if (!outcome) fail(Errors.REWARD_NOTHING_TO_CLAIM);
  // After the commit, not inside (the house row stays locked until then), in one statement: the entries
  // point at their transfers and requirement (the keys `reward:<id>` and `reward:<smallest id>` hold the
  // same link should this process stop in between), and the main wallet as it is now.
  const after = await sql<{ available: number | null }>`
    with u as (
      update reward_entry e set transfer_id = ${transferIdByKey(sql`'reward:' || e.id::text`)}, requirement_id = ${outcome.requirementId}::bigint
       where e.id in (select jsonb_array_elements_text(${JSON.stringify(outcome.ids)}::jsonb)::bigint)
      returning 1)
    select (select w.available from ${mainWalletRelation(sql`${memberId}::bigint`)} w) as available, (select count(*) from u) as linked`.execute(
    db,
  );
  return {
    kind,
    amount: satangToBaht(outcome.amount),
    entries: outcome.entries,
    balance: satangToBaht(Number(after.rows[0]?.available ?? 0)),
    required_turnover: outcome.required === null ? null : satangToBaht(outcome.required),
  };
}
