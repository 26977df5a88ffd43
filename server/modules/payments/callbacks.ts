import type { CallbackEvent } from '../../payments/gateway';
import { inTransaction } from '../ledger';
import type { PaymentsContext } from './context';
import { creditDeposit } from './credit';
import { recordGatewayLine } from './matcher';

export type CallbackOutcome = 'credited' | 'qr_expired' | 'qr_cancelled' | 'qr_already_paid' | 'unknown_reference' | 'amount_mismatch';

/**
 * Applies a verified gateway callback exactly once. The callback row (unique on gateway + callback
 * id) is written first in the transaction, so a repeated or concurrent delivery of the same callback
 * finds it and answers the first outcome. A QR credits only while it is pending and unexpired (a
 * conditional update claims it); anything else is kept as a line for the operator, never credited
 * on its own.
 */
export async function applyCallback(
  ctx: PaymentsContext,
  gateway: string,
  event: CallbackEvent,
  rawBody: string,
  now = new Date(),
): Promise<{ outcome: string; replayed: boolean }> {
  return inTransaction(ctx.db, async (trx) => {
    const inserted = await trx
      .insertInto('payment_callback')
      .values({
        gateway,
        callback_id: event.callbackId,
        reference: event.reference,
        amount: event.amountSatang,
        outcome: 'received',
        body: rawBody,
      })
      .onConflict((oc) => oc.columns(['gateway', 'callback_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      const first = await trx
        .selectFrom('payment_callback')
        .select('outcome')
        .where('gateway', '=', gateway)
        .where('callback_id', '=', event.callbackId)
        .executeTakeFirstOrThrow();
      return { outcome: first.outcome, replayed: true };
    }

    const intent = await trx
      .selectFrom('payment_intent')
      .selectAll()
      .where('reference', '=', event.reference)
      .where('gateway', '=', gateway)
      .executeTakeFirst();
    let outcome: CallbackOutcome;
    if (!intent) outcome = 'unknown_reference';
    else if (intent.amount !== event.amountSatang) outcome = 'amount_mismatch';
    else {
      const claimed = await trx
        .updateTable('payment_intent')
        .set({ status: 'paid', paid_at: now })
        .where('id', '=', intent.id)
        .where('status', '=', 'pending')
        .where('expires_at', '>', now)
        .returning('id')
        .executeTakeFirst();
      if (claimed) {
        const credit = await creditDeposit(trx, {
          key: `qr:${intent.reference}`,
          memberId: intent.member_id,
          amountSatang: intent.amount,
          reference: intent.reference,
          metadata: { channel: 'promptpay_qr', gateway, callback_id: event.callbackId, gateway_ref: event.gatewayRef },
          now,
        });
        await trx
          .updateTable('payment_intent')
          .set({ transfer_id: credit.transferId, flags: JSON.stringify(credit.flags) })
          .where('id', '=', intent.id)
          .execute();
        outcome = 'credited';
      } else {
        // Read again: a concurrent callback may have just paid it.
        const current = await trx.selectFrom('payment_intent').select('status').where('id', '=', intent.id).executeTakeFirstOrThrow();
        if (current.status === 'paid') outcome = 'qr_already_paid';
        else if (current.status === 'cancelled') outcome = 'qr_cancelled';
        else outcome = 'qr_expired';
      }
      if (outcome === 'qr_expired') {
        await trx
          .updateTable('payment_intent')
          .set({ status: 'expired' })
          .where('id', '=', intent.id)
          .where('status', '=', 'pending')
          .execute();
      }
    }

    let lineId: number | null = null;
    if (outcome !== 'credited')
      lineId = await recordGatewayLine(trx, {
        gateway,
        callbackId: event.callbackId,
        reference: event.reference,
        amountSatang: event.amountSatang,
        paidAt: event.paidAt,
        reason: outcome,
        memberId: intent?.member_id ?? null,
        raw: JSON.parse(rawBody),
      });
    await trx
      .updateTable('payment_callback')
      .set({ outcome, intent_id: intent?.id ?? null, line_id: lineId })
      .where('id', '=', inserted.id)
      .execute();
    return { outcome, replayed: false };
  });
}
