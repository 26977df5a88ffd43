import { randomInt } from 'node:crypto';
import type {
  AdminMemberBill,
  AdminMemberGameRound,
  AdminMemberLimits,
  AdminMemberOverview,
  AdminMemberProfile,
  AdminMemberRequirement,
  AdminMemberSession,
  AdminMemberSportBet,
  AdminMemberStatementLine,
} from '@contract/admin-members';
import { Errors } from '@contract/errors';
import { bangkokToday } from '@contract/fields';
import { satangToBaht } from '@contract/money';
import { VIP_LEVEL_NAMES } from '@contract/rewards';
import { statementKindName } from '@contract/statement';
import { bangkokDayEnd, bangkokDayStart } from '@contract/thai-calendar';
import type { Db } from '../../db';
import { hashPassword } from '../../lib/passwords';
import { fail } from '../../lib/reply';
import { revokeAllSessions } from '../../lib/sessions';
import { replacePassword } from '../account';
import { memberDetail, recordAudit, targetAudit } from '../admin';
import { AGENT_ID } from '../agent';
import { outstandingDebt } from '../debts';
import { memberGameRounds } from '../games';
import { memberPoints, WalletType } from '../ledger';
import { memberLedgerPage, memberPendingOut } from '../ledger/steps';
import { memberLimits } from '../limits';
import { memberBills } from '../lotto';
import { memberRequirements } from '../requirements';
import { memberFigures } from '../rewards';
import { memberBetsPage, sportOpenStakes } from '../sport';

/**
 * The back office's member detail, one function per tab (issue 14 "Members"). Every read starts from
 * the member id in the path and reads only that member's rows; a member of no agent of ours is 404.
 */

type Page = { page: number; page_size: number };
type Sorted<S extends string> = { sort?: S; dir: 'asc' | 'desc' };

const range = (q: { from?: string; to?: string }) => ({
  from: q.from ? bangkokDayStart(q.from) : undefined,
  until: q.to ? bangkokDayEnd(q.to) : undefined,
});
const paged = <T>(q: Page, r: { items: T[]; total: number }) => ({ items: r.items, page: q.page, page_size: q.page_size, total: r.total });

async function assertMember(db: Db, id: number) {
  const m = await db.selectFrom('member_public').select('id').where('id', '=', id).where('agent_id', '=', AGENT_ID).executeTakeFirst();
  if (!m) fail(Errors.NOT_FOUND);
}

/** Requirements read for the summary at most (a member has a few active at once). */
const SUMMARY_REQUIREMENTS = 100;

/**
 * The first tab's summary: the main wallet, points, turnover and net result today and this month
 * (the rewards' own figures, docs/rewards.md "Figures": a lotto bill's stake on the day it settles,
 * other stakes on the day placed, payouts on the day paid; a sport bet still open is taken out, as
 * the dashboard does, so the net counts settled bets only), and the active wagering requirements
 * with what is left on them.
 */
async function memberOverview(db: Db, id: number, wallets: Array<{ balance: number; wallet_type_id: number }>, now: Date) {
  const today = bangkokToday(now);
  const monthStart = `${today.slice(0, 8)}01`;
  const [points, day, month, reqs, openSport] = await Promise.all([
    memberPoints(db, id),
    memberFigures(db, id, today, today),
    memberFigures(db, id, monthStart, today),
    memberRequirements(db, id, { status: 'active', sort: 'started_at', dir: 'desc', page: 1, page_size: SUMMARY_REQUIREMENTS }),
    sportOpenStakes(db, id),
  ]);
  type Figures = Awaited<ReturnType<typeof memberFigures>>;
  const turnover = (f: Figures) => satangToBaht(f.reduce((a, x) => a + x.turnover, 0));
  const openSince = (from: string) => openSport.filter((o) => o.day >= from && o.day <= today).reduce((a, o) => a + o.amount, 0);
  const net = (f: Figures, from: string) => satangToBaht(f.reduce((a, x) => a + x.payout - x.settled, 0) + openSince(from));
  const overview: AdminMemberOverview = {
    balance: wallets.find((w) => w.wallet_type_id === WalletType.MAIN)?.balance ?? 0,
    points,
    turnover_today: turnover(day),
    turnover_month: turnover(month),
    net_today: net(day, today),
    net_month: net(month, monthStart),
    open_requirements: {
      count: reqs.total,
      remaining: satangToBaht(reqs.items.reduce((a, r) => a + Math.max(0, r.required_turnover - r.progress), 0)),
    },
  };
  return overview;
}

/** The profile: memberDetail plus VIP name, referral, last sign-in, password age, debt, held money, self-exclusion, the summary. */
export async function memberProfile(db: Db, id: number, now: Date = new Date()): Promise<AdminMemberProfile> {
  const base = await memberDetail(db, id);
  const [extra, referrer, referred, lastLogin, debt, held, limits, overview] = await Promise.all([
    db.selectFrom('member_public').select('password_changed_at').where('id', '=', id).executeTakeFirstOrThrow(),
    base.referred_by === null
      ? undefined
      : db
          .selectFrom('member_public')
          .select(['id', 'phone', 'first_name', 'last_name'])
          .where('id', '=', base.referred_by)
          .executeTakeFirst(),
    db
      .selectFrom('member_public')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('referred_by', '=', id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('session')
      .select((eb) => eb.fn.max('created_at').as('at'))
      .where('subject_type', '=', 'member')
      .where('subject_id', '=', id)
      .executeTakeFirst(),
    outstandingDebt(db, id),
    memberPendingOut(db, id),
    memberLimits(db, id),
    memberOverview(db, id, base.wallets, now),
  ]);
  const lastAt = lastLogin?.at as Date | string | null | undefined;
  return {
    ...base,
    vip_name: VIP_LEVEL_NAMES[base.vip_level] ?? `VIP ${base.vip_level}`,
    overview,
    referrer: referrer ? { id: referrer.id, phone: referrer.phone, name: `${referrer.first_name} ${referrer.last_name}` } : null,
    referred_count: Number(referred.n),
    last_login_at: lastAt ? new Date(lastAt).toISOString() : null,
    password_changed_at: extra.password_changed_at.toISOString(),
    outstanding_debt: satangToBaht(debt),
    pending_out: satangToBaht(held),
    self_excluded_until: limits.self_exclusion?.active ? limits.self_exclusion.until.toISOString() : null,
  };
}

/** Statement: every ledger line of the member's baht wallets, filtered by kind and Bangkok dates. */
export async function memberStatementTab(
  db: Db,
  id: number,
  q: Page & Sorted<'created_at' | 'amount'> & { type?: string[]; from?: string; to?: string },
) {
  await assertMember(db, id);
  const r = await memberLedgerPage(db, id, {
    kinds: q.type,
    ...range(q),
    sort: q.sort ?? 'created_at',
    dir: q.dir,
    page: q.page,
    page_size: q.page_size,
  });
  return paged(q, {
    total: r.total,
    items: r.items.map(
      (l): AdminMemberStatementLine => ({
        id: Number(l.id),
        type: l.kind,
        type_name: lineText(l.metadata) ?? statementKindName(l.kind),
        amount: satangToBaht(l.amount),
        balance_after: l.status === 'posted' && l.balance_after !== null ? satangToBaht(l.balance_after) : null,
        status: l.status,
        wallet_name: l.wallet_name,
        reference: l.reference,
        operator_id: l.created_by_operator,
        created_at: l.created_at.toISOString(),
      }),
    ),
  });
}

function lineText(metadata: unknown): string | null {
  const text = (metadata as { statement_text?: unknown } | null)?.statement_text;
  return typeof text === 'string' && text !== '' ? text : null;
}

export async function memberRoundsTab(
  db: Db,
  id: number,
  q: Page & Sorted<'created_at' | 'stake' | 'win'> & { from?: string; to?: string },
) {
  await assertMember(db, id);
  const r = await memberGameRounds(db, id, { ...range(q), sort: q.sort ?? 'created_at', dir: q.dir, page: q.page, page_size: q.page_size });
  return paged(q, {
    total: r.total,
    items: r.items.map(
      (g): AdminMemberGameRound => ({
        ...g,
        game_name: g.game_name ?? g.game_id,
        stake: satangToBaht(g.stake),
        win: satangToBaht(g.win),
        created_at: g.created_at.toISOString(),
      }),
    ),
  });
}

/** Sport bets: the member's singles and parlays with their legs, open or settled, by the day placed. */
export async function memberSportBetsTab(
  db: Db,
  id: number,
  q: Page & Sorted<'placed_at' | 'stake' | 'payout'> & { status?: 'open' | 'settled'; from?: string; to?: string },
) {
  await assertMember(db, id);
  const r = await memberBetsPage(db, id, {
    status: q.status,
    ...range(q),
    sort: q.sort ?? 'placed_at',
    dir: q.dir,
    page: q.page,
    page_size: q.page_size,
  });
  return paged<AdminMemberSportBet>(q, r);
}

export async function memberBillsTab(
  db: Db,
  id: number,
  q: Page &
    Sorted<'created_at' | 'total_amount' | 'total_win'> & {
      status?: 'pending' | 'won' | 'lost' | 'cancelled' | 'refunded';
      from?: string;
      to?: string;
    },
) {
  await assertMember(db, id);
  const r = await memberBills(db, id, {
    status: q.status,
    ...range(q),
    sort: q.sort ?? 'created_at',
    dir: q.dir,
    page: q.page,
    page_size: q.page_size,
  });
  return paged(q, {
    total: r.total,
    items: r.items.map(
      (b): AdminMemberBill => ({
        ...b,
        draw_date: typeof b.draw_date === 'string' ? b.draw_date : new Date(b.draw_date).toISOString().slice(0, 10),
        total_amount: satangToBaht(b.total_amount),
        total_win: satangToBaht(b.total_win),
        created_at: b.created_at.toISOString(),
      }),
    ),
  });
}

export async function memberRequirementsTab(
  db: Db,
  id: number,
  q: Page & Sorted<'started_at' | 'required_turnover'> & { status?: 'active' | 'met' | 'forfeited' },
) {
  await assertMember(db, id);
  const r = await memberRequirements(db, id, {
    status: q.status,
    sort: q.sort ?? 'started_at',
    dir: q.dir,
    page: q.page,
    page_size: q.page_size,
  });
  return paged(q, {
    total: r.total,
    items: r.items.map(
      (w): AdminMemberRequirement => ({
        ...w,
        required_turnover: satangToBaht(w.required_turnover),
        progress: satangToBaht(w.progress),
        max_withdrawal: w.max_withdrawal === null ? null : satangToBaht(Number(w.max_withdrawal)),
        started_at: w.started_at.toISOString(),
        expires_at: w.expires_at?.toISOString() ?? null,
        ended_at: w.ended_at?.toISOString() ?? null,
      }),
    ),
  });
}

export async function memberLimitsTab(db: Db, id: number): Promise<AdminMemberLimits> {
  await assertMember(db, id);
  const l = await memberLimits(db, id);
  return {
    deposit_limits: l.deposit_limits.map((d) => ({
      ...d,
      amount: d.amount === null ? null : satangToBaht(d.amount),
      pending_amount: d.pending_amount === null ? null : satangToBaht(d.pending_amount),
      effective_at: d.effective_at?.toISOString() ?? null,
      updated_at: d.updated_at.toISOString(),
    })),
    self_exclusion: l.self_exclusion
      ? { ...l.self_exclusion, until: l.self_exclusion.until.toISOString(), created_at: l.self_exclusion.created_at.toISOString() }
      : null,
  };
}

/** The member's sessions (active ones by default: not revoked, not past their absolute expiry). */
export async function memberSessionsTab(
  db: Db,
  id: number,
  q: Page & Sorted<'last_seen_at' | 'created_at'> & { state: 'active' | 'all' },
  now: Date = new Date(),
) {
  await assertMember(db, id);
  let base = db.selectFrom('session').where('subject_type', '=', 'member').where('subject_id', '=', id);
  if (q.state === 'active') base = base.where('revoked_at', 'is', null).where('expires_at', '>', now);
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    base
      .select(['token_hash', 'ip', 'user_agent', 'created_at', 'last_seen_at', 'expires_at', 'revoked_at'])
      .orderBy(q.sort ?? 'last_seen_at', q.dir)
      .orderBy('token_hash')
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size)
      .execute(),
  ]);
  return paged(q, {
    total: Number(total),
    items: rows.map(
      (s): AdminMemberSession => ({
        id: s.token_hash.slice(0, 12),
        ip: s.ip,
        user_agent: s.user_agent,
        created_at: s.created_at.toISOString(),
        last_seen_at: s.last_seen_at.toISOString(),
        expires_at: s.expires_at.toISOString(),
        revoked_at: s.revoked_at?.toISOString() ?? null,
        active: s.revoked_at === null && s.expires_at.getTime() > now.getTime(),
      }),
    ),
  });
}

async function liveSessionCount(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('session')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('subject_type', '=', 'member')
    .where('subject_id', '=', id)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Signs the member out everywhere; audited with how many sessions ended. */
export async function revokeMemberSessions(db: Db, operatorId: number, id: number) {
  await assertMember(db, id);
  return db.transaction().execute(async (trx) => {
    const revoked = await liveSessionCount(trx, id);
    await revokeAllSessions(trx, 'member', id);
    await recordAudit(trx, operatorId, 'member.sessions_revoke', `member:${id}`, { revoked });
    return { revoked };
  });
}

/** Letters and digits that cannot be mistaken for each other when read aloud or retyped (no 0/O, 1/l/I). */
const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const TEMP_LENGTH = 10;

/** A temporary password the member's rules accept (8-64, a letter and a digit): 10 characters, crypto-random. */
export function temporaryPassword(): string {
  const all = LETTERS + DIGITS;
  const chars = [LETTERS[randomInt(LETTERS.length)], DIGITS[randomInt(DIGITS.length)]];
  while (chars.length < TEMP_LENGTH) chars.push(all[randomInt(all.length)]);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

/**
 * An operator's password reset: a random temporary password (argon2id like registration), every
 * session of the member revoked, and the audit row (with the reason, never the password) in one
 * transaction. The password is answered once; the server keeps only its hash.
 */
export async function resetMemberPassword(db: Db, operatorId: number, id: number, input: { reason: string }) {
  await assertMember(db, id);
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const revoked = await db.transaction().execute(async (trx) => {
    const live = await liveSessionCount(trx, id);
    await replacePassword(trx, id, passwordHash);
    await recordAudit(trx, operatorId, 'member.password_reset', `member:${id}`, { reason: input.reason, revoked_sessions: live });
    return live;
  });
  return { temporary_password: password, revoked_sessions: revoked };
}

/** The audit rows whose target is this member (status changes, resets, adjustments...), newest first. */
export async function memberAuditTab(db: Db, id: number, q: Page) {
  await assertMember(db, id);
  return paged(q, await targetAudit(db, `member:${id}`, q));
}
