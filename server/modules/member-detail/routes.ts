import { AdminAuditEntry, AdminIdParams, adminPaged } from '@contract/admin';
import {
  AdminMemberAuditQuery,
  AdminMemberBill,
  AdminMemberBillsQuery,
  AdminMemberGameRound,
  AdminMemberLimits,
  AdminMemberProfile,
  AdminMemberRequirement,
  AdminMemberRequirementsQuery,
  AdminMemberResetPasswordBody,
  AdminMemberResetPasswordData,
  AdminMemberRoundsQuery,
  AdminMemberSession,
  AdminMemberSessionsQuery,
  AdminMemberSessionsRevoked,
  AdminMemberSportBet,
  AdminMemberSportBetsQuery,
  AdminMemberStatementLine,
  AdminMemberStatementQuery,
} from '@contract/admin-members';
import { envelope } from '@contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import {
  memberAuditTab,
  memberBillsTab,
  memberLimitsTab,
  memberProfile,
  memberRequirementsTab,
  memberRoundsTab,
  memberSessionsTab,
  memberSportBetsTab,
  memberStatementTab,
  resetMemberPassword,
  revokeMemberSessions,
} from './service';

const tags = ['admin'];

/**
 * /api/admin/members/:id/... (operator group). Every role reads every tab:
 * finance checks money, support answers the member, and reading moves nothing. A reset password and
 * ending sessions are support's and finance's. Moving money is not here: the adjustment is
 * POST /members/:id/adjust (finance, server/modules/adjustments).
 */
export async function memberDetailOperatorRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/members/:id/profile',
    { config: { roles: ['finance', 'support'] }, schema: { tags, params: AdminIdParams, response: { 200: envelope(AdminMemberProfile) } } },
    async (req) => ok(await memberProfile(app.db, req.params.id)),
  );

  app.get(
    '/members/:id/statement',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags,
        params: AdminIdParams,
        querystring: AdminMemberStatementQuery,
        response: { 200: envelope(adminPaged(AdminMemberStatementLine)) },
      },
    },
    async (req) => ok(await memberStatementTab(app.db, req.params.id, req.query)),
  );

  app.get(
    '/members/:id/game-rounds',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags,
        params: AdminIdParams,
        querystring: AdminMemberRoundsQuery,
        response: { 200: envelope(adminPaged(AdminMemberGameRound)) },
      },
    },
    async (req) => ok(await memberRoundsTab(app.db, req.params.id, req.query)),
  );

  app.get(
    '/members/:id/lotto-bills',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags,
        params: AdminIdParams,
        querystring: AdminMemberBillsQuery,
        response: { 200: envelope(adminPaged(AdminMemberBill)) },
      },
    },
    async (req) => ok(await memberBillsTab(app.db, req.params.id, req.query)),
  );

  app.get(
    '/members/:id/sport-bets',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags,
        params: AdminIdParams,
        querystring: AdminMemberSportBetsQuery,
        response: { 200: envelope(adminPaged(AdminMemberSportBet)) },
      },
    },
    async (req) => ok(await memberSportBetsTab(app.db, req.params.id, req.query)),
  );

  app.get(
    '/members/:id/requirements',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags,
        params: AdminIdParams,
        querystring: AdminMemberRequirementsQuery,
        response: { 200: envelope(adminPaged(AdminMemberRequirement)) },
      },
    },
    async (req) => ok(await memberRequirementsTab(app.db, req.params.id, req.query)),
  );

  app.get(
    '/members/:id/limits',
    { config: { roles: ['finance', 'support'] }, schema: { tags, params: AdminIdParams, response: { 200: envelope(AdminMemberLimits) } } },
    async (req) => ok(await memberLimitsTab(app.db, req.params.id)),
  );

  app.get(
    '/members/:id/sessions',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags,
        params: AdminIdParams,
        querystring: AdminMemberSessionsQuery,
        response: { 200: envelope(adminPaged(AdminMemberSession)) },
      },
    },
    async (req) => ok(await memberSessionsTab(app.db, req.params.id, req.query)),
  );

  app.post(
    '/members/:id/sessions/revoke',
    {
      config: { roles: ['finance', 'support'] },
      schema: { tags, params: AdminIdParams, response: { 200: envelope(AdminMemberSessionsRevoked) } },
    },
    async (req) => ok(await revokeMemberSessions(app.db, req.operator.id, req.params.id), 'ออกจากระบบทุกอุปกรณ์ของสมาชิกแล้ว'),
  );

  app.post(
    '/members/:id/reset-password',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags,
        params: AdminIdParams,
        body: AdminMemberResetPasswordBody,
        response: { 200: envelope(AdminMemberResetPasswordData) },
      },
    },
    async (req) =>
      ok(await resetMemberPassword(app.db, req.operator.id, req.params.id, req.body), 'ตั้งรหัสผ่านชั่วคราวแล้ว แจ้งสมาชิกให้เปลี่ยนรหัสผ่านหลังเข้าสู่ระบบ'),
  );

  app.get(
    '/members/:id/audit',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags,
        params: AdminIdParams,
        querystring: AdminMemberAuditQuery,
        response: { 200: envelope(adminPaged(AdminAuditEntry)) },
      },
    },
    async (req) => ok(await memberAuditTab(app.db, req.params.id, req.query)),
  );
}
