import { Errors } from '@contract/errors';
import { bahtToSatang, satangToBaht } from '@contract/money';
import { type DepositNotice, type DepositNoticeBody, NOTICE_STATUS_LABELS } from '@contract/payments';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { fail } from '../../lib/reply';
import { depositAccountById } from '../agent';
import { inTransaction } from '../ledger';
import { assertDepositAllowed } from '../limits';
import { channelById } from './channels';
import { isUniqueViolation, type PaymentsContext } from './context';
import { assertWithinBounds } from './qr';
import type { DepositNoticeTable } from './tables';

type NoticeRow = Selectable<DepositNoticeTable>;

export function noticeView(n: NoticeRow, now = new Date()): DepositNotice {
  const status = n.status === 'pending' && n.expires_at <= now ? 'expired' : n.status;
  return {
    id: n.id,
    channel_id: n.channel_id,
    account_id: n.agent_account_id,
    from_account_id: n.member_bank_account_id,
    amount: satangToBaht(n.amount),
    status,
    status_label: NOTICE_STATUS_LABELS[status],
    created_at: n.created_at.toISOString(),
    expires_at: n.expires_at.toISOString(),
  };
}

/** The member's open notice (unexpired), if any. */
export function pendingNotice(ctx: PaymentsContext, memberId: number, now = new Date()) {
  return ctx.db
    .selectFrom('deposit_notice')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * The member says "I am sending this amount to that account". A notice is optional (a transfer
 * from the member's own registered account is matched without it) but tells apart members whose
 * masked accounts look alike. One open notice per member: a new one replaces it. Refused over a
 * deposit limit or during self-exclusion, before the member sends any money.
 */
export async function createNotice(
  ctx: PaymentsContext,
  memberId: number,
  body: z.output<typeof DepositNoticeBody>,
  now = new Date(),
): Promise<DepositNotice> {
  const { type, channel, settings } = await channelById(ctx, body.channel_id, memberId, true, now);
  // Only the accounts this member sees (audience, cap): any other is refused like an unknown one.
  if (type === 'promptpay_qr') fail(Errors.PAYMENT_CHANNEL_NOT_FOUND, undefined, 'ช่องทาง QR ไม่ต้องแจ้งฝาก กรุณาสร้าง QR แล้วชำระตามยอด');
  const accounts = type === 'bank' ? channel.bank_accounts : channel.true_money_accounts;
  if (!accounts.some((a) => a.id === body.account_id)) fail(Errors.DEPOSIT_ACCOUNT_NOT_FOUND);
  let fromAccountId: number | null = null;
  if (type === 'bank') {
    const own = await ctx.db
      .selectFrom('member_bank_public')
      .select(['id', 'is_primary'])
      .where('member_id', '=', memberId)
      .orderBy('is_primary', 'desc')
      .orderBy('id')
      .execute();
    const chosen = body.from_account_id === undefined ? own[0] : own.find((a) => a.id === body.from_account_id);
    if (!chosen) fail(Errors.DEPOSIT_ACCOUNT_NOT_FOUND);
    fromAccountId = chosen.id;
  }
  const amount = bahtToSatang(body.amount);
  assertWithinBounds(settings.bounds[type], amount);
  await assertDepositAllowed(ctx.db, memberId, amount, { now });

  const insert = () =>
    inTransaction(ctx.db, async (trx) => {
      // Held while the notice is written: an operator deleting the account waits, then sees the notice.
      if (!(await depositAccountById(trx, body.account_id, 'share'))) fail(Errors.DEPOSIT_ACCOUNT_NOT_FOUND);
      await trx
        .updateTable('deposit_notice')
        .set({ status: 'expired' })
        .where('member_id', '=', memberId)
        .where('status', '=', 'pending')
        .where('expires_at', '<=', now)
        .execute();
      await trx
        .updateTable('deposit_notice')
        .set({ status: 'cancelled' })
        .where('member_id', '=', memberId)
        .where('status', '=', 'pending')
        .execute();
      return trx
        .insertInto('deposit_notice')
        .values({
          member_id: memberId,
          channel_id: body.channel_id,
          agent_account_id: body.account_id,
          member_bank_account_id: fromAccountId,
          amount,
          created_at: now,
          expires_at: new Date(now.getTime() + settings.noticeWindowMinutes * 60_000),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  // Racing notices of one member: a loser (unique violation) tries again, replacing the winner's.
  for (let attempt = 1; ; attempt++) {
    try {
      return noticeView(await insert(), now);
    } catch (e) {
      if (attempt >= 10 || !isUniqueViolation(e, 'deposit_notice_open')) throw e;
    }
  }
}

/** Withdraws the member's open notice; answers whether there was one. */
export async function cancelNotice(ctx: PaymentsContext, memberId: number): Promise<boolean> {
  const r = await ctx.db
    .updateTable('deposit_notice')
    .set({ status: 'cancelled' })
    .where('member_id', '=', memberId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
