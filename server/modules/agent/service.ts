import { bankByCode } from '@contract/banks';
import { Errors } from '@contract/errors';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';

/** The one agent this deployment serves (agent id 1, code fixed at build time). */
export const AGENT_ID = 1;

/** Inside the row's showing period (docs/backoffice.md "Content", migration 017): null bounds are open. */
const showingNow = sql<boolean>`(starts_at is null or starts_at <= now()) and (ends_at is null or ends_at > now())`;

/** Rejects a request naming another agent's code with HTTP 400 (docs/wire-format.md "The 401, 400 and 422 rules"). */
export function assertOwnAgent(agentCode: string | undefined, ownCode: string): void {
  if (agentCode !== undefined && agentCode !== '' && agentCode.toUpperCase() !== ownCode.toUpperCase()) fail(Errors.FOREIGN_AGENT);
}

export async function agentConfig(db: Db) {
  const a = await db.selectFrom('agent').selectAll().where('id', '=', AGENT_ID).executeTakeFirstOrThrow();
  return {
    agent_id: a.id,
    agent_code: a.code,
    name: a.name,
    info: {
      agent_logo: a.logo,
      line_contact_url: a.line_contact_url,
      line_admin_url: a.line_admin_url,
      line_id: a.line_id,
      phone: a.phone,
      opening_text: a.opening_text,
    },
  };
}

/** The agent's row as other modules read it: its code, name and configuration (JSON; each reader parses its part). */
export async function agentRecord(db: Db): Promise<{ code: string; name: string; config: unknown }> {
  return db.selectFrom('agent').select(['code', 'name', 'config']).where('id', '=', AGENT_ID).executeTakeFirstOrThrow();
}

export async function agentBankAccounts(db: Db) {
  const rows = await db
    .selectFrom('deposit_account')
    .select(['id', 'bank_code', 'account_number', 'account_name'])
    .where('agent_id', '=', AGENT_ID)
    .where('kind', '=', 'bank')
    .where('active', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((r) => {
    const bank_code = r.bank_code ?? '';
    return { ...r, bank_code, bank_name: bankByCode(bank_code)?.nameTh ?? bank_code };
  });
}

export function agentTrueMoneyAccounts(db: Db) {
  return db
    .selectFrom('deposit_account')
    .select(['id', 'account_number as phone', 'account_name'])
    .where('agent_id', '=', AGENT_ID)
    .where('kind', '=', 'truemoney')
    .where('active', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function notifications(db: Db) {
  const rows = await db
    .selectFrom('notification')
    .select(['id', 'type', 'image', 'title', 'description', 'created_at'])
    .where('agent_id', '=', AGENT_ID)
    .where('active', '=', true)
    .where(showingNow)
    .orderBy('sort')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}

/** One notification's title and text, whatever its showing period (an announcement's push words it), undefined when none. */
export function notificationText(db: Db, id: number) {
  return db.selectFrom('notification').select(['title', 'description']).where('id', '=', id).executeTakeFirst();
}

/** Banners and events share one shape: the agent's active items in the operator's order. */
function activeLinks(db: Db, table: 'banner' | 'event') {
  return db
    .selectFrom(table)
    .select(['id', 'image', 'title', 'link'])
    .where('agent_id', '=', AGENT_ID)
    .where('active', '=', true)
    .where(showingNow)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export const banners = (db: Db) => activeLinks(db, 'banner');
export const events = (db: Db) => activeLinks(db, 'event');
