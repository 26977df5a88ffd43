import { createHash } from 'node:crypto';
import { bahtToSatang } from '@contract/money';
import { PAYMENT_CHANNEL_IDS, type StatementLineInput } from '@contract/payments';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import type { ChannelBounds, PaymentSettings } from '../../payments/channels';
import { AGENT_ID } from '../agent';
import { inTransaction } from '../ledger';
import type { PaymentsContext } from './context';
import { loadSettings } from './context';
import { creditDeposit } from './credit';
import type { LineSource } from './tables';

type Conn = Kysely<Database>;

/** One incoming bank or TrueMoney statement line, whichever way it came (webhook or CSV import). */
export type LineInput = {
  channel: 'bank' | 'truemoney';
  lineId?: string;
  occurredAt: Date;
  fromBankCode?: string;
  fromAccount: string;
  toAccount?: string;
  amountSatang: number;
  raw: Record<string, unknown>;
};

export function lineInputFrom(l: z.output<typeof StatementLineInput>): LineInput {
  return {
    channel: l.channel,
    lineId: l.line_id,
    occurredAt: new Date(l.time),
    fromBankCode: l.from_bank_code,
    fromAccount: l.from_account,
    toAccount: l.to_account,
    amountSatang: bahtToSatang(l.amount),
    raw: { ...l },
  };
}

/** Digits and mask characters only; every mask character ('X', '*', '•') becomes 'x'. */
const normalizeAccount = (s: string) => s.replace(/[\s-]/g, '').replace(/[X*•]/g, 'x');

/**
 * The identity of a line, the same whichever way it arrives: the bank's line id when it has one,
 * else a hash of what the line says (time to the minute, sender, amount, receiver).
 */
export function lineKey(l: LineInput): string {
  if (l.lineId) return `id:${l.lineId}`;
  const minute = new Date(Math.floor(l.occurredAt.getTime() / 60_000) * 60_000).toISOString();
  const fields = [
    l.channel,
    minute,
    l.fromBankCode ?? '',
    normalizeAccount(l.fromAccount),
    l.amountSatang,
    normalizeAccount(l.toAccount ?? ''),
  ];
  return `h:${createHash('sha256').update(fields.join('|')).digest('hex').slice(0, 40)}`;
}

/**
 * A SQL LIKE pattern for a possibly masked account or phone, or undefined when fewer than 4 digits
 * are visible. A full-length masked number ('xxx-x-x1234-x') matches position by position; a short
 * form ('x1234') matches its longest visible run anywhere.
 */
export function accountPattern(raw: string): string | undefined {
  const s = normalizeAccount(raw);
  if (!/^[0-9x]+$/.test(s)) return undefined;
  const digits = s.replace(/x/g, '');
  if (digits.length < 4) return undefined;
  if (!s.includes('x')) return s;
  if (s.length >= 10) return s.replace(/x/g, '_');
  const runs = s.split('x').sort((a, b) => b.length - a.length);
  return runs[0].length >= 4 ? `%${runs[0]}%` : undefined;
}

type Decision =
  | { credit: true; memberId: number; noticeId: number | null }
  | { credit: false; reason: string; memberHint: number | null; candidates: number[] };

/** An open deposit notice of a candidate: same channel, same amount, declared before the line (10 minutes' grace) and not yet expired. */
type NoticeCandidate = { id: number; member_id: number };

/**
 * Who a line belongs to. Exactly one member owning the sender account (or TrueMoney phone) gets it
 * when the amount is within the channel's bounds and the line is recent; several owners are told
 * apart only by a matching deposit notice; anything else waits for the operator.
 */
export function decide(
  line: LineInput,
  candidates: number[] | undefined,
  notices: NoticeCandidate[],
  bounds: ChannelBounds,
  maxAgeHours: number,
  now: Date,
): Decision {
  const review = (reason: string, hint: number | null = null): Decision => ({
    credit: false,
    reason,
    memberHint: hint,
    candidates: candidates ?? [],
  });
  if (candidates === undefined) return review('account_unreadable');
  const only = candidates.length === 1 ? candidates[0] : null;
  if (line.amountSatang < bounds.min || line.amountSatang > bounds.max) return review('amount_out_of_bounds', only);
  const age = now.getTime() - line.occurredAt.getTime();
  if (age > maxAgeHours * 3600_000 || age < -5 * 60_000) return review('outside_window', only);
  if (candidates.length === 0) return review('unmatched');
  if (only !== null) return { credit: true, memberId: only, noticeId: notices.find((n) => n.member_id === only)?.id ?? null };
  const declared = [...new Set(notices.filter((n) => candidates.includes(n.member_id)).map((n) => n.member_id))];
  if (declared.length === 1)
    return { credit: true, memberId: declared[0], noticeId: notices.find((n) => n.member_id === declared[0])?.id ?? null };
  return review('ambiguous');
}

/** Members owning the sender account (bank) or phone (TrueMoney); undefined when the account cannot be read. */
async function findCandidates(trx: Conn, line: LineInput): Promise<number[] | undefined> {
  const pattern = accountPattern(line.fromAccount);
  if (pattern === undefined) return undefined;
  if (line.channel === 'truemoney') {
    const rows = await trx
      .selectFrom('member_public')
      .select('id')
      .where('agent_id', '=', AGENT_ID)
      .where('phone', 'like', pattern)
      .execute();
    return rows.map((r) => r.id);
  }
  let q = trx.selectFrom('member_bank_public').select('member_id').distinct().where('account_number', 'like', pattern);
  if (line.fromBankCode) q = q.where('bank_code', '=', line.fromBankCode);
  return (await q.execute()).map((r) => r.member_id);
}

async function noticeCandidates(trx: Conn, line: LineInput, candidates: number[]): Promise<NoticeCandidate[]> {
  if (candidates.length === 0) return [];
  return trx
    .selectFrom('deposit_notice')
    .select(['id', 'member_id'])
    .where('member_id', 'in', candidates)
    .where('status', '=', 'pending')
    .where('channel_id', '=', PAYMENT_CHANNEL_IDS[line.channel])
    .where('amount', '=', line.amountSatang)
    .where('created_at', '<=', new Date(line.occurredAt.getTime() + 10 * 60_000))
    .where('expires_at', '>=', line.occurredAt)
    .orderBy('id')
    .execute();
}

type IngestOutcome = { id: number; duplicate: boolean; status: 'credited' | 'review' | 'dismissed' };

/**
 * Stores a line once (unique on channel + line key) and, the first time only, matches and credits
 * it in the same transaction. The ledger key 'stmt:<line id>' makes the credit happen once even if
 * the operator later assigns the same line.
 */
export async function ingestLine(
  ctx: PaymentsContext,
  source: LineSource,
  line: LineInput,
  now = new Date(),
  settings?: PaymentSettings,
): Promise<IngestOutcome> {
  const s = settings ?? (await loadSettings(ctx));
  return inTransaction(ctx.db, async (trx) => {
    const key = lineKey(line);
    const inserted = await trx
      .insertInto('bank_statement_line')
      .values({
        channel: line.channel,
        line_key: key,
        source,
        occurred_at: line.occurredAt,
        from_bank_code: line.fromBankCode ?? null,
        from_account: line.fromAccount,
        to_account: line.toAccount ?? '',
        amount: line.amountSatang,
        status: 'review',
        reason: 'matching',
        raw: JSON.stringify(line.raw),
      })
      .onConflict((oc) => oc.columns(['channel', 'line_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      const first = await trx
        .selectFrom('bank_statement_line')
        .select(['id', 'status'])
        .where('channel', '=', line.channel)
        .where('line_key', '=', key)
        .executeTakeFirstOrThrow();
      return { id: first.id, duplicate: true, status: first.status };
    }
    const id = inserted.id;
    const candidates = await findCandidates(trx, line);
    const notices = candidates ? await noticeCandidates(trx, line, candidates) : [];
    const decision = decide(line, candidates, notices, s.bounds[line.channel], s.statementMaxAgeHours, now);
    if (!decision.credit) {
      await trx
        .updateTable('bank_statement_line')
        .set({ reason: decision.reason, member_id: decision.memberHint, candidates: JSON.stringify(decision.candidates) })
        .where('id', '=', id)
        .execute();
      return { id, duplicate: false, status: 'review' };
    }
    const credit = await creditDeposit(trx, {
      key: `stmt:${id}`,
      memberId: decision.memberId,
      amountSatang: line.amountSatang,
      reference: key,
      metadata: { channel: line.channel, line_id: id, source, from_account: line.fromAccount },
      now,
    });
    await trx
      .updateTable('bank_statement_line')
      .set({
        status: 'credited',
        reason: null,
        member_id: decision.memberId,
        candidates: JSON.stringify(candidates),
        transfer_id: credit.transferId,
        flags: JSON.stringify(credit.flags),
        notice_id: decision.noticeId,
      })
      .where('id', '=', id)
      .execute();
    if (decision.noticeId !== null)
      await trx
        .updateTable('deposit_notice')
        .set({ status: 'matched', line_id: id })
        .where('id', '=', decision.noticeId)
        .where('status', '=', 'pending')
        .execute();
    return { id, duplicate: false, status: 'credited' };
  });
}

/** A gateway payment that cannot credit on its own (late, cancelled, unknown...): a line for the operator. */
export async function recordGatewayLine(
  trx: Conn,
  p: {
    gateway: string;
    callbackId: string;
    reference: string;
    amountSatang: number;
    paidAt: Date;
    reason: string;
    memberId: number | null;
    raw: unknown;
  },
): Promise<number> {
  const key = `cb:${p.gateway}:${p.callbackId}`;
  await trx
    .insertInto('bank_statement_line')
    .values({
      channel: 'promptpay_qr',
      line_key: key,
      source: 'gateway',
      occurred_at: p.paidAt,
      from_account: '',
      to_account: p.reference,
      amount: p.amountSatang,
      status: 'review',
      reason: p.reason,
      member_id: p.memberId,
      raw: JSON.stringify(p.raw),
    })
    .onConflict((oc) => oc.columns(['channel', 'line_key']).doNothing())
    .execute();
  const row = await trx
    .selectFrom('bank_statement_line')
    .select('id')
    .where('channel', '=', 'promptpay_qr')
    .where('line_key', '=', key)
    .executeTakeFirstOrThrow();
  return row.id;
}
