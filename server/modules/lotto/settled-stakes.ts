import { type RawBuilder, sql } from 'kysely';

/**
 * The stakes of lotto bills settled (won or lost) in [start, end), per member: rows (member_id, stake).
 * Cashback and the other rewards count a lotto bill on the day it settles (docs/rewards.md): a bill
 * bought today for tomorrow's draw is a loss or a win only then. Cancelled and refunded bills never
 * settle. A round marked settled before `start` has no bill settled after it, so only the rounds still
 * settling or settled since are read (few), then their bills through lotto_bill_round.
 */
export function lottoSettledStakesSql(
  start: Date,
  end: Date,
  memberId?: number | RawBuilder<unknown>,
): RawBuilder<{ member_id: number; stake: number }> {
  if (memberId !== undefined) {
    // One member (a page's running figures): their own bills, newest first through lotto_bill_member.
    return sql<{ member_id: number; stake: number }>`(
      select b.member_id, sum(b.total_amount)::bigint as stake
        from lotto_bill b
       where b.member_id = ${memberId}::bigint and b.status in ('won', 'lost')
         and b.settled_at >= ${start}::timestamptz and b.settled_at < ${end}::timestamptz
       group by b.member_id)`;
  }
  return sql<{ member_id: number; stake: number }>`(
    select b.member_id, sum(b.total_amount)::bigint as stake
      from lotto_bill b
     where b.round_id in (select r.id from lotto_round r
                           where r.status = 'resulted' and (r.settled_at is null or r.settled_at >= ${start}::timestamptz))
       and b.status in ('won', 'lost')
       and b.settled_at >= ${start}::timestamptz and b.settled_at < ${end}::timestamptz
     group by b.member_id)`;
}
