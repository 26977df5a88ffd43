import { PUSH_KINDS, type PushPrefs, type PushPrefsBody, type PushPrefsData } from '@contract/push';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { creditedSinceOf } from '../ledger/steps';
import './tables';

const ALL_ON: PushPrefs = { withdrawal: true, deposit: true, lotto_win: true, yeekee: true, announcement: true };

/**
 * The member's choices (no row: everything on), how many devices receive pushes, and whether the
 * app may offer pushes: only after a meaningful moment, a credited deposit or a bought lotto bill.
 */
export async function pushPrefs(db: Db, memberId: number): Promise<PushPrefsData> {
  const row = await db.selectFrom('push_pref').select(PUSH_KINDS).where('member_id', '=', memberId).executeTakeFirst();
  const facts = await sql<{ devices: number; offer: boolean }>`
    select (select count(*) from push_subscription where member_id = ${memberId})::int as devices,
           (exists (select 1 from lotto_bill where member_id = ${memberId})
            or ${creditedSinceOf(sql`${memberId}::bigint`, 'deposit', new Date(0))} > 0) as offer`.execute(db);
  const f = facts.rows[0];
  return { prefs: row ? { ...ALL_ON, ...row } : { ...ALL_ON }, devices: Number(f?.devices ?? 0), offer: Boolean(f?.offer) };
}

/** Changes the kinds given, keeps the others. */
export async function setPushPrefs(db: Db, memberId: number, patch: PushPrefsBody): Promise<PushPrefsData> {
  const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<PushPrefs>;
  await db
    .insertInto('push_pref')
    .values({ member_id: memberId, ...changes })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ ...changes, updated_at: new Date() }))
    .execute();
  return pushPrefs(db, memberId);
}
