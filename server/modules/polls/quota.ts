import { bangkokToday } from '@contract/fields';
import { satangToBaht } from '@contract/money';
import type { PollQuotaCheckData, PollQuotaData } from '@contract/polls';
import type { Db } from '../../db';
import { creditedSince, stakesByDay } from '../ledger';
import { bahtText, type PollRow, votingOpen } from './wire';

/**
 * A member's quota of votes on a poll (docs/engagement.md "Quota"), computed from the records
 * at request time: base_votes + 1 per deposit_step satang deposited since the poll opened (posted
 * 'deposit' transfers into the member's wallets from opens_at) + 1 per turnover_step satang staked
 * since the poll opened (turnover records from the Bangkok day of opens_at: turnover is kept per
 * day), at most max_votes. A step of 0 is not used. `used` is the poll_member counter.
 */
export type Quota = {
  total: number;
  used: number;
  remaining: number;
  fromDeposit: number;
  fromTurnover: number;
  deposited: number;
  staked: number;
};

export async function quotaOf(db: Db, poll: PollRow, memberId: number): Promise<Quota> {
  const [deposited, staked, counter] = [
    poll.deposit_step > 0 ? await creditedSince(db, memberId, 'deposit', poll.opens_at) : 0,
    poll.turnover_step > 0 ? (await stakesByDay(db, memberId, bangkokToday(poll.opens_at))).reduce((s, d) => s + Number(d.stake), 0) : 0,
    await db.selectFrom('poll_member').select('used').where('poll_id', '=', poll.id).where('member_id', '=', memberId).executeTakeFirst(),
  ];
  const fromDeposit = poll.deposit_step > 0 ? Math.floor(deposited / poll.deposit_step) : 0;
  const fromTurnover = poll.turnover_step > 0 ? Math.floor(Math.max(0, staked) / poll.turnover_step) : 0;
  const total = Math.min(poll.max_votes, poll.base_votes + fromDeposit + fromTurnover);
  const used = counter?.used ?? 0;
  return { total, used, remaining: Math.max(0, total - used), fromDeposit, fromTurnover, deposited, staked };
}

/** What the member can do to earn another vote, in Thai. */
export function howToEarn(poll: PollRow, q: Quota): string {
  if (q.total >= poll.max_votes) return `ท่านได้รับสิทธิ์โหวตครบ ${poll.max_votes} ครั้งแล้ว (สูงสุดต่อโพล)`;
  const ways: string[] = [];
  if (poll.deposit_step > 0) {
    const need = poll.deposit_step - (q.deposited % poll.deposit_step);
    ways.push(`ฝากเงินทุก ${bahtText(poll.deposit_step)} บาท รับเพิ่ม 1 สิทธิ์ (ฝากอีก ${bahtText(need)} บาท รับสิทธิ์ถัดไป)`);
  }
  if (poll.turnover_step > 0) {
    const need = poll.turnover_step - (Math.max(0, q.staked) % poll.turnover_step);
    ways.push(`เล่นเกมครบทุก ${bahtText(poll.turnover_step)} บาท รับเพิ่ม 1 สิทธิ์ (เล่นอีก ${bahtText(need)} บาท รับสิทธิ์ถัดไป)`);
  }
  if (ways.length === 0) return 'โพลนี้ไม่มีสิทธิ์โหวตเพิ่มเติม';
  return `${ways.join(' หรือ ')} สูงสุด ${poll.max_votes} สิทธิ์ต่อโพล`;
}

export function quotaData(poll: PollRow, q: Quota, now: Date): PollQuotaData {
  return {
    poll_id: poll.id,
    total: q.total,
    used: q.used,
    remaining: q.remaining,
    base_votes: poll.base_votes,
    from_deposit: q.fromDeposit,
    from_turnover: q.fromTurnover,
    max_votes: poll.max_votes,
    deposited: satangToBaht(q.deposited),
    staked: satangToBaht(Math.max(0, q.staked)),
    how_to_earn: howToEarn(poll, q),
    last_updated: now.toISOString(),
  };
}

export function quotaCheck(poll: PollRow, q: Quota, now: Date): PollQuotaCheckData {
  const no = (reason: string): PollQuotaCheckData => ({ poll_id: poll.id, can_vote: false, remaining: q.remaining, reason });
  if (poll.status === 'cancelled') return no('โพลนี้ถูกยกเลิกแล้ว');
  if (poll.status === 'resolved') return no('โพลนี้ประกาศผลแล้ว');
  if (!votingOpen(poll, now)) {
    if (poll.status === 'open' && now.getTime() < poll.opens_at.getTime()) return no('โพลนี้ยังไม่เปิดให้โหวต');
    return no('โพลนี้ปิดโหวตแล้ว');
  }
  if (q.remaining <= 0) return no(`ท่านใช้สิทธิ์โหวตครบ ${q.used} ครั้งแล้ว ${howToEarn(poll, q)}`);
  return { poll_id: poll.id, can_vote: true, remaining: q.remaining, reason: `ท่านเหลือสิทธิ์โหวต ${q.remaining} ครั้ง` };
}
