import { Errors } from '@contract/errors';
import { thaiDrawDate } from '@contract/lotto';
import { bahtText } from '@contract/money';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { fail } from '../../lib/reply';
import { recordAudit, recordSystemAudit } from '../admin';
import { addMemberNotices, type MemberNotice } from '../agent';
import { reclaim } from '../debts';
import { type HouseTransfer, memberAccountId, postHouseTransfers, recordTurnovers } from '../ledger';
import { winningKeys } from './bet-rules';
import { houseRowOf, lottoHouseAccounts } from './house';
import { billReference } from './refunds';
import { lockRound, openEntries } from './result-entries';
import type { ResultEntryRow, StoredResult } from './tables';

type Conn = Kysely<Database>;

/** How long a correction notice shows after login. */
const NOTICE_DAYS = 30;
/** The ledger and turnover key of a correction's movement for one bill. */
export const correctionKey = (entryId: number, billId: number) => `lottofix:${entryId}:${billId}`;

export type CorrectionSummary = { changed_bills: number; paid: number; taken: number; owed: number };

/** The round a correction may change: resulted, not Yeekee (its result is the shots'), within the window. */
export async function correctableRound(trx: Conn, roundId: number, now: Date, windowMs: number) {
  const round = await lockRound(trx, roundId);
  if (!round) fail(Errors.NOT_FOUND, undefined, 'ไม่พบงวดหวยนี้');
  const cat = await trx
    .selectFrom('lotto_category')
    .select(['name', 'result_kind'])
    .where('id', '=', round.category_id)
    .executeTakeFirstOrThrow();
  if (cat.result_kind === 'yeekee') fail(Errors.LOTTO_CORRECTION_NOT_ALLOWED, undefined, 'หวยยี่กีออกผลจากการยิงเลข จึงแก้ไขผลไม่ได้');
  if (round.status !== 'resulted' || !round.result || !round.resulted_at) {
    fail(Errors.LOTTO_CORRECTION_NOT_ALLOWED, undefined, 'แก้ไขได้เฉพาะงวดที่ออกผลแล้ว');
  }
  if (now.getTime() > round.resulted_at.getTime() + windowMs) fail(Errors.LOTTO_CORRECTION_CLOSED);
  return { ...round, result: round.result, resulted_at: round.resulted_at, category_name: cat.name, result_kind: cat.result_kind };
}

/** A result as a notice writes it. */
function resultText(r: StoredResult): string {
  const parts = r.first_prize ? [`รางวัลที่ 1 ${r.first_prize}`] : [];
  parts.push(`3 ตัวบน ${r.top3}`, `2 ตัวล่าง ${r.bottom2}`);
  if (r.front3.length) parts.push(`3 ตัวหน้า ${r.front3.join(' ')}`);
  if (r.back3.length) parts.push(`3 ตัวท้าย ${r.back3.join(' ')}`);
  return parts.join(', ');
}

type Changed = { id: number; member_id: number; old_win: number; new_win: number };

/**
 * Applies a confirmed correction, exactly once: the entry goes pending|held -> applied in a
 * conditional update under its row lock (a second confirmer, here or on another process, finds it
 * decided: 5041). In the same transaction: the round takes the new result (the applied entry before
 * it is superseded, kept with its numbers), every judged item of the round is judged again, and per
 * bill the difference between what it was paid and what it now wins moves through the ledger under
 * 'lottofix:<entry>:<bill>': more is paid from the member's house row; less is taken back from the
 * main wallet as far as its available balance goes, the rest recorded as a debt (debts module). The
 * win turnover moves by the same difference, members whose bills changed get a notice, and the
 * operator's confirm and the system's settlement are audited. The round must be fully settled
 * (otherwise settlement, still judging with the old numbers, could race it: 5045).
 */
export async function applyCorrection(
  trx: Conn,
  entry: ResultEntryRow,
  operatorId: number,
  now: Date,
  windowMs: number,
): Promise<CorrectionSummary> {
  const round = await correctableRound(trx, entry.round_id, now, windowMs);
  if (!round.settled_at) fail(Errors.LOTTO_NOT_SETTLED);
  const decided = await trx
    .updateTable('lotto_result_entry')
    .set({ status: 'applied', decided_by: operatorId, decided_at: now })
    .where('id', '=', entry.id)
    .where('status', 'in', ['pending', 'held'])
    .executeTakeFirst();
  if (decided.numUpdatedRows === 0n) fail(Errors.LOTTO_RESULT_ENTRY_DECIDED);
  await trx
    .updateTable('lotto_result_entry')
    .set({ status: 'superseded', note: `แก้ไขโดยรายการ ${entry.id}` })
    .where('round_id', '=', round.id)
    .where('status', '=', 'applied')
    .where('id', '<>', entry.id)
    .execute();
  const others = (await openEntries(trx, round.id, 'correction')).map((e) => e.id);
  if (others.length) {
    await trx
      .updateTable('lotto_result_entry')
      .set({ status: 'superseded', decided_at: now, note: `แทนที่ด้วยการแก้ไขรายการ ${entry.id}` })
      .where('id', 'in', others)
      .execute();
  }
  const old = round.result;
  const next = entry.result;
  await trx
    .updateTable('lotto_round')
    .set({ result: JSON.stringify(next) })
    .where('id', '=', round.id)
    .execute();

  const changed = await rejudge(trx, round.id, winningKeys(next));
  const house = await lottoHouseAccounts(trx);
  const title = `แก้ไขผลหวย ${round.category_name} งวด ${thaiDrawDate(await drawDate(trx, round.id))}`;
  const summary: CorrectionSummary = { changed_bills: changed.length, paid: 0, taken: 0, owed: 0 };
  const raises: HouseTransfer[] = [];
  const lines = new Map<number, string[]>();
  for (const b of changed) {
    const delta = b.new_win - b.old_win;
    const key = correctionKey(entry.id, b.id);
    const ref = billReference(b.id);
    const metadata = { bill_id: b.id, round_id: round.id, entry_id: entry.id, old_win: b.old_win, new_win: b.new_win };
    let line = `โพย ${ref}: เดิมได้รับ ${bahtText(b.old_win)} บาท ตามผลที่แก้ไขได้รับ ${bahtText(b.new_win)} บาท`;
    if (delta > 0) {
      const why = b.old_win === 0 ? 'จ่ายเงินรางวัลตามผลที่แก้ไข' : 'จ่ายเงินรางวัลเพิ่มตามผลที่แก้ไข';
      raises.push({
        key,
        debit: houseRowOf(house, b.member_id),
        credit: await memberAccountId(trx, b.member_id),
        amount: delta,
        reference: ref,
        metadata: { ...metadata, statement_text: `${title} (${why})` },
      });
      summary.paid += delta;
      line += ` (จ่ายเพิ่ม ${bahtText(delta)} บาท)`;
    } else {
      const why = b.new_win === 0 ? 'คืนเงินรางวัลเดิม' : 'คืนเงินรางวัลส่วนเกิน';
      const { taken, owed } = await reclaim(
        trx,
        {
          memberId: b.member_id,
          amount: -delta,
          creditorAccountId: houseRowOf(house, b.member_id),
          key,
          kind: 'lotto_correction',
          reference: ref,
          statementText: `${title} (${why})`,
          metadata,
        },
        now,
      );
      summary.taken += taken;
      summary.owed += owed;
      line += ` (หักคืน ${bahtText(taken)} บาท`;
      line +=
        owed > 0 ? ` ยอดที่ยังไม่ได้หักคืน ${bahtText(owed)} บาท บันทึกเป็นยอดค้างชำระ จะหักจากยอดเงินที่เข้ากระเป๋าครั้งถัดไป และถอนเงินได้เมื่อชำระครบ)` : ')';
    }
    lines.set(b.member_id, [...(lines.get(b.member_id) ?? []), line]);
  }
  await postHouseTransfers(trx, 'lotto_correction', 'THB', raises);
  await recordTurnovers(
    trx,
    'lotto',
    now,
    changed.map((b) => ({ key: correctionKey(entry.id, b.id), memberId: b.member_id, payout: b.new_win - b.old_win })),
  );
  const expiresAt = new Date(now.getTime() + NOTICE_DAYS * 86_400_000);
  const notices: MemberNotice[] = [...lines].map(([memberId, billLines]) => ({
    memberId,
    key: `lottofix:${entry.id}:member:${memberId}`,
    title,
    description: `ผลเดิม: ${resultText(old)}\nแก้ไขเป็น: ${resultText(next)}\n${billLines.join('\n')}`,
    expiresAt,
  }));
  await addMemberNotices(trx, notices, now);
  await recordAudit(trx, operatorId, 'lotto.correction.confirm', `lotto_round:${round.id}`, {
    entry_id: entry.id,
    proposed_by: entry.operator_id,
    old: { top3: old.top3, bottom2: old.bottom2, first_prize: old.first_prize, front3: old.front3, back3: old.back3 },
    new: { top3: next.top3, bottom2: next.bottom2, first_prize: next.first_prize, front3: next.front3, back3: next.back3 },
  });
  await recordSystemAudit(trx, 'lotto.correction', 'lotto.correction.settle', `lotto_round:${round.id}`, {
    entry_id: entry.id,
    ...summary,
    members_noticed: notices.length,
  });
  return summary;
}

async function drawDate(trx: Conn, roundId: number) {
  const r = await trx.selectFrom('lotto_round').select('draw_date').where('id', '=', roundId).executeTakeFirstOrThrow();
  return r.draw_date;
}

/**
 * Judges every judged item of the round again against `keys` and gives each won|lost bill its new
 * status and total; answers the bills whose winnings changed with what they had and have now.
 */
async function rejudge(trx: Conn, roundId: number, keys: string[]): Promise<Changed[]> {
  const before = await trx
    .selectFrom('lotto_bill')
    .select(['id', 'member_id', 'total_win'])
    .where('round_id', '=', roundId)
    .where('status', 'in', ['won', 'lost'])
    .orderBy('id')
    .forUpdate()
    .execute();
  if (before.length === 0) return [];
  const after = await sql<{ id: number; total_win: number }>`
    with u as (
      update lotto_bill_item i
         set status = case when i.bet_type || ':' || i.number = any(${keys}::text[]) then 'won' else 'lost' end,
             payout = case when i.bet_type || ':' || i.number = any(${keys}::text[]) then i.potential_win else 0 end
       where i.bill_id in (select id from lotto_bill where round_id = ${roundId} and status in ('won', 'lost'))
         and i.status in ('won', 'lost')
      returning i.bill_id, i.status, i.payout),
    sums as (
      select bill_id, bool_or(status = 'won') as won, coalesce(sum(payout) filter (where status = 'won'), 0) as total_win
        from u group by bill_id)
    update lotto_bill x
       set status = case when s.won then 'won' else 'lost' end, total_win = s.total_win
      from sums s where x.id = s.bill_id
    returning x.id, x.total_win::bigint as total_win`.execute(trx);
  const now = new Map(after.rows.map((r) => [Number(r.id), Number(r.total_win)]));
  return before
    .map((b) => ({ id: b.id, member_id: b.member_id, old_win: Number(b.total_win), new_win: now.get(b.id) ?? Number(b.total_win) }))
    .filter((b) => b.new_win !== b.old_win);
}
