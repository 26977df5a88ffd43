import {
  type AdminDepositLineQuery,
  type AdminDepositRequest,
  type AdminDepositRequestQuery,
  type AdminDepositSummary,
  type AdminLineSuggestion,
  DEPOSIT_REQUEST_KIND_LABELS,
  DEPOSIT_REQUEST_STATE_LABELS,
  type DepositRequestState,
  SUGGESTION_REASONS,
  type SuggestionReason,
} from '@contract/admin-payments';
import { bahtToSatang, satangToBaht } from '@contract/money';
import { PAYMENT_CHANNEL_IDS, PAYMENT_CHANNEL_NAMES, type PaymentChannelType } from '@contract/payments';
import { bangkokDayEnd, bangkokDayStart } from '@contract/thai-calendar';
import { type ExpressionBuilder, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { AGENT_ID } from '../agent';
import type { PaymentsContext } from './context';
import type { BankStatementLineTable } from './tables';

/**
 * The back office's deposits page (/admin/deposits): deposit requests (QRs and notices) as one
 * paged list, the members a waiting statement line most likely belongs to, and the live figures.
 */

type MemberRef = { id: number; phone: string; name: string };

export async function memberRefs(ctx: PaymentsContext, ids: number[]): Promise<Map<number, MemberRef>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .selectFrom('member_public')
    .select(['id', 'phone', 'first_name', 'last_name'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, { id: r.id, phone: r.phone, name: `${r.first_name} ${r.last_name}` }]));
}

const CHANNEL_BY_ID = Object.fromEntries(Object.entries(PAYMENT_CHANNEL_IDS).map(([type, id]) => [id, type])) as Record<
  number,
  PaymentChannelType
>;

// ---- deposit requests ----

type RequestRow = {
  kind: 'qr' | 'notice';
  id: number;
  reference: string | null;
  member_id: number;
  channel_id: number;
  gateway: string | null;
  amount: number;
  state: DepositRequestState;
  created_at: Date;
  expires_at: Date;
};

type Ranges = { from?: string; to?: string; min_amount?: number; max_amount?: number };

/** The date and amount filters, on a table with `created_at` and `amount`. */
function withRanges<T extends 'payment_intent' | 'deposit_notice', O>(
  q: SelectQueryBuilder<Database, T, O>,
  f: Ranges,
): SelectQueryBuilder<Database, T, O> {
  let out = q;
  if (f.from) out = out.where(sql.ref('created_at'), '>=', bangkokDayStart(f.from));
  if (f.to) out = out.where(sql.ref('created_at'), '<', bangkokDayEnd(f.to));
  if (f.min_amount !== undefined) out = out.where(sql.ref('amount'), '>=', bahtToSatang(f.min_amount));
  if (f.max_amount !== undefined) out = out.where(sql.ref('amount'), '<=', bahtToSatang(f.max_amount));
  return out;
}

/**
 * A request's state as the page shows it: a pending one past its time is expired (the member's next
 * call writes that down), paid QRs and matched notices are done.
 */
function stateFilter<T extends 'payment_intent' | 'deposit_notice', O>(
  q: SelectQueryBuilder<Database, T, O>,
  state: DepositRequestState | 'all',
  done: 'paid' | 'matched',
  now: Date,
): SelectQueryBuilder<Database, T, O> {
  if (state === 'all') return q;
  if (state === 'pending') return q.where(sql.ref('status'), '=', 'pending').where(sql.ref('expires_at'), '>', now);
  if (state === 'done') return q.where(sql.ref('status'), '=', done);
  if (state === 'cancelled') return q.where(sql.ref('status'), '=', 'cancelled');
  return q.where((eb: ExpressionBuilder<Database, T>) =>
    eb.or([eb(sql.ref('status'), '=', 'expired'), eb.and([eb(sql.ref('status'), '=', 'pending'), eb(sql.ref('expires_at'), '<=', now)])]),
  );
}

const stateSql = (done: 'paid' | 'matched', now: Date) =>
  sql<DepositRequestState>`case when status = 'pending' and expires_at <= ${now} then 'expired' when status = ${done} then 'done' else status end`;

/** PromptPay QRs and deposit notices in one list: filtered, sorted and paged by the database. */
export async function listRequests(
  ctx: PaymentsContext,
  q: z.output<typeof AdminDepositRequestQuery>,
  now = new Date(),
): Promise<{ items: AdminDepositRequest[]; page: number; page_size: number; total: number }> {
  const qrs = stateFilter(
    withRanges(
      ctx.db
        .selectFrom('payment_intent')
        .select([
          sql<'qr' | 'notice'>`'qr'`.as('kind'),
          'id',
          sql<string | null>`reference`.as('reference'),
          'member_id',
          'channel_id',
          sql<string | null>`gateway`.as('gateway'),
          'amount',
          stateSql('paid', now).as('state'),
          'created_at',
          'expires_at',
        ]),
      q,
    ),
    q.status,
    'paid',
    now,
  );
  const notices = stateFilter(
    withRanges(
      ctx.db
        .selectFrom('deposit_notice')
        .select([
          sql<'qr' | 'notice'>`'notice'`.as('kind'),
          'id',
          sql<string | null>`null`.as('reference'),
          'member_id',
          'channel_id',
          sql<string | null>`null`.as('gateway'),
          'amount',
          stateSql('matched', now).as('state'),
          'created_at',
          'expires_at',
        ]),
      q,
    ),
    q.status,
    'matched',
    now,
  );
  const union = q.kind === 'qr' ? qrs : q.kind === 'notice' ? notices : qrs.unionAll(notices);
  const base = ctx.db.selectFrom(union.as('d'));
  const column = q.sort ?? 'created_at';
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy(column, q.dir)
      .orderBy('kind')
      .orderBy('id', q.dir)
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size)
      .execute() as Promise<RequestRow[]>,
  ]);
  const refs = await memberRefs(
    ctx,
    rows.map((r) => r.member_id),
  );
  const sandbox = ctx.env.sandboxEnabled && ctx.gateways.has('sandbox');
  const items = rows.map((r): AdminDepositRequest => {
    const channel = CHANNEL_BY_ID[r.channel_id] ?? 'bank';
    const created = new Date(r.created_at);
    return {
      kind: r.kind,
      kind_label: DEPOSIT_REQUEST_KIND_LABELS[r.kind],
      id: r.id,
      reference: r.reference,
      member: refs.get(r.member_id) ?? { id: r.member_id, phone: '', name: '' },
      channel,
      channel_name: PAYMENT_CHANNEL_NAMES[channel],
      gateway: r.gateway,
      amount: satangToBaht(Number(r.amount)),
      status: r.state,
      status_label: DEPOSIT_REQUEST_STATE_LABELS[r.state],
      created_at: created.toISOString(),
      expires_at: new Date(r.expires_at).toISOString(),
      age_seconds: Math.max(0, Math.floor((now.getTime() - created.getTime()) / 1000)),
      sandbox_payable: sandbox && r.kind === 'qr' && r.gateway === 'sandbox' && r.state === 'pending',
    };
  });
  return { items, page: q.page, page_size: q.page_size, total: Number(total) };
}

/** The page's live figures: what waits, and whether the sandbox may pay. */
export async function depositSummary(ctx: PaymentsContext, now = new Date()): Promise<AdminDepositSummary> {
  const [qrs, notices, lines] = await Promise.all([
    ctx.db
      .selectFrom('payment_intent')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'pending')
      .where('expires_at', '>', now)
      .executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('deposit_notice')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'pending')
      .where('expires_at', '>', now)
      .executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('bank_statement_line')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'review')
      .executeTakeFirstOrThrow(),
  ]);
  return {
    pending_qrs: Number(qrs.n),
    pending_notices: Number(notices.n),
    review_lines: Number(lines.n),
    sandbox_enabled: ctx.env.sandboxEnabled && ctx.gateways.has('sandbox'),
  };
}

// ---- statement lines: filters and suggestions ----

type LineRow = Selectable<BankStatementLineTable>;

/** The lines of the operator's view: status, flagged, dates (of the transfer), amounts; sorted and paged. */
export async function queryLines(ctx: PaymentsContext, q: z.output<typeof AdminDepositLineQuery>) {
  let base = ctx.db.selectFrom('bank_statement_line');
  if (q.status !== 'all') base = base.where('status', '=', q.status);
  if (q.flagged === true) base = base.where(sql<boolean>`jsonb_array_length(flags) > 0`);
  if (q.flagged === false) base = base.where(sql<boolean>`jsonb_array_length(flags) = 0`);
  if (q.from) base = base.where('occurred_at', '>=', bangkokDayStart(q.from));
  if (q.to) base = base.where('occurred_at', '<', bangkokDayEnd(q.to));
  if (q.min_amount !== undefined) base = base.where('amount', '>=', bahtToSatang(q.min_amount));
  if (q.max_amount !== undefined) base = base.where('amount', '<=', bahtToSatang(q.max_amount));
  const sorted = q.sort ? base.orderBy(q.sort, q.dir).orderBy('id', q.dir) : base.orderBy('id', 'desc');
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    sorted
      .selectAll()
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size)
      .execute(),
  ]);
  return { rows, total: Number(total) };
}

/** How much each reason counts towards a suggestion. */
const WEIGHTS: Record<SuggestionReason, number> = {
  qr_owner: 100,
  account: 60,
  phone: 60,
  name: 40,
  notice_amount: 35,
  account_digits: 25,
  qr_amount: 20,
};

/** A deposit request close enough in time to the transfer: made up to 6 hours before it, or 30 minutes after. */
const REQUEST_BEFORE_MS = 6 * 3600_000;
const REQUEST_AFTER_MS = 30 * 60_000;

/** Titles and spaces off a Thai or English name, lower case: 'นาย สมชาย ใจดี' → 'สมชายใจดี'. */
export function nameKey(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/^(นางสาว|น\.ส\.|นาย|นาง|ด\.ช\.|ด\.ญ\.|mrs\.?|mr\.?|ms\.?|miss)\s*/u, '')
    .replace(/[\s.]/g, '');
}

/** Whether a (possibly shortened) sender name is this member's name: one starts with the other, 4 letters at least. */
export function sameName(sender: string, member: string): boolean {
  const a = nameKey(sender);
  const b = nameKey(member);
  if (a.length < 4 || b.length < 4) return false;
  return a.startsWith(b) || b.startsWith(a);
}

/** The longest run of visible digits of a (possibly masked) account, when 4 or more. */
function visibleDigits(account: string): string | undefined {
  const runs = account.replace(/[\s-]/g, '').split(/[^0-9]+/);
  const longest = runs.sort((a, b) => b.length - a.length)[0] ?? '';
  return longest.length >= 4 ? longest : undefined;
}

/** The sender's name a statement line carries (CSV column from_name, or the webhook's field). */
export const senderName = (l: LineRow): string | undefined => {
  const n = (l.raw as { from_name?: unknown } | null)?.from_name;
  return typeof n === 'string' && n.trim() !== '' ? n : undefined;
};

/**
 * Up to 3 members each waiting line most likely belongs to, likeliest first: the QR's owner, the
 * owners of the sender account (or TrueMoney phone) the matcher found, a sender name matching a
 * member's bank account name, a member who announced or made a QR for the same amount around that
 * time, a member whose account shows the same visible digits. A few queries for the whole page.
 */
export async function suggestionsFor(ctx: PaymentsContext, lines: LineRow[]): Promise<Map<number, AdminLineSuggestion[]>> {
  const waiting = lines.filter((l) => l.status === 'review');
  const out = new Map<number, AdminLineSuggestion[]>();
  if (waiting.length === 0) return out;
  const scores = new Map<number, Map<number, Set<SuggestionReason>>>();
  const add = (lineId: number, memberId: number, reason: SuggestionReason) => {
    const byMember = scores.get(lineId) ?? new Map<number, Set<SuggestionReason>>();
    scores.set(lineId, byMember);
    const reasons = byMember.get(memberId) ?? new Set<SuggestionReason>();
    byMember.set(memberId, reasons);
    reasons.add(reason);
  };

  // What the matcher already knew.
  for (const l of waiting) {
    if (l.channel === 'promptpay_qr' && l.member_id) add(l.id, l.member_id, 'qr_owner');
    for (const id of l.candidates) add(l.id, id, l.channel === 'truemoney' ? 'phone' : 'account');
    if (l.channel !== 'promptpay_qr' && l.member_id && !l.candidates.includes(l.member_id))
      add(l.id, l.member_id, l.channel === 'truemoney' ? 'phone' : 'account');
  }

  const amounts = [...new Set(waiting.map((l) => l.amount))];
  const times = waiting.map((l) => l.occurred_at.getTime());
  const earliest = new Date(Math.min(...times) - REQUEST_BEFORE_MS);
  const latest = new Date(Math.max(...times) + REQUEST_AFTER_MS);
  const near = (l: LineRow, created: Date) =>
    created.getTime() >= l.occurred_at.getTime() - REQUEST_BEFORE_MS && created.getTime() <= l.occurred_at.getTime() + REQUEST_AFTER_MS;

  const [notices, qrs] = await Promise.all([
    ctx.db
      .selectFrom('deposit_notice')
      .select(['member_id', 'channel_id', 'amount', 'created_at'])
      .where('amount', 'in', amounts)
      .where('status', 'in', ['pending', 'expired'])
      .where('created_at', '>=', earliest)
      .where('created_at', '<=', latest)
      .limit(1000)
      .execute(),
    ctx.db
      .selectFrom('payment_intent')
      .select(['member_id', 'amount', 'created_at'])
      .where('amount', 'in', amounts)
      .where('status', 'in', ['pending', 'expired'])
      .where('created_at', '>=', earliest)
      .where('created_at', '<=', latest)
      .limit(1000)
      .execute(),
  ]);
  for (const l of waiting) {
    for (const n of notices)
      if (n.amount === l.amount && CHANNEL_BY_ID[n.channel_id] === l.channel && near(l, n.created_at))
        add(l.id, n.member_id, 'notice_amount');
    for (const qr of qrs) if (qr.amount === l.amount && near(l, qr.created_at)) add(l.id, qr.member_id, 'qr_amount');
  }

  // Visible digits of the sender, anywhere in a member's account (bank) or phone (TrueMoney).
  const digitLines = waiting
    .filter((l) => l.channel !== 'promptpay_qr')
    .map((l) => ({ line: l, digits: visibleDigits(l.from_account) }))
    .filter((x): x is { line: LineRow; digits: string } => x.digits !== undefined);
  const bankDigits = [...new Set(digitLines.filter((x) => x.line.channel === 'bank').map((x) => x.digits))];
  const phoneDigits = [...new Set(digitLines.filter((x) => x.line.channel === 'truemoney').map((x) => x.digits))];
  const [accounts, phones] = await Promise.all([
    bankDigits.length
      ? ctx.db
          .selectFrom('member_bank_public')
          .select(['member_id', 'account_number'])
          .where((eb) => eb.or(bankDigits.map((d) => eb('account_number', 'like', `%${d}%`))))
          .limit(500)
          .execute()
      : [],
    phoneDigits.length
      ? ctx.db
          .selectFrom('member_public')
          .select(['id as member_id', 'phone'])
          .where('agent_id', '=', AGENT_ID)
          .where((eb) => eb.or(phoneDigits.map((d) => eb('phone', 'like', `%${d}%`))))
          .limit(500)
          .execute()
      : [],
  ]);
  for (const { line, digits } of digitLines) {
    const pool =
      line.channel === 'bank'
        ? accounts.map((a) => ({ id: a.member_id, text: a.account_number }))
        : phones.map((p) => ({ id: p.member_id, text: p.phone }));
    for (const m of pool) if (m.text.includes(digits)) add(line.id, m.id, 'account_digits');
  }

  // The sender's name (a statement that gives it), against the name on members' bank accounts.
  const named = waiting.flatMap((l) => {
    const name = senderName(l);
    return name && nameKey(name).length >= 4 ? [{ line: l, name }] : [];
  });
  if (named.length) {
    const holders = await ctx.db
      .selectFrom('member_bank_public')
      .select(['member_id', 'account_name'])
      .where((eb) => eb.or(named.map((x) => eb(sql`replace(lower(account_name), ' ', '')`, 'like', `%${nameKey(x.name).slice(0, 4)}%`))))
      .limit(500)
      .execute();
    for (const { line, name } of named) for (const h of holders) if (sameName(name, h.account_name)) add(line.id, h.member_id, 'name');
  }

  const ranked = [...scores.entries()].map(([lineId, byMember]) => {
    const top = [...byMember.entries()]
      .map(([memberId, reasons]) => {
        const list = (Object.keys(WEIGHTS) as SuggestionReason[]).filter((r) => reasons.has(r));
        // The owner-of-the-account reason covers a partial-digits match of the same member.
        const shown = list.includes('account') || list.includes('phone') ? list.filter((r) => r !== 'account_digits') : list;
        return { memberId, reasons: shown, score: shown.reduce((s, r) => s + WEIGHTS[r], 0) };
      })
      .sort((a, b) => b.score - a.score || a.memberId - b.memberId)
      .slice(0, 3);
    return [lineId, top] as const;
  });
  const refs = await memberRefs(
    ctx,
    ranked.flatMap(([, top]) => top.map((s) => s.memberId)),
  );
  for (const [lineId, top] of ranked)
    out.set(
      lineId,
      top.flatMap((s) => {
        const member = refs.get(s.memberId);
        return member ? [{ member, score: s.score, reasons: s.reasons, reason_labels: s.reasons.map((r) => SUGGESTION_REASONS[r]) }] : [];
      }),
    );
  return out;
}
