import { sql } from 'kysely';
import type { Db } from '../../db';
import { AGENT_ID } from './service';

/**
 * What the pre-opening checks (server/modules/launch) read of the agent: the profile's fields, when
 * an operator last saved it, and how many deposit accounts are switched on. One read for them all.
 */
export async function agentLaunchState(db: Db) {
  const a = await db
    .selectFrom('agent')
    .select([
      'name',
      'logo',
      'line_contact_url',
      'line_id',
      'phone',
      'profile_saved_at',
      sql<number>`(select count(*)::int from deposit_account d where d.agent_id = agent.id and d.active)`.as('active_accounts'),
    ])
    .where('id', '=', AGENT_ID)
    .executeTakeFirstOrThrow();
  return a;
}
