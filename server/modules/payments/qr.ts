import { randomInt } from 'node:crypto';
import { Errors } from '@contract/errors';
import { bahtToSatang, satangToBaht } from '@contract/money';
import { type GenerateQrBody, type InquiryStatusData, QR_STATUS_LABELS, type QrInfo, type QrStatus } from '@contract/payments';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { fail } from '../../lib/reply';
import type { ChannelBounds, PaymentSettings } from '../../payments/channels';
import { gatewayForSubChannel, type PaymentGateway, type SubChannel } from '../../payments/gateway';
import { qrImageDataUrl } from '../../payments/qr-image';
import { depositAccountById } from '../agent';
import { inTransaction, memberWallets, transferById, WalletType } from '../ledger';
import { assertDepositAllowed, thaiBaht } from '../limits';
import { depositBonusOf } from '../promotions';
import { channelById, type PromptPayTarget } from './channels';
import { isUniqueViolation, loadSettings, type PaymentsContext } from './context';
import type { PaymentIntentTable } from './tables';

export type Intent = Selectable<PaymentIntentTable>;

const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** An open QR with less time than this left is replaced rather than answered again. */
const REUSE_MIN_LEFT_MS = 60_000;
const MAX_RACE_RETRIES = 10;

/** 'QR' + 12 random characters from node:crypto (32^12 = 2^60 possibilities). */
export function newReference(): string {
  let s = 'QR';
  for (let i = 0; i < 12; i++) s += REF_ALPHABET[randomInt(REF_ALPHABET.length)];
  return s;
}

/**
 * Refuses an amount outside the channel's per-transaction bounds, saying the bound in Thai. Business
 * failures carry no data: they answer HTTP 200 through the route's own response schema.
 */
export function assertWithinBounds(bounds: ChannelBounds, amountSatang: number): void {
  if (amountSatang < bounds.min)
    fail(Errors.DEPOSIT_BELOW_MIN, undefined, `ยอดฝากขั้นต่ำของช่องทางนี้คือ ${thaiBaht(satangToBaht(bounds.min))} บาท`);
  if (amountSatang > bounds.max)
    fail(Errors.DEPOSIT_ABOVE_MAX, undefined, `ยอดฝากสูงสุดของช่องทางนี้คือ ${thaiBaht(satangToBaht(bounds.max))} บาทต่อครั้ง`);
}

/** A pending QR past its time counts as expired whether or not the row says so yet. */
export function effectiveStatus(intent: Pick<Intent, 'status' | 'expires_at'>, now: Date): QrStatus {
  return intent.status === 'pending' && intent.expires_at <= now ? 'expired' : intent.status;
}

/** Writes down the expiry of the member's QRs whose time is up (lazily, on the member's next call). */
async function expireDue(ctx: PaymentsContext, memberId: number, now: Date) {
  await ctx.db
    .updateTable('payment_intent')
    .set({ status: 'expired' })
    .where('member_id', '=', memberId)
    .where('status', '=', 'pending')
    .where('expires_at', '<=', now)
    .execute();
}

/**
 * Makes a PromptPay QR for the amount. A member has at most one open QR per channel: asking again
 * for the same amount answers the open one; another amount cancels it and makes a new one.
 * Refused over the channel's bounds, over a deposit limit (counting other open QRs) or during
 * self-exclusion, with nothing stored.
 */
export async function generateQr(
  ctx: PaymentsContext,
  memberId: number,
  body: z.output<typeof GenerateQrBody>,
  now = new Date(),
): Promise<Intent> {
  const { type, settings, promptPay } = await channelById(ctx, body.channel_id, memberId, true, now);
  if (type !== 'promptpay_qr') fail(Errors.PAYMENT_CHANNEL_NOT_FOUND, undefined, 'ช่องทางนี้ไม่ใช้ QR กรุณาเลือกช่องทางสแกน QR พร้อมเพย์');
  const found = gatewayForSubChannel(ctx.gateways, body.sub_channel_id);
  if (!found) fail(Errors.PAYMENT_SUB_CHANNEL_NOT_FOUND);
  const amount = bahtToSatang(body.amount);
  assertWithinBounds(settings.bounds[type], amount);
  // Requests racing for the member's one open QR on this channel: a loser (unique violation) tries
  // again and sees the winner's QR. Every retry means another request's insert succeeded, so this ends.
  for (let attempt = 1; ; attempt++) {
    try {
      return await createOrReuse(ctx, memberId, body.channel_id, found, amount, promptPay, settings.qrExpiryMinutes, now);
    } catch (e) {
      if (attempt >= MAX_RACE_RETRIES || !isUniqueViolation(e, 'payment_intent_open')) throw e;
    }
  }
}

async function createOrReuse(
  ctx: PaymentsContext,
  memberId: number,
  channelId: number,
  found: { gateway: PaymentGateway; sub: SubChannel },
  amount: number,
  promptPay: PromptPayTarget | undefined,
  qrExpiryMinutes: number,
  now: Date,
): Promise<Intent> {
  await expireDue(ctx, memberId, now);
  const open = await ctx.db
    .selectFrom('payment_intent')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('status', '=', 'pending')
    .execute();
  const same = open.find((o) => o.channel_id === channelId);
  if (
    same &&
    same.amount === amount &&
    same.sub_channel_id === found.sub.id &&
    same.expires_at.getTime() - now.getTime() >= REUSE_MIN_LEFT_MS
  )
    return same;
  const reserved = open.filter((o) => o.channel_id !== channelId).reduce((sum, o) => sum + o.amount, 0);
  await assertDepositAllowed(ctx.db, memberId, amount, { reservedSatang: reserved, now });

  const reference = newReference();
  const expiresAt = new Date(now.getTime() + qrExpiryMinutes * 60_000);
  if (!promptPay) fail(Errors.PAYMENT_CHANNEL_DISABLED);
  const promptPayId = promptPay.id;
  let created: Awaited<ReturnType<PaymentGateway['createPayment']>>;
  try {
    created = await found.gateway.createPayment({ reference, amountSatang: amount, expiresAt, promptPayId });
  } catch {
    fail(Errors.PAYMENT_GATEWAY_UNAVAILABLE);
  }
  return inTransaction(ctx.db, async (trx) => {
    // Held while the QR is written: an operator deleting the account waits, then sees the open QR.
    if (promptPay.accountId !== null && !(await depositAccountById(trx, promptPay.accountId, 'share')))
      fail(Errors.PAYMENT_CHANNEL_DISABLED);
    if (same)
      await trx
        .updateTable('payment_intent')
        .set({ status: 'cancelled' })
        .where('id', '=', same.id)
        .where('status', '=', 'pending')
        .execute();
    return trx
      .insertInto('payment_intent')
      .values({
        reference,
        member_id: memberId,
        channel_id: channelId,
        sub_channel_id: found.sub.id,
        gateway: found.gateway.name,
        gateway_ref: created.gatewayRef,
        amount,
        payload: created.payload,
        expires_at: expiresAt,
        deposit_account_id: promptPay.accountId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/**
 * The member's QR by reference, or their latest one. Only the owner's QRs are found: another
 * member's reference answers NOT_FOUND exactly like a reference that does not exist.
 */
export async function findIntent(ctx: PaymentsContext, memberId: number, reference: string | undefined): Promise<Intent | undefined> {
  let q = ctx.db.selectFrom('payment_intent').selectAll().where('member_id', '=', memberId);
  q = reference ? q.where('reference', '=', reference) : q.orderBy('id', 'desc').limit(1);
  const intent = await q.executeTakeFirst();
  if (!intent && reference) fail(Errors.NOT_FOUND);
  return intent;
}

const secondsLeft = (intent: Intent, status: QrStatus, now: Date) =>
  status === 'pending' ? Math.max(0, Math.ceil((intent.expires_at.getTime() - now.getTime()) / 1000)) : 0;

export async function qrInfo(ctx: PaymentsContext, intent: Intent, now = new Date(), settings?: PaymentSettings): Promise<QrInfo> {
  const status = effectiveStatus(intent, now);
  const s = settings ?? (await loadSettings(ctx));
  // The name of the account the QR pays into (its own, when made with a deposit account).
  const account = intent.deposit_account_id === null ? undefined : await depositAccountById(ctx.db, intent.deposit_account_id);
  return {
    reference: intent.reference,
    channel_id: intent.channel_id,
    sub_channel_id: intent.sub_channel_id,
    amount: satangToBaht(intent.amount),
    payload: intent.payload,
    qr_image: await qrImageDataUrl(intent.payload),
    receiver_name: account?.account_name ?? s.receiverName,
    status,
    status_label: QR_STATUS_LABELS[status],
    created_at: intent.created_at.toISOString(),
    expires_at: intent.expires_at.toISOString(),
    expires_in: secondsLeft(intent, status, now),
    paid_at: intent.paid_at?.toISOString() ?? null,
  };
}

/** pending, paid or expired (with the Thai label); once paid, the amount credited and the main wallet's balance now. */
export async function inquiryStatus(ctx: PaymentsContext, intent: Intent, memberId: number, now = new Date()): Promise<InquiryStatusData> {
  const status = effectiveStatus(intent, now);
  let credited: number | null = null;
  let balance: number | null = null;
  let bonus: InquiryStatusData['bonus'] = null;
  if (status === 'paid' && intent.transfer_id !== null) {
    const t = await transferById(ctx.db, intent.transfer_id);
    if (!t) throw new Error(`transfer ${intent.transfer_id} vanished`);
    credited = satangToBaht(t.amount);
    balance = (await memberWallets(ctx.db, memberId)).find((w) => w.wallet_type_id === WalletType.MAIN)?.balance ?? null;
    bonus = await depositBonusOf(ctx.db, `qr:${intent.reference}`);
  }
  return {
    reference: intent.reference,
    status,
    status_label: QR_STATUS_LABELS[status],
    amount: satangToBaht(intent.amount),
    expires_at: intent.expires_at.toISOString(),
    expires_in: secondsLeft(intent, status, now),
    paid_at: intent.paid_at?.toISOString() ?? null,
    credited_amount: credited,
    balance,
    bonus,
  };
}

/** The member's open QR on a channel, if any (for the info call). */
export async function openIntent(ctx: PaymentsContext, memberId: number, channelId: number, now = new Date()): Promise<Intent | undefined> {
  return ctx.db
    .selectFrom('payment_intent')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('channel_id', '=', channelId)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .executeTakeFirst();
}
