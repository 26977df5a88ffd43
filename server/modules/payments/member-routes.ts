import { envelope } from '@contract/envelope';
import { Errors } from '@contract/errors';
import {
  DepositNotice,
  DepositNoticeBody,
  GenerateQrBody,
  InquiryStatusData,
  InquiryStatusQuery,
  PaymentChannelsData,
  PaymentInfoData,
  PaymentInfoQuery,
  QrInfo,
  QrInfoQuery,
} from '@contract/payments';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fail, ok } from '../../lib/reply';
import { channelById, instructions, listChannels, payFrom } from './channels';
import { loadSettings, type PaymentsContext } from './context';
import { cancelNotice, createNotice, noticeView, pendingNotice } from './notices';
import { findIntent, generateQr, inquiryStatus, openIntent, qrInfo } from './qr';

const tags = ['payments'];
const byMember = (req: FastifyRequest) => `member:${req.memberId}`;

/** The member's deposit calls (docs/wire-format.md "Calls", member group); every record is the caller's own. */
export async function paymentMemberRoutes(root: FastifyInstance, opts: { ctx: PaymentsContext }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = opts;

  app.get('/member/payment/channels', { schema: { tags, response: { 200: envelope(PaymentChannelsData) } } }, async (req) =>
    ok(await listChannels(ctx, req.memberId)),
  );

  app.get(
    '/member/payment/info',
    { schema: { tags, querystring: PaymentInfoQuery, response: { 200: envelope(PaymentInfoData) } } },
    async (req) => {
      const now = new Date();
      const { type, channel, settings } = await channelById(ctx, req.query.channel_id, req.memberId, false, now);
      const notice = type === 'promptpay_qr' ? undefined : await pendingNotice(ctx, req.memberId, now);
      const open = type === 'promptpay_qr' ? await openIntent(ctx, req.memberId, channel.id, now) : undefined;
      return ok({
        channel,
        pay_from: await payFrom(ctx, req.memberId),
        instructions: instructions(type, channel, settings),
        pending_notice: notice && notice.channel_id === channel.id ? noticeView(notice, now) : null,
        open_qr: open ? await qrInfo(ctx, open, now, settings) : null,
      });
    },
  );

  app.post(
    '/member/payment/generate_qr',
    {
      preHandler: app.limit('generate_qr', 20, 10 * 60_000, byMember),
      schema: { tags, body: GenerateQrBody, response: { 200: envelope(QrInfo) } },
    },
    async (req) => {
      const now = new Date();
      const intent = await generateQr(ctx, req.memberId, req.body, now);
      return ok(await qrInfo(ctx, intent, now));
    },
  );

  app.get(
    '/member/payment/qrcode_info',
    { schema: { tags, querystring: QrInfoQuery, response: { 200: envelope(QrInfo.nullable()) } } },
    async (req) => {
      const intent = await findIntent(ctx, req.memberId, req.query.reference);
      return ok(intent ? await qrInfo(ctx, intent, new Date(), await loadSettings(ctx)) : null);
    },
  );

  app.get(
    '/member/payment/inquiry_status',
    { schema: { tags, querystring: InquiryStatusQuery, response: { 200: envelope(InquiryStatusData) } } },
    async (req) => {
      const intent = await findIntent(ctx, req.memberId, req.query.reference);
      if (!intent) fail(Errors.NOT_FOUND);
      return ok(await inquiryStatus(ctx, intent, req.memberId));
    },
  );

  app.post(
    '/member/payment/notify',
    {
      preHandler: app.limit('deposit_notice', 20, 10 * 60_000, byMember),
      schema: { tags, body: DepositNoticeBody, response: { 200: envelope(DepositNotice) } },
    },
    async (req) => ok(await createNotice(ctx, req.memberId, req.body)),
  );

  app.post(
    '/member/payment/notify/cancel',
    { schema: { tags, response: { 200: envelope(z.object({ cancelled: z.boolean() })) } } },
    async (req) => ok({ cancelled: await cancelNotice(ctx, req.memberId) }),
  );
}
