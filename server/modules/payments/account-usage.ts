import { PAYMENT_CHANNEL_IDS } from '@contract/payments';
import { bangkokDayEnd, bangkokDayStart, bangkokToday } from '@contract/thai-calendar';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { type DepositAccount, listDepositAccounts } from '../agent';
import './tables';

/**
 * What the agent's deposit accounts (agent module) took today and which pending deposits use them
 * (docs/payments.md "Deposit accounts"): the payments tables know where money went, the agent module
 * knows the accounts. Used by the member's channels (caps, rotation) and the settings page.
 */

const NOTICE_CHANNEL = { bank: PAYMENT_CHANNEL_IDS.bank, truemoney: PAYMENT_CHANNEL_IDS.truemoney } as const;

/** A receiving number as a statement writes it, in the form accounts are stored: digits, a phone as 0XXXXXXXXX. */
function storedForm(toAccount: string): string {
  const d = toAccount.replace(/\D/g, '');
  return /^66\d{9}$/.test(d) ? `0${d.slice(2)}` : d;
}

/**
 * Satang received today (the Bangkok day of `now`) per account id: credited statement lines to the
 * account (its notice names it, else the receiving number is its number) and PromptPay QRs paid with
 * it. Money still waiting for an operator is not counted until it is credited.
 */
export async function depositAccountUsage(db: Db, accounts: DepositAccount[], now = new Date()): Promise<Map<number, number>> {
  const day = bangkokToday(now);
  const from = bangkokDayStart(day);
  const to = bangkokDayEnd(day);
  const used = new Map<number, number>(accounts.map((a) => [a.id, 0]));
  const add = (id: number, amount: number) => used.set(id, (used.get(id) ?? 0) + amount);

  const lines = await db
    .selectFrom('bank_statement_line as l')
    .leftJoin('deposit_notice as n', 'n.id', 'l.notice_id')
    .select(['l.channel', 'l.to_account', 'n.agent_account_id', sql<string>`sum(l.amount)`.as('amount')])
    .where('l.status', '=', 'credited')
    .where('l.channel', 'in', ['bank', 'truemoney'])
    .where('l.occurred_at', '>=', from)
    .where('l.occurred_at', '<', to)
    .groupBy(['l.channel', 'l.to_account', 'n.agent_account_id'])
    .execute();
  for (const l of lines) {
    const kind = l.channel === 'bank' ? 'bank' : 'truemoney';
    const ofKind = accounts.filter((a) => a.kind === kind);
    const number = storedForm(l.to_account);
    const account =
      ofKind.find((a) => a.id === l.agent_account_id) ?? (number === '' ? undefined : ofKind.find((a) => a.account_number === number));
    if (account) add(account.id, Number(l.amount));
  }

  const qrs = await db
    .selectFrom('payment_intent')
    .select(['deposit_account_id', sql<string>`sum(amount)`.as('amount')])
    .where('status', '=', 'paid')
    .where('deposit_account_id', 'is not', null)
    .where('paid_at', '>=', from)
    .where('paid_at', '<', to)
    .groupBy('deposit_account_id')
    .execute();
  for (const q of qrs) if (q.deposit_account_id !== null && used.has(q.deposit_account_id)) add(q.deposit_account_id, Number(q.amount));
  return used;
}

/** Ids of the accounts a pending deposit uses: an open notice names it, or an open QR was made with it. */
export async function depositAccountsInUse(db: Db, now = new Date()): Promise<Set<number>> {
  const notices = await db
    .selectFrom('deposit_notice')
    .select(['agent_account_id', 'channel_id'])
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .execute();
  const qrs = await db
    .selectFrom('payment_intent')
    .select('deposit_account_id')
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .where('deposit_account_id', 'is not', null)
    .execute();
  const accounts = await listDepositAccounts(db);
  const kindOf = new Map(accounts.map((a) => [a.id, a.kind]));
  const out = new Set<number>();
  for (const n of notices) {
    const kind = kindOf.get(n.agent_account_id);
    if ((kind === 'bank' || kind === 'truemoney') && NOTICE_CHANNEL[kind] === n.channel_id) out.add(n.agent_account_id);
  }
  for (const q of qrs) if (q.deposit_account_id !== null) out.add(q.deposit_account_id);
  return out;
}

export type MemberAccounts = {
  /** Accounts the member may pay to now, in display order. */
  eligible: DepositAccount[];
  /** Active accounts of the member's audience that reached their cap today (a closed channel says so). */
  capped: DepositAccount[];
  /** Any active account at all, whoever it is for (no promptpay one: the configured id is used). */
  active: DepositAccount[];
};

/**
 * The active accounts whose audience fits the member (all; VIP from a level; new: registered within
 * `newMemberDays`) and that are under their daily cap today. An account at its cap drops out until
 * the next Bangkok day, and the next in display order comes first: that is the rotation.
 */
export async function memberDepositAccounts(db: Db, memberId: number, newMemberDays: number, now = new Date()): Promise<MemberAccounts> {
  const active = await listDepositAccounts(db, { activeOnly: true });
  if (active.length === 0) return { eligible: [], capped: [], active };
  const member = await db
    .selectFrom('member_public')
    .select(['vip_level', 'created_at'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  const isNew = member.created_at.getTime() > now.getTime() - newMemberDays * 86_400_000;
  const fits = (a: DepositAccount) =>
    a.audience === 'all' || (a.audience === 'vip' && member.vip_level >= (a.vip_level_from ?? 1)) || (a.audience === 'new' && isNew);
  const mine = active.filter(fits);
  const withCap = mine.filter((a) => a.daily_cap !== null);
  const used = withCap.length > 0 ? await depositAccountUsage(db, withCap, now) : new Map<number, number>();
  const reached = (a: DepositAccount) => a.daily_cap !== null && (used.get(a.id) ?? 0) >= a.daily_cap;
  return { eligible: mine.filter((a) => !reached(a)), capped: mine.filter(reached), active };
}
