import type { AdminDepositLineQuery, AdminStatementImportResult } from '@contract/admin-payments';
import { bankByCode } from '@contract/banks';
import { Errors } from '@contract/errors';
import { bahtToSatang, satangToBaht } from '@contract/money';
import {
  type AdminPendingDeposits,
  type AdminSandboxPayResult,
  type AdminStatementLine,
  DEPOSIT_FLAG_LABELS,
  LINE_REASON_LABELS,
  LINE_STATUS_LABELS,
  QR_STATUS_LABELS,
  type StatementIngestResult,
} from '@contract/payments';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { fail } from '../../lib/reply';
import { type Delivery, deliverWithRetry, SandboxGateway } from '../../payments/sandbox';
import { recordAudit } from '../admin';
import { inTransaction } from '../ledger';
import { loadSettings, type PaymentsContext } from './context';
import { creditDeposit } from './credit';
import { statementLinesFromCsv } from './csv';
import { memberRefs, queryLines, senderName, suggestionsFor } from './desk';
import { ingestLine, lineInputFrom } from './matcher';
import { noticeView } from './notices';
import { effectiveStatus } from './qr';
import type { BankStatementLineTable, LineSource } from './tables';

type LineRow = Selectable<BankStatementLineTable>;

async function lineViews(ctx: PaymentsContext, rows: LineRow[]): Promise<AdminStatementLine[]> {
  const refs = await memberRefs(
    ctx,
    rows.flatMap((r) => [...(r.member_id ? [r.member_id] : []), ...r.candidates]),
  );
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    line_key: r.line_key,
    source: r.source,
    occurred_at: r.occurred_at.toISOString(),
    from_bank_code: r.from_bank_code,
    from_bank_name: r.from_bank_code ? (bankByCode(r.from_bank_code)?.nameTh ?? r.from_bank_code) : null,
    from_account: r.from_account,
    to_account: r.to_account,
    amount: satangToBaht(r.amount),
    status: r.status,
    status_label: LINE_STATUS_LABELS[r.status],
    reason: r.reason,
    reason_label: r.reason ? (LINE_REASON_LABELS[r.reason] ?? r.reason) : null,
    member: r.member_id ? (refs.get(r.member_id) ?? null) : null,
    candidates: r.candidates.flatMap((id) => refs.get(id) ?? []),
    flags: r.flags,
    flag_labels: r.flags.map((f) => DEPOSIT_FLAG_LABELS[f] ?? f),
    transfer_id: r.transfer_id,
    decided_by_operator: r.decided_by_operator,
    decided_at: r.decided_at?.toISOString() ?? null,
    dismiss_reason: r.dismiss_reason,
    created_at: r.created_at.toISOString(),
  }));
}

/**
 * Statement lines for the operator (by default those waiting for a decision, newest first), filtered,
 * sorted and paged by the database, each waiting line with up to 3 suggested members.
 */
export async function listLines(ctx: PaymentsContext, q: z.output<typeof AdminDepositLineQuery>) {
  const { rows, total } = await queryLines(ctx, q);
  const [views, suggestions] = await Promise.all([lineViews(ctx, rows), suggestionsFor(ctx, rows)]);
  return {
    items: views.map((v, i) => ({ ...v, from_name: senderName(rows[i]) ?? null, suggestions: suggestions.get(v.id) ?? [] })),
    page: q.page,
    page_size: q.page_size,
    total,
  };
}

async function lineById(ctx: PaymentsContext, id: number): Promise<AdminStatementLine> {
  const row = await ctx.db.selectFrom('bank_statement_line').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) fail(Errors.NOT_FOUND);
  return (await lineViews(ctx, [row]))[0];
}

/** Open QRs and deposit notices (unexpired), and how many lines wait for a decision. */
export async function pendingDeposits(ctx: PaymentsContext, now = new Date()): Promise<AdminPendingDeposits> {
  const qrs = await ctx.db
    .selectFrom('payment_intent')
    .selectAll()
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  const notices = await ctx.db
    .selectFrom('deposit_notice')
    .selectAll()
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  const review = await ctx.db
    .selectFrom('bank_statement_line')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'review')
    .executeTakeFirstOrThrow();
  const refs = await memberRefs(ctx, [...qrs.map((q) => q.member_id), ...notices.map((n) => n.member_id)]);
  return {
    qrs: qrs.map((q) => {
      const status = effectiveStatus(q, now);
      return {
        reference: q.reference,
        member: refs.get(q.member_id)!,
        channel_id: q.channel_id,
        sub_channel_id: q.sub_channel_id,
        gateway: q.gateway,
        amount: satangToBaht(q.amount),
        status,
        status_label: QR_STATUS_LABELS[status],
        created_at: q.created_at.toISOString(),
        expires_at: q.expires_at.toISOString(),
        paid_at: q.paid_at?.toISOString() ?? null,
      };
    }),
    notices: notices.map((n) => ({ ...noticeView(n, now), member: refs.get(n.member_id)! })),
    review_lines: Number(review.n),
  };
}

/**
 * The operator gives a waiting line to a member: credited once (ledger key 'stmt:<line id>'),
 * audited with the operator's id in the same transaction. A line already decided is refused.
 */
export async function assignLine(
  ctx: PaymentsContext,
  operatorId: number,
  lineId: number,
  memberId: number,
  note: string | undefined,
  now = new Date(),
) {
  await inTransaction(ctx.db, async (trx) => {
    const member = await trx.selectFrom('member_public').select('id').where('id', '=', memberId).executeTakeFirst();
    if (!member) fail(Errors.NOT_FOUND, undefined, 'ไม่พบสมาชิกที่เลือก');
    const line = await trx
      .updateTable('bank_statement_line')
      .set({ status: 'credited', member_id: memberId, decided_by_operator: operatorId, decided_at: now })
      .where('id', '=', lineId)
      .where('status', '=', 'review')
      .returningAll()
      .executeTakeFirst();
    if (!line) {
      const exists = await trx.selectFrom('bank_statement_line').select('id').where('id', '=', lineId).executeTakeFirst();
      fail(exists ? Errors.STATEMENT_LINE_DECIDED : Errors.NOT_FOUND);
    }
    const credit = await creditDeposit(trx, {
      key: `stmt:${line.id}`,
      memberId,
      amountSatang: line.amount,
      reference: line.line_key,
      metadata: { channel: line.channel, line_id: line.id, assigned_by: operatorId, note: note ?? null },
      operatorId,
      now,
    });
    await trx
      .updateTable('bank_statement_line')
      .set({ transfer_id: credit.transferId, flags: JSON.stringify(credit.flags) })
      .where('id', '=', line.id)
      .execute();
    await recordAudit(trx, operatorId, 'payments.line.assign', `statement_line:${line.id}`, {
      member_id: memberId,
      amount: satangToBaht(line.amount),
      transfer_id: credit.transferId,
      flags: credit.flags,
      previous_reason: line.reason,
      note: note ?? null,
    });
  });
  return lineById(ctx, lineId);
}

/** The operator decides a waiting line will not be credited (a refund sent back, a test transfer...), with a reason. */
export async function dismissLine(ctx: PaymentsContext, operatorId: number, lineId: number, reason: string, now = new Date()) {
  await inTransaction(ctx.db, async (trx) => {
    const line = await trx
      .updateTable('bank_statement_line')
      .set({ status: 'dismissed', dismiss_reason: reason, decided_by_operator: operatorId, decided_at: now })
      .where('id', '=', lineId)
      .where('status', '=', 'review')
      .returning(['id', 'amount', 'reason'])
      .executeTakeFirst();
    if (!line) {
      const exists = await trx.selectFrom('bank_statement_line').select('id').where('id', '=', lineId).executeTakeFirst();
      fail(exists ? Errors.STATEMENT_LINE_DECIDED : Errors.NOT_FOUND);
    }
    await recordAudit(trx, operatorId, 'payments.line.dismiss', `statement_line:${line.id}`, {
      amount: satangToBaht(line.amount),
      previous_reason: line.reason,
      reason,
    });
  });
  return lineById(ctx, lineId);
}

/** Feeds lines (webhook or import) to the one matcher, one transaction per line. */
export async function ingestLines(
  ctx: PaymentsContext,
  source: LineSource,
  lines: Parameters<typeof lineInputFrom>[0][],
  now = new Date(),
): Promise<StatementIngestResult> {
  const settings = await loadSettings(ctx);
  const result: StatementIngestResult = { received: lines.length, stored: 0, duplicates: 0, credited: 0, review: 0, line_ids: [] };
  for (const l of lines) {
    const r = await ingestLine(ctx, source, lineInputFrom(l), now, settings);
    result.line_ids.push(r.id);
    if (r.duplicate) result.duplicates++;
    else {
      result.stored++;
      if (r.status === 'credited') result.credited++;
      else result.review++;
    }
  }
  return result;
}

/**
 * The operator's CSV import: a file that cannot be read (no header, a required column missing) is
 * refused whole; otherwise every good row goes to the matcher (a row seen before is a duplicate,
 * nothing done again) and every bad row is refused with its row number and a Thai reason, so the
 * operator can fix those rows and import the file again.
 */
export async function importCsv(
  ctx: PaymentsContext,
  operatorId: number,
  csv: string,
  now = new Date(),
): Promise<AdminStatementImportResult> {
  const { lines, errors, rows } = statementLinesFromCsv(csv);
  const fileError = errors.find((e) => e.row === 1);
  if (fileError || rows === 0)
    fail(Errors.STATEMENT_CSV_INVALID, {
      fields: { csv: `แถวที่ ${fileError?.row ?? 1}: ${fileError?.message ?? 'ไม่มีรายการ'}` },
      rows: errors,
    });
  const ingested = await ingestLines(ctx, 'import', lines, now);
  const result: AdminStatementImportResult = {
    read: rows,
    stored: ingested.stored,
    duplicates: ingested.duplicates,
    credited: ingested.credited,
    review: ingested.review,
    refused: errors.length,
    refused_rows: errors,
    line_ids: ingested.line_ids,
  };
  await recordAudit(ctx.db, operatorId, 'payments.statement.import', 'statement', {
    read: result.read,
    stored: result.stored,
    duplicates: result.duplicates,
    credited: result.credited,
    review: result.review,
    refused: result.refused,
  });
  return result;
}

/**
 * The sandbox "pays" a QR: it sends its signed callback over HTTP to our own callback route (the
 * same code path a live gateway reaches), retrying with the same callback id until it is accepted.
 * The callback id is derived from the reference (and amount), so paying twice credits once.
 */
export async function sandboxPay(
  ctx: PaymentsContext,
  operatorId: number,
  reference: string,
  amountBaht: number | undefined,
  send: (headers: Record<string, string>, body: string) => Promise<Delivery>,
  now = new Date(),
): Promise<AdminSandboxPayResult> {
  const sandbox = ctx.gateways.get('sandbox');
  if (!ctx.env.sandboxEnabled || !(sandbox instanceof SandboxGateway)) fail(Errors.CALLBACK_SOURCE_DISABLED);
  const intent = await ctx.db
    .selectFrom('payment_intent')
    .selectAll()
    .where('reference', '=', reference)
    .where('gateway', '=', 'sandbox')
    .executeTakeFirst();
  if (!intent) fail(Errors.NOT_FOUND);
  const amount = amountBaht === undefined ? intent.amount : bahtToSatang(amountBaht);
  const callbackId = amount === intent.amount ? `sbx-${reference}` : `sbx-${reference}-${amount}`;
  const body = sandbox.buildCallback({ callbackId, reference, amountSatang: amount, paidAt: now });
  const delivery = await deliverWithRetry(() => send(sandbox.sign(body), body));
  if (!delivery.delivered) fail(Errors.PAYMENT_GATEWAY_UNAVAILABLE);
  const outcome = String((JSON.parse(delivery.last.body) as { data?: { outcome?: string } }).data?.outcome ?? '');
  await recordAudit(ctx.db, operatorId, 'payments.sandbox.pay', `qr:${reference}`, {
    callback_id: callbackId,
    amount: satangToBaht(amount),
    outcome,
  });
  const after = await ctx.db
    .selectFrom('payment_intent')
    .select(['status', 'expires_at'])
    .where('id', '=', intent.id)
    .executeTakeFirstOrThrow();
  const status = effectiveStatus(after, new Date());
  return { reference, callback_id: callbackId, attempts: delivery.attempts, outcome, status, status_label: QR_STATUS_LABELS[status] };
}
