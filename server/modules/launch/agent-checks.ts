import type { Db } from '../../db';
import { agentLaunchState } from '../agent';
import { block, type Finding, warn } from './finding';

/** Where the profile and the accounts are set (the settings pages of the back office). */
export const PROFILE_PAGE = '/admin/settings';
export const ACCOUNTS_PAGE = '/admin/deposit-accounts';

/** The placeholder seedAgent (server/seed.ts) gives a new agent row: the demo's logo, not the operator's. */
export const PLACEHOLDER_LOGO = '/images/logo.svg';

type AgentState = Awaited<ReturnType<typeof agentLaunchState>>;

/**
 * The site's name and a way to reach it: GET /api/agent/configs answers the member site with them, and a
 * profile never saved is the seed's demo brand. Both block: members would see someone else's name.
 */
export function agentProfile(a: AgentState): Finding[] {
  if (a.profile_saved_at === null)
    return [
      block(
        'agent_profile',
        'ยังไม่ได้บันทึกข้อมูลเว็บไซต์ (ชื่อ โลโก้ ช่องทางติดต่อ) สมาชิกจะเห็นชื่อและข้อมูลตัวอย่าง',
        'the agent profile (name, logo, contact) was never saved: members see the demo brand',
        PROFILE_PAGE,
      ),
    ];
  const noContact = [a.line_contact_url, a.line_id, a.phone].every((v) => v.trim() === '');
  if (a.name.trim() === '' || noContact)
    return [
      block(
        'agent_profile',
        a.name.trim() === '' ? 'ยังไม่ได้ตั้งชื่อเว็บไซต์' : 'ยังไม่มีช่องทางติดต่อ (LINE หรือเบอร์โทร) ให้สมาชิก',
        a.name.trim() === '' ? 'the site has no name' : 'members have no way to reach the site (no LINE link, LINE id or phone)',
        PROFILE_PAGE,
      ),
    ];
  return [];
}

/** A missing logo only looks unfinished: a warning. */
export function agentLogo(a: AgentState): Finding[] {
  if (a.logo.trim() !== '' && a.logo !== PLACEHOLDER_LOGO) return [];
  return [warn('agent_logo', 'ยังไม่ได้อัปโหลดโลโก้ของเว็บไซต์', 'no logo of your own uploaded (the demo logo shows)', PROFILE_PAGE)];
}

/** Without an active account (bank, TrueMoney or PromptPay) nobody can deposit: blocks. */
export function depositAccount(a: AgentState): Finding[] {
  if (a.active_accounts > 0) return [];
  return [
    block(
      'deposit_account',
      'ยังไม่มีบัญชีรับเงินฝากที่เปิดใช้งาน สมาชิกจะฝากเงินไม่ได้',
      'no active deposit account (bank, TrueMoney or PromptPay): nobody can deposit',
      ACCOUNTS_PAGE,
    ),
  ];
}

/** The agent's checks over one read of its row. */
export async function agentChecks(db: Db): Promise<Finding[]> {
  const a = await agentLaunchState(db);
  return [...agentProfile(a), ...agentLogo(a), ...depositAccount(a)];
}
