import type { PushKind } from '@contract/push';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import './tables';

type Conn = Kysely<Database>;

/**
 * The events that push (docs/push.md "Kinds"), as the modules where they happen describe them. Each
 * carries ids only: the text (and any amount) is built when the member's device asks for it.
 */
export type PushEvent =
  | { kind: 'withdrawal'; memberId: number; withdrawalId: number; status: 'approved' | 'rejected' }
  | { kind: 'deposit'; memberId: number; transferId: number }
  | { kind: 'lotto_win'; bills: { id: number; memberId: number }[] }
  | { kind: 'yeekee'; roundId: number }
  | { kind: 'announcement'; noticeId: number; vipMin?: number };

/** Where tapping the notification goes. */
export function pushUrl(kind: PushKind, refId: number): string {
  switch (kind) {
    case 'withdrawal':
      return '/member/withdraw';
    case 'deposit':
      return '/member/statement';
    case 'lotto_win':
      return '/lotto/bills';
    case 'yeekee':
      return `/lotto/${refId}`;
    case 'announcement':
      return `/?notice=${refId}`;
  }
}

/** (member_id, ref_id, event_key) rows an event reaches, as SQL. */
function targets(e: PushEvent): RawBuilder<unknown> {
  switch (e.kind) {
    case 'withdrawal':
      return sql`select ${e.memberId}::bigint as member_id, ${e.withdrawalId}::bigint as ref_id,
                        ${`withdrawal:${e.withdrawalId}:${e.status}`}::text as event_key`;
    case 'deposit':
      return sql`select ${e.memberId}::bigint as member_id, ${e.transferId}::bigint as ref_id, ${`deposit:${e.transferId}`}::text as event_key`;
    case 'lotto_win':
      return sql`select m as member_id, b as ref_id, 'lotto_win:' || b as event_key
                   from unnest(${e.bills.map((b) => b.memberId)}::bigint[], ${e.bills.map((b) => b.id)}::bigint[]) as x(m, b)`;
    case 'yeekee':
      return sql`select member_id, ${e.roundId}::bigint as ref_id, ${`yeekee:${e.roundId}`}::text as event_key
                   from lotto_yeekee_shooter where round_id = ${e.roundId}`;
    case 'announcement':
      return sql`select id as member_id, ${e.noticeId}::bigint as ref_id, ${`notice:${e.noticeId}`}::text as event_key
                   from member_public where status = 'active' and vip_level >= ${e.vipMin ?? 0}`;
  }
}

function refOf(e: PushEvent): number | null {
  if (e.kind === 'withdrawal') return e.withdrawalId;
  if (e.kind === 'deposit') return e.transferId;
  if (e.kind === 'yeekee') return e.roundId;
  if (e.kind === 'announcement') return e.noticeId;
  return null;
}

/**
 * Writes the event's pushes to the outbox: one row per device of every member it reaches whose
 * settings allow the kind. Call it inside the transaction that records the event, so the pushes exist
 * exactly when the event does; a repeated call adds nothing (unique per event and device). One
 * set-based statement; a member without a subscription costs nothing. Answers the rows added.
 */
export async function enqueuePush(db: Conn, e: PushEvent): Promise<number> {
  if (e.kind === 'lotto_win' && e.bills.length === 0) return 0;
  const ref = refOf(e);
  // A lotto bill's url does not depend on the bill; the others are fixed by the event.
  const url = pushUrl(e.kind, ref ?? 0);
  const r = await sql`
    insert into push_outbox (event_key, subscription_id, member_id, kind, ref_id, url)
    select t.event_key, s.id, s.member_id, ${e.kind}, t.ref_id, ${url}
      from (${targets(e)}) t
      join push_subscription s on s.member_id = t.member_id
      left join push_pref p on p.member_id = s.member_id
     where coalesce(p.${sql.ref(e.kind)}, true)
    on conflict (event_key, subscription_id) do nothing`.execute(db);
  return Number(r.numAffectedRows ?? 0n);
}
