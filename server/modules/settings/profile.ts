import type { SiteProfileBody, SiteProfileData } from '@contract/admin-settings';
import type { z } from 'zod';
import type { Db } from '../../db';
import { recordAudit } from '../admin';
import { type AgentProfileRow, agentProfile, saveAgentConfigPart, saveAgentProfile } from '../agent';
import { withdrawalRuleOf } from '../withdrawals';
import { lastSaved, PROFILE_TARGET } from './saved';

type Fields = Omit<SiteProfileData, 'updated'>;

/** The profile tab's view of the agent row: its columns and the withdrawal rule (defaults filled in). */
function view(row: AgentProfileRow): Fields {
  return {
    agent_code: row.code,
    name: row.name,
    logo: row.logo,
    line_id: row.line_id,
    line_contact_url: row.line_contact_url,
    line_admin_url: row.line_admin_url,
    phone: row.phone,
    opening_text: row.opening_text,
    withdrawal: withdrawalRuleOf(row.config),
    saved_at: row.profile_saved_at?.toISOString() ?? null,
  };
}

export async function siteProfile(db: Db): Promise<SiteProfileData> {
  return { ...view(await agentProfile(db)), updated: await lastSaved(db, PROFILE_TARGET) };
}

/**
 * Saves the profile and the withdrawal rule in one transaction with its audit row (before and after);
 * the agent code is not part of the body (it is fixed at build time).
 */
export async function saveSiteProfile(db: Db, operatorId: number, body: z.output<typeof SiteProfileBody>): Promise<SiteProfileData> {
  await db.transaction().execute(async (trx) => {
    const before = view(await agentProfile(trx, true));
    const { withdrawal, ...fields } = body;
    await saveAgentProfile(trx, fields);
    await saveAgentConfigPart(trx, 'withdrawal', withdrawal);
    const after = view(await agentProfile(trx));
    const { saved_at: _b, ...beforeFields } = before;
    const { saved_at: _a, ...afterFields } = after;
    await recordAudit(trx, operatorId, 'settings.profile', PROFILE_TARGET, { before: beforeFields, after: afterFields });
  });
  return siteProfile(db);
}
