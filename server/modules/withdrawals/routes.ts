import { AdminIdParams } from '@contract/admin';
import {
  AdminWithdrawalClaimAnswer,
  AdminWithdrawalQueuePage,
  AdminWithdrawalQueueQuery,
  AdminWithdrawalsWaiting,
} from '@contract/admin-withdrawals';
import { envelope } from '@contract/envelope';
import {
  AdminWithdrawal,
  AdminWithdrawalApproveBody,
  AdminWithdrawalRejectBody,
  ClientRequestKey,
  WithdrawAnswer,
  WithdrawBody,
  WithdrawInfo,
  WithdrawListData,
  WithdrawListQuery,
} from '@contract/withdrawals';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { claimWithdrawal, releaseWithdrawal } from './claims';
import { approveWithdrawal, rejectWithdrawal } from './operator';
import { listQueue, waitingWithdrawals } from './queue';
import { listMemberWithdrawals, requestWithdrawal, withdrawInfo } from './service';

const KeyHeader = z.object({ 'idempotency-key': ClientRequestKey.optional() }).loose();

/**
 * Member: POST /api/member/withdraw, GET /api/member/withdraw/list, GET /api/member/withdraw/info.
 * Operators (finance): GET /api/admin/withdrawals (the queue), GET /api/admin/withdrawals/waiting (the
 * menu badge), POST /api/admin/withdrawals/:id/claim|release|approve|reject. Approve and reject need
 * the caller's claim, or none live (then the decision is its own claim); docs/backoffice.md.
 */
export async function withdrawalsMemberRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['withdrawals'];

  app.post(
    '/member/withdraw',
    {
      preHandler: app.limit('withdraw', 10, 60_000, (req) => `m${req.memberId}`),
      schema: { tags, headers: KeyHeader, body: WithdrawBody, response: { 200: envelope(WithdrawAnswer) } },
    },
    async (req) => {
      const key = req.body.idempotency_key ?? req.headers['idempotency-key'];
      const data = await requestWithdrawal(app.db, req.memberId, { ...req.body, key });
      return ok(data, data.replayed ? 'ส่งคำขอถอนเงินแล้ว' : 'ส่งคำขอถอนเงินแล้ว กรุณารอเจ้าหน้าที่ดำเนินการ');
    },
  );

  app.get(
    '/member/withdraw/list',
    {
      schema: { tags, querystring: WithdrawListQuery, response: { 200: envelope(WithdrawListData) } },
    },
    async (req) => ok(await listMemberWithdrawals(app.db, req.memberId, req.query)),
  );

  app.get('/member/withdraw/info', { schema: { tags, response: { 200: envelope(WithdrawInfo) } } }, async (req) =>
    ok(await withdrawInfo(app.db, req.memberId)),
  );
}

/** The withdrawal queue for finance under /api/admin/withdrawals (operator group). */
export async function withdrawalsOperatorRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  const adminTags = ['admin'];
  app.get(
    '/withdrawals',
    {
      config: { roles: ['finance'] },
      schema: {
        tags: adminTags,
        querystring: AdminWithdrawalQueueQuery,
        response: { 200: envelope(AdminWithdrawalQueuePage) },
      },
    },
    async (req) => ok(await listQueue(app.db, req.operator.id, req.query)),
  );

  app.get(
    '/withdrawals/waiting',
    {
      config: { roles: ['finance'] },
      schema: { tags: adminTags, response: { 200: envelope(AdminWithdrawalsWaiting) } },
    },
    async () => ok(await waitingWithdrawals(app.db)),
  );

  app.post(
    '/withdrawals/:id/claim',
    {
      config: { roles: ['finance'] },
      schema: { tags: adminTags, params: AdminIdParams, response: { 200: envelope(AdminWithdrawalClaimAnswer) } },
    },
    async (req) => ok(await claimWithdrawal(app.db, req.operator.id, req.params.id), 'รับรายการถอนไว้ดำเนินการแล้ว'),
  );

  app.post(
    '/withdrawals/:id/release',
    {
      config: { roles: ['finance'] },
      schema: { tags: adminTags, params: AdminIdParams, response: { 200: envelope(AdminWithdrawalClaimAnswer) } },
    },
    async (req) => ok(await releaseWithdrawal(app.db, req.operator.id, req.params.id), 'ปล่อยรายการถอนให้ผู้อื่นแล้ว'),
  );

  app.post(
    '/withdrawals/:id/approve',
    {
      config: { roles: ['finance'] },
      schema: {
        tags: adminTags,
        params: AdminIdParams,
        body: AdminWithdrawalApproveBody,
        response: { 200: envelope(AdminWithdrawal) },
      },
    },
    async (req) => ok(await approveWithdrawal(app.db, req.operator.id, req.params.id, req.body?.bank_reference), 'อนุมัติรายการถอนแล้ว'),
  );

  app.post(
    '/withdrawals/:id/reject',
    {
      config: { roles: ['finance'] },
      schema: {
        tags: adminTags,
        params: AdminIdParams,
        body: AdminWithdrawalRejectBody,
        response: { 200: envelope(AdminWithdrawal) },
      },
    },
    async (req) => ok(await rejectWithdrawal(app.db, req.operator.id, req.params.id, req.body.reason), 'ปฏิเสธรายการถอนแล้ว คืนเงินให้สมาชิกแล้ว'),
  );
}
