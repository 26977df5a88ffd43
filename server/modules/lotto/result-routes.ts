import { AdminIdParams } from '@contract/admin';
import { envelope } from '@contract/envelope';
import { AdminLottoResultBody } from '@contract/lotto';
import { AdminEntryDecision, AdminRejectEntryBody, AdminResultEntry, RESULT_OUTCOMES } from '@contract/lotto-corrections';
import { satangToBaht } from '@contract/money';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { settlementAnswer } from './admin';
import type { CorrectionSummary } from './corrections';
import { confirmEntry, entryView, proposeCorrection, rejectEntry } from './result-admin';
import { settleRound } from './settlement';

/** A correction's sums as the wire shows money (baht). */
const inBaht = (c: CorrectionSummary | null) =>
  c && { changed_bills: c.changed_bills, paid: satangToBaht(c.paid), taken: satangToBaht(c.taken), owed: satangToBaht(c.owed) };

/**
 * Operators' four-eyes and correction calls (docs/lotto.md "Results: four eyes and corrections").
 * Results move money: deciding them is for finance (and admin, as everywhere); support may read
 * (GET /api/admin/lotto/result-entries is in admin-routes.ts, with the rounds' names).
 */
export async function resultRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const windowMs = app.config.lotto.correctionMs;
  const now = () => new Date();

  app.post(
    '/lotto/result-entries/:id/confirm',
    { config: { roles: ['finance'] }, schema: { tags, params: AdminIdParams, response: { 200: envelope(AdminEntryDecision) } } },
    async (req) => {
      const at = now();
      const { entry, correction } = await confirmEntry(app.db, req.operator.id, req.params.id, at, windowMs);
      const paid = entry.purpose === 'result' ? await settleRound(app.db, entry.round_id, at) : 0;
      const { round } = await settlementAnswer(app.db, entry.round_id, at, paid, 0);
      return ok(
        { entry: entryView(entry), round, paid_items: paid, correction: inBaht(correction) },
        correction ? 'ยืนยันการแก้ไขผลรางวัล ปรับยอดเงินของสมาชิกแล้ว' : 'ยืนยันผลรางวัลและจ่ายเงินแล้ว',
      );
    },
  );

  app.post(
    '/lotto/result-entries/:id/reject',
    {
      config: { roles: ['finance'] },
      schema: { tags, params: AdminIdParams, body: AdminRejectEntryBody, response: { 200: envelope(AdminResultEntry) } },
    },
    async (req) =>
      ok(entryView(await rejectEntry(app.db, req.operator.id, req.params.id, req.body.reason, now())), 'ปฏิเสธรายการผลรางวัลแล้ว'),
  );

  app.post(
    '/lotto/rounds/:id/correction',
    {
      config: { roles: ['finance'] },
      schema: {
        tags,
        params: AdminIdParams,
        body: AdminLottoResultBody,
        response: { 200: envelope(AdminEntryDecision.extend({ outcome: z.enum(RESULT_OUTCOMES) })) },
      },
    },
    async (req) => {
      const at = now();
      const { outcome, entry, correction } = await proposeCorrection(app.db, req.operator.id, req.params.id, req.body, at, windowMs);
      const { round } = await settlementAnswer(app.db, entry.round_id, at, 0, 0);
      const message =
        outcome === 'applied'
          ? 'ยืนยันการแก้ไขผลรางวัล ปรับยอดเงินของสมาชิกแล้ว'
          : outcome === 'held'
            ? 'การแก้ไขนี้ไม่ตรงกับที่รอยืนยันอยู่ บันทึกไว้ให้เจ้าหน้าที่ตัดสิน'
            : 'เสนอแก้ไขผลแล้ว รอเจ้าหน้าที่อีกคนหนึ่งยืนยัน';
      return ok({ outcome, entry: entryView(entry), round, paid_items: 0, correction: inBaht(correction) }, message);
    },
  );
}
