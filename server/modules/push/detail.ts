import { Errors } from '@contract/errors';
import { bahtText } from '@contract/money';
import { PUSH_GENERIC_BODY, PUSH_GENERIC_TITLES, type PushDetailData, type PushKind } from '@contract/push';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import { notificationText } from '../agent';
import { memberAccounts, transferById } from '../ledger';
import './tables';

/** Who asks: the signed-in member (the app), or the device the push went to (its service worker names its endpoint). */
export type DetailAsker = { memberId: number } | { endpoint: string };

type Text = { title: string; body: string };

/**
 * The Thai text of one push, for its owner only: the outbox row must be the member's, or have gone
 * to the asking endpoint. Anyone else gets NOT_FOUND (never "it exists but is not yours").
 */
export async function pushDetail(db: Db, id: number, who: DetailAsker): Promise<PushDetailData> {
  let q = db
    .selectFrom('push_outbox as o')
    .innerJoin('push_subscription as s', 's.id', 'o.subscription_id')
    .select(['o.kind', 'o.ref_id', 'o.url', 'o.member_id'])
    .where('o.id', '=', id);
  q = 'memberId' in who ? q.where('o.member_id', '=', who.memberId) : q.where('s.endpoint', '=', who.endpoint);
  const row = await q.executeTakeFirst();
  if (!row) fail(Errors.NOT_FOUND);
  const text = (await textOf(db, row.kind, row.ref_id, row.member_id)) ?? { title: PUSH_GENERIC_TITLES[row.kind], body: PUSH_GENERIC_BODY };
  return { kind: row.kind, ...text, url: row.url, notice_id: row.kind === 'announcement' ? row.ref_id : null };
}

async function one<T>(db: Db, query: ReturnType<typeof sql<T>>): Promise<T | undefined> {
  return (await query.execute(db)).rows[0];
}

async function textOf(db: Db, kind: PushKind, ref: number, memberId: number): Promise<Text | undefined> {
  switch (kind) {
    case 'withdrawal': {
      const w = await one(
        db,
        sql<{ amount: number; status: string; reject_reason: string | null }>`
        select amount, status, reject_reason from withdrawal where id = ${ref} and member_id = ${memberId}`,
      );
      if (!w) return undefined;
      if (w.status === 'approved')
        return { title: 'ถอนเงินสำเร็จ', body: `รายการถอน WD${ref} จำนวน ${bahtText(w.amount)} บาท โอนเข้าบัญชีของท่านแล้ว` };
      return {
        title: 'รายการถอนเงินไม่สำเร็จ',
        body: `รายการถอน WD${ref} จำนวน ${bahtText(w.amount)} บาท ไม่ได้รับการอนุมัติ${w.reject_reason ? ` (${w.reject_reason})` : ''} ยอดเงินคืนเข้ากระเป๋าแล้ว`,
      };
    }
    case 'deposit': {
      const t = await transferById(db, ref);
      if (t?.kind !== 'deposit' || !(await memberAccounts(db, memberId)).some((a) => a.id === t.credit_account_id)) return undefined;
      return { title: 'เติมเงินสำเร็จ', body: `ยอดฝาก ${bahtText(t.amount)} บาท เข้ากระเป๋าของท่านแล้ว` };
    }
    case 'lotto_win': {
      const b = await one(
        db,
        sql<{ total_win: number; name: string }>`
        select b.total_win, c.name from lotto_bill b join lotto_round r on r.id = b.round_id join lotto_category c on c.id = r.category_id
         where b.id = ${ref} and b.member_id = ${memberId}`,
      );
      return (
        b && {
          title: 'ยินดีด้วย! โพยของท่านถูกรางวัล',
          body: `โพย LT${String(ref).padStart(6, '0')} ${b.name} ถูกรางวัล ${bahtText(b.total_win)} บาท เงินรางวัลเข้ากระเป๋าแล้ว`,
        }
      );
    }
    case 'yeekee': {
      const r = await one(
        db,
        sql<{ round_no: number | null; top3: string | null; bottom2: string | null }>`
        select round_no, result->>'top3' as top3, result->>'bottom2' as bottom2 from lotto_round where id = ${ref}`,
      );
      if (!r?.top3) return undefined;
      return {
        title: `ผลหวยยี่กี รอบที่ ${r.round_no ?? ''} ออกแล้ว`.replace('  ', ' '),
        body: `3 ตัวบน ${r.top3} · 2 ตัวล่าง ${r.bottom2 ?? '-'}`,
      };
    }
    case 'announcement': {
      const n = await notificationText(db, ref);
      return n && { title: n.title, body: n.description.length > 120 ? `${n.description.slice(0, 119)}…` : n.description };
    }
  }
}
