import { AdminIdParams } from '@contract/admin';
import { EmptyEnvelope, envelope } from '@contract/envelope';
import { Errors } from '@contract/errors';
import {
  AdminHouseShots,
  AdminHouseShotsBody,
  AdminLimitedBody,
  AdminLottoCancelBody,
  AdminLottoFeedBody,
  AdminLottoRatesBody,
  AdminLottoResultBody,
  AdminOverride,
  AdminOverrideBody,
  AdminOverridesQuery,
  AdminSettlement,
  BillCancelBody,
  BillCancelData,
  BillCreateAnswer,
  BillCreateBody,
  BillDetail,
  BillDetailQuery,
  BillListData,
  BillListQuery,
  BillValidateBody,
  BillValidation,
  LimitData,
  LOTTO_AGENT_ID,
  LobbyEnvelope,
  RateData,
  RatesData,
  RatesQuery,
  ResultData,
  ResultQuery,
  ResultsData,
  ResultsQuery,
  RoundDetail,
  RoundQuery,
  RoundsData,
  RoundsQuery,
  RuleData,
  YeekeeListData,
  YeekeeListQuery,
  YeekeeListsData,
  YeekeeShootBody,
  YeekeeShootData,
} from '@contract/lotto';
import { AdminResultAnswer } from '@contract/lotto-corrections';
import { ClientRequestKey } from '@contract/withdrawals';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fail, ok } from '../../lib/reply';
import * as admin from './admin';
import { adminLottoReads } from './admin-routes';
import { billDetail, cancelBill, createBill, listBills, validateBill } from './bills';
import { lottoFeedRoutes } from './feed-routes';
import { setLottoHouseShards } from './house';
import * as reads from './reads';
import { resultRoutes } from './result-routes';
import { maskShooter, shoot } from './yeekee';

const KeyHeader = z.object({ 'idempotency-key': ClientRequestKey.optional() }).loose();

/** agent_id is "1" on every lotto call; another agent's id is a request for another site (HTTP 400). */
function assertLottoAgent(agentId: string | undefined) {
  if (agentId !== undefined && agentId.trim() !== LOTTO_AGENT_ID) fail(Errors.FOREIGN_AGENT);
}

/**
 * Lotto for members (docs/wire-format.md "Calls": GET /api/lotto/lobby ... POST /api/lotto/bill/cancel)
 * and for operators (/api/admin/lotto/*). Reads of rounds, rates and results are public (here, with
 * the signed results webhook); bills and Yeekee shots need a member (lottoMemberRoutes). docs/lotto.md
 * lists every call with its body and answer.
 */
export async function lottoRoutes(root: FastifyInstance) {
  setLottoHouseShards(root.config.lotto.houseShards);
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['lotto'];
  const now = () => new Date();
  await root.register(lottoFeedRoutes); // the signed results webhook, in its own raw-body scope

  // The one answer with `status` in place of `error` (docs/wire-format.md "The envelope").
  app.get('/lotto/lobby', { schema: { tags, response: { 200: LobbyEnvelope } } }, async () => ({
    status: 0,
    message: Errors.OK.message,
    data: await reads.lobby(app.db, now()),
  }));

  app.get('/lotto/rounds', { schema: { tags, querystring: RoundsQuery, response: { 200: envelope(RoundsData) } } }, async (req) =>
    ok(await reads.listRounds(app.db, req.query, now())),
  );
  app.get('/lotto/round', { schema: { tags, querystring: RoundQuery, response: { 200: envelope(RoundDetail) } } }, async (req) =>
    ok(await reads.roundDetail(app.db, req.query.round_id, now())),
  );
  app.get('/lotto/rule', { schema: { tags, querystring: RoundQuery, response: { 200: envelope(RuleData) } } }, async (req) =>
    ok(await reads.roundRules(app.db, req.query.round_id, now())),
  );
  app.get('/lotto/rate', { schema: { tags, querystring: RoundQuery, response: { 200: envelope(RateData) } } }, async (req) =>
    ok(await reads.roundRates(app.db, req.query.round_id)),
  );
  app.get('/lotto/rates', { schema: { tags, querystring: RatesQuery, response: { 200: envelope(RatesData) } } }, async (req) => {
    assertLottoAgent(req.query.agent_id);
    return ok(await reads.categoryRates(app.db, req.query.category_id));
  });
  app.get('/lotto/limit', { schema: { tags, querystring: RoundQuery, response: { 200: envelope(LimitData) } } }, async (req) =>
    ok(await reads.roundLimits(app.db, req.query.round_id)),
  );
  app.get('/lotto/result', { schema: { tags, querystring: ResultQuery, response: { 200: envelope(ResultData) } } }, async (req) =>
    ok(await reads.latestResults(app.db, req.query)),
  );
  app.get('/lotto/results', { schema: { tags, querystring: ResultsQuery, response: { 200: envelope(ResultsData) } } }, async (req) => {
    assertLottoAgent(req.query.agent_id);
    return ok(await reads.resultHistory(app.db, req.query));
  });
  app.get(
    '/lotto/yeekee/list',
    { schema: { tags, querystring: YeekeeListQuery, response: { 200: envelope(YeekeeListData) } } },
    async (req) => ok(await reads.yeekeeList(app.db, req.query.round_id, req.query.after_id, now())),
  );
  app.get('/lotto/yeekee/lists', { schema: { tags, querystring: RoundQuery, response: { 200: envelope(YeekeeListsData) } } }, async (req) =>
    ok(await reads.yeekeeLists(app.db, req.query.round_id, now())),
  );
}

/** Lotto for the signed-in member: Yeekee shots and bills (member group). */
export async function lottoMemberRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['lotto'];
  const now = () => new Date();

  app.post(
    '/lotto/yeekee/shoot_number',
    { schema: { tags, body: YeekeeShootBody, response: { 200: envelope(YeekeeShootData) } } },
    async (req) => {
      const { shot, nextShotAt } = await shoot(app.db, req.memberId, req.body.round_id, req.body.number, now());
      return ok(
        {
          shot: { id: shot.id, number: shot.number, member: maskShooter(shot.phone), created_at: shot.created_at.toISOString() },
          next_shot_at: nextShotAt.toISOString(),
          cooldown_seconds: Math.round((nextShotAt.getTime() - shot.created_at.getTime()) / 1000),
        },
        'ยิงเลขสำเร็จ',
      );
    },
  );

  app.get('/lotto/bill/list', { schema: { tags, querystring: BillListQuery, response: { 200: envelope(BillListData) } } }, async (req) =>
    ok(await listBills(app.db, req.memberId, req.query, now())),
  );
  app.get('/lotto/bill/detail', { schema: { tags, querystring: BillDetailQuery, response: { 200: envelope(BillDetail) } } }, async (req) =>
    ok(await billDetail(app.db, req.memberId, req.query.bill_id, now())),
  );

  const billLimit = app.limit('lotto-bill', 60, 60_000, (req) => `m${req.memberId}`);
  app.post(
    '/lotto/bill/validate',
    {
      preHandler: billLimit,
      schema: { tags, body: BillValidateBody, response: { 200: envelope(BillValidation) } },
    },
    async (req) => {
      assertLottoAgent(req.body.agent_id);
      const { view, adjusted } = await validateBill(app.db, req.memberId, req.body.round_id, req.body.items, now());
      return ok(view, adjusted ? Errors.LOTTO_BILL_CHANGED.message : 'ตรวจสอบโพยเรียบร้อย');
    },
  );
  app.post(
    '/lotto/bill/create',
    {
      preHandler: billLimit,
      schema: { tags, headers: KeyHeader, body: BillCreateBody, response: { 200: envelope(BillCreateAnswer) } },
    },
    async (req) => {
      assertLottoAgent(req.body.agent_id);
      const key = req.body.idempotency_key ?? req.headers['idempotency-key'];
      const data = await createBill(app.db, req.memberId, { ...req.body, idempotency_key: key }, now());
      return ok(data, data.replayed ? 'โพยนี้ส่งแล้ว' : 'แทงหวยสำเร็จ');
    },
  );
  app.post('/lotto/bill/cancel', { schema: { tags, body: BillCancelBody, response: { 200: envelope(BillCancelData) } } }, async (req) => {
    assertLottoAgent(req.body.agent_id);
    return ok(await cancelBill(app.db, req.memberId, req.body.bill_id, now()), 'ยกเลิกโพยแล้ว คืนเงินเข้ากระเป๋าหลักแล้ว');
  });
}

/** Lotto for operators under /api/admin/lotto (operator group): finance decides, finance and support read. */
export async function lottoOperatorRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const now = () => new Date();
  const adminTags = ['admin'];

  await resultRoutes(app);
  await adminLottoReads(app);
  app.post(
    '/lotto/rounds/:id/result',
    {
      config: { roles: ['finance'] },
      schema: {
        tags: adminTags,
        params: AdminIdParams,
        body: AdminLottoResultBody,
        response: { 200: envelope(AdminResultAnswer) },
      },
    },
    async (req) => {
      const answer = await admin.enterResult(app.db, req.operator.id, req.params.id, req.body, now());
      return ok(answer, admin.RESULT_MESSAGES[answer.outcome]);
    },
  );
  app.post(
    '/lotto/results/feed',
    {
      config: { roles: ['finance'] },
      schema: { tags: adminTags, body: AdminLottoFeedBody, response: { 200: envelope(AdminResultAnswer) } },
    },
    async (req) => {
      const answer = await admin.enterFeed(app.db, req.operator.id, req.body.feed, req.body.payload, now());
      return ok(answer, admin.RESULT_MESSAGES[answer.outcome]);
    },
  );
  app.post(
    '/lotto/rounds/:id/cancel',
    {
      config: { roles: ['finance'] },
      schema: {
        tags: adminTags,
        params: AdminIdParams,
        body: AdminLottoCancelBody,
        response: { 200: envelope(AdminSettlement) },
      },
    },
    async (req) => ok(await admin.cancelRound(app.db, req.operator.id, req.params.id, req.body.reason, now()), 'ยกเลิกงวดและคืนเงินทุกโพยแล้ว'),
  );
  app.put(
    '/lotto/rounds/:id/limited',
    {
      config: { roles: ['finance'] },
      schema: { tags: adminTags, params: AdminIdParams, body: AdminLimitedBody, response: { 200: envelope(LimitData) } },
    },
    async (req) => {
      await admin.setLimited(app.db, req.operator.id, req.params.id, req.body);
      return ok(await reads.roundLimits(app.db, req.params.id), 'บันทึกเลขอั้นแล้ว');
    },
  );
  app.put(
    '/lotto/categories/:id/rates',
    {
      config: { roles: ['finance'] },
      schema: { tags: adminTags, params: AdminIdParams, body: AdminLottoRatesBody, response: { 200: envelope(RatesData) } },
    },
    async (req) => {
      await admin.setRates(app.db, req.operator.id, req.params.id, req.body);
      return ok(await reads.categoryRates(app.db, req.params.id), 'บันทึกอัตราจ่ายแล้ว');
    },
  );
  app.get(
    '/lotto/categories/:id/house-shots',
    {
      config: { roles: ['finance', 'support'] },
      schema: { tags: adminTags, params: AdminIdParams, response: { 200: envelope(AdminHouseShots) } },
    },
    async (req) => ok(await admin.houseShots(app.db, req.params.id)),
  );
  app.put(
    '/lotto/categories/:id/house-shots',
    {
      config: { roles: ['finance'] },
      schema: { tags: adminTags, params: AdminIdParams, body: AdminHouseShotsBody, response: { 200: envelope(AdminHouseShots) } },
    },
    async (req) =>
      ok(
        await admin.setHouseShots(app.db, req.operator.id, req.params.id, req.body.enabled),
        req.body.enabled ? 'เปิดการยิงเลขเติมของเจ้ามือแล้ว' : 'ปิดการยิงเลขเติมของเจ้ามือแล้ว',
      ),
  );
  app.get(
    '/lotto/schedule-overrides',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags: adminTags,
        querystring: AdminOverridesQuery,
        response: { 200: envelope(z.object({ items: z.array(AdminOverride) })) },
      },
    },
    async (req) => ok({ items: await admin.listOverrides(app.db, req.query.category_id) }),
  );
  app.put(
    '/lotto/schedule-overrides',
    { config: { roles: ['finance'] }, schema: { tags: adminTags, body: AdminOverrideBody, response: { 200: envelope(AdminOverride) } } },
    async (req) => ok(await admin.setOverride(app.db, req.operator.id, req.body, now()), 'บันทึกการเลื่อนงวดแล้ว'),
  );
  app.delete(
    '/lotto/schedule-overrides/:id',
    { config: { roles: ['finance'] }, schema: { tags: adminTags, params: AdminIdParams, response: { 200: EmptyEnvelope } } },
    async (req) => {
      await admin.deleteOverride(app.db, req.operator.id, req.params.id);
      return ok(undefined, 'ลบการเลื่อนงวดแล้ว');
    },
  );
}
